// Scalar (0-d) pointer ops lower to a GEP scaled by the pointee size,
// ptrtoint / inttoptr, and nothing for ptr_cast.
//
// (Regression: the verifier used to crash on these scalar forms.)
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @scalar(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[O:.*]]: i32)
// CHECK: %[[W:.*]] = llvm.sext %[[O]] : i32 to i64
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: %[[B:.*]] = llvm.mul %[[W]], %[[FOUR]] : i64
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][%[[B]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK: %[[I:.*]] = llvm.ptrtoint %[[Q]] : !llvm.ptr<1> to i64
// CHECK: %[[R:.*]] = llvm.inttoptr %[[I]] : i64 to !llvm.ptr<1>
// CHECK: llvm.load %[[R]] {alignment = 4 : i64} : !llvm.ptr<1> -> i32
func.func @scalar(%p: !nv_tileaa.ptr<f32>, %o: i32) -> i32 {
  %q = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32>, i32
  %i = nv_tileaa.ptr_to_int %q : !nv_tileaa.ptr<f32> -> i64
  %r = nv_tileaa.int_to_ptr %i : i64 -> !nv_tileaa.ptr<f32>
  %c = nv_tileaa.ptr_cast %r : !nv_tileaa.ptr<f32> -> !nv_tileaa.ptr<i32>
  %x, %t = nv_tileaa.load %c : !nv_tileaa.ptr<i32> -> i32
  return %x : i32
}
