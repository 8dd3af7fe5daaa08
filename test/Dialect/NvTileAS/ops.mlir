// #nv_tileas.simt and nv_tileas.convert_layout parse, print and re-parse to
// the same text in the custom, generic and bytecode forms. Layout text is
// stored in the layout library's canonical form.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s > %t.1.mlir
// RUN: tileiras-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: tileiras-opt %s --mlir-print-op-generic > %t.g1.mlir
// RUN: tileiras-opt %t.g1.mlir --mlir-print-op-generic > %t.g2.mlir
// RUN: diff %t.g1.mlir %t.g2.mlir
// RUN: tileiras-opt %s --emit-bytecode | tileiras-opt > %t.bc.mlir
// RUN: diff %t.1.mlir %t.bc.mlir
// RUN: tileiras-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Aliases are printed first, one per distinct layout.
// CHECK-DAG: #[[SROW:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),(4,4)):((0,1),(0,4))">
// CHECK-DAG: #[[SCOL:.+]] = #nv_tileas.simt<threads = 128, layout = "((2,64),32):((0,1),0)">
// CHECK-DAG: #[[SALL:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,4):(0,0)">
// CHECK-DAG: #[[ROW:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-DAG: #[[COL:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">
// CHECK-DAG: #[[REP:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),1):((1,0),0)">
// CHECK-DAG: #[[ONE:.+]] = #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">
// CHECK-DAG: #[[VREP:.+]] = #nv_tileas.simt<threads = 32, layout = "(32,(2,2)):(1,(0,32))">
// CHECK-DAG: #[[NEST:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,32),(2,4)):((2,32),(1,8))">
// GENERIC-DAG: #[[GROW:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// GENERIC-DAG: #[[GCOL:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// Thread t holds elements 2t and 2t+1.
#col = #nv_tileas.simt<threads = 128, layout = "(128, 2) : (2, 1)">
#rep = #nv_tileas.simt<threads = 128, layout = "((32,4),1):((1,0),0)">
#one = #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">
// Value-mode replication: slots 2 and 3 repeat slots 0 and 1.
#vrep = #nv_tileas.simt<threads = 32, layout = "(32,(2,2)):(1,(0,32))">
#nest = #nv_tileas.simt<threads = 128, layout = "((4,32),(2,4)):((2,32),(1,8))">

// CHECK-LABEL: func.func @types
// CHECK-SAME: tensor<256xf32, #[[ROW]]>
// CHECK-SAME: tensor<16x16xi8, #[[COL]]>
// CHECK-SAME: tensor<32xf16, #[[REP]]>
// CHECK-SAME: tensor<f32, #[[ONE]]>
// CHECK-SAME: tensor<1x1xi1, #[[ONE]]>
// CHECK-SAME: tensor<64xi32, #[[VREP]]>
// CHECK-SAME: tensor<32x32xf32, #[[NEST]]>
// GENERIC-LABEL: sym_name = "types"
func.func @types(%a: tensor<256xf32, #row>, %b: tensor<16x16xi8, #col>,
                 %c: tensor<32xf16, #rep>, %d: tensor<f32, #one>,
                 %e: tensor<1x1xi1, #one>, %f: tensor<64xi32, #vrep>,
                 %g: tensor<32x32xf32, #nest>) {
  return
}

// CHECK-LABEL: func.func @convert
// CHECK: %[[A:.+]] = nv_tileas.convert_layout %{{.+}} : tensor<16x16xf32, #[[ROW]]> -> tensor<16x16xf32, #[[COL]]>
// CHECK: nv_tileas.convert_layout %[[A]] : tensor<16x16xf32, #[[COL]]> -> tensor<16x16xf32, #[[ROW]]>
// GENERIC: "nv_tileas.convert_layout"(%{{.+}}) : (tensor<16x16xf32, #[[GROW]]>) -> tensor<16x16xf32, #[[GCOL]]>
func.func @convert(%x: tensor<16x16xf32, #row>) -> tensor<16x16xf32, #row> {
  %0 = nv_tileas.convert_layout %x : tensor<16x16xf32, #row> -> tensor<16x16xf32, #col>
  %1 = nv_tileas.convert_layout %0 : tensor<16x16xf32, #col> -> tensor<16x16xf32, #row>
  return %1 : tensor<16x16xf32, #row>
}

// Slice layouts (reduce results): the operand's (thread, value) layout with
// the reduced dimension's leaves at stride 0. A 16x128 tile reduced over
// its rows, 64x64 over its columns, and 1x512 to one element that every
// slot of every thread holds.
// CHECK-LABEL: func.func @slices
// CHECK-SAME: tensor<16xf32, #[[SROW]]>, %{{.+}}: tensor<64xf32, #[[SCOL]]>, %{{.+}}: tensor<1xf32, #[[SALL]]>
func.func @slices(
    %rows: tensor<16xf32, #nv_tileas.simt<threads = 128, layout = "((32,4),(4,4)):((0,1),(0,4))">>,
    %cols: tensor<64xf32, #nv_tileas.simt<threads = 128, layout = "((2,64),32):((0,1),0)">>,
    %all: tensor<1xf32, #nv_tileas.simt<threads = 128, layout = "(128,4):(0,0)">>) {
  return
}
