// Shape ops on distributed tiles (4 warps, T = 128 threads): splat, item,
// reshape and make_range stay in the thread; broadcast, permute, extract and
// cat write the source to __tileiras_scratch and read it back at the index
// each result slot needs. Canonical layouts: N = 128 k elements give slot v
// of thread t element t + 128 v, all owned; N < 128 gives every thread one
// slot, element t mod N, owned by t < N (stride-0 thread leaf).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file): a shape op
// whose result has no thread layout (N not a power of two) is an error of
// the layout assignment, tested in ../TileAAToTileAS/invalid.mlir
// (@odd_shape).

// splat: a broadcast of the scalar into all slots (pointers as i64).
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @splat(
// CHECK-SAME: %[[S:.*]]: f32, %[[P:.*]]: !llvm.ptr<1>)
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[V:.*]] = llvm.insertelement %[[S]], %{{.*}} : vector<2xf32>
// CHECK: llvm.shufflevector %[[V]], %{{.*}} [0, 0] : vector<2xf32>
// CHECK: %[[I:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK: %[[W:.*]] = llvm.insertelement %[[I]], %{{.*}} : vector<2xi64>
// CHECK: llvm.shufflevector %[[W]], %{{.*}} [0, 0] : vector<2xi64>
// CHECK-NOT: __tileiras_scratch
// CHECK: llvm.return
func.func @splat(%s: f32, %p: !nv_tileaa.ptr<f32>) -> (tensor<256xf32>, tensor<16x16x!nv_tileaa.ptr<f32>>) {
  %0 = nv_tileaa.splat %s : f32 -> tensor<256xf32>
  %1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<16x16x!nv_tileaa.ptr<f32>>
  return %0, %1 : tensor<256xf32>, tensor<16x16x!nv_tileaa.ptr<f32>>
}

// -----

// item: a one-element tile is replicated; slot 0 of every thread has it.
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @item(
// CHECK-SAME: %[[X:.*]]: vector<1xf32>, %[[Y:.*]]: vector<1xi64>)
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: llvm.extractelement %[[X]][%[[Z0]] : i64] : vector<1xf32>
// CHECK: %[[Z1:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[A:.*]] = llvm.extractelement %[[Y]][%[[Z1]] : i64] : vector<1xi64>
// CHECK: llvm.inttoptr %[[A]] : i64 to !llvm.ptr<1>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @item(%x: tensor<1x1xf32>, %y: tensor<1x!nv_tileaa.ptr<i8>>) -> (f32, !nv_tileaa.ptr<i8>) {
  %0 = nv_tileaa.item %x : tensor<1x1xf32> -> f32
  %1 = nv_tileaa.item %y : tensor<1x!nv_tileaa.ptr<i8>> -> !nv_tileaa.ptr<i8>
  return %0, %1 : f32, !nv_tileaa.ptr<i8>
}

// -----

