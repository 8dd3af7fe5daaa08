entry @row_reductions_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1i32_1t1_p16_I16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc19)
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc20)
  %assume_1 = assume div_by<16>, %arg8 : tile<ptr<f32>> loc(#loc21)
  %assume_2 = assume div_by<16>, %arg11 : tile<ptr<f32>> loc(#loc22)
  %assume_3 = assume div_by<16>, %arg14 : tile<ptr<i32>> loc(#loc23)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc18)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc18)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc18)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc18)
  %cst_1_i32_7 = constant <i32: 1> : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_9 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %assume, shape = [%assume_8, %assume_9], strides = [%assume_10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %assume_0, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc18)
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc18)
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc18)
  %tview_16 = make_tensor_view %assume_2, shape = [%assume_15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc18)
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc18)
  %tview_18 = make_tensor_view %assume_3, shape = [%assume_17], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview = make_partition_view %tview : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc26)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token loc(#loc26)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc27)
    yield %6 : tile<f32> loc(#loc27)
  } loc(#loc27)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc28)
  %1 = store_view_tko weak %reduce, %pview_19[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc28)
  %reduce_20 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc29)
    yield %6 : tile<f32> loc(#loc29)
  } loc(#loc29)
  %pview_21 = make_partition_view %tview_14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc30)
  %2 = store_view_tko weak %reduce_20, %pview_21[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc30)
  %reduce_22 = reduce %tile dim=1 identities=[0x7F800000 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = minf %reduce_lhs, %reduce_rhs propagate_nan : tile<f32> loc(#loc31)
    yield %6 : tile<f32> loc(#loc31)
  } loc(#loc31)
  %pview_23 = make_partition_view %tview_16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc32)
  %3 = store_view_tko weak %reduce_22, %pview_23[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc32)
  %4 = iota : tile<128xi32> loc(#loc33)
  %reshape = reshape %4 : tile<128xi32> -> tile<1x128xi32> loc(#loc33)
  %bcast = broadcast %reshape : tile<1x128xi32> -> tile<16x128xi32> loc(#loc33)
  %reduce_24:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<16xf32>, tile<16xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1> loc(#loc33)
    %7 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1> loc(#loc33)
    %8 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc33)
    %9 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1> loc(#loc33)
    %10 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc33)
    %11 = andi %10, %9 : tile<i1> loc(#loc33)
    %12 = ori %6, %11 : tile<i1> loc(#loc33)
    %13 = andi %8, %9 : tile<i1> loc(#loc33)
    %14 = ori %7, %13 : tile<i1> loc(#loc33)
    %15 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1> loc(#loc33)
    %16 = andi %14, %15 : tile<i1> loc(#loc33)
    %17 = ori %12, %16 : tile<i1> loc(#loc33)
    %18 = select %17, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32> loc(#loc33)
    %19 = select %17, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32> loc(#loc33)
    yield %18, %19 : tile<f32>, tile<i32> loc(#loc33)
  } loc(#loc33)
  %pview_25 = make_partition_view %tview_18 : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>> loc(#loc34)
  %5 = store_view_tko weak %reduce_24#1, %pview_25[%blockId_x] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"reductions.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/reductions.py":6:0)
#loc1 = loc("test/Corpus/kernels/reductions.py":6:19)
#loc2 = loc("test/Corpus/kernels/reductions.py":6:22)
#loc3 = loc("test/Corpus/kernels/reductions.py":6:28)
#loc4 = loc("test/Corpus/kernels/reductions.py":6:35)
#loc5 = loc("test/Corpus/kernels/reductions.py":6:41)
#loc6 = loc("test/Corpus/kernels/reductions.py":7:10)
#loc7 = loc("test/Corpus/kernels/reductions.py":8:31)
#loc8 = loc("test/Corpus/kernels/reductions.py":8:8)
#loc9 = loc("test/Corpus/kernels/reductions.py":9:38)
#loc10 = loc("test/Corpus/kernels/reductions.py":9:4)
#loc11 = loc("test/Corpus/kernels/reductions.py":10:39)
#loc12 = loc("test/Corpus/kernels/reductions.py":10:4)
#loc13 = loc("test/Corpus/kernels/reductions.py":11:38)
#loc14 = loc("test/Corpus/kernels/reductions.py":11:4)
#loc15 = loc("test/Corpus/kernels/reductions.py":12:38)
#loc16 = loc("test/Corpus/kernels/reductions.py":12:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "row_reductions", linkageName = "row_reductions_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1i32_1t1_p16_I16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
