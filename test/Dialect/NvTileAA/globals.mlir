// global, get_global, alloca, tiled_atomic_red and alias_fence parse, print
// and re-parse, in the custom and in the generic form.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s

// CHECK: nv_tileaa.global @g = dense<[1, 2]> : tensor<2xi32> {alignment = 16 : i64}
nv_tileaa.global @g = dense<[1, 2]> : tensor<2xi32> {alignment = 16 : i64}
// CHECK: nv_tileaa.global "private" @h = dense<5.000000e-01> : tensor<4xf16> {constant}
nv_tileaa.global "private" @h = dense<0.5> : tensor<4xf16> {constant}

// CHECK-LABEL: func.func @ops
func.func @ops(%m: !nv_tileaa.memref<f32, 2>, %i: i32, %x: tensor<4x8xf32>) {
  // CHECK: nv_tileaa.get_global @g : !nv_tileaa.ptr<i32>
  %p = nv_tileaa.get_global @g : !nv_tileaa.ptr<i32>
  // CHECK: nv_tileaa.alloca num_elem = 8, alignment = 32 : !nv_tileaa.ptr<f64>
  %a = nv_tileaa.alloca num_elem = 8, alignment = 32 : !nv_tileaa.ptr<f64>
  // CHECK: %[[T:.*]] = nv_tileaa.tiled_atomic_red addf %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] steps [4, 8] dim_map [1, 0] {scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<4x8xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %t = nv_tileaa.tiled_atomic_red addf %x, %m[%i, %i] steps [4, 8] dim_map [1, 0] {scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<4x8xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  // CHECK: nv_tileaa.alias_fence token(%[[T]])
  %f = nv_tileaa.alias_fence token(%t)
  // CHECK: nv_tileaa.alias_fence{{$}}
  %g = nv_tileaa.alias_fence
  return
}
