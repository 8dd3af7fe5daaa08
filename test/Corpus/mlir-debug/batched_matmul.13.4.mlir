entry @batched_matmul_Kt1_A3bf16_3l0_4t1_p16_A3bf16_3l0_4t1_p16_A3f32_3l0_4t1_p16_I32_I32_I32(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4, occupancy = 1}, sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {occupancy = 2}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>> loc(#loc17)
  %assume_0 = assume div_by<16>, %arg7 : tile<ptr<bf16>> loc(#loc18)
  %assume_1 = assume div_by<16>, %arg14 : tile<ptr<f32>> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5, %assume_6], strides = [%assume_7, %assume_8, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %tview_14 = make_tensor_view %assume_0, shape = [%assume_9, %assume_10, %assume_11], strides = [%assume_12, %assume_13, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]> loc(#loc16)
  %assume_15 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc16)
  %assume_16 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc16)
  %assume_17 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc16)
  %assume_18 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc16)
  %assume_19 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc16)
  %tview_20 = make_tensor_view %assume_1, shape = [%assume_15, %assume_16, %assume_17], strides = [%assume_18, %assume_19, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc20)
  %blockId_x_21, %blockId_y_22, %blockId_z_23 = get_tile_block_id : tile<i32> loc(#loc21)
  %blockId_x_24, %blockId_y_25, %blockId_z_26 = get_tile_block_id : tile<i32> loc(#loc22)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x32x32xf32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(1x32x32), tensor_view<?x?x?xbf16, strides=[?,?,1]>> loc(#loc24)
  %1:3 = get_index_space_shape %pview : partition_view<tile=(1x32x32), tensor_view<?x?x?xbf16, strides=[?,?,1]>> -> tile<i32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_1_i32_27 = constant <i32: 1> : tile<i32> loc(#loc25)
  %pview_28 = make_partition_view %tview : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>> loc(#loc26)
  %pview_29 = make_partition_view %tview_14 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>> loc(#loc27)
  %for = for %loopIdx in (%cst_0_i32 to %1#2, step %cst_1_i32_27) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x32x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_28[%blockId_z, %blockId_x_21, %loopIdx] token = %0 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x32xbf16>, token loc(#loc26)
    %tile_31, %result_token_32 = load_view_tko weak %pview_29[%blockId_z, %loopIdx, %blockId_y_25] token = %0 : partition_view<tile=(1x32x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x32xbf16>, token loc(#loc27)
    %3 = mmaf %tile, %tile_31, %iterArg0 : tile<1x32x32xbf16>, tile<1x32x32xbf16>, tile<1x32x32xf32> loc(#loc29)
    continue %3 : tile<1x32x32xf32> loc(#loc28)
  } loc(#loc28)
  %pview_30 = make_partition_view %tview_20 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf32, strides=[?,?,1]>> loc(#loc30)
  %2 = store_view_tko weak %for, %pview_30[%blockId_z, %blockId_x_21, %blockId_y_25] token = %0 : tile<1x32x32xf32>, partition_view<tile=(1x32x32), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"batched_matmul.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/batched_matmul.py":7:0)
#loc1 = loc("test/Corpus/kernels/batched_matmul.py":7:19)
#loc2 = loc("test/Corpus/kernels/batched_matmul.py":7:22)
#loc3 = loc("test/Corpus/kernels/batched_matmul.py":7:25)
#loc4 = loc("test/Corpus/kernels/batched_matmul.py":8:12)
#loc5 = loc("test/Corpus/kernels/batched_matmul.py":9:9)
#loc6 = loc("test/Corpus/kernels/batched_matmul.py":10:9)
#loc7 = loc("test/Corpus/kernels/batched_matmul.py":11:10)
#loc8 = loc("test/Corpus/kernels/batched_matmul.py":12:19)
#loc9 = loc("test/Corpus/kernels/batched_matmul.py":12:13)
#loc10 = loc("test/Corpus/kernels/batched_matmul.py":13:13)
#loc11 = loc("test/Corpus/kernels/batched_matmul.py":14:13)
#loc12 = loc("test/Corpus/kernels/batched_matmul.py":12:4)
#loc13 = loc("test/Corpus/kernels/batched_matmul.py":15:14)
#loc14 = loc("test/Corpus/kernels/batched_matmul.py":16:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "batched_matmul", linkageName = "batched_matmul_Kt1_A3bf16_3l0_4t1_p16_A3bf16_3l0_4t1_p16_A3f32_3l0_4t1_p16_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 5>
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
