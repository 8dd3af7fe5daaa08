entry @row_reductions_Kt1_A2f32_1l0_2t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_A1i32_1t1_p16_I16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_1 = assume div_by<16>, %arg8 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg11 : tile<ptr<f32>>
  %assume_3 = assume div_by<16>, %arg14 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg3 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_8, %assume_9], strides = [%assume_10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_11 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview_12 = make_tensor_view %assume_0, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_13 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_14 = make_tensor_view %assume_1, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_16 = make_tensor_view %assume_2, shape = [%assume_15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_18 = make_tensor_view %assume_3, shape = [%assume_17], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %1 = store_view_tko weak %reduce, %pview_19[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %reduce_20 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %6 : tile<f32>
  }
  %pview_21 = make_partition_view %tview_14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %2 = store_view_tko weak %reduce_20, %pview_21[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %reduce_22 = reduce %tile dim=1 identities=[0x7F800000 : f32] : tile<16x128xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = minf %reduce_lhs, %reduce_rhs propagate_nan : tile<f32>
    yield %6 : tile<f32>
  }
  %pview_23 = make_partition_view %tview_16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %3 = store_view_tko weak %reduce_22, %pview_23[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %4 = iota : tile<128xi32>
  %reshape = reshape %4 : tile<128xi32> -> tile<1x128xi32>
  %bcast = broadcast %reshape : tile<1x128xi32> -> tile<16x128xi32>
  %reduce_24:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<16xf32>, tile<16xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %7 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %8 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %9 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %10 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %11 = andi %10, %9 : tile<i1>
    %12 = ori %6, %11 : tile<i1>
    %13 = andi %8, %9 : tile<i1>
    %14 = ori %7, %13 : tile<i1>
    %15 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %16 = andi %14, %15 : tile<i1>
    %17 = ori %12, %16 : tile<i1>
    %18 = select %17, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32>
    %19 = select %17, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %18, %19 : tile<f32>, tile<i32>
  }
  %pview_25 = make_partition_view %tview_18 : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
  %5 = store_view_tko weak %reduce_24#1, %pview_25[%blockId_x] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
  return
}
