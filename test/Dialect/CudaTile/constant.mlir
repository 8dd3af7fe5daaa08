// Dense constant literals: splats, nested lists, hex and NaN floats, i1
// keywords, range edges of integer literals, and the result name hints.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @integers
  testing$func @integers() {
    // CHECK: %cst_1_i32 = constant <i32: 1> : tile<i32>
    %0 = constant <i32: 1> : tile<i32>
    // CHECK: %cst_-5_i32 = constant <i32: -5> : tile<4xi32>
    %1 = constant <i32: -5> : tile<4xi32>
    // A repeated name gets a numeric suffix.
    // CHECK: %cst_1_i32_0 = constant <i32: 1> : tile<128xi32>
    %2 = constant <i32: 1> : tile<128xi32>
    // Hex and the unsigned half of the range are stored as the signed value.
    // CHECK: %cst_-1_i16 = constant <i16: -1> : tile<i16>
    %3 = constant <i16: 0xFFFF> : tile<i16>
    // CHECK: %cst_-1_i8 = constant <i8: -1> : tile<2x2xi8>
    %4 = constant <i8: 255> : tile<2x2xi8>
    // CHECK: %cst_-128_i8 = constant <i8: -128> : tile<i8>
    %5 = constant <i8: -128> : tile<i8>
    // CHECK: %cst_2147483647_i32 = constant <i32: 2147483647> : tile<i32>
    %6 = constant <i32: 0x7FFFFFFF> : tile<i32>
    // CHECK: %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<i64>
    %7 = constant <i64: -9223372036854775808> : tile<i64>
    // Non-splat integer constants get no value in their name.
    // CHECK: %cst_i64 = constant <i64: [1, 2, 3, 4]> : tile<4xi64>
    %8 = constant <i64: [1, 2, 3, 4]> : tile<4xi64>
    // CHECK: %cst_i32 = constant <i32: {{\[}}[1, 2], [3, 4]]> : tile<2x2xi32>
    %9 = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    // CHECK: %cst_i32_1 = constant <i32: {{\[}}{{\[}}[1], [2]]]> : tile<1x2x1xi32>
    %10 = constant <i32: [[[1], [2]]]> : tile<1x2x1xi32>
    // A nested list whose elements all agree prints as a splat.
    // CHECK: %cst_7_i16 = constant <i16: 7> : tile<2xi16>
    %11 = constant <i16: [7, 7]> : tile<2xi16>
    return
  }

  // CHECK-LABEL: testing$func @booleans
  testing$func @booleans() {
    // CHECK: %true = constant <i1: true> : tile<8xi1>
    %0 = constant <i1: true> : tile<8xi1>
    // CHECK: %false = constant <i1: false> : tile<i1>
    %1 = constant <i1: false> : tile<i1>
    // Non-uniform i1 constants are named cst_i1.
    // CHECK: %cst_i1 = constant <i1: [true, false]> : tile<2xi1>
    %2 = constant <i1: [true, false]> : tile<2xi1>
    // 0 and 1 are accepted and print as keywords.
    // CHECK: %true_0 = constant <i1: true> : tile<i1>
    %3 = constant <i1: 1> : tile<i1>
    return
  }

  // CHECK-LABEL: testing$func @floats
  testing$func @floats() {
    // CHECK: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %0 = constant <f32: 0.0> : tile<f32>
    // Negative and fractional splats get no value in their name.
    // CHECK: %cst_f32 = constant <f32: -0.000000e+00> : tile<f32>
    %1 = constant <f32: -0.0> : tile<f32>
    // CHECK: %cst_f32_0 = constant <f32: -2.000000e+00> : tile<f32>
    %2 = constant <f32: -2.0> : tile<f32>
    // CHECK: %cst_f32_1 = constant <f32: 1.500000e+00> : tile<2x4xf32>
    %3 = constant <f32: 1.5> : tile<2x4xf32>
    // CHECK: %cst_1024_f32 = constant <f32: 1.024000e+03> : tile<f32>
    %4 = constant <f32: 1024.0> : tile<f32>
    // CHECK: %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<f32>
    %5 = constant <f32: 0x7FC00000> : tile<f32>
    // Infinity has no decimal spelling and stays hex.
    // CHECK: %cst_f32_2 = constant <f32: 0xFF800000> : tile<64xf32>
    %6 = constant <f32: 0xFF800000> : tile<64xf32>
    // CHECK: %cst_f32_3 = constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [4.000000e+00, 5.000000e+00]]> : tile<2x2xf32>
    %7 = constant <f32: [[1.0, 2.0], [4.0, 5.0]]> : tile<2x2xf32>
    // CHECK: %cst_f32_4 = constant <f32: [1.000000e+00, 0x7FC00000]> : tile<2xf32>
    %8 = constant <f32: [1.0, 0x7FC00000]> : tile<2xf32>
    return
  }

  // CHECK-LABEL: testing$func @float_types
  testing$func @float_types() {
    // CHECK: %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16>
    %0 = constant <f16: 2.0> : tile<f16>
    // CHECK: %cst_bf16 = constant <bf16: 0xFF80> : tile<bf16>
    %1 = constant <bf16: 0xFF80> : tile<bf16>
    // CHECK: %cst_3_f64 = constant <f64: 3.000000e+00> : tile<f64>
    %2 = constant <f64: 3.0> : tile<f64>
    // CHECK: %cst_1_tf32 = constant <tf32: 1.000000e+00> : tile<tf32>
    %3 = constant <tf32: 1.0> : tile<tf32>
    // CHECK: %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<4xf8E4M3FN>
    %4 = constant <f8E4M3FN: 1.0> : tile<4xf8E4M3FN>
    // CHECK: %cst_2_f8E5M2 = constant <f8E5M2: 2.000000e+00> : tile<4xf8E5M2>
    %5 = constant <f8E5M2: 2.0> : tile<4xf8E5M2>
    // CHECK: %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<4xf8E8M0FNU>
    %6 = constant <f8E8M0FNU: 1.0> : tile<4xf8E8M0FNU>
    // CHECK: %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<4xf4E2M1FN>
    %7 = constant <f4E2M1FN: 1.0> : tile<4xf4E2M1FN>
    return
  }

  // The full `!cuda_tile.tile` spelling parses too and prints short.
  // CHECK-LABEL: testing$func @long_type
  testing$func @long_type() -> !cuda_tile.tile<2xi32> {
    // CHECK: %cst_i32 = constant <i32: [3, 4]> : tile<2xi32>
    %0 = cuda_tile.constant <i32: [3, 4]> : !cuda_tile.tile<2xi32>
    return %0 : !cuda_tile.tile<2xi32>
  }
}
