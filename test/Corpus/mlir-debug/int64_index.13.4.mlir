entry @int64_index_Kt1_A2f32_1l0_2t1_p16w_A2f32_1l0_2t1_p16w_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<i64>, %arg4: tile<i64>, %arg5: tile<ptr<f32>>, %arg6: tile<i64>, %arg7: tile<i64>, %arg8: tile<i64>, %arg9: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc9)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc10)
  %cst_1_i64 = constant <i64: 1> : tile<i64> loc(#loc8)
  %cst_1_i64_1 = constant <i64: 1> : tile<i64> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i64> loc(#loc8)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i64> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i64> loc(#loc8)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i64> loc(#loc8)
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i64> loc(#loc8)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i64> loc(#loc8)
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64> loc(#loc12)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%1, %cst_0_i64] token = %0 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> tile<1x256xf32>, token loc(#loc12)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc13)
    yield %5 : tile<f32> loc(#loc13)
  } loc(#loc13)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc13)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x256xf32> loc(#loc13)
  %2 = addf %bcast, %tile  : tile<1x256xf32> loc(#loc13)
  %3 = exti %blockId_x signed : tile<i32> -> tile<i64> loc(#loc14)
  %cst_0_i64_9 = constant <i64: 0> : tile<i64> loc(#loc14)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc14)
  %4 = store_view_tko weak %2, %pview_10[%3, %cst_0_i64_9] token = %0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"int64_index.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/int64_index.py":6:0)
#loc1 = loc("test/Corpus/kernels/int64_index.py":6:16)
#loc2 = loc("test/Corpus/kernels/int64_index.py":6:19)
#loc3 = loc("test/Corpus/kernels/int64_index.py":7:10)
#loc4 = loc("test/Corpus/kernels/int64_index.py":8:8)
#loc5 = loc("test/Corpus/kernels/int64_index.py":9:37)
#loc6 = loc("test/Corpus/kernels/int64_index.py":9:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "int64_index", linkageName = "int64_index_Kt1_A2f32_1l0_2t1_p16w_A2f32_1l0_2t1_p16w_I256", compileUnit = #di_compile_unit, scopeLine = 5>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
