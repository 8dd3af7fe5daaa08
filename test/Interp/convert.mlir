// Conversions: rounding, saturation, f8/bf16/tf32 encodings, repacking.
// RUN: tileiras-run %s --func ints | FileCheck %s --check-prefix=INT
// RUN: tileiras-run %s --func floats --hex | FileCheck %s --check-prefix=FLT
// RUN: tileiras-run %s --func ftoi | FileCheck %s --check-prefix=FTOI
// RUN: tileiras-run %s --func itof | FileCheck %s --check-prefix=ITOF
// RUN: tileiras-run %s --func bits | FileCheck %s --check-prefix=BITS

cuda_tile.module @m {
  // exti of i8 -1: signed -1, unsigned 255. trunci 300 -> 44 (300 - 256);
  // 300 does not fit i8, so no_signed_wrap makes it poison; 100 fits.
  // INT: result #0 = [-1, 255]
  // INT: result #1 = [44, 100]
  // INT: result #2 = [poison, 100]
  testing$func @ints() -> (tile<2xi32>, tile<2xi8>, tile<2xi8>) {
    %a = constant <i8: [-1, -1]> : tile<2xi8>
    %s = exti %a signed : tile<2xi8> -> tile<2xi32>
    %u = exti %a unsigned : tile<2xi8> -> tile<2xi32>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %0 = select %c, %s, %u : tile<2xi1>, tile<2xi32>
    %w = constant <i32: [300, 100]> : tile<2xi32>
    %1 = trunci %w : tile<2xi32> -> tile<2xi8>
    %2 = trunci %w overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi8>
    return %0, %1, %2 : tile<2xi32>, tile<2xi8>, tile<2xi8>
  }

  // f32 -> f16: 1 + 2^-11 ties to 1.0 (0x3c00); 65520 is the tie between
  // 65504 (max) and 2^16, rounding to even gives inf (0x7c00);
  // 2^-24 is the smallest subnormal (0x0001); -2 = 0xc000.
  // f32 -> bf16: 1 + 2^-8 ties to 1.0 (0x3f80); 1 + 3*2^-8 ties up to
  // 1 + 2^-6 (0x3f82).
  // f32 -> f8E4M3FN: 448 = 1.75*2^8 is the largest value (0x7e); 1.0 =
  // 0x38; 500 overflows and saturates to 448 (0x7e); -0.5 = 0xb0.
  // f32 -> f8E5M2: 1.0 = 0x3c, 57344 = 0x7b (largest), 65536 saturates to
  // 57344 (0x7b). (NVIDIA's tileiras compiles f8 conversions to
  // F2FP.SATFINITE: overflow gives the largest finite value.)
  // f32 -> tf32 (stored as f32 bits): 1 + 2^-11 ties to 1.0 (0x3f800000);
  // 1 + 3*2^-11 ties up to 1 + 2^-9 (bit 14 of the f32 field: 0x3f804000).
  // FLT: result #0 = [0x3c00, 0x7c00, 0x0001, 0xc000]
  // FLT: result #1 = [0x3f80, 0x3f82]
  // FLT: result #2 = [0x7e, 0x38, 0x7e, 0xb0]
  // FLT: result #3 = [0x3c, 0x7b, 0x7b, 0xbc]
  // FLT: result #4 = [0x3f800000, 0x3f804000]
  testing$func @floats() -> (tile<4xf16>, tile<2xbf16>, tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<2xtf32>) {
    %a = constant <f32: [1.00048828125, 65520.0, 5.9604644775390625E-8, -2.0]> : tile<4xf32>
    %0 = ftof %a : tile<4xf32> -> tile<4xf16>
    %b = constant <f32: [1.00390625, 1.01171875]> : tile<2xf32>
    %1 = ftof %b : tile<2xf32> -> tile<2xbf16>
    %c = constant <f32: [448.0, 1.0, 500.0, -0.5]> : tile<4xf32>
    %2 = ftof %c : tile<4xf32> -> tile<4xf8E4M3FN>
    %d = constant <f32: [1.0, 57344.0, 65536.0, -1.0]> : tile<4xf32>
    %3 = ftof %d : tile<4xf32> -> tile<4xf8E5M2>
    %e = constant <f32: [1.00048828125, 1.00146484375]> : tile<2xf32>
    %4 = ftof %e : tile<2xf32> -> tile<2xtf32>
    return %0, %1, %2, %3, %4 : tile<4xf16>, tile<2xbf16>, tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<2xtf32>
  }

  // ftoi truncates: 2.7 -> 2, -2.7 -> -2; 3e9 is out of i32 range: poison
  // unless saturating (INT32_MAX); NaN saturates to 0. Unsigned: -1.5
  // truncates to -1, out of range: poison, saturating 0.
  // FTOI: result #0 = [2, -2, poison, poison]
  // FTOI: result #1 = [2, -2, 2147483647, 0]
  // FTOI: result #2 = [poison, 3000000000]
  // FTOI: result #3 = [0, 3000000000]
  testing$func @ftoi() -> (tile<4xi32>, tile<4xi32>, tile<2xi64>, tile<2xi64>) {
    %a = constant <f32: [2.7, -2.7, 3.0E+9, 0x7FC00000]> : tile<4xf32>
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    %1 = ftoi %a signed saturating : tile<4xf32> -> tile<4xi32>
    %b = constant <f32: [-1.5, 3.0E+9]> : tile<2xf32>
    %2 = ftoi %b unsigned : tile<2xf32> -> tile<2xi64>
    %3 = ftoi %b unsigned saturating : tile<2xf32> -> tile<2xi64>
    return %0, %1, %2, %3 : tile<4xi32>, tile<4xi32>, tile<2xi64>, tile<2xi64>
  }

  // itof: 2^24 + 1 = 16777217 ties to 16777216 in f32; 0xffffffff is
  // 4294967295 unsigned (-> 2^32) and -1 signed.
  // ITOF: result #0 = [16777216, 4294967296, -1, 0]
  testing$func @itof() -> tile<4xf32> {
    %a = constant <i32: [16777217, -1, -1, 0]> : tile<4xi32>
    %s = itof %a signed : tile<4xi32> -> tile<4xf32>
    %u = itof %a unsigned : tile<4xi32> -> tile<4xf32>
    %c = constant <i1: [true, false, true, true]> : tile<4xi1>
    %0 = select %c, %s, %u : tile<4xi1>, tile<4xf32>
    return %0 : tile<4xf32>
  }

  // bitcast 1.0f = 0x3f800000 = 1065353216; pack [0x0102, 0x0304] gives the
  // little-endian bytes [2, 1, 4, 3]; unpack [1,0,0,0,2,0,0,0] = [1, 2];
  // int_to_ptr/ptr_to_int keep the bits.
  // BITS: result #0 = [1065353216, -1082130432]
  // BITS: result #1 = [2, 1, 4, 3]
  // BITS: result #2 = [1, 2]
  // BITS: result #3 = [4096, 8192]
  testing$func @bits() -> (tile<2xi32>, tile<4xi8>, tile<2xi32>, tile<2xi64>) {
    %f = constant <f32: [1.0, -1.0]> : tile<2xf32>
    %0 = bitcast %f : tile<2xf32> -> tile<2xi32>
    %h = constant <i16: [258, 772]> : tile<2xi16>
    %1 = pack %h : tile<2xi16> -> tile<4xi8>
    %b = constant <i8: [1, 0, 0, 0, 2, 0, 0, 0]> : tile<8xi8>
    %2 = unpack %b : tile<8xi8> -> tile<2xi32>
    %i = constant <i64: [4096, 8192]> : tile<2xi64>
    %p = int_to_ptr %i : tile<2xi64> -> tile<2xptr<f32>>
    %q = ptr_to_ptr %p : tile<2xptr<f32>> -> tile<2xptr<i8>>
    %3 = ptr_to_int %q : tile<2xptr<i8>> -> tile<2xi64>
    return %0, %1, %2, %3 : tile<2xi32>, tile<4xi8>, tile<2xi32>, tile<2xi64>
  }
}
