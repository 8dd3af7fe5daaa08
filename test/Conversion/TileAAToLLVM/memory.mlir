// Memory ops on distributed tiles (4 warps): tiled_load/tiled_store through
// a memref's sizes and strides, load/store through tiles of pointers, and
// the ordering tokens.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file, also for 8
// warps): a memory op on a tile without a thread layout (N not a power of
// two) is an error of the layout assignment, tested in
// ../TileAAToTileAS/invalid.mlir (@odd_load).

// tiled_load of a 16x32 f16 tile with dim_map [1, 0]: tile dim 0 walks
// memref dim 1 from i * 16, tile dim 1 walks memref dim 0 from j * 32. Each
// coordinate is bounds-checked (unsigned, so negatives fail too) against its
// memref size; out-of-bounds slots read the padding.
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @tiled_load_2d(
// CHECK-SAME: %[[M:.*]]: !llvm.struct<(ptr<1>, array<2 x i64>, array<2 x i64>)>, %[[I:.*]]: i32, %[[J:.*]]: i64) -> vector<4xf16>
//   512 elements: exact, so no wrap and no owner mask.
// CHECK-NOT: llvm.urem %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[LIN:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[C32:.*]] = llvm.mlir.constant(dense<32> : vector<4xi32>)
// CHECK: %[[J1:.*]] = llvm.urem %[[LIN]], %[[C32]] : vector<4xi32>
// CHECK: %[[D32:.*]] = llvm.mlir.constant(dense<32> : vector<4xi32>)
// CHECK: %[[J0:.*]] = llvm.udiv %[[LIN]], %[[D32]] : vector<4xi32>
//   tile dim 0 -> memref dim 1
// CHECK: %[[I64:.*]] = llvm.sext %[[I]] : i32 to i64
// CHECK: %[[S16:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK: %[[O0:.*]] = llvm.mul %[[I64]], %[[S16]] : i64
// CHECK: %[[J0W:.*]] = llvm.zext %[[J0]] : vector<4xi32> to vector<4xi64>
// CHECK: %[[C0:.*]] = llvm.add %{{.*}}, %[[J0W]] : vector<4xi64>
// CHECK: %[[SIZE1:.*]] = llvm.extractvalue %[[M]][1, 1]
// CHECK: %[[STRIDE1:.*]] = llvm.extractvalue %[[M]][2, 1]
// CHECK: %[[IN0:.*]] = llvm.icmp "ult" %[[C0]], %{{.*}} : vector<4xi64>
// CHECK: %[[OFF0:.*]] = llvm.mul %[[C0]], %{{.*}} : vector<4xi64>
//   tile dim 1 -> memref dim 0 (the i64 index is used as is)
// CHECK: %[[S32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: %[[O1:.*]] = llvm.mul %[[J]], %[[S32]] : i64
// CHECK: %[[J1W:.*]] = llvm.zext %[[J1]] : vector<4xi32> to vector<4xi64>
// CHECK: %[[C1:.*]] = llvm.add %{{.*}}, %[[J1W]] : vector<4xi64>
// CHECK: llvm.extractvalue %[[M]][1, 0]
// CHECK: llvm.extractvalue %[[M]][2, 0]
// CHECK: %[[IN1:.*]] = llvm.icmp "ult" %[[C1]], %{{.*}} : vector<4xi64>
// CHECK: %[[IN:.*]] = llvm.and %[[IN0]], %[[IN1]] : vector<4xi1>
// CHECK: %[[OFF1:.*]] = llvm.mul %[[C1]], %{{.*}} : vector<4xi64>
// CHECK: %[[OFF:.*]] = llvm.add %[[OFF0]], %[[OFF1]] : vector<4xi64>
// CHECK: %[[BASEP:.*]] = llvm.extractvalue %[[M]][0]
// CHECK: llvm.ptrtoint %[[BASEP]] : !llvm.ptr<1> to i64
// CHECK: %[[ESZ:.*]] = llvm.mlir.constant(dense<2> : vector<4xi64>)
// CHECK: %[[BYTES:.*]] = llvm.mul %[[OFF]], %[[ESZ]] : vector<4xi64>
// CHECK: %[[ADDR:.*]] = llvm.add %{{.*}}, %[[BYTES]] : vector<4xi64>
// CHECK: %[[PAD:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf16>)
// CHECK: %[[PTRS:.*]] = llvm.inttoptr %[[ADDR]] : vector<4xi64> to vector<4x!llvm.ptr<1>>
// CHECK: llvm.intr.masked.gather %[[PTRS]], %[[IN]], %[[PAD]] {alignment = 2 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf16>) -> vector<4xf16>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @tiled_load_2d(%m: !nv_tileaa.memref<f16, 2>, %i: i32, %j: i64) -> tensor<16x32xf16> {
  %x, %t = nv_tileaa.tiled_load %m[%i, %j] steps [16, 32] dim_map [1, 0] padding 1.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i64] -> tensor<16x32xf16>
  return %x : tensor<16x32xf16>
}

