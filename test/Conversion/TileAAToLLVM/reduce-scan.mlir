// reduce and scan (4 warps): the operands are written to scratch once, then
// every result slot folds its line with an scf.for over the reduced (or
// scanned) dimension, applying the combiner body to scalars.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file): a reduce
// or scan of a tile without a thread layout (N not a power of two) is an
// error of the layout assignment, tested in ../TileAAToTileAS/invalid.mlir
// (@odd_reduce).

// Reduce 256 f32 to a scalar: 1024 bytes of scratch; one loop of 256 steps
// starting at element 0; the result is a plain f32 in every thread.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @reduce_all(
// CHECK-SAME: %[[X:.*]]: vector<2xf32>) -> f32
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[ID:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %[[LB:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[UB:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK: llvm.br ^[[HEAD:.*]](%[[LB]], %[[ID]] : i32, f32)
// CHECK: ^[[HEAD]](%[[K:.*]]: i32, %[[ACC:.*]]: f32):
// CHECK: %[[MORE:.*]] = llvm.icmp "slt" %[[K]], %[[UB]] : i32
// CHECK: llvm.cond_br %[[MORE]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK: %[[IDX:.*]] = llvm.add %{{.*}}, %[[K]] : i32
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[IDX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: %[[E:.*]] = llvm.load %[[P]] : !llvm.ptr<3> -> f32
// CHECK: %[[S:.*]] = llvm.fadd %[[ACC]], %[[E]] : f32
// CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[S]] : i32, f32)
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.return %[[ACC]] : f32
func.func @reduce_all(%x: tensor<256xf32>) -> f32 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : f32
}

// -----

// Reduce along dim 1 of 8x64 with maxnumf (a libdevice call): result element r (slot index tid mod 8, as 8
// is not a multiple of 128) folds source elements r * 64 + k, k < 64.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<2048 x i8>
// CHECK-LABEL: llvm.func @reduce_rows(
// CHECK-SAME: %{{.*}}: vector<4xf32>) -> vector<1xf32>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[ROW:.*]] = llvm.urem %{{.*}}, %[[N]] : vector<1xi32>
// CHECK: %[[C64:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[OFF:.*]] = llvm.mul %[[ROW]], %[[C64]] : vector<1xi32>
// CHECK: %[[BASE:.*]] = llvm.add %{{.*}}, %[[OFF]] : vector<1xi32>
// CHECK: %[[ID:.*]] = llvm.mlir.constant(0xFF800000 : f32) : f32
// CHECK: %[[FIRST:.*]] = llvm.extractelement %[[BASE]][
// CHECK: %[[UB:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}}, %[[ID]] : i32, f32)
// CHECK: ^[[HEAD]](%[[K:.*]]: i32, %[[ACC:.*]]: f32):
// CHECK: llvm.icmp "slt" %[[K]], %[[UB]] : i32
// CHECK: %[[IDX:.*]] = llvm.add %[[FIRST]], %[[K]] : i32
// CHECK: %[[E:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.call @__nv_fmaxf(%[[ACC]], %[[E]]) : (f32, f32) -> f32
// CHECK: llvm.insertelement %[[ACC]], %{{.*}} : vector<1xf32>
func.func @reduce_rows(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %0 = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : tensor<8x64xf32> -> tensor<8xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.maxnumf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<8xf32>
}

// -----

// Reduce along dim 0 of 64x8: result element c folds c + 8 k (stride 8).
// CHECK-LABEL: llvm.func @reduce_cols(
// CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: %[[STEP:.*]] = llvm.mul %{{.*}}, %[[C8]] : i32
// CHECK: llvm.add %{{.*}}, %[[STEP]] : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.add %{{.*}}, %{{.*}} : i32
func.func @reduce_cols(%x: tensor<64x8xi32>) -> tensor<8xi32> {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<64x8xi32> -> tensor<8xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<8xi32>
}

// -----

// Two operands (argmax): both go to scratch (1024 + 1024 bytes), the loop
// carries two accumulators and the body is cloned with both.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<2048 x i8>
// CHECK-LABEL: llvm.func @argmax(
// CHECK: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}}, %{{.*}}, %{{.*}} : i32, f32, i32)
// CHECK: ^[[HEAD]](%{{.*}}: i32, %[[V:.*]]: f32, %[[I:.*]]: i32):
// CHECK: %[[XV:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[XI:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[GT:.*]] = llvm.fcmp "ogt" %[[XV]], %[[V]] : f32
// CHECK: %[[NV:.*]] = llvm.select %[[GT]], %[[XV]], %[[V]] : i1, f32
// CHECK: %[[NI:.*]] = llvm.select %[[GT]], %[[XI]], %[[I]] : i1, i32
// CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[NV]], %[[NI]] : i32, f32, i32)
// CHECK: llvm.insertvalue %[[V]], %{{.*}}[0] : !llvm.struct<(f32, i32)>
// CHECK: llvm.insertvalue %[[I]], %{{.*}}[1] : !llvm.struct<(f32, i32)>
func.func @argmax(%vals: tensor<256xf32>, %idxs: tensor<256xi32>) -> (f32, i32) {
  %0:2 = nv_tileaa.reduce %vals, %idxs dim = 0 identities = [0xFF800000 : f32, 0 : i32] : tensor<256xf32>, tensor<256xi32> -> f32, i32 {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %v = arith.select %gt, %v1, %v0 : f32
    %i = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %v, %i : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// Reduce of a tile with fewer elements than threads (8 f64: one slot,
// element t mod 8, owned by t < 8): the owners write (guarded, 64 bytes),
// then every thread folds all 8 elements from the identity 1.0.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @reduce_small(
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK-NEXT: llvm.urem %{{.*}}, %[[N]] : vector<1xi32>
// CHECK: %[[N2:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK-NEXT: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %[[N2]] : vector<1xi32>
// CHECK: %[[O0:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O0]]
// CHECK: llvm.store %{{.*}}, %{{.*}} : f64, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK: %[[K:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}}, %[[ONE]] : i32, f64)
// CHECK: ^[[HEAD]](%[[STEP:.*]]: i32, %[[ACC:.*]]: f64):
// CHECK: llvm.icmp "slt" %[[STEP]], %[[K]] : i32
// CHECK: %[[E:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f64
// CHECK: llvm.fmul %[[ACC]], %[[E]] : f64
// CHECK: llvm.return %[[ACC]] : f64
func.func @reduce_small(%x: tensor<8xf64>) -> f64 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [1.0 : f64] : tensor<8xf64> -> f64 {
  ^bb0(%p: f64, %q: f64):
    %s = arith.mulf %p, %q : f64
    nv_tileaa.yield %s : f64
  }
  return %0 : f64
}

// -----

// Forward scan along dim 1 of 4x64 i32: slot index t + 128 v has row
// t + 128 v div 64 and position (t + 128 v) mod 64; its loop folds k from 0
// and keeps the combination only while k <= position.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @scan_forward(
// CHECK-SAME: %{{.*}}: vector<2xi32>) -> vector<2xi32>
// CHECK: nvvm.barrier0
// CHECK: %[[C64:.*]] = llvm.mlir.constant(dense<64> : vector<2xi32>)
// CHECK: %[[POS:.*]] = llvm.urem %[[LIN:.*]], %[[C64]] : vector<2xi32>
// CHECK: %[[D64:.*]] = llvm.mlir.constant(dense<64> : vector<2xi32>)
// CHECK: %[[ROW:.*]] = llvm.udiv %[[LIN]], %[[D64]] : vector<2xi32>
// CHECK: %[[W:.*]] = llvm.mlir.constant(dense<64> : vector<2xi32>)
// CHECK: %[[ROFF:.*]] = llvm.mul %[[ROW]], %[[W]] : vector<2xi32>
// CHECK: %[[BASE:.*]] = llvm.add %{{.*}}, %[[ROFF]] : vector<2xi32>
// CHECK: %[[FIRST:.*]] = llvm.extractelement %[[BASE]][
// CHECK: %[[MINE:.*]] = llvm.extractelement %[[POS]][
// CHECK: llvm.br ^[[HEAD:.*]](
// CHECK: ^[[HEAD]](%[[K:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK: %[[TAKE:.*]] = llvm.icmp "sle" %[[K]], %[[MINE]] : i32
// CHECK: %[[IDX:.*]] = llvm.add %[[FIRST]], %[[K]] : i32
// CHECK: %[[E:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[S:.*]] = llvm.add %[[ACC]], %[[E]] : i32
// CHECK: %[[KEEP:.*]] = llvm.select %[[TAKE]], %[[S]], %[[ACC]] : i1, i32
// CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[KEEP]] : i32, i32)
//   the second slot
// CHECK: llvm.icmp "sle"
// CHECK-NOT: llvm.icmp "sle"
// CHECK: llvm.return
func.func @scan_forward(%x: tensor<4x64xi32>) -> tensor<4x64xi32> {
  %0 = nv_tileaa.scan %x dim = 1 reverse = false identities = [0 : i32] : tensor<4x64xi32> -> tensor<4x64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<4x64xi32>
}

// -----

// Reverse scan: k runs 63 - iv and is kept while k >= position.
// CHECK-LABEL: llvm.func @scan_reverse(
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: %[[POS:.*]] = llvm.urem %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[MINE:.*]] = llvm.extractelement %[[POS]][
// CHECK: ^[[HEAD:.*]](%[[IV:.*]]: i32, %[[ACC:.*]]: f32):
// CHECK: %[[LAST:.*]] = llvm.mlir.constant(63 : i32) : i32
// CHECK: %[[K:.*]] = llvm.sub %[[LAST]], %[[IV]] : i32
// CHECK: %[[TAKE:.*]] = llvm.icmp "sge" %[[K]], %[[MINE]] : i32
// CHECK: llvm.add %{{.*}}, %[[K]] : i32
// CHECK: %[[S:.*]] = llvm.fadd %[[ACC]], %{{.*}} : f32
// CHECK: llvm.select %[[TAKE]], %[[S]], %[[ACC]] : i1, f32
func.func @scan_reverse(%x: tensor<64xf32>) -> tensor<64xf32> {
  %0 = nv_tileaa.scan %x dim = 0 reverse = true identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<64xf32>
}

// -----

// Scan along dim 0 of 16x16: stride 16 between the scanned elements.
// CHECK-LABEL: llvm.func @scan_dim0(
// CHECK: llvm.icmp "slt"
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[STEP:.*]] = llvm.mul %{{.*}}, %[[C16]] : i32
// CHECK: llvm.add %{{.*}}, %[[STEP]] : i32
// CHECK: llvm.mul %{{.*}}, %{{.*}} : i32
func.func @scan_dim0(%x: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [1 : i32] : tensor<16x16xi32> -> tensor<16x16xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.muli %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<16x16xi32>
}
