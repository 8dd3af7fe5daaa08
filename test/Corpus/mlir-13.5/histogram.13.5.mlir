entry @histogram_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<128xi64>
  %cst_1_i32_1 = constant <i32: 1> : tile<128xi32>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = exti %tile signed : tile<128xi32> -> tile<128xi64>
  %3 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<128xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<128xi64> -> tile<128xi1>
  %5 = muli %2, %cst_1_i64 : tile<128xi64>
  %reshape_4 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<i32>> -> tile<128xptr<i32>>
  %6 = offset %bcast_5, %5 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
  %7 = join_tokens %0, %1 : token
  %result, %result_token_6 = atomic_rmw_tko acq_rel device %6, add, %cst_1_i32_1, %4 token=%7 : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
  return
}
