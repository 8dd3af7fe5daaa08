// What MLIR 22 makes of the NVVM tcgen05 and mbarrier ops the sm_100a lowering
// uses (tcgen05-ops.test rewrites it for the emulator).
llvm.func @tcgen05_f16(%slot: !llvm.ptr<3>, %mbar: !llvm.ptr<3>, %adesc: i64, %bdesc: i64,
                       %idesc: i32, %acc: i1, %tmem: !llvm.ptr<6>) {
  %ncols = llvm.mlir.constant(64 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.mbarrier.init %mbar, %one : !llvm.ptr<3>, i32
  nvvm.tcgen05.mma %tmem, %adesc, %bdesc, %idesc, %acc {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  // The kind operand the emulator decodes: f16 0, tf32 1, f8f6f4 2, i8 3.
  nvvm.tcgen05.mma %tmem, %adesc, %bdesc, %idesc, %acc {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %tmem, %adesc, %bdesc, %idesc, %acc {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %tmem, %adesc, %bdesc, %idesc, %acc {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.commit %mbar : !llvm.ptr<3>
  %parity = llvm.mlir.constant(0 : i32) : i32
  %ticks = llvm.mlir.constant(10000 : i32) : i32
  nvvm.mbarrier.try_wait.parity %mbar, %parity, %ticks : !llvm.ptr<3>, i32, i32
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  %r = nvvm.tcgen05.ld %tmem {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<8xi32>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  %state = nvvm.mbarrier.arrive %mbar : !llvm.ptr<3> -> i64
  %done = nvvm.mbarrier.test.wait %mbar, %state : !llvm.ptr<3>, i64 -> i1
  nvvm.mbarrier.inval %mbar : !llvm.ptr<3>
  nvvm.tcgen05.dealloc %tmem, %ncols : !llvm.ptr<6>, i32
  llvm.return
}
