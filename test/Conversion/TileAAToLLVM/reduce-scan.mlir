// reduce and scan on the canonical layouts of tileiras-assign-tile-layouts
// (slot v of thread t holds element t + 128 v; 4 warps). The warp lowering
// (WarpAggregates.cpp, warp-reduce-scan.mlir) folds the slots along the
// dimension in registers, butterflies (shfl.sync.bfly) over the lanes along
// it, and exchanges through scratch only what crosses warps or must reach
// the result's layout; scans use shfl.sync.up/down. A layout whose scan
// order is not slots, lanes, warps (then segments) takes the scratch
// lowering (warp-reduce-scan-w1.mlir, @fallback).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file): a reduce
// or scan of a tile without a thread layout (N not a power of two) is an
// error of the layout assignment, tested in ../TileAAToTileAS/invalid.mlir
// (@odd_reduce).

// Reduce 256 f32 to a scalar: the two slots add, five butterflies, lane 0
// of each warp stores the warp total (16 bytes), every thread adds four.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @reduce_all(
// CHECK-SAME: %{{.*}}: vector<2xf32>) -> f32
// CHECK: llvm.fadd
// CHECK-COUNT-5: nvvm.shfl.sync  bfly
// CHECK: nvvm.barrier0
// CHECK-COUNT-1: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load
// CHECK-NOT: llvm.load
// CHECK: llvm.return %{{.*}} : f32
func.func @reduce_all(%x: tensor<256xf32>) -> f32 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : f32
}

// -----

// Reduce along dim 1 of 8x64 with maxnumf: columns are lanes and warp bit
// 5, rows the slots and warp bit 6. Four slots x five butterflies; the two
// warps of a row meet in scratch (2 x 8 f32); the result (element t mod 8)
// folds the two partials.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @reduce_rows(
// CHECK-SAME: %{{.*}}: vector<4xf32>) -> vector<1xf32>
// CHECK-COUNT-20: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load
// CHECK-NOT: llvm.load
// CHECK: llvm.call @__nv_fmaxf
func.func @reduce_rows(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %0 = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : tensor<8x64xf32> -> tensor<8xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.maxnumf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<8xf32>
}

// -----

// Reduce along dim 0 of 64x8 i32: the four slots fold in the thread, lane
// bits 3 and 4 by two butterflies, the four warps through scratch.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<128 x i8>
// CHECK-LABEL: llvm.func @reduce_cols(
// CHECK-COUNT-3: llvm.add %{{.*}} : i32
// CHECK: llvm.mlir.constant(8 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK: llvm.mlir.constant(16 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load
// CHECK-NOT: llvm.load
func.func @reduce_cols(%x: tensor<64x8xi32>) -> tensor<8xi32> {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<64x8xi32> -> tensor<8xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<8xi32>
}

// -----

// Two operands (argmax) with a combiner that keeps its left operand on
// ties: the fold keeps element order, so lanes 0-4, warps 5-6 and the slot
// (bit 7) fold in that order; everything from the first warp bit on is a
// scratch group (8 groups x 2 operands); each butterfly shuffles both.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @argmax(
// CHECK-COUNT-20: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @argmax(%vals: tensor<256xf32>, %idxs: tensor<256xi32>) -> (f32, i32) {
  %0:2 = nv_tileaa.reduce %vals, %idxs dim = 0 identities = [0xFF800000 : f32, 0 : i32] : tensor<256xf32>, tensor<256xi32> -> f32, i32 {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %v = arith.select %gt, %v1, %v0 : f32
    %i = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %v, %i : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// Reduce of 8 f64 (thread t holds t mod 8): three butterflies of two
// 32-bit halves each; every thread ends with the product, no scratch.
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @reduce_small(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-6: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return %{{.*}} : f64
func.func @reduce_small(%x: tensor<8xf64>) -> f64 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [1.0 : f64] : tensor<8xf64> -> f64 {
  ^bb0(%p: f64, %q: f64):
    %s = arith.mulf %p, %q : f64
    nv_tileaa.yield %s : f64
  }
  return %0 : f64
}

// -----

// Forward scan along dim 1 of 4x64 i32 (columns: lanes, then warp bit 5):
// per slot five shfl.up steps and one for the exclusive prefix; the last
// lane of each warp stores the warp total; the second warp adds the first's.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<32 x i8>
// CHECK-LABEL: llvm.func @scan_forward(
// CHECK-COUNT-12: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load
// CHECK-NOT: llvm.load
func.func @scan_forward(%x: tensor<4x64xi32>) -> tensor<4x64xi32> {
  %0 = nv_tileaa.scan %x dim = 1 reverse = false identities = [0 : i32] : tensor<4x64xi32> -> tensor<4x64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<4x64xi32>
}

// -----

// Reverse scan of 64 f32 (thread t holds t mod 64): shfl.down, and lane and
// warp positions counted from the end.
// CHECK-LABEL: llvm.func @scan_reverse(
// CHECK-COUNT-6: nvvm.shfl.sync  down
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load
// CHECK-NOT: llvm.load
func.func @scan_reverse(%x: tensor<64xf32>) -> tensor<64xf32> {
  %0 = nv_tileaa.scan %x dim = 0 reverse = true identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<64xf32>
}

// -----

// Scan along dim 0 of 16x16 i32 (slot v of thread t holds row t / 16 + 8 v):
// the rows are lane bit 4, warp bits 5-6, then the slot. The slot cuts the
// column into two segments of 8 rows, scanned side by side (per segment one
// shfl.up by 16 and one for the exclusive prefix; the last lane stores the
// warp total), then the second starts from the first's total: all four
// warp totals of both segments are read.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @scan_dim0(
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[OFF]], %{{.*}} : i32 -> i32
// CHECK-COUNT-3: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: llvm.load
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @scan_dim0(%x: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [1 : i32] : tensor<16x16xi32> -> tensor<16x16xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.muli %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<16x16xi32>
}
