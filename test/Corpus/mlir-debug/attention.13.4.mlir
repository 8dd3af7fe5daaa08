entry @attention_Kt1_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_Sf32_I64_I64_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc42)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc43)
  %assume_0 = assume div_by<16>, %arg7 : tile<ptr<f16>> loc(#loc44)
  %assume_1 = assume div_by<16>, %arg14 : tile<ptr<f16>> loc(#loc45)
  %assume_2 = assume div_by<16>, %arg21 : tile<ptr<f16>> loc(#loc46)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc42)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc42)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc42)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc42)
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc42)
  %assume_7 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc42)
  %assume_8 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc42)
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc42)
  %assume_10 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc42)
  %tview = make_tensor_view %assume, shape = [%assume_6, %assume_7, %assume_8], strides = [%assume_9, %assume_10, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc42)
  %assume_11 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc42)
  %assume_12 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc42)
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc42)
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc42)
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc42)
  %tview_16 = make_tensor_view %assume_0, shape = [%assume_11, %assume_12, %assume_13], strides = [%assume_14, %assume_15, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc42)
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc42)
  %assume_18 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc42)
  %assume_19 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc42)
  %assume_20 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc42)
  %assume_21 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc42)
  %tview_22 = make_tensor_view %assume_1, shape = [%assume_17, %assume_18, %assume_19], strides = [%assume_20, %assume_21, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc42)
  %assume_23 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc42)
  %assume_24 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc42)
  %assume_25 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc42)
  %assume_26 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc42)
  %assume_27 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc42)
  %tview_28 = make_tensor_view %assume_2, shape = [%assume_23, %assume_24, %assume_25], strides = [%assume_26, %assume_27, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc42)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc47)
  %blockId_x_29, %blockId_y_30, %blockId_z_31 = get_tile_block_id : tile<i32> loc(#loc48)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc49)
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc50)
  %tile, %result_token = load_view_tko weak %pview[%blockId_y, %blockId_x_29, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token loc(#loc50)
  %reshape = reshape %tile : tile<1x64x64xf16> -> tile<64x64xf16> loc(#loc51)
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32> loc(#loc52)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32> loc(#loc53)
  %cst_0_f32_32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc54)
  %pview_33 = make_partition_view %tview_16 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc55)
  %1:3 = get_index_space_shape %pview_33 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> -> tile<i32> loc(#loc55)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc56)
  %cst_1_i32_35 = constant <i32: 1> : tile<i32> loc(#loc56)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc57)
  %pview_37 = make_partition_view %tview_16 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc58)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc59)
  %pview_39 = make_partition_view %tview_22 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc60)
  %cst_0_f32_40 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc61)
  %reshape_41 = reshape %arg28 : tile<f32> -> tile<1x1xf32> loc(#loc62)
  %bcast = broadcast %reshape_41 : tile<1x1xf32> -> tile<64x64xf32> loc(#loc62)
  %for:3 = for %loopIdx in (%cst_0_i32_34 to %1#1, step %cst_1_i32_35) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_32, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %tile_46, %result_token_47 = load_view_tko weak %pview_37[%blockId_y, %loopIdx, %cst_0_i32_36] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token loc(#loc58)
    %reshape_48 = reshape %tile_46 : tile<1x64x64xf16> -> tile<64x64xf16> loc(#loc64)
    %tile_49, %result_token_50 = load_view_tko weak %pview_39[%blockId_y, %loopIdx, %cst_0_i32_38] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token loc(#loc60)
    %reshape_51 = reshape %tile_49 : tile<1x64x64xf16> -> tile<64x64xf16> loc(#loc65)
    %5 = permute %reshape_48 [1, 0] : tile<64x64xf16> -> tile<64x64xf16> loc(#loc66)
    %6 = mmaf %reshape, %5, %cst_0_f32_40 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32> loc(#loc62)
    %7 = mulf %6, %bcast  : tile<64x64xf32> loc(#loc62)
    %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc67)
      yield %17 : tile<f32> loc(#loc67)
    } loc(#loc67)
    %reshape_52 = reshape %reduce : tile<64xf32> -> tile<64x1xf32> loc(#loc67)
    %8 = maxf %iterArg2, %reshape_52 : tile<64x1xf32> loc(#loc68)
    %bcast_53 = broadcast %8 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc69)
    %9 = subf %7, %bcast_53  : tile<64x64xf32> loc(#loc69)
    %10 = exp2 %9 : tile<64x64xf32> loc(#loc70)
    %11 = subf %iterArg2, %8  : tile<64x1xf32> loc(#loc71)
    %12 = exp2 %11 : tile<64x1xf32> loc(#loc72)
    %reduce_54 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc73)
      yield %17 : tile<f32> loc(#loc73)
    } loc(#loc73)
    %reshape_55 = reshape %reduce_54 : tile<64xf32> -> tile<64x1xf32> loc(#loc73)
    %13 = fma %iterArg1, %12, %reshape_55  : tile<64x1xf32> loc(#loc74)
    %14 = ftof %10  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc75)
    %bcast_56 = broadcast %12 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc76)
    %15 = mulf %iterArg0, %bcast_56  : tile<64x64xf32> loc(#loc76)
    %16 = mmaf %14, %reshape_51, %15 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32> loc(#loc77)
    continue %16, %13, %8 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32> loc(#loc63)
  } loc(#loc63)
  %bcast_42 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc78)
  %2 = divf %for#0, %bcast_42 rounding<approx> : tile<64x64xf32> loc(#loc78)
  %cst_0_i32_43 = constant <i32: 0> : tile<i32> loc(#loc79)
  %3 = ftof %2  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc80)
  %reshape_44 = reshape %3 : tile<64x64xf16> -> tile<1x64x64xf16> loc(#loc81)
  %pview_45 = make_partition_view %tview_28 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc82)
  %4 = store_view_tko weak %reshape_44, %pview_45[%blockId_y, %blockId_x_29, %cst_0_i32_43] token = %0 : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token loc(#loc82)
  return loc(#loc41)
} loc(#loc42)
#di_file = #cuda_tile.di_file<"attention.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/attention.py":7:0)
#loc1 = loc("test/Corpus/kernels/attention.py":7:14)
#loc2 = loc("test/Corpus/kernels/attention.py":7:17)
#loc3 = loc("test/Corpus/kernels/attention.py":7:20)
#loc4 = loc("test/Corpus/kernels/attention.py":7:23)
#loc5 = loc("test/Corpus/kernels/attention.py":9:11)
#loc6 = loc("test/Corpus/kernels/attention.py":10:9)
#loc7 = loc("test/Corpus/kernels/attention.py":11:48)
#loc8 = loc("test/Corpus/kernels/attention.py":11:20)
#loc9 = loc("test/Corpus/kernels/attention.py":11:9)
#loc10 = loc("test/Corpus/kernels/attention.py":12:10)
#loc11 = loc("test/Corpus/kernels/attention.py":13:10)
#loc12 = loc("test/Corpus/kernels/attention.py":14:10)
#loc13 = loc("test/Corpus/kernels/attention.py":15:11)
#loc14 = loc("test/Corpus/kernels/attention.py":16:13)
#loc15 = loc("test/Corpus/kernels/attention.py":17:51)
#loc16 = loc("test/Corpus/kernels/attention.py":17:24)
#loc17 = loc("test/Corpus/kernels/attention.py":18:51)
#loc18 = loc("test/Corpus/kernels/attention.py":18:24)
#loc19 = loc("test/Corpus/kernels/attention.py":19:41)
#loc20 = loc("test/Corpus/kernels/attention.py":19:12)
#loc21 = loc("test/Corpus/kernels/attention.py":16:4)
#loc22 = loc("test/Corpus/kernels/attention.py":17:13)
#loc23 = loc("test/Corpus/kernels/attention.py":18:13)
#loc24 = loc("test/Corpus/kernels/attention.py":19:23)
#loc25 = loc("test/Corpus/kernels/attention.py":20:32)
#loc26 = loc("test/Corpus/kernels/attention.py":20:16)
#loc27 = loc("test/Corpus/kernels/attention.py":21:20)
#loc28 = loc("test/Corpus/kernels/attention.py":21:12)
#loc29 = loc("test/Corpus/kernels/attention.py":22:24)
#loc30 = loc("test/Corpus/kernels/attention.py":22:16)
#loc31 = loc("test/Corpus/kernels/attention.py":23:28)
#loc32 = loc("test/Corpus/kernels/attention.py":23:14)
#loc33 = loc("test/Corpus/kernels/attention.py":24:21)
#loc34 = loc("test/Corpus/kernels/attention.py":24:51)
#loc35 = loc("test/Corpus/kernels/attention.py":24:14)
#loc36 = loc("test/Corpus/kernels/attention.py":26:10)
#loc37 = loc("test/Corpus/kernels/attention.py":27:33)
#loc38 = loc("test/Corpus/kernels/attention.py":27:53)
#loc39 = loc("test/Corpus/kernels/attention.py":27:42)
#loc40 = loc("test/Corpus/kernels/attention.py":27:4)
#loc41 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 6, name = "attention", linkageName = "attention_Kt1_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_Sf32_I64_I64_I64", compileUnit = #di_compile_unit, scopeLine = 6>
#loc42 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc66 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc67 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc68 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc69 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc70 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc71 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc72 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc73 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc74 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc75 = #cuda_tile.di_loc<#loc33 in #di_subprogram>
#loc76 = #cuda_tile.di_loc<#loc34 in #di_subprogram>
#loc77 = #cuda_tile.di_loc<#loc35 in #di_subprogram>
#loc78 = #cuda_tile.di_loc<#loc36 in #di_subprogram>
#loc79 = #cuda_tile.di_loc<#loc37 in #di_subprogram>
#loc80 = #cuda_tile.di_loc<#loc38 in #di_subprogram>
#loc81 = #cuda_tile.di_loc<#loc39 in #di_subprogram>
#loc82 = #cuda_tile.di_loc<#loc40 in #di_subprogram>
