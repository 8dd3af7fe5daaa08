entry @saxpy_Kt1_Sf32_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<f32>, %arg1: tile<ptr<f32>>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg1 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg4 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile_6, %result_token_7 = load_view_tko weak %pview_5[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
  %1 = join_tokens %0, %result_token_7 : token
  %reshape = reshape %arg0 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %2 = fma %bcast, %tile, %tile_6  : tile<128xf32>
  %pview_8 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %3 = store_view_tko weak %2, %pview_8[%blockId_x] token = %1 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
