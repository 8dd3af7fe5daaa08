entry @f64_matmul_Kt1_A2f64_1l0_2t1_p16_A2f64_1l0_2t1_p16_A2f64_1l0_2t1_p16_I64_I64_I16(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f64>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_90 = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f64>>
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f64>>
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f64>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_2 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_11, %assume_12], strides = [%assume_13, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<64x64xf64>
  %pview = make_partition_view %tview : partition_view<tile=(64x16), tensor_view<?x?xf64, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(64x16), tensor_view<?x?xf64, strides=[?,1]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_15) : tile<i32> iter_values(%iterArg0 = %cst_0_f64) -> (tile<64x64xf64>) {
    %pview_26 = make_partition_view %tview : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview_26[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<64x16xf64>, token
    %pview_27 = make_partition_view %tview_10 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %tile_28, %result_token_29 = load_view_tko weak %pview_27[%loopIdx, %blockId_y_17] token = %0 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<16x64xf64>, token
    %3 = mmaf %tile, %tile_28, %iterArg0 : tile<64x16xf64>, tile<16x64xf64>, tile<64x64xf64>
    continue %3 : tile<64x64xf64>
  }
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %blockId_x_22, %blockId_y_23, %blockId_z_24 = get_tile_block_id : tile<i32>
  %pview_25 = make_partition_view %tview_14 : partition_view<tile=(64x64), tensor_view<?x?xf64, strides=[?,1]>>
  %2 = store_view_tko weak %for, %pview_25[%blockId_x_19, %blockId_y_23] token = %0 : tile<64x64xf64>, partition_view<tile=(64x64), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
  return
}
