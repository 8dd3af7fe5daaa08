// nv_tileas rings to NVVM: a static shared array per ring, cp.async of
// 16-byte runs (a synchronous load and st.shared where a run may be out of
// bounds or misaligned), commit groups, wait_group + barrier, and mma.sync
// reading its fragments from the stage with ldmatrix (no scratch); the
// mbarriers of a pipeline (pipeline-invalid.mlir: a thread count that is
// not the kernel's).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm | FileCheck %s

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#ld = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

// CHECK-DAG: llvm.mlir.global internal @__tileiras_stages_0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<8192 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileiras_stages_1() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<8192 x i8>
// CHECK-NOT: @__tileiras_scratch
// CHECK-LABEL: llvm.func @stage
// CHECK: llvm.mlir.addressof @__tileiras_stages_
// The copy runs only when its predicate holds ...
// CHECK: llvm.cond_br %arg{{[0-9]+}}, ^[[ISSUE:bb[0-9]+]], ^[[SKIP:bb[0-9]+]]
// CHECK: ^[[ISSUE]]:
// ... and each aligned, in-bounds run of 8 halves is one cp.async.cg.
// CHECK: llvm.cond_br %{{.*}}, ^[[ASYNC:bb[0-9]+]], ^[[SYNC:bb[0-9]+]]
// CHECK: ^[[ASYNC]]:
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK: ^[[SYNC]]:
// The fallback addresses the run's halves from its first (stride 1), so
// no per-element address stays live across the loop:
// CHECK: %[[OFFSETS:.*]] = llvm.mlir.constant(dense<[0, 2, 4, 6, 8, 10, 12, 14]> : vector<8xi64>)
// CHECK: llvm.add %{{.*}}, %[[OFFSETS]] : vector<8xi64>
// CHECK: llvm.intr.masked.gather
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 2 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
// CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<col>, num = 2
// CHECK: nvvm.mma.sync
module attributes {tileiras.target = "sm_80"} {
  func.func @stage(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %i: i32, %p: i1, %acc: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> attributes {nv_tileaa.kernel} {
    %s = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %ra = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
    %rb = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<32x64xf16>>
    nv_tileas.async_tiled_copy %a[%i, %i] into %ra[%s] if %p steps [64, 32] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<64x32xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<64x32xf16>>
    nv_tileas.async_tiled_copy %b[%i, %i] into %rb[%s] if %p steps [32, 64] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<32x64xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<32x64xf16>>
    nv_tileas.async_commit
    nv_tileas.async_wait {pending = 0 : i32}
    %ta = nv_tileas.local_load %ra[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16, #ld>
    %tb = nv_tileas.local_load %rb[%s] : !nv_tileas.smem<2, tensor<32x64xf16>> -> tensor<32x64xf16, #ld>
    %d = nv_tileaa.dot %ta, %tb, %acc : tensor<64x32xf16, #ld>, tensor<32x64xf16, #ld> -> tensor<64x64xf32, #acc>
    return %d : tensor<64x64xf32, #acc>
  }
}

// -----

// wgmma (sm_90) reading A from a core_k stage and B from a core_mn stage:
// no scratch for the operands, no barrier of its own (the wait's, after the
// async-proxy fence, orders them); A's descriptor has the K-major offsets
// (leading 128 >> 4 = 8 at bit 16, stride (32 / 8) 128 >> 4 = 32 at bit
// 32), B's the MN-major ones (leading (64 / 8) 128 >> 4 = 64, stride
// 128 >> 4 = 8), and B is transposed (imm-trans-b 1: golden intent test
// matmul.test); each K step of 16 moves A by 256 bytes and B by 2048.
#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
#ld = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
// CHECK-NOT: @__tileiras_scratch
// CHECK-LABEL: llvm.func @warpgroup
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[AFIX:.*]] = llvm.mlir.constant(137439477760 : i64) : i64
// CHECK: llvm.or %{{.*}}, %[[AFIX]]
// CHECK: %[[BFIX:.*]] = llvm.mlir.constant(34363932672 : i64) : i64
// CHECK: llvm.or %{{.*}}, %[[BFIX]]
// CHECK: llvm.inline_asm {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: llvm.mlir.constant(256 : i64)
// CHECK: llvm.mlir.constant(2048 : i64)
// CHECK: llvm.inline_asm {{.*}}wgmma.mma_async
module attributes {tileiras.target = "sm_90"} {
  func.func @warpgroup(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %i: i32, %acc: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> attributes {nv_tileaa.kernel} {
    %s = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %ra = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">
    %rb = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn">
    nv_tileas.async_tiled_copy %a[%i, %i] into %ra[%s] steps [64, 32] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<64x32xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">
    nv_tileas.async_tiled_copy %b[%i, %i] into %rb[%s] steps [32, 64] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<32x64xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn">
    nv_tileas.async_commit
    nv_tileas.async_wait async_proxy {pending = 0 : i32}
    %ta = nv_tileas.local_load %ra[%s] : !nv_tileas.smem<2, tensor<64x32xf16>, "core_k"> -> tensor<64x32xf16, #ld>
    %tb = nv_tileas.local_load %rb[%s] : !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn"> -> tensor<32x64xf16, #ld>
    %d = nv_tileaa.dot %ta, %tb, %acc : tensor<64x32xf16, #ld>, tensor<32x64xf16, #ld> -> tensor<64x64xf32, #acc>
    return %d : tensor<64x64xf32, #acc>
  }
}

// -----

// The same wgmma, its result then exchanged: a wgmma reading rings only
// touches no scratch byte (the tag survives its conversion to inline PTX),
// so the exchange's leading barrier goes; the one between its writes and
// reads stays.
#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
#ld = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
#rows = #nv_tileas.simt<threads = 128, layout = "(128,32):(32,1)">
// CHECK-LABEL: llvm.func @warpgroup_then_exchange
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.inline_asm {{.*}}wgmma.mma_async
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}}, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3>
module attributes {tileiras.target = "sm_90"} {
  func.func @warpgroup_then_exchange(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %i: i32, %acc: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #rows> attributes {nv_tileaa.kernel} {
    %s = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %ra = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">
    %rb = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn">
    nv_tileas.async_tiled_copy %a[%i, %i] into %ra[%s] steps [64, 32] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<64x32xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">
    nv_tileas.async_tiled_copy %b[%i, %i] into %rb[%s] steps [32, 64] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<32x64xf16, #ld>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn">
    nv_tileas.async_commit
    nv_tileas.async_wait async_proxy {pending = 0 : i32}
    %ta = nv_tileas.local_load %ra[%s] : !nv_tileas.smem<2, tensor<64x32xf16>, "core_k"> -> tensor<64x32xf16, #ld>
    %tb = nv_tileas.local_load %rb[%s] : !nv_tileas.smem<2, tensor<32x64xf16>, "core_mn"> -> tensor<32x64xf16, #ld>
    %d = nv_tileaa.dot %ta, %tb, %acc : tensor<64x32xf16, #ld>, tensor<32x64xf16, #ld> -> tensor<64x64xf32, #acc>
    %r = nv_tileas.convert_layout %d : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #rows>
    return %r : tensor<64x64xf32, #rows>
  }
}

