// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// reduce and scan, with one and several operands.

cuda_tile.module @aggregate {
  // CHECK-LABEL: testing$func @reduce_one
  testing$func @reduce_one(%x: tile<1x64xi32>) -> tile<1xi32> {
    // The header ends with a space; the arguments follow on their own line.
    // CHECK: %reduce = reduce %{{.*}} dim=1 identities=[1 : i32] : tile<1x64xi32> -> tile<1xi32> {{$}}
    // CHECK-NEXT: (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    // CHECK-NEXT: %[[M:.*]] = muli %reduce_lhs, %reduce_rhs : tile<i32>
    // CHECK-NEXT: yield %[[M]] : tile<i32>
    // CHECK-NEXT: }
    %r = reduce %x dim=1 identities=[1 : i32] : tile<1x64xi32> -> tile<1xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %m = muli %a, %b : tile<i32>
      yield %m : tile<i32>
    }
    return %r : tile<1xi32>
  }

  // Reducing the only dimension gives a 0-d tile.
  // CHECK-LABEL: testing$func @reduce_to_scalar
  testing$func @reduce_to_scalar(%x: tile<128xf32>) -> tile<f32> {
    // CHECK: reduce %{{.*}} dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32>
    // CHECK: maxf
    %r = reduce %x dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return %r : tile<f32>
  }

  // argmax-style reduction of two operands of different element types.
  // CHECK-LABEL: testing$func @reduce_two
  testing$func @reduce_two(%v: tile<16x128xf32>, %i: tile<16x128xi32>) -> (tile<16xf32>, tile<16xi32>) {
    // CHECK: %reduce:2 = reduce %{{.*}}, %{{.*}} dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<16xf32>, tile<16xi32> {{$}}
    // CHECK-NEXT: (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    // CHECK: yield %{{.*}}, %{{.*}} : tile<f32>, tile<i32>
    %r:2 = reduce %v, %i dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<16x128xf32>, tile<16x128xi32> -> tile<16xf32>, tile<16xi32>
    (%a: tile<f32>, %b: tile<f32>, %ia: tile<i32>, %ib: tile<i32>) {
      %gt = cmpf greater_than ordered %a, %b : tile<f32> -> tile<i1>
      %m = select %gt, %a, %b : tile<i1>, tile<f32>
      %mi = select %gt, %ia, %ib : tile<i1>, tile<i32>
      yield %m, %mi : tile<f32>, tile<i32>
    }
    return %r#0, %r#1 : tile<16xf32>, tile<16xi32>
  }

  // Three operands along the leading dimension of a 3-d tile.
  // CHECK-LABEL: testing$func @reduce_three
  testing$func @reduce_three(%a: tile<2x4x8xi8>, %b: tile<2x4x8xi16>, %c: tile<2x4x8xf16>) {
    // CHECK: %reduce:3 = reduce %{{.*}}, %{{.*}}, %{{.*}} dim=0 identities=[0 : i8, 0 : i16, 0.000000e+00 : f16] : tile<2x4x8xi8>, tile<2x4x8xi16>, tile<2x4x8xf16> -> tile<4x8xi8>, tile<4x8xi16>, tile<4x8xf16>
    %r:3 = reduce %a, %b, %c dim=0 identities=[0 : i8, 0 : i16, 0.0 : f16] : tile<2x4x8xi8>, tile<2x4x8xi16>, tile<2x4x8xf16> -> tile<4x8xi8>, tile<4x8xi16>, tile<4x8xf16>
    (%a0: tile<i8>, %a1: tile<i8>, %b0: tile<i16>, %b1: tile<i16>, %c0: tile<f16>, %c1: tile<f16>) {
      %x = addi %a0, %a1 : tile<i8>
      %y = addi %b0, %b1 : tile<i16>
      %z = addf %c0, %c1 : tile<f16>
      yield %x, %y, %z : tile<i8>, tile<i16>, tile<f16>
    }
    return
  }

  // CHECK-LABEL: testing$func @scans
  testing$func @scans(%x: tile<256xi32>, %y: tile<8x32xf32>, %z: tile<8x32xi64>) {
    // Scan combiner arguments keep generic names.
    // CHECK: scan %{{.*}} dim=0 reverse=false identities=[0 : i32] : tile<256xi32> -> tile<256xi32> {{$}}
    // CHECK-NEXT: (%arg{{[0-9]+}}: tile<i32>, %arg{{[0-9]+}}: tile<i32>) {
    %0 = scan %x dim=0 reverse=false identities=[0 : i32] : tile<256xi32> -> tile<256xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %s = addi %a, %b : tile<i32>
      yield %s : tile<i32>
    }
    // CHECK: scan %{{.*}} dim=0 reverse=true identities=[-2147483648 : i32] : tile<256xi32> -> tile<256xi32>
    // CHECK: maxi %{{.*}}, %{{.*}} signed : tile<i32>
    %1 = scan %x dim=0 reverse=true identities=[-2147483648 : i32] : tile<256xi32> -> tile<256xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %s = maxi %a, %b signed : tile<i32>
      yield %s : tile<i32>
    }
    // An i64 identity prints without its (default) type.
    // CHECK: %{{.*}}:2 = scan %{{.*}}, %{{.*}} dim=1 reverse=false identities=[0.000000e+00 : f32, 1] : tile<8x32xf32>, tile<8x32xi64> -> tile<8x32xf32>, tile<8x32xi64>
    %2:2 = scan %y, %z dim=1 reverse=false identities=[0.0 : f32, 1 : i64] : tile<8x32xf32>, tile<8x32xi64> -> tile<8x32xf32>, tile<8x32xi64>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i64>, %d: tile<i64>) {
      %s = addf %a, %b : tile<f32>
      %p = muli %c, %d : tile<i64>
      yield %s, %p : tile<f32>, tile<i64>
    }
    return
  }
}
