// repack (cuda_tile pack/unpack) goes through scratch as bytes: the owners
// store source elements at their width, every result slot loads its
// element at its own width from the same bytes. get_base/get_dim_stride read
// the memref descriptor. f8 tiles are their i8 encoding, in function
// signatures and block arguments too.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// 64 f16 (128 bytes) -> 128 i8 under 128 threads: source slot owned by
// threads 0..63, one i8 per thread.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<128 x i8>
// CHECK-LABEL: llvm.func @pack(
// CHECK-SAME: %[[X:.*]]: vector<1xf16>) -> vector<1xi8>
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
func.func @pack(%x: tensor<64xf16>) -> tensor<128xi8> {
  %0 = nv_tileaa.repack %x : tensor<64xf16> -> tensor<128xi8>
  return %0 : tensor<128xi8>
}

// -----

// 512 bytes -> 128 f32: one f32 per thread, read at 4-byte steps.
// CHECK-LABEL: llvm.func @unpack(
// CHECK-SAME: %{{.*}}: vector<4xi8>) -> vector<1xf32>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
func.func @unpack(%x: tensor<512xi8>) -> tensor<128xf32> {
  %0 = nv_tileaa.repack %x : tensor<512xi8> -> tensor<128xf32>
  return %0 : tensor<128xf32>
}

// -----

// CHECK-LABEL: llvm.func @fields(
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<1>, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.extractvalue %{{.*}}[2, 1] : !llvm.struct<(ptr<1>, array<2 x i64>, array<2 x i64>)>
func.func @fields(%m: !nv_tileaa.memref<f32, 2>) -> (!nv_tileaa.ptr<f32>, i64) {
  %0 = nv_tileaa.get_base %m : !nv_tileaa.memref<f32, 2> -> !nv_tileaa.ptr<f32>
  %1 = nv_tileaa.get_dim_stride %m, 1 : !nv_tileaa.memref<f32, 2>
  return %0, %1 : !nv_tileaa.ptr<f32>, i64
}

// -----

// f8 tiles cross signatures and block arguments as i8 slots; a splat f8
// constant is its encoding (1.0 is 0x38 in e4m3), the conversion to f32
// still decodes through cvt.
// CHECK-LABEL: llvm.func @f8_blocks(
// CHECK-SAME: %[[A:.*]]: vector<2xi8>, %{{.*}}: i1) -> vector<2xf32>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(dense<56> : vector<2xi8>)
// CHECK: llvm.cond_br %{{.*}}, ^[[BB:.*]](%[[A]] : vector<2xi8>), ^[[BB]](%[[ONE]] : vector<2xi8>)
// CHECK: ^[[BB]](%{{.*}}: vector<2xi8>):
// CHECK: llvm.call_intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"
func.func @f8_blocks(%a: tensor<256xf8E4M3FN>, %c: i1) -> tensor<256xf32> {
  %one = arith.constant dense<1.0> : tensor<256xf8E4M3FN>
  cf.cond_br %c, ^bb1(%a : tensor<256xf8E4M3FN>), ^bb1(%one : tensor<256xf8E4M3FN>)
^bb1(%x: tensor<256xf8E4M3FN>):
  %y = arith.extf %x : tensor<256xf8E4M3FN> to tensor<256xf32>
  return %y : tensor<256xf32>
}

// -----

// f8 operands of a dot are read back from scratch as bytes and decoded.
// CHECK-LABEL: llvm.func @f8_dot(
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: llvm.call_intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"
func.func @f8_dot(%a: tensor<16x32xf8E5M2>, %b: tensor<32x8xf8E5M2>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xf8E5M2>, tensor<32x8xf8E5M2> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

// A scalar f8 constant (splat source or 0-d tile) is its encoding: 1.0 is
// 0x7f in e8m0, 0x38 in e4m3.
// CHECK-LABEL: llvm.func @f8_scalars(
// CHECK-DAG: llvm.mlir.constant(127 : i8) : i8
// CHECK-DAG: llvm.mlir.constant(56 : i8) : i8
func.func @f8_scalars() -> (tensor<128xf8E8M0FNU>, f8E4M3FN) {
  %a = arith.constant 1.0 : f8E8M0FNU
  %b = arith.constant 1.0 : f8E4M3FN
  %s = nv_tileaa.splat %a : f8E8M0FNU -> tensor<128xf8E8M0FNU>
  return %s, %b : tensor<128xf8E8M0FNU>, f8E4M3FN
}

// -----

// Integers to and from f8 go through f32 (the canonicalizer folds itof's
// sitofp + truncf into one sitofp to f8).
// CHECK-LABEL: llvm.func @f8_int(
// CHECK: %[[F:.*]] = llvm.sitofp %{{.*}} : i32 to f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"(%[[F]], %[[F]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"
// CHECK: llvm.fptoui %{{.*}} : f32 to i8
func.func @f8_int(%i: tensor<128xi32>, %h: tensor<128xf8E5M2>) -> (tensor<128xf8E4M3FN>, tensor<128xi8>) {
  %0 = arith.sitofp %i : tensor<128xi32> to tensor<128xf8E4M3FN>
  %1 = arith.fptoui %h : tensor<128xf8E5M2> to tensor<128xi8>
  return %0, %1 : tensor<128xf8E4M3FN>, tensor<128xi8>
}
