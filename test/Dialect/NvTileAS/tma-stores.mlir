// --tileiras-tma-stores on sm_90 and sm_100: a store of a whole tile to a view
// whose base and strides provably suit a tensor map becomes tma_store on a
// map built where the view is made (128-byte swizzle atoms for a 2-D tile of
// whole ones, else row-major, which 16-bit tiles cannot use); the others
// stay per-thread stores, and a TmaStore remark says why.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-tma-stores | FileCheck %s
// RUN: sed 's/"sm_90"/"sm_100"/' %s | tileiras-opt --split-input-file --tileiras-tma-stores | FileCheck %s
// RUN: sed 's/"sm_90"/"sm_80"/' %s | tileiras-opt --split-input-file --tileiras-tma-stores | FileCheck %s --check-prefix=SM80
// RUN: tileiras-opt %s --split-input-file --tileiras-tma-stores=max-box-bytes=4096 | FileCheck %s --check-prefix=SMALL
// RUN: tileiras-opt %s --split-input-file --tileiras-tma-stores --remarks-filter=".*" --remark-format=emitRemark 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @aligned
// CHECK: %[[V:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[D:.*]] = nv_tileas.make_tma_desc %[[V]] : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
// The tile's first element: the tile indices times the steps.
// CHECK: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg3, %[[C64]] : i32
// CHECK: %[[N:.*]] = arith.muli %arg4, %{{.*}} : i32
// CHECK-NEXT: nv_tileas.tma_store %arg5, %[[D]][%[[M]], %[[N]]] : tensor<64x64xf16>, !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
// CHECK-NOT: tiled_store
// SM80-LABEL: func.func @aligned
// SM80-NOT: tma
// SM80: nv_tileaa.tiled_store
// SMALL-LABEL: func.func @aligned
// SMALL-NOT: tma
// SMALL-LABEL: func.func @refused
// REMARK: remark: [Passed] TmaStore | Category:Memory | Function=aligned | Box=64x64, Remark="Tile stored by TMA (cp.async.bulk.tensor)"
module attributes {tileiras.target = "sm_90"} {
  func.func @aligned(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %j: i32, %t: tensor<64x64xf16>) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %tok = nv_tileaa.create_mem_token
    %r = nv_tileaa.tiled_store %t, %v[%i, %j] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    return
  }
}

// -----

// A row stride of unknown alignment, a base of unknown alignment, a
// transposed tile, an ordered store, a store another access is ordered
// after, a store under `allow_tma = false`: none goes through TMA.
// CHECK-LABEL: func.func @refused
// CHECK-NOT: tma_
// CHECK-COUNT-6: nv_tileaa.tiled_store
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="stride not 16-byte aligned", Remark="Tile stored by each thread, not TMA"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="base not 16-byte aligned"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="the tile is transposed or strided"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="an ordered store"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="another access is ordered after it (token)"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=refused | Reason="allow_tma = false"
module attributes {tileiras.target = "sm_90"} {
  func.func @refused(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %j: i32, %t: tensor<64x64xf16>) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %r0 = nv_tileaa.tiled_store %t, %v[%i, %j] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %u = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %r1 = nv_tileaa.tiled_store %t, %u[%i, %j] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %w = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %r2 = nv_tileaa.tiled_store %t, %w[%i, %j] steps [64, 64] dim_map [1, 0] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %r3 = nv_tileaa.tiled_store %t, %w[%i, %j] steps [64, 64] dim_map [0, 1] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %r4 = nv_tileaa.tiled_store %t, %w[%i, %j] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %x, %xt = nv_tileaa.tiled_load %w[%i, %j] token(%r4) steps [64, 64] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x64xf16>
    %r5 = nv_tileaa.tiled_store %t, %w[%i, %j] steps [64, 64] dim_map [0, 1] {nv_tileaa.no_tma} : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    return
  }
}

// -----

