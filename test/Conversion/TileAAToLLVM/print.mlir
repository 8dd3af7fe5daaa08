// nv_tileaa.print lowers to one vprintf per owned element.
//
// BUG: Patterns.h says populateAggregatePatterns covers "reduce, scan, dot,
// print", but no pattern for nv_tileaa.print is registered, so any kernel
// with a print fails with "failed to legalize operation 'nv_tileaa.print'".
// XFAIL: *
//
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @print(
// CHECK: llvm.call @vprintf(
func.func @print(%x: tensor<128xf32>, %s: i32) {
  %t = nv_tileaa.print "x=%f s=%d\n", %x, %s : tensor<128xf32>, i32
  return
}
