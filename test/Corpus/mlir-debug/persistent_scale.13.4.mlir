entry @persistent_scale_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Sf32_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc12)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc13)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc11)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> loc(#loc14)
  %1 = get_index_space_shape %pview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> -> tile<i32> loc(#loc14)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview_5 = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> loc(#loc17)
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32> loc(#loc18)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<512xf32> loc(#loc18)
  %pview_6 = make_partition_view %tview_4 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> loc(#loc19)
  for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_5[%loopIdx] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token loc(#loc17)
    %2 = mulf %tile, %bcast  : tile<512xf32> loc(#loc18)
    %3 = store_view_tko weak %2, %pview_6[%loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc19)
  } loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"persistent.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/persistent.py":6:0)
#loc1 = loc("test/Corpus/kernels/persistent.py":6:21)
#loc2 = loc("test/Corpus/kernels/persistent.py":6:24)
#loc3 = loc("test/Corpus/kernels/persistent.py":7:14)
#loc4 = loc("test/Corpus/kernels/persistent.py":8:11)
#loc5 = loc("test/Corpus/kernels/persistent.py":9:19)
#loc6 = loc("test/Corpus/kernels/persistent.py":10:12)
#loc7 = loc("test/Corpus/kernels/persistent.py":11:37)
#loc8 = loc("test/Corpus/kernels/persistent.py":11:8)
#loc9 = loc("test/Corpus/kernels/persistent.py":9:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "persistent_scale", linkageName = "persistent_scale_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Sf32_I512", compileUnit = #di_compile_unit, scopeLine = 5>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
