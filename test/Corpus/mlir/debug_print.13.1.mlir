global  @print_mutex <i32: 1> : tile<1xi32>
entry @debug_print_Kt1_A1f32_1t1_p16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_90 = {}> {
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
  %4 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_1 = constant <i32: 0> : tile<i32>
  %cst_1_i32_2 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %4, %cst_1_i32_2, %cst_0_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %12 = cmpi equal %result_8, %cst_1_i32_2, unsigned : tile<i32> -> tile<i1>
    if %12 {
      break
    } else {
    }
  }
  %5 = print_tko "block %d first %f\0A", %blockId_x, %2 : tile<i32>, tile<1xf32> -> token
  %6 = make_token : token
  %result, %result_token_3 = atomic_rmw_tko acq_rel device %4, xchg, %cst_1_i32_2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32>
  %7 = cmpf greater_than_or_equal ordered %tile, %bcast : tile<16xf32> -> tile<16xi1>
  assert %7, "negative input" : tile<16xi1>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %12 : tile<f32>
  }
  %8 = join_tokens %6, %1 : token
  %9 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  loop {
    %result_8, %result_token_9 = atomic_cas_tko acq_rel device %9, %cst_1_i32_5, %cst_0_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %12 = cmpi equal %result_8, %cst_1_i32_5, unsigned : tile<i32> -> tile<i1>
    if %12 {
      break
    } else {
    }
  }
  %10 = print_tko "sum = %f\0A", %reduce : tile<f32> -> token
  %11 = make_token : token
  %result_6, %result_token_7 = atomic_rmw_tko acq_rel device %9, xchg, %cst_1_i32_5 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  return
}
