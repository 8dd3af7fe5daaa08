// TMA ops lowered: the CTA builds its tensor map in a global slot it claims
// per SM (warp 0 encodes it in shared memory with tensormap.replace and
// copies it out with tensormap.cp_fenceproxy), thread 0 raises the stage's
// full mbarrier by the box's bytes and issues cp.async.bulk.tensor, and
// thread 0 frees the slot at the return. ptxas assembles it for sm_90a and
// sm_100a.
//
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | FileCheck %s
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx83 -o %t/sm90.ptx
// RUN: %ptxas_bin -arch=sm_90a %t/sm90.ptx -o %t/sm90.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm90.ptx
// RUN: sed 's/"sm_90"/"sm_100"/' %s | tileiras-opt --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx86 -o %t/sm100.ptx
// RUN: %ptxas_bin -arch=sm_100a %t/sm100.ptx -o %t/sm100.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm100.ptx

// CHECK-DAG: llvm.mlir.global internal @__tileiras_tensormaps_0() {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<1048576 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileiras_tensormap_slots_0() {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<256 x i32>
// CHECK-DAG: llvm.mlir.global internal @__tileiras_tensormap_staging_0() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i8>
// CHECK-LABEL: llvm.func @tma
// The slot: thread 0 claims a free bit of its SM's word.
// CHECK: nvvm.read.ptx.sreg.smid
// CHECK: llvm.atomicrmw _or
// CHECK: llvm.intr.cttz
// CHECK: atom.acquire.gpu.global.or.b32
// CHECK: nvvm.shfl.sync idx
// The map: boxes 8 halves x 8 rows x 4 pieces x 8 row groups, strides of
// dimensions 1..3, rank 4 (written 3), f16 (6).
// CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, $1;
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, $1;
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 2, $1;
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 3, $1;
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;
// CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 3;
// CHECK: tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [$0], 6;
// CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// CHECK: fence.proxy.tensormap::generic.acquire.gpu
// CHECK: mbarrier.expect_tx.relaxed.cta.shared::cta.b64
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];
// The slot is freed before the return.
// CHECK: red.release.gpu.global.and.b32
// CHECK: llvm.return

// PTX-LABEL: .entry tma(
// PTX: tensormap.replace.tile.rank.shared::cta.b1024.b32
// PTX: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// PTX: mov.b32 [[TX:%r[0-9]+]], 4096;
// PTX: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%rd{{[0-9]+}}], [[TX]];
// PTX: cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes
// PTX: red.release.gpu.global.and.b32
module attributes {tileiras.target = "sm_90"} {
  func.func @tma(%pa: !nv_tileaa.ptr<f16>, %m: i64, %k: i64, %i: i32, %s: i32, %pred: i1) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %d = nv_tileas.make_tma_desc %a : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
    %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
    %r = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">
    nv_tileas.producer_expect_tx %p[%s] bytes(4096) : !nv_tileas.pipeline<2>
    nv_tileas.tma_load %d[%i, %i] into %r[%s] on %p if %pred : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">, !nv_tileas.smem<2, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<2>
    nv_tileas.producer_commit %p[%s] : !nv_tileas.pipeline<2>
    nv_tileas.consumer_wait %p[%s] parity %pred async_proxy : !nv_tileas.pipeline<2>
    return
  }
}
