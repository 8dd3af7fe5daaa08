entry @int64_ops_Kt1_A1i32_1t1_p16_A1i16_1t1_p16_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc11)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i16>> loc(#loc12)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc10)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc10)
  %cst_3000000000_i64 = constant <i64: 3000000000> : tile<64xi64> loc(#loc13)
  %cst_7_i64 = constant <i64: 7> : tile<64xi64> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc10)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token loc(#loc16)
  %1 = exti %tile signed : tile<64xi32> -> tile<64xi64> loc(#loc13)
  %2 = muli %1, %cst_3000000000_i64 : tile<64xi64> loc(#loc13)
  %3 = shri %2, %cst_7_i64 signed : tile<64xi64> loc(#loc14)
  %4 = trunci %3 : tile<64xi64> -> tile<64xi16> loc(#loc17)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>> loc(#loc18)
  %5 = store_view_tko weak %4, %pview_5[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"integer_ops.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/integer_ops.py":22:0)
#loc1 = loc("test/Corpus/kernels/integer_ops.py":22:14)
#loc2 = loc("test/Corpus/kernels/integer_ops.py":22:17)
#loc3 = loc("test/Corpus/kernels/integer_ops.py":25:8)
#loc4 = loc("test/Corpus/kernels/integer_ops.py":26:47)
#loc5 = loc("test/Corpus/kernels/integer_ops.py":23:10)
#loc6 = loc("test/Corpus/kernels/integer_ops.py":24:8)
#loc7 = loc("test/Corpus/kernels/integer_ops.py":26:37)
#loc8 = loc("test/Corpus/kernels/integer_ops.py":26:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 21, name = "int64_ops", linkageName = "int64_ops_Kt1_A1i32_1t1_p16_A1i16_1t1_p16_I64", compileUnit = #di_compile_unit, scopeLine = 21>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
