entry @int_cmp_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc13)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_100_i32 = constant <i32: 100> : tile<128xi32> loc(#loc15)
  %cst_50_i32 = constant <i32: 50> : tile<128xi32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token loc(#loc18)
  %1 = cmpi greater_than_or_equal %tile, %cst_100_i32, signed : tile<128xi32> -> tile<128xi1> loc(#loc15)
  %2 = cmpi less_than %tile, %cst_50_i32, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc16)
  %3 = ori %1, %2 : tile<128xi1> loc(#loc19)
  %4 = negi %tile : tile<128xi32> loc(#loc20)
  %5 = select %3, %tile, %4 : tile<128xi1>, tile<128xi32> loc(#loc21)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc22)
  %6 = store_view_tko weak %5, %pview_5[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"select_cmp.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/select_cmp.py":19:0)
#loc1 = loc("test/Corpus/kernels/select_cmp.py":19:12)
#loc2 = loc("test/Corpus/kernels/select_cmp.py":19:15)
#loc3 = loc("test/Corpus/kernels/select_cmp.py":22:10)
#loc4 = loc("test/Corpus/kernels/select_cmp.py":23:8)
#loc5 = loc("test/Corpus/kernels/select_cmp.py":20:10)
#loc6 = loc("test/Corpus/kernels/select_cmp.py":21:8)
#loc7 = loc("test/Corpus/kernels/select_cmp.py":24:46)
#loc8 = loc("test/Corpus/kernels/select_cmp.py":24:58)
#loc9 = loc("test/Corpus/kernels/select_cmp.py":24:37)
#loc10 = loc("test/Corpus/kernels/select_cmp.py":24:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 18, name = "int_cmp", linkageName = "int_cmp_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 18>
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
