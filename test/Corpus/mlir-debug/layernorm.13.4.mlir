entry @layernorm_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A2f32_1l0_2t1_p16_Sf32_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc25)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc26)
  %assume_1 = assume div_by<16>, %arg8 : tile<ptr<f32>> loc(#loc27)
  %assume_2 = assume div_by<16>, %arg11 : tile<ptr<f32>> loc(#loc28)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc24)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc24)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc24)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_7 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %assume_8 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %assume, shape = [%assume_6, %assume_7], strides = [%assume_8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc24)
  %assume_9 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc24)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc24)
  %assume_11 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc24)
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc24)
  %assume_13 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc24)
  %assume_14 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %assume_15 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc24)
  %tview_16 = make_tensor_view %assume_2, shape = [%assume_13, %assume_14], strides = [%assume_15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc29)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc30)
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> loc(#loc31)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token loc(#loc31)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc32)
    yield %10 : tile<f32> loc(#loc32)
  } loc(#loc32)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc32)
  %cst_1024_f32 = constant <f32: 1.024000e+03> : tile<f32> loc(#loc32)
  %reshape_17 = reshape %cst_1024_f32 : tile<f32> -> tile<1x1xf32> loc(#loc32)
  %1 = divf %reshape, %reshape_17  : tile<1x1xf32> loc(#loc32)
  %bcast = broadcast %1 : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc33)
  %2 = subf %tile, %bcast  : tile<1x1024xf32> loc(#loc33)
  %3 = mulf %2, %2  : tile<1x1024xf32> loc(#loc34)
  %reduce_18 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
    yield %10 : tile<f32> loc(#loc35)
  } loc(#loc35)
  %reshape_19 = reshape %reduce_18 : tile<1xf32> -> tile<1x1xf32> loc(#loc35)
  %cst_1024_f32_20 = constant <f32: 1.024000e+03> : tile<f32> loc(#loc35)
  %reshape_21 = reshape %cst_1024_f32_20 : tile<f32> -> tile<1x1xf32> loc(#loc35)
  %4 = divf %reshape_19, %reshape_21  : tile<1x1xf32> loc(#loc35)
  %reshape_22 = reshape %arg16 : tile<f32> -> tile<1x1xf32> loc(#loc36)
  %5 = addf %4, %reshape_22  : tile<1x1xf32> loc(#loc36)
  %6 = rsqrt %5 : tile<1x1xf32> loc(#loc37)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc38)
  %pview_24 = make_partition_view %tview_10 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>> loc(#loc39)
  %tile_25, %result_token_26 = load_view_tko weak %pview_24[%cst_0_i32_23] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token loc(#loc39)
  %reshape_27 = reshape %tile_25 : tile<1024xf32> -> tile<1x1024xf32> loc(#loc40)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc41)
  %pview_29 = make_partition_view %tview_12 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>> loc(#loc42)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token loc(#loc42)
  %reshape_32 = reshape %tile_30 : tile<1024xf32> -> tile<1x1024xf32> loc(#loc43)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc44)
  %bcast_34 = broadcast %6 : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc45)
  %7 = mulf %2, %bcast_34  : tile<1x1024xf32> loc(#loc45)
  %8 = fma %7, %reshape_27, %reshape_32  : tile<1x1024xf32> loc(#loc45)
  %pview_35 = make_partition_view %tview_16 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc46)
  %9 = store_view_tko weak %8, %pview_35[%blockId_x, %cst_0_i32_33] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc46)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"layernorm.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/layernorm.py":6:0)
#loc1 = loc("test/Corpus/kernels/layernorm.py":6:14)
#loc2 = loc("test/Corpus/kernels/layernorm.py":6:17)
#loc3 = loc("test/Corpus/kernels/layernorm.py":6:20)
#loc4 = loc("test/Corpus/kernels/layernorm.py":6:23)
#loc5 = loc("test/Corpus/kernels/layernorm.py":7:10)
#loc6 = loc("test/Corpus/kernels/layernorm.py":8:31)
#loc7 = loc("test/Corpus/kernels/layernorm.py":8:8)
#loc8 = loc("test/Corpus/kernels/layernorm.py":9:11)
#loc9 = loc("test/Corpus/kernels/layernorm.py":10:8)
#loc10 = loc("test/Corpus/kernels/layernorm.py":11:17)
#loc11 = loc("test/Corpus/kernels/layernorm.py":11:10)
#loc12 = loc("test/Corpus/kernels/layernorm.py":12:19)
#loc13 = loc("test/Corpus/kernels/layernorm.py":12:10)
#loc14 = loc("test/Corpus/kernels/layernorm.py":13:41)
#loc15 = loc("test/Corpus/kernels/layernorm.py":13:23)
#loc16 = loc("test/Corpus/kernels/layernorm.py":13:12)
#loc17 = loc("test/Corpus/kernels/layernorm.py":14:40)
#loc18 = loc("test/Corpus/kernels/layernorm.py":14:22)
#loc19 = loc("test/Corpus/kernels/layernorm.py":14:11)
#loc20 = loc("test/Corpus/kernels/layernorm.py":15:28)
#loc21 = loc("test/Corpus/kernels/layernorm.py":15:37)
#loc22 = loc("test/Corpus/kernels/layernorm.py":15:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "layernorm", linkageName = "layernorm_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A2f32_1l0_2t1_p16_Sf32_I1024", compileUnit = #di_compile_unit, scopeLine = 5>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
