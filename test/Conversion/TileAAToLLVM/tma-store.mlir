// nv_tileas.tma_store lowered: the tile goes to the scratch as an exchange
// writes it, where the box lies (128-byte swizzle atoms at a 1024-byte
// aligned region; row-major at a 128-byte aligned one), every thread fences
// the async proxy, a CTA barrier, then thread 0 copies the box out with
// cp.async.bulk.tensor (one copy per atom column), commits its bulk group and
// waits until it is read; before the return, for its completion. ptxas
// assembles the first kernel for sm_90a and sm_100a.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed '/^\/\/ -----/q' %s | tileiras-opt --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx83 -o %t/sm90.ptx
// RUN: %ptxas_bin -arch=sm_90a %t/sm90.ptx -o %t/sm90.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm90.ptx
// RUN: sed '/^\/\/ -----/q; s/"sm_90"/"sm_100"/' %s | tileiras-opt --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx86 -o %t/sm100.ptx
// RUN: %ptxas_bin -arch=sm_100a %t/sm100.ptx -o %t/sm100.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm100.ptx

// A 64 x 128 f16 tile: two atom columns of 128 bytes x 64 rows.
// CHECK-DAG: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @swizzled
// The map: boxes of 64 halves (128 bytes) x 64 rows, the 128-byte swizzle (3).
// CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;
// CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;
// The map's PTX touches its staging copy and its global slot only, not the
// scratch: the exchange needs no leading barrier.
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}} : f16, !llvm.ptr<3>
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Thread 0: the two atom columns (columns n and n + 64, 8192 bytes apart),
// one group, the wait.
// CHECK: llvm.cond_br
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,l,~{memory}" %{{.*}}, %[[N:[^ ,]*]], %[[M:[^ ,]*]], %{{.*}} :
// CHECK: %[[SECOND:.*]] = llvm.add %[[N]], %{{.*}} : i32
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,l,~{memory}" %{{.*}}, %[[SECOND]], %[[M]], %{{.*}} :
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// Before the return, thread 0 waits for the stores to complete, then frees
// the map's slot.
// CHECK: cp.async.bulk.wait_group 0;
// CHECK-NEXT: llvm.mlir.constant
// CHECK: red.release.gpu.global.and.b32
// CHECK: llvm.return

// PTX-LABEL: .entry swizzled(
// PTX: fence.proxy.async.shared::cta;
// PTX-NEXT: bar.sync 0;
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// PTX: cp.async.bulk.commit_group;
// PTX: cp.async.bulk.wait_group.read 0;
// PTX: cp.async.bulk.wait_group 0;
// PTX: red.release.gpu.global.and.b32
module attributes {tileiras.target = "sm_90"} {
  func.func @swizzled(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %j: i32) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %d = nv_tileas.make_tma_desc %v : !nv_tileaa.memref<f16, 2> -> !nv_tileas.tma_desc<tensor<64x128xf16>, "swizzle_k">
    %t = arith.constant dense<1.0> : tensor<64x128xf16>
    nv_tileas.tma_store %t, %d[%i, %j] : tensor<64x128xf16>, !nv_tileas.tma_desc<tensor<64x128xf16>, "swizzle_k">
    return
  }
}

// -----

// A 3-D f32 tile: one row_major box, coordinates innermost first.
// CHECK-DAG: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @row_major
// CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 2;
// CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 0;
// CHECK: nvvm.fence.proxy
// CHECK-NEXT: nvvm.barrier0
// CHECK: cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,l,~{memory}" %{{.*}}, %arg6, %arg5, %arg4, %{{.*}} :
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// CHECK: cp.async.bulk.wait_group 0;
module attributes {tileiras.target = "sm_90"} {
  func.func @row_major(%p: !nv_tileaa.ptr<f32>, %a: i64, %b: i64, %c: i64, %i: i32, %j: i32, %k: i32) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %v = nv_tileaa.make_memref %p, sizes(%a, %b, %c), strides(%c, %c, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
    %d = nv_tileas.make_tma_desc %v : !nv_tileaa.memref<f32, 3> -> !nv_tileas.tma_desc<tensor<4x8x8xf32>>
    %t = arith.constant dense<1.0> : tensor<4x8x8xf32>
    nv_tileas.tma_store %t, %d[%i, %j, %k] : tensor<4x8x8xf32>, !nv_tileas.tma_desc<tensor<4x8x8xf32>>
    return
  }
}
