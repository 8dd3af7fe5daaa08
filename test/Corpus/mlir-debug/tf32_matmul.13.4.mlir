entry @tf32_matmul_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I64_I64_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc20)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc21)
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f32>> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_11, %assume_12], strides = [%assume_13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc19)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc24)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_1_i32_15 = constant <i32: 1> : tile<i32> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %pview_16 = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc27)
  %blockId_x_17, %blockId_y_18, %blockId_z_19 = get_tile_block_id : tile<i32> loc(#loc28)
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc29)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_15) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token loc(#loc27)
    %3 = ftof %tile  : tile<64x32xf32> -> tile<64x32xtf32> loc(#loc31)
    %tile_28, %result_token_29 = load_view_tko weak %pview_20[%loopIdx, %blockId_y_18] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token loc(#loc29)
    %4 = ftof %tile_28  : tile<32x64xf32> -> tile<32x64xtf32> loc(#loc32)
    %5 = mmaf %3, %4, %iterArg0 : tile<64x32xtf32>, tile<32x64xtf32>, tile<64x64xf32> loc(#loc33)
    continue %5 : tile<64x64xf32> loc(#loc30)
  } loc(#loc30)
  %blockId_x_21, %blockId_y_22, %blockId_z_23 = get_tile_block_id : tile<i32> loc(#loc34)
  %blockId_x_24, %blockId_y_25, %blockId_z_26 = get_tile_block_id : tile<i32> loc(#loc35)
  %pview_27 = make_partition_view %tview_14 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc36)
  %2 = store_view_tko weak %for, %pview_27[%blockId_x_21, %blockId_y_25] token = %0 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"int_matmul.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/int_matmul.py":15:0)
#loc1 = loc("test/Corpus/kernels/int_matmul.py":15:16)
#loc2 = loc("test/Corpus/kernels/int_matmul.py":15:19)
#loc3 = loc("test/Corpus/kernels/int_matmul.py":15:22)
#loc4 = loc("test/Corpus/kernels/int_matmul.py":16:10)
#loc5 = loc("test/Corpus/kernels/int_matmul.py":17:19)
#loc6 = loc("test/Corpus/kernels/int_matmul.py":17:13)
#loc7 = loc("test/Corpus/kernels/int_matmul.py":18:41)
#loc8 = loc("test/Corpus/kernels/int_matmul.py":18:23)
#loc9 = loc("test/Corpus/kernels/int_matmul.py":19:44)
#loc10 = loc("test/Corpus/kernels/int_matmul.py":19:23)
#loc11 = loc("test/Corpus/kernels/int_matmul.py":17:4)
#loc12 = loc("test/Corpus/kernels/int_matmul.py":18:13)
#loc13 = loc("test/Corpus/kernels/int_matmul.py":19:13)
#loc14 = loc("test/Corpus/kernels/int_matmul.py":20:14)
#loc15 = loc("test/Corpus/kernels/int_matmul.py":21:23)
#loc16 = loc("test/Corpus/kernels/int_matmul.py":21:34)
#loc17 = loc("test/Corpus/kernels/int_matmul.py":21:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 14, name = "tf32_matmul", linkageName = "tf32_matmul_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I64_I64_I32", compileUnit = #di_compile_unit, scopeLine = 14>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
