// tileiras-warp-specialize on matmul_tma as tileiras-pipeline-loads leaves it
// at sm_90 (4 TMA stages, wgmma): the entry block splits before the prologue
// on nv_tileas.producer_warpgroup. The producer keeps the prologue and a copy
// of the loop with only the producer side of the pipeline and the index
// arithmetic it needs; the consumers keep the loop without the copies, then
// the epilogue. Registers: the producer gives back all but 40, the consumers
// rise to (128 x 256 - 40 x 128) / 128 = 216.
//
// RUN: tileiras-opt %s --tileiras-warp-specialize | FileCheck %s
// RUN: tileiras-opt %s --tileiras-warp-specialize=producer-registers=24 | FileCheck %s --check-prefix=REGS
// RUN: not tileiras-opt %s --tileiras-warp-specialize=producer-registers=20 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADREGS
// RUN: tileiras-opt %s --tileiras-warp-specialize --remarks-filter=".*" --remark-format=emitRemark 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// sm_100's tcgen05 dots are not split (yet); sm_80 has no TMA.
// RUN: sed 's/"sm_90"/"sm_100"/' %s | tileiras-opt --tileiras-warp-specialize | FileCheck %s --check-prefix=SAME
// RUN: sed 's/"sm_90"/"sm_80"/' %s | tileiras-opt --tileiras-warp-specialize | FileCheck %s --check-prefix=SAME
// Eight CTAs per SM leave 32 registers per thread: nothing to move.
// RUN: sed 's/nv_tileaa.occupancy = 2/nv_tileaa.occupancy = 8/' %s | tileiras-opt --tileiras-warp-specialize --remarks-filter=".*" --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=OCC
// Eight warps of tile threads: the full phases would count 2 x 256
// arrivals, the producer's 128 threads make 256.
// RUN: sed 's/attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 2 : i32}/attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32, nv_tileaa.occupancy = 2 : i32}/' %s | tileiras-opt --tileiras-warp-specialize --remarks-filter=".*" --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=WARPS
// A global load before the split would run in the producer's threads too.
// RUN: sed 's/^    %16 = nv_tileaa.get_program_id 0$/    %16 = nv_tileaa.get_program_id 0\n    %ld, %ldt = nv_tileaa.load %arg0 : !nv_tileaa.ptr<f16> -> f16/' %s | tileiras-opt --tileiras-warp-specialize --remarks-filter=".*" --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=LOAD
// The loop's trip count loaded from memory between the prologue and the
// loop: the producer would have to run the load.
// RUN: sed -e 's/^    %c0_i32_2 = arith.constant 0 : i32$/    %c0_i32_2 = arith.constant 0 : i32\n    %h, %ht = nv_tileaa.load %arg0 : !nv_tileaa.ptr<f16> -> f16\n    %n = arith.fptosi %h : f16 to i32/' -e 's/scf.for %arg15 = %c0_i32 to %21 step/scf.for %arg15 = %c0_i32 to %n step/' %s | tileiras-opt --tileiras-warp-specialize --remarks-filter=".*" --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=NEEDS

// CHECK: func.func @matmul_tma
// CHECK-SAME: nv_tileas.max_registers = 128 : i64, nv_tileas.producer_warpgroups = 1 : i64
// CHECK: nv_tileas.make_tma_desc
// CHECK: %[[PIPE:.*]] = nv_tileas.create_pipeline threads(128)
// CHECK: %[[ROLE:.*]] = nv_tileas.producer_warpgroup
// CHECK-NEXT: scf.if %[[ROLE]] {
// CHECK-NEXT: nv_tileas.set_max_registers dec 40
// The prologue: iterations 0..2.
// CHECK-NEXT: scf.for
// CHECK: nv_tileas.producer_expect_tx
// CHECK: nv_tileas.tma_load
// CHECK: nv_tileas.producer_commit
// CHECK: }
// The producer's loop carries the stage and parity only.
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (i32, i1)
// CHECK-NOT: consumer_wait
// CHECK-NOT: local_load
// CHECK-NOT: nv_tileaa.dot
// CHECK-NOT: consumer_release
// CHECK: nv_tileas.producer_acquire %[[PIPE]]
// CHECK: nv_tileas.tma_load
// CHECK: nv_tileas.tma_load
// CHECK: nv_tileas.producer_commit %[[PIPE]]
// CHECK: } {nv_tileas.pipeline_producer}
// CHECK-NEXT: } else {
// CHECK-NEXT: nv_tileas.set_max_registers inc 216
// The accumulator's splat moved in.
// CHECK: nv_tileaa.splat
// CHECK: scf.for {{.*}} -> (tensor<64x64xf32, #simt>, i32, i1)
// CHECK-NOT: producer_
// CHECK-NOT: tma_load
// CHECK: nv_tileas.consumer_wait %[[PIPE]]
// CHECK: nv_tileaa.dot
// CHECK: nv_tileas.consumer_release %[[PIPE]]
// CHECK: } {nv_tileas.pipeline_ii = 212 : i64, nv_tileas.pipeline_stages = 4 : i64}
// CHECK: nv_tileas.tma_store
// CHECK-NEXT: }
// CHECK-NEXT: return

