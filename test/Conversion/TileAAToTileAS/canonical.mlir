// tileiras-assign-tile-layouts=canonical=true gives every tile the
// canonical layout for its element count N and the kernel's T threads (no
// anchors, no conversions; the lowering tests use it to check one op at a
// time, anchors.mlir tests the default):
//   T | N:         (T, N/T):(1, T)
//   N < T, N | T:  ((N, T/N), 1):((1, 0), 0)
// on arguments, results, block arguments and the signature; constants are
// retyped with their results. Scalars are left alone.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true | FileCheck %s
// RUN: tileiras-opt %s --split-input-file "--tileiras-assign-tile-layouts=num-warps=1 canonical=true" | FileCheck %s --check-prefix=W1
// Running it twice changes nothing.
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true > %t.1.mlir
// RUN: tileiras-opt %t.1.mlir --split-input-file --tileiras-assign-tile-layouts=canonical=true > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// CHECK-DAG: #[[N1:.+]] = #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">
// CHECK-DAG: #[[N32:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),1):((1,0),0)">
// CHECK-DAG: #[[N128:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,1):(1,128)">
// CHECK-DAG: #[[N256:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-DAG: #[[N4096:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,32):(1,128)">
// W1-DAG: #[[W1N1:.+]] = #nv_tileas.simt<threads = 32, layout = "((1,32),1):((1,0),0)">
// W1-DAG: #[[W1N32:.+]] = #nv_tileas.simt<threads = 32, layout = "(32,1):(1,32)">
// W1-DAG: #[[W1N128:.+]] = #nv_tileas.simt<threads = 32, layout = "(32,4):(1,32)">
// W1-DAG: #[[W1N256:.+]] = #nv_tileas.simt<threads = 32, layout = "(32,8):(1,32)">
// W1-DAG: #[[W1N4096:.+]] = #nv_tileas.simt<threads = 32, layout = "(32,128):(1,32)">

// CHECK-LABEL: func.func @sizes
// CHECK-SAME: (%{{.+}}: tensor<1xf32, #[[N1]]>, %{{.+}}: tensor<32xf32, #[[N32]]>, %{{.+}}: tensor<128xi32, #[[N128]]>, %{{.+}}: tensor<256xf16, #[[N256]]>, %{{.+}}: tensor<4096xi8, #[[N4096]]>, %{{.+}}: f32)
// CHECK-SAME: -> (tensor<32xf32, #[[N32]]>, tensor<4096xi8, #[[N4096]]>)
// CHECK: arith.addf %{{.+}}, %{{.+}} : tensor<32xf32, #[[N32]]>
// CHECK: arith.addi %{{.+}}, %{{.+}} : tensor<4096xi8, #[[N4096]]>
// CHECK: return %{{.+}}, %{{.+}} : tensor<32xf32, #[[N32]]>, tensor<4096xi8, #[[N4096]]>
// W1-LABEL: func.func @sizes
// W1-SAME: tensor<1xf32, #[[W1N1]]>, %{{.+}}: tensor<32xf32, #[[W1N32]]>, %{{.+}}: tensor<128xi32, #[[W1N128]]>, %{{.+}}: tensor<256xf16, #[[W1N256]]>, %{{.+}}: tensor<4096xi8, #[[W1N4096]]>
func.func @sizes(%a: tensor<1xf32>, %b: tensor<32xf32>, %c: tensor<128xi32>,
                 %d: tensor<256xf16>, %e: tensor<4096xi8>, %s: f32)
    -> (tensor<32xf32>, tensor<4096xi8>) attributes {nv_tileaa.kernel} {
  %0 = arith.addf %b, %b : tensor<32xf32>
  %1 = arith.addi %e, %e : tensor<4096xi8>
  return %0, %1 : tensor<32xf32>, tensor<4096xi8>
}

// -----

