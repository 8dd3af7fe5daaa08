// --tileiras-remove-layout-conversions: conversions that cancel go, cheap
// sources are rebuilt in the wanted layout, ops that move elements anyway
// produce it, and conversions move across elementwise ops when that lowers
// their number.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-remove-layout-conversions | FileCheck %s

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// A round trip and an identity conversion cancel.
// CHECK-LABEL: func.func @cancel
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: return %arg0, %arg0
func.func @cancel(%x: tensor<256xf32, #a>) -> (tensor<256xf32, #a>, tensor<256xf32, #a>) {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #c>
  %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #c> -> tensor<256xf32, #a>
  %2 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #a>
  return %1, %2 : tensor<256xf32, #a>, tensor<256xf32, #a>
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// Constants, splats and ranges are rebuilt in the layout asked for.
// CHECK-DAG: #[[A:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
// CHECK-LABEL: func.func @rematerialize
// CHECK-NOT: nv_tileas.convert_layout
// CHECK-DAG: arith.constant dense<1.000000e+00> : tensor<256xf32, #[[A]]>
// CHECK-DAG: nv_tileaa.splat %arg0 : f32 -> tensor<256xf32, #[[A]]>
// CHECK-DAG: nv_tileaa.make_range : tensor<256xi32, #[[A]]>
func.func @rematerialize(%s: f32) -> (tensor<256xf32, #a>, tensor<256xf32, #a>, tensor<256xi32, #a>) {
  %k = arith.constant dense<1.0> : tensor<256xf32, #c>
  %p = nv_tileaa.splat %s : f32 -> tensor<256xf32, #c>
  %r = nv_tileaa.make_range : tensor<256xi32, #c>
  %0 = nv_tileas.convert_layout %k : tensor<256xf32, #c> -> tensor<256xf32, #a>
  %1 = nv_tileas.convert_layout %p : tensor<256xf32, #c> -> tensor<256xf32, #a>
  %2 = nv_tileas.convert_layout %r : tensor<256xi32, #c> -> tensor<256xi32, #a>
  return %0, %1, %2 : tensor<256xf32, #a>, tensor<256xf32, #a>, tensor<256xi32, #a>
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// A permute moves elements anyway: with no other use it produces the
// converted layout. With another use it keeps its own.
// CHECK-DAG: #[[A:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
// CHECK-DAG: #[[C:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-LABEL: func.func @absorb
// CHECK-NEXT: %[[P:.+]] = nv_tileaa.permute %arg0 [1, 0] : tensor<16x16xf32, #[[C]]> -> tensor<16x16xf32, #[[A]]>
// CHECK-NEXT: %[[Q:.+]] = nv_tileaa.permute %arg0 [1, 0] : tensor<16x16xf32, #[[C]]> -> tensor<16x16xf32, #[[C]]>
// CHECK-NEXT: %[[QA:.+]] = nv_tileas.convert_layout %[[Q]] : tensor<16x16xf32, #[[C]]> -> tensor<16x16xf32, #[[A]]>
// CHECK-NEXT: return %[[P]], %[[QA]], %[[Q]]
func.func @absorb(%x: tensor<16x16xf32, #c>) -> (tensor<16x16xf32, #a>, tensor<16x16xf32, #a>, tensor<16x16xf32, #c>) {
  %p = nv_tileaa.permute %x [1, 0] : tensor<16x16xf32, #c> -> tensor<16x16xf32, #c>
  %0 = nv_tileas.convert_layout %p : tensor<16x16xf32, #c> -> tensor<16x16xf32, #a>
  %q = nv_tileaa.permute %x [1, 0] : tensor<16x16xf32, #c> -> tensor<16x16xf32, #c>
  %1 = nv_tileas.convert_layout %q : tensor<16x16xf32, #c> -> tensor<16x16xf32, #a>
  return %0, %1, %q : tensor<16x16xf32, #a>, tensor<16x16xf32, #a>, tensor<16x16xf32, #c>
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// convert(x -> c) feeding an add whose result goes back to a: the add runs
// in a, both conversions go, the splat is rebuilt.
// CHECK-DAG: #[[A:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
// CHECK-LABEL: func.func @hoist
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: %[[S:.+]] = nv_tileaa.splat %arg1 : f32 -> tensor<256xf32, #[[A]]>
// CHECK: %[[M:.+]] = arith.mulf %arg0, %[[S]] : tensor<256xf32, #[[A]]>
// CHECK: arith.addf %[[M]], %{{.+}} : tensor<256xf32, #[[A]]>
// CHECK-NOT: nv_tileas.convert_layout
func.func @hoist(%x: tensor<256xf32, #a>, %s: f32) -> tensor<256xf32, #a> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #c>
  %k = nv_tileaa.splat %s : f32 -> tensor<256xf32, #c>
  %1 = arith.mulf %0, %k : tensor<256xf32, #c>
  %2 = arith.addf %1, %k : tensor<256xf32, #c>
  %3 = nv_tileas.convert_layout %2 : tensor<256xf32, #c> -> tensor<256xf32, #a>
  return %3 : tensor<256xf32, #a>
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// Operands that would need conversions of their own keep the conversion
// where it is.
// CHECK-LABEL: func.func @no_hoist
// CHECK: arith.addf %arg0, %arg1 : tensor<256xf32, #{{.+}}>
// CHECK-NEXT: nv_tileas.convert_layout
func.func @no_hoist(%x: tensor<256xf32, #c>, %y: tensor<256xf32, #c>) -> tensor<256xf32, #a> {
  %0 = arith.addf %x, %y : tensor<256xf32, #c>
  %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #c> -> tensor<256xf32, #a>
  return %1 : tensor<256xf32, #a>
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
#c = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">

// Two operands converted from one layout: the op runs there and its result
// is converted once.
// CHECK-DAG: #[[A:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(2,1)):(2,(1,256))">
// CHECK-DAG: #[[C:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-LABEL: func.func @sink
// CHECK-NEXT: %[[S:.+]] = arith.subf %arg0, %arg1 : tensor<256xf32, #[[C]]>
// CHECK-NEXT: %[[R:.+]] = nv_tileas.convert_layout %[[S]] : tensor<256xf32, #[[C]]> -> tensor<256xf32, #[[A]]>
// CHECK-NEXT: return %[[R]], %[[R]]
func.func @sink(%x: tensor<256xf32, #c>, %y: tensor<256xf32, #c>) -> (tensor<256xf32, #a>, tensor<256xf32, #a>) {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #c> -> tensor<256xf32, #a>
  %1 = nv_tileas.convert_layout %y : tensor<256xf32, #c> -> tensor<256xf32, #a>
  %2 = arith.subf %0, %1 : tensor<256xf32, #a>
  return %2, %2 : tensor<256xf32, #a>, tensor<256xf32, #a>
}

// -----

#rep = #nv_tileas.simt<threads = 128, layout = "((16,8),1):((1,0),0)">
#row = #nv_tileas.simt<threads = 128, layout = "((8,16),1):((0,1),0)">

// A small weak load (at most one element per thread) and the single-use
// reshape and extsi above it are retyped to the wanted layout: each thread
// loads the index it needs, no exchange. An acquire load is not: its
// copies must agree.
// CHECK-DAG: #[[ROW:.+]] = #nv_tileas.simt<threads = 128, layout = "((8,16),1):((0,1),0)">
// CHECK-LABEL: func.func @small_load
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<16xi32, #[[ROW]]>
// CHECK-NEXT: nv_tileaa.reshape {{.*}} -> tensor<16x1xi32, #[[ROW]]>
// CHECK-NEXT: arith.extsi {{.*}} to tensor<16x1xi64, #[[ROW]]>
// CHECK: nv_tileaa.tiled_load {{.*}}acquire
// CHECK-NEXT: nv_tileas.convert_layout
func.func @small_load(%m: !nv_tileaa.memref<i32, 1>, %i: i32) -> (tensor<16x1xi64, #row>, tensor<16xi32, #row>) {
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<16xi32, #rep>
  %r = nv_tileaa.reshape %x : tensor<16xi32, #rep> -> tensor<16x1xi32, #rep>
  %e = arith.extsi %r : tensor<16x1xi32, #rep> to tensor<16x1xi64, #rep>
  %0 = nv_tileas.convert_layout %e : tensor<16x1xi64, #rep> -> tensor<16x1xi64, #row>
  %y, %u = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.memref<i32, 1>[i32] -> tensor<16xi32, #rep>
  %1 = nv_tileas.convert_layout %y : tensor<16xi32, #rep> -> tensor<16xi32, #row>
  return %0, %1 : tensor<16x1xi64, #row>, tensor<16xi32, #row>
}
