// Transcendental functions at points with exact or well-known results, and
// comparisons. f32 results are the nearest f32 to the exact value.
// RUN: tileiras-run %s --func math | FileCheck %s --check-prefix=MATH
// RUN: tileiras-run %s --func compare | FileCheck %s --check-prefix=CMP

cuda_tile.module @m {
  // e = 2.718281828..., nearest f32 2.71828175 prints as 2.7182817;
  // ln 2 = 0.693147180..., nearest f32 prints as 0.6931472.
  // MATH: result #0 = [1, 2.7182817, 8, 0.5]
  // MATH: result #1 = [0, 0.6931472, 3, -1]
  // MATH: result #2 = [0, 1, 0, 0]
  // MATH: result #3 = [0, 1, 0, 0.5]
  // MATH: result #4 = [1024, 81, 0, 0.5]
  testing$func @math() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %x = constant <f32: [0.0, 1.0, 3.0, -1.0]> : tile<4xf32>
    %e = exp %x : tile<4xf32>
    %e2 = exp2 %x : tile<4xf32>
    %s0 = constant <i1: [true, true, false, false]> : tile<4xi1>
    %0 = select %s0, %e, %e2 : tile<4xi1>, tile<4xf32>
    %y = constant <f32: [1.0, 2.0, 8.0, 0.5]> : tile<4xf32>
    %l = log %y : tile<4xf32>
    %l2 = log2 %y : tile<4xf32>
    %1 = select %s0, %l, %l2 : tile<4xi1>, tile<4xf32>
    %z = constant <f32: 0.0> : tile<4xf32>
    %sin = sin %z : tile<4xf32>
    %cos = cos %z : tile<4xf32>
    %tan = tan %z : tile<4xf32>
    %sinh = sinh %z : tile<4xf32>
    %cosh = cosh %z : tile<4xf32>
    %tanh = tanh %z : tile<4xf32>
    %m0 = constant <i1: [true, false, true, true]> : tile<4xi1>
    %a = select %m0, %sin, %cos : tile<4xi1>, tile<4xf32>
    %m1 = constant <i1: [true, true, true, false]> : tile<4xi1>
    %2 = select %m1, %a, %tan : tile<4xi1>, tile<4xf32>
    %b = select %m0, %sinh, %cosh : tile<4xi1>, tile<4xf32>
    %four = constant <f32: 4.0> : tile<4xf32>
    %rs = rsqrt %four : tile<4xf32>
    %m2 = constant <i1: [true, true, true, false]> : tile<4xi1>
    %c = select %m2, %b, %rs : tile<4xi1>, tile<4xf32>
    %m3 = constant <i1: [true, true, false, true]> : tile<4xi1>
    %3 = select %m3, %c, %tanh : tile<4xi1>, tile<4xf32>
    %base = constant <f32: [2.0, 3.0, 0.0, 2.0]> : tile<4xf32>
    %ex = constant <f32: [10.0, 4.0, 1.0, -1.0]> : tile<4xf32>
    %pw = fpowf %base, %ex : tile<4xf32>
    %n = constant <i32: [10, 4, 1, -1]> : tile<4xi32>
    %pi = fpowi %base, %n : tile<4xf32>, tile<4xi32>
    %one = constant <f32: 1.0> : tile<4xf32>
    %at = atan2 %z, %one : tile<4xf32>
    %m4 = constant <i1: [true, false, false, true]> : tile<4xi1>
    %p = select %m4, %pw, %pi : tile<4xi1>, tile<4xf32>
    %m5 = constant <i1: [true, true, false, true]> : tile<4xi1>
    %4 = select %m5, %p, %at : tile<4xi1>, tile<4xf32>
    return %0, %1, %2, %3, %4 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // NaN compares false when ordered and true when unordered.
  // CMP: result #0 = [true, false, false, true]
  // CMP: result #1 = [true, true, false, true]
  testing$func @compare() -> (tile<4xi1>, tile<4xi1>) {
    %a = constant <f32: [1.0, 0x7FC00000, 2.0, -0.0]> : tile<4xf32>
    %b = constant <f32: [2.0, 1.0, 1.0, 0.0]> : tile<4xf32>
    %0 = cmpf less_than_or_equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    %1 = cmpf less_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    return %0, %1 : tile<4xi1>, tile<4xi1>
  }
}
