// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// Atomics (guide B §2.7, §4.8).

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi64>) {
    // expected-error @+1 {{failed to verify that all of {arg, result} have same type}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<8xi64> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi64>) {
    // expected-error @+1 {{expected pointee type ('i32') to match element type of 'arg' ('i64')}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<8xi64> -> tile<8xi64>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<4xi32>) {
    // expected-error @+1 {{failed to verify that all of {pointers, arg, mask} have same shape}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<4xi1>) {
    // expected-error @+1 {{failed to verify that all of {pointers, arg, mask} have same shape}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<4xi1> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %v: tile<8xi16>) {
    // expected-error @+1 {{'add' works only with integers i32 and i64}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @+1 {{'max' works only with integers i32 and i64}}
    %r, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i8>>, %v: tile<8xi8>) {
    // expected-error @+1 {{'umin' works only with integers i32 and i64}}
    %r, %t = atomic_rmw_tko relaxed device %p, umin, %v : tile<8xptr<i8>>, tile<8xi8> -> tile<8xi8>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{'addf' works only with floats f16, bf16, f32, and f64}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i64>>, %v: tile<8xi64>) {
    // addf is for floats even at 64 bits.
    // expected-error @+1 {{'addf' works only with floats f16, bf16, f32, and f64}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @+1 {{'xchg' works only with integers or float of 32 or 64 bitwidth}}
    %r, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = atomic_rmw_tko weak device %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // The scope is required on atomics.
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_scope' [tl_blk, device, sys]}}
    %r, %t = atomic_rmw_tko relaxed %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %r, %t = atomic_rmw_tko seq_cst device %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %r, %t = atomic_rmw_tko relaxed device %p, cmpxchg, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{memory ordering semantics must be one of: relaxed, acquire, release, acq_rel}}
    %r, %t = atomic_cas_tko weak device %p, %v, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i64>>, %v: tile<8xi32>) {
    // expected-error @+1 {{expected pointee type ('i64') to match element type of 'val' ('i32')}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<i64>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %v: tile<8xi16>) {
    // expected-error @+1 {{expect only float or integer types with 32 or 64 bit}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<bf16>>, %v: tile<8xbf16>) {
    // expected-error @+1 {{expect only float or integer types with 32 or 64 bit}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<bf16>>, tile<8xbf16> -> tile<8xbf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<2xi1>) {
    // expected-error @+1 {{failed to verify that all of {pointers, val, cmp and mask} have same shape}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<2xi1> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @+1 {{failed to verify that all of {pointers, val, cmp and mask} have same shape}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<4xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %w: tile<8xi64>) {
    // expected-error @+1 {{failed to verify that all of {cmp, val, result} have same type}}
    %r, %t = "cuda_tile.atomic_cas_tko"(%p, %v, %w) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<8x!cuda_tile.ptr<i32>>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi64>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %x: tile<16xf32>, %i: tile<i32>) {
    // expected-error @+1 {{memory ordering semantics must be relaxed}}
    %0 = atomic_red_view_tko acquire device %v[%i], addf, %x : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %x: tile<16xf32>, %i: tile<i32>) {
    // expected-error @+1 {{memory scope must be one of: tl_blk, device}}
    %0 = atomic_red_view_tko relaxed sys %v[%i], addf, %x : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %x: tile<16xf32>, %i: tile<i32>) {
    // expected-error @+1 {{'xchg' is not a reduction}}
    %0 = atomic_red_view_tko relaxed device %v[%i], xchg, %x : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, %x: tile<16xf32>, %i: tile<i32>) {
    // expected-error @+1 {{views with a padding_value are not supported}}
    %0 = atomic_red_view_tko relaxed device %v[%i], addf, %x : tile<16xf32>, partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: gather_scatter_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %x: tile<16x4xf32>, %i: tile<i32>) {
    // expected-error @+1 {{gather_scatter_view is not supported}}
    %0 = atomic_red_view_tko relaxed device %v[%i, %i], addf, %x : tile<16x4xf32>, gather_scatter_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %x: tile<8xf32>, %i: tile<i32>) {
    // expected-error @+1 {{expected tile type to be '!cuda_tile.tile<16xf32>' (based on view type), got '!cuda_tile.tile<8xf32>'}}
    %0 = atomic_red_view_tko relaxed device %v[%i], addf, %x : tile<8xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
