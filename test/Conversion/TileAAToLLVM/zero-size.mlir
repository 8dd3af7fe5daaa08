// A tile with no elements is rejected with an error at the value: the
// layout assignment has no thread layout for it (only power-of-two element
// counts have one), and the LLVM lowering alone refuses a tile without a
// layout, before it rewrites anything.
//
// RUN: not tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm 2>&1 | FileCheck %s
// RUN: not tileiras-opt %s --tileiras-convert-tileaa-to-llvm 2>&1 | FileCheck %s --check-prefix=NOLAYOUT

func.func @zero() -> tensor<0xi32> {
  // CHECK: zero-size.mlir:[[@LINE+2]]:8: error: tile of 0 elements has no thread layout for 128 threads
  // NOLAYOUT: zero-size.mlir:[[@LINE+1]]:8: error: tile type 'tensor<0xi32>' has no #nv_tileas.simt layout (run --tileiras-assign-tile-layouts first)
  %0 = nv_tileaa.make_range : tensor<0xi32>
  return %0 : tensor<0xi32>
}
// CHECK-NOT: error:
