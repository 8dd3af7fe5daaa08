entry @probe(%arg0: tile<ptr<f32, <unicast>>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>
  %tile, %result_token = load_view_tko weak %pview[%arg1] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<i32> -> tile<64xf32>, token
  return
}