// -----

// A local_load that no dot reads in place reads each thread's runs of 8
// consecutive halves as one 16-byte ld.shared (swizzle16 keeps 16-byte
// pieces whole): two loads for 16 slots, no element loads.
#ld = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
// CHECK-LABEL: llvm.func @runs
// CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK: llvm.return
module attributes {tileiras.target = "sm_80"} {
  func.func @runs(%s: i32) -> tensor<64x32xf16, #ld> attributes {nv_tileaa.kernel} {
    %r = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
    %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16, #ld>
    return %t : tensor<64x32xf16, #ld>
  }
}

// -----

// A thread-private wait (each thread reads back only its own copies) is the
// wait_group alone; the other keeps its barrier.
#ld = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
// CHECK-LABEL: llvm.func @thread_private
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NOT: nvvm.barrier
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.barrier0
module attributes {tileiras.target = "sm_80"} {
  func.func @thread_private(%s: i32) -> tensor<64x32xf16, #ld> attributes {nv_tileaa.kernel} {
    %r = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
    %t0 = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16, #ld>
    nv_tileas.async_wait thread_private {pending = 2 : i32}
    %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16, #ld>
    nv_tileas.async_wait {pending = 1 : i32}
    %u = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16, #ld>
    %v = arith.addf %t, %u : tensor<64x32xf16, #ld>
    %w = arith.addf %v, %t0 : tensor<64x32xf16, #ld>
    return %w : tensor<64x32xf16, #ld>
  }
}

// -----

// A pipeline's mbarriers: one static array, full at 2s and empty at 2s + 1;
// thread 0 initializes full for two arrivals per thread and empty for one,
// then a barrier. producer_commit is cp.async.mbarrier.arrive.noinc plus
// an arrive; sm_80 polls test_wait.parity (no try_wait before sm_90).
// CHECK-DAG: llvm.mlir.global internal @__tileiras_mbarriers_0() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
// CHECK-LABEL: llvm.func @mbarriers
// CHECK: %[[BASE:.*]] = llvm.mlir.addressof @__tileiras_mbarriers_0
// CHECK: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.barrier
// CHECK: nvvm.cp.async.mbarrier.arrive %{{.*}} {noinc = true} : !llvm.ptr<3>
// CHECK-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta"
// CHECK-NOT: fence.proxy
// CHECK: nvvm.mbarrier.arrive
module attributes {tileiras.target = "sm_80"} {
  func.func @mbarriers(%s: i32, %ph: i1) attributes {nv_tileaa.kernel} {
    %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
    nv_tileas.producer_commit %p[%s] : !nv_tileas.pipeline<2>
    nv_tileas.consumer_wait %p[%s] parity %ph : !nv_tileas.pipeline<2>
    nv_tileas.consumer_release %p[%s] : !nv_tileas.pipeline<2>
    return
  }
}

// -----

// sm_90 polls try_wait.parity, and a consumer_wait for the async proxy
// fences after the wait.
// CHECK-LABEL: llvm.func @mbarriers_async_proxy
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
module attributes {tileiras.target = "sm_90"} {
  func.func @mbarriers_async_proxy(%s: i32, %ph: i1) attributes {nv_tileaa.kernel} {
    %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
    nv_tileas.producer_acquire %p[%s] parity %ph : !nv_tileas.pipeline<2>
    nv_tileas.consumer_wait %p[%s] parity %ph async_proxy : !nv_tileas.pipeline<2>
    return
  }
}

