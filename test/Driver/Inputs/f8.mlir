// f8 conversions for float-rounding.mlir.
cuda_tile.module @m {
  entry @f8(%pf: tile<ptr<f32>>, %pd: tile<ptr<f64>>, %p8: tile<ptr<i8>>) {
    %a, %t0 = load_ptr_tko weak %pf : tile<ptr<f32>> -> tile<f32>, token
    %d, %t1 = load_ptr_tko weak %pd : tile<ptr<f64>> -> tile<f64>, token
    %0 = ftof %a : tile<f32> -> tile<f8E4M3FN>
    %1 = bitcast %0 : tile<f8E4M3FN> -> tile<i8>
    %2 = ftof %d : tile<f64> -> tile<f8E5M2>
    %3 = ftof %2 : tile<f8E5M2> -> tile<f32>
    %4 = ftof %0 : tile<f8E4M3FN> -> tile<f32>
    %5 = addf %3, %4 : tile<f32>
    %s0 = store_ptr_tko weak %pf, %5 : tile<ptr<f32>>, tile<f32> -> token
    %s1 = store_ptr_tko weak %p8, %1 : tile<ptr<i8>>, tile<i8> -> token
    return
  }

  // Tiles of 256 elements: two slots per thread, f8 tiles bitcast both ways.
  entry @f8_tiles(%pf: tile<ptr<f32>>, %p8: tile<ptr<i8>>) {
    %i = iota : tile<256xi32>
    %pf1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pfs = broadcast %pf1 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %pfi = offset %pfs, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %p81 = reshape %p8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %p8s = broadcast %p81 : tile<1xptr<i8>> -> tile<256xptr<i8>>
    %p8i = offset %p8s, %i : tile<256xptr<i8>>, tile<256xi32> -> tile<256xptr<i8>>
    %x, %t0 = load_ptr_tko weak %pfi : tile<256xptr<f32>> -> tile<256xf32>, token
    %0 = ftof %x : tile<256xf32> -> tile<256xf8E4M3FN>
    %1 = bitcast %0 : tile<256xf8E4M3FN> -> tile<256xi8>
    %2 = bitcast %1 : tile<256xi8> -> tile<256xf8E5M2>
    %3 = ftof %2 : tile<256xf8E5M2> -> tile<256xf32>
    %s0 = store_ptr_tko weak %p8i, %1 : tile<256xptr<i8>>, tile<256xi8> -> token
    %s1 = store_ptr_tko weak %pfi, %3 : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }
}
