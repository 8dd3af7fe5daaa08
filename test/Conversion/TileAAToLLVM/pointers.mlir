// Pointer and memref ops (4 warps). Tiles of pointers are vectors of i64
// addresses; memrefs are {ptr<1>, [r x i64] sizes, [r x i64] strides}.
// Scalar pointer forms are in pointers-scalar.mlir.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// addptr scales element offsets by the pointee size (f16: 2, a pointer: 8);
// i32 offsets are sign-extended, i64 offsets are used as they are.
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @addptr(
// CHECK-SAME: %[[P:.*]]: vector<2xi64>, %[[O:.*]]: vector<2xi32>, %[[O64:.*]]: vector<2xi64>, %[[PP:.*]]: vector<2xi64>)
// CHECK: %[[W:.*]] = llvm.sext %[[O]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(dense<2> : vector<2xi64>)
// CHECK: %[[B:.*]] = llvm.mul %[[W]], %[[TWO]] : vector<2xi64>
// CHECK: %[[Q:.*]] = llvm.add %[[P]], %[[B]] : vector<2xi64>
// CHECK-NOT: llvm.sext %[[O64]]
// CHECK: %[[TWO2:.*]] = llvm.mlir.constant(dense<2> : vector<2xi64>)
// CHECK: %[[B2:.*]] = llvm.mul %[[O64]], %[[TWO2]] : vector<2xi64>
// CHECK: %[[R:.*]] = llvm.add %[[Q]], %[[B2]] : vector<2xi64>
// CHECK: %[[W3:.*]] = llvm.sext %[[O]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[EIGHT:.*]] = llvm.mlir.constant(dense<8> : vector<2xi64>)
// CHECK: %[[B3:.*]] = llvm.mul %[[W3]], %[[EIGHT]] : vector<2xi64>
// CHECK: %[[R2:.*]] = llvm.add %[[PP]], %[[B3]] : vector<2xi64>
// CHECK: llvm.insertvalue %[[R]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[R2]], %{{.*}}[1]
func.func @addptr(%p: tensor<256x!nv_tileaa.ptr<f16>>, %o: tensor<256xi32>, %o64: tensor<256xi64>, %pp: tensor<256x!nv_tileaa.ptr<!nv_tileaa.ptr<i8>>>) -> (tensor<256x!nv_tileaa.ptr<f16>>, tensor<256x!nv_tileaa.ptr<!nv_tileaa.ptr<i8>>>) {
  %0 = nv_tileaa.addptr %p, %o : tensor<256x!nv_tileaa.ptr<f16>>, tensor<256xi32>
  %1 = nv_tileaa.addptr %0, %o64 : tensor<256x!nv_tileaa.ptr<f16>>, tensor<256xi64>
  %2 = nv_tileaa.addptr %pp, %o : tensor<256x!nv_tileaa.ptr<!nv_tileaa.ptr<i8>>>, tensor<256xi32>
  return %1, %2 : tensor<256x!nv_tileaa.ptr<f16>>, tensor<256x!nv_tileaa.ptr<!nv_tileaa.ptr<i8>>>
}

// -----

// ptr_to_int is the address (truncated below 64 bits), int_to_ptr extends
// to 64 bits, ptr_cast is free.
// CHECK-LABEL: llvm.func @casts(
// CHECK-SAME: %[[P:.*]]: vector<1xi64>, %[[I:.*]]: vector<1xi32>)
// CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[P]] : vector<1xi64> to vector<1xi32>
// CHECK-NEXT: %[[E:.*]] = llvm.sext %[[I]] : vector<1xi32> to vector<1xi64>
// CHECK-NEXT: llvm.mlir.poison
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[T]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[E]], %{{.*}}[2]
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[3]
func.func @casts(%p: tensor<64x!nv_tileaa.ptr<f32>>, %i: tensor<64xi32>) -> (tensor<64xi64>, tensor<64xi32>, tensor<64x!nv_tileaa.ptr<i8>>, tensor<64x!nv_tileaa.ptr<i8>>) {
  %0 = nv_tileaa.ptr_to_int %p : tensor<64x!nv_tileaa.ptr<f32>> -> tensor<64xi64>
  %1 = nv_tileaa.ptr_to_int %p : tensor<64x!nv_tileaa.ptr<f32>> -> tensor<64xi32>
  %2 = nv_tileaa.int_to_ptr %i : tensor<64xi32> -> tensor<64x!nv_tileaa.ptr<i8>>
  %3 = nv_tileaa.ptr_cast %p : tensor<64x!nv_tileaa.ptr<f32>> -> tensor<64x!nv_tileaa.ptr<i8>>
  return %0, %1, %2, %3 : tensor<64xi64>, tensor<64xi32>, tensor<64x!nv_tileaa.ptr<i8>>, tensor<64x!nv_tileaa.ptr<i8>>
}

// -----

// make_memref builds the descriptor; get_dim_size reads sizes[dim].
// CHECK-LABEL: llvm.func @memref(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[M:.*]]: i64, %[[N:.*]]: i64, %[[S:.*]]: i64)
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<1>, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D0:.*]] = llvm.insertvalue %[[P]], %[[U]][0]
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[M]], %[[D0]][1, 0]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[N]], %[[D1]][1, 1]
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[S]], %[[D2]][2, 0]
// CHECK: %[[D:.*]] = llvm.insertvalue %[[M]], %[[D3]][2, 1]
// CHECK: %[[X0:.*]] = llvm.extractvalue %[[D]][1, 0]
// CHECK: %[[X1:.*]] = llvm.extractvalue %[[D]][1, 1]
// CHECK: llvm.insertvalue %[[D]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[X0]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[X1]], %{{.*}}[2]
func.func @memref(%p: !nv_tileaa.ptr<bf16>, %m: i64, %n: i64, %s: i64) -> (!nv_tileaa.memref<bf16, 2>, i64, i64) {
  %0 = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%s, %m) : !nv_tileaa.ptr<bf16> -> !nv_tileaa.memref<bf16, 2>
  %1 = nv_tileaa.get_dim_size %0, 0 : !nv_tileaa.memref<bf16, 2>
  %2 = nv_tileaa.get_dim_size %0, 1 : !nv_tileaa.memref<bf16, 2>
  return %0, %1, %2 : !nv_tileaa.memref<bf16, 2>, i64, i64
}

// -----

// A tile of pointers built the usual way: splat the base, add make_range.
// CHECK-LABEL: llvm.func @pointer_tile(
// CHECK-SAME: %[[BASE:.*]]: !llvm.ptr<1>)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[BASE]] : !llvm.ptr<1> to i64
// CHECK: %[[R:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: %[[RW:.*]] = llvm.sext %[[R]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(dense<4> : vector<2xi64>)
// CHECK: llvm.mul %[[RW]], %[[FOUR]] : vector<2xi64>
// CHECK: llvm.intr.masked.gather {{.*}} -> vector<2xf32>
func.func @pointer_tile(%base: !nv_tileaa.ptr<f32>) -> tensor<256xf32> {
  %s = nv_tileaa.splat %base : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %r = nv_tileaa.make_range : tensor<256xi32>
  %p = nv_tileaa.addptr %s, %r : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %x, %t = nv_tileaa.load %p : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  return %x : tensor<256xf32>
}
