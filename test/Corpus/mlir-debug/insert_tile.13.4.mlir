entry @insert_tile_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I16_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc17)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc18)
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f32>> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc16)
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc16)
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_11, %assume_12], strides = [%assume_13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc22)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token loc(#loc22)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview_17 = make_partition_view %tview_10 : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc25)
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%cst_0_i32_15, %cst_0_i32_16] token = %0 : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x4xf32>, token loc(#loc25)
  %cst_1_i32_20 = constant <i32: 1> : tile<i32> loc(#loc26)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc27)
  %1 = insert %tile_18, %tile[%cst_1_i32_20, %cst_2_i32] : tile<4x4xf32>, tile<16x16xf32> loc(#loc28)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc29)
  %pview_22 = make_partition_view %tview_14 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc30)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x, %cst_0_i32_21] token = %0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"insert_tile.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/insert_tile.py":6:0)
#loc1 = loc("test/Corpus/kernels/insert_tile.py":6:16)
#loc2 = loc("test/Corpus/kernels/insert_tile.py":6:19)
#loc3 = loc("test/Corpus/kernels/insert_tile.py":6:26)
#loc4 = loc("test/Corpus/kernels/insert_tile.py":7:10)
#loc5 = loc("test/Corpus/kernels/insert_tile.py":8:31)
#loc6 = loc("test/Corpus/kernels/insert_tile.py":8:8)
#loc7 = loc("test/Corpus/kernels/insert_tile.py":9:30)
#loc8 = loc("test/Corpus/kernels/insert_tile.py":9:33)
#loc9 = loc("test/Corpus/kernels/insert_tile.py":9:8)
#loc10 = loc("test/Corpus/kernels/insert_tile.py":10:22)
#loc11 = loc("test/Corpus/kernels/insert_tile.py":10:25)
#loc12 = loc("test/Corpus/kernels/insert_tile.py":10:8)
#loc13 = loc("test/Corpus/kernels/insert_tile.py":11:28)
#loc14 = loc("test/Corpus/kernels/insert_tile.py":11:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "insert_tile", linkageName = "insert_tile_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I16_I4", compileUnit = #di_compile_unit, scopeLine = 5>
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
