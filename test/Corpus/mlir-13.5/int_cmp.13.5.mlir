entry @int_cmp_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_100_i32 = constant <i32: 100> : tile<128xi32>
  %cst_50_i32 = constant <i32: 50> : tile<128xi32>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
  %1 = cmpi greater_than_or_equal %tile, %cst_100_i32, signed : tile<128xi32> -> tile<128xi1>
  %2 = cmpi less_than %tile, %cst_50_i32, unsigned : tile<128xi32> -> tile<128xi1>
  %3 = ori %1, %2 : tile<128xi1>
  %4 = negi %tile : tile<128xi32>
  %5 = select %3, %tile, %4 : tile<128xi1>, tile<128xi32>
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %6 = store_view_tko weak %5, %pview_5[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
  return
}
