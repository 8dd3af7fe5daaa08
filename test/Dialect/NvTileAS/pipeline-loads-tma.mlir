// --tileiras-pipeline-loads on sm_90 and sm_100: a core-matrix ring of a loop
// on mbarriers is filled by TMA when the view's base, row stride and extents
// are provably what the tensor map needs (div_by facts), and by cp.async
// otherwise; a PipelineCopier remark says which and why.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=tma=false | FileCheck %s --check-prefix=OFF
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=mbarriers=false | FileCheck %s --check-prefix=OFF
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads --remarks-filter=".*" --remark-format=emitRemark 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// `allow_tma = false` on every load (nv_tileaa.no_tma): no ring is filled by TMA.
// RUN: sed 's/dim_map \[0, 1\] padding 0.0 : f16 :/dim_map [0, 1] padding 0.0 : f16 {nv_tileaa.no_tma} :/' %s | tileiras-opt --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads --remarks-filter=".*" --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=NOTMA
// NOTMA-NOT: tma_load
// NOTMA-COUNT-6: PipelineCopier | Category:Memory | Function={{[a-z]+}} | Reason="allow_tma = false", Remark="Ring filled by cp.async, not TMA"
// NOTMA-NOT: tma_load
// The protocol check of what the pass emits: one ring by TMA and one by
// cp.async on the same mbarriers (@aligned, @ragged), both by TMA (@both).
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROTOCOL
// PROTOCOL-COUNT-2: remark: pipeline protocol: 4 stages, 2 rings, 8 mbarriers, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// PROTOCOL: remark: pipeline protocol: 3 stages, 2 rings, 6 mbarriers, trip counts 0..7, 2 threads, {{[0-9]+}} states, 0 violations
// PROTOCOL-NOT: error

// A's view: 16-byte base, row stride a multiple of 8 halves; its 64 x 32
// tiles (64-byte rows) sit in 64-byte swizzle atoms, B's 32 x 64 (128-byte
// rows) in 128-byte ones. B's row stride is unknown, so B keeps cp.async.
// CHECK-LABEL: func.func @aligned
// CHECK: %[[A:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[DA:.*]] = nv_tileas.make_tma_desc %[[A]] : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
// CHECK-NOT: make_tma_desc
// CHECK: %[[P:.*]] = nv_tileas.create_pipeline
// CHECK: %[[RA:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<{{[0-9]}}, tensor<64x32xf16>, "swizzle_k">
// CHECK: %[[RB:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<{{[0-9]}}, tensor<32x64xf16>, "swizzle_mn">
// The prologue: the fill's bytes (64 x 32 halves), then the copy at the
// tile's first element.
// CHECK: scf.if
// CHECK-NEXT: nv_tileas.producer_expect_tx %[[P]][%{{.*}}] bytes(4096)
// CHECK: nv_tileas.tma_load %[[DA]][%{{.*}}, %{{.*}}] into %[[RA]][%{{.*}}] on %[[P]] if
// CHECK: nv_tileas.async_tiled_copy %{{.*}} into %[[RB]]
// CHECK: nv_tileas.producer_commit %[[P]]
// The loop: the wgmma dot stays in flight; once the next one is issued,
// wgmma.wait_group 1 retires it, and only then is its stage (the previous
// iteration's) released and refilled. The last one is retired after the
// loop, where its accumulator is read through the wait.
// CHECK: %[[LOOP:.*]]:3 = scf.for %[[IV:[^ ]*]] = %[[LB:[^ ]*]] to
// CHECK: nv_tileas.consumer_wait %[[P]]{{.*}} async_proxy
// CHECK: nv_tileas.local_load %[[RA]]
// CHECK: nv_tileaa.dot {{.*}} {nv_tileas.mma_in_flight}
// CHECK-NOT: nv_tileas.producer_acquire
// CHECK: nv_tileas.warpgroup_wait {pending = 1 : i32}
// CHECK-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[IV]], %[[LB]]
// CHECK-NEXT: scf.if %[[NOTFIRST]] {
// CHECK-NEXT: nv_tileas.consumer_release %[[P]][%[[PREV:.*]]] :
// CHECK: nv_tileas.producer_acquire %[[P]][%[[PREV]]]
// CHECK: nv_tileas.producer_expect_tx %[[P]][%[[PREV]]] bytes(4096)
// CHECK: nv_tileas.tma_load %[[DA]]{{.*}} into %[[RA]][%[[PREV]]]
// CHECK: nv_tileas.async_tiled_copy %{{.*}} into %[[RB]][%[[PREV]]]
// CHECK: nv_tileas.producer_commit
// CHECK-NOT: nv_tileas.consumer_release
// CHECK: scf.yield
// CHECK: %[[ACC:.*]] = nv_tileas.warpgroup_wait %[[LOOP]]#0 : tensor<64x64xf32, {{.*}}> -> tensor<64x64xf32, {{.*}}> {pending = 0 : i32}
// CHECK-NOT: %[[LOOP]]#0
// CHECK: nv_tileaa.tiled_store %[[ACC]]
// OFF-LABEL: func.func @aligned
// OFF-NOT: tma
// REMARK: remark: [Passed] PipelineCopier | Category:Memory | Function=aligned | Box=64x32, Remark="Ring filled by TMA (cp.async.bulk.tensor)"
// REMARK: remark: [Missed] PipelineCopier | Category:Memory | Function=aligned | Reason="stride not 16-byte aligned", Remark="Ring filled by cp.async, not TMA"
module attributes {tileiras.target = "sm_90"} {
  func.func @aligned(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pm] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pm] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

// sm_100 (tcgen05): both views aligned, both rings filled by TMA. A
// core-matrix ring (64 x 48 halves: 96-byte rows, no swizzle atom) whose
// extents are not known to be whole core matrices keeps cp.async; a
// swizzled one takes TMA whatever its extents, its 2-D boxes reading zero
// past them (REMARK).
// CHECK-LABEL: func.func @both
// CHECK-COUNT-2: nv_tileas.make_tma_desc
// CHECK-NOT: nv_tileas.async_tiled_copy
// CHECK: return
// REMARK: Function=both | Box=64x32, Remark="Ring filled by TMA
// REMARK: Function=both | Box=32x64, Remark="Ring filled by TMA
// REMARK: Function=ragged | Reason="extents not whole core matrices (8 rows, 16 bytes)"
// REMARK: Function=ragged | Box=48x64, Remark="Ring filled by TMA
module attributes {tileiras.target = "sm_100"} {
  func.func @both(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pm] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pm] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

module attributes {tileiras.target = "sm_100"} {
  func.func @ragged(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %pm = nv_tileaa.get_program_id 0
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 48] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x48xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pm] token(%tok) steps [48, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<48x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x48xf16>, tensor<48x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pm] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}
