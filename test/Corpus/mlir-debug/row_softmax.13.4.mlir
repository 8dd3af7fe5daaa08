entry @row_softmax_Kt1_A2f16_1l0_2t1_p16_A2f16_1l0_2t1_p16_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc17)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f16>> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc16)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview = make_partition_view %tview : partition_view<tile=(1x512), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc21)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x512), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x512xf16>, token loc(#loc21)
  %1 = ftof %tile  : tile<1x512xf16> -> tile<1x512xf32> loc(#loc22)
  %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc23)
    yield %7 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc23)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x512xf32> loc(#loc24)
  %2 = subf %1, %bcast  : tile<1x512xf32> loc(#loc24)
  %3 = exp %2  : tile<1x512xf32> loc(#loc25)
  %reduce_9 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc26)
    yield %7 : tile<f32> loc(#loc26)
  } loc(#loc26)
  %reshape_10 = reshape %reduce_9 : tile<1xf32> -> tile<1x1xf32> loc(#loc26)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc27)
  %bcast_12 = broadcast %reshape_10 : tile<1x1xf32> -> tile<1x512xf32> loc(#loc28)
  %4 = divf %3, %bcast_12  : tile<1x512xf32> loc(#loc28)
  %5 = ftof %4  : tile<1x512xf32> -> tile<1x512xf16> loc(#loc29)
  %pview_13 = make_partition_view %tview_8 : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc30)
  %6 = store_view_tko weak %5, %pview_13[%blockId_x, %cst_0_i32_11] token = %0 : tile<1x512xf16>, partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"softmax.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/softmax.py":6:0)
#loc1 = loc("test/Corpus/kernels/softmax.py":6:16)
#loc2 = loc("test/Corpus/kernels/softmax.py":6:21)
#loc3 = loc("test/Corpus/kernels/softmax.py":7:10)
#loc4 = loc("test/Corpus/kernels/softmax.py":8:33)
#loc5 = loc("test/Corpus/kernels/softmax.py":8:8)
#loc6 = loc("test/Corpus/kernels/softmax.py":9:8)
#loc7 = loc("test/Corpus/kernels/softmax.py":10:8)
#loc8 = loc("test/Corpus/kernels/softmax.py":11:15)
#loc9 = loc("test/Corpus/kernels/softmax.py":11:8)
#loc10 = loc("test/Corpus/kernels/softmax.py":12:8)
#loc11 = loc("test/Corpus/kernels/softmax.py":13:30)
#loc12 = loc("test/Corpus/kernels/softmax.py":13:49)
#loc13 = loc("test/Corpus/kernels/softmax.py":13:39)
#loc14 = loc("test/Corpus/kernels/softmax.py":13:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "row_softmax", linkageName = "row_softmax_Kt1_A2f16_1l0_2t1_p16_A2f16_1l0_2t1_p16_I512", compileUnit = #di_compile_unit, scopeLine = 5>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
