// What the verifier accepts but the lowering does not handle yet fails with
// a legalization error (no crash, non-zero exit):
//  - compare-and-swap on floats,
//  - func.call with tile operands (no call type conversion pattern).
//
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: :[[@LINE+2]]:12: error: failed to legalize operation 'nv_tileaa.atomic_cas' that was explicitly marked illegal
func.func @float_cas(%p: tensor<128x!nv_tileaa.ptr<f32>>, %x: tensor<128xf32>) -> tensor<128xf32> {
  %r, %t = nv_tileaa.atomic_cas %x, %x, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<128xf32>, tensor<128x!nv_tileaa.ptr<f32>>
  return %r : tensor<128xf32>
}

// -----

func.func @helper(%x: tensor<256xf32>) -> tensor<256xf32> {
  return %x : tensor<256xf32>
}
// CHECK: :[[@LINE+2]]:8: error: failed to legalize operation 'func.call'
func.func @caller(%x: tensor<256xf32>) -> tensor<256xf32> {
  %y = func.call @helper(%x) : (tensor<256xf32>) -> tensor<256xf32>
  return %y : tensor<256xf32>
}
