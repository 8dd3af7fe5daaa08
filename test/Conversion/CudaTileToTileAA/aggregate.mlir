// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// reduce and scan keep their combiner, now over scalars; mmaf and mmai are
// nv_tileaa.dot.

cuda_tile.module @m {
  // Argmax-style reduce of two operands: identities and combiner arguments
  // become the converted element types.
  // CHECK-LABEL: func.func @reduce2
  // CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>, %[[I:.*]]: tensor<8x16xi32>) -> (tensor<8xf32>, tensor<8xi32>)
  testing$func @reduce2(%x: tile<8x16xf32>, %i: tile<8x16xi32>) -> (tile<8xf32>, tile<8xi32>) {
    // CHECK: %[[R:.*]]:2 = nv_tileaa.reduce %[[X]], %[[I]] dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<8x16xf32>, tensor<8x16xi32> -> tensor<8xf32>, tensor<8xi32> {
    // CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[AI:.*]]: i32, %[[BI:.*]]: i32):
    // CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[B]], %[[A]] : f32
    // CHECK-NEXT: %[[M:.*]] = arith.select %[[GT]], %[[B]], %[[A]] : f32
    // CHECK-NEXT: %[[MI:.*]] = arith.select %[[GT]], %[[BI]], %[[AI]] : i32
    // CHECK-NEXT: nv_tileaa.yield %[[M]], %[[MI]] : f32, i32
    // CHECK-NEXT: }
    %r:2 = reduce %x, %i dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x16xf32>, tile<8x16xi32> -> tile<8xf32>, tile<8xi32>
    (%a: tile<f32>, %b: tile<f32>, %ai: tile<i32>, %bi: tile<i32>) {
      %gt = cmpf greater_than ordered %b, %a : tile<f32> -> tile<i1>
      %m = select %gt, %b, %a : tile<i1>, tile<f32>
      %mi = select %gt, %bi, %ai : tile<i1>, tile<i32>
      yield %m, %mi : tile<f32>, tile<i32>
    }
    // CHECK: return %[[R]]#0, %[[R]]#1
    return %r#0, %r#1 : tile<8xf32>, tile<8xi32>
  }

  // A reduction to a 0-d tile gives a scalar.
  // CHECK-LABEL: func.func @reduce_all
  testing$func @reduce_all(%x: tile<16xf16>) -> tile<f16> {
    // CHECK: %[[S:.*]] = nv_tileaa.reduce %{{.*}} dim = 0 identities = [0.000000e+00 : f16] : tensor<16xf16> -> f16 {
    // CHECK: arith.addf %{{.*}}, %{{.*}} : f16
    %r = reduce %x dim=0 identities=[0.0 : f16] : tile<16xf16> -> tile<f16>
    (%a: tile<f16>, %b: tile<f16>) {
      %s = addf %a, %b : tile<f16>
      yield %s : tile<f16>
    }
    // CHECK: return %[[S]] : f16
    return %r : tile<f16>
  }

  // CHECK-LABEL: func.func @scan
  testing$func @scan(%x: tile<4x8xi64>) -> tile<4x8xi64> {
    // CHECK: %[[S:.*]] = nv_tileaa.scan %{{.*}} dim = 1 reverse = true identities = [1] : tensor<4x8xi64> -> tensor<4x8xi64> {
    // CHECK-NEXT: ^bb0(%[[A:.*]]: i64, %[[B:.*]]: i64):
    // CHECK-NEXT: %[[P:.*]] = arith.muli %[[A]], %[[B]] : i64
    // CHECK-NEXT: nv_tileaa.yield %[[P]] : i64
    %r = scan %x dim=1 reverse=true identities=[1 : i64] : tile<4x8xi64> -> tile<4x8xi64>
    (%a: tile<i64>, %b: tile<i64>) {
      %p = muli %a, %b : tile<i64>
      yield %p : tile<i64>
    }
    // CHECK: return %[[S]]
    return %r : tile<4x8xi64>
  }

  // CHECK-LABEL: func.func @mma
  // CHECK-SAME: (%[[A:.*]]: tensor<16x32xf16>, %[[B:.*]]: tensor<32x8xf16>, %[[C:.*]]: tensor<16x8xf32>, %[[TA:.*]]: tensor<2x16x8xf32>, %[[TB:.*]]: tensor<2x8x8xf32>, %[[TC:.*]]: tensor<2x16x8xf32>, %[[IA:.*]]: tensor<16x32xi8>, %[[IB:.*]]: tensor<32x8xi8>, %[[IC:.*]]: tensor<16x8xi32>)
  testing$func @mma(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<16x8xf32>,
                    %ta: tile<2x16x8xtf32>, %tb: tile<2x8x8xtf32>, %tc: tile<2x16x8xf32>,
                    %ia: tile<16x32xi8>, %ib: tile<32x8xi8>, %ic: tile<16x8xi32>) -> (tile<16x8xf32>, tile<2x16x8xf32>, tile<16x8xi32>, tile<16x8xi32>) {
    // CHECK: %[[D:.*]] = nv_tileaa.dot %[[A]], %[[B]], %[[C]] : tensor<16x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
    %d = mmaf %a, %b, %c fast_acc : tile<16x32xf16>, tile<32x8xf16>, tile<16x8xf32>
    // tf32 operands are f32 tensors; the dot remembers their precision.
    // CHECK: %[[TD:.*]] = nv_tileaa.dot %[[TA]], %[[TB]], %[[TC]] {input_precision = "tf32"} : tensor<2x16x8xf32>, tensor<2x8x8xf32> -> tensor<2x16x8xf32>
    %td = mmaf %ta, %tb, %tc : tile<2x16x8xtf32>, tile<2x8x8xtf32>, tile<2x16x8xf32>
    // CHECK: %[[ID:.*]] = nv_tileaa.dot %[[IA]], %[[IB]], %[[IC]] {rhs_unsigned} : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xi32>
    %id = mmai %ia, %ib, %ic signed unsigned : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    // CHECK: %[[UD:.*]] = nv_tileaa.dot %[[IA]], %[[IB]], %[[IC]] {lhs_unsigned} : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xi32>
    %ud = mmai %ia, %ib, %ic unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    // CHECK: return %[[D]], %[[TD]], %[[ID]], %[[UD]]
    return %d, %td, %id, %ud : tile<16x8xf32>, tile<2x16x8xf32>, tile<16x8xi32>, tile<16x8xi32>
  }
}
