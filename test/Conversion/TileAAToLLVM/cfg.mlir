// Kernels are a CFG of cf blocks. Blocks without arguments, and blocks whose
// arguments are scalars, lower (cfg-scalar.mlir); this file covers blocks
// whose arguments change type (tiles, pointers, tokens), e.g. a loop that
// carries an accumulator tile.
//
// Since LLVM 22 the function signature pattern converts the entry block
// only; the other blocks convert with the branches that feed them
// (cf::populateCFStructuralTypeConversions).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @loop(
// CHECK: ^{{.*}}(%{{.*}}: i32, %{{.*}}: vector<2xf32>):
// CHECK: llvm.fadd %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: llvm.intr.masked.scatter
func.func @loop(%x: tensor<256xf32>, %n: i32, %out: tensor<256x!nv_tileaa.ptr<f32>>) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %x : i32, tensor<256xf32>)
^head(%i: i32, %acc: tensor<256xf32>):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %a = arith.addf %acc, %x : tensor<256xf32>
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1, %a : i32, tensor<256xf32>)
^exit:
  %t = nv_tileaa.store %acc, %out : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  return
}

// -----

// CHECK-LABEL: llvm.func @token_arg(
// CHECK: ^{{.*}}(%{{.*}}: i32):
// CHECK: nvvm.barrier0
func.func @token_arg(%p: tensor<256x!nv_tileaa.ptr<f32>>, %x: tensor<256xf32>, %c: i1) attributes {nv_tileaa.kernel} {
  %t0 = nv_tileaa.store %x, %p : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  cf.cond_br %c, ^a(%t0 : !nv_tileaa.mem_token), ^b
^a(%t: !nv_tileaa.mem_token):
  %t1 = nv_tileaa.store %x, %p token(%t) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  cf.br ^b
^b:
  return
}

// -----

// CHECK-LABEL: llvm.func @pointer_arg(
// CHECK: ^{{.*}}(%{{.*}}: !llvm.ptr<1>):
func.func @pointer_arg(%p: !nv_tileaa.ptr<i32>, %c: i1, %v: i32) attributes {nv_tileaa.kernel} {
  cf.cond_br %c, ^a(%p : !nv_tileaa.ptr<i32>), ^b
^a(%q: !nv_tileaa.ptr<i32>):
  %t = nv_tileaa.store %v, %q : i32, !nv_tileaa.ptr<i32>
  cf.br ^b
^b:
  return
}
