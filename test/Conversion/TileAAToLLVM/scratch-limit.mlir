// Without a target, exchanges may take the 48 KiB of static shared memory a
// kernel may declare without an opt-in: exactly 48 KiB is accepted; larger
// tiles go through scratch in chunks of a power of two bytes
// (gatherInChunks), a cat one operand at a time, a dot's operands in K
// slices. Rings that alone exceed the limit make the pass fail with an
// error (no crash, non-zero exit).
//
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm --mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=OK

// A permute of 128x128 f32 moves 64 KiB: two chunks of 32 KiB, each
// written by its owners and read back between barriers. A thread holds one
// row, in runs of four stored as one vector once its row falls in the
// chunk (a branch per run); which slot a reader takes from which chunk is
// known statically (no selects), and each element is loaded once.
// OK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<32768 x i8>
// OK-LABEL: llvm.func @too_big(
// OK-COUNT-32: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// OK-NOT: llvm.store
// OK: nvvm.barrier0
// OK-COUNT-64: llvm.load
// OK: nvvm.barrier0
// OK-COUNT-32: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// OK-NOT: llvm.store
// OK: nvvm.barrier0
// OK-COUNT-64: llvm.load
// OK-NOT: llvm.select
// OK-NOT: llvm.load
// OK: llvm.return
func.func @too_big(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<128x128xf32> -> tensor<128x128xf32>
  return %y : tensor<128x128xf32>
}

// -----

// A cat of unequal halves along the columns is no register renaming, and
// its operands exceed the limit together (16 + 48 KiB): one exchange per
// operand, the second in chunks of 32 KiB (48 KiB is no power of two); the
// result slots of the other operand keep their values (selects). The rhs's
// first chunk lies beside the lhs's region, so no barrier separates the
// lhs's readers from its writers.
// ERR-NOT: error
// OK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<49152 x i8>
// OK-LABEL: llvm.func @cat_too_big(
// OK: nvvm.barrier0
// OK-COUNT-32: llvm.store
// OK-NOT: llvm.store
// OK: nvvm.barrier0
// OK: llvm.load
// OK: llvm.select
// OK-COUNT-64: llvm.store
// OK-NOT: llvm.store
// OK: nvvm.barrier0
// OK-COUNT-32: llvm.store
// OK-NOT: llvm.store
// OK: nvvm.barrier0
// OK: llvm.return
func.func @cat_too_big(%a: tensor<128x32xf32>, %b: tensor<128x96xf32>) -> tensor<128x128xf32> {
  %y = nv_tileaa.cat %a, %b dim = 1 : tensor<128x32xf32>, tensor<128x96xf32> -> tensor<128x128xf32>
  return %y : tensor<128x128xf32>
}

// -----

// A reduce of 16384 f32 no longer goes through scratch as a whole: the
// warps shuffle and exchange their four totals (16 bytes).
// OK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<16 x i8>
// OK-LABEL: llvm.func @reduce_large(
func.func @reduce_large(%x: tensor<16384xf32>) -> f32 {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<16384xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  return %s : f32
}

// -----

// 96x128 f32 is exactly 49152 bytes: accepted.
// ERR-NOT: error
// OK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<49152 x i8>
// OK-LABEL: llvm.func @at_limit(
func.func @at_limit(%x: tensor<96x128xf32>) -> tensor<128x96xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<96x128xf32> -> tensor<128x96xf32>
  return %y : tensor<128x96xf32>
}

// -----

// An 8 KiB permute, then a cat through 16 + 32 KiB: placed after the
// permute's bytes, the cat would end at 56 KiB; the tiles are lowered again
// with every exchange from byte 0, and 48 KiB fit.
// ERR-NOT: error
// OK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<49152 x i8>
// OK-LABEL: llvm.func @side_by_side_too_big(
func.func @side_by_side_too_big(%x: tensor<32x64xf32>, %a: tensor<128x32xf32>, %b: tensor<128x64xf32>) -> (tensor<64x32xf32>, tensor<128x96xf32>) {
  %y = nv_tileaa.permute %x [1, 0] : tensor<32x64xf32> -> tensor<64x32xf32>
  %z = nv_tileaa.cat %a, %b dim = 1 : tensor<128x32xf32>, tensor<128x64xf32> -> tensor<128x96xf32>
  return %y, %z : tensor<64x32xf32>, tensor<128x96xf32>
}

// -----

// Two stages of 48 KiB leave no room for anything else.
// ERR: error: pipeline stages need 98304 bytes of shared memory, more than the 49152 a kernel may declare statically
#rows = #nv_tileas.simt<threads = 128, layout = "(128,96):(96,1)">
func.func @rings_too_big(%s: i32) attributes {nv_tileaa.kernel} {
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<96x128xf32>>
  %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<96x128xf32>> -> tensor<96x128xf32, #rows>
  return
}
