entry @gather_2d_Kt1_A2f16_1l0_2t1_p16_A1i32_1t1_p16_A2f16_1l0_2t1_p16_I16_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc14)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<i32>> loc(#loc15)
  %assume_1 = assume div_by<16>, %arg8 : tile<ptr<f16>> loc(#loc16)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_1_i64 = constant <i64: 1> : tile<16x64xi64> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc13)
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %assume_0, shape = [%assume_6], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc13)
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %assume_9 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
  %tview_10 = make_tensor_view %assume_1, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token loc(#loc19)
  %1 = iota : tile<64xi32> loc(#loc20)
  %reshape = reshape %tile : tile<16xi32> -> tile<16x1xi32> loc(#loc21)
  %reshape_11 = reshape %1 : tile<64xi32> -> tile<1x64xi32> loc(#loc22)
  %2 = exti %reshape signed : tile<16x1xi32> -> tile<16x1xi64> loc(#loc17)
  %bcast = broadcast %2 : tile<16x1xi64> -> tile<16x64xi64> loc(#loc17)
  %3 = exti %assume_3 signed : tile<i32> -> tile<i64> loc(#loc17)
  %reshape_12 = reshape %3 : tile<i64> -> tile<1x1xi64> loc(#loc17)
  %bcast_13 = broadcast %reshape_12 : tile<1x1xi64> -> tile<16x64xi64> loc(#loc17)
  %4 = cmpi less_than %bcast, %bcast_13, unsigned : tile<16x64xi64> -> tile<16x64xi1> loc(#loc17)
  %5 = exti %assume_5 signed : tile<i32> -> tile<i64> loc(#loc17)
  %reshape_14 = reshape %5 : tile<i64> -> tile<1x1xi64> loc(#loc17)
  %bcast_15 = broadcast %reshape_14 : tile<1x1xi64> -> tile<16x64xi64> loc(#loc17)
  %6 = muli %bcast, %bcast_15 : tile<16x64xi64> loc(#loc17)
  %7 = exti %reshape_11 signed : tile<1x64xi32> -> tile<1x64xi64> loc(#loc17)
  %bcast_16 = broadcast %7 : tile<1x64xi64> -> tile<16x64xi64> loc(#loc17)
  %8 = exti %assume_4 signed : tile<i32> -> tile<i64> loc(#loc17)
  %reshape_17 = reshape %8 : tile<i64> -> tile<1x1xi64> loc(#loc17)
  %bcast_18 = broadcast %reshape_17 : tile<1x1xi64> -> tile<16x64xi64> loc(#loc17)
  %9 = cmpi less_than %bcast_16, %bcast_18, unsigned : tile<16x64xi64> -> tile<16x64xi1> loc(#loc17)
  %10 = andi %4, %9 : tile<16x64xi1> loc(#loc17)
  %11 = muli %bcast_16, %cst_1_i64 : tile<16x64xi64> loc(#loc17)
  %12 = addi %6, %11 : tile<16x64xi64> loc(#loc17)
  %reshape_19 = reshape %assume : tile<ptr<f16>> -> tile<1x1xptr<f16>> loc(#loc17)
  %bcast_20 = broadcast %reshape_19 : tile<1x1xptr<f16>> -> tile<16x64xptr<f16>> loc(#loc17)
  %13 = offset %bcast_20, %12 : tile<16x64xptr<f16>>, tile<16x64xi64> -> tile<16x64xptr<f16>> loc(#loc17)
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16> loc(#loc17)
  %reshape_21 = reshape %cst_0_f16 : tile<f16> -> tile<1x1xf16> loc(#loc17)
  %bcast_22 = broadcast %reshape_21 : tile<1x1xf16> -> tile<16x64xf16> loc(#loc17)
  %result, %result_token_23 = load_ptr_tko weak %13, %10, %bcast_22 token=%0 : tile<16x64xptr<f16>>, tile<16x64xi1>, tile<16x64xf16> -> tile<16x64xf16>, token loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_24 = make_partition_view %tview_10 : partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc24)
  %14 = store_view_tko weak %result, %pview_24[%blockId_x, %cst_0_i32] token = %0 : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"gather_scatter.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/gather_scatter.py":16:0)
#loc1 = loc("test/Corpus/kernels/gather_scatter.py":16:14)
#loc2 = loc("test/Corpus/kernels/gather_scatter.py":16:19)
#loc3 = loc("test/Corpus/kernels/gather_scatter.py":16:25)
#loc4 = loc("test/Corpus/kernels/gather_scatter.py":20:8)
#loc5 = loc("test/Corpus/kernels/gather_scatter.py":17:10)
#loc6 = loc("test/Corpus/kernels/gather_scatter.py":18:8)
#loc7 = loc("test/Corpus/kernels/gather_scatter.py":19:11)
#loc8 = loc("test/Corpus/kernels/gather_scatter.py":20:24)
#loc9 = loc("test/Corpus/kernels/gather_scatter.py":20:47)
#loc10 = loc("test/Corpus/kernels/gather_scatter.py":21:30)
#loc11 = loc("test/Corpus/kernels/gather_scatter.py":21:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 15, name = "gather_2d", linkageName = "gather_2d_Kt1_A2f16_1l0_2t1_p16_A1i32_1t1_p16_A2f16_1l0_2t1_p16_I16_I64", compileUnit = #di_compile_unit, scopeLine = 15>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
