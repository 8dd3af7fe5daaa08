entry @control_flow_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc26)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc27)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc25)
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc25)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc28)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc29)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token loc(#loc29)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc30)
  %1 = cmpi greater_than %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc31)
  %2 = if %1 -> (tile<64xf32>) {
    %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc33)
    %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc34)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc34)
    %4 = mulf %tile, %bcast  : tile<64xf32> loc(#loc34)
    yield %4 : tile<64xf32> loc(#loc32)
  } else {
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc35)
    %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc36)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc36)
    %4 = subf %tile, %bcast  : tile<64xf32> loc(#loc36)
    yield %4 : tile<64xf32> loc(#loc32)
  } loc(#loc32)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc37)
  %cst_8_i32 = constant <i32: 8> : tile<i32> loc(#loc38)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc39)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc39)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc40)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc41)
  %false = constant <i1: false> : tile<i1> loc(#loc41)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc42)
  %for = for %loopIdx in (%cst_0_i32_5 to %cst_8_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %4 = remi %loopIdx, %cst_2_i32 signed : tile<i32> loc(#loc41)
    %5 = cmpi less_than %4, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc41)
    %6 = xori %5, %false : tile<i1> loc(#loc41)
    %7 = cmpi not_equal %4, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc41)
    %8 = andi %6, %7 : tile<i1> loc(#loc41)
    %9 = addi %4, %cst_2_i32 : tile<i32> loc(#loc41)
    %10 = select %8, %9, %4 : tile<i1>, tile<i32> loc(#loc41)
    %11 = cmpi equal %10, %cst_1_i32_8, signed : tile<i32> -> tile<i1> loc(#loc41)
    if %11 {
      continue %iterArg0 : tile<64xf32> loc(#loc45)
    } else {
    } loc(#loc44)
    %12 = itof %loopIdx signed  : tile<i32> -> tile<f32> loc(#loc46)
    %reshape = reshape %12 : tile<f32> -> tile<1xf32> loc(#loc46)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc46)
    %13 = fma %2, %bcast, %iterArg0  : tile<64xf32> loc(#loc47)
    continue %13 : tile<64xf32> loc(#loc43)
  } loc(#loc43)
  %pview_9 = make_partition_view %tview_4 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc48)
  %3 = store_view_tko weak %for, %pview_9[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc48)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"control_flow.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/control_flow.py":6:0)
#loc1 = loc("test/Corpus/kernels/control_flow.py":6:17)
#loc2 = loc("test/Corpus/kernels/control_flow.py":6:20)
#loc3 = loc("test/Corpus/kernels/control_flow.py":7:10)
#loc4 = loc("test/Corpus/kernels/control_flow.py":8:8)
#loc5 = loc("test/Corpus/kernels/control_flow.py":9:14)
#loc6 = loc("test/Corpus/kernels/control_flow.py":9:7)
#loc7 = loc("test/Corpus/kernels/control_flow.py":9:4)
#loc8 = loc("test/Corpus/kernels/control_flow.py":10:16)
#loc9 = loc("test/Corpus/kernels/control_flow.py":10:12)
#loc10 = loc("test/Corpus/kernels/control_flow.py":12:16)
#loc11 = loc("test/Corpus/kernels/control_flow.py":12:12)
#loc12 = loc("test/Corpus/kernels/control_flow.py":13:10)
#loc13 = loc("test/Corpus/kernels/control_flow.py":14:19)
#loc14 = loc("test/Corpus/kernels/control_flow.py":14:13)
#loc15 = loc("test/Corpus/kernels/control_flow.py":15:15)
#loc16 = loc("test/Corpus/kernels/control_flow.py":15:11)
#loc17 = loc("test/Corpus/kernels/control_flow.py":15:20)
#loc18 = loc("test/Corpus/kernels/control_flow.py":14:4)
#loc19 = loc("test/Corpus/kernels/control_flow.py":15:8)
#loc20 = loc("test/Corpus/kernels/control_flow.py":16:12)
#loc21 = loc("test/Corpus/kernels/control_flow.py":17:20)
#loc22 = loc("test/Corpus/kernels/control_flow.py":17:14)
#loc23 = loc("test/Corpus/kernels/control_flow.py":18:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "control_flow", linkageName = "control_flow_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Si32_I64", compileUnit = #di_compile_unit, scopeLine = 5>
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
