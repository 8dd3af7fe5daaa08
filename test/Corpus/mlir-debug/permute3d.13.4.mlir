entry @permute3d_Kt1_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_I4_I8_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc14)
  %assume_0 = assume div_by<16>, %arg7 : tile<ptr<f16>> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3, %assume_4], strides = [%assume_5, %assume_6, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %assume_8 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc13)
  %assume_9 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %assume_10 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
  %assume_11 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc13)
  %tview_12 = make_tensor_view %assume_0, shape = [%assume_7, %assume_8, %assume_9], strides = [%assume_10, %assume_11, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<4x8x16xf16>, token loc(#loc19)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc21)
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32> loc(#loc22)
  %1 = permute %tile [2, 1, 0] : tile<4x8x16xf16> -> tile<16x8x4xf16> loc(#loc23)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(16x8x4), tensor_view<?x?x?xf16, strides=[?,?,1]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_19[%cst_0_i32_14, %cst_0_i32_15, %blockId_x_16] token = %0 : tile<16x8x4xf16>, partition_view<tile=(16x8x4), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"transpose.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/transpose.py":14:0)
#loc1 = loc("test/Corpus/kernels/transpose.py":14:14)
#loc2 = loc("test/Corpus/kernels/transpose.py":14:17)
#loc3 = loc("test/Corpus/kernels/transpose.py":15:26)
#loc4 = loc("test/Corpus/kernels/transpose.py":15:37)
#loc5 = loc("test/Corpus/kernels/transpose.py":15:40)
#loc6 = loc("test/Corpus/kernels/transpose.py":15:8)
#loc7 = loc("test/Corpus/kernels/transpose.py":16:23)
#loc8 = loc("test/Corpus/kernels/transpose.py":16:26)
#loc9 = loc("test/Corpus/kernels/transpose.py":16:29)
#loc10 = loc("test/Corpus/kernels/transpose.py":16:46)
#loc11 = loc("test/Corpus/kernels/transpose.py":16:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "permute3d", linkageName = "permute3d_Kt1_A3f16_3l0_4t1_p16_A3f16_3l0_4t1_p16_I4_I8_I16", compileUnit = #di_compile_unit, scopeLine = 13>
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
