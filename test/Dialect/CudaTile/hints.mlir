// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// optimization_hints on entries and on view and pointer loads/stores. Keys
// print sorted; entries use `optimization_hints=<`, memory ops `= <`.

cuda_tile.module @hints {
  // Every architecture key of 13.1-13.3.
  // CHECK-LABEL: entry @archs() optimization_hints=<default = {}, sm_100 = {}, sm_103 = {}, sm_110 = {}, sm_120 = {}, sm_121 = {}, sm_80 = {}, sm_86 = {}, sm_87 = {}, sm_88 = {}, sm_89 = {}, sm_90 = {}>
  entry @archs() optimization_hints=<sm_80 = {}, sm_86 = {}, sm_87 = {}, sm_88 = {}, sm_89 = {}, sm_90 = {}, sm_100 = {}, sm_103 = {}, sm_110 = {}, sm_120 = {}, sm_121 = {}, default = {}> {
  }

  // Bounds of each entry hint: num_cta_in_cga a power of two up to 16,
  // occupancy in [1, 32], num_worker_warps_per_cta a power of two up to 32.
  // CHECK-LABEL: entry @limits() optimization_hints=<sm_100 = {num_cta_in_cga = 16, num_worker_warps_per_cta = 32, occupancy = 32}, sm_120 = {num_cta_in_cga = 1, num_worker_warps_per_cta = 1, occupancy = 1}>
  entry @limits() optimization_hints=<sm_100 = {num_cta_in_cga = 16, occupancy = 32, num_worker_warps_per_cta = 32}, sm_120 = {num_cta_in_cga = 1, occupancy = 1, num_worker_warps_per_cta = 1}> {
  }

  // sm_8x allows only one CTA per CGA.
  // CHECK-LABEL: entry @ampere() optimization_hints=<sm_80 = {num_cta_in_cga = 1}>
  entry @ampere() optimization_hints=<sm_80 = {num_cta_in_cga = 1}> {
  }

  // An absent hints attribute prints nothing.
  // CHECK-LABEL: entry @none() {
  entry @none() {
  }

  // CHECK-LABEL: testing$func @memory_hints
  testing$func @memory_hints(%v: partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>,
                             %p: tile<64xptr<f32>>, %x: tile<64xf32>) {
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}] optimization_hints = <sm_90 = {allow_tma = false, latency = 1}> :
    %a, %t0 = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {latency = 1, allow_tma = false}> : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} optimization_hints = <default = {latency = 10}> :
    %t1 = store_view_tko weak %a, %v[%i] token = %t0 optimization_hints = <default = {latency = 10}> : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    // CHECK: load_ptr_tko weak %{{.*}} token=%{{.*}} optimization_hints = <sm_120 = {latency = 4}> : tile<64xptr<f32>> -> tile<64xf32>, token
    %b, %t2 = load_ptr_tko weak %p token=%t1 optimization_hints = <sm_120 = {latency = 4}> : tile<64xptr<f32>> -> tile<64xf32>, token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} optimization_hints = <sm_100 = {latency = 5}, sm_90 = {latency = 6}> : tile<64xptr<f32>>, tile<64xf32> -> token
    %t3 = store_ptr_tko weak %p, %x optimization_hints = <sm_90 = {latency = 6}, sm_100 = {latency = 5}> : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
}
