entry @probe(%arg0: tile<ptr<f16, <multicast>>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
  %0 = make_token : token
  %reduced_values_0, %result_token_1 = multimem_load_reduce_view_tko weak %pview[%arg1] token = %0 inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<64xf16>, token
  %reduced_values_2, %result_token_3 = multimem_load_reduce_view_tko acquire device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
  %1 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values[%arg1] token = %result_token  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
  %2 = multimem_reduce_view_tko release device %pview, %reduced_values[%arg1] inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
  %3 = multimem_store_view_tko weak %pview, %reduced_values[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
  %4 = multimem_store_view_tko release sys %pview, %reduced_values[%arg1] token = %0 inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
  return
}