// The layout depends on N only: a 16x16 tile and a 256 tile share one, a
// 0-d tile is a one-element tile.
// CHECK-DAG: #[[N1:.+]] = #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">
// CHECK-DAG: #[[N256:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-DAG: #[[N64:.+]] = #nv_tileas.simt<threads = 128, layout = "((64,2),1):((1,0),0)">
// CHECK-LABEL: func.func @shapes
// CHECK-SAME: tensor<16x16xf32, #[[N256]]>
// CHECK: nv_tileaa.reshape %{{.+}} : tensor<16x16xf32, #[[N256]]> -> tensor<256xf32, #[[N256]]>
// CHECK: nv_tileaa.permute %{{.+}} [1, 0] : tensor<16x16xf32, #[[N256]]> -> tensor<16x16xf32, #[[N256]]>
// CHECK: nv_tileaa.reshape %{{.+}} : tensor<16x16xf32, #[[N256]]> -> tensor<2x8x16xf32, #[[N256]]>
// CHECK: nv_tileaa.reduce %{{.+}} dim = 0 identities = [0.000000e+00 : f32] : tensor<2x8x16xf32, #[[N256]]> -> tensor<8x16xf32, #[[N128:.+]]>
// CHECK: ^bb0(%{{.+}}: f32, %{{.+}}: f32):
// CHECK: nv_tileaa.extract %{{.+}}[%{{.+}}, %{{.+}}] : tensor<8x16xf32, #[[N128]]>[i32, i32] -> tensor<4x16xf32, #[[N64]]>
// CHECK: nv_tileaa.splat %{{.+}} : f32 -> tensor<f32, #[[N1]]>
// CHECK: nv_tileaa.reshape %{{.+}} : tensor<f32, #[[N1]]> -> tensor<1x1xf32, #[[N1]]>
func.func @shapes(%x: tensor<16x16xf32>, %s: f32, %i: i32) -> tensor<256xf32> attributes {nv_tileaa.kernel} {
  %0 = nv_tileaa.reshape %x : tensor<16x16xf32> -> tensor<256xf32>
  %1 = nv_tileaa.permute %x [1, 0] : tensor<16x16xf32> -> tensor<16x16xf32>
  %2 = nv_tileaa.reshape %1 : tensor<16x16xf32> -> tensor<2x8x16xf32>
  %3 = nv_tileaa.reduce %2 dim = 0 identities = [0.0 : f32] : tensor<2x8x16xf32> -> tensor<8x16xf32> {
  ^bb0(%p: f32, %q: f32):
    %s2 = arith.addf %p, %q : f32
    nv_tileaa.yield %s2 : f32
  }
  %4 = nv_tileaa.extract %3[%i, %i] : tensor<8x16xf32>[i32, i32] -> tensor<4x16xf32>
  %5 = nv_tileaa.splat %s : f32 -> tensor<f32>
  %6 = nv_tileaa.reshape %5 : tensor<f32> -> tensor<1x1xf32>
  return %0 : tensor<256xf32>
}

// -----

// Tiles carried through cf blocks get the layout on the block arguments
// and on the branch operands alike.
// CHECK-DAG: #[[N256:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-DAG: #[[N1:.+]] = #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">
// CHECK-LABEL: func.func @loop
// CHECK: %[[C:.+]] = arith.constant dense<1.000000e+00> : tensor<256xf32, #[[N256]]>
// CHECK: cf.br ^bb1(%{{.+}}, %{{.+}} : tensor<256xf32, #[[N256]]>, i32)
// CHECK: ^bb1(%{{.+}}: tensor<256xf32, #[[N256]]>, %{{.+}}: i32):
// CHECK: cf.cond_br %{{.+}}, ^bb3(%{{.+}} : tensor<256xf32, #[[N256]]>), ^bb2
// CHECK: ^bb2:
// CHECK: arith.addf %{{.+}}, %[[C]] : tensor<256xf32, #[[N256]]>
// CHECK: cf.br ^bb1(%{{.+}}, %{{.+}} : tensor<256xf32, #[[N256]]>, i32)
// CHECK: ^bb3(%[[R:.+]]: tensor<256xf32, #[[N256]]>):
// CHECK: arith.constant dense<true> : tensor<1xi1, #[[N1]]>
// CHECK: return %[[R]] : tensor<256xf32, #[[N256]]>
func.func @loop(%x: tensor<256xf32>, %n: i32) -> tensor<256xf32> attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = arith.constant dense<1.0> : tensor<256xf32>
  cf.br ^head(%x, %c0 : tensor<256xf32>, i32)
^head(%acc: tensor<256xf32>, %i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit(%acc : tensor<256xf32>), ^body
^body:
  %next = arith.addf %acc, %one : tensor<256xf32>
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%next, %j : tensor<256xf32>, i32)
^exit(%r: tensor<256xf32>):
  %t = arith.constant dense<true> : tensor<1xi1>
  return %r : tensor<256xf32>
}

// -----

// Calls and declarations: the callee's signature and the call agree.
// CHECK-DAG: #[[N256:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK: func.func private @external(tensor<256xf32, #[[N256]]>) -> tensor<256xf32, #[[N256]]>
// CHECK-LABEL: func.func @caller
// CHECK: call @external(%{{.+}}) : (tensor<256xf32, #[[N256]]>) -> tensor<256xf32, #[[N256]]>
func.func private @external(tensor<256xf32>) -> tensor<256xf32>
func.func @caller(%x: tensor<256xf32>) -> tensor<256xf32> {
  %y = func.call @external(%x) : (tensor<256xf32>) -> tensor<256xf32>
  return %y : tensor<256xf32>
}

// -----

// A kernel's nv_tileaa.num_warps (from its entry hints) wins over the option:
// eight warps lay 256 elements out one per thread.
// CHECK: #[[W8:.+]] = #nv_tileas.simt<threads = 256, layout = "(256,1):(1,256)">
// CHECK-LABEL: func.func @eight_warps
// CHECK-SAME: tensor<256xf32, #[[W8]]>
// W1: #nv_tileas.simt<threads = 256, layout = "(256,1):(1,256)">
// W1-LABEL: func.func @eight_warps
func.func @eight_warps(%x: tensor<256xf32>) attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32} {
  return
}
