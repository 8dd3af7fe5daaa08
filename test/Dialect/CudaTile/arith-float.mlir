// Floating-point binary arithmetic: every modifier spelling survives a
// print -> parse -> print cycle, and defaults are elided.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @ieee_binary
  testing$func @ieee_binary(%a: tile<4xf32>, %b: tile<4xf32>) {
    // The default rounding<nearest_even> is not printed.
    // CHECK: addf %arg0, %arg1 : tile<4xf32>
    %0 = addf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK: addf %arg0, %arg1 rounding<zero> : tile<4xf32>
    %1 = addf %a, %b rounding<zero> : tile<4xf32>
    // CHECK: addf %arg0, %arg1 rounding<negative_inf> flush_to_zero : tile<4xf32>
    %2 = addf %a, %b rounding<negative_inf> flush_to_zero : tile<4xf32>
    // CHECK: subf %arg0, %arg1 rounding<positive_inf> : tile<4xf32>
    %3 = subf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK: subf %arg0, %arg1 flush_to_zero : tile<4xf32>
    %4 = subf %a, %b flush_to_zero : tile<4xf32>
    // CHECK: mulf %arg0, %arg1 : tile<4xf32>
    %5 = mulf %a, %b : tile<4xf32>
    // CHECK: mulf %arg0, %arg1 rounding<zero> flush_to_zero : tile<4xf32>
    %6 = mulf %a, %b rounding<zero> flush_to_zero : tile<4xf32>
    return
  }

  // Every base float element type, 0-D and N-D.
  // CHECK-LABEL: testing$func @element_types
  testing$func @element_types(%h: tile<f16>, %bf: tile<2x4xbf16>, %d: tile<2x2x2xf64>) {
    // CHECK: addf %arg0, %arg0 : tile<f16>
    %0 = addf %h, %h : tile<f16>
    // CHECK: subf %arg1, %arg1 rounding<zero> : tile<2x4xbf16>
    %1 = subf %bf, %bf rounding<zero> : tile<2x4xbf16>
    // CHECK: mulf %arg2, %arg2 rounding<positive_inf> : tile<2x2x2xf64>
    %2 = mulf %d, %d rounding<positive_inf> : tile<2x2x2xf64>
    // CHECK: divf %arg0, %arg0 : tile<f16>
    %3 = divf %h, %h : tile<f16>
    // CHECK: fma %arg1, %arg1, %arg1 rounding<negative_inf> : tile<2x4xbf16>
    %4 = fma %bf, %bf, %bf rounding<negative_inf> : tile<2x4xbf16>
    // CHECK: remf %arg2, %arg2 : tile<2x2x2xf64>
    %5 = remf %d, %d : tile<2x2x2xf64>
    // CHECK: fpowf %arg0, %arg0 : tile<f16>
    %6 = fpowf %h, %h : tile<f16>
    // CHECK: atan2 %arg1, %arg1 : tile<2x4xbf16>
    %7 = atan2 %bf, %bf : tile<2x4xbf16>
    // CHECK: maxf %arg2, %arg2 propagate_nan : tile<2x2x2xf64>
    %8 = maxf %d, %d propagate_nan : tile<2x2x2xf64>
    // CHECK: minf %arg0, %arg0 : tile<f16>
    %9 = minf %h, %h : tile<f16>
    return
  }

  // CHECK-LABEL: testing$func @divf
  testing$func @divf(%a: tile<8xf32>, %b: tile<8xf32>) {
    // CHECK: divf %arg0, %arg1 : tile<8xf32>
    %0 = divf %a, %b : tile<8xf32>
    // CHECK: divf %arg0, %arg1 rounding<zero> : tile<8xf32>
    %1 = divf %a, %b rounding<zero> : tile<8xf32>
    // CHECK: divf %arg0, %arg1 rounding<negative_inf> : tile<8xf32>
    %2 = divf %a, %b rounding<negative_inf> : tile<8xf32>
    // CHECK: divf %arg0, %arg1 rounding<positive_inf> : tile<8xf32>
    %3 = divf %a, %b rounding<positive_inf> : tile<8xf32>
    // CHECK: divf %arg0, %arg1 rounding<approx> : tile<8xf32>
    %4 = divf %a, %b rounding<approx> : tile<8xf32>
    // CHECK: divf %arg0, %arg1 rounding<full> flush_to_zero : tile<8xf32>
    %5 = divf %a, %b rounding<full> flush_to_zero : tile<8xf32>
    return
  }

  // CHECK-LABEL: testing$func @fma
  testing$func @fma(%a: tile<2x2xf32>, %b: tile<2x2xf32>, %c: tile<2x2xf32>) {
    // CHECK: fma %arg0, %arg1, %arg2 : tile<2x2xf32>
    %0 = fma %a, %b, %c : tile<2x2xf32>
    // CHECK: fma %arg0, %arg1, %arg2 rounding<zero> flush_to_zero : tile<2x2xf32>
    %1 = fma %a, %b, %c rounding<zero> flush_to_zero : tile<2x2xf32>
    // CHECK: fma %arg0, %arg1, %arg2 rounding<positive_inf> : tile<2x2xf32>
    %2 = fma %a, %b, %c rounding<positive_inf> : tile<2x2xf32>
    return
  }

  // CHECK-LABEL: testing$func @min_max
  testing$func @min_max(%a: tile<16xf32>, %b: tile<16xf32>) {
    // CHECK: maxf %arg0, %arg1 : tile<16xf32>
    %0 = maxf %a, %b : tile<16xf32>
    // CHECK: maxf %arg0, %arg1 flush_to_zero : tile<16xf32>
    %1 = maxf %a, %b flush_to_zero : tile<16xf32>
    // CHECK: maxf %arg0, %arg1 propagate_nan : tile<16xf32>
    %2 = maxf %a, %b propagate_nan : tile<16xf32>
    // Both flags print in one canonical order.
    // CHECK: minf %arg0, %arg1 flush_to_zero propagate_nan : tile<16xf32>
    %3 = minf %a, %b flush_to_zero propagate_nan : tile<16xf32>
    // CHECK: minf %arg0, %arg1 propagate_nan : tile<16xf32>
    %4 = minf %a, %b propagate_nan : tile<16xf32>
    // The flags parse in either order.
    // CHECK: maxf %arg0, %arg1 flush_to_zero propagate_nan : tile<16xf32>
    %5 = maxf %a, %b propagate_nan flush_to_zero : tile<16xf32>
    return
  }

  // CHECK-LABEL: testing$func @pow_rem_atan2
  testing$func @pow_rem_atan2(%a: tile<128xf32>, %b: tile<128xf32>, %e: tile<128xi32>,
                              %e16: tile<128xi16>) {
    // CHECK: remf %arg0, %arg1 : tile<128xf32>
    %0 = remf %a, %b : tile<128xf32>
    // CHECK: fpowf %arg0, %arg1 : tile<128xf32>
    %1 = fpowf %a, %b : tile<128xf32>
    // CHECK: atan2 %arg0, %arg1 : tile<128xf32>
    %2 = atan2 %a, %b : tile<128xf32>
    // fpowi prints both the base and the exponent type.
    // CHECK: fpowi %arg0, %arg2 : tile<128xf32>, tile<128xi32>
    %3 = fpowi %a, %e : tile<128xf32>, tile<128xi32>
    // CHECK: fpowi %arg0, %arg3 : tile<128xf32>, tile<128xi16>
    %4 = fpowi %a, %e16 : tile<128xf32>, tile<128xi16>
    return
  }

  // CHECK-LABEL: testing$func @cmpf
  testing$func @cmpf(%a: tile<4xf32>, %b: tile<4xf32>, %s: tile<f64>) -> tile<4xi1> {
    // CHECK: cmpf equal ordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %0 = cmpf equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf not_equal unordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %1 = cmpf not_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf less_than ordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %2 = cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf less_than_or_equal unordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %3 = cmpf less_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf greater_than ordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %4 = cmpf greater_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf greater_than_or_equal unordered %arg0, %arg1 : tile<4xf32> -> tile<4xi1>
    %5 = cmpf greater_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: cmpf equal unordered %arg2, %arg2 : tile<f64> -> tile<i1>
    %6 = cmpf equal unordered %s, %s : tile<f64> -> tile<i1>
    return %5 : tile<4xi1>
  }
}
