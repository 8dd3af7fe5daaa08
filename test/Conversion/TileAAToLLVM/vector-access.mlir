// Vector accesses of weak tiled_load / tiled_store (VectorAccess.cpp). A
// layout that gives each thread runs of contiguous slots along a stride-1
// memref dimension moves a run with one llvm.load / llvm.store of up to 16
// bytes; what guards a run depends on what make_memref's facts prove.
// Layouts are written by hand (no layout assignment): #blk4 is the blocked
// layout of 1024 f32 over 128 threads, 4 contiguous elements per thread
// (elements 4t..4t+3, then 512 + 4t..), the others are named below.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm | FileCheck %s

#blk4 = #nv_tileas.simt<threads = 128, layout = "(128,(4,2)):(4,(1,512))">

// Base 16-byte aligned, size a multiple of 4 (div_by): a run is all in or
// all out and aligned, so it is one predicate (its first slot in bounds)
// around an ld.global.v4, the padding otherwise; no per-slot access.
// CHECK-LABEL: llvm.func @all_or_nothing(
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: %[[IN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[IN0:.*]] = llvm.extractelement %[[IN]][%{{.*}} : i64] : vector<8xi1>
// CHECK-NEXT: llvm.cond_br %[[IN0]], ^[[LOAD:.*]], ^[[PAD:.*]]
// CHECK: ^[[LOAD]]:
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: ^[[PAD]]:
// CHECK-NEXT: llvm.shufflevector %{{.*}} [0, 1, 2, 3] : vector<8xf32>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: llvm.shufflevector %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: llvm.return
func.func @all_or_nothing(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32) -> tensor<1024xf32, #blk4> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64, size_div_by = array<i64: 16>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #blk4>
  return %x : tensor<1024xf32, #blk4>
}

// -----

#blk4_2 = #nv_tileas.simt<threads = 128, layout = "(128,(4,2)):(4,(1,512))">

// Static size, constant index, aligned base: the tile is in bounds, so no
// predicate at all - two unguarded vector loads and two vector stores.
// CHECK-LABEL: llvm.func @in_bounds(
// CHECK-NOT: llvm.cond_br
// CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: llvm.cond_br
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-NOT: llvm.cond_br
// CHECK-NOT: llvm.intr.masked
// CHECK: llvm.return
func.func @in_bounds(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f32>) {
  %one = arith.constant 1 : i64
  %n = arith.constant 4096 : i64
  %i = arith.constant 3 : i32
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mq = nv_tileaa.make_memref %q, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #blk4_2>
  %t2 = nv_tileaa.tiled_store %x, %mq[%i] steps [1024] dim_map [0] : tensor<1024xf32, #blk4_2>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

#blk4_3 = #nv_tileas.simt<threads = 128, layout = "(128,(4,2)):(4,(1,512))">

// Nothing known of base or size: a run loads as a vector when its first and
// last slots are in bounds and its address is 16-byte aligned at run time;
// otherwise its four slots go through the per-slot masked gather.
// CHECK-LABEL: llvm.func @checked_at_run_time(
// CHECK: %[[IN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[ADDR:.*]] = llvm.extractelement %{{.*}}[%{{.*}} : i64] : vector<8xi64>
// CHECK: %[[FIRST:.*]] = llvm.extractelement %[[IN]][%{{.*}} : i64] : vector<8xi1>
// CHECK: %[[LAST:.*]] = llvm.extractelement %[[IN]][%{{.*}} : i64] : vector<8xi1>
// CHECK: %[[BOTH:.*]] = llvm.and %[[FIRST]], %[[LAST]] : i1
// CHECK: %[[C15:.*]] = llvm.mlir.constant(15 : i64) : i64
// CHECK: %[[LOW:.*]] = llvm.and %[[ADDR]], %[[C15]] : i64
// CHECK: %[[ALIGNED:.*]] = llvm.icmp "eq" %[[LOW]], %{{.*}} : i64
// CHECK: %[[OK:.*]] = llvm.and %[[BOTH]], %[[ALIGNED]] : i1
// CHECK: llvm.cond_br %[[OK]], ^[[LOAD:.*]], ^[[SLOTS:.*]]
// CHECK: ^[[LOAD]]:
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: ^[[SLOTS]]:
// CHECK: llvm.intr.masked.gather %{{.*}} {alignment = 4 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.return
func.func @checked_at_run_time(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32) -> tensor<1024xf32, #blk4_3> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] padding 2.0 : f32 : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #blk4_3>
  return %x : tensor<1024xf32, #blk4_3>
}

