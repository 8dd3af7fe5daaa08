// On a target with mma.sync, a dot that the instruction tiles gets the
// plan's fragment layouts (MmaLayouts.h, PTX ISA "Matrix Fragments for
// mma"): the accumulator and result in the C/D fragment layout. A and B stay
// as they come (the lowering reads their fragments from scratch, one step
// at a time), except a chained dot's A, wanted in the A fragment layout. Layouts are
// (thread, value) -> row-major element index; threads = (lane mod 4,
// lane / 4, warps along M, warps along N).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts | FileCheck %s

// f16 64x32 * 32x64 + f32, 4 warps, m16n8k16: the warps split 2 x 2 (each
// reads 32x32 of A and 32x32 of B). C: lane mod 4 -> column 2t, lane / 4 ->
// row g (stride 64), warps -> 32 rows (2048) and 32 columns; values: c_i
// column +1, row +8 (512), then 2 row blocks of 16 and 4 column blocks of 8.
// CHECK-DAG: #[[IN:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,16):(1,128)">
// CHECK-DAG: #[[C:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
// CHECK-LABEL: func.func @f16
// CHECK: nv_tileaa.dot %arg0, %arg1, %{{.*}} : tensor<64x32xf16, #[[IN]]>, tensor<32x64xf16, #[[IN]]> -> tensor<64x64xf32, #[[C]]>
module attributes {tileiras.target = "sm_80"} {
func.func @f16(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// Chained dots (attention: the second A is computed from the first
// result): every warp takes 16 rows, so the first accumulator, truncated,
// holds in each thread exactly the elements of the second A fragment.
// CHECK-DAG: #[[CC:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
// CHECK-DAG: #[[CA:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,2,4)):((2,64,1024),(1,512,8,16))">
// CHECK-LABEL: func.func @chained
// CHECK: %[[S:.*]] = nv_tileaa.dot {{.*}} -> tensor<64x64xf32, #[[CC]]>
// CHECK: %[[P:.*]] = arith.truncf %[[S]] : tensor<64x64xf32, #[[CC]]> to tensor<64x64xf16, #[[CC]]>
// CHECK: %[[PA:.*]] = nv_tileas.convert_layout %[[P]] : tensor<64x64xf16, #[[CC]]> -> tensor<64x64xf16, #[[CA]]>
// CHECK: nv_tileaa.dot %[[PA]], %arg2, {{.*}} : tensor<64x64xf16, #[[CA]]>, tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf32, #[[CC]]>
module attributes {tileiras.target = "sm_80"} {
func.func @chained(%q: tensor<64x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s = nv_tileaa.dot %q, %k, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  %p = arith.truncf %s : tensor<64x64xf32> to tensor<64x64xf16>
  %o = nv_tileaa.dot %p, %v, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  return %o : tensor<64x64xf32>
}
}

// -----

// A loop-carried accumulator stays in the fragment layout: the zero init
// is built in it, nothing is converted inside the loop.
// CHECK-DAG: #[[LC:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<64x64xf32, #[[LC]]>)
// CHECK-NOT: nv_tileas.convert_layout %[[ACC]]
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %[[ACC]] :
// CHECK-NEXT: scf.yield
module attributes {tileiras.target = "sm_80"} {
func.func @loop(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %n: index) -> tensor<64x64xf32> {
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32>) {
    %d = nv_tileaa.dot %a, %b, %acc : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}
}

// -----

// No instruction: f32 operands without tf32 precision, f8 before sm_89, a
// tile smaller than the warps' share (16x8 over 4 warps). These dots keep
// the accumulator's layout (the scalar lowering reads any operand layout).
// CHECK-LABEL: func.func @f32
// CHECK: nv_tileaa.dot %arg0, %arg1, %arg2 :
// CHECK-LABEL: func.func @tf32
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32"} : tensor<64x32xf32, #{{.*}}>, tensor<32x64xf32, #{{.*}}> -> tensor<64x64xf32, #[[TC:.*]]>
// CHECK-LABEL: func.func @f8
// CHECK: nv_tileaa.dot %arg0, %arg1, %arg2 :
// CHECK-LABEL: func.func @small
// CHECK: nv_tileaa.dot %arg0, %arg1, %arg2 :
module attributes {tileiras.target = "sm_80"} {
func.func @f32(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf32>, tensor<32x64xf32> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @tf32(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<64x32xf32>, tensor<32x64xf32> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @f8(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @small(%a: tensor<16x16xf16>, %b: tensor<16x8xf16>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x8xf16> -> tensor<16x8xf32>
  return %d : tensor<16x8xf32>
}
}

// -----

// sm_89: f8 m16n8k32 (the same C layout as f16); i8 with a batch
// dimension (the outermost value mode, 1024 = 32 x 32); f64 m8n8k4 (c_i:
// row g, column 2t + i).
// CHECK-DAG: #[[F8C:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
// CHECK-DAG: #[[I8C:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,2)):((2,32,512,16),(1,256,8,1024))">
// CHECK-DAG: #[[F64C:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2)):((2,32,512,16),(1,256,8))">
// CHECK-LABEL: func.func @f8
// CHECK: nv_tileaa.dot {{.*}} -> tensor<64x64xf32, #[[F8C]]>
// CHECK-LABEL: func.func @i8
// CHECK: nv_tileaa.dot {{.*}} {lhs_unsigned} : {{.*}} -> tensor<2x32x32xi32, #[[I8C]]>
// CHECK-LABEL: func.func @f64
// CHECK: nv_tileaa.dot {{.*}} -> tensor<32x32xf64, #[[F64C]]>
module attributes {tileiras.target = "sm_89"} {
func.func @f8(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @i8(%a: tensor<2x32x64xi8>, %b: tensor<2x64x32xi8>, %c: tensor<2x32x32xi32>) -> tensor<2x32x32xi32> {
  %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<2x32x64xi8>, tensor<2x64x32xi8> -> tensor<2x32x32xi32>
  return %d : tensor<2x32x32xi32>
}
func.func @f64(%a: tensor<32x8xf64>, %b: tensor<8x32xf64>, %c: tensor<32x32xf64>) -> tensor<32x32xf64> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x8xf64>, tensor<8x32xf64> -> tensor<32x32xf64>
  return %d : tensor<32x32xf64>
}
}

// -----

// Without a target in the module no instruction is assumed.
// CHECK-LABEL: func.func @no_target
// CHECK: nv_tileaa.dot %arg0, %arg1, %arg2 :
func.func @no_target(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}

// -----

// sm_90a: the same 16-bit dot of 64 rows takes wgmma's accumulator layout,
// every warp on 16 rows (warp w: rows 16w..16w+15), even unchained.
// CHECK-DAG: #[[WG:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
// CHECK-LABEL: func.func @wgmma
// CHECK: nv_tileaa.dot {{.*}} -> tensor<64x64xf32, #[[WG]]>
module attributes {tileiras.target = "sm_90"} {
func.func @wgmma(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}
