// The tileiras pipeline in tileiras-opt: the target is attached once, as the
// module's tileiras.target, and every pass reads it from there.
// RUN: tileiras-opt %s --tileiras-pipeline=gpu-name=sm_90 | FileCheck %s
// RUN: tileiras-opt %s --tileiras-set-target=gpu-name=sm_80 --tileiras-pipeline | FileCheck %s --check-prefix=SM80
// Entry hints are resolved for the module's target: sm_90's dictionary lacks
// num_worker_warps_per_cta, so it comes from `default` (8 warps: 256
// threads); occupancy 2 for sm_100.
// RUN: tileiras-opt %s --tileiras-set-target=gpu-name=sm_100a --tileiras-convert-cuda-tile-to-tileaa --tileiras-resolve-entry-hints | FileCheck %s --check-prefix=HINTS100
// RUN: tileiras-opt %s --tileiras-set-target=gpu-name=sm_90 --tileiras-convert-cuda-tile-to-tileaa --tileiras-resolve-entry-hints | FileCheck %s --check-prefix=HINTS90
// A module without a target, an unknown target: errors at the module.
// RUN: not tileiras-opt %s --tileiras-pipeline 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: not tileiras-opt %s --tileiras-pipeline=gpu-name=sm_99 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK: module attributes {tileiras.target = "sm_90"}
// CHECK: llvm.func @kernel
// CHECK-SAME: nvvm.kernel
// CHECK-SAME: nvvm.reqntid = array<i32: 256, 1, 1>
// CHECK-NOT: cuda_tile.
// SM80: module attributes {tileiras.target = "sm_80"}
// HINTS100: func.func @kernel
// HINTS100-SAME: nv_tileaa.num_warps = 4
// HINTS100-SAME: nv_tileaa.occupancy = 2
// HINTS90: func.func @kernel
// HINTS90-SAME: nv_tileaa.num_warps = 8
// HINTS90-NOT: nv_tileaa.occupancy
// NOTARGET: error: no target: the module has no 'tileiras.target' attribute
// UNKNOWN: error: unknown target 'sm_99' (tileiras --list-gpus)

cuda_tile.module @m {
  entry @kernel(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, sm_100 = {occupancy = 2, num_worker_warps_per_cta = 4}, default = {num_worker_warps_per_cta = 8}> {
    %z = constant <i32: 0> : tile<i32>
    %t = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %v[%z] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %y = addf %x, %x : tile<256xf32>
    %t1 = store_view_tko weak %y, %v[%z] token = %t0 : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
