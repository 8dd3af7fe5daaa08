// Unary math ops: all base float types, 0-D and N-D tiles, and the
// rounding/flush_to_zero modifiers of sqrt, rsqrt, exp2, exp and tanh.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @plain_unary
  testing$func @plain_unary(%x: tile<128xf32>) {
    // CHECK: absf %arg0 : tile<128xf32>
    %0 = absf %x : tile<128xf32>
    // CHECK: negf %arg0 : tile<128xf32>
    %1 = negf %x : tile<128xf32>
    // CHECK: ceil %arg0 : tile<128xf32>
    %2 = ceil %x : tile<128xf32>
    // CHECK: floor %arg0 : tile<128xf32>
    %3 = floor %x : tile<128xf32>
    // CHECK: log %arg0 : tile<128xf32>
    %4 = log %x : tile<128xf32>
    // CHECK: log2 %arg0 : tile<128xf32>
    %5 = log2 %x : tile<128xf32>
    // CHECK: sin %arg0 : tile<128xf32>
    %6 = sin %x : tile<128xf32>
    // CHECK: cos %arg0 : tile<128xf32>
    %7 = cos %x : tile<128xf32>
    // CHECK: tan %arg0 : tile<128xf32>
    %8 = tan %x : tile<128xf32>
    // CHECK: sinh %arg0 : tile<128xf32>
    %9 = sinh %x : tile<128xf32>
    // CHECK: cosh %arg0 : tile<128xf32>
    %10 = cosh %x : tile<128xf32>
    return
  }

  // CHECK-LABEL: testing$func @unary_types
  testing$func @unary_types(%h: tile<f16>, %bf: tile<4x2xbf16>, %d: tile<2x2x2xf64>) {
    // CHECK: absf %arg0 : tile<f16>
    %0 = absf %h : tile<f16>
    // CHECK: negf %arg1 : tile<4x2xbf16>
    %1 = negf %bf : tile<4x2xbf16>
    // CHECK: ceil %arg2 : tile<2x2x2xf64>
    %2 = ceil %d : tile<2x2x2xf64>
    // CHECK: floor %arg0 : tile<f16>
    %3 = floor %h : tile<f16>
    // CHECK: log %arg1 : tile<4x2xbf16>
    %4 = log %bf : tile<4x2xbf16>
    // CHECK: log2 %arg2 : tile<2x2x2xf64>
    %5 = log2 %d : tile<2x2x2xf64>
    // CHECK: sin %arg0 : tile<f16>
    %6 = sin %h : tile<f16>
    // CHECK: cos %arg1 : tile<4x2xbf16>
    %7 = cos %bf : tile<4x2xbf16>
    // CHECK: tan %arg2 : tile<2x2x2xf64>
    %8 = tan %d : tile<2x2x2xf64>
    // CHECK: sinh %arg0 : tile<f16>
    %9 = sinh %h : tile<f16>
    // CHECK: cosh %arg1 : tile<4x2xbf16>
    %10 = cosh %bf : tile<4x2xbf16>
    // CHECK: tanh %arg2 : tile<2x2x2xf64>
    %11 = tanh %d : tile<2x2x2xf64>
    // CHECK: exp %arg0 : tile<f16>
    %12 = exp %h : tile<f16>
    // CHECK: exp2 %arg1 : tile<4x2xbf16>
    %13 = exp2 %bf : tile<4x2xbf16>
    // CHECK: rsqrt %arg2 : tile<2x2x2xf64>
    %14 = rsqrt %d : tile<2x2x2xf64>
    // CHECK: sqrt %arg0 rounding<zero> : tile<f16>
    %15 = sqrt %h rounding<zero> : tile<f16>
    return
  }

  // CHECK-LABEL: testing$func @sqrt_modifiers
  testing$func @sqrt_modifiers(%x: tile<2x64xf32>) {
    // CHECK: sqrt %arg0 : tile<2x64xf32>
    %0 = sqrt %x rounding<nearest_even> : tile<2x64xf32>
    // CHECK: sqrt %arg0 rounding<zero> : tile<2x64xf32>
    %1 = sqrt %x rounding<zero> : tile<2x64xf32>
    // CHECK: sqrt %arg0 rounding<negative_inf> : tile<2x64xf32>
    %2 = sqrt %x rounding<negative_inf> : tile<2x64xf32>
    // CHECK: sqrt %arg0 rounding<positive_inf> flush_to_zero : tile<2x64xf32>
    %3 = sqrt %x rounding<positive_inf> flush_to_zero : tile<2x64xf32>
    // CHECK: sqrt %arg0 rounding<approx> flush_to_zero : tile<2x64xf32>
    %4 = sqrt %x rounding<approx> flush_to_zero : tile<2x64xf32>
    return
  }

  // CHECK-LABEL: testing$func @ftz_unary
  testing$func @ftz_unary(%x: tile<f32>) {
    // CHECK: rsqrt %arg0 : tile<f32>
    %0 = rsqrt %x : tile<f32>
    // CHECK: rsqrt %arg0 flush_to_zero : tile<f32>
    %1 = rsqrt %x flush_to_zero : tile<f32>
    // CHECK: exp2 %arg0 : tile<f32>
    %2 = exp2 %x : tile<f32>
    // CHECK: exp2 %arg0 flush_to_zero : tile<f32>
    %3 = exp2 %x flush_to_zero : tile<f32>
    return
  }

  // exp and tanh default to rounding<full>, which is not printed.
  // CHECK-LABEL: testing$func @approx_unary
  testing$func @approx_unary(%x: tile<1x512xf32>) {
    // CHECK: exp %arg0 : tile<1x512xf32>
    %0 = exp %x rounding<full> : tile<1x512xf32>
    // CHECK: exp %arg0 rounding<approx> : tile<1x512xf32>
    %1 = exp %x rounding<approx> : tile<1x512xf32>
    // CHECK: tanh %arg0 : tile<1x512xf32>
    %2 = tanh %x : tile<1x512xf32>
    // CHECK: tanh %arg0 rounding<approx> : tile<1x512xf32>
    %3 = tanh %x rounding<approx> : tile<1x512xf32>
    return
  }
}
