entry @debug_print_Kt1_A1f32_1t1_p16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %assume, shape = [%assume_0], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token loc(#loc16)
  %1 = join_tokens %0, %result_token : token loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %2 = extract %tile[%cst_0_i32] : tile<16xf32> -> tile<1xf32> loc(#loc18)
  %3 = join_tokens %0, %1 : token loc(#loc19)
  %4 = print_tko "block %d first %f\0A", %blockId_x, %2 token=%3 : tile<i32>, tile<1xf32> -> token loc(#loc19)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc20)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32> loc(#loc21)
  %5 = cmpf greater_than_or_equal ordered %tile, %bcast : tile<16xf32> -> tile<16xi1> loc(#loc21)
  assert %5, "negative input" : tile<16xi1> loc(#loc22)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
    yield %8 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %6 = join_tokens %4, %1 : token loc(#loc24)
  %7 = print_tko "sum = %f\0A", %reduce token=%6 : tile<f32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"debug_print.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/debug_print.py":6:0)
#loc1 = loc("test/Corpus/kernels/debug_print.py":6:16)
#loc2 = loc("test/Corpus/kernels/debug_print.py":7:10)
#loc3 = loc("test/Corpus/kernels/debug_print.py":8:8)
#loc4 = loc("test/Corpus/kernels/debug_print.py":9:57)
#loc5 = loc("test/Corpus/kernels/debug_print.py":9:42)
#loc6 = loc("test/Corpus/kernels/debug_print.py":9:4)
#loc7 = loc("test/Corpus/kernels/debug_print.py":10:20)
#loc8 = loc("test/Corpus/kernels/debug_print.py":10:15)
#loc9 = loc("test/Corpus/kernels/debug_print.py":10:4)
#loc10 = loc("test/Corpus/kernels/debug_print.py":11:22)
#loc11 = loc("test/Corpus/kernels/debug_print.py":11:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "debug_print", linkageName = "debug_print_Kt1_A1f32_1t1_p16_I16", compileUnit = #di_compile_unit, scopeLine = 5>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
