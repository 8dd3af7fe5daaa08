entry @transposed_load_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc11)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc12)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc10)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc10)
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc10)
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc10)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc10)
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %blockId_x_9, %blockId_y_10, %blockId_z_11 = get_tile_block_id : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_y, %blockId_x_9] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<32x32xf32>, token loc(#loc15)
  %blockId_x_12, %blockId_y_13, %blockId_z_14 = get_tile_block_id : tile<i32> loc(#loc16)
  %blockId_x_15, %blockId_y_16, %blockId_z_17 = get_tile_block_id : tile<i32> loc(#loc17)
  %pview_18 = make_partition_view %tview_8 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc18)
  %1 = store_view_tko weak %tile, %pview_18[%blockId_x_12, %blockId_y_16] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"transpose.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/transpose.py":20:0)
#loc1 = loc("test/Corpus/kernels/transpose.py":20:20)
#loc2 = loc("test/Corpus/kernels/transpose.py":20:23)
#loc3 = loc("test/Corpus/kernels/transpose.py":21:26)
#loc4 = loc("test/Corpus/kernels/transpose.py":21:37)
#loc5 = loc("test/Corpus/kernels/transpose.py":21:8)
#loc6 = loc("test/Corpus/kernels/transpose.py":22:23)
#loc7 = loc("test/Corpus/kernels/transpose.py":22:34)
#loc8 = loc("test/Corpus/kernels/transpose.py":22:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 19, name = "transposed_load", linkageName = "transposed_load_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I32_I32", compileUnit = #di_compile_unit, scopeLine = 19>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
