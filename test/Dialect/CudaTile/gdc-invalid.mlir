// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// Grid dependency control (13.4) and gather/scatter views (13.3).

cuda_tile.module @m {
  // expected-note @+1 {{prior use here}}
  testing$func @f(%t: tile<i32>) {
    // expected-error @+1 {{use of value '%t' expects different type than prior uses: '!cuda_tile.token' vs '!cuda_tile.tile<i32>'}}
    %0 = gdc_wait_tko token = %t -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{'cuda_tile.gdc_launch_dependents_tko' op result #0 must be cuda tile token type, but got '!cuda_tile.tile<i32>'}}
    %0 = gdc_launch_dependents_tko -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{'cuda_tile.gdc_wait_tko' op result #0 must be cuda tile token type, but got '!cuda_tile.tile<i1>'}}
    %0 = gdc_wait_tko -> tile<i1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{expected 'gather_scatter_view' type, but got '!cuda_tile.partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>'}}
    %v = make_gather_scatter_view %tv : partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{'cuda_tile.make_gather_scatter_view' op expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<?x64xf32, strides=[64,1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<?x64xf16, strides=[64,1]>')}}
    %v = "cuda_tile.make_gather_scatter_view"(%tv) : (!cuda_tile.tensor_view<?x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x64), tensor_view<?x64xf16, strides=[64,1]>, sparse_dim=0>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{sparse_dim must be in [0, 2), got 2}}
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=2>
    return
  }
}
