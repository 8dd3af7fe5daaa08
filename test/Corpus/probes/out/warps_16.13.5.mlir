entry @probe(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 16}> {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%arg1] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
  %0 = store_view_tko weak %tile, %pview[%arg1] token = %result_token inbounds = [true] : tile<64xf32>, partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
  return
}
