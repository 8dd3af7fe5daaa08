entry @saxpy_Kt1_Sf32_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<f32>, %arg1: tile<ptr<f32>>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<16>, %arg1 : tile<ptr<f32>> loc(#loc10)
  %assume_0 = assume div_by<16>, %arg4 : tile<ptr<f32>> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc9)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc9)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc13)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>> loc(#loc14)
  %tile_6, %result_token_7 = load_view_tko weak %pview_5[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc14)
  %1 = join_tokens %0, %result_token_7 : token loc(#loc14)
  %reshape = reshape %arg0 : tile<f32> -> tile<1xf32> loc(#loc15)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc15)
  %2 = fma %bcast, %tile, %tile_6  : tile<128xf32> loc(#loc15)
  %pview_8 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc16)
  %3 = store_view_tko weak %2, %pview_8[%blockId_x] token = %1 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"saxpy.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/saxpy.py":6:0)
#loc1 = loc("test/Corpus/kernels/saxpy.py":6:17)
#loc2 = loc("test/Corpus/kernels/saxpy.py":6:20)
#loc3 = loc("test/Corpus/kernels/saxpy.py":7:10)
#loc4 = loc("test/Corpus/kernels/saxpy.py":8:9)
#loc5 = loc("test/Corpus/kernels/saxpy.py":9:9)
#loc6 = loc("test/Corpus/kernels/saxpy.py":10:35)
#loc7 = loc("test/Corpus/kernels/saxpy.py":10:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "saxpy", linkageName = "saxpy_Kt1_Sf32_A1f32_1t1_p16_A1f32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