// -----

// 8 f16 per thread (16 bytes): one vector<8xf16> load per thread.
// CHECK-LABEL: llvm.func @f16_by_eight(
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: llvm.return
func.func @f16_by_eight(%p: !nv_tileaa.ptr<f16>, %n: i64, %i: i32) -> tensor<1024xf16, #nv_tileas.simt<threads = 128, layout = "(128,8):(8,1)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64, size_div_by = array<i64: 8>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f16, 1>[i32] -> tensor<1024xf16, #nv_tileas.simt<threads = 128, layout = "(128,8):(8,1)">>
  return %x : tensor<1024xf16, #nv_tileas.simt<threads = 128, layout = "(128,8):(8,1)">>
}

// -----

// Only 8-byte alignment is proven (base_div_by = 8): runs of 4 f32 become
// two proven 8-byte accesses rather than a run-time alignment check.
// CHECK-LABEL: llvm.func @half_aligned(
// CHECK-NOT: llvm.mlir.constant(7 : i64) : i64
// CHECK-NOT: llvm.mlir.constant(15 : i64) : i64
// CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: llvm.return
func.func @half_aligned(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32) -> tensor<512xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 8 : i64, size_div_by = array<i64: 4>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [512] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<512xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
  return %x : tensor<512xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
}

// -----

// The canonical layout puts a thread's slots 128 elements apart: no runs,
// the per-slot gather as before.
// CHECK-LABEL: llvm.func @canonical(
// CHECK-NOT: llvm.load
// CHECK: llvm.intr.masked.gather %{{.*}} {alignment = 4 : i32} : (vector<8x!llvm.ptr<1>>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @canonical(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32) -> tensor<1024xf32, #nv_tileas.simt<threads = 128, layout = "(128,8):(1,128)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64, size_div_by = array<i64: 16>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #nv_tileas.simt<threads = 128, layout = "(128,8):(1,128)">>
  return %x : tensor<1024xf32, #nv_tileas.simt<threads = 128, layout = "(128,8):(1,128)">>
}

// -----

#blk4_4 = #nv_tileas.simt<threads = 128, layout = "(128,(4,2)):(4,(1,512))">

// A runtime innermost stride (or a non-weak access) keeps the gather.
// CHECK-LABEL: llvm.func @unknown_inner_stride(
// CHECK-NOT: llvm.load
// CHECK: llvm.intr.masked.gather
// CHECK-LABEL: llvm.func @relaxed(
// CHECK-NOT: -> vector<4xf32>
// CHECK: llvm.return
func.func @unknown_inner_stride(%p: !nv_tileaa.ptr<f32>, %n: i64, %s: i64, %i: i32) -> tensor<1024xf32, #blk4_4> {
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%s) {base_div_by = 16 : i64, size_div_by = array<i64: 16>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #blk4_4>
  return %x : tensor<1024xf32, #blk4_4>
}
func.func @relaxed(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32) -> tensor<1024xf32, #blk4_4> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64, size_div_by = array<i64: 16>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [1024] dim_map [0] {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, #blk4_4>
  return %x : tensor<1024xf32, #blk4_4>
}

// -----

