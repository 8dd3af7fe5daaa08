entry @control_flow_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_4 = make_tensor_view %assume_0, shape = [%assume_3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %1 = cmpi greater_than %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %2 = if %1 -> (tile<64xf32>) {
    %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
    %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %4 = mulf %tile, %bcast  : tile<64xf32>
    yield %4 : tile<64xf32>
  } else {
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
    %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %4 = subf %tile, %bcast  : tile<64xf32>
    yield %4 : tile<64xf32>
  }
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32_5 to %cst_8_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %4 = remi %loopIdx, %cst_2_i32 signed : tile<i32>
    %5 = cmpi less_than %4, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
    %6 = xori %5, %false : tile<i1>
    %7 = cmpi not_equal %4, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
    %8 = andi %6, %7 : tile<i1>
    %9 = addi %4, %cst_2_i32 : tile<i32>
    %10 = select %8, %9, %4 : tile<i1>, tile<i32>
    %11 = cmpi equal %10, %cst_1_i32_8, signed : tile<i32> -> tile<i1>
    if %11 {
      continue %iterArg0 : tile<64xf32>
    } else {
    }
    %12 = itof %loopIdx signed  : tile<i32> -> tile<f32>
    %reshape = reshape %12 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %13 = fma %2, %bcast, %iterArg0  : tile<64xf32>
    continue %13 : tile<64xf32>
  }
  %pview_9 = make_partition_view %tview_4 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
  %3 = store_view_tko weak %for, %pview_9[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
