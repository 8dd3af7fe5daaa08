entry @memory_order_Kt1_A1i32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc12)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc13)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc11)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc11)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %assume, shape = [%assume_4], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc11)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %tview_8 = make_tensor_view %assume_1, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>> loc(#loc16)
  %tile, %result_token = load_view_tko acquire device %pview[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1xi32>, token loc(#loc16)
  %1 = join_tokens %0, %result_token : token loc(#loc16)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc17)
  %2 = join_tokens %0, %result_token : token loc(#loc17)
  %tile_10, %result_token_11 = load_view_tko weak %pview_9[%blockId_x] token = %2 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token loc(#loc17)
  %3 = join_tokens %0, %result_token_11 : token loc(#loc17)
  %4 = itof %tile signed  : tile<1xi32> -> tile<1xf32> loc(#loc18)
  %bcast = broadcast %4 : tile<1xf32> -> tile<64xf32> loc(#loc19)
  %5 = addf %tile_10, %bcast  : tile<64xf32> loc(#loc19)
  %pview_12 = make_partition_view %tview_8 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc20)
  %6 = join_tokens %0, %1, %result_token, %3 : token loc(#loc20)
  %7 = store_view_tko release sys %5, %pview_12[%blockId_x] token = %6 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"memory_order.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/memory_order.py":6:0)
#loc1 = loc("test/Corpus/kernels/memory_order.py":6:17)
#loc2 = loc("test/Corpus/kernels/memory_order.py":6:26)
#loc3 = loc("test/Corpus/kernels/memory_order.py":6:32)
#loc4 = loc("test/Corpus/kernels/memory_order.py":7:10)
#loc5 = loc("test/Corpus/kernels/memory_order.py":8:8)
#loc6 = loc("test/Corpus/kernels/memory_order.py":10:8)
#loc7 = loc("test/Corpus/kernels/memory_order.py":11:41)
#loc8 = loc("test/Corpus/kernels/memory_order.py":11:37)
#loc9 = loc("test/Corpus/kernels/memory_order.py":11:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "memory_order", linkageName = "memory_order_Kt1_A1i32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_I64", compileUnit = #di_compile_unit, scopeLine = 5>
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
