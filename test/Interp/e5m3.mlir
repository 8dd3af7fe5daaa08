// fnv8E5M3FNU (E5M3.h): no sign, bias 15, 3 mantissa bits, subnormals
// m * 2^-17, no infinity, NaN = 0xFF, largest finite 0xFE = 1.75 * 2^16.
// Expected codes computed by hand.
// RUN: tileiras-run %s --func to_e5m3 --hex | FileCheck %s --check-prefix=TO
// RUN: tileiras-run %s --func to_e5m3 | FileCheck %s --check-prefix=DEC
// RUN: tileiras-run %s --func from_e5m3 --hex | FileCheck %s --check-prefix=FROM
// RUN: tileiras-run %s --func rounding_modes --hex | FileCheck %s --check-prefix=RM
// RUN: not tileiras-run %s --func arith 2>&1 | FileCheck %s --check-prefix=ARITH

cuda_tile.module @m {
  // Nearest-even, f32 -> e5m3:
  //   1.0 -> e=15 m=0: 0x78; 2.0 -> 0x80; 0.5 -> 0x70
  //   1.0625 = 1 + 1/16: tie of 1.0 (m=0) and 1.125 (m=1) -> 0x78
  //   1.1875 = 1 + 3/16: tie of m=1 and m=2 -> m=2: 0x7a
  //   1.06250012 = 1 + 2^-4 + 2^-23: above the tie -> 0x79
  //   114688 = 1.75 * 2^16: e=31 m=6: 0xfe
  //   118784 = 1.8125 * 2^16: tie of m=6 (even) and m=7 (the NaN code) -> 0xfe
  // DEC: result #0 = [1, 2, 0.5, 1, 1.25, 1.125, 114688, 114688]
  // TO: result #0 = [0x78, 0x80, 0x70, 0x78, 0x7a, 0x79, 0xfe, 0xfe]
  //   118785: rounds to m=7, which is no finite value: overflow -> 0xff
  //   131072 = 2^17 -> 0xff
  //   2^-17 (smallest subnormal) -> 0x01; 2^-18: tie of 0 and 0x01 -> 0x00
  //   3 * 2^-19 = 0.75 * 2^-17 -> 0x01; 2^-14 (smallest normal) -> 0x08
  //   15 * 2^-18 = 7.5 * 2^-17: tie of 0x07 and 0x08 -> 0x08
  //   7 * 2^-17 -> 0x07
  // TO: result #1 = [0xff, 0xff, 0x01, 0x00, 0x01, 0x08, 0x08, 0x07]
  //   0, -0 -> 0x00; -1, inf, nan, -inf -> 0xff (NaN); 1e-30 -> 0x00;
  //   65504 = 15.992 * 2^12 rounds up to 16 * 2^12 = 2^16: e=31 m=0: 0xf8
  // TO: result #2 = [0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x00, 0xf8]
  testing$func @to_e5m3() -> (tile<8xfnv8E5M3FNU>, tile<8xfnv8E5M3FNU>, tile<8xfnv8E5M3FNU>) {
    %a = constant <f32: [1.0, 2.0, 0.5, 1.0625, 1.1875, 1.06250012, 114688.0, 118784.0]> : tile<8xf32>
    %0 = ftof %a : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %b = constant <f32: [118785.0, 131072.0, 7.62939453125E-6, 3.814697265625E-6, 5.7220458984375E-6, 6.103515625E-5, 5.7220458984375E-5, 5.340576171875E-5]> : tile<8xf32>
    %1 = ftof %b : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %c = constant <f32: [0.0, -0.0, -1.0, 0x7F800000, 0x7FC00000, 0xFF800000, 1.0E-30, 65504.0]> : tile<8xf32>
    %2 = ftof %c : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    return %0, %1, %2 : tile<8xfnv8E5M3FNU>, tile<8xfnv8E5M3FNU>, tile<8xfnv8E5M3FNU>
  }

  // Codes as i8 bit patterns: 0x78 = 1, 0x7f = 1.875, 0x01 = 2^-17,
  // 0x07 = 7 * 2^-17, 0x08 = 2^-14, 0xfe = 114688, 0xff = NaN, 0x00 = 0.
  // f32: 1.875 = 1.111b: 0x3ff00000; 2^-17: exponent 110: 0x37000000;
  // 7 * 2^-17 = 1.75 * 2^-15: 0x38600000; 2^-14: 0x38800000;
  // 1.75 * 2^16: exponent 143: 0x47e00000.
  // f16: 2^-17 = 128 subnormal ulps (2^-24): 0x0080; 7 * 2^-17: 0x0380;
  // 2^-14: 0x0400; 114688 > 65504 + half an ulp: inf 0x7c00.
  // FROM: result #0 = [0x3f800000, 0x3ff00000, 0x37000000, 0x38600000, 0x38800000, 0x47e00000, 0x7fc00000, 0x00000000]
  // FROM: result #1 = [0x3c00, 0x3f80, 0x0080, 0x0380, 0x0400, 0x7c00, 0x7e00, 0x0000]
  // FROM: result #2 = [0x78, 0x7f, 0x01, 0x07, 0x08, 0xfe, 0xff, 0x00]
  testing$func @from_e5m3() -> (tile<8xf32>, tile<8xf16>, tile<8xi8>) {
    %c = constant <i8: [120, 127, 1, 7, 8, -2, -1, 0]> : tile<8xi8>
    %e = bitcast %c : tile<8xi8> -> tile<8xfnv8E5M3FNU>
    %0 = ftof %e : tile<8xfnv8E5M3FNU> -> tile<8xf32>
    %1 = ftof %e : tile<8xfnv8E5M3FNU> -> tile<8xf16>
    // Round trip through f32 gives the same codes back.
    %r = ftof %0 : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %2 = bitcast %r : tile<8xfnv8E5M3FNU> -> tile<8xi8>
    return %0, %1, %2 : tile<8xf32>, tile<8xf16>, tile<8xi8>
  }

  // Toward zero: 1.1875 -> 0x79 (1.125), 118785 -> 0xfe (largest finite,
  // no overflow to NaN), 1.06250012 -> 0x78, 7.5 * 2^-17 -> 0x07.
  // Toward +inf: 1.0625 -> 0x79, 2^-18 -> 0x01, 114688.0078125 -> 0xff
  // (overflow), 1.0 -> 0x78 (exact).
  // RM: result #0 = [0x79, 0xfe, 0x78, 0x07]
  // RM: result #1 = [0x79, 0x01, 0xff, 0x78]
  testing$func @rounding_modes() -> (tile<4xfnv8E5M3FNU>, tile<4xfnv8E5M3FNU>) {
    %a = constant <f32: [1.1875, 118785.0, 1.06250012, 5.7220458984375E-5]> : tile<4xf32>
    %0 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    %b = constant <f32: [1.0625, 3.814697265625E-6, 114688.0078125, 1.0]> : tile<4xf32>
    %1 = ftof %b rounding<positive_inf> : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    return %0, %1 : tile<4xfnv8E5M3FNU>, tile<4xfnv8E5M3FNU>
  }

  // Other ops on fnv8E5M3FNU (here printing) are refused, not made up.
  // ARITH: error: unsupported element type fnv8E5M3FNU in 'cuda_tile.print_tko'
  testing$func @arith() {
    %c = constant <i8: [120, 127]> : tile<2xi8>
    %e = bitcast %c : tile<2xi8> -> tile<2xfnv8E5M3FNU>
    %t = print_tko "%f\0A", %e : tile<2xfnv8E5M3FNU> -> token
    return
  }
}
