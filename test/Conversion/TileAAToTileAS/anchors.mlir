// tileiras-assign-tile-layouts chooses layouts at anchors and propagates
// them, converting where two choices meet:
//  - global loads and stores: c = min(16 / bytes, N / T, last dim)
//    contiguous elements per thread, (T, (c, N/(c T))) : (c, (1, c T));
//    the canonical layout when N < T;
//  - reduce/scan operands: kept when the reduction stays within warps,
//    else the reduce layout (the reduced dimension in the slots, then the
//    lanes, then the warps); a reduce result is the slice of its operand's
//    layout (reduced dimension stride 0), which a broadcast back to the
//    operand's shape turns into the operand's layout again;
//  - function arguments and results: canonical; stores of at most one
//    element per thread take the value's layout.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions | FileCheck %s --check-prefix=CLEAN
// Running it twice changes nothing.
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts > %t.1.mlir
// RUN: tileiras-opt %t.1.mlir --split-input-file --tileiras-assign-tile-layouts > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// f16 16x64: c = 8 (16 bytes); f32 32x64: c = 4; f32 64x2: c = 1
// (N / T = 1); f32 4x16 (N < T): canonical.
// CHECK-DAG: #[[F16:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(8,1)):(8,(1,1024))">
// CHECK-DAG: #[[F32:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-DAG: #[[ONE:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(1,1)):(1,(1,128))">
// CHECK-DAG: #[[SMALL:.+]] = #nv_tileas.simt<threads = 128, layout = "((64,2),1):((1,0),0)">
// CHECK-LABEL: func.func @blocked
// CHECK: -> tensor<16x64xf16, #[[F16]]>
// CHECK: -> tensor<32x64xf32, #[[F32]]>
// CHECK: -> tensor<64x2xf32, #[[ONE]]>
// CHECK: -> tensor<4x16xf32, #[[SMALL]]>
func.func @blocked(%m: !nv_tileaa.memref<f16, 2>, %f: !nv_tileaa.memref<f32, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %a, %t0 = nv_tileaa.tiled_load %m[%i, %i] steps [16, 64] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<16x64xf16>
  %b, %t1 = nv_tileaa.tiled_load %f[%i, %i] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
  %c, %t2 = nv_tileaa.tiled_load %f[%i, %i] steps [64, 2] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<64x2xf32>
  %d, %t3 = nv_tileaa.tiled_load %f[%i, %i] steps [4, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x16xf32>
  return
}

// -----

// Each row of a 16x128 f32 tile lives in one warp (4 slots x 32 lanes), so
// the reduce keeps the load's layout; its result is the slice, without the
// slots that would repeat a row's result in one thread (4 rows per thread,
// not 16 slots), and reshape + broadcast back make the subtraction
// conversion-free.
// CHECK-DAG: #[[X:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-DAG: #[[ROW:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),4):((0,1),4)">
// CHECK-LABEL: func.func @softmax_rows
// CLEAN-LABEL: func.func @softmax_rows
// CLEAN-NOT: convert_layout
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.reduce %{{.+}} dim = 1 {{.+}} : tensor<16x128xf32, #[[X]]> -> tensor<16xf32, #[[ROW]]>
// CHECK: nv_tileaa.reshape %{{.+}} : tensor<16xf32, #[[ROW]]> -> tensor<16x1xf32, #[[ROW]]>
// CHECK: nv_tileaa.broadcast %{{.+}} : tensor<16x1xf32, #[[ROW]]> -> tensor<16x128xf32, #[[X]]>
// CHECK: arith.subf %{{.+}}, %{{.+}} : tensor<16x128xf32, #[[X]]>
// CHECK-NOT: convert_layout
// CHECK: return
func.func @softmax_rows(%in: !nv_tileaa.memref<f32, 2>, %out: !nv_tileaa.memref<f32, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %in[%i, %i] steps [16, 128] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x128xf32>
  %m = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : tensor<16x128xf32> -> tensor<16xf32> {
  ^bb0(%p: f32, %q: f32):
    %r = arith.maxnumf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %m2 = nv_tileaa.reshape %m : tensor<16xf32> -> tensor<16x1xf32>
  %mb = nv_tileaa.broadcast %m2 : tensor<16x1xf32> -> tensor<16x128xf32>
  %y = arith.subf %x, %mb : tensor<16x128xf32>
  %t2 = nv_tileaa.tiled_store %y, %out[%i, %i] steps [16, 128] dim_map [0, 1] : tensor<16x128xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// Summing the columns of the loaded 64x64 tile would cross warps (a warp
// holds two rows): the operand is converted to the reduce layout (32 rows in
// the slots, 2 in the lanes), once for the reduce and the scan. The 64 sums
// (no more than one per thread, one slot) are stored from their slice
// layout as they are; the 4096-element scan is converted to the store's coalesced layout.
// CHECK-DAG: #[[X:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,8)):(4,(1,512))">
// CHECK-DAG: #[[R:.+]] = #nv_tileas.simt<threads = 128, layout = "((2,16,4),32):((2048,1,16),64)">
// CHECK-DAG: #[[COL:.+]] = #nv_tileas.simt<threads = 128, layout = "((2,64),1):((0,1),0)">
// CHECK-LABEL: func.func @column_sum
// CHECK: %[[IN:.+]] = nv_tileas.convert_layout %{{.+}} : tensor<64x64xf32, #[[X]]> -> tensor<64x64xf32, #[[R]]>
// CHECK: %[[S:.+]] = nv_tileaa.reduce %[[IN]] dim = 0 {{.+}} -> tensor<64xf32, #[[COL]]>
// CHECK: nv_tileaa.tiled_store %[[S]], {{.+}} : tensor<64xf32, #[[COL]]>
// CHECK: %[[P:.+]] = nv_tileaa.scan %[[IN]] dim = 0 {{.+}} -> tensor<64x64xf32, #[[R]]>
// CHECK: %[[O:.+]] = nv_tileas.convert_layout %[[P]] : tensor<64x64xf32, #[[R]]> -> tensor<64x64xf32, #[[X]]>
// CHECK: nv_tileaa.tiled_store %[[O]], {{.+}} : tensor<64x64xf32, #[[X]]>
// The cleanup keeps both: each moves data that must move.
// CLEAN-LABEL: func.func @column_sum
// CLEAN-COUNT-2: nv_tileas.convert_layout
// CLEAN-NOT: nv_tileas.convert_layout
// CLEAN: return
func.func @column_sum(%in: !nv_tileaa.memref<f32, 2>, %out: !nv_tileaa.memref<f32, 1>, %out2: !nv_tileaa.memref<f32, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %in[%i, %i] steps [64, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<64x64xf32>
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %t2 = nv_tileaa.tiled_store %s, %out[%i] steps [64] dim_map [0] : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %c = nv_tileaa.scan %x dim = 0 reverse = false identities = [0.0 : f32] : tensor<64x64xf32> -> tensor<64x64xf32> {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %t3 = nv_tileaa.tiled_store %c, %out2[%i, %i] steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// Block arguments take the first incoming layout; the back edge converts
// the scan result to it, and the return to the canonical layout.
// CHECK-DAG: #[[CAN:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,32):(1,128)">
// CHECK-DAG: #[[X:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,8)):(4,(1,512))">
// CHECK-DAG: #[[R:.+]] = #nv_tileas.simt<threads = 128, layout = "((2,16,4),32):((2048,1,16),64)">
// CHECK-LABEL: func.func @loop
// CHECK-SAME: -> tensor<64x64xf32, #[[CAN]]>
// CHECK: ^bb1(%[[ACC:.+]]: tensor<64x64xf32, #[[X]]>, %{{.+}}: i32):
// CHECK-DAG: %[[RET:.+]] = nv_tileas.convert_layout %[[ACC]] : tensor<64x64xf32, #[[X]]> -> tensor<64x64xf32, #[[CAN]]>
// CHECK-DAG: %[[IN:.+]] = nv_tileas.convert_layout %[[ACC]] : tensor<64x64xf32, #[[X]]> -> tensor<64x64xf32, #[[R]]>
// CHECK: ^bb2:
// CHECK: %[[S:.+]] = nv_tileaa.scan %[[IN]] {{.+}} -> tensor<64x64xf32, #[[R]]>
// CHECK: %[[BACK:.+]] = nv_tileas.convert_layout %[[S]] : tensor<64x64xf32, #[[R]]> -> tensor<64x64xf32, #[[X]]>
// CHECK: cf.br ^bb1(%[[BACK]], %{{.+}} : tensor<64x64xf32, #[[X]]>, i32)
// CHECK: return %[[RET]] : tensor<64x64xf32, #[[CAN]]>
func.func @loop(%in: !nv_tileaa.memref<f32, 2>, %n: i32) -> tensor<64x64xf32> attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x, %t = nv_tileaa.tiled_load %in[%c0, %c0] steps [64, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<64x64xf32>
  cf.br ^head(%x, %c0 : tensor<64x64xf32>, i32)
^head(%acc: tensor<64x64xf32>, %i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %s = nv_tileaa.scan %acc dim = 0 reverse = false identities = [0.0 : f32] : tensor<64x64xf32> -> tensor<64x64xf32> {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%s, %j : tensor<64x64xf32>, i32)
^exit:
  return %acc : tensor<64x64xf32>
}

// -----

// A permute's result keeps every element where it was (a renaming); the
// elementwise ops follow it and the store converts. (The cleanup pass then
// lets the permute produce the store's layout and hoists the conversion
// above the elementwise ops: none is left.)
// CHECK-DAG: #[[X:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-DAG: #[[T:.+]] = #nv_tileas.simt<threads = 128, layout = "((16,8),(4,4)):((128,1),(32,8))">
// CHECK-LABEL: func.func @transpose
// CHECK: nv_tileaa.permute %{{.+}} [1, 0] : tensor<32x64xf32, #[[X]]> -> tensor<64x32xf32, #[[T]]>
// CHECK: nv_tileaa.splat %{{.+}} : f32 -> tensor<64x32xf32, #[[T]]>
// CHECK: arith.mulf %{{.+}}, %{{.+}} : tensor<64x32xf32, #[[T]]>
// CHECK: %[[Z:.+]] = arith.addf %{{.+}}, %{{.+}} : tensor<64x32xf32, #[[T]]>
// CHECK: %[[C:.+]] = nv_tileas.convert_layout %[[Z]] : tensor<64x32xf32, #[[T]]> -> tensor<64x32xf32, #[[X]]>
// CHECK: nv_tileaa.tiled_store %[[C]]
// CLEAN-LABEL: func.func @transpose
// CLEAN-NOT: convert_layout
// CLEAN: nv_tileaa.permute %{{.+}} [1, 0] : tensor<32x64xf32, #[[X:.+]]> -> tensor<64x32xf32, #[[X]]>
// CLEAN-NOT: convert_layout
// CLEAN: return
func.func @transpose(%in: !nv_tileaa.memref<f32, 2>, %out: !nv_tileaa.memref<f32, 2>, %i: i32, %s: f32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %in[%i, %i] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
  %p = nv_tileaa.permute %x [1, 0] : tensor<32x64xf32> -> tensor<64x32xf32>
  %k = nv_tileaa.splat %s : f32 -> tensor<64x32xf32>
  %y = arith.mulf %p, %k : tensor<64x32xf32>
  %z = arith.addf %y, %k : tensor<64x32xf32>
  %t2 = nv_tileaa.tiled_store %z, %out[%i, %i] steps [64, 32] dim_map [0, 1] : tensor<64x32xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// A broadcast wants its source in the slice of its result's layout (rows
// of 8 threads share an index, without repeated slots): the load's index
// tile is converted to it, and the cleanup retypes the small load so each
// thread loads the index it needs (gather_2d).
// CHECK-DAG: #[[ROW:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),4):((0,1),4)">
// CHECK-LABEL: func.func @broadcast_index
// CHECK: %[[C:.+]] = nv_tileas.convert_layout %{{.+}} : tensor<16x1xi64, #{{.+}}> -> tensor<16x1xi64, #[[ROW]]>
// CHECK: nv_tileaa.broadcast %[[C]] : tensor<16x1xi64, #[[ROW]]>
// CLEAN-DAG: #[[ROW:.+]] = #nv_tileas.simt<threads = 128, layout = "((32,4),4):((0,1),4)">
// CLEAN-LABEL: func.func @broadcast_index
// CLEAN-NOT: nv_tileas.convert_layout
// CLEAN: nv_tileaa.tiled_load {{.+}} -> tensor<16xi32, #[[ROW]]>
// CLEAN-NOT: nv_tileas.convert_layout
// CLEAN: return
func.func @broadcast_index(%m: !nv_tileaa.memref<i32, 1>, %o: !nv_tileaa.memref<i64, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<16xi32>
  %r = nv_tileaa.reshape %x : tensor<16xi32> -> tensor<16x1xi32>
  %e = arith.extsi %r : tensor<16x1xi32> to tensor<16x1xi64>
  %b = nv_tileaa.broadcast %e : tensor<16x1xi64> -> tensor<16x64xi64>
  %t2 = nv_tileaa.tiled_store %b, %o[%i, %i] steps [16, 64] dim_map [0, 1] : tensor<16x64xi64>, !nv_tileaa.memref<i64, 2>[i32, i32]
  return
}

// -----

// cat takes the layout its second operand (a broadcast of the column sums)
// is in and its first is converted to for the reduce anyway; the result
// appends the second operand's slots: a register renaming (shape_ops).
// CHECK-DAG: #[[R:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,8,4),1):((32,1,8),0)">
// CHECK-DAG: #[[CAT:.+]] = #nv_tileas.simt<threads = 128, layout = "((4,32),(1,2)):((32,1),(0,128))">
// CHECK-LABEL: func.func @cat_sum
// CHECK: %[[IN:.+]] = nv_tileas.convert_layout %{{.+}} -> tensor<4x32xf32, #[[R]]>
// CHECK: %[[B:.+]] = nv_tileaa.broadcast {{.+}} -> tensor<4x32xf32, #[[R]]>
// CHECK: nv_tileaa.cat %[[IN]], %[[B]] dim = 0 : tensor<4x32xf32, #[[R]]>, tensor<4x32xf32, #[[R]]> -> tensor<8x32xf32, #[[CAT]]>
func.func @cat_sum(%in: !nv_tileaa.memref<f32, 2>, %out: !nv_tileaa.memref<f32, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %in[%i, %i] steps [4, 32] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x32xf32>
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<4x32xf32> -> tensor<32xf32> {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %r = nv_tileaa.reshape %s : tensor<32xf32> -> tensor<1x32xf32>
  %b = nv_tileaa.broadcast %r : tensor<1x32xf32> -> tensor<4x32xf32>
  %c = nv_tileaa.cat %x, %b dim = 0 : tensor<4x32xf32>, tensor<4x32xf32> -> tensor<8x32xf32>
  %t2 = nv_tileaa.tiled_store %c, %out[%i, %i] steps [8, 32] dim_map [0, 1] : tensor<8x32xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// An mma accumulator gives each thread runs of two elements along its rows
// (16 bytes of f64, 8 of f32): stored as it is, a quad of lanes writes 32
// contiguous bytes, so the store takes the accumulator's layout and no
// conversion goes through shared memory (and two CTA barriers). Its
// transpose has runs of one element: that store is converted to the
// coalesced layout.
// CHECK-LABEL: func.func @store_accumulators
// CHECK: %[[D64:.+]] = nv_tileaa.dot {{.*}} -> tensor<64x64xf64, #[[ACC64:.+]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.tiled_store %[[D64]], {{.*}} : tensor<64x64xf64, #[[ACC64]]>
// CHECK: %[[D32:.+]] = nv_tileaa.dot {{.*}} -> tensor<64x64xf32, #[[ACC32:.+]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.tiled_store %[[D32]], {{.*}} : tensor<64x64xf32, #[[ACC32]]>
// CHECK: nv_tileaa.permute %[[D32]]
// CHECK: nv_tileas.convert_layout
// CHECK: nv_tileaa.tiled_store
module attributes {tileiras.target = "sm_80"} {
func.func @store_accumulators(%a: tensor<64x16xf64>, %b: tensor<16x64xf64>, %c: tensor<64x64xf64>, %h: tensor<64x32xf16>, %g: tensor<32x64xf16>, %f: tensor<64x64xf32>, %o64: !nv_tileaa.memref<f64, 2>, %o32: !nv_tileaa.memref<f32, 2>, %i: i32) attributes {nv_tileaa.kernel} {
  %t = nv_tileaa.create_mem_token
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x16xf64>, tensor<16x64xf64> -> tensor<64x64xf64>
  %t1 = nv_tileaa.tiled_store %d, %o64[%i, %i] token(%t) steps [64, 64] dim_map [0, 1] : tensor<64x64xf64>, !nv_tileaa.memref<f64, 2>[i32, i32]
  %e = nv_tileaa.dot %h, %g, %f : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  %t2 = nv_tileaa.tiled_store %e, %o32[%i, %i] token(%t1) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %et = nv_tileaa.permute %e [1, 0] : tensor<64x64xf32> -> tensor<64x64xf32>
  %t3 = nv_tileaa.tiled_store %et, %o32[%i, %i] token(%t2) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}
}
