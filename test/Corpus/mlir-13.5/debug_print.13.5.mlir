entry @debug_print_Kt1_A1f32_1t1_p16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_0], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %1 = join_tokens %0, %result_token : token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %2 = extract %tile[%cst_0_i32] : tile<16xf32> -> tile<1xf32>
  %3 = join_tokens %0, %1 : token
  %4 = print_tko "block %d first %f\0A", %blockId_x, %2 token=%3 : tile<i32>, tile<1xf32> -> token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32>
  %5 = cmpf greater_than_or_equal ordered %tile, %bcast : tile<16xf32> -> tile<16xi1>
  assert %5, "negative input" : tile<16xi1>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %8 : tile<f32>
  }
  %6 = join_tokens %4, %1 : token
  %7 = print_tko "sum = %f\0A", %reduce token=%6 : tile<f32> -> token
  return
}
