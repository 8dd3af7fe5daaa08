// y = a b in 64x64 tiles, a 100x32, b 32x72, y 100x72 f16 (one dot per tile,
// K = 32): y's view promises what a TMA store needs (a 16-byte aligned base,
// rows of whole 16 bytes), and the dot's accumulator holds pairs of columns
// per lane, which per-thread stores would scatter; so on sm_90 and sm_100 each
// tile leaves through shared memory in one bulk copy, and the tiles past y's
// edges are clipped by it.
cuda_tile.module @kernels {
entry @tma_store(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) {
  %0 = make_token : token
  %a0 = assume bounded<0, ?>, %arg1 : tile<i32>
  %a1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %as = assume bounded<0, ?>, %arg3 : tile<i32>
  %aview = make_tensor_view %arg0, shape = [%a0, %a1], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %b0 = assume bounded<0, ?>, %arg6 : tile<i32>
  %b1 = assume bounded<0, ?>, %arg7 : tile<i32>
  %bs = assume bounded<0, ?>, %arg8 : tile<i32>
  %bview = make_tensor_view %arg5, shape = [%b0, %b1], strides = [%bs, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %y = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %y0 = assume bounded<0, ?>, %arg11 : tile<i32>
  %y1 = assume bounded<0, ?>, %arg12 : tile<i32>
  %ysb = assume bounded<0, ?>, %arg13 : tile<i32>
  %ys = assume div_by<8>, %ysb : tile<i32>
  %yview = make_tensor_view %y, shape = [%y0, %y1], strides = [%ys, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %zero = constant <i32: 0> : tile<i32>
  %ap = make_partition_view %aview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %bp = make_partition_view %bview : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %ta, %tka = load_view_tko weak %ap[%bx, %zero] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
  %tb, %tkb = load_view_tko weak %bp[%zero, %by] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
  %acc0 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %acc = mmaf %ta, %tb, %acc0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
  %u = ftof %acc : tile<64x64xf32> -> tile<64x64xf16>
  %yp = make_partition_view %yview : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
  %s = store_view_tko weak %u, %yp[%bx, %by] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
}
