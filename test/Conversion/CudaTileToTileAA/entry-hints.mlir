// The entry hints for one target become nv_tileaa.num_warps and
// nv_tileaa.occupancy; `allow_tma = false` on a view load or store becomes
// nv_tileaa.no_tma. Expected values are what NVIDIA's tileiras 13.5 puts in
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

  // allow_tma = false, resolved per target like the entry hints. No
  // `nv_tileaa.no_tma` is seen where the dictionary starts with the hints.
  // CHECK-LABEL: func.func @allow_tma(
  entry @allow_tma(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %i = constant <i32: 0> : tile<i32>
    // SM90: nv_tileaa.tiled_load {{.*}} {nv_tileaa.no_tma, nv_tileaa.optimization_hints
    // SM100: nv_tileaa.tiled_load {{.*}} {nv_tileaa.optimization_hints
    // DEFAULT: nv_tileaa.tiled_load {{.*}} {nv_tileaa.optimization_hints
    %a, %t0 = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {allow_tma = false, latency = 2}> : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    // SM90: nv_tileaa.tiled_store {{.*}} {nv_tileaa.no_tma, nv_tileaa.optimization_hints
    // SM100: nv_tileaa.tiled_store {{.*}} {nv_tileaa.optimization_hints
    // DEFAULT: nv_tileaa.tiled_store {{.*}} {nv_tileaa.no_tma, nv_tileaa.optimization_hints
    %t1 = store_view_tko weak %a, %v[%i] optimization_hints = <default = {allow_tma = false}, sm_100 = {allow_tma = true}> : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
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
