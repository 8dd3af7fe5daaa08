// Integer arithmetic and bitwise ops: overflow flags, signedness keywords,
// divi rounding, every integer width, 0-D and N-D tiles.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @overflow
  testing$func @overflow(%a: tile<128xi32>, %b: tile<128xi32>) {
    // overflow<none> is the default and is not printed.
    // CHECK: addi %arg0, %arg1 : tile<128xi32>
    %0 = addi %a, %b overflow<none> : tile<128xi32>
    // CHECK: addi %arg0, %arg1 overflow<no_signed_wrap> : tile<128xi32>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<128xi32>
    // CHECK: subi %arg0, %arg1 overflow<no_unsigned_wrap> : tile<128xi32>
    %2 = subi %a, %b overflow<no_unsigned_wrap> : tile<128xi32>
    // CHECK: muli %arg0, %arg1 overflow<no_wrap> : tile<128xi32>
    %3 = muli %a, %b overflow<no_wrap> : tile<128xi32>
    // CHECK: shli %arg0, %arg1 overflow<no_signed_wrap> : tile<128xi32>
    %4 = shli %a, %b overflow<no_signed_wrap> : tile<128xi32>
    // CHECK: subi %arg0, %arg1 : tile<128xi32>
    %5 = subi %a, %b : tile<128xi32>
    // CHECK: muli %arg0, %arg1 : tile<128xi32>
    %6 = muli %a, %b : tile<128xi32>
    // CHECK: shli %arg0, %arg1 : tile<128xi32>
    %7 = shli %a, %b : tile<128xi32>
    return
  }

  // CHECK-LABEL: testing$func @signedness
  testing$func @signedness(%a: tile<64xi64>, %b: tile<64xi64>) {
    // CHECK: shri %arg0, %arg1 signed : tile<64xi64>
    %0 = shri %a, %b signed : tile<64xi64>
    // CHECK: shri %arg0, %arg1 unsigned : tile<64xi64>
    %1 = shri %a, %b unsigned : tile<64xi64>
    // CHECK: remi %arg0, %arg1 signed : tile<64xi64>
    %2 = remi %a, %b signed : tile<64xi64>
    // CHECK: remi %arg0, %arg1 unsigned : tile<64xi64>
    %3 = remi %a, %b unsigned : tile<64xi64>
    // CHECK: maxi %arg0, %arg1 signed : tile<64xi64>
    %4 = maxi %a, %b signed : tile<64xi64>
    // CHECK: maxi %arg0, %arg1 unsigned : tile<64xi64>
    %5 = maxi %a, %b unsigned : tile<64xi64>
    // CHECK: mini %arg0, %arg1 signed : tile<64xi64>
    %6 = mini %a, %b signed : tile<64xi64>
    // CHECK: mini %arg0, %arg1 unsigned : tile<64xi64>
    %7 = mini %a, %b unsigned : tile<64xi64>
    return
  }

  // CHECK-LABEL: testing$func @divi
  testing$func @divi(%a: tile<2x8xi16>, %b: tile<2x8xi16>) {
    // rounding<zero> is the default and is not printed.
    // CHECK: divi %arg0, %arg1 signed : tile<2x8xi16>
    %0 = divi %a, %b signed rounding<zero> : tile<2x8xi16>
    // CHECK: divi %arg0, %arg1 unsigned : tile<2x8xi16>
    %1 = divi %a, %b unsigned : tile<2x8xi16>
    // CHECK: divi %arg0, %arg1 signed rounding<negative_inf> : tile<2x8xi16>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<2x8xi16>
    // CHECK: divi %arg0, %arg1 signed rounding<positive_inf> : tile<2x8xi16>
    %3 = divi %a, %b signed rounding<positive_inf> : tile<2x8xi16>
    // CHECK: divi %arg0, %arg1 unsigned rounding<positive_inf> : tile<2x8xi16>
    %4 = divi %a, %b unsigned rounding<positive_inf> : tile<2x8xi16>
    return
  }

  // CHECK-LABEL: testing$func @bitwise_and_misc
  testing$func @bitwise_and_misc(%p: tile<i1>, %q: tile<i1>, %x: tile<4x4xi8>, %y: tile<i32>) {
    // CHECK: andi %arg0, %arg1 : tile<i1>
    %0 = andi %p, %q : tile<i1>
    // CHECK: ori %arg0, %arg1 : tile<i1>
    %1 = ori %p, %q : tile<i1>
    // CHECK: xori %arg0, %arg1 : tile<i1>
    %2 = xori %p, %q : tile<i1>
    // CHECK: andi %arg2, %arg2 : tile<4x4xi8>
    %3 = andi %x, %x : tile<4x4xi8>
    // CHECK: ori %arg2, %arg2 : tile<4x4xi8>
    %4 = ori %x, %x : tile<4x4xi8>
    // CHECK: xori %arg2, %arg2 : tile<4x4xi8>
    %5 = xori %x, %x : tile<4x4xi8>
    // CHECK: mulhii %arg3, %arg3 : tile<i32>
    %6 = mulhii %y, %y : tile<i32>
    // CHECK: mulhii %arg2, %arg2 : tile<4x4xi8>
    %7 = mulhii %x, %x : tile<4x4xi8>
    return
  }

  // CHECK-LABEL: testing$func @unary_int
  testing$func @unary_int(%x: tile<128xi32>, %w: tile<8xi64>) {
    // CHECK: absi %arg0 : tile<128xi32>
    %0 = absi %x : tile<128xi32>
    // CHECK: absi %arg1 : tile<8xi64>
    %1 = absi %w : tile<8xi64>
    // CHECK: negi %arg0 : tile<128xi32>
    %2 = negi %x : tile<128xi32>
    // CHECK: negi %arg0 overflow<no_signed_wrap> : tile<128xi32>
    %3 = negi %x overflow<no_signed_wrap> : tile<128xi32>
    // CHECK: negi %arg1 overflow<no_wrap> : tile<8xi64>
    %4 = negi %w overflow<no_wrap> : tile<8xi64>
    // CHECK: negi %arg1 : tile<8xi64>
    %5 = negi %w overflow<none> : tile<8xi64>
    return
  }

  // All five integer widths through the shared binary format.
  // CHECK-LABEL: testing$func @widths
  testing$func @widths(%a: tile<2xi1>, %b: tile<2xi8>, %c: tile<2xi16>, %d: tile<2xi32>,
                       %e: tile<2xi64>) {
    // CHECK: addi %arg0, %arg0 : tile<2xi1>
    %0 = addi %a, %a : tile<2xi1>
    // CHECK: subi %arg1, %arg1 overflow<no_wrap> : tile<2xi8>
    %1 = subi %b, %b overflow<no_wrap> : tile<2xi8>
    // CHECK: muli %arg2, %arg2 : tile<2xi16>
    %2 = muli %c, %c : tile<2xi16>
    // CHECK: remi %arg3, %arg3 unsigned : tile<2xi32>
    %3 = remi %d, %d unsigned : tile<2xi32>
    // CHECK: divi %arg4, %arg4 signed rounding<negative_inf> : tile<2xi64>
    %4 = divi %e, %e signed rounding<negative_inf> : tile<2xi64>
    // CHECK: maxi %arg1, %arg1 signed : tile<2xi8>
    %5 = maxi %b, %b signed : tile<2xi8>
    // CHECK: mini %arg0, %arg0 unsigned : tile<2xi1>
    %6 = mini %a, %a unsigned : tile<2xi1>
    return
  }

  // CHECK-LABEL: testing$func @cmpi
  testing$func @cmpi(%a: tile<64xi64>, %b: tile<64xi64>, %s: tile<i32>) -> tile<64xi1> {
    // CHECK: cmpi equal %arg0, %arg1, signed : tile<64xi64> -> tile<64xi1>
    %0 = cmpi equal %a, %b, signed : tile<64xi64> -> tile<64xi1>
    // CHECK: cmpi not_equal %arg0, %arg1, unsigned : tile<64xi64> -> tile<64xi1>
    %1 = cmpi not_equal %a, %b, unsigned : tile<64xi64> -> tile<64xi1>
    // CHECK: cmpi less_than %arg0, %arg1, unsigned : tile<64xi64> -> tile<64xi1>
    %2 = cmpi less_than %a, %b, unsigned : tile<64xi64> -> tile<64xi1>
    // CHECK: cmpi less_than_or_equal %arg0, %arg1, signed : tile<64xi64> -> tile<64xi1>
    %3 = cmpi less_than_or_equal %a, %b, signed : tile<64xi64> -> tile<64xi1>
    // CHECK: cmpi greater_than %arg2, %arg2, signed : tile<i32> -> tile<i1>
    %4 = cmpi greater_than %s, %s, signed : tile<i32> -> tile<i1>
    // CHECK: cmpi greater_than_or_equal %arg0, %arg1, unsigned : tile<64xi64> -> tile<64xi1>
    %5 = cmpi greater_than_or_equal %a, %b, unsigned : tile<64xi64> -> tile<64xi1>
    return %5 : tile<64xi1>
  }
}
