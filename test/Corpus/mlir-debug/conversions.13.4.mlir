entry @conversions_Kt1_A1f32_1t1_p16_A1f16_1t1_p16_A1bf16_1t1_p16_A1i32_1t1_p16_A1i8_1t1_p16_A1f64_1t1_p16_A1u16_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc26)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f16>> loc(#loc27)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<bf16>> loc(#loc28)
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i32>> loc(#loc29)
  %assume_3 = assume div_by<16>, %arg12 : tile<ptr<i8>> loc(#loc30)
  %assume_4 = assume div_by<16>, %arg15 : tile<ptr<f64>> loc(#loc31)
  %assume_5 = assume div_by<16>, %arg18 : tile<ptr<i16>> loc(#loc32)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_7 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_9 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_11 = constant <i32: 1> : tile<i32> loc(#loc25)
  %assume_12 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %assume, shape = [%assume_12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc25)
  %assume_13 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview_14 = make_tensor_view %assume_0, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]> loc(#loc25)
  %assume_15 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc25)
  %tview_16 = make_tensor_view %assume_1, shape = [%assume_15], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]> loc(#loc25)
  %assume_17 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc25)
  %tview_18 = make_tensor_view %assume_2, shape = [%assume_17], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc25)
  %assume_19 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc25)
  %tview_20 = make_tensor_view %assume_3, shape = [%assume_19], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]> loc(#loc25)
  %assume_21 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc25)
  %tview_22 = make_tensor_view %assume_4, shape = [%assume_21], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]> loc(#loc25)
  %assume_23 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc25)
  %tview_24 = make_tensor_view %assume_5, shape = [%assume_23], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc33)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc34)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc34)
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf16> loc(#loc35)
  %pview_25 = make_partition_view %tview_14 : partition_view<tile=(128), tensor_view<?xf16, strides=[1]>> loc(#loc36)
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token loc(#loc36)
  %3 = ftof %tile  : tile<128xf32> -> tile<128xbf16> loc(#loc37)
  %pview_26 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>> loc(#loc38)
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token loc(#loc38)
  %5 = ftoi %tile signed  : tile<128xf32> -> tile<128xi32> loc(#loc39)
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc40)
  %6 = store_view_tko weak %5, %pview_27[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc40)
  %7 = trunci %5 : tile<128xi32> -> tile<128xi8> loc(#loc41)
  %pview_28 = make_partition_view %tview_20 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>> loc(#loc42)
  %8 = store_view_tko weak %7, %pview_28[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token loc(#loc42)
  %9 = ftof %1  : tile<128xf16> -> tile<128xf64> loc(#loc43)
  %10 = itof %5 signed  : tile<128xi32> -> tile<128xf64> loc(#loc44)
  %11 = addf %9, %10  : tile<128xf64> loc(#loc43)
  %pview_29 = make_partition_view %tview_22 : partition_view<tile=(128), tensor_view<?xf64, strides=[1]>> loc(#loc45)
  %12 = store_view_tko weak %11, %pview_29[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token loc(#loc45)
  %13 = trunci %5 : tile<128xi32> -> tile<128xi8> loc(#loc46)
  %14 = exti %13 unsigned : tile<128xi8> -> tile<128xi16> loc(#loc47)
  %pview_30 = make_partition_view %tview_24 : partition_view<tile=(128), tensor_view<?xi16, strides=[1]>> loc(#loc48)
  %15 = store_view_tko weak %14, %pview_30[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token loc(#loc48)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"conversions.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/conversions.py":6:0)
#loc1 = loc("test/Corpus/kernels/conversions.py":6:16)
#loc2 = loc("test/Corpus/kernels/conversions.py":6:24)
#loc3 = loc("test/Corpus/kernels/conversions.py":6:33)
#loc4 = loc("test/Corpus/kernels/conversions.py":6:43)
#loc5 = loc("test/Corpus/kernels/conversions.py":6:52)
#loc6 = loc("test/Corpus/kernels/conversions.py":6:60)
#loc7 = loc("test/Corpus/kernels/conversions.py":6:69)
#loc8 = loc("test/Corpus/kernels/conversions.py":7:10)
#loc9 = loc("test/Corpus/kernels/conversions.py":8:8)
#loc10 = loc("test/Corpus/kernels/conversions.py":9:8)
#loc11 = loc("test/Corpus/kernels/conversions.py":10:4)
#loc12 = loc("test/Corpus/kernels/conversions.py":11:42)
#loc13 = loc("test/Corpus/kernels/conversions.py":11:4)
#loc14 = loc("test/Corpus/kernels/conversions.py":12:8)
#loc15 = loc("test/Corpus/kernels/conversions.py":13:4)
#loc16 = loc("test/Corpus/kernels/conversions.py":14:40)
#loc17 = loc("test/Corpus/kernels/conversions.py":14:4)
#loc18 = loc("test/Corpus/kernels/conversions.py":15:41)
#loc19 = loc("test/Corpus/kernels/conversions.py":15:68)
#loc20 = loc("test/Corpus/kernels/conversions.py":15:4)
#loc21 = loc("test/Corpus/kernels/conversions.py":16:51)
#loc22 = loc("test/Corpus/kernels/conversions.py":16:41)
#loc23 = loc("test/Corpus/kernels/conversions.py":16:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "conversions", linkageName = "conversions_Kt1_A1f32_1t1_p16_A1f16_1t1_p16_A1bf16_1t1_p16_A1i32_1t1_p16_A1i8_1t1_p16_A1f64_1t1_p16_A1u16_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc25 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
