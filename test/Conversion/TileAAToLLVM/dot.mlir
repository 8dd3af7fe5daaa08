// dot (4 warps): A and B go to scratch (A at 0, B at the next 16-byte
// boundary); every result slot runs a K-step loop from its accumulator slot:
// acc += A[b, r, k] * B[b, k, c], with operands extended to the accumulator
// type (floats by fpext and a libdevice fma, integers by their signedness).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// f16 x f16 + f32, 16x32 * 32x8: A is 1024 bytes, B 512; 128 results, one
// slot each (exact: no wrap); A row r starts at r * 32, B column c at c and
// steps by 8.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<1536 x i8>
// CHECK: llvm.func @__nv_fmaf(f32, f32, f32) -> f32
// CHECK-LABEL: llvm.func @dot_f16(
// CHECK-SAME: %{{.*}}: vector<4xf16>, %{{.*}}: vector<2xf16>, %[[C:.*]]: vector<1xf32>) -> vector<1xf32>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: llvm.urem %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[N8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[COL:.*]] = llvm.urem %[[LIN:.*]], %[[N8]] : vector<1xi32>
// CHECK: %[[D8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[ROW:.*]] = llvm.udiv %[[LIN]], %[[D8]] : vector<1xi32>
// CHECK: %[[K32:.*]] = llvm.mlir.constant(dense<32> : vector<1xi32>)
// CHECK: %[[ROFF:.*]] = llvm.mul %[[ROW]], %[[K32]] : vector<1xi32>
// CHECK: %[[ABASE:.*]] = llvm.add %{{.*}}, %[[ROFF]] : vector<1xi32>
// CHECK: %[[BBASE:.*]] = llvm.add %{{.*}}, %[[COL]] : vector<1xi32>
// CHECK: %[[AF:.*]] = llvm.extractelement %[[ABASE]][
// CHECK: %[[BF:.*]] = llvm.extractelement %[[BBASE]][
// CHECK: %[[UB:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[ACC0:.*]] = llvm.extractelement %[[C]][
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}}, %[[ACC0]] : i32, f32)
// CHECK: ^[[HEAD]](%[[K:.*]]: i32, %[[ACC:.*]]: f32):
// CHECK: llvm.icmp "slt" %[[K]], %[[UB]] : i32
// CHECK: %[[AI:.*]] = llvm.add %[[AF]], %[[K]] : i32
// CHECK: %[[AP:.*]] = llvm.getelementptr %{{.*}}[%[[AI]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: %[[X:.*]] = llvm.load %[[AP]] : !llvm.ptr<3> -> f16
// CHECK: %[[N:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: %[[KN:.*]] = llvm.mul %[[K]], %[[N]] : i32
// CHECK: %[[BI:.*]] = llvm.add %[[BF]], %[[KN]] : i32
// CHECK: %[[BR:.*]] = llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[BP:.*]] = llvm.getelementptr %[[BR]][%[[BI]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: %[[Y:.*]] = llvm.load %[[BP]] : !llvm.ptr<3> -> f16
// CHECK: %[[XE:.*]] = llvm.fpext %[[X]] : f16 to f32
// CHECK: %[[YE:.*]] = llvm.fpext %[[Y]] : f16 to f32
// CHECK: %[[S:.*]] = llvm.call @__nv_fmaf(%[[XE]], %[[YE]], %[[ACC]]) : (f32, f32, f32) -> f32
// CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[S]] : i32, f32)
// CHECK: llvm.insertelement %[[ACC]], %[[C]][
func.func @dot_f16(%a: tensor<16x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// i8 x i8 + i32 with both operands unsigned: zext, mul, add.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @dot_u8(
// CHECK: ^[[HEAD:.*]](%{{.*}}: i32, %[[ACC:.*]]: i32):
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[Y:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[XE:.*]] = llvm.zext %[[X]] : i8 to i32
// CHECK: %[[YE:.*]] = llvm.zext %[[Y]] : i8 to i32
// CHECK: %[[P:.*]] = llvm.mul %[[XE]], %[[YE]] : i32
// CHECK: %[[S:.*]] = llvm.add %[[ACC]], %[[P]] : i32
// CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[S]] : i32, i32)
// CHECK-NOT: llvm.sext
// CHECK-NOT: @__nv_
// CHECK: llvm.return
func.func @dot_u8(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %c: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %0 = nv_tileaa.dot %a, %b, %c {lhs_unsigned, rhs_unsigned} : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
  return %0 : tensor<16x16xi32>
}

// -----

// Mixed signedness: only the lhs is unsigned.
// CHECK-LABEL: llvm.func @dot_mixed(
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[Y:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: llvm.zext %[[X]] : i8 to i32
// CHECK: llvm.sext %[[Y]] : i8 to i32
func.func @dot_mixed(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %c: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %0 = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
  return %0 : tensor<16x16xi32>
}

// -----

// Batched 2x8x16 * 2x16x4 + 2x8x4 f32: result (b, r, c) starts A at
// b * 128 + r * 16 and B at b * 64 + c; no conversion of the operands.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<1536 x i8>
// CHECK-LABEL: llvm.func @dot_batched(
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: %[[N64:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[LIN:.*]] = llvm.urem %{{.*}}, %[[N64]] : vector<1xi32>
// CHECK: %[[C4:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK: %[[COL:.*]] = llvm.urem %[[LIN]], %[[C4]] : vector<1xi32>
// CHECK: %[[D4:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK: %[[Q:.*]] = llvm.udiv %[[LIN]], %[[D4]] : vector<1xi32>
// CHECK: %[[C8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[ROW:.*]] = llvm.urem %[[Q]], %[[C8]] : vector<1xi32>
// CHECK: %[[D32:.*]] = llvm.mlir.constant(dense<32> : vector<1xi32>)
// CHECK: %[[BATCH:.*]] = llvm.udiv %[[LIN]], %[[D32]] : vector<1xi32>
// CHECK: %[[MK:.*]] = llvm.mlir.constant(dense<128> : vector<1xi32>)
// CHECK: %[[BA:.*]] = llvm.mul %[[BATCH]], %[[MK]] : vector<1xi32>
// CHECK: %[[K:.*]] = llvm.mlir.constant(dense<16> : vector<1xi32>)
// CHECK: %[[RA:.*]] = llvm.mul %[[ROW]], %[[K]] : vector<1xi32>
// CHECK: llvm.add %[[BA]], %[[RA]] : vector<1xi32>
// CHECK: %[[KN:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[BB:.*]] = llvm.mul %[[BATCH]], %[[KN]] : vector<1xi32>
// CHECK: llvm.add %[[BB]], %[[COL]] : vector<1xi32>
// CHECK: llvm.mlir.constant(16 : i32) : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.mlir.constant(4 : i32) : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.fpext
// CHECK: llvm.call @__nv_fmaf(
func.func @dot_batched(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf32>, %c: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %0 = nv_tileaa.dot %a, %b, %c : tensor<2x8x16xf32>, tensor<2x16x4xf32> -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}
