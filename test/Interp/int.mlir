// Integer ops: wrap-around, overflow flags (poison), signedness, division
// rounding. Expected values computed by hand.
// RUN: tileiras-run %s --func wrap | FileCheck %s --check-prefix=WRAP
// RUN: tileiras-run %s --func shifts | FileCheck %s --check-prefix=SHIFT
// RUN: tileiras-run %s --func div | FileCheck %s --check-prefix=DIV
// RUN: tileiras-run %s --func misc | FileCheck %s --check-prefix=MISC

cuda_tile.module @m {
  // i8: 127 + 1 wraps to -128, poison under no_signed_wrap; -56 + 100 = 44,
  // which is 200 + 100 = 300 unsigned: poison under no_unsigned_wrap.
  // 0 - 1 = -1 wraps unsigned; 16 * 16 = 256 -> 0; -16 * -16 -> 0.
  // WRAP: result #0 = [-128, 44]
  // WRAP: result #1 = [poison, 44]
  // WRAP: result #2 = [-128, poison]
  // WRAP: result #3 = [-1, poison]
  // WRAP: result #4 = [0, 0]
  testing$func @wrap() -> (tile<2xi8>, tile<2xi8>, tile<2xi8>, tile<2xi8>, tile<2xi8>) {
    %a = constant <i8: [127, -56]> : tile<2xi8>
    %b = constant <i8: [1, 100]> : tile<2xi8>
    %0 = addi %a, %b : tile<2xi8>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<2xi8>
    %2 = addi %a, %b overflow<no_unsigned_wrap> : tile<2xi8>
    %z = constant <i8: [0, 0]> : tile<2xi8>
    %o = constant <i8: [1, 1]> : tile<2xi8>
    %s0 = subi %z, %o : tile<2xi8>
    %s1 = subi %z, %o overflow<no_unsigned_wrap> : tile<2xi8>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %3 = select %c, %s0, %s1 : tile<2xi1>, tile<2xi8>
    %m = constant <i8: [16, -16]> : tile<2xi8>
    %4 = muli %m, %m : tile<2xi8>
    return %0, %1, %2, %3, %4 : tile<2xi8>, tile<2xi8>, tile<2xi8>, tile<2xi8>, tile<2xi8>
  }

  // i8: 1 << 7 = -128 (0x80), 1 << 8 is poison (amount >= width);
  // under no_signed_wrap 1 << 7 changes the sign: poison; 3 << 1 = 6.
  // -16 = 0xf0: signed >> 2 = -4, unsigned >> 2 = 0x3c = 60.
  // SHIFT: result #0 = [-128, poison, 6, 0]
  // SHIFT: result #1 = [poison, poison, 6, 0]
  // SHIFT: result #2 = [-4, 60]
  testing$func @shifts() -> (tile<4xi8>, tile<4xi8>, tile<2xi8>) {
    %a = constant <i8: [1, 1, 3, 0]> : tile<4xi8>
    %n = constant <i8: [7, 8, 1, 0]> : tile<4xi8>
    %0 = shli %a, %n : tile<4xi8>
    %1 = shli %a, %n overflow<no_signed_wrap> : tile<4xi8>
    %x = constant <i8: [-16, -16]> : tile<2xi8>
    %k = constant <i8: [2, 2]> : tile<2xi8>
    %s = shri %x, %k signed : tile<2xi8>
    %u = shri %x, %k unsigned : tile<2xi8>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %2 = select %c, %s, %u : tile<2xi1>, tile<2xi8>
    return %0, %1, %2 : tile<4xi8>, tile<4xi8>, tile<2xi8>
  }

  // 7/-2 = -3.5, -7/2 = -3.5, 7/2 = 3.5, -8/2 = -4 (exact).
  // zero: [-3, -3, 3, -4]; negative_inf: [-4, -4, 3, -4];
  // positive_inf: [-3, -3, 4, -4]. Unsigned 7/2 rounded up = 4.
  // remi (sign of the dividend): [1, -1, 1, 0]; unsigned 0xfffffff9 % 2 = 1.
  // DIV: result #0 = [-3, -3, 3, -4]
  // DIV: result #1 = [-4, -4, 3, -4]
  // DIV: result #2 = [-3, -3, 4, -4]
  // DIV: result #3 = [1, -1, 1, 0]
  // DIV: result #4 = [4, 1]
  testing$func @div() -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<2xi32>) {
    %a = constant <i32: [7, -7, 7, -8]> : tile<4xi32>
    %b = constant <i32: [-2, 2, 2, 2]> : tile<4xi32>
    %0 = divi %a, %b signed : tile<4xi32>
    %1 = divi %a, %b signed rounding<negative_inf> : tile<4xi32>
    %2 = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    %3 = remi %a, %b signed : tile<4xi32>
    %x = constant <i32: [7, -7]> : tile<2xi32>
    %y = constant <i32: [2, 2]> : tile<2xi32>
    %q = divi %x, %y unsigned rounding<positive_inf> : tile<2xi32>
    %r = remi %x, %y unsigned : tile<2xi32>
    %c = constant <i1: [true, false]> : tile<2xi1>
    %4 = select %c, %q, %r : tile<2xi1>, tile<2xi32>
    return %0, %1, %2, %3, %4 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<2xi32>
  }

  // maxi/mini of -1 and 1: signed max 1, unsigned max 0xffffffff = -1.
  // mulhii (unsigned): 0xffffffff * 2 = 0x1_fffffffe -> 1;
  // 0x80000000^2 = 2^62 -> 2^30 = 1073741824.
  // 12 & 10 = 8, 12 | 10 = 14, 12 ^ 10 = 6.
  // absi i8 of [-5, -128, 5, -127]: [5, -128 (wraps), 5, 127]; negi gives
  // [5, -128 (wraps; poison under no_signed_wrap), -5, 127].
  // cmpi less_than -1 < 1: signed true, unsigned false.
  // MISC: result #0 = [1, -1, -1, 1]
  // MISC: result #1 = [1, 1073741824]
  // MISC: result #2 = [8, 14, 6, 0]
  // MISC: result #3 = [5, -128, 5, 127]
  // MISC: result #4 = [5, poison, -5, 127]
  // MISC: result #5 = [true, false]
  testing$func @misc() -> (tile<4xi32>, tile<2xi32>, tile<4xi32>, tile<4xi8>, tile<4xi8>, tile<2xi1>) {
    %m1 = constant <i32: [-1, -1, -1, -1]> : tile<4xi32>
    %p1 = constant <i32: [1, 1, 1, 1]> : tile<4xi32>
    %smax = maxi %m1, %p1 signed : tile<4xi32>
    %umax = maxi %m1, %p1 unsigned : tile<4xi32>
    %smin = mini %m1, %p1 signed : tile<4xi32>
    %umin = mini %m1, %p1 unsigned : tile<4xi32>
    %i0 = constant <i32: 0> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    %i2 = constant <i32: 2> : tile<i32>
    %i3 = constant <i32: 3> : tile<i32>
    %e0 = extract %smax[%i0] : tile<4xi32> -> tile<1xi32>
    %e1 = extract %umax[%i1] : tile<4xi32> -> tile<1xi32>
    %e2 = extract %smin[%i2] : tile<4xi32> -> tile<1xi32>
    %e3 = extract %umin[%i3] : tile<4xi32> -> tile<1xi32>
    %c01 = cat %e0, %e1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %c23 = cat %e2, %e3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %0 = cat %c01, %c23 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %hx = constant <i32: [-1, -2147483648]> : tile<2xi32>
    %hy = constant <i32: [2, -2147483648]> : tile<2xi32>
    %1 = mulhii %hx, %hy : tile<2xi32>
    %b0 = constant <i32: [12, 12, 12, 0]> : tile<4xi32>
    %b1 = constant <i32: [10, 10, 10, 0]> : tile<4xi32>
    %and = andi %b0, %b1 : tile<4xi32>
    %or = ori %b0, %b1 : tile<4xi32>
    %xor = xori %b0, %b1 : tile<4xi32>
    %s0 = constant <i1: [true, false, false, true]> : tile<4xi1>
    %s1 = constant <i1: [false, true, false, false]> : tile<4xi1>
    %t = select %s1, %or, %xor : tile<4xi1>, tile<4xi32>
    %2 = select %s0, %and, %t : tile<4xi1>, tile<4xi32>
    %v = constant <i8: [-5, -128, 5, -127]> : tile<4xi8>
    %3 = absi %v : tile<4xi8>
    %n0 = negi %v : tile<4xi8>
    %n1 = negi %v overflow<no_signed_wrap> : tile<4xi8>
    %w = constant <i1: [false, false, true, false]> : tile<4xi1>
    %4 = select %w, %n0, %n1 : tile<4xi1>, tile<4xi8>
    %ca = constant <i32: [-1, -1]> : tile<2xi32>
    %cb = constant <i32: [1, 1]> : tile<2xi32>
    %lts = cmpi less_than %ca, %cb, signed : tile<2xi32> -> tile<2xi1>
    %ltu = cmpi less_than %ca, %cb, unsigned : tile<2xi32> -> tile<2xi1>
    %sel = constant <i1: [true, false]> : tile<2xi1>
    %5 = select %sel, %lts, %ltu : tile<2xi1>, tile<2xi1>
    return %0, %1, %2, %3, %4, %5 : tile<4xi32>, tile<2xi32>, tile<4xi32>, tile<4xi8>, tile<4xi8>, tile<2xi1>
  }
}
