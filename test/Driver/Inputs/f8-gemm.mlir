// An f8E4M3FN GEMM (64x64x64): NVIDIA 13.4 refuses it before sm_90.
cuda_tile.module @m {
  entry @gemm8(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>) {
    %ta = make_tensor_view %pa, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf8E4M3FN, strides=[64,1]>
    %tb = make_tensor_view %pb, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf8E4M3FN, strides=[64,1]>
    %tc = make_tensor_view %pc, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %va = make_partition_view %ta : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %z = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %va[%z, %z] : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
    %b, %t1 = load_view_tko weak %vb[%z, %z] : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
    %c = constant <f32: 0.0> : tile<64x64xf32>
    %d = mmaf %a, %b, %c : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
    %t2 = store_view_tko weak %d, %vc[%z, %z] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
