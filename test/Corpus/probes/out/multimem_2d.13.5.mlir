entry @probe(%arg0: tile<ptr<f32, <multicast>>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [128, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
  %pview = make_partition_view %tview : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
  %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1, %arg1] inbounds = [true, false] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<8x16xf32>, token
  %0 = multimem_reduce_view_tko relaxed tl_blk %pview, %reduced_values[%arg1, %arg1] token = %result_token inbounds = [false, true] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32>, token -> token
  %1 = multimem_store_view_tko relaxed device %pview, %reduced_values[%arg1, %arg1]  : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32> -> token
  return
}
