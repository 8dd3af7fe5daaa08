entry @math_rounding_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc16)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc17)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc19)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc20)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc21)
  %1 = addf %tile, %bcast rounding<zero> flush_to_zero : tile<128xf32> loc(#loc21)
  %2 = mulf %1, %tile rounding<positive_inf> : tile<128xf32> loc(#loc22)
  %3 = sqrt %2 rounding<approx> flush_to_zero : tile<128xf32> loc(#loc23)
  %4 = exp %3 rounding<approx> : tile<128xf32> loc(#loc24)
  %5 = tanh %4 rounding<approx> : tile<128xf32> loc(#loc25)
  %6 = subf %5, %2 rounding<negative_inf> : tile<128xf32> loc(#loc26)
  %7 = maxf %6, %tile propagate_nan : tile<128xf32> loc(#loc27)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc28)
  %8 = store_view_tko weak %7, %pview_5[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"math_funcs.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/math_funcs.py":18:0)
#loc1 = loc("test/Corpus/kernels/math_funcs.py":18:18)
#loc2 = loc("test/Corpus/kernels/math_funcs.py":18:21)
#loc3 = loc("test/Corpus/kernels/math_funcs.py":19:10)
#loc4 = loc("test/Corpus/kernels/math_funcs.py":20:8)
#loc5 = loc("test/Corpus/kernels/math_funcs.py":21:18)
#loc6 = loc("test/Corpus/kernels/math_funcs.py":21:8)
#loc7 = loc("test/Corpus/kernels/math_funcs.py":22:8)
#loc8 = loc("test/Corpus/kernels/math_funcs.py":23:8)
#loc9 = loc("test/Corpus/kernels/math_funcs.py":24:8)
#loc10 = loc("test/Corpus/kernels/math_funcs.py":25:8)
#loc11 = loc("test/Corpus/kernels/math_funcs.py":26:8)
#loc12 = loc("test/Corpus/kernels/math_funcs.py":27:35)
#loc13 = loc("test/Corpus/kernels/math_funcs.py":27:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "math_rounding", linkageName = "math_rounding_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 17>
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
