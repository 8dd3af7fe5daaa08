// num-warps outside 1..32 is an error, not a crash.
//
// RUN: not tileiras-opt %s --tileiras-assign-tile-layouts=num-warps=0 --tileiras-convert-tileaa-to-llvm=num-warps=0 --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: not tileiras-opt %s --tileiras-assign-tile-layouts=num-warps=33 --tileiras-convert-tileaa-to-llvm=num-warps=33 --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: error: num-warps must be in 1..32
func.func @k(%x: tensor<256xf32>) -> tensor<256xf32> attributes {nv_tileaa.kernel} {
  return %x : tensor<256xf32>
}
