entry @bitcast_fp8_Kt1_A1f32_1t1_p16_A1u8_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc16)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i8>> loc(#loc17)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %assume, shape = [%assume_4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %tview_8 = make_tensor_view %assume_1, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc20)
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf8E4M3FN> loc(#loc21)
  %2 = ftof %tile  : tile<128xf32> -> tile<128xf8E5M2> loc(#loc22)
  %3 = bitcast %1 : tile<128xf8E4M3FN> -> tile<128xi8> loc(#loc23)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>> loc(#loc24)
  %4 = store_view_tko weak %3, %pview_9[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token loc(#loc24)
  %5 = ftof %2  : tile<128xf8E5M2> -> tile<128xf32> loc(#loc25)
  %6 = bitcast %tile : tile<128xf32> -> tile<128xi32> loc(#loc26)
  %7 = itof %6 signed  : tile<128xi32> -> tile<128xf32> loc(#loc27)
  %8 = addf %5, %7  : tile<128xf32> loc(#loc25)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc28)
  %9 = store_view_tko weak %8, %pview_10[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"conversions.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/conversions.py":20:0)
#loc1 = loc("test/Corpus/kernels/conversions.py":20:16)
#loc2 = loc("test/Corpus/kernels/conversions.py":20:19)
#loc3 = loc("test/Corpus/kernels/conversions.py":20:22)
#loc4 = loc("test/Corpus/kernels/conversions.py":21:10)
#loc5 = loc("test/Corpus/kernels/conversions.py":22:8)
#loc6 = loc("test/Corpus/kernels/conversions.py":23:9)
#loc7 = loc("test/Corpus/kernels/conversions.py":24:9)
#loc8 = loc("test/Corpus/kernels/conversions.py":25:35)
#loc9 = loc("test/Corpus/kernels/conversions.py":25:4)
#loc10 = loc("test/Corpus/kernels/conversions.py":26:35)
#loc11 = loc("test/Corpus/kernels/conversions.py":26:73)
#loc12 = loc("test/Corpus/kernels/conversions.py":26:63)
#loc13 = loc("test/Corpus/kernels/conversions.py":26:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 19, name = "bitcast_fp8", linkageName = "bitcast_fp8_Kt1_A1f32_1t1_p16_A1u8_1t1_p16_A1f32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 19>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