// 16 f32 over 128 threads: thread t holds 4 (t mod 4) .. +3, replicated
// over t / 4. A run is stored by its owners only (t < 4) and, being all in
// or all out and aligned, has no per-slot fallback.
// CHECK-LABEL: llvm.func @replicated_store(
// CHECK: %[[IN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[IN0:.*]] = llvm.extractelement %[[IN]]
// CHECK: %[[OWN0:.*]] = llvm.extractelement %[[OWN]]
// CHECK: %[[BOTH:.*]] = llvm.and %[[IN0]], %[[OWN0]] : i1
// CHECK: llvm.cond_br %[[BOTH]], ^[[STORE:.*]], ^[[DONE:.*]]
// CHECK: ^[[STORE]]:
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-NOT: llvm.intr.masked.scatter
// CHECK: llvm.return
func.func @replicated_store(%p: !nv_tileaa.ptr<f32>, %n: i64, %i: i32, %x: tensor<16xf32, #nv_tileas.simt<threads = 128, layout = "((4,32),4):((4,0),1)">>) {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%n), strides(%one) {base_div_by = 16 : i64, size_div_by = array<i64: 4>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t = nv_tileaa.tiled_store %x, %m[%i] steps [16] dim_map [0] : tensor<16xf32, #nv_tileas.simt<threads = 128, layout = "((4,32),4):((4,0),1)">>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

// 2-d, 8 x 64 f32, 4 contiguous per thread along the rows. A runtime row
// stride without div_by leaves a run's alignment to a run-time check; with
// stride_div_by = 4 and an aligned base it is proven.
// CHECK-LABEL: llvm.func @rows_unknown_stride(
// CHECK: llvm.mlir.constant(15 : i64) : i64
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: llvm.intr.masked.gather
// CHECK-LABEL: llvm.func @rows_aligned_stride(
// CHECK-NOT: llvm.mlir.constant(15 : i64) : i64
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: llvm.intr.masked.gather
// CHECK: llvm.return
func.func @rows_unknown_stride(%p: !nv_tileaa.ptr<f32>, %r: i64, %c: i64, %s: i64, %i: i32, %j: i32) -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%r, %c), strides(%s, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 1, 4>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t = nv_tileaa.tiled_load %m[%i, %j] steps [8, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
  return %x : tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
}
func.func @rows_aligned_stride(%p: !nv_tileaa.ptr<f32>, %r: i64, %c: i64, %s: i64, %i: i32, %j: i32) -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%r, %c), strides(%s, %one) {base_div_by = 16 : i64, size_div_by = array<i64: 1, 4>, stride_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t = nv_tileaa.tiled_load %m[%i, %j] steps [8, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
  return %x : tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
}

// -----

// `inbounds` along both dimensions (cuda_tile's promise) removes the bounds
// predicate; with stride_div_by the alignment is proven too: unguarded
// vector accesses.
// CHECK-LABEL: llvm.func @promised_in_bounds(
// CHECK-NOT: llvm.cond_br
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: llvm.cond_br
// CHECK: llvm.return
func.func @promised_in_bounds(%p: !nv_tileaa.ptr<f32>, %r: i64, %c: i64, %s: i64, %i: i32, %j: i32) -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%r, %c), strides(%s, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t = nv_tileaa.tiled_load %m[%i, %j] steps [8, 64] dim_map [0, 1] {inbounds = array<i1: true, true>} : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
  return %x : tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(4,1)">>
}

// -----

// The per-slot path honors `inbounds` too: a promised dimension is not
// compared (here dim 1; dim 0 still is).
// CHECK-LABEL: llvm.func @promised_gather(
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: llvm.icmp "ult"
// CHECK: llvm.intr.masked.gather
func.func @promised_gather(%p: !nv_tileaa.ptr<f32>, %r: i64, %c: i64, %s: i64, %i: i32, %j: i32) -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(1,128)">> {
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %p, sizes(%r, %c), strides(%s, %one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t = nv_tileaa.tiled_load %m[%i, %j] steps [8, 64] dim_map [0, 1] {inbounds = array<i1: false, true>} : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(1,128)">>
  return %x : tensor<8x64xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(1,128)">>
}
