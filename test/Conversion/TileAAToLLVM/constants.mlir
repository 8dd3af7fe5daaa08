// Non-splat tile constants: which element a slot holds depends on %tid.x.
// An integer progression a + b * i is computed from the slot index; any
// other constant is a table in constant memory (address space 4) read at
// the slot index (i1 as bytes). emulate-misc.test runs them.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: llvm.func @progression(
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.urem
// CHECK: %[[STEP:.*]] = llvm.mlir.constant(dense<-3> : vector<1xi32>)
// CHECK: %[[X:.*]] = llvm.mul %{{.*}}, %[[STEP]]
// CHECK: %[[BASE:.*]] = llvm.mlir.constant(dense<5> : vector<1xi32>)
// CHECK: llvm.add %[[X]], %[[BASE]]
func.func @progression() -> tensor<4xi32> {
  %c = arith.constant dense<[5, 2, -1, -4]> : tensor<4xi32>
  return %c : tensor<4xi32>
}

// -----

// CHECK: llvm.mlir.global internal constant @[[T:__tileiras_const_[0-9]+]](dense<[1.000000e+00, 3.000000e+00, 2.000000e+00, 5.000000e-01]> : tensor<4xf32>) {addr_space = 4 : i32, alignment = 16 : i64} : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @table(
// CHECK: %[[A:.*]] = llvm.mlir.addressof @[[T]] : !llvm.ptr<4>
// CHECK: %[[P:.*]] = llvm.getelementptr %[[A]][%{{.*}}] : (!llvm.ptr<4>, i32) -> !llvm.ptr<4>, f32
// CHECK: llvm.load %[[P]] : !llvm.ptr<4> -> f32
func.func @table() -> tensor<2x2xf32> {
  %c = arith.constant dense<[[1.0, 3.0], [2.0, 0.5]]> : tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}

// -----

// CHECK: llvm.mlir.global internal constant @[[T:__tileiras_const_[0-9]+]](dense<[1, 0, 0, 1]> : tensor<4xi8>) {addr_space = 4 : i32, alignment = 16 : i64} : !llvm.array<4 x i8>
// CHECK-LABEL: llvm.func @bits(
// CHECK: llvm.load %{{.*}} : !llvm.ptr<4> -> i8
// CHECK: llvm.trunc %{{.*}} : i8 to i1
func.func @bits() -> tensor<4xi1> {
  %c = arith.constant dense<[true, false, false, true]> : tensor<4xi1>
  return %c : tensor<4xi1>
}