// reshape keeps the row-major order and therefore every slot: no code.
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @reshape(
// CHECK-SAME: %[[X:.*]]: vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: llvm.return %[[X]] : vector<2xf32>
func.func @reshape(%x: tensor<4x64xf32>) -> tensor<16x16xf32> {
  %0 = nv_tileaa.reshape %x : tensor<4x64xf32> -> tensor<256xf32>
  %1 = nv_tileaa.reshape %0 : tensor<256xf32> -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}

// -----

// make_range: each slot holds its own element index (the slot index of the
// layout), then extended or truncated to the element type. For N = 128 k,
// (128,k):(1,128): tid plus the constant 128 v, no wrap; for N < 128,
// ((N,128/N),1):((1,0),0): tid mod N (the replicas hold the same value).
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @make_range(
//   N = 256: two slots, t and t + 128.
// CHECK: %[[T0:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[E0:.*]] = llvm.insertelement %[[T0]],
// CHECK: %[[S0:.*]] = llvm.shufflevector %[[E0]], %{{.*}} [0, 0] : vector<2xi32>
// CHECK: %[[B0:.*]] = llvm.mlir.constant(dense<[0, 128]> : vector<2xi32>)
// CHECK: %[[R0:.*]] = llvm.add %[[S0]], %[[B0]] : vector<2xi32>
// CHECK-NOT: llvm.urem
//   N = 512: four slots, t + 128 v.
// CHECK: %[[T1:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[E1:.*]] = llvm.insertelement %[[T1]],
// CHECK: %[[S1:.*]] = llvm.shufflevector %[[E1]], %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK: %[[B1:.*]] = llvm.mlir.constant(dense<[0, 128, 256, 384]> : vector<4xi32>)
// CHECK: %[[R1:.*]] = llvm.add %[[S1]], %[[B1]] : vector<4xi32>
// CHECK-NOT: llvm.add
//   N = 64 as i64: one slot, t mod 64 (threads 64..127 replicate 0..63),
//   zero-extended.
// CHECK: %[[T2:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[E2:.*]] = llvm.insertelement %[[T2]],
// CHECK: %[[N2:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[M2:.*]] = llvm.urem %[[E2]], %[[N2]] : vector<1xi32>
// CHECK: %[[R2:.*]] = llvm.zext %[[M2]] : vector<1xi32> to vector<1xi64>
//   N = 128 as i16: one slot, t itself (no offset, no wrap), truncated.
// CHECK: %[[T3:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[E3:.*]] = llvm.insertelement %[[T3]],
// CHECK-NOT: llvm.urem
// CHECK-NOT: llvm.add
// CHECK: %[[R3:.*]] = llvm.trunc %[[E3]] : vector<1xi32> to vector<1xi16>
// CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[R1]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[R2]], %{{.*}}[2]
// CHECK: llvm.insertvalue %[[R3]], %{{.*}}[3]
func.func @make_range() -> (tensor<256xi32>, tensor<512xi32>, tensor<64xi64>, tensor<128xi16>) {
  %0 = nv_tileaa.make_range : tensor<256xi32>
  %1 = nv_tileaa.make_range : tensor<512xi32>
  %2 = nv_tileaa.make_range : tensor<64xi64>
  %3 = nv_tileaa.make_range : tensor<128xi16>
  return %0, %1, %2, %3 : tensor<256xi32>, tensor<512xi32>, tensor<64xi64>, tensor<128xi16>
}

// -----

// broadcast 1x64 -> 32x64: the source (one slot, element t mod 64) already
// holds, in every thread, the column of each of the 16 result slots
// (element t + 128 v, column t mod 64): a register renaming, no scratch.
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @broadcast(
// CHECK-SAME: %[[X:.*]]: vector<1xf32>) -> vector<16xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[R:.*]] = llvm.shufflevector %[[X]], %[[X]] [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<1xf32>
// CHECK-NEXT: llvm.return %[[R]] : vector<16xf32>
func.func @broadcast(%x: tensor<1x64xf32>) -> tensor<32x64xf32> {
  %0 = nv_tileaa.broadcast %x : tensor<1x64xf32> -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----

// broadcast 64x1 -> 64x32: result slot v of thread t is row t / 32 + 4 v,
// held by thread (t / 32 + 4 v) mod 64 of the source: no renaming. The
// 64-element source (256 bytes, element t mod 64) is written by its owners
// (t < 64, guarded); each of the 16 result slots reads its row.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @broadcast_rows(
// CHECK-SAME: %[[X:.*]]: vector<1xf32>) -> vector<16xf32>
// CHECK: nvvm.barrier0
// CHECK: llvm.urem
// CHECK: %[[N2:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %[[N2]] : vector<1xi32>
// CHECK: %[[O0:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O0]], ^[[WRITE:.*]], ^[[DONE:.*]]
// CHECK: ^[[WRITE]]:
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: ^[[DONE]]:
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @broadcast_rows(%x: tensor<64x1xf32>) -> tensor<64x32xf32> {
  %0 = nv_tileaa.broadcast %x : tensor<64x1xf32> -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----

// A one-element source is already in every thread: no exchange.
// CHECK: {{^}}module {
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @broadcast_one(
// CHECK-SAME: %[[X:.*]]: vector<1xi32>) -> vector<4xi32>
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[E:.*]] = llvm.extractelement %[[X]][
// CHECK: %[[I:.*]] = llvm.insertelement %[[E]],
// CHECK: llvm.shufflevector %[[I]], %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @broadcast_one(%x: tensor<1x1xi32>) -> tensor<16x32xi32> {
  %0 = nv_tileaa.broadcast %x : tensor<1x1xi32> -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}

// -----

// permute 16x32 -> 32x16 (512 f32 = 2048 bytes). 512 is a multiple of 128:
// no owner guard on the writes, no wrap of the slot index. Result (r, c)
// reads source (c, r) = c * 32 + r.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<2048 x i8>
// CHECK-LABEL: llvm.func @permute(
// CHECK-NOT: llvm.cond_br
// CHECK-NOT: llvm.urem %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: nvvm.barrier0
// CHECK-NOT: llvm.cond_br
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: %[[LIN:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NOT: dense<512>
// CHECK: %[[C16:.*]] = llvm.mlir.constant(dense<16> : vector<4xi32>)
// CHECK: %[[COL:.*]] = llvm.urem %[[LIN]], %[[C16]] : vector<4xi32>
// CHECK: %[[C16B:.*]] = llvm.mlir.constant(dense<16> : vector<4xi32>)
// CHECK: %[[ROW:.*]] = llvm.udiv %[[LIN]], %[[C16B]] : vector<4xi32>
// CHECK: %[[C32:.*]] = llvm.mlir.constant(dense<32> : vector<4xi32>)
// CHECK: %[[T:.*]] = llvm.mul %[[COL]], %[[C32]] : vector<4xi32>
// CHECK: %[[SRC:.*]] = llvm.add %[[ROW]], %[[T]] : vector<4xi32>
// CHECK: nvvm.barrier0
// CHECK: llvm.extractelement %[[SRC]][
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.return
func.func @permute(%x: tensor<16x32xf32>) -> tensor<32x16xf32> {
  %0 = nv_tileaa.permute %x [1, 0] : tensor<16x32xf32> -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// permute of a rank-3 tile: result (a, b, c) of 4x2x8 with permutation
// [2, 0, 1] reads source (b, c, a) of 2x8x4 = b * 32 + c * 4 + a.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @permute3(
// CHECK: %[[C8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[C:.*]] = llvm.urem %[[LIN:.*]], %[[C8]] :
// CHECK: %[[D8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[Q:.*]] = llvm.udiv %[[LIN]], %[[D8]] :
// CHECK: %[[C2:.*]] = llvm.mlir.constant(dense<2> : vector<1xi32>)
// CHECK: %[[B:.*]] = llvm.urem %[[Q]], %[[C2]] :
// CHECK: %[[D16:.*]] = llvm.mlir.constant(dense<16> : vector<1xi32>)
// CHECK: %[[A:.*]] = llvm.udiv %[[LIN]], %[[D16]] :
// CHECK: %[[K4:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK: %[[C4:.*]] = llvm.mul %[[C]], %[[K4]] :
// CHECK: %[[S:.*]] = llvm.add %[[A]], %[[C4]] :
// CHECK: %[[K32:.*]] = llvm.mlir.constant(dense<32> : vector<1xi32>)
// CHECK: %[[B32:.*]] = llvm.mul %[[B]], %[[K32]] :
// CHECK: llvm.add %[[S]], %[[B32]] :
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
func.func @permute3(%x: tensor<2x8x4xi8>) -> tensor<4x2x8xi8> {
  %0 = nv_tileaa.permute %x [2, 0, 1] : tensor<2x8x4xi8> -> tensor<4x2x8xi8>
  return %0 : tensor<4x2x8xi8>
}

// -----

// extract the 16x16 tile (i, j) of a 64x64 tile (16384 bytes): the origin
// is (i * 16, j * 16), the i64 index is truncated to i32.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @extract(
// CHECK-SAME: %[[X:.*]]: vector<32xf32>, %[[I:.*]]: i32, %[[J:.*]]: i64) -> vector<2xf32>
// CHECK: %[[K16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[OI:.*]] = llvm.mul %[[I]], %[[K16]] : i32
// CHECK: %[[J32:.*]] = llvm.trunc %[[J]] : i64 to i32
// CHECK: %[[K16B:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[OJ:.*]] = llvm.mul %[[J32]], %[[K16B]] : i32
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @extract(%x: tensor<64x64xf32>, %i: i32, %j: i64) -> tensor<16x16xf32> {
  %0 = nv_tileaa.extract %x[%i, %j] : tensor<64x64xf32>[i32, i64] -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// cat 4xf16 ++ 4xf16: lhs at byte 0 (8 bytes), rhs at the next 16-byte
// boundary (24 bytes in all); the rhs is read as element 16 / 2 = 8 onward.
// Both sources have one slot, element t mod 4, owned by t < 4: guarded
// writes. The result slot holds element t mod 8, read from lhs element pos
// for pos < 4, from rhs element pos - 4 (scratch element 8 + pos - 4)
// otherwise.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<24 x i8>
// CHECK-LABEL: llvm.func @cat(
// CHECK-SAME: %[[A:.*]]: vector<1xf16>, %[[B:.*]]: vector<1xf16>) -> vector<1xf16>
// CHECK: %[[L4:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK-NEXT: %[[LI:.*]] = llvm.urem %{{.*}}, %[[L4]] :
// CHECK: %[[L4B:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK-NEXT: llvm.icmp "ult" %{{.*}}, %[[L4B]] :
// CHECK: llvm.cond_br
// CHECK: %[[AV:.*]] = llvm.extractelement %[[A]][
// CHECK: %[[LI0:.*]] = llvm.extractelement %[[LI]][
// CHECK: %[[LR:.*]] = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[LP:.*]] = llvm.getelementptr %[[LR]][%[[LI0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: llvm.store %[[AV]], %[[LP]] : f16, !llvm.ptr<3>
// CHECK: %[[R4:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK-NEXT: %[[RI:.*]] = llvm.urem %{{.*}}, %[[R4]] :
// CHECK: %[[R4B:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK-NEXT: llvm.icmp "ult" %{{.*}}, %[[R4B]] :
// CHECK: llvm.cond_br
// CHECK: %[[BV:.*]] = llvm.extractelement %[[B]][
// CHECK: %[[RI0:.*]] = llvm.extractelement %[[RI]][
// CHECK: %[[RR:.*]] = llvm.getelementptr %{{.*}}[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[RP:.*]] = llvm.getelementptr %[[RR]][%[[RI0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: llvm.store %[[BV]], %[[RP]] : f16, !llvm.ptr<3>
// CHECK: %[[N8:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[POS:.*]] = llvm.urem %{{.*}}, %[[N8]] : vector<1xi32>
// CHECK: %[[SPLIT:.*]] = llvm.mlir.constant(dense<4> : vector<1xi32>)
// CHECK: %[[IN_LHS:.*]] = llvm.icmp "ult" %[[POS]], %[[SPLIT]] : vector<1xi32>
// CHECK: %[[SHIFT:.*]] = llvm.sub %[[POS]], %[[SPLIT]] : vector<1xi32>
// CHECK: %[[RHS_BASE:.*]] = llvm.mlir.constant(dense<8> : vector<1xi32>)
// CHECK: %[[RHS_IDX:.*]] = llvm.add %[[SHIFT]], %[[RHS_BASE]] : vector<1xi32>
// CHECK: %[[IDX:.*]] = llvm.select %[[IN_LHS]], %[[POS]], %[[RHS_IDX]] :
// CHECK: nvvm.barrier0
// CHECK: llvm.extractelement %[[IDX]][
// CHECK: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @cat(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<8xf16> {
  %0 = nv_tileaa.cat %a, %b dim = 0 : tensor<4xf16>, tensor<4xf16> -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

// cat along dim 1 of 2-D tiles: 4x64 ++ 4x64 -> 4x128 (1024 + 1024 bytes);
// rhs elements start at 1024 / 4 = 256.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<2048 x i8>
// CHECK-LABEL: llvm.func @cat2d(
// CHECK: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[C128:.*]] = llvm.mlir.constant(dense<128> : vector<4xi32>)
// CHECK: %[[COL:.*]] = llvm.urem %{{.*}}, %[[C128]] : vector<4xi32>
// CHECK: %[[SPLIT:.*]] = llvm.mlir.constant(dense<64> : vector<4xi32>)
// CHECK: %[[IN_LHS:.*]] = llvm.icmp "ult" %[[COL]], %[[SPLIT]] : vector<4xi32>
// CHECK: %[[RHS_BASE:.*]] = llvm.mlir.constant(dense<256> : vector<4xi32>)
// CHECK: llvm.select %[[IN_LHS]],
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
func.func @cat2d(%a: tensor<4x64xf32>, %b: tensor<4x64xf32>) -> tensor<4x128xf32> {
  %0 = nv_tileaa.cat %a, %b dim = 1 : tensor<4x64xf32>, tensor<4x64xf32> -> tensor<4x128xf32>
  return %0 : tensor<4x128xf32>
}

// -----

// An i1 tile goes through scratch as bytes.
// CHECK: {{^}}module {
// CHECK-NEXT: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @permute_i1(
// CHECK: %[[B:.*]] = llvm.zext %{{.*}} : i1 to i8
// CHECK: llvm.store %[[B]], %{{.*}} : i8, !llvm.ptr<3>
// CHECK: %[[L:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: llvm.trunc %[[L]] : i8 to i1
func.func @permute_i1(%x: tensor<16x16xi1>) -> tensor<16x16xi1> {
  %0 = nv_tileaa.permute %x [1, 0] : tensor<16x16xi1> -> tensor<16x16xi1>
  return %0 : tensor<16x16xi1>
}
