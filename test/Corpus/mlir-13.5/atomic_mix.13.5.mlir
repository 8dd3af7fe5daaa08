entry @atomic_mix_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1f32_1t1_p16_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<f32>>
  %cst_1_i64 = constant <i64: 1> : tile<64xi64>
  %cst_1_i64_2 = constant <i64: 1> : tile<i64>
  %cst_1_i64_3 = constant <i64: 1> : tile<64xi64>
  %cst_1_i64_4 = constant <i64: 1> : tile<64xi64>
  %cst_7_i32 = constant <i32: 7> : tile<64xi32>
  %cst_1_i64_5 = constant <i64: 1> : tile<64xi64>
  %cst_2_i32 = constant <i32: 2> : tile<64xi32>
  %cst_1_i64_6 = constant <i64: 1> : tile<64xi64>
  %cst_3_i32 = constant <i32: 3> : tile<64xi32>
  %cst_1_i64_7 = constant <i64: 1> : tile<64xi64>
  %cst_5_i32 = constant <i32: 5> : tile<64xi32>
  %cst_1_i64_8 = constant <i64: 1> : tile<64xi64>
  %assume_9 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg7 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = iota : tile<64xi32>
  %2 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %3 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %5 = muli %2, %cst_1_i64 : tile<64xi64>
  %reshape_12 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_13 = broadcast %reshape_12 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %6 = offset %bcast_13, %5 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %reshape_14 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %bcast_15 = broadcast %reshape_14 : tile<1xi32> -> tile<64xi32>
  %result, %result_token = atomic_rmw_tko relaxed device %6, xchg, %bcast_15, %4 token=%0 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %7 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %8 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %9 = cmpi less_than %7, %8, unsigned : tile<i64> -> tile<i1>
  %10 = muli %7, %cst_1_i64_2 : tile<i64>
  %11 = offset %assume_0, %10 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %result_16, %result_token_17 = atomic_cas_tko acquire device %11, %cst_0_i32, %cst_1_i32, %9 token=%0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %reshape_18 = reshape %result_16 : tile<i32> -> tile<1xi32>
  %bcast_19 = broadcast %reshape_18 : tile<1xi32> -> tile<64xi32>
  %12 = addi %result, %bcast_19 : tile<64xi32>
  %13 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %14 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_20 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<64xi64>
  %15 = cmpi less_than %13, %bcast_21, unsigned : tile<64xi64> -> tile<64xi1>
  %16 = muli %13, %cst_1_i64_3 : tile<64xi64>
  %reshape_22 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_23 = broadcast %reshape_22 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %17 = offset %bcast_23, %16 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %18 = join_tokens %result_token, %result_token_17 : token
  %result_24, %result_token_25 = atomic_rmw_tko acq_rel device %17, max, %12, %15 token=%18 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %19 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %20 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<64xi64>
  %21 = cmpi less_than %19, %bcast_27, unsigned : tile<64xi64> -> tile<64xi1>
  %22 = muli %19, %cst_1_i64_4 : tile<64xi64>
  %reshape_28 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_29 = broadcast %reshape_28 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %23 = offset %bcast_29, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %24 = join_tokens %result_token_25, %result_token_17 : token
  %result_30, %result_token_31 = atomic_rmw_tko acq_rel tl_blk %23, min, %cst_7_i32, %21 token=%24 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %25 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %26 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %26 : tile<i64> -> tile<1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1xi64> -> tile<64xi64>
  %27 = cmpi less_than %25, %bcast_33, unsigned : tile<64xi64> -> tile<64xi1>
  %28 = muli %25, %cst_1_i64_5 : tile<64xi64>
  %reshape_34 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_35 = broadcast %reshape_34 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %29 = offset %bcast_35, %28 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %30 = join_tokens %result_token_17, %result_token_31 : token
  %result_36, %result_token_37 = atomic_rmw_tko acq_rel device %29, or, %cst_2_i32, %27 token=%30 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %31 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %32 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_38 = reshape %32 : tile<i64> -> tile<1xi64>
  %bcast_39 = broadcast %reshape_38 : tile<1xi64> -> tile<64xi64>
  %33 = cmpi less_than %31, %bcast_39, unsigned : tile<64xi64> -> tile<64xi1>
  %34 = muli %31, %cst_1_i64_6 : tile<64xi64>
  %reshape_40 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_41 = broadcast %reshape_40 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %35 = offset %bcast_41, %34 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %36 = join_tokens %result_token_37, %result_token_31 : token
  %result_42, %result_token_43 = atomic_rmw_tko acq_rel device %35, and, %cst_3_i32, %33 token=%36 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %37 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %38 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_44 = reshape %38 : tile<i64> -> tile<1xi64>
  %bcast_45 = broadcast %reshape_44 : tile<1xi64> -> tile<64xi64>
  %39 = cmpi less_than %37, %bcast_45, unsigned : tile<64xi64> -> tile<64xi1>
  %40 = muli %37, %cst_1_i64_7 : tile<64xi64>
  %reshape_46 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_47 = broadcast %reshape_46 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %41 = offset %bcast_47, %40 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %42 = join_tokens %result_token_43, %result_token_31 : token
  %result_48, %result_token_49 = atomic_rmw_tko release sys %41, xor, %cst_5_i32, %39 token=%42 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %cst_f32 = constant <f32: 5.000000e-01> : tile<64xf32>
  %43 = exti %1 signed : tile<64xi32> -> tile<64xi64>
  %44 = exti %assume_11 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %44 : tile<i64> -> tile<1xi64>
  %bcast_51 = broadcast %reshape_50 : tile<1xi64> -> tile<64xi64>
  %45 = cmpi less_than %43, %bcast_51, unsigned : tile<64xi64> -> tile<64xi1>
  %46 = muli %43, %cst_1_i64_8 : tile<64xi64>
  %reshape_52 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_53 = broadcast %reshape_52 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %47 = offset %bcast_53, %46 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %48 = join_tokens %0, %result_token_31, %result_token_49, %result_token_43 : token
  %result_54, %result_token_55 = atomic_rmw_tko acq_rel device %47, addf, %cst_f32, %45 token=%48 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> tile<64xf32>, token
  return
}
