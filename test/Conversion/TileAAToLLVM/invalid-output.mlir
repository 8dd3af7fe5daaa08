// IR the verifier accepts but the lowering cannot express must make the
// pass fail, not succeed with an unrealized_conversion_cast left behind.
//
// BUG: both cases below verify (see test/Dialect/NvTileAA/verifier-gaps.mlir
// for the first), the pass exits 0, and its output keeps a
// builtin.unrealized_conversion_cast that mlir-translate rejects
// ("LLVM Translation failed for operation: builtin.unrealized_conversion_cast"):
//  1. a reduce with more results than operands: the extra result becomes an
//     input-less cast;
//  2. a reduce of a 1-D tile to a 0-d tensor (tileShape(tensor<f32>) is {},
//     like a scalar): the scalar f32 is cast to vector<1xf32>.
// lowerToLLVM calls reconcileUnrealizedCasts but never checks that none are
// left.
// XFAIL: *
//
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm 2>&1 | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm 2>&1 | FileCheck %s --check-prefix=NOCAST

// NOCAST-NOT: unrealized_conversion_cast

// CHECK: error:
func.func @extra_result(%x: tensor<256xf32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %0:2 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> f32, f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  %t = nv_tileaa.store %0#1, %out : f32, !nv_tileaa.ptr<f32>
  return
}

// -----

// CHECK: error:
func.func @zero_d(%x: tensor<256xf32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %1 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> tensor<f32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  %e = arith.addf %1, %1 : tensor<f32>
  %y = nv_tileaa.reshape %e : tensor<f32> -> tensor<1xf32>
  %i = nv_tileaa.item %y : tensor<1xf32> -> f32
  %t = nv_tileaa.store %i, %out : f32, !nv_tileaa.ptr<f32>
  return
}
