// nv_tileaa.insert: the source goes through scratch; each result slot inside
// the slice (0 <= coordinate - index * source extent < source extent, one
// unsigned compare per dimension) reads its source element, the others keep
// the destination slot.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @insert(
// CHECK-SAME: %[[SRC:[^:]*]]: vector<1xf32>, %[[DST:[^:]*]]: vector<2xf32>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i64)
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: llvm.mul %[[I]], %{{.*}} : i32
// CHECK: llvm.icmp "ult"
// CHECK: llvm.trunc %[[J]] : i64 to i32
// CHECK: llvm.icmp "ult"
// CHECK: %[[IN:.*]] = llvm.and
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.select %[[IN]], %{{.*}}, %[[DST]] : vector<2xi1>, vector<2xf32>
func.func @insert(%src: tensor<4x8xf32>, %dst: tensor<16x16xf32>, %i: i32, %j: i64) -> tensor<16x16xf32> {
  %r = nv_tileaa.insert %src, %dst[%i, %j] : tensor<4x8xf32>, tensor<16x16xf32>[i32, i64]
  return %r : tensor<16x16xf32>
}
