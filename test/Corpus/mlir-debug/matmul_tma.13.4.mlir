entry @matmul_tma_Kt1_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_I64_I64_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 2}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc17)
  %assume_0 = assume div_by<8>, %arg1 : tile<i32> loc(#loc17)
  %assume_1 = assume div_by<8>, %arg2 : tile<i32> loc(#loc17)
  %assume_2 = assume div_by<8>, %arg3 : tile<i32> loc(#loc17)
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>> loc(#loc18)
  %assume_4 = assume div_by<8>, %arg6 : tile<i32> loc(#loc18)
  %assume_5 = assume div_by<8>, %arg7 : tile<i32> loc(#loc18)
  %assume_6 = assume div_by<8>, %arg8 : tile<i32> loc(#loc18)
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f16>> loc(#loc19)
  %assume_8 = assume div_by<8>, %arg11 : tile<i32> loc(#loc19)
  %assume_9 = assume div_by<8>, %arg12 : tile<i32> loc(#loc19)
  %assume_10 = assume div_by<8>, %arg13 : tile<i32> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_11 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_12 = constant <i32: 1> : tile<i32> loc(#loc16)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc16)
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32> loc(#loc16)
  %assume_assume_13 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc16)
  %assume_assume_assume_14 = assume div_by<8>, %assume_assume_13 : tile<i32> loc(#loc16)
  %assume_assume_15 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc16)
  %assume_assume_assume_16 = assume div_by<8>, %assume_assume_15 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_14], strides = [%assume_assume_assume_16, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc16)
  %assume_assume_17 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc16)
  %assume_assume_assume_18 = assume div_by<8>, %assume_assume_17 : tile<i32> loc(#loc16)
  %assume_assume_19 = assume bounded<0, ?>, %assume_5 : tile<i32> loc(#loc16)
  %assume_assume_assume_20 = assume div_by<8>, %assume_assume_19 : tile<i32> loc(#loc16)
  %assume_assume_21 = assume bounded<0, ?>, %assume_6 : tile<i32> loc(#loc16)
  %assume_assume_assume_22 = assume div_by<8>, %assume_assume_21 : tile<i32> loc(#loc16)
  %tview_23 = make_tensor_view %assume_3, shape = [%assume_assume_assume_18, %assume_assume_assume_20], strides = [%assume_assume_assume_22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc16)
  %assume_assume_24 = assume bounded<0, ?>, %assume_8 : tile<i32> loc(#loc16)
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32> loc(#loc16)
  %assume_assume_26 = assume bounded<0, ?>, %assume_9 : tile<i32> loc(#loc16)
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32> loc(#loc16)
  %assume_assume_28 = assume bounded<0, ?>, %assume_10 : tile<i32> loc(#loc16)
  %assume_assume_assume_29 = assume div_by<8>, %assume_assume_28 : tile<i32> loc(#loc16)
  %tview_30 = make_tensor_view %assume_7, shape = [%assume_assume_assume_25, %assume_assume_assume_27], strides = [%assume_assume_assume_29, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc20)
  %blockId_x_31, %blockId_y_32, %blockId_z_33 = get_tile_block_id : tile<i32> loc(#loc21)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc23)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_1_i32_34 = constant <i32: 1> : tile<i32> loc(#loc24)
  %pview_35 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc25)
  %pview_36 = make_partition_view %tview_23 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc26)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_34) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_35[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token loc(#loc25)
    %tile_38, %result_token_39 = load_view_tko weak %pview_36[%loopIdx, %blockId_y_32] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc26)
    %4 = mmaf %tile, %tile_38, %iterArg0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32> loc(#loc28)
    continue %4 : tile<64x64xf32> loc(#loc27)
  } loc(#loc27)
  %2 = ftof %for  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc29)
  %pview_37 = make_partition_view %tview_30 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc30)
  %3 = store_view_tko weak %2, %pview_37[%blockId_x, %blockId_y_32] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"matmul_tma.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/matmul_tma.py":6:0)
#loc1 = loc("test/Corpus/kernels/matmul_tma.py":6:15)
#loc2 = loc("test/Corpus/kernels/matmul_tma.py":6:18)
#loc3 = loc("test/Corpus/kernels/matmul_tma.py":6:21)
#loc4 = loc("test/Corpus/kernels/matmul_tma.py":7:9)
#loc5 = loc("test/Corpus/kernels/matmul_tma.py":8:9)
#loc6 = loc("test/Corpus/kernels/matmul_tma.py":9:10)
#loc7 = loc("test/Corpus/kernels/matmul_tma.py":10:14)
#loc8 = loc("test/Corpus/kernels/matmul_tma.py":11:13)
#loc9 = loc("test/Corpus/kernels/matmul_tma.py":12:13)
#loc10 = loc("test/Corpus/kernels/matmul_tma.py":13:13)
#loc11 = loc("test/Corpus/kernels/matmul_tma.py":11:4)
#loc12 = loc("test/Corpus/kernels/matmul_tma.py":14:14)
#loc13 = loc("test/Corpus/kernels/matmul_tma.py":15:37)
#loc14 = loc("test/Corpus/kernels/matmul_tma.py":15:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "matmul_tma", linkageName = "matmul_tma_Kt1_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_A2f16_1v8l0_2t1_3i8_p16_I64_I64_I32", compileUnit = #di_compile_unit, scopeLine = 5>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
