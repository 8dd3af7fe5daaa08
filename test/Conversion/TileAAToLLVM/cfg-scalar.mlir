// Kernels are a CFG of cf blocks: branches whose blocks carry no arguments
// or only scalars of unchanged types lower. (Blocks carrying tiles, pointers
// or tokens: cfg.mlir.)
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @branch(
// CHECK-SAME: %[[X:.*]]: vector<2xf32>, %[[C:.*]]: i1, %[[P:.*]]: vector<2xi64>)
// CHECK: llvm.cond_br %[[C]], ^[[A:.*]], ^[[B:.*]]
// CHECK: ^[[A]]:
// CHECK: llvm.intr.masked.scatter %[[X]],
// CHECK: llvm.br ^[[B]]
// CHECK: ^[[B]]:
// CHECK-NEXT: llvm.return
func.func @branch(%x: tensor<256xf32>, %c: i1, %out: tensor<256x!nv_tileaa.ptr<f32>>) attributes {nv_tileaa.kernel} {
  cf.cond_br %c, ^a, ^b
^a:
  %t = nv_tileaa.store %x, %out : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  cf.br ^b
^b:
  return
}

// -----

// A scalar loop whose body does tile work.
// CHECK-LABEL: llvm.func @scalar_loop(
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}} : i32)
// CHECK: ^[[HEAD]](%[[I:.*]]: i32):
// CHECK: llvm.icmp "sge" %[[I]], %{{.*}} : i32
// CHECK: llvm.intr.masked.gather
// CHECK: llvm.intr.masked.scatter
// CHECK: llvm.br ^[[HEAD]](%{{.*}} : i32)
func.func @scalar_loop(%n: i32, %a: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %m = nv_tileaa.make_memref %a, sizes(%n64), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [128] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<128xf32>
  %y = arith.addf %x, %x : tensor<128xf32>
  %t2 = nv_tileaa.tiled_store %y, %m[%i] steps [128] dim_map [0] : tensor<128xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1 : i32)
^exit:
  return
}
