// The TMA ops and the tensor-map type print and parse back, in the custom
// and the generic form.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s

// CHECK-LABEL: func.func @core
// CHECK: %[[D:.*]] = nv_tileas.make_tma_desc %{{.*}} : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
// CHECK: nv_tileas.producer_expect_tx %[[P:.*]][%{{.*}}] bytes(4096) : !nv_tileas.pipeline<3>
// CHECK: nv_tileas.tma_load %[[D]][%{{.*}}, %{{.*}}] into %{{.*}}[%{{.*}}] on %[[P]] if %{{.*}} : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
// CHECK: nv_tileas.tma_load %[[D]][%{{.*}}, %{{.*}}] into %{{.*}}[%{{.*}}] on %[[P]] :
func.func @core(%m: !nv_tileaa.memref<f16, 2>, %i: i32, %k: i32, %s: i32, %pred: i1) {
  %d = nv_tileas.make_tma_desc %m : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">
  nv_tileas.producer_expect_tx %p[%s] bytes(4096) : !nv_tileas.pipeline<3>
  nv_tileas.tma_load %d[%i, %k] into %r[%s] on %p if %pred : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
  nv_tileas.tma_load %d[%i, %k] into %r[%s] on %p : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
  return
}

// A row-major box (not 16-bit: those stages are swizzled); the default
// arrangement is not printed.
// CHECK-LABEL: func.func @row_major
// CHECK: !nv_tileas.tma_desc<tensor<32x64xf32>>
// CHECK: !nv_tileas.tma_desc<tensor<2x16x16xi8>>
func.func @row_major(%m: !nv_tileaa.memref<f32, 2>, %n: !nv_tileaa.memref<i8, 3>) {
  %d = nv_tileas.make_tma_desc %m : !nv_tileaa.memref<f32, 2> -> !nv_tileas.tma_desc<tensor<32x64xf32>, "row_major">
  %e = nv_tileas.make_tma_desc %n : !nv_tileaa.memref<i8, 3> -> !nv_tileas.tma_desc<tensor<2x16x16xi8>>
  return
}
