entry @shape_ops_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A1f32_1t1_p16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_2 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x32xf32>, token
  %reshape = reshape %tile : tile<4x32xf32> -> tile<128xf32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<4x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape_13 = reshape %reduce : tile<32xf32> -> tile<1x32xf32>
  %bcast = broadcast %reshape_13 : tile<1x32xf32> -> tile<4x32xf32>
  %1 = cat %tile, %bcast dim = 0 : tile<4x32xf32>, tile<4x32xf32> -> tile<8x32xf32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %2 = extract %1[%cst_1_i32_14, %cst_0_i32_15] : tile<8x32xf32> -> tile<4x32xf32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %pview_17 = make_partition_view %tview_10 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>
  %3 = store_view_tko weak %2, %pview_17[%blockId_x, %cst_0_i32_16] token = %0 : tile<4x32xf32>, partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %4 = store_view_tko weak %reshape, %pview_18[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
