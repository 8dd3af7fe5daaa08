// The multimem ops (13.5) on f32 with each ordering and on i64 with each reduction kind;
// used by multimem.test. NVIDIA 13.5 compiles it for sm_100 and sm_103.
cuda_tile.module @kernels {
  entry @probe(%arg0: tile<ptr<f32, <multicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %0 = make_token : token
    %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    %reduced_values_0, %result_token_1 = multimem_load_reduce_view_tko weak %pview[%arg1] token = %0 inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<64xf32>, token
    %reduced_values_2, %result_token_3 = multimem_load_reduce_view_tko acquire device %pview[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
    %1 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values[%arg1] token = %result_token  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32>, token -> token
    %2 = multimem_reduce_view_tko release device %pview, %reduced_values[%arg1] inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32> -> token
    %3 = multimem_store_view_tko weak %pview, %reduced_values[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32> -> token
    %4 = multimem_store_view_tko release sys %pview, %reduced_values[%arg1] token = %0 inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf32>, tile<i32>, token -> token
    return
  }
  entry @ints(%arg0: tile<ptr<i64, <multicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<i64, <multicast>>> -> tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %v0, %t0 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<add>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r0 = multimem_reduce_view_tko relaxed sys %pview, %v0[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<add>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v1, %t1 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r1 = multimem_reduce_view_tko relaxed sys %pview, %v1[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v2, %t2 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r2 = multimem_reduce_view_tko relaxed sys %pview, %v2[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v3, %t3 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r3 = multimem_reduce_view_tko relaxed sys %pview, %v3[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v4, %t4 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r4 = multimem_reduce_view_tko relaxed sys %pview, %v4[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v5, %t5 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r5 = multimem_reduce_view_tko relaxed sys %pview, %v5[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v6, %t6 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r6 = multimem_reduce_view_tko relaxed sys %pview, %v6[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    %v7, %t7 = multimem_load_reduce_view_tko relaxed device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi64>, token
    %r7 = multimem_reduce_view_tko relaxed sys %pview, %v7[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), tensor_view<128xi64, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi64>, tile<i32> -> token
    return
  }
}