// -----

// tiled_load of 64 elements: one slot, element t mod 64 (threads 64..127
// hold replicas and load too: no owner mask); the row-major index plus the
// origin i * 64 is bounds-checked, and no padding reads zero. 512 elements:
// four slots, t + 128 v, no wrap.
// CHECK-LABEL: llvm.func @tiled_load_replicated(
// CHECK-SAME: %[[M:.*]]: !llvm.struct<(ptr<1>, array<1 x i64>, array<1 x i64>)>, %[[I:.*]]: i32)
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[IDX:.*]] = llvm.urem %{{.*}}, %[[N]] : vector<1xi32>
// CHECK: %[[I64:.*]] = llvm.sext %[[I]] : i32 to i64
// CHECK: %[[STEP:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[ORG:.*]] = llvm.mul %[[I64]], %[[STEP]] : i64
// CHECK: %[[ORGV:.*]] = llvm.insertelement %[[ORG]],
// CHECK: %[[IDX64:.*]] = llvm.zext %[[IDX]] : vector<1xi32> to vector<1xi64>
// CHECK: %[[COORD:.*]] = llvm.add %[[ORGV]], %[[IDX64]] : vector<1xi64>
// CHECK: %[[IN:.*]] = llvm.icmp "ult" %[[COORD]], %{{.*}} : vector<1xi64>
// CHECK-NOT: llvm.and
// CHECK-NOT: tid.x
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(dense<0> : vector<1xi32>)
// CHECK: llvm.intr.masked.gather %{{.*}}, %[[IN]], %[[ZERO]] {alignment = 4 : i32} : (vector<1x!llvm.ptr<1>>, vector<1xi1>, vector<1xi32>) -> vector<1xi32>
// CHECK: %[[B:.*]] = llvm.mlir.constant(dense<[0, 128, 256, 384]> : vector<4xi32>)
// CHECK-NOT: llvm.urem
// CHECK: %[[STEP2:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK-NOT: llvm.and
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
func.func @tiled_load_replicated(%m: !nv_tileaa.memref<i32, 1>, %i: i32) -> (tensor<64xi32>, tensor<512xi32>) {
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [64] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<64xi32>
  %y, %t2 = nv_tileaa.tiled_load %m[%i] steps [512] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<512xi32>
  return %x, %y : tensor<64xi32>, tensor<512xi32>
}

// -----

