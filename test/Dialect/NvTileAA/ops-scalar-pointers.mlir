// Scalar (0-d tile) forms of the pointer ops round-trip.
//
// Regression: these four ops used ODS AllShapesMatch, which casts operand
// types to ShapedType; the verifier crashed on every scalar use.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s

// CHECK-LABEL: func.func @addptr
// CHECK: nv_tileaa.addptr %{{.*}}, %{{.*}} : !nv_tileaa.ptr<f32>, i32
func.func @addptr(%p: !nv_tileaa.ptr<f32>, %o: i32) -> !nv_tileaa.ptr<f32> {
  %0 = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32>, i32
  return %0 : !nv_tileaa.ptr<f32>
}

// CHECK-LABEL: func.func @ptr_to_int
// CHECK: nv_tileaa.ptr_to_int %{{.*}} : !nv_tileaa.ptr<f32> -> i64
func.func @ptr_to_int(%p: !nv_tileaa.ptr<f32>) -> i64 {
  %0 = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32> -> i64
  return %0 : i64
}

// CHECK-LABEL: func.func @int_to_ptr
// CHECK: nv_tileaa.int_to_ptr %{{.*}} : i64 -> !nv_tileaa.ptr<f32>
func.func @int_to_ptr(%i: i64) -> !nv_tileaa.ptr<f32> {
  %0 = nv_tileaa.int_to_ptr %i : i64 -> !nv_tileaa.ptr<f32>
  return %0 : !nv_tileaa.ptr<f32>
}

// CHECK-LABEL: func.func @ptr_cast
// CHECK: nv_tileaa.ptr_cast %{{.*}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.ptr<i8>
func.func @ptr_cast(%p: !nv_tileaa.ptr<f32>) -> !nv_tileaa.ptr<i8> {
  %0 = nv_tileaa.ptr_cast %p : !nv_tileaa.ptr<f32> -> !nv_tileaa.ptr<i8>
  return %0 : !nv_tileaa.ptr<i8>
}
