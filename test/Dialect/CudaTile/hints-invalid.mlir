// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// optimization_hints keys and values (guide B §3.5, §4.8; 13.1 hard errors).

cuda_tile.module @m {
  // 13.1 knows sm_80 ... sm_121 (and default); others are parse errors.
  // expected-error @+1 {{unallowed key sm_70}}
  entry @e() optimization_hints=<sm_70 = {occupancy = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unallowed key sm_100a}}
  entry @e() optimization_hints=<sm_100a = {}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{duplicate optimization_hints key `sm_90`}}
  entry @e() optimization_hints=<sm_90 = {}, sm_90 = {occupancy = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected dictionary attribute for optimization_hints entry `sm_90` got value=4 : i64}}
  entry @e() optimization_hints=<sm_90 = 4> {
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+1 {{unallowed key sm_9}}
    %a, %t = load_view_tko weak %v[%i] optimization_hints = <sm_9 = {latency = 2}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{latency is not allowed for current Operation}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {latency = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{allow_tma is not allowed for current Operation}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {allow_tma = true}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{unknown param num_warps for sm_100}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_100 = {num_warps = 4}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{integer value expected for sm_90.occupancy}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {occupancy = "two"}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{integer value expected for sm_90.num_cta_in_cga}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {num_cta_in_cga = "two"}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{expected power-of-two ≤ 16 for sm_90.num_cta_in_cga}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {num_cta_in_cga = 3}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{expected power-of-two ≤ 16 for sm_100.num_cta_in_cga}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_100 = {num_cta_in_cga = 32}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{expected power-of-two ≤ 16 for sm_90.num_cta_in_cga}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {num_cta_in_cga = 0}> {
  }
}

// -----

cuda_tile.module @m {
  // Ampere and Ada run one CTA per CGA (13.2).
  // expected-error @+2 {{expected 1 for sm_86.num_cta_in_cga}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_86 = {num_cta_in_cga = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{integer value in the range [1, 32] is expected for sm_90.occupancy}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {occupancy = 0}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{integer value in the range [1, 32] is expected for sm_120.occupancy}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_120 = {occupancy = 33}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{expected power-of-two ≤ 32 for default.num_worker_warps_per_cta}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<default = {num_worker_warps_per_cta = 6}> {
  }
}

// -----

cuda_tile.module @m {
  // Later entries are checked too.
  // expected-error @+2 {{integer value in the range [1, 32] is expected for sm_100.occupancy}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @e() optimization_hints=<sm_90 = {}, sm_100 = {occupancy = 64}> {
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{occupancy is not allowed for current Operation}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {occupancy = 2}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{num_cta_in_cga is not allowed for current Operation}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %t = store_view_tko weak %x, %v[%i] optimization_hints = <sm_90 = {num_cta_in_cga = 2}> : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{boolean value expected for sm_90.allow_tma}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {allow_tma = 1}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{integer value in the range [1, 10] is expected for sm_90.latency}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %t = store_view_tko weak %x, %v[%i] optimization_hints = <sm_90 = {latency = 11}> : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{integer value expected for sm_90.latency}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {latency = "low"}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{unknown param prefetch for sm_90}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {prefetch = 1}> : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // TMA applies to views only.
    // expected-error @+2 {{allow_tma is not allowed for current Operation}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = false}> : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{integer value in the range [1, 10] is expected for sm_90.latency}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %a, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 0}> : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %p: tile<16xptr<f32>>, %x: tile<16xf32>) {
    // expected-error @+2 {{occupancy is not allowed for current Operation}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %t = store_ptr_tko weak %p, %x optimization_hints = <sm_90 = {occupancy = 1}> : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

// Hint integers are i64 in the dialect (i32 on the wire); other widths would
// not survive a bytecode round trip.
cuda_tile.module @m {
  // expected-error @+2 {{integer value expected for sm_90.occupancy}}
  // expected-error @+1 {{Optimization hints verification failed}}
  entry @f() optimization_hints=<sm_90 = {occupancy = 4 : i8}> {
    return
  }
}
