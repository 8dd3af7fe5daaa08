entry @pdl_consumer_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc12)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc13)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc11)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %1 = gdc_wait_tko token = %0 -> token loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc16)
  %2 = join_tokens %0, %1 : token loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %2 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc16)
  %3 = join_tokens %0, %result_token : token loc(#loc16)
  %4 = join_tokens %1, %3 : token loc(#loc17)
  %5 = gdc_launch_dependents_tko token = %4 -> token loc(#loc17)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc18)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc19)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc19)
  %6 = addf %tile, %bcast  : tile<128xf32> loc(#loc19)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc20)
  %7 = join_tokens %0, %5, %1 : token loc(#loc20)
  %8 = store_view_tko weak %6, %pview_5[%blockId_x] token = %7 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"pdl.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/pdl.py":6:0)
#loc1 = loc("test/Corpus/kernels/pdl.py":6:17)
#loc2 = loc("test/Corpus/kernels/pdl.py":6:20)
#loc3 = loc("test/Corpus/kernels/pdl.py":7:10)
#loc4 = loc("test/Corpus/kernels/pdl.py":8:4)
#loc5 = loc("test/Corpus/kernels/pdl.py":9:8)
#loc6 = loc("test/Corpus/kernels/pdl.py":10:4)
#loc7 = loc("test/Corpus/kernels/pdl.py":11:39)
#loc8 = loc("test/Corpus/kernels/pdl.py":11:35)
#loc9 = loc("test/Corpus/kernels/pdl.py":11:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "pdl_consumer", linkageName = "pdl_consumer_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
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
