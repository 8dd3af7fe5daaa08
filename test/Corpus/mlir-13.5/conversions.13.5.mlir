entry @conversions_Kt1_A1f32_1t1_p16_A1f16_1t1_p16_A1bf16_1t1_p16_A1i32_1t1_p16_A1i8_1t1_p16_A1f64_1t1_p16_A1u16_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<f16>>
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<bf16>>
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i32>>
  %assume_3 = assume div_by<16>, %arg12 : tile<ptr<i8>>
  %assume_4 = assume div_by<16>, %arg15 : tile<ptr<f64>>
  %assume_5 = assume div_by<16>, %arg18 : tile<ptr<i16>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_13 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_14 = make_tensor_view %assume_0, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_15 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_16 = make_tensor_view %assume_1, shape = [%assume_15], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_17 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_18 = make_tensor_view %assume_2, shape = [%assume_17], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %assume_19 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_20 = make_tensor_view %assume_3, shape = [%assume_19], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
  %assume_21 = assume bounded<0, ?>, %arg16 : tile<i32>
  %tview_22 = make_tensor_view %assume_4, shape = [%assume_21], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
  %assume_23 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_24 = make_tensor_view %assume_5, shape = [%assume_23], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
  %1 = ftof %tile  : tile<128xf32> -> tile<128xf16>
  %pview_25 = make_partition_view %tview_14 : partition_view<tile=(128), tensor_view<?xf16, strides=[1]>>
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
  %3 = ftof %tile  : tile<128xf32> -> tile<128xbf16>
  %pview_26 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>>
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
  %5 = ftoi %tile signed  : tile<128xf32> -> tile<128xi32>
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>
  %6 = store_view_tko weak %5, %pview_27[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
  %7 = trunci %5 : tile<128xi32> -> tile<128xi8>
  %pview_28 = make_partition_view %tview_20 : partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>
  %8 = store_view_tko weak %7, %pview_28[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
  %9 = ftof %1  : tile<128xf16> -> tile<128xf64>
  %10 = itof %5 signed  : tile<128xi32> -> tile<128xf64>
  %11 = addf %9, %10  : tile<128xf64>
  %pview_29 = make_partition_view %tview_22 : partition_view<tile=(128), tensor_view<?xf64, strides=[1]>>
  %12 = store_view_tko weak %11, %pview_29[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
  %13 = trunci %5 : tile<128xi32> -> tile<128xi8>
  %14 = exti %13 unsigned : tile<128xi8> -> tile<128xi16>
  %pview_30 = make_partition_view %tview_24 : partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>
  %15 = store_view_tko weak %14, %pview_30[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
  return
}
