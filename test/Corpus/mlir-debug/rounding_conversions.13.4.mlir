entry @rounding_conversions_Kt1_A1f32_1t1_p16_A1f16_1t1_p16_A1bf16_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc14)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f16>> loc(#loc15)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<bf16>> loc(#loc16)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %assume, shape = [%assume_4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %tview_6 = make_tensor_view %assume_0, shape = [%assume_5], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %tview_8 = make_tensor_view %assume_1, shape = [%assume_7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc18)
  %1 = ftof %tile rounding<nearest_away> : tile<128xf32> -> tile<128xtf32> loc(#loc19)
  %2 = ftof %1  : tile<128xtf32> -> tile<128xf32> loc(#loc20)
  %3 = ftof %2 rounding<zero> : tile<128xf32> -> tile<128xf16> loc(#loc21)
  %4 = ftof %tile rounding<zero> : tile<128xf32> -> tile<128xbf16> loc(#loc22)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[1]>> loc(#loc23)
  %5 = store_view_tko weak %3, %pview_9[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token loc(#loc23)
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>> loc(#loc24)
  %6 = store_view_tko weak %4, %pview_10[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"conversions.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/conversions.py":30:0)
#loc1 = loc("test/Corpus/kernels/conversions.py":30:25)
#loc2 = loc("test/Corpus/kernels/conversions.py":30:28)
#loc3 = loc("test/Corpus/kernels/conversions.py":30:35)
#loc4 = loc("test/Corpus/kernels/conversions.py":31:10)
#loc5 = loc("test/Corpus/kernels/conversions.py":32:8)
#loc6 = loc("test/Corpus/kernels/conversions.py":33:9)
#loc7 = loc("test/Corpus/kernels/conversions.py":34:18)
#loc8 = loc("test/Corpus/kernels/conversions.py":34:8)
#loc9 = loc("test/Corpus/kernels/conversions.py":35:8)
#loc10 = loc("test/Corpus/kernels/conversions.py":36:4)
#loc11 = loc("test/Corpus/kernels/conversions.py":37:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 29, name = "rounding_conversions", linkageName = "rounding_conversions_Kt1_A1f32_1t1_p16_A1f16_1t1_p16_A1bf16_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 29>
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
