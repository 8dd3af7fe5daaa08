entry @custom_reduce_Kt1_A2i32_1l0_2t1_p16_A1i32_1t1_p16_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc11)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<i32>> loc(#loc12)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc10)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]> loc(#loc10)
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc10)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<1x64xi32>, token loc(#loc15)
  %reduce = reduce %tile dim=1 identities=[1 : i32] : tile<1x64xi32> -> tile<1xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %2 = muli %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc19)
    yield %2 : tile<i32> loc(#loc16)
  } loc(#loc16)
  %pview_7 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>> loc(#loc18)
  %1 = store_view_tko weak %reduce, %pview_7[%blockId_x] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"reductions.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/reductions.py":16:0)
#loc1 = loc("test/Corpus/kernels/reductions.py":16:18)
#loc2 = loc("test/Corpus/kernels/reductions.py":16:21)
#loc3 = loc("test/Corpus/kernels/reductions.py":17:10)
#loc4 = loc("test/Corpus/kernels/reductions.py":18:31)
#loc5 = loc("test/Corpus/kernels/reductions.py":18:8)
#loc6 = loc("test/Corpus/kernels/reductions.py":19:11)
#loc7 = loc("test/Corpus/kernels/reductions.py":19:40)
#loc8 = loc("test/Corpus/kernels/reductions.py":20:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 15, name = "custom_reduce", linkageName = "custom_reduce_Kt1_A2i32_1l0_2t1_p16_A1i32_1t1_p16_I64", compileUnit = #di_compile_unit, scopeLine = 15>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 19, name = "<lambda>", linkageName = "lambda@reductions:19:28_s0", compileUnit = #di_compile_unit, scopeLine = 19>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc19 = loc(callsite(#loc17 at #loc16))
