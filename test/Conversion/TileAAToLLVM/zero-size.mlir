// A tile with no elements is rejected with an error.
//
// BUG: nothing rejects zero-element tiles (AnyStaticShapeTensor admits
// tensor<0xi32>; nv_tileaa.make_range : tensor<0xi32> verifies). The type
// converter maps them to vector<0xi32> (Distribution: V = ceil(0 / T) = 0),
// the pass succeeds, and its output cannot be parsed or translated ("vector
// types must have positive constant sizes but got 0").
// XFAIL: *
//
// RUN: not tileiras-opt %s --tileiras-convert-tileaa-to-llvm 2>&1 | FileCheck %s

// CHECK: error:
func.func @zero() -> tensor<0xi32> {
  %0 = nv_tileaa.make_range : tensor<0xi32>
  return %0 : tensor<0xi32>
}
