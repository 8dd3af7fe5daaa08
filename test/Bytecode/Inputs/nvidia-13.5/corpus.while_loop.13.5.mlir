entry @while_loop_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
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
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %cst_100_i32 = constant <i32: 100> : tile<i32>
  %1:2 = loop iter_values(%arg6 = %cst_0_i32, %arg7 = %tile) : tile<i32>, tile<128xf32> -> tile<i32>, tile<128xf32> {
    %reduce = reduce %arg7 dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %7 : tile<f32>
    }
    %3 = cmpf greater_than ordered %reduce, %cst_1_f32 : tile<f32> -> tile<i1>
    if %3 {
    } else {
      break %arg6, %arg7 : tile<i32>, tile<128xf32>
    }
    %4 = mulf %arg7, %bcast  : tile<128xf32>
    %5 = addi %arg6, %cst_1_i32_5 : tile<i32>
    %6 = cmpi greater_than %5, %cst_100_i32, signed : tile<i32> -> tile<i1>
    if %6 {
      break %5, %4 : tile<i32>, tile<128xf32>
    } else {
    }
    continue %5, %4 : tile<i32>, tile<128xf32>
  }
  %pview_6 = make_partition_view %tview_4 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %2 = store_view_tko weak %1#1, %pview_6[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
