entry @integer_ops_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1u32_1t1_p16_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc28)
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>> loc(#loc29)
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>> loc(#loc30)
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<i32>> loc(#loc31)
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i32>> loc(#loc32)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc28)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc28)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc28)
  %cst_1_i32_6 = constant <i32: 1> : tile<128xi32> loc(#loc33)
  %cst_3_i32 = constant <i32: 3> : tile<128xi32> loc(#loc34)
  %cst_1_i32_7 = constant <i32: 1> : tile<128xi32> loc(#loc35)
  %cst_7_i32 = constant <i32: 7> : tile<128xi32> loc(#loc36)
  %cst_2_i32 = constant <i32: 2> : tile<128xi32> loc(#loc37)
  %assume_8 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc28)
  %tview = make_tensor_view %assume, shape = [%assume_8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc28)
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc28)
  %tview_10 = make_tensor_view %assume_0, shape = [%assume_9], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc28)
  %assume_11 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc28)
  %tview_12 = make_tensor_view %assume_1, shape = [%assume_11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc28)
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc28)
  %tview_14 = make_tensor_view %assume_2, shape = [%assume_13], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]> loc(#loc28)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc38)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc39)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token loc(#loc39)
  %pview_15 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc33)
  %tile_16, %result_token_17 = load_view_tko weak %pview_15[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token loc(#loc33)
  %1 = ori %tile_16, %cst_1_i32_6 : tile<128xi32> loc(#loc33)
  %2 = divi %tile, %1 signed rounding<negative_inf> : tile<128xi32> loc(#loc40)
  %3 = remi %tile, %1 signed : tile<128xi32> loc(#loc41)
  %cst_0_i32 = constant <i32: 0> : tile<128xi32> loc(#loc41)
  %4 = cmpi less_than %3, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1> loc(#loc41)
  %5 = cmpi less_than %1, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1> loc(#loc41)
  %6 = xori %4, %5 : tile<128xi1> loc(#loc41)
  %7 = cmpi not_equal %3, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1> loc(#loc41)
  %8 = andi %6, %7 : tile<128xi1> loc(#loc41)
  %9 = addi %3, %1 : tile<128xi32> loc(#loc41)
  %10 = select %8, %9, %3 : tile<128xi1>, tile<128xi32> loc(#loc41)
  %11 = shli %tile, %cst_3_i32 : tile<128xi32> loc(#loc34)
  %12 = shri %1, %cst_1_i32_7 signed : tile<128xi32> loc(#loc35)
  %13 = xori %11, %12 : tile<128xi32> loc(#loc42)
  %14 = mini %tile, %1 signed : tile<128xi32> loc(#loc43)
  %15 = maxi %tile, %1 signed : tile<128xi32> loc(#loc44)
  %16 = addi %14, %15 : tile<128xi32> loc(#loc43)
  %17 = divi %tile, %cst_7_i32 signed rounding<positive_inf> : tile<128xi32> loc(#loc36)
  %18 = addi %2, %10 : tile<128xi32> loc(#loc45)
  %19 = addi %18, %13 : tile<128xi32> loc(#loc45)
  %20 = addi %19, %16 : tile<128xi32> loc(#loc45)
  %21 = addi %20, %17 : tile<128xi32> loc(#loc45)
  %cst_-1_i32 = constant <i32: -1> : tile<128xi32> loc(#loc46)
  %22 = xori %1, %cst_-1_i32 : tile<128xi32> loc(#loc46)
  %23 = andi %tile, %22 : tile<128xi32> loc(#loc47)
  %24 = addi %21, %23 : tile<128xi32> loc(#loc45)
  %25 = absi %tile : tile<128xi32> loc(#loc48)
  %26 = addi %24, %25 : tile<128xi32> loc(#loc45)
  %27 = muli %tile, %1 : tile<128xi32> loc(#loc49)
  %28 = subi %26, %27 : tile<128xi32> loc(#loc45)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc50)
  %29 = store_view_tko weak %28, %pview_18[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc50)
  %30 = remi %tile, %1 unsigned : tile<128xi32> loc(#loc51)
  %cst_0_i32_19 = constant <i32: 0> : tile<128xi32> loc(#loc51)
  %31 = cmpi less_than %30, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc51)
  %32 = cmpi less_than %1, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc51)
  %33 = xori %31, %32 : tile<128xi1> loc(#loc51)
  %34 = cmpi not_equal %30, %cst_0_i32_19, unsigned : tile<128xi32> -> tile<128xi1> loc(#loc51)
  %35 = andi %33, %34 : tile<128xi1> loc(#loc51)
  %36 = addi %30, %1 : tile<128xi32> loc(#loc51)
  %37 = select %35, %36, %30 : tile<128xi1>, tile<128xi32> loc(#loc51)
  %38 = shri %tile, %cst_2_i32 unsigned : tile<128xi32> loc(#loc37)
  %39 = addi %37, %38 : tile<128xi32> loc(#loc52)
  %40 = maxi %tile, %1 unsigned : tile<128xi32> loc(#loc53)
  %41 = addi %39, %40 : tile<128xi32> loc(#loc52)
  %pview_20 = make_partition_view %tview_14 : partition_view<tile=(128), tensor_view<?xi32, strides=[1]>> loc(#loc54)
  %42 = store_view_tko weak %41, %pview_20[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token loc(#loc54)
  return loc(#loc27)
} loc(#loc28)
#di_file = #cuda_tile.di_file<"integer_ops.py" in "test/Corpus/kernels">
#loc = loc("test/Corpus/kernels/integer_ops.py":6:0)
#loc1 = loc("test/Corpus/kernels/integer_ops.py":6:16)
#loc2 = loc("test/Corpus/kernels/integer_ops.py":6:19)
#loc3 = loc("test/Corpus/kernels/integer_ops.py":6:22)
#loc4 = loc("test/Corpus/kernels/integer_ops.py":6:27)
#loc5 = loc("test/Corpus/kernels/integer_ops.py":9:8)
#loc6 = loc("test/Corpus/kernels/integer_ops.py":12:9)
#loc7 = loc("test/Corpus/kernels/integer_ops.py":12:20)
#loc8 = loc("test/Corpus/kernels/integer_ops.py":14:9)
#loc9 = loc("test/Corpus/kernels/integer_ops.py":18:51)
#loc10 = loc("test/Corpus/kernels/integer_ops.py":7:10)
#loc11 = loc("test/Corpus/kernels/integer_ops.py":8:8)
#loc12 = loc("test/Corpus/kernels/integer_ops.py":10:8)
#loc13 = loc("test/Corpus/kernels/integer_ops.py":11:8)
#loc14 = loc("test/Corpus/kernels/integer_ops.py":12:8)
#loc15 = loc("test/Corpus/kernels/integer_ops.py":13:8)
#loc16 = loc("test/Corpus/kernels/integer_ops.py":13:27)
#loc17 = loc("test/Corpus/kernels/integer_ops.py":15:37)
#loc18 = loc("test/Corpus/kernels/integer_ops.py":15:63)
#loc19 = loc("test/Corpus/kernels/integer_ops.py":15:59)
#loc20 = loc("test/Corpus/kernels/integer_ops.py":15:69)
#loc21 = loc("test/Corpus/kernels/integer_ops.py":15:82)
#loc22 = loc("test/Corpus/kernels/integer_ops.py":15:4)
#loc23 = loc("test/Corpus/kernels/integer_ops.py":18:39)
#loc24 = loc("test/Corpus/kernels/integer_ops.py":18:38)
#loc25 = loc("test/Corpus/kernels/integer_ops.py":18:62)
#loc26 = loc("test/Corpus/kernels/integer_ops.py":18:4)
#loc27 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 5, name = "integer_ops", linkageName = "integer_ops_Kt1_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1u32_1t1_p16_I128", compileUnit = #di_compile_unit, scopeLine = 5>
#loc28 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
