entry @probe(%arg0: tile<ptr<f32, <multicast>>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf32>, token
  return
}
