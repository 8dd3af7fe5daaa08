entry @layernorm_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A2f32_1l0_2t1_p16_Sf32_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_1 = assume div_by<16>, %arg8 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg11 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_6, %assume_7], strides = [%assume_8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_9 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_11 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_16 = make_tensor_view %assume_2, shape = [%assume_13, %assume_14], strides = [%assume_15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %10 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %cst_1024_f32 = constant <f32: 1.024000e+03> : tile<f32>
  %reshape_17 = reshape %cst_1024_f32 : tile<f32> -> tile<1x1xf32>
  %1 = divf %reshape, %reshape_17  : tile<1x1xf32>
  %bcast = broadcast %1 : tile<1x1xf32> -> tile<1x1024xf32>
  %2 = subf %tile, %bcast  : tile<1x1024xf32>
  %3 = mulf %2, %2  : tile<1x1024xf32>
  %reduce_18 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %10 : tile<f32>
  }
  %reshape_19 = reshape %reduce_18 : tile<1xf32> -> tile<1x1xf32>
  %cst_1024_f32_20 = constant <f32: 1.024000e+03> : tile<f32>
  %reshape_21 = reshape %cst_1024_f32_20 : tile<f32> -> tile<1x1xf32>
  %4 = divf %reshape_19, %reshape_21  : tile<1x1xf32>
  %reshape_22 = reshape %arg16 : tile<f32> -> tile<1x1xf32>
  %5 = addf %4, %reshape_22  : tile<1x1xf32>
  %6 = rsqrt %5 : tile<1x1xf32>
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %pview_24 = make_partition_view %tview_10 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
  %tile_25, %result_token_26 = load_view_tko weak %pview_24[%cst_0_i32_23] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
  %reshape_27 = reshape %tile_25 : tile<1024xf32> -> tile<1x1024xf32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview_12 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
  %reshape_32 = reshape %tile_30 : tile<1024xf32> -> tile<1x1024xf32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %bcast_34 = broadcast %6 : tile<1x1xf32> -> tile<1x1024xf32>
  %7 = mulf %2, %bcast_34  : tile<1x1024xf32>
  %8 = fma %7, %reshape_27, %reshape_32  : tile<1x1024xf32>
  %pview_35 = make_partition_view %tview_16 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
  %9 = store_view_tko weak %8, %pview_35[%blockId_x, %cst_0_i32_33] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
