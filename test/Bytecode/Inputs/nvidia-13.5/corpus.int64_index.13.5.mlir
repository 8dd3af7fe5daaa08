entry @int64_index_Kt1_A2f32_1l0_2t1_p16w_A2f32_1l0_2t1_p16w_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<i64>, %arg4: tile<i64>, %arg5: tile<ptr<f32>>, %arg6: tile<i64>, %arg7: tile<i64>, %arg8: tile<i64>, %arg9: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_1 = constant <i64: 1> : tile<i64>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i64>
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i64>
  %assume_4 = assume bounded<0, ?>, %arg3 : tile<i64>
  %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i64>
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i64>
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i64>
  %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %cst_0_i64] token = %0 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> tile<1x256xf32>, token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %5 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x256xf32>
  %2 = addf %bcast, %tile  : tile<1x256xf32>
  %3 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %cst_0_i64_9 = constant <i64: 0> : tile<i64>
  %pview_10 = make_partition_view %tview_8 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %4 = store_view_tko weak %2, %pview_10[%3, %cst_0_i64_9] token = %0 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> token
  return
}