// A 3-D f32 tile: a row_major box. A 16-bit tile of 4-byte rows: no layout
// TMA writes that the lowering uses. A 1 KiB tile: below min-box-bytes.
// CHECK-LABEL: func.func @shapes
// CHECK: nv_tileas.make_tma_desc %{{.*}} : !nv_tileaa.memref<f32, 3> -> !nv_tileas.tma_desc<tensor<8x16x16xf32>>
// CHECK: nv_tileas.tma_store %{{.*}} : tensor<8x16x16xf32>, !nv_tileas.tma_desc<tensor<8x16x16xf32>>
// CHECK-COUNT-2: nv_tileaa.tiled_store
// REMARK: remark: [Passed] TmaStore | Category:Memory | Function=shapes | Box=8x16x16
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=shapes | Reason="the tile's rows are not whole 16 bytes"
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=shapes | Reason="the tile takes fewer than 4096 bytes (its barriers would cost more than the copy saves)"
module attributes {tileiras.target = "sm_90"} {
  func.func @shapes(%p: !nv_tileaa.ptr<f32>, %q: !nv_tileaa.ptr<f16>, %a: i64, %i: i32, %t: tensor<8x16x16xf32>, %u: tensor<8x2xf16>, %s: tensor<16x16xf32>) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%a, %a, %a), strides(%a, %a, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 4, 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
    %r0 = nv_tileaa.tiled_store %t, %v[%i, %i, %i] steps [8, 16, 16] dim_map [0, 1, 2] : tensor<8x16x16xf32>, !nv_tileaa.memref<f32, 3>[i32, i32, i32]
    %w = nv_tileaa.make_memref %q, sizes(%a, %a), strides(%a, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %r1 = nv_tileaa.tiled_store %u, %w[%i, %i] steps [8, 2] dim_map [0, 1] : tensor<8x2xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %x = nv_tileaa.make_memref %p, sizes(%a, %a), strides(%a, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 4, 1>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %r2 = nv_tileaa.tiled_store %s, %x[%i, %i] steps [16, 16] dim_map [0, 1] : tensor<16x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

// Two stores of the same box to one view share its map.
// CHECK-LABEL: func.func @twice
// CHECK: %[[D:.*]] = nv_tileas.make_tma_desc
// CHECK-NOT: make_tma_desc
// CHECK: nv_tileas.tma_store %arg5, %[[D]]
// CHECK: nv_tileas.tma_store %arg6, %[[D]]
module attributes {tileiras.target = "sm_90"} {
  func.func @twice(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %j: i32, %t: tensor<64x64xf16>, %u: tensor<64x64xf16>) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %r0 = nv_tileaa.tiled_store %t, %v[%i, %j] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    %r1 = nv_tileaa.tiled_store %u, %v[%j, %i] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    return
  }
}

// -----

// Rings of 128 KiB: the box fits beside them in a CTA alone on its SM
// (@one_cta), not in the half an occupancy hint of 2 leaves it (@two_ctas).
// CHECK-LABEL: func.func @one_cta
// CHECK: nv_tileas.tma_store
// CHECK-LABEL: func.func @two_ctas
// CHECK-NOT: tma_store
// CHECK: nv_tileaa.tiled_store
// REMARK: remark: [Missed] TmaStore | Category:Memory | Function=two_ctas | Reason="the rings leave no room for the box in shared memory"
module attributes {tileiras.target = "sm_90"} {
  func.func @one_cta(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %t: tensor<64x64xf16>) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %ring = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<128x128xf16>>
    %r = nv_tileaa.tiled_store %t, %v[%i, %i] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    return
  }
  func.func @two_ctas(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %t: tensor<64x64xf16>) attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 2 : i64} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %ring = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<128x128xf16>>
    %r = nv_tileaa.tiled_store %t, %v[%i, %i] steps [64, 64] dim_map [0, 1] : tensor<64x64xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
    return
  }
}
