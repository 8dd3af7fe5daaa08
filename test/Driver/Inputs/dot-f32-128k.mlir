// The f32 twin of dot-256k.mlir: 128 KiB of scratch operands. Our f32 dot
// runs on the CUDA cores (the scalar lowering, AggregatePatterns.cpp), which
// writes A and B to scratch in K slices and reads them one element at a time.
cuda_tile.module @kernels {
  entry @dot_f32_128k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %a = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %b = assume div_by<16>, %arg5 : tile<ptr<f32>>
    %c = assume div_by<16>, %arg10 : tile<ptr<f32>>
    %a1 = assume bounded<0, ?>, %arg1 : tile<i32>
    %a2 = assume bounded<0, ?>, %arg2 : tile<i32>
    %a3 = assume bounded<0, ?>, %arg3 : tile<i32>
    %ta = make_tensor_view %a, shape = [%a1, %a2], strides = [%a3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %b1 = assume bounded<0, ?>, %arg6 : tile<i32>
    %b2 = assume bounded<0, ?>, %arg7 : tile<i32>
    %b3 = assume bounded<0, ?>, %arg8 : tile<i32>
    %tb = make_tensor_view %b, shape = [%b1, %b2], strides = [%b3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %c1 = assume bounded<0, ?>, %arg11 : tile<i32>
    %c2 = assume bounded<0, ?>, %arg12 : tile<i32>
    %c3 = assume bounded<0, ?>, %arg13 : tile<i32>
    %tc = make_tensor_view %c, shape = [%c1, %c2], strides = [%c3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %ta : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tb : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %la, %t1 = load_view_tko weak %pa[%x, %zero] token = %0 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %lb, %t2 = load_view_tko weak %pb[%zero, %y] token = %0 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %acc = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %d = mmaf %la, %lb, %acc : tile<128x128xf32>, tile<128x128xf32>, tile<128x128xf32>
    %pc = make_partition_view %tc : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %r = store_view_tko weak %d, %pc[%x, %y] token = %0 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
