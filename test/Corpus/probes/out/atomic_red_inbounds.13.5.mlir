entry @probe(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%arg1] inbounds = [true] : partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
  %0 = atomic_red_view_tko relaxed device %pview[%arg1], addf, %tile inbounds = [true] : tile<64xf32>, partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
  %1 = atomic_red_view_tko relaxed device %pview[%arg1], addf, %tile : tile<64xf32>, partition_view<tile=(64), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
  return
}
