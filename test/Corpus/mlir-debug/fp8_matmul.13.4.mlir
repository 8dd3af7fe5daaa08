entry @fp8_matmul_Kt1_A2f8m3fn_1l0_2t1_p16_A2f8m3fn_1l0_2t1_p16_A2f32_1l0_2t1_p16_I64_I64_I32(%arg0: tile<ptr<f8E4M3FN>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f8E4M3FN>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f8E4M3FN>> loc(#loc18)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f8E4M3FN>> loc(#loc19)
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f32>> loc(#loc20)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc17)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc17)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc17)
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_11, %assume_12], strides = [%assume_13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc17)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf8E4M3FN, strides=[?,1]>> loc(#loc22)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf8E4M3FN, strides=[?,1]>> -> tile<i32> loc(#loc22)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_1_i32_15 = constant <i32: 1> : tile<i32> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %pview_16 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>> loc(#loc25)
  %blockId_x_17, %blockId_y_18, %blockId_z_19 = get_tile_block_id : tile<i32> loc(#loc26)
  %pview_20 = make_partition_view %tview_10 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>> loc(#loc27)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_15) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token loc(#loc25)
    %tile_28, %result_token_29 = load_view_tko weak %pview_20[%loopIdx, %blockId_y_18] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token loc(#loc27)
    %3 = mmaf %tile, %tile_28, %iterArg0 : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32> loc(#loc29)
    continue %3 : tile<64x64xf32> loc(#loc28)
  } loc(#loc28)
  %blockId_x_21, %blockId_y_22, %blockId_z_23 = get_tile_block_id : tile<i32> loc(#loc30)
  %blockId_x_24, %blockId_y_25, %blockId_z_26 = get_tile_block_id : tile<i32> loc(#loc31)
  %pview_27 = make_partition_view %tview_14 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc32)
  %2 = store_view_tko weak %for, %pview_27[%blockId_x_21, %blockId_y_25] token = %0 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"fp8_matmul.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/fp8_matmul.py":6:0)
#loc1 = loc("test/Corpus/kernels/fp8_matmul.py":6:15)
#loc2 = loc("test/Corpus/kernels/fp8_matmul.py":6:18)
#loc3 = loc("test/Corpus/kernels/fp8_matmul.py":6:21)
#loc4 = loc("test/Corpus/kernels/fp8_matmul.py":7:10)
#loc5 = loc("test/Corpus/kernels/fp8_matmul.py":8:19)
#loc6 = loc("test/Corpus/kernels/fp8_matmul.py":8:13)
#loc7 = loc("test/Corpus/kernels/fp8_matmul.py":9:31)
#loc8 = loc("test/Corpus/kernels/fp8_matmul.py":9:13)
#loc9 = loc("test/Corpus/kernels/fp8_matmul.py":10:34)
#loc10 = loc("test/Corpus/kernels/fp8_matmul.py":10:13)
#loc11 = loc("test/Corpus/kernels/fp8_matmul.py":8:4)
#loc12 = loc("test/Corpus/kernels/fp8_matmul.py":11:14)
#loc13 = loc("test/Corpus/kernels/fp8_matmul.py":12:23)
#loc14 = loc("test/Corpus/kernels/fp8_matmul.py":12:34)
#loc15 = loc("test/Corpus/kernels/fp8_matmul.py":12:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "fp8_matmul", linkageName = "fp8_matmul_Kt1_A2f8m3fn_1l0_2t1_p16_A2f8m3fn_1l0_2t1_p16_A2f32_1l0_2t1_p16_I64_I64_I32", compileUnit = #di_compile_unit, scopeLine = 5>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
