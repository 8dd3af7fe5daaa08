// The mmaf_scaled kernel of emulate-misc-kernels.mlir.
cuda_tile.module @m {
  // mmaf_scaled of a 4x64 e4m3 by a 64x4 e5m2 with e8m0 scales per 32
  // elements of K, the rhs scales N-major ([4, 2]), onto a loaded 4x4 f32.
  entry @scaled(%ap: tile<ptr<i8>>, %bp: tile<ptr<i8>>, %sap: tile<ptr<i8>>, %sbp: tile<ptr<i8>>, %cp: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %ap, shape = [4, 64], strides = [64, 1] : tensor_view<4x64xi8, strides=[64,1]>
    %pa = make_partition_view %ta : partition_view<tile=(4x64), tensor_view<4x64xi8, strides=[64,1]>>
    %a8, %t0 = load_view_tko weak %pa[%z, %z] : partition_view<tile=(4x64), tensor_view<4x64xi8, strides=[64,1]>>, tile<i32> -> tile<4x64xi8>, token
    %tb = make_tensor_view %bp, shape = [64, 4], strides = [4, 1] : tensor_view<64x4xi8, strides=[4,1]>
    %pb = make_partition_view %tb : partition_view<tile=(64x4), tensor_view<64x4xi8, strides=[4,1]>>
    %b8, %t1 = load_view_tko weak %pb[%z, %z] : partition_view<tile=(64x4), tensor_view<64x4xi8, strides=[4,1]>>, tile<i32> -> tile<64x4xi8>, token
    %ts = make_tensor_view %sap, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi8, strides=[2,1]>
    %ps = make_partition_view %ts : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>
    %sa8, %t2 = load_view_tko weak %ps[%z, %z] : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>, tile<i32> -> tile<4x2xi8>, token
    %tt = make_tensor_view %sbp, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi8, strides=[2,1]>
    %pt = make_partition_view %tt : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>
    %sb8, %t3 = load_view_tko weak %pt[%z, %z] : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>, tile<i32> -> tile<4x2xi8>, token
    %tc = make_tensor_view %cp, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pc = make_partition_view %tc : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %c, %t4 = load_view_tko weak %pc[%z, %z] : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<4x4xf32>, token
    %a = bitcast %a8 : tile<4x64xi8> -> tile<4x64xf8E4M3FN>
    %b = bitcast %b8 : tile<64x4xi8> -> tile<64x4xf8E5M2>
    %sa = bitcast %sa8 : tile<4x2xi8> -> tile<4x2xf8E8M0FNU>
    %sb = bitcast %sb8 : tile<4x2xi8> -> tile<4x2xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x64xf8E4M3FN>, tile<64x4xf8E5M2>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
    %t5 = store_view_tko weak %d, %pc[%z, %z] token = %t4 : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
