entry @select_cmp_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1i8_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc24)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc25)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>> loc(#loc26)
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i8>> loc(#loc27)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc23)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc23)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc23)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %assume, shape = [%assume_6], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc23)
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc23)
  %assume_9 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %tview_10 = make_tensor_view %assume_1, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc23)
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc23)
  %tview_12 = make_tensor_view %assume_2, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc28)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc29)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc29)
  %pview_13 = make_partition_view %tview_8 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc30)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc30)
  %1 = cmpf greater_than ordered %tile, %tile_14 : tile<128xf32> -> tile<128xi1> loc(#loc31)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc32)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc33)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc33)
  %2 = cmpf less_than_or_equal ordered %tile, %bcast : tile<128xf32> -> tile<128xi1> loc(#loc33)
  %3 = cmpf not_equal unordered %tile, %tile_14 : tile<128xf32> -> tile<128xi1> loc(#loc34)
  %4 = cmpf not_equal unordered %tile, %tile : tile<128xf32> -> tile<128xi1> loc(#loc35)
  %true = constant <i1: true> : tile<128xi1> loc(#loc36)
  %5 = xori %4, %true : tile<128xi1> loc(#loc36)
  %6 = andi %3, %5 : tile<128xi1> loc(#loc34)
  %7 = mulf %tile, %tile_14  : tile<128xf32> loc(#loc37)
  %8 = select %2, %tile_14, %7 : tile<128xi1>, tile<128xf32> loc(#loc38)
  %9 = select %1, %tile, %8 : tile<128xi1>, tile<128xf32> loc(#loc39)
  %pview_16 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc40)
  %10 = store_view_tko weak %9, %pview_16[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc40)
  %11 = cmpf equal ordered %tile, %tile_14 : tile<128xf32> -> tile<128xi1> loc(#loc41)
  %12 = ori %6, %11 : tile<128xi1> loc(#loc42)
  %13 = exti %12 unsigned : tile<128xi1> -> tile<128xi8> loc(#loc43)
  %pview_17 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>> loc(#loc44)
  %14 = store_view_tko weak %13, %pview_17[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"select_cmp.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/select_cmp.py":6:0)
#loc1 = loc("test/Corpus/kernels/select_cmp.py":6:15)
#loc2 = loc("test/Corpus/kernels/select_cmp.py":6:18)
#loc3 = loc("test/Corpus/kernels/select_cmp.py":6:21)
#loc4 = loc("test/Corpus/kernels/select_cmp.py":6:26)
#loc5 = loc("test/Corpus/kernels/select_cmp.py":7:10)
#loc6 = loc("test/Corpus/kernels/select_cmp.py":8:8)
#loc7 = loc("test/Corpus/kernels/select_cmp.py":9:8)
#loc8 = loc("test/Corpus/kernels/select_cmp.py":10:9)
#loc9 = loc("test/Corpus/kernels/select_cmp.py":11:26)
#loc10 = loc("test/Corpus/kernels/select_cmp.py":11:9)
#loc11 = loc("test/Corpus/kernels/select_cmp.py":12:9)
#loc12 = loc("test/Corpus/kernels/select_cmp.py":12:31)
#loc13 = loc("test/Corpus/kernels/select_cmp.py":12:30)
#loc14 = loc("test/Corpus/kernels/select_cmp.py":13:40)
#loc15 = loc("test/Corpus/kernels/select_cmp.py":13:24)
#loc16 = loc("test/Corpus/kernels/select_cmp.py":13:8)
#loc17 = loc("test/Corpus/kernels/select_cmp.py":14:4)
#loc18 = loc("test/Corpus/kernels/select_cmp.py":15:58)
#loc19 = loc("test/Corpus/kernels/select_cmp.py":15:52)
#loc20 = loc("test/Corpus/kernels/select_cmp.py":15:42)
#loc21 = loc("test/Corpus/kernels/select_cmp.py":15:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "select_cmp", linkageName = "select_cmp_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1i8_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
