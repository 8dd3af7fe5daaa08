entry @unchecked_copy_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I16_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc10)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc9)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc9)
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 inbounds = [true, true] : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token loc(#loc14)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc16)
  %1 = store_view_tko weak %tile, %pview_10[%blockId_x, %cst_0_i32_9] token = %0 inbounds = [true, true] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"unchecked_load.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/unchecked_load.py":6:0)
#loc1 = loc("test/Corpus/kernels/unchecked_load.py":6:19)
#loc2 = loc("test/Corpus/kernels/unchecked_load.py":6:22)
#loc3 = loc("test/Corpus/kernels/unchecked_load.py":7:8)
#loc4 = loc("test/Corpus/kernels/unchecked_load.py":8:29)
#loc5 = loc("test/Corpus/kernels/unchecked_load.py":8:8)
#loc6 = loc("test/Corpus/kernels/unchecked_load.py":9:26)
#loc7 = loc("test/Corpus/kernels/unchecked_load.py":9:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "unchecked_copy", linkageName = "unchecked_copy_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_I16_I64", compileUnit = #di_compile_unit, scopeLine = 5>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
