entry @integer_ops_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1u32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<i32>>
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<128xi32>
  %cst_3_i32 = constant <i32: 3> : tile<128xi32>
  %cst_1_i32_7 = constant <i32: 1> : tile<128xi32>
  %cst_7_i32 = constant <i32: 7> : tile<128xi32>
  %cst_2_i32 = constant <i32: 2> : tile<128xi32>
  %assume_8 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_11 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_14 = make_tensor_view %assume_2, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
  %pview_15 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %tile_16, %result_token_17 = load_view_tko weak %pview_15[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
  %1 = ori %tile_16, %cst_1_i32_6 : tile<128xi32>
  %2 = divi %tile, %1 signed rounding<negative_inf> : tile<128xi32>
  %3 = remi %tile, %1 signed : tile<128xi32>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %4 = cmpi less_than %3, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1>
  %5 = cmpi less_than %1, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1>
  %6 = xori %4, %5 : tile<128xi1>
  %7 = cmpi not_equal %3, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1>
  %8 = andi %6, %7 : tile<128xi1>
  %9 = addi %3, %1 : tile<128xi32>
  %10 = select %8, %9, %3 : tile<128xi1>, tile<128xi32>
  %11 = shli %tile, %cst_3_i32 : tile<128xi32>
  %12 = shri %1, %cst_1_i32_7 signed : tile<128xi32>
  %13 = xori %11, %12 : tile<128xi32>
  %14 = mini %tile, %1 signed : tile<128xi32>
  %15 = maxi %tile, %1 signed : tile<128xi32>
  %16 = addi %14, %15 : tile<128xi32>
  %17 = divi %tile, %cst_7_i32 signed rounding<positive_inf> : tile<128xi32>
  %18 = addi %2, %10 : tile<128xi32>
  %19 = addi %18, %13 : tile<128xi32>
  %20 = addi %19, %16 : tile<128xi32>
  %21 = addi %20, %17 : tile<128xi32>
  %cst_-1_i32 = constant <i32: -1> : tile<128xi32>
  %22 = xori %1, %cst_-1_i32 : tile<128xi32>
  %23 = andi %tile, %22 : tile<128xi32>
  %24 = addi %21, %23 : tile<128xi32>
  %25 = absi %tile : tile<128xi32>
  %26 = addi %24, %25 : tile<128xi32>
  %27 = muli %tile, %1 : tile<128xi32>
  %28 = subi %26, %27 : tile<128xi32>
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %29 = store_view_tko weak %28, %pview_18[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
  %30 = remi %tile, %1 unsigned : tile<128xi32>
  %cst_0_i32_19 = constant <i32: 0> : tile<128xi32>
  %31 = cmpi less_than %30, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1>
  %32 = cmpi less_than %1, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1>
  %33 = xori %31, %32 : tile<128xi1>
  %34 = cmpi not_equal %30, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1>
  %35 = andi %33, %34 : tile<128xi1>
  %36 = addi %30, %1 : tile<128xi32>
  %37 = select %35, %36, %30 : tile<128xi1>, tile<128xi32>
  %38 = shri %tile, %cst_2_i32 unsigned : tile<128xi32>
  %39 = addi %37, %38 : tile<128xi32>
  %40 = maxi %tile, %1 unsigned : tile<128xi32>
  %41 = addi %39, %40 : tile<128xi32>
  %pview_20 = make_partition_view %tview_14 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %42 = store_view_tko weak %41, %pview_20[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
  return
}