// Which bounds test a dim gets (MemoryPatterns.cpp, slotsInside). A row of a
// view whose sizes are i32 (the softmax pattern): tile dim 0 is one wide, so
// its coordinate is the origin alone, compared in i64 (LLVM narrows a
// compare of a zero-extended block id); tile dim 1 starts at the constant 0,
// so the window of allowed columns is [0, size) clamped once (one smax and
// smin that LLVM folds to a max.s32) and each slot compares in 32 bits. A
// runtime origin, or a size that may not fit in i32 (an i64 argument),
// keeps the i64 compare: there the clamping would cost more than it saves.
// CHECK-LABEL: llvm.func @bounds_forms(
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: %[[TOP:.*]] = llvm.mlir.constant(2147483647 : i64) : i64
// CHECK: %[[LO:.*]] = llvm.intr.smin(%{{.*}}, %[[TOP]])
// CHECK: %[[HIA:.*]] = llvm.intr.smax(%{{.*}}, %[[LO]])
// CHECK: %[[HI:.*]] = llvm.intr.smin(%[[HIA]], %[[TOP]])
// CHECK: %[[N:.*]] = llvm.sub %[[HI]], %[[LO]] : i64
// CHECK: %[[N32:.*]] = llvm.trunc %[[N]] : i64 to i32
// CHECK: %[[REL:.*]] = llvm.sub %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: %[[NV:.*]] = llvm.insertelement %[[N32]]
// CHECK: %[[NS:.*]] = llvm.shufflevector %[[NV]]
// CHECK: llvm.icmp "ult" %[[REL]], %[[NS]] : vector<4xi32>
// CHECK: llvm.intr.masked.gather
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.intr.masked.gather
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: llvm.intr.smax
// CHECK: llvm.intr.masked.gather
func.func @bounds_forms(%p: !nv_tileaa.ptr<f16>, %r32: i32, %c32: i32, %s64: i64, %n64: i64, %i: i32) -> (tensor<1x512xf16>, tensor<1x512xf16>, tensor<1x512xf16>) {
  %c0 = arith.constant 0 : i32
  %one = arith.constant 1 : i64
  %r = arith.extsi %r32 : i32 to i64
  %c = arith.extsi %c32 : i32 to i64
  %m = nv_tileaa.make_memref %p, sizes(%r, %c), strides(%s64, %one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
  %x, %t = nv_tileaa.tiled_load %m[%i, %c0] steps [1, 512] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<1x512xf16>
  %y, %t2 = nv_tileaa.tiled_load %m[%i, %i] steps [1, 512] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<1x512xf16>
  %w = nv_tileaa.make_memref %p, sizes(%r, %n64), strides(%s64, %one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
  %z, %t3 = nv_tileaa.tiled_load %w[%i, %c0] steps [1, 512] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<1x512xf16>
  return %x, %y, %z : tensor<1x512xf16>, tensor<1x512xf16>, tensor<1x512xf16>
}

// -----

// tiled_store of 64 elements is masked by the bounds AND by ownership
// (t < 64), so the replicas in threads 64..127 never write; 256 elements
// (all owned) need only the bounds.
// CHECK-LABEL: llvm.func @tiled_store(
// CHECK-SAME: %{{.*}}: !llvm.struct<(ptr<1>, array<1 x i64>, array<1 x i64>)>, %{{.*}}: i32, %[[X:.*]]: vector<1xi32>, %[[Y:.*]]: vector<2xi32>)
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: llvm.urem %{{.*}}, %[[N]] : vector<1xi32>
// CHECK: %[[IN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi64>
// CHECK: %[[ADDR:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<1xi64>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[TIDV:.*]] = llvm.insertelement %[[TID]],
// CHECK: %[[N2:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %[[TIDV]], %[[N2]] : vector<1xi32>
// CHECK: %[[MASK:.*]] = llvm.and %[[IN]], %[[OWN]] : vector<1xi1>
// CHECK: %[[PTRS:.*]] = llvm.inttoptr %[[ADDR]] : vector<1xi64> to vector<1x!llvm.ptr<1>>
// CHECK: llvm.intr.masked.scatter %[[X]], %[[PTRS]], %[[MASK]] {alignment = 4 : i32} : vector<1xi32>, vector<1xi1> into vector<1x!llvm.ptr<1>>
//   The exact store.
// CHECK: %[[BASE:.*]] = llvm.mlir.constant(dense<[0, 128]> : vector<2xi32>)
// CHECK-NOT: llvm.urem
// CHECK: %[[IN2:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<2xi64>
// CHECK-NOT: llvm.and
// CHECK: llvm.intr.masked.scatter %[[Y]], %{{.*}}, %[[IN2]] {alignment = 4 : i32}
// CHECK: llvm.return
func.func @tiled_store(%m: !nv_tileaa.memref<i32, 1>, %i: i32, %x: tensor<64xi32>, %y: tensor<256xi32>) {
  %t = nv_tileaa.tiled_store %x, %m[%i] steps [64] dim_map [0] : tensor<64xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %t2 = nv_tileaa.tiled_store %y, %m[%i] steps [256] dim_map [0] : tensor<256xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// -----

// tiled_store of a 2-D tile whose step differs from the tile shape: the
// origin is index * step, the coordinates still come from the tile shape.
// CHECK-LABEL: llvm.func @tiled_store_steps(
// CHECK: %[[S0:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: llvm.mul %{{.*}}, %[[S0]] : i64
// CHECK: %[[S1:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK: llvm.mul %{{.*}}, %[[S1]] : i64
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 8 : i32} : vector<1xf64>, vector<1xi1> into vector<1x!llvm.ptr<1>>
func.func @tiled_store_steps(%m: !nv_tileaa.memref<f64, 2>, %i: i32, %j: i32, %x: tensor<4x32xf64>) {
  %t = nv_tileaa.tiled_store %x, %m[%i, %j] steps [64, 8] dim_map [0, 1] : tensor<4x32xf64>, !nv_tileaa.memref<f64, 2>[i32, i32]
  return
}

// -----

// load through a tile of pointers: the mask and `other` pass straight to
// the gather; without them the mask is all-true and the fill zero.
// CHECK-LABEL: llvm.func @load_tile(
// CHECK-SAME: %[[P:.*]]: vector<2xi64>, %[[M:.*]]: vector<2xi1>, %[[O:.*]]: vector<2xf32>)
// CHECK: %[[PTRS:.*]] = llvm.inttoptr %[[P]] : vector<2xi64> to vector<2x!llvm.ptr<1>>
// CHECK: %[[A:.*]] = llvm.intr.masked.gather %[[PTRS]], %[[M]], %[[O]] {alignment = 4 : i32} : (vector<2x!llvm.ptr<1>>, vector<2xi1>, vector<2xf32>) -> vector<2xf32>
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>)
// CHECK: %[[ALL:.*]] = llvm.mlir.constant(dense<true> : vector<2xi1>)
// CHECK: %[[PTRS2:.*]] = llvm.inttoptr %[[P]] : vector<2xi64> to vector<2x!llvm.ptr<1>>
// CHECK: %[[B:.*]] = llvm.intr.masked.gather %[[PTRS2]], %[[ALL]], %[[ZERO]] {alignment = 4 : i32}
// CHECK: llvm.insertvalue %[[A]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[B]], %{{.*}}[1]
func.func @load_tile(%p: tensor<256x!nv_tileaa.ptr<f32>>, %m: tensor<256xi1>, %o: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>) {
  %x, %t = nv_tileaa.load %p mask(%m : tensor<256xi1>) other(%o : tensor<256xf32>) : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  %y, %t2 = nv_tileaa.load %p : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  return %x, %y : tensor<256xf32>, tensor<256xf32>
}

// -----

// Tiles of pointers to pointers load 8-byte addresses.
// CHECK-LABEL: llvm.func @load_pointers(
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 8 : i32} : (vector<1x!llvm.ptr<1>>, vector<1xi1>, vector<1xi64>) -> vector<1xi64>
func.func @load_pointers(%p: tensor<64x!nv_tileaa.ptr<!nv_tileaa.ptr<f32>>>) -> tensor<64x!nv_tileaa.ptr<f32>> {
  %x, %t = nv_tileaa.load %p : tensor<64x!nv_tileaa.ptr<!nv_tileaa.ptr<f32>>> -> tensor<64x!nv_tileaa.ptr<f32>>
  return %x : tensor<64x!nv_tileaa.ptr<f32>>
}

