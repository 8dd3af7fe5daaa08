// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// Multimem ops (13.5): each message is NVIDIA 13.5 tileirdisasm's for the same
// op read from bytecode (written with cuTile Python 1.7's encoder).

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>
    // expected-error @+1 {{'cuda_tile.multimem_load_reduce_view_tko' op expected a multicast pointer, but got none}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <unicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>
    // expected-error @+1 {{'cuda_tile.multimem_reduce_view_tko' op expected a multicast pointer, but got unicast}}
    %tok = multimem_reduce_view_tko relaxed sys %pv, %t[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<i16, <multicast>>>, %i: tile<i32>, %t: tile<64xi16>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<i16, <multicast>>> -> tensor_view<128xi16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xi16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op multimem requires 32- or 64-bit integer/index element types; got 16 bits}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] : partition_view<tile=(64), tensor_view<128xi16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f8E4M3FN, <multicast>>>, %i: tile<i32>, %t: tile<64xf8E4M3FN>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f8E4M3FN, <multicast>>> -> tensor_view<128xf8E4M3FN, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf8E4M3FN, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op multimem supports only f16, bf16, f32, and f64 floating-point element types}}
    %tok = multimem_store_view_tko weak %pv, %t[%i] : partition_view<tile=(64), tensor_view<128xf8E4M3FN, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf8E4M3FN>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op min/max supports f16 and bf16 float types only; got 'f32'}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16, <multicast>>>, %i: tile<i32>, %t: tile<64xf16>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op and/or/xor/umin/umax reductions require integer element types}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16, <multicast>>>, %i: tile<i32>, %t: tile<64xf16>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{'cuda_tile.multimem_reduce_view_tko' op supports only add for floating-point element types}}
    %tok = multimem_reduce_view_tko relaxed sys %pv, %t[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op expect one of: weak, relaxed, or acquire, but got: release}}
    %r, %tok = multimem_load_reduce_view_tko release sys %pv[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op memory scope is required for relaxed load}}
    %r, %tok = multimem_load_reduce_view_tko relaxed %pv[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op memory ordering semantics must be one of: relaxed, release}}
    %tok = multimem_reduce_view_tko acquire sys %pv, %t[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{'cuda_tile.multimem_store_view_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
    %tok = multimem_store_view_tko acquire sys %pv, %t[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op memory scope is required for relaxed store}}
    %tok = multimem_store_view_tko relaxed %pv, %t[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{'cuda_tile.load_view_tko' op multicast ptr_attr is not allowed}}
    %r, %tok = load_view_tko weak %pv[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{'cuda_tile.store_view_tko' op multicast ptr_attr is not allowed}}
    %tok = store_view_tko weak %t, %pv[%i] : tile<64xf32>, partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>, %t: tile<64xf32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op expected tile type to be '!cuda_tile.tile<64xf32>' (based on view type), got '!cuda_tile.tile<32xf32>'}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] : partition_view<tile=(64), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<32xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16, <multicast>>>, %i: tile<i32>, %s: tile<i64>) {
    %tv = make_tensor_view %p, shape = [128], strides = [%s] : tile<ptr<f16, <multicast>>>, tile<i64> -> tensor_view<128xf16, strides=[?], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<128xf16, strides=[?], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{op f16/bf16 multimem views must have exactly one element stride statically known to equal 1; got 0}}
    %r, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i] : partition_view<tile=(64), tensor_view<128xf16, strides=[?], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    return
  }
}
