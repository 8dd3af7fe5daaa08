entry @batched_matmul_Kt1_A3bf16_3l0_4t1_p16_A3bf16_3l0_4t1_p16_A3f32_3l0_4t1_p16_I32_I32_I32(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4, occupancy = 1}, sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg7 : tile<ptr<bf16>>
  %assume_1 = assume div_by<16>, %arg14 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_2 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5, %assume_6], strides = [%assume_7, %assume_8, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_14 = make_tensor_view %assume_0, shape = [%assume_9, %assume_10, %assume_11], strides = [%assume_12, %assume_13, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_15 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_20 = make_tensor_view %assume_1, shape = [%assume_15, %assume_16, %assume_17], strides = [%assume_18, %assume_19, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_21, %blockId_y_22, %blockId_z_23 = get_tile_block_id : tile<i32>
  %blockId_x_24, %blockId_y_25, %blockId_z_26 = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x32x32xf32>
  %pview = make_partition_view %tview : partition_view<tile=(1x32x32), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %1:3 = get_index_space_shape %pview : partition_view<tile=(1x32x32), tensor_view<?x?x?xbf16, strides=[?,?,1]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %pview_28 = make_partition_view %tview : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %pview_29 = make_partition_view %tview_14 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#2, step %cst_1_i32_27) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x32x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_28[%blockId_z, %blockId_x_21, %loopIdx] token = %0 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x32xbf16>, token
    %tile_31, %result_token_32 = load_view_tko weak %pview_29[%blockId_z, %loopIdx, %blockId_y_25] token = %0 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x32xbf16>, token
    %3 = mmaf %tile, %tile_31, %iterArg0 : tile<1x32x32xbf16>, tile<1x32x32xbf16>, tile<1x32x32xf32>
    continue %3 : tile<1x32x32xf32>
  }
  %pview_30 = make_partition_view %tview_20 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf32, strides=[?,?,1]>>
  %2 = store_view_tko weak %for, %pview_30[%blockId_z, %blockId_x_21, %blockId_y_25] token = %0 : tile<1x32x32xf32>, partition_view<tile=(1x32x32), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
  return
}
