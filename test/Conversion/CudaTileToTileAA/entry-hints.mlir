// The entry hints for one target become nv_tileaa.num_warps and
// nv_tileaa.occupancy. Expected values are what NVIDIA's tileiras 13.5 puts in
// its PTX for the same hints (.reqntid = 32 * num_warps; see EntryHints.cpp).
//
// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa --tileiras-resolve-entry-hints=arch=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa --tileiras-resolve-entry-hints=arch=sm_100 | FileCheck %s --check-prefixes=CHECK,SM100
// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa --tileiras-resolve-entry-hints | FileCheck %s --check-prefixes=CHECK,DEFAULT

cuda_tile.module @m {
  // No hints: nothing beyond the kernel mark (the passes' default warps apply).
  // CHECK-LABEL: func.func @none()
  // CHECK-SAME: attributes {nv_tileaa.kernel} {
  entry @none() {
    return
  }

  // batched_matmul's hints: the target's own entry wins key by key.
  // CHECK-LABEL: func.func @per_arch()
  // SM90-SAME: {nv_tileaa.kernel, nv_tileaa.num_warps = 4 : i32, nv_tileaa.occupancy = 2 : i32}
  // SM100-SAME: {nv_tileaa.kernel, nv_tileaa.num_warps = 4 : i32, nv_tileaa.occupancy = 4 : i32}
  // DEFAULT-SAME: {nv_tileaa.kernel, nv_tileaa.num_warps = 4 : i32, nv_tileaa.occupancy = 1 : i32}
  entry @per_arch() optimization_hints=<default = {num_worker_warps_per_cta = 4, occupancy = 1}, sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {occupancy = 2}> {
    return
  }

  // A key the target's entry lacks comes from `default`.
  // CHECK-LABEL: func.func @merged()
  // SM90-SAME: {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32, nv_tileaa.occupancy = 3 : i32}
  // SM100-SAME: {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32, nv_tileaa.occupancy = 3 : i32}
  entry @merged() optimization_hints=<sm_90 = {num_cta_in_cga = 4}, default = {occupancy = 3, num_worker_warps_per_cta = 8}> {
    return
  }

  // Warps are clamped to [4, 8].
  // NVIDIA 13.5 gives the CTA the warps asked for, 1 to 32 (13.4 clamped to 4..8).
  // CHECK-LABEL: func.func @few_warps()
  // CHECK-SAME: nv_tileaa.num_warps = 1 : i32
  entry @few_warps() optimization_hints=<default = {num_worker_warps_per_cta = 1}> {
    return
  }
  // CHECK-LABEL: func.func @many_warps()
  // CHECK-SAME: nv_tileaa.num_warps = 32 : i32
  entry @many_warps() optimization_hints=<default = {num_worker_warps_per_cta = 32}> {
    return
  }

  // Only kernels get kernel attributes.
  // CHECK-LABEL: func.func @helper()
  // CHECK-NOT: num_warps
  // CHECK: return
  testing$func @helper() {
    return
  }
}
