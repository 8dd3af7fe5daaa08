// The async pipeline ops and the ring type print and parse back, in the
// custom and the generic form.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s

#l = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

// CHECK-LABEL: func.func @ring
// CHECK: %[[R:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>>
// CHECK: nv_tileas.async_tiled_copy %{{.*}}[%{{.*}}, %{{.*}}] into %[[R]][%{{.*}}] if %{{.*}} steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #simt>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<3, tensor<64x32xf16>>
// CHECK: nv_tileas.async_tiled_copy %{{.*}} into %[[R]][%{{.*}}] steps
// CHECK: nv_tileas.async_commit
// CHECK: nv_tileas.async_wait {pending = 1 : i32}
// CHECK: nv_tileas.async_wait thread_private {pending = 2 : i32}
// CHECK: nv_tileas.local_load %[[R]][%{{.*}}] : !nv_tileas.smem<3, tensor<64x32xf16>> -> tensor<64x32xf16, #simt>
func.func @ring(%m: !nv_tileaa.memref<f16, 2>, %i: i32, %s: i32, %p: i1) -> tensor<64x32xf16, #l> {
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>>
  nv_tileas.async_tiled_copy %m[%i, %i] into %r[%s] if %p steps [64, 32] dim_map [0, 1] padding 0.0 : f16 {tile = tensor<64x32xf16, #l>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<3, tensor<64x32xf16>>
  nv_tileas.async_tiled_copy %m[%i, %i] into %r[%s] steps [64, 32] dim_map [0, 1] {tile = tensor<64x32xf16, #l>} : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<3, tensor<64x32xf16>>
  nv_tileas.async_commit
  nv_tileas.async_wait {pending = 1 : i32}
  nv_tileas.async_wait thread_private {pending = 2 : i32}
  %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<3, tensor<64x32xf16>> -> tensor<64x32xf16, #l>
  return %t : tensor<64x32xf16, #l>
}

// Stages of 8-bit and 32-bit tiles are not swizzled and need no 1024-byte
// multiple.
// CHECK-LABEL: func.func @plain
// CHECK: !nv_tileas.smem<2, tensor<16x16xi8>>
// CHECK: !nv_tileas.smem<4, tensor<8x8xf32>>
func.func @plain() {
  %a = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<16x16xi8>>
  %b = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<8x8xf32>>
  return
}

// Rings for wgmma and tcgen05 hold core matrices or swizzle atoms; the
// default arrangement is not printed.
// CHECK-LABEL: func.func @core
// CHECK: !nv_tileas.smem<4, tensor<64x32xf16>, "core_k">
// CHECK: !nv_tileas.smem<4, tensor<32x64xf16>, "core_mn">
// CHECK: !nv_tileas.smem<2, tensor<64x64xi8>, "core_k">
// CHECK: !nv_tileas.smem<2, tensor<64x32xf16>>
// CHECK: !nv_tileas.smem<4, tensor<64x16xf16>, "swizzle_k">
// CHECK: !nv_tileas.smem<4, tensor<32x192xf16>, "swizzle_mn">
// CHECK: nv_tileas.async_wait async_proxy {pending = 2 : i32}
func.func @core() {
  %a = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<64x32xf16>, "core_k">
  %b = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<32x64xf16>, "core_mn">
  %c = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x64xi8>, "core_k">
  %d = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>, "row_major">
  %e = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<64x16xf16>, "swizzle_k">
  %f = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<32x192xf16>, "swizzle_mn">
  nv_tileas.async_wait async_proxy {pending = 2 : i32}
  return
}

// mbarrier-completed rings: the pipeline type and its four stage ops.
// CHECK-LABEL: func.func @pipeline
// CHECK: %[[P:.*]] = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.producer_acquire %[[P]][%{{.*}}] parity %{{.*}} : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.producer_commit %[[P]][%{{.*}}] : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.consumer_wait %[[P]][%{{.*}}] parity %{{.*}} : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.consumer_wait %[[P]][%{{.*}}] parity %{{.*}} async_proxy : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.consumer_release %[[P]][%{{.*}}] : !nv_tileas.pipeline<3>
func.func @pipeline(%s: i32, %ph: i1) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  nv_tileas.producer_acquire %p[%s] parity %ph : !nv_tileas.pipeline<3>
  nv_tileas.producer_commit %p[%s] : !nv_tileas.pipeline<3>
  nv_tileas.consumer_wait %p[%s] parity %ph : !nv_tileas.pipeline<3>
  nv_tileas.consumer_wait %p[%s] parity %ph async_proxy : !nv_tileas.pipeline<3>
  nv_tileas.consumer_release %p[%s] : !nv_tileas.pipeline<3>
  return
}

// CHECK-LABEL: func.func @warpgroup_wait
// CHECK: nv_tileas.warpgroup_wait {pending = 1 : i32}
// CHECK: %{{.*}}:2 = nv_tileas.warpgroup_wait %{{.*}}, %{{.*}} : tensor<64x64xf32>, tensor<64x64xi32> -> tensor<64x64xf32>, tensor<64x64xi32> {pending = 0 : i32}
func.func @warpgroup_wait(%a: tensor<64x64xf32>, %b: tensor<64x64xi32>) {
  nv_tileas.warpgroup_wait {pending = 1 : i32}
  %r:2 = nv_tileas.warpgroup_wait %a, %b : tensor<64x64xf32>, tensor<64x64xi32> -> tensor<64x64xf32>, tensor<64x64xi32> {pending = 0 : i32}
  return
}
