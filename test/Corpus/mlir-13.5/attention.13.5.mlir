entry @attention_Kt1_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_Sf32_I64_I64_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %assume_1 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %assume_2 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_6, %assume_7, %assume_8], strides = [%assume_9, %assume_10, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_11 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_16 = make_tensor_view %assume_0, shape = [%assume_11, %assume_12, %assume_13], strides = [%assume_14, %assume_15, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_22 = make_tensor_view %assume_1, shape = [%assume_17, %assume_18, %assume_19], strides = [%assume_20, %assume_21, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_23 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg26 : tile<i32>
  %tview_28 = make_tensor_view %assume_2, shape = [%assume_23, %assume_24, %assume_25], strides = [%assume_26, %assume_27, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_29, %blockId_y_30, %blockId_z_31 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_y, %blockId_x_29, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
  %reshape = reshape %tile : tile<1x64x64xf16> -> tile<64x64xf16>
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32>
  %cst_0_f32_32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %pview_33 = make_partition_view %tview_16 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %1:3 = get_index_space_shape %pview_33 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> -> tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %pview_37 = make_partition_view %tview_16 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %pview_39 = make_partition_view %tview_22 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_f32_40 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %reshape_41 = reshape %arg28 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_41 : tile<1x1xf32> -> tile<64x64xf32>
  %for:3 = for %loopIdx in (%cst_0_i32_34 to %1#1, step %cst_1_i32_35) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_32, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %tile_46, %result_token_47 = load_view_tko weak %pview_37[%blockId_y, %loopIdx, %cst_0_i32_36] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %reshape_48 = reshape %tile_46 : tile<1x64x64xf16> -> tile<64x64xf16>
    %tile_49, %result_token_50 = load_view_tko weak %pview_39[%blockId_y, %loopIdx, %cst_0_i32_38] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %reshape_51 = reshape %tile_49 : tile<1x64x64xf16> -> tile<64x64xf16>
    %5 = permute %reshape_48 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
    %6 = mmaf %reshape, %5, %cst_0_f32_40 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    %7 = mulf %6, %bcast  : tile<64x64xf32>
    %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %17 : tile<f32>
    }
    %reshape_52 = reshape %reduce : tile<64xf32> -> tile<64x1xf32>
    %8 = maxf %iterArg2, %reshape_52 : tile<64x1xf32>
    %bcast_53 = broadcast %8 : tile<64x1xf32> -> tile<64x64xf32>
    %9 = subf %7, %bcast_53  : tile<64x64xf32>
    %10 = exp2 %9 : tile<64x64xf32>
    %11 = subf %iterArg2, %8  : tile<64x1xf32>
    %12 = exp2 %11 : tile<64x1xf32>
    %reduce_54 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %17 : tile<f32>
    }
    %reshape_55 = reshape %reduce_54 : tile<64xf32> -> tile<64x1xf32>
    %13 = fma %iterArg1, %12, %reshape_55  : tile<64x1xf32>
    %14 = ftof %10  : tile<64x64xf32> -> tile<64x64xf16>
    %bcast_56 = broadcast %12 : tile<64x1xf32> -> tile<64x64xf32>
    %15 = mulf %iterArg0, %bcast_56  : tile<64x64xf32>
    %16 = mmaf %14, %reshape_51, %15 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    continue %16, %13, %8 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>
  }
  %bcast_42 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32>
  %2 = divf %for#0, %bcast_42 rounding<approx> : tile<64x64xf32>
  %cst_0_i32_43 = constant <i32: 0> : tile<i32>
  %3 = ftof %2  : tile<64x64xf32> -> tile<64x64xf16>
  %reshape_44 = reshape %3 : tile<64x64xf16> -> tile<1x64x64xf16>
  %pview_45 = make_partition_view %tview_28 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %4 = store_view_tko weak %reshape_44, %pview_45[%blockId_y, %blockId_x_29, %cst_0_i32_43] token = %0 : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
