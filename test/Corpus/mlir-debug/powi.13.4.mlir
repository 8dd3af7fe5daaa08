entry @powi_Kt1_A1f32_1t1_p16_A1i32_1t1_p16_A1f32_1t1_p16_Si32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc13)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>> loc(#loc14)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_3_i32 = constant <i32: 3> : tile<128xi32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %assume, shape = [%assume_4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %tview_8 = make_tensor_view %assume_1, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc18)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc19)
  %tile_10, %result_token_11 = load_view_tko weak %pview_9[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token loc(#loc19)
  %1 = fpowi %tile, %tile_10 : tile<128xf32>, tile<128xi32> loc(#loc20)
  %reshape = reshape %arg9 : tile<i32> -> tile<1xi32> loc(#loc21)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32> loc(#loc21)
  %2 = fpowi %tile, %bcast : tile<128xf32>, tile<128xi32> loc(#loc21)
  %3 = addf %1, %2  : tile<128xf32> loc(#loc20)
  %4 = fpowi %tile, %cst_3_i32 : tile<128xf32>, tile<128xi32> loc(#loc16)
  %5 = addf %3, %4  : tile<128xf32> loc(#loc20)
  %pview_12 = make_partition_view %tview_8 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc22)
  %6 = store_view_tko weak %5, %pview_12[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"powi.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/powi.py":6:0)
#loc1 = loc("test/Corpus/kernels/powi.py":6:9)
#loc2 = loc("test/Corpus/kernels/powi.py":6:12)
#loc3 = loc("test/Corpus/kernels/powi.py":6:15)
#loc4 = loc("test/Corpus/kernels/powi.py":10:54)
#loc5 = loc("test/Corpus/kernels/powi.py":7:10)
#loc6 = loc("test/Corpus/kernels/powi.py":8:8)
#loc7 = loc("test/Corpus/kernels/powi.py":9:9)
#loc8 = loc("test/Corpus/kernels/powi.py":10:35)
#loc9 = loc("test/Corpus/kernels/powi.py":10:45)
#loc10 = loc("test/Corpus/kernels/powi.py":10:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "powi", linkageName = "powi_Kt1_A1f32_1t1_p16_A1i32_1t1_p16_A1f32_1t1_p16_Si32_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
