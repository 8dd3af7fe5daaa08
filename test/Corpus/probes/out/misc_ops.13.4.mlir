entry @probe(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
  %0 = mulhii %arg1, %arg1 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%arg1, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
  %1:2 = get_tensor_shape %tview : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
  return
}
