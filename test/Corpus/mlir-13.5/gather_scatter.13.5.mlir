entry @gather_scatter_Kt1_A1f32_1t1_p16_A1i32_1t1_p16_A1f32_1t1_p16_Si32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>>
  %cst_1_i64 = constant <i64: 1> : tile<128xi64>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %cst_1_i64_2 = constant <i64: 1> : tile<128xi64>
  %cst_1_i64_3 = constant <i64: 1> : tile<128xi64>
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %2 = iota : tile<128xi32>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
  %3 = addi %bcast, %2 : tile<128xi32>
  %4 = exti %3 signed : tile<128xi32> -> tile<128xi64>
  %5 = exti %assume_5 signed : tile<i32> -> tile<i64>
  %reshape_7 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_8 = broadcast %reshape_7 : tile<1xi64> -> tile<128xi64>
  %6 = cmpi less_than %4, %bcast_8, unsigned : tile<128xi64> -> tile<128xi1>
  %7 = muli %4, %cst_1_i64 : tile<128xi64>
  %reshape_9 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i32>> -> tile<128xptr<i32>>
  %8 = offset %bcast_10, %7 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
  %result, %result_token = load_ptr_tko weak %8, %6, %cst_0_i32 token=%0 : tile<128xptr<i32>>, tile<128xi1>, tile<128xi32> -> tile<128xi32>, token
  %reshape_11 = reshape %arg9 : tile<i32> -> tile<1xi32>
  %bcast_12 = broadcast %reshape_11 : tile<1xi32> -> tile<128xi32>
  %9 = cmpi less_than %result, %bcast_12, signed : tile<128xi32> -> tile<128xi1>
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32>
  %10 = exti %result signed : tile<128xi32> -> tile<128xi64>
  %11 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape_13 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_14 = broadcast %reshape_13 : tile<1xi64> -> tile<128xi64>
  %12 = cmpi less_than %10, %bcast_14, unsigned : tile<128xi64> -> tile<128xi1>
  %13 = muli %10, %cst_1_i64_2 : tile<128xi64>
  %reshape_15 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_16 = broadcast %reshape_15 : tile<1xptr<f32>> -> tile<128xptr<f32>>
  %14 = offset %bcast_16, %13 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
  %15 = andi %12, %9 : tile<128xi1>
  %reshape_17 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<128xf32>
  %result_19, %result_token_20 = load_ptr_tko weak %14, %15, %bcast_18 token=%0 : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_21 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast_22 = broadcast %reshape_21 : tile<1xf32> -> tile<128xf32>
  %16 = mulf %result_19, %bcast_22  : tile<128xf32>
  %17 = exti %result signed : tile<128xi32> -> tile<128xi64>
  %18 = exti %assume_6 signed : tile<i32> -> tile<i64>
  %reshape_23 = reshape %18 : tile<i64> -> tile<1xi64>
  %bcast_24 = broadcast %reshape_23 : tile<1xi64> -> tile<128xi64>
  %19 = cmpi less_than %17, %bcast_24, unsigned : tile<128xi64> -> tile<128xi1>
  %20 = muli %17, %cst_1_i64_3 : tile<128xi64>
  %reshape_25 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_26 = broadcast %reshape_25 : tile<1xptr<f32>> -> tile<128xptr<f32>>
  %21 = offset %bcast_26, %20 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
  %22 = andi %19, %9 : tile<128xi1>
  %23 = store_ptr_tko weak %21, %16, %22 token=%0 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
  return
}
