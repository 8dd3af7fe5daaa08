// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa --split-input-file --verify-diagnostics

// Each op or flag the conversion cannot express yet is reported before
// anything changes. PTX rounds to nearest away only to tf32, and to f8 only
// to nearest even; f8E8M0FNU has no lowering yet.

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>, %h: tile<4xf16>) {
    // expected-error @+1 {{'cuda_tile.ftof' op from 'f32' to 'f16' with rounding<nearest_away> is not supported yet}}
    %0 = ftof %a rounding<nearest_away> : tile<4xf32> -> tile<4xf16>
    // expected-error @+1 {{'cuda_tile.ftof' op from 'f16' to 'f8E4M3FN' with rounding<zero> is not supported yet}}
    %1 = ftof %h rounding<zero> : tile<4xf16> -> tile<4xf8E4M3FN>
    // expected-error @+1 {{'cuda_tile.ftof' op from 'f32' to 'f8E8M0FNU' with rounding<zero> is not supported yet}}
    %2 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    return
  }
}

// -----

// Rounding twice to nearest (f64 -> f32 -> tf32, i32 -> f32 -> tf32) is not
// rounding once.
cuda_tile.module @m {
  testing$func @f(%d: tile<4xf64>, %i: tile<4xi32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op from 'f64' to 'tf32' with rounding<nearest_even> is not supported yet}}
    %0 = ftof %d : tile<4xf64> -> tile<4xtf32>
    // expected-error @+1 {{'cuda_tile.itof' op from 'i32' to 'tf32' is not supported yet}}
    %1 = itof %i signed : tile<4xi32> -> tile<4xtf32>
    return
  }
}

// -----

// fnv8E5M3FNU has no builtin float type.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op on type '!cuda_tile.tile<4xfnv8E5M3FNU>' is not supported yet}}
    %0 = ftof %a : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    return
  }
  // expected-error @+1 {{'cuda_tile.testing$func' op with an argument or result of type '!cuda_tile.tile<fnv8E5M3FNU>' is not supported yet}}
  testing$func @g(%a: tile<fnv8E5M3FNU>) {
    return
  }
}

// -----

// Sub-byte elements share bytes; pack/unpack repack whole bytes only.
cuda_tile.module @m {
  testing$func @f(%h: tile<64xi4>, %x: tile<8xi8>) {
    // expected-error @+1 {{'cuda_tile.pack' op with 'i4' elements is not supported yet}}
    %1 = pack %h : tile<64xi4> -> tile<32xi8>
    // expected-error @+1 {{'cuda_tile.unpack' op with 'i1' elements is not supported yet}}
    %2 = unpack %x : tile<8xi8> -> tile<64xi1>
    return
  }
}

// -----

// f8E4M3FN has no infinity to pad a gather with.
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf8E4M3FN, strides=[64,1]>, %rows: tile<8xi32>, %j: tile<i32>) {
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x64xf8E4M3FN, strides=[64,1]>, sparse_dim=0>
    // expected-error @+1 {{'cuda_tile.load_view_tko' op with padding_value neg_inf for 'f8E4M3FN' is not supported yet}}
    %x, %t = load_view_tko weak %v[%rows, %j] : gather_scatter_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x64xf8E4M3FN, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf8E4M3FN>, token
    return
  }
}

// -----

// f8E4M3FN has no infinity to pad with.
cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf8E4M3FN, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.load_view_tko' op with padding_value pos_inf for 'f8E4M3FN' is not supported yet}}
    %t, %tok = load_view_tko weak %v[%i] : partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<16xf8E4M3FN>, token
    return
  }
}

// -----

// alloca is freed when its function returns, so it may not be in a loop.
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    if %c {
      // expected-error @+1 {{'cuda_tile.alloca' op inside control flow is not supported yet}}
      %1 = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  // f4 has no register encoding yet.
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %b: tile<64x32xf4E2M1FN>, %c: tile<64x32xf32>,
                  %sa: tile<64x4xf8E4M3FN>, %sb: tile<4x32xf8E4M3FN>) {
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op with 'f4E2M1FN' operands is not supported yet}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<64x32xf32>, tile<64x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
    return
  }
}