// -----

// A scalar load runs in every thread; with a mask it is a branch that
// yields `other` (or zero) when the mask is false.
// CHECK-LABEL: llvm.func @load_scalar(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[M:.*]]: i1, %[[O:.*]]: f64)
// CHECK: llvm.cond_br %[[M]], ^[[T:.*]], ^[[F:.*]]
// CHECK: ^[[T]]:
// CHECK: %[[L:.*]] = llvm.load %[[P]] {alignment = 8 : i64} : !llvm.ptr<1> -> f64
// CHECK: llvm.br ^[[J:.*]](%[[L]] : f64)
// CHECK: ^[[F]]:
// CHECK: llvm.br ^[[J]](%[[O]] : f64)
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK: llvm.cond_br %[[M]]
// CHECK: llvm.br ^{{.*}}(%[[Z]] : f64)
// CHECK: llvm.load %[[P]] {alignment = 8 : i64} : !llvm.ptr<1> -> f64
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: tid.x
// CHECK: llvm.return
func.func @load_scalar(%p: !nv_tileaa.ptr<f64>, %m: i1, %o: f64) -> (f64, f64, f64) {
  %x, %t = nv_tileaa.load %p mask(%m : i1) other(%o : f64) : !nv_tileaa.ptr<f64> -> f64
  %y, %t2 = nv_tileaa.load %p mask(%m : i1) : !nv_tileaa.ptr<f64> -> f64
  %z, %t3 = nv_tileaa.load %p : !nv_tileaa.ptr<f64> -> f64
  return %x, %y, %z : f64, f64, f64
}