// REGS: nv_tileas.set_max_registers dec 24
// REGS: nv_tileas.set_max_registers inc 232
// BADREGS: producer-registers must be a multiple of 8 in [24, 256], not 20

// REMARK: remark: [Passed] WarpSpecialize | Category:Kernel | Function=matmul_tma{{.*}} | Registers="40 producer / 216 consumers of 128", Remark="A producer warpgroup issues the TMA copies", Threads=256

// SAME-NOT: producer_warpgroup
// SAME-NOT: set_max_registers

// OCC: remark: [Missed] WarpSpecialize | {{.*}} Reason="the register limit (32 per thread, from the occupancy hint) leaves nothing to move"
// OCC-NOT: producer_warpgroup
// WARPS: remark: [Missed] WarpSpecialize | {{.*}} Reason="the kernel has 256 tile threads, not one warpgroup"
// WARPS-NOT: producer_warpgroup
// NEEDS: remark: [Missed] WarpSpecialize | {{.*}} Reason="the producer would need 'nv_tileaa.load'"
// NEEDS-NOT: producer_warpgroup
// LOAD: remark: [Missed] WarpSpecialize | {{.*}} Reason="'nv_tileaa.load' before the pipeline's prologue"
// LOAD-NOT: producer_warpgroup

#simt = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
#simt1 = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
module attributes {tileiras.target = "sm_90"} {
  func.func @matmul_tma_Kt1_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_I64_I64_I32(%arg0: !nv_tileaa.ptr<f16>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: !nv_tileaa.ptr<f16>, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: !nv_tileaa.ptr<f16>, %arg11: i32, %arg12: i32, %arg13: i32, %arg14: i32) attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 2 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i64 = arith.constant 1 : i64
    %c1_i32 = arith.constant 1 : i32
    %0 = nv_tileaa.create_mem_token
    %1 = arith.extsi %arg1 : i32 to i64
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = nv_tileaa.make_memref %arg0, sizes(%1, %2), strides(%3, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %5 = nv_tileas.make_tma_desc %4 : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
    %6 = arith.extsi %arg6 : i32 to i64
    %7 = arith.extsi %arg7 : i32 to i64
    %8 = arith.extsi %arg8 : i32 to i64
    %9 = nv_tileaa.make_memref %arg5, sizes(%6, %7), strides(%8, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %10 = nv_tileas.make_tma_desc %9 : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<32x64xf16>, "swizzle_mn">
    %11 = arith.extsi %arg11 : i32 to i64
    %12 = arith.extsi %arg12 : i32 to i64
    %13 = arith.extsi %arg13 : i32 to i64
    %14 = nv_tileaa.make_memref %arg10, sizes(%11, %12), strides(%13, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %15 = nv_tileas.make_tma_desc %14 : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
    %16 = nv_tileaa.get_program_id 0
    %17 = nv_tileaa.get_program_id 1
    %18 = nv_tileaa.splat %cst : f32 -> tensor<64x64xf32, #simt>
    %19 = nv_tileaa.get_dim_size %4, 1 : !nv_tileaa.memref<f16, 2>
    %20 = arith.ceildivui %19, %c32_i64 : i64
    %21 = arith.trunci %20 : i64 to i32
    %22 = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<4>
    %23 = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<64x32xf16>, "swizzle_k">
    %24 = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn">
    %c0_i32_0 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32_1 = arith.constant 1 : i32
    scf.for %arg15 = %c0_i32_0 to %c3_i32 step %c1_i32_1  : i32 {
      %30 = arith.muli %arg15, %c1_i32 : i32
      %31 = arith.addi %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %31, %21 : i32
      scf.if %32 {
        nv_tileas.producer_expect_tx %22[%arg15] bytes(4096) : !nv_tileas.pipeline<4>
      }
      %c64_i32_4 = arith.constant 64 : i32
      %33 = arith.muli %16, %c64_i32_4 : i32
      %c32_i32 = arith.constant 32 : i32
      %34 = arith.muli %31, %c32_i32 : i32
      nv_tileas.tma_load %5[%33, %34] into %23[%arg15] on %22 if %32 : !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">, !nv_tileas.smem<4, tensor<64x32xf16>, "swizzle_k">, !nv_tileas.pipeline<4>
      scf.if %32 {
        nv_tileas.producer_expect_tx %22[%arg15] bytes(4096) : !nv_tileas.pipeline<4>
      }
      %c32_i32_5 = arith.constant 32 : i32
      %35 = arith.muli %31, %c32_i32_5 : i32
      %c64_i32_6 = arith.constant 64 : i32
      %36 = arith.muli %17, %c64_i32_6 : i32
      nv_tileas.tma_load %10[%35, %36] into %24[%arg15] on %22 if %32 : !nv_tileas.tma_desc<tensor<32x64xf16>, "swizzle_mn">, !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn">, !nv_tileas.pipeline<4>
      nv_tileas.producer_commit %22[%arg15] : !nv_tileas.pipeline<4>
    }
    %c0_i32_2 = arith.constant 0 : i32
    %false = arith.constant false
    %25:3 = scf.for %arg15 = %c0_i32 to %21 step %c1_i32 iter_args(%arg16 = %18, %arg17 = %c0_i32_2, %arg18 = %false) -> (tensor<64x64xf32, #simt>, i32, i1)  : i32 {
      nv_tileas.consumer_wait %22[%arg17] parity %arg18 async_proxy : !nv_tileas.pipeline<4>
      %c0_i32_4 = arith.constant 0 : i32
      %30 = arith.cmpi eq, %arg17, %c0_i32_4 : i32
      %c1_i32_5 = arith.constant 1 : i32
      %31 = arith.subi %arg17, %c1_i32_5 : i32
      %c3_i32_6 = arith.constant 3 : i32
      %32 = arith.select %30, %c3_i32_6, %31 : i32
      %33 = nv_tileas.local_load %23[%arg17] : !nv_tileas.smem<4, tensor<64x32xf16>, "swizzle_k"> -> tensor<64x32xf16, #simt1>
      %34 = nv_tileas.local_load %24[%arg17] : !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn"> -> tensor<32x64xf16, #simt1>
      %35 = nv_tileaa.dot %33, %34, %arg16 {nv_tileas.mma_in_flight} : tensor<64x32xf16, #simt1>, tensor<32x64xf16, #simt1> -> tensor<64x64xf32, #simt>
      %c3_i32_7 = arith.constant 3 : i32
      %36 = arith.cmpi eq, %arg17, %c3_i32_7 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %37 = arith.addi %arg17, %c1_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %38 = arith.select %36, %c0_i32_9, %37 : i32
      %true = arith.constant true
      %39 = arith.xori %arg18, %true : i1
      %40 = arith.select %36, %39, %arg18 : i1
      nv_tileas.warpgroup_wait {pending = 1 : i32}
      %41 = arith.cmpi ne, %arg15, %c0_i32 : i32
      scf.if %41 {
        nv_tileas.consumer_release %22[%32] : !nv_tileas.pipeline<4>
      }
      %true_10 = arith.constant true
      %42 = arith.xori %arg18, %true_10 : i1
      %43 = arith.select %30, %42, %arg18 : i1
      nv_tileas.producer_acquire %22[%32] parity %43 : !nv_tileas.pipeline<4>
      %c3_i32_11 = arith.constant 3 : i32
      %44 = arith.muli %c1_i32, %c3_i32_11 : i32
      %45 = arith.addi %arg15, %44 : i32
      %46 = arith.cmpi slt, %45, %21 : i32
      scf.if %46 {
        nv_tileas.producer_expect_tx %22[%32] bytes(4096) : !nv_tileas.pipeline<4>
      }
      %c64_i32_12 = arith.constant 64 : i32
      %47 = arith.muli %16, %c64_i32_12 : i32
      %c32_i32 = arith.constant 32 : i32
      %48 = arith.muli %45, %c32_i32 : i32
      nv_tileas.tma_load %5[%47, %48] into %23[%32] on %22 if %46 : !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">, !nv_tileas.smem<4, tensor<64x32xf16>, "swizzle_k">, !nv_tileas.pipeline<4>
      scf.if %46 {
        nv_tileas.producer_expect_tx %22[%32] bytes(4096) : !nv_tileas.pipeline<4>
      }
      %c32_i32_13 = arith.constant 32 : i32
      %49 = arith.muli %45, %c32_i32_13 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %50 = arith.muli %17, %c64_i32_14 : i32
      nv_tileas.tma_load %10[%49, %50] into %24[%32] on %22 if %46 : !nv_tileas.tma_desc<tensor<32x64xf16>, "swizzle_mn">, !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn">, !nv_tileas.pipeline<4>
      nv_tileas.producer_commit %22[%32] : !nv_tileas.pipeline<4>
      scf.yield %35, %38, %40 : tensor<64x64xf32, #simt>, i32, i1
    } {nv_tileas.pipeline_ii = 212 : i64, nv_tileas.pipeline_stages = 4 : i64}
    %26 = nv_tileas.warpgroup_wait %25#0 : tensor<64x64xf32, #simt> -> tensor<64x64xf32, #simt> {pending = 0 : i32}
    %27 = arith.truncf %26 : tensor<64x64xf32, #simt> to tensor<64x64xf16, #simt>
    %c64_i32 = arith.constant 64 : i32
    %28 = arith.muli %16, %c64_i32 : i32
    %c64_i32_3 = arith.constant 64 : i32
    %29 = arith.muli %17, %c64_i32_3 : i32
    nv_tileas.tma_store %27, %15[%28, %29] : tensor<64x64xf16, #simt>, !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
    return
  }
}
