entry @histogram_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc8)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>> loc(#loc9)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc7)
  %cst_1_i64 = constant <i64: 1> : tile<128xi64> loc(#loc10)
  %cst_1_i32_1 = constant <i32: 1> : tile<128xi32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc7)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token loc(#loc12)
  %1 = join_tokens %0, %result_token : token loc(#loc12)
  %2 = exti %tile signed : tile<128xi32> -> tile<128xi64> loc(#loc10)
  %3 = exti %assume_3 signed : tile<i32> -> tile<i64> loc(#loc10)
  %reshape = reshape %3 : tile<i64> -> tile<1xi64> loc(#loc10)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<128xi64> loc(#loc10)
  %4 = cmpi less_than %2, %bcast, unsigned : tile<128xi64> -> tile<128xi1> loc(#loc10)
  %5 = muli %2, %cst_1_i64 : tile<128xi64> loc(#loc10)
  %reshape_4 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc10)
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<i32>> -> tile<128xptr<i32>> loc(#loc10)
  %6 = offset %bcast_5, %5 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>> loc(#loc10)
  %7 = join_tokens %0, %1 : token loc(#loc10)
  %result, %result_token_6 = atomic_rmw_tko acq_rel device %6, add, %cst_1_i32_1, %4 token=%7 : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token loc(#loc10)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"atomics.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/atomics.py":6:0)
#loc1 = loc("test/Corpus/kernels/atomics.py":6:14)
#loc2 = loc("test/Corpus/kernels/atomics.py":6:22)
#loc3 = loc("test/Corpus/kernels/atomics.py":9:4)
#loc4 = loc("test/Corpus/kernels/atomics.py":7:10)
#loc5 = loc("test/Corpus/kernels/atomics.py":8:10)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "histogram", linkageName = "histogram_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
