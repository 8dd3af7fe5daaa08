entry @persistent_scale_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Sf32_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
  %1 = get_index_space_shape %pview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> -> tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview_5 = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<512xf32>
  %pview_6 = make_partition_view %tview_4 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
  for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_5[%loopIdx] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %2 = mulf %tile, %bcast  : tile<512xf32>
    %3 = store_view_tko weak %2, %pview_6[%loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
  return
}
