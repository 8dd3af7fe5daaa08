entry @shape_ops_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A1f32_1t1_p16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc20)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc21)
  %assume_1 = assume div_by<16>, %arg10 : tile<ptr<f32>> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_1_i32_2 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_6, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8], strides = [%assume_9, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x32xf32>, token loc(#loc25)
  %reshape = reshape %tile : tile<4x32xf32> -> tile<128xf32> loc(#loc26)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<4x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc27)
    yield %5 : tile<f32> loc(#loc27)
  } loc(#loc27)
  %reshape_13 = reshape %reduce : tile<32xf32> -> tile<1x32xf32> loc(#loc28)
  %bcast = broadcast %reshape_13 : tile<1x32xf32> -> tile<4x32xf32> loc(#loc29)
  %1 = cat %tile, %bcast dim = 0 : tile<4x32xf32>, tile<4x32xf32> -> tile<8x32xf32> loc(#loc30)
  %cst_1_i32_14 = constant <i32: 1> : tile<i32> loc(#loc31)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc32)
  %2 = extract %1[%cst_1_i32_14, %cst_0_i32_15] : tile<8x32xf32> -> tile<4x32xf32> loc(#loc33)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc34)
  %pview_17 = make_partition_view %tview_10 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc35)
  %3 = store_view_tko weak %2, %pview_17[%blockId_x, %cst_0_i32_16] token = %0 : tile<4x32xf32>, partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token loc(#loc35)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc36)
  %4 = store_view_tko weak %reshape, %pview_18[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/shape_ops.py":6:0)
#loc1 = loc("test/Corpus/kernels/shape_ops.py":6:14)
#loc2 = loc("test/Corpus/kernels/shape_ops.py":6:17)
#loc3 = loc("test/Corpus/kernels/shape_ops.py":6:20)
#loc4 = loc("test/Corpus/kernels/shape_ops.py":7:10)
#loc5 = loc("test/Corpus/kernels/shape_ops.py":8:31)
#loc6 = loc("test/Corpus/kernels/shape_ops.py":8:8)
#loc7 = loc("test/Corpus/kernels/shape_ops.py":9:11)
#loc8 = loc("test/Corpus/kernels/shape_ops.py":10:25)
#loc9 = loc("test/Corpus/kernels/shape_ops.py":10:10)
#loc10 = loc("test/Corpus/kernels/shape_ops.py":11:11)
#loc11 = loc("test/Corpus/kernels/shape_ops.py":12:11)
#loc12 = loc("test/Corpus/kernels/shape_ops.py":13:29)
#loc13 = loc("test/Corpus/kernels/shape_ops.py":13:32)
#loc14 = loc("test/Corpus/kernels/shape_ops.py":13:11)
#loc15 = loc("test/Corpus/kernels/shape_ops.py":14:28)
#loc16 = loc("test/Corpus/kernels/shape_ops.py":14:4)
#loc17 = loc("test/Corpus/kernels/shape_ops.py":15:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "shape_ops", linkageName = "shape_ops_Kt1_A2f32_1l0_2t1_p16_A2f32_1l0_2t1_p16_A1f32_1t1_p16_I32", compileUnit = #di_compile_unit, scopeLine = 5>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
