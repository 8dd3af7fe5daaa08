entry @probe(%arg0: tile<ptr<f32, <none>>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
  %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
  %tile, %result_token = load_view_tko weak %pview[%arg1] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>>, tile<i32> -> tile<64xf32>, token
  %0 = ptr_to_ptr %arg0 : tile<ptr<f32, <none>>> -> tile<ptr<i32, <none>>>
  %1 = ptr_to_int %0 : tile<ptr<i32, <none>>> -> tile<i64>
  %2 = int_to_ptr %1 : tile<i64> -> tile<ptr<f32>>
  return
}
