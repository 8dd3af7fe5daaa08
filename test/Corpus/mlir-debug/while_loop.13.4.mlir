entry @while_loop_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc20)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc21)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc19)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc25)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc26)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc27)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc27)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc28)
  %cst_100_i32 = constant <i32: 100> : tile<i32> loc(#loc29)
  %1:2 = loop iter_values(%arg6 = %cst_0_i32, %arg7 = %tile) : tile<i32>, tile<128xf32> -> tile<i32>, tile<128xf32> {
    %reduce = reduce %arg7 dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc31)
      yield %7 : tile<f32> loc(#loc31)
    } loc(#loc31)
    %3 = cmpf greater_than ordered %reduce, %cst_1_f32 : tile<f32> -> tile<i1> loc(#loc31)
    if %3 {
    } else {
      break %arg6, %arg7 : tile<i32>, tile<128xf32> loc(#loc30)
    } loc(#loc30)
    %4 = mulf %arg7, %bcast  : tile<128xf32> loc(#loc27)
    %5 = addi %arg6, %cst_1_i32_5 : tile<i32> loc(#loc32)
    %6 = cmpi greater_than %5, %cst_100_i32, signed : tile<i32> -> tile<i1> loc(#loc33)
    if %6 {
      break %5, %4 : tile<i32>, tile<128xf32> loc(#loc35)
    } else {
    } loc(#loc34)
    continue %5, %4 : tile<i32>, tile<128xf32> loc(#loc30)
  } loc(#loc30)
  %pview_6 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>> loc(#loc36)
  %2 = store_view_tko weak %1#1, %pview_6[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"persistent.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/persistent.py":15:0)
#loc1 = loc("test/Corpus/kernels/persistent.py":15:15)
#loc2 = loc("test/Corpus/kernels/persistent.py":15:18)
#loc3 = loc("test/Corpus/kernels/persistent.py":16:10)
#loc4 = loc("test/Corpus/kernels/persistent.py":17:8)
#loc5 = loc("test/Corpus/kernels/persistent.py":18:9)
#loc6 = loc("test/Corpus/kernels/persistent.py":19:22)
#loc7 = loc("test/Corpus/kernels/persistent.py":20:16)
#loc8 = loc("test/Corpus/kernels/persistent.py":20:12)
#loc9 = loc("test/Corpus/kernels/persistent.py":21:14)
#loc10 = loc("test/Corpus/kernels/persistent.py":22:16)
#loc11 = loc("test/Corpus/kernels/persistent.py":19:4)
#loc12 = loc("test/Corpus/kernels/persistent.py":19:10)
#loc13 = loc("test/Corpus/kernels/persistent.py":21:8)
#loc14 = loc("test/Corpus/kernels/persistent.py":22:11)
#loc15 = loc("test/Corpus/kernels/persistent.py":22:8)
#loc16 = loc("test/Corpus/kernels/persistent.py":23:12)
#loc17 = loc("test/Corpus/kernels/persistent.py":24:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 14, name = "while_loop", linkageName = "while_loop_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 14>
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
