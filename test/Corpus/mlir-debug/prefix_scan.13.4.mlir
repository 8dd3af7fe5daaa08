entry @prefix_scan_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc13)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>> loc(#loc14)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<i32>> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %assume, shape = [%assume_4], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %tview_8 = make_tensor_view %assume_1, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token loc(#loc17)
  %1 = scan %tile dim=0 reverse=false identities=[0 : i32] : tile<256xi32> -> tile<256xi32> 
  (%arg9: tile<i32>, %arg10: tile<i32>) {
    %5 = addi %arg9, %arg10 : tile<i32> loc(#loc18)
    yield %5 : tile<i32> loc(#loc18)
  } loc(#loc18)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>> loc(#loc19)
  %2 = store_view_tko weak %1, %pview_9[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc19)
  %3 = scan %tile dim=0 reverse=true identities=[-2147483648 : i32] : tile<256xi32> -> tile<256xi32> 
  (%arg9: tile<i32>, %arg10: tile<i32>) {
    %5 = maxi %arg9, %arg10 signed : tile<i32> loc(#loc23)
    yield %5 : tile<i32> loc(#loc20)
  } loc(#loc20)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(256), tensor_view<?xi32, strides=[1]>> loc(#loc22)
  %4 = store_view_tko weak %3, %pview_10[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"scan.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/scan.py":6:0)
#loc1 = loc("test/Corpus/kernels/scan.py":6:16)
#loc2 = loc("test/Corpus/kernels/scan.py":6:19)
#loc3 = loc("test/Corpus/kernels/scan.py":6:30)
#loc4 = loc("test/Corpus/kernels/scan.py":7:10)
#loc5 = loc("test/Corpus/kernels/scan.py":8:8)
#loc6 = loc("test/Corpus/kernels/scan.py":9:43)
#loc7 = loc("test/Corpus/kernels/scan.py":9:4)
#loc8 = loc("test/Corpus/kernels/scan.py":10:9)
#loc9 = loc("test/Corpus/kernels/scan.py":10:36)
#loc10 = loc("test/Corpus/kernels/scan.py":11:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "prefix_scan", linkageName = "prefix_scan_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_I256", compileUnit = #di_compile_unit, scopeLine = 5>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "<lambda>", linkageName = "lambda@scan:10:24_s0", compileUnit = #di_compile_unit, scopeLine = 10>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc23 = loc(callsite(#loc21 at #loc20))
