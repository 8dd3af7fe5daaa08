// TMA into swizzled rings: the map is 2-D (the view's own extents, so
// out-of-bounds elements read zero) with boxes of W bytes x the tile's rows
// and the tensor map's W-byte swizzle; a tile whose rows span several
// W = 128-byte atoms takes one copy per atom column, each into its own
// R x 128-byte part of the stage; the ring is aligned to the 1024-byte
// pattern so that the hardware's address bits are the stage's. ptxas
// assembles it for sm_90a.
//
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | FileCheck %s
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx83 -o %t/sm90.ptx
// RUN: %ptxas_bin -arch=sm_90a %t/sm90.ptx -o %t/sm90.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm90.ptx

// CHECK-DAG: llvm.mlir.global internal @__tileiras_stages_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileiras_stages_1() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @swizzled
// A (64 x 32 f16, 64-byte rows): box 32 x 64, rank 2 (written 1), swizzle 2.
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, $1;
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, $1;
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;
// CHECK-NOT: box_dim.shared::cta.b1024.b32 [$0], 2
// CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;
// CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 2;
// B (32 x 128 f16, 256-byte rows): boxes of 64 x 32, swizzle 3 (128 bytes).
// CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;
// CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;
// One copy for A, two for B (columns j and j + 64, 32 x 128 bytes apart).
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];
// CHECK-NEXT: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[NEXT:.*]] = llvm.add %[[J:.*]], %[[C64]] : i32
// CHECK-NEXT: %[[C4096:.*]] = llvm.mlir.constant(4096 : i32) : i32
// CHECK-NEXT: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%[[C4096]]]
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "{{.*}}" %[[DST]], %{{.*}}, %[[NEXT]], %[[J]],
// CHECK-NOT: cp.async.bulk.tensor

// PTX-DAG: .shared .align 1024 .b8 __tileiras_stages_0[8192];
// PTX-DAG: .shared .align 1024 .b8 __tileiras_stages_1[16384];
// PTX: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 2;
// PTX: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 3;
// PTX-COUNT-3: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// PTX-NOT: cp.async.bulk.tensor
module attributes {tileiras.target = "sm_90"} {
  func.func @swizzled(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %k: i64, %n: i64, %i: i32, %s: i32, %pred: i1) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %da = nv_tileas.make_tma_desc %a : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
    %db = nv_tileas.make_tma_desc %b : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<32x128xf16>, "swizzle_mn">
    %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
    %ra = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
    %rb = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<32x128xf16>, "swizzle_mn">
    nv_tileas.producer_expect_tx %p[%s] bytes(12288) : !nv_tileas.pipeline<2>
    nv_tileas.tma_load %da[%i, %i] into %ra[%s] on %p if %pred : !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">, !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">, !nv_tileas.pipeline<2>
    nv_tileas.tma_load %db[%i, %i] into %rb[%s] on %p if %pred : !nv_tileas.tma_desc<tensor<32x128xf16>, "swizzle_mn">, !nv_tileas.smem<2, tensor<32x128xf16>, "swizzle_mn">, !nv_tileas.pipeline<2>
    nv_tileas.producer_commit %p[%s] : !nv_tileas.pipeline<2>
    nv_tileas.consumer_wait %p[%s] parity %pred async_proxy : !nv_tileas.pipeline<2>
    return
  }
}
