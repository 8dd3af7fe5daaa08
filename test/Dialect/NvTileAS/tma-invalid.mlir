// TMA ops and tensor maps that TMA cannot carry out are refused with a
// message that names what is wrong.
//
// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{expects no 16-bit row_major box}}
func.func @swizzled(%d: !nv_tileas.tma_desc<tensor<64x32xf16>>)

// -----

// expected-error @+1 {{expects the box's last dimension to be a multiple of 16 bytes, got 8}}
func.func @narrow(%d: !nv_tileas.tma_desc<tensor<64x2xf32>>)

// -----

// expected-error @+1 {{expects box dimensions of at most 256, got 512}}
func.func @long(%d: !nv_tileas.tma_desc<tensor<512x16xi8>>)

// -----

// expected-error @+1 {{expects a box of rank at most 5, got 6}}
func.func @rank(%d: !nv_tileas.tma_desc<tensor<1x1x1x1x1x16xi8>>)

// -----

// expected-error @+1 {{expects a 2-D tile of whole core matrices (8 x 8)}}
func.func @ragged(%d: !nv_tileas.tma_desc<tensor<60x32xf16>, "core_k">)

// -----

// expected-error @+1 {{expects at most 256 row groups and 256 16-byte pieces a row}}
func.func @wide(%d: !nv_tileas.tma_desc<tensor<8x4096xf16>, "core_k">)

// -----

// expected-error @+1 {{expects at most 256 rows, got 'tensor<512x64xf16>'}}
func.func @tall_swizzled(%d: !nv_tileas.tma_desc<tensor<512x64xf16>, "swizzle_k">)

// -----

func.func @element(%m: !nv_tileaa.memref<f32, 2>) {
  // expected-error @+1 {{expects the memref's element type 'f32' in the box, got 'f16'}}
  %d = nv_tileas.make_tma_desc %m : !nv_tileaa.memref<f32, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
  return
}

// -----

func.func @box_rank(%m: !nv_tileaa.memref<i8, 3>) {
  // expected-error @+1 {{expects a box of the memref's rank 3, got 2}}
  %d = nv_tileas.make_tma_desc %m : !nv_tileaa.memref<i8, 3> -> !nv_tileas.tma_desc<tensor<16x16xi8>>
  return
}

// -----

func.func @ring(%d: !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, %i: i32, %s: i32) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>, "core_mn">
  // expected-error @+1 {{expects a ring of the box 'tensor<64x32xf16>' (core_k), got 'tensor<64x32xf16>' (core_mn)}}
  nv_tileas.tma_load %d[%i, %i] into %r[%s] on %p : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_mn">, !nv_tileas.pipeline<3>
  return
}

// -----

func.func @indices(%d: !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, %i: i32, %s: i32) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">
  // expected-error @+1 {{expects one index per box dimension, got 1}}
  nv_tileas.tma_load %d[%i] into %r[%s] on %p : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
  return
}

// -----

func.func @stages(%d: !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, %i: i32, %s: i32) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">
  // expected-error @+1 {{expects a pipeline of the ring's 3 stages, got 2}}
  nv_tileas.tma_load %d[%i, %i] into %r[%s] on %p : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<2>
  return
}

// -----

func.func @stage(%d: !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, %i: i32) {
  %s = arith.constant 3 : i32
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">
  // expected-error @+1 {{stage 3 is outside the pipeline's 3}}
  nv_tileas.tma_load %d[%i, %i] into %r[%s] on %p : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
  return
}

// -----

func.func @tx(%s: i32) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  // expected-error @+1 {{expects fewer than 2^20 bytes, got 1048576}}
  nv_tileas.producer_expect_tx %p[%s] bytes(1048576) : !nv_tileas.pipeline<3>
  return
}

// -----

func.func @tx_zero(%s: i32) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
  // expected-error @+1 {{attribute 'bytes' failed to satisfy constraint}}
  nv_tileas.producer_expect_tx %p[%s] bytes(0) : !nv_tileas.pipeline<3>
  return
}

// -----

func.func @store_shape(%d: !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">, %t: tensor<64x32xf16>, %i: i32) {
  // expected-error @+1 {{expects a tile of the box's shape and element type 'tensor<64x64xf16>', got 'tensor<64x32xf16>'}}
  nv_tileas.tma_store %t, %d[%i, %i] : tensor<64x32xf16>, !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
  return
}

// -----

func.func @store_core(%d: !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, %t: tensor<64x32xf16>, %i: i32) {
  // expected-error @+1 {{expects a row_major or swizzle_k box, got core_k}}
  nv_tileas.tma_store %t, %d[%i, %i] : tensor<64x32xf16>, !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
  return
}

// -----

func.func @store_indices(%d: !nv_tileas.tma_desc<tensor<4x8x8xf32>>, %t: tensor<4x8x8xf32>, %i: i32) {
  // expected-error @+1 {{expects one index per box dimension, got 2}}
  nv_tileas.tma_store %t, %d[%i, %i] : tensor<4x8x8xf32>, !nv_tileas.tma_desc<tensor<4x8x8xf32>>
  return
}