// -----

// store through a tile of pointers: the user mask AND ownership (32
// elements: one slot, element t mod 32, owned by t < 32). A scalar store is
// done by thread 0 only.
// CHECK-LABEL: llvm.func @store(
// CHECK-SAME: %[[P:.*]]: vector<1xi64>, %[[M:.*]]: vector<1xi1>, %[[X:.*]]: vector<1xf32>, %[[SP:.*]]: !llvm.ptr<1>, %[[S:.*]]: i8, %[[SM:.*]]: i1)
// CHECK: %[[VT:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[VTV:.*]] = llvm.insertelement %[[VT]],
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<32> : vector<1xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %[[VTV]], %[[N]] : vector<1xi32>
// CHECK: %[[MASK:.*]] = llvm.and %[[M]], %[[OWN]] : vector<1xi1>
// CHECK: %[[PTRS:.*]] = llvm.inttoptr %[[P]] : vector<1xi64> to vector<1x!llvm.ptr<1>>
// CHECK: llvm.intr.masked.scatter %[[X]], %[[PTRS]], %[[MASK]] {alignment = 4 : i32}
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[T0:.*]] = llvm.icmp "eq" %[[TID]], %[[ZERO]] : i32
// CHECK: llvm.cond_br %[[T0]], ^[[IN0:.*]], ^[[AFTER:.*]]
// CHECK: ^[[IN0]]:
// CHECK: llvm.cond_br %[[SM]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.store %[[S]], %[[SP]] {alignment = 1 : i64} : i8, !llvm.ptr<1>
// CHECK: ^[[AFTER]]:
// CHECK: %[[TID2:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: llvm.icmp "eq" %[[TID2]], %{{.*}} : i32
// CHECK: llvm.store %[[S]], %[[SP]] {alignment = 1 : i64} : i8, !llvm.ptr<1>
// CHECK-NOT: __tileiras_scratch
// CHECK: llvm.return
func.func @store(%p: tensor<32x!nv_tileaa.ptr<f32>>, %m: tensor<32xi1>, %x: tensor<32xf32>, %sp: !nv_tileaa.ptr<i8>, %s: i8, %sm: i1) {
  %t = nv_tileaa.store %x, %p mask(%m : tensor<32xi1>) : tensor<32xf32>, tensor<32x!nv_tileaa.ptr<f32>>
  %t2 = nv_tileaa.store %s, %sp mask(%sm : i1) : i8, !nv_tileaa.ptr<i8>
  %t3 = nv_tileaa.store %s, %sp : i8, !nv_tileaa.ptr<i8>
  return
}

// -----

// Tokens carry no data (i32 0). An access ordered after another access
// (a token that is not create_mem_token's) starts with a CTA barrier.
// CHECK-LABEL: llvm.func @tokens(
// CHECK-SAME: %{{.*}}: vector<2xi64>, %{{.*}}: vector<2xf32>, %{{.*}}: i32)
//   load after create_mem_token: no barrier
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.intr.masked.gather
//   store after the load: barrier
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
//   store after a join: barrier
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
//   store after a function argument token: barrier
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
//   store without a token: no barrier
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @tokens(%p: tensor<256x!nv_tileaa.ptr<f32>>, %x: tensor<256xf32>, %arg: !nv_tileaa.mem_token) {
  %t0 = nv_tileaa.create_mem_token
  %y, %t1 = nv_tileaa.load %p token(%t0) : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  %t2 = nv_tileaa.store %x, %p token(%t1) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %j = nv_tileaa.join_mem_token %t0, %t2
  %t3 = nv_tileaa.store %y, %p token(%j) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %t4 = nv_tileaa.store %y, %p token(%arg) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %t5 = nv_tileaa.store %y, %p : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  return
}

// -----

// Tokens as function results are i32 zeros.
// CHECK-LABEL: llvm.func @token_values() -> !llvm.struct<(i32, i32)>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.insertvalue %[[Z]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[Z2]], %{{.*}}[1]
func.func @token_values() -> (!nv_tileaa.mem_token, !nv_tileaa.mem_token) {
  %t0 = nv_tileaa.create_mem_token
  %j = nv_tileaa.join_mem_token %t0, %t0
  return %t0, %j : !nv_tileaa.mem_token, !nv_tileaa.mem_token
}
