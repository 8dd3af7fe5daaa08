entry @int64_ops_Kt1_A1i32_1t1_p16_A1i16_1t1_p16_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i16>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_3000000000_i64 = constant <i64: 3000000000> : tile<64xi64>
  %cst_7_i64 = constant <i64: 7> : tile<64xi64>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
  %1 = exti %tile signed : tile<64xi32> -> tile<64xi64>
  %2 = muli %1, %cst_3000000000_i64 : tile<64xi64>
  %3 = shri %2, %cst_7_i64 signed : tile<64xi64>
  %4 = trunci %3 : tile<64xi64> -> tile<64xi16>
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
  %5 = store_view_tko weak %4, %pview_5[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
  return
}
