// Basic float arithmetic in every rounding mode, with hand-computed results.
// RUN: tileiras-run %s --func add_rounding | FileCheck %s --check-prefix=ADD
// RUN: tileiras-run %s --func sub_rounding --hex | FileCheck %s --check-prefix=SUB
// RUN: tileiras-run %s --func div_rounding --hex | FileCheck %s --check-prefix=DIV
// RUN: tileiras-run %s --func fma_single_rounding --hex | FileCheck %s --check-prefix=FMA
// RUN: tileiras-run %s --func ftz --hex | FileCheck %s --check-prefix=FTZ
// RUN: tileiras-run %s --func f64_add | FileCheck %s --check-prefix=F64
// RUN: tileiras-run %s --func f16_add --hex | FileCheck %s --check-prefix=F16
// RUN: tileiras-run %s --func misc | FileCheck %s --check-prefix=MISC
// RUN: tileiras-run %s --func minmax | FileCheck %s --check-prefix=MINMAX
// RUN: tileiras-run %s --func sqrt_rounding --hex | FileCheck %s --check-prefix=SQRT

cuda_tile.module @m {
  // 1 + 2^-24 is a tie between 1 and 1 + 2^-23 (the ulp above 1).
  // ADD: result #0 = [1, -1]
  // ADD: result #1 = [1, -1]
  // ADD: result #2 = [1.0000001, -1]
  // ADD: result #3 = [1, -1.0000001]
  testing$func @add_rounding() -> (tile<2xf32>, tile<2xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [1.0, -1.0]> : tile<2xf32>
    %b = constant <f32: [5.9604644775390625E-8, -5.9604644775390625E-8]> : tile<2xf32>
    %0 = addf %a, %b : tile<2xf32>
    %1 = addf %a, %b rounding<zero> : tile<2xf32>
    %2 = addf %a, %b rounding<positive_inf> : tile<2xf32>
    %3 = addf %a, %b rounding<negative_inf> : tile<2xf32>
    return %0, %1, %2, %3 : tile<2xf32>, tile<2xf32>, tile<2xf32>, tile<2xf32>
  }

  // 1 - 2^-25 is a tie between 1 - 2^-24 (0x3f7fffff, odd) and 1 (even);
  // 0 - 0 is +0 except toward -inf, where it is -0 (lanes 1 and 3);
  // 3 - 5 = -2 checks the operand order.
  // SUB: result #0 = [0x3f800000, 0x00000000, 0xc0000000, 0x00000000]
  // SUB: result #1 = [0x3f7fffff, 0x00000000, 0xc0000000, 0x00000000]
  // SUB: result #2 = [0x3f800000, 0x00000000, 0xc0000000, 0x00000000]
  // SUB: result #3 = [0x3f7fffff, 0x80000000, 0xc0000000, 0x80000000]
  testing$func @sub_rounding() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [1.0, 0.0, 3.0, 0.0]> : tile<4xf32>
    %b = constant <f32: [2.98023223876953125E-8, 0.0, 5.0, 0.0]> : tile<4xf32>
    %0 = subf %a, %b : tile<4xf32>
    %1 = subf %a, %b rounding<zero> : tile<4xf32>
    %2 = subf %a, %b rounding<positive_inf> : tile<4xf32>
    %3 = subf %a, %b rounding<negative_inf> : tile<4xf32>
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // 1/3 = 1.0101...b x 2^-2: the 23-bit field is 0x2AAAAA and the rest is
  // 2/3 of an ulp, so nearest and up give ...AB, zero and down give ...AA.
  // -1/3 mirrors it.
  // DIV: result #0 = [0x3eaaaaab, 0xbeaaaaab]
  // DIV: result #1 = [0x3eaaaaaa, 0xbeaaaaaa]
  // DIV: result #2 = [0x3eaaaaab, 0xbeaaaaaa]
  // DIV: result #3 = [0x3eaaaaaa, 0xbeaaaaab]
  testing$func @div_rounding() -> (tile<2xf32>, tile<2xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [1.0, -1.0]> : tile<2xf32>
    %b = constant <f32: [3.0, 3.0]> : tile<2xf32>
    %0 = divf %a, %b : tile<2xf32>
    %1 = divf %a, %b rounding<zero> : tile<2xf32>
    %2 = divf %a, %b rounding<positive_inf> : tile<2xf32>
    %3 = divf %a, %b rounding<negative_inf> : tile<2xf32>
    return %0, %1, %2, %3 : tile<2xf32>, tile<2xf32>, tile<2xf32>, tile<2xf32>
  }

  // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: mulf rounds the 2^-24 away (tie to
  // even), fma keeps it: fma(x, x, -(1 + 2^-11)) = 2^-24 = 0x33800000.
  // FMA: result #0 = [0x33800000]
  // FMA: result #1 = [0x00000000]
  testing$func @fma_single_rounding() -> (tile<1xf32>, tile<1xf32>) {
    %x = constant <f32: [1.000244140625]> : tile<1xf32>
    %c = constant <f32: [-1.00048828125]> : tile<1xf32>
    %0 = fma %x, %x, %c : tile<1xf32>
    %m = mulf %x, %x : tile<1xf32>
    %1 = addf %m, %c : tile<1xf32>
    return %0, %1 : tile<1xf32>, tile<1xf32>
  }

  // 2^-126 * 0.5 = 2^-127 is subnormal (0x00400000); flush_to_zero gives +0,
  // and -2^-127 flushes to -0.
  // FTZ: result #0 = [0x00400000, 0x80400000]
  // FTZ: result #1 = [0x00000000, 0x80000000]
  testing$func @ftz() -> (tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [1.17549435E-38, -1.17549435E-38]> : tile<2xf32>
    %h = constant <f32: [0.5, 0.5]> : tile<2xf32>
    %0 = mulf %a, %h : tile<2xf32>
    %1 = mulf %a, %h flush_to_zero : tile<2xf32>
    return %0, %1 : tile<2xf32>, tile<2xf32>
  }

  // 0.1 + 0.2 in f64: nearest gives 0.30000000000000004, zero gives the
  // double just below, which prints as 0.3.
  // F64: result #0 = [0.30000000000000004]
  // F64: result #1 = [0.3]
  testing$func @f64_add() -> (tile<1xf64>, tile<1xf64>) {
    %a = constant <f64: [0.1]> : tile<1xf64>
    %b = constant <f64: [0.2]> : tile<1xf64>
    %0 = addf %a, %b : tile<1xf64>
    %1 = addf %a, %b rounding<zero> : tile<1xf64>
    return %0, %1 : tile<1xf64>, tile<1xf64>
  }

  // f16: 1 + 2^-11 is a tie between 1 (0x3c00) and 1 + 2^-10 (0x3c01).
  // F16: result #0 = [0x3c00]
  // F16: result #1 = [0x3c01]
  testing$func @f16_add() -> (tile<1xf16>, tile<1xf16>) {
    %a = constant <f16: [1.0]> : tile<1xf16>
    %b = constant <f16: [4.8828125E-4]> : tile<1xf16>
    %0 = addf %a, %b : tile<1xf16>
    %1 = addf %a, %b rounding<positive_inf> : tile<1xf16>
    return %0, %1 : tile<1xf16>, tile<1xf16>
  }

  // remf is C fmod (sign of the dividend); ceil/floor; absf/negf.
  // MISC: result #0 = [1.5, -1.5, 1.5, -1.5]
  // MISC: result #1 = [-1, -1, 3, 3]
  // MISC: result #2 = [-2, -2, 2, 2]
  // MISC: result #3 = [5.5, 5.5, -5.5, 5.5]
  testing$func @misc() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [5.5, -5.5, 5.5, -5.5]> : tile<4xf32>
    %b = constant <f32: [2.0, 2.0, -2.0, -2.0]> : tile<4xf32>
    %0 = remf %a, %b : tile<4xf32>
    %c = constant <f32: [-1.5, -1.5, 2.1, 2.1]> : tile<4xf32>
    %1 = ceil %c : tile<4xf32>
    %2 = floor %c : tile<4xf32>
    %ab = absf %a : tile<4xf32>
    %ng = negf %a : tile<4xf32>
    %sel = constant <i1: [true, true, false, true]> : tile<4xi1>
    %3 = select %sel, %ab, %ng : tile<4xi1>, tile<4xf32>
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // maxf/minf: without propagate_nan the number wins, with it NaN wins;
  // +0 is above -0.
  // MINMAX: result #0 = [1, 0, 3, 0]
  // MINMAX: result #1 = [nan, 0, 3, 0]
  // MINMAX: result #2 = [1, -0, 2, 0]
  testing$func @minmax() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x7FC00000, -0.0, 2.0, 0.0]> : tile<4xf32>
    %b = constant <f32: [1.0, 0.0, 3.0, 0.0]> : tile<4xf32>
    %0 = maxf %a, %b : tile<4xf32>
    %1 = maxf %a, %b propagate_nan : tile<4xf32>
    %2 = minf %a, %b : tile<4xf32>
    return %0, %1, %2 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // sqrt(2) = 1.41421356...: the f32 neighbours are 0x3fb504f3 (1.41421354)
  // and 0x3fb504f4 (1.41421366); nearest is below. sqrt(4) is exact.
  // SQRT: result #0 = [0x3fb504f3, 0x40000000]
  // SQRT: result #1 = [0x3fb504f4, 0x40000000]
  // SQRT: result #2 = [0x3fb504f3, 0x40000000]
  testing$func @sqrt_rounding() -> (tile<2xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [2.0, 4.0]> : tile<2xf32>
    %0 = sqrt %a : tile<2xf32>
    %1 = sqrt %a rounding<positive_inf> : tile<2xf32>
    %2 = sqrt %a rounding<zero> : tile<2xf32>
    return %0, %1, %2 : tile<2xf32>, tile<2xf32>, tile<2xf32>
  }
}
