// Two dots the tensor cores do not take (lowering-remarks.test): f32 x f32
// without tf32 has no mma.sync kind, and a 4x8x4 f16 dot does not tile by
// m16n8k16. Each result is stored, so that the dots are kept.
cuda_tile.module @fma_dots {
entry @f32_dot(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %0 = make_token : token
  %a = constant <f32: 1.000000e+00> : tile<64x16xf32>
  %b = constant <f32: 2.000000e+00> : tile<16x64xf32>
  %c = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %d = mmaf %a, %b, %c : tile<64x16xf32>, tile<16x64xf32>, tile<64x64xf32>
  %tview = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg1, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %pview = make_partition_view %tview : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %1 = store_view_tko weak %d, %pview[%bx, %by] token = %0 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
entry @small_dot(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %0 = make_token : token
  %a = constant <f16: 1.000000e+00> : tile<4x8xf16>
  %b = constant <f16: 2.000000e+00> : tile<8x4xf16>
  %c = constant <f32: 0.000000e+00> : tile<4x4xf32>
  %d = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x4xf16>, tile<4x4xf32>
  %tview = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg1, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %pview = make_partition_view %tview : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %1 = store_view_tko weak %d, %pview[%bx, %by] token = %0 : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
}
