entry @math_funcs_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
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
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
  %1 = exp %tile  : tile<128xf32>
  %2 = absf %tile : tile<128xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %3 = addf %2, %bcast  : tile<128xf32>
  %4 = log %3 : tile<128xf32>
  %5 = addf %1, %4  : tile<128xf32>
  %6 = sin %tile : tile<128xf32>
  %7 = addf %5, %6  : tile<128xf32>
  %8 = cos %tile : tile<128xf32>
  %9 = addf %7, %8  : tile<128xf32>
  %10 = absf %tile : tile<128xf32>
  %11 = sqrt %10  : tile<128xf32>
  %cst_1_f32_5 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_6 = reshape %cst_1_f32_5 : tile<f32> -> tile<1xf32>
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<128xf32>
  %12 = fma %tile, %tile, %bcast_7  : tile<128xf32>
  %13 = rsqrt %12 : tile<128xf32>
  %14 = addf %11, %13  : tile<128xf32>
  %15 = tanh %tile  : tile<128xf32>
  %16 = addf %14, %15  : tile<128xf32>
  %17 = absf %tile : tile<128xf32>
  %18 = fpowf %17, %tile : tile<128xf32>
  %19 = exp2 %tile : tile<128xf32>
  %20 = addf %18, %19  : tile<128xf32>
  %cst_1_f32_8 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_9 = reshape %cst_1_f32_8 : tile<f32> -> tile<1xf32>
  %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<128xf32>
  %21 = fma %tile, %tile, %bcast_10  : tile<128xf32>
  %22 = log2 %21 : tile<128xf32>
  %23 = addf %20, %22  : tile<128xf32>
  %24 = tan %tile : tile<128xf32>
  %25 = addf %23, %24  : tile<128xf32>
  %26 = sinh %tile : tile<128xf32>
  %27 = cosh %tile : tile<128xf32>
  %28 = subf %26, %27  : tile<128xf32>
  %29 = floor %tile : tile<128xf32>
  %30 = addf %28, %29  : tile<128xf32>
  %31 = ceil %tile : tile<128xf32>
  %32 = addf %30, %31  : tile<128xf32>
  %33 = subf %32, %tile  : tile<128xf32>
  %34 = atan2 %tile, %9 : tile<128xf32>
  %35 = negf %16 : tile<128xf32>
  %36 = addf %34, %35  : tile<128xf32>
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %reshape_11 = reshape %cst_3_f32 : tile<f32> -> tile<1xf32>
  %bcast_12 = broadcast %reshape_11 : tile<1xf32> -> tile<128xf32>
  %37 = remf %tile, %bcast_12 : tile<128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128xf32>
  %38 = cmpf less_than ordered %37, %cst_0_f32 : tile<128xf32> -> tile<128xi1>
  %39 = cmpf less_than ordered %bcast_12, %cst_0_f32 : tile<128xf32> -> tile<128xi1>
  %40 = xori %38, %39 : tile<128xi1>
  %41 = cmpf not_equal unordered %37, %cst_0_f32 : tile<128xf32> -> tile<128xi1>
  %42 = andi %40, %41 : tile<128xi1>
  %43 = addf %37, %bcast_12  : tile<128xf32>
  %44 = select %42, %43, %37 : tile<128xi1>, tile<128xf32>
  %45 = addf %36, %44  : tile<128xf32>
  %46 = fma %9, %16, %25  : tile<128xf32>
  %47 = divf %33, %45  : tile<128xf32>
  %48 = subf %46, %47  : tile<128xf32>
  %pview_13 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %49 = store_view_tko weak %48, %pview_13[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
