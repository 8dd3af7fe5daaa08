// RUN: tileiras-opt %s --no-implicit-module --canonicalize --split-input-file | FileCheck %s

// Folds and patterns outside if/select (guide B §5.1): the addf operand
// order, the constant fold and the assume fold.

// addf with a mulf on the right only: the mulf moves left, and the rounding
// mode and flush_to_zero stay.
// CHECK-LABEL: @addf_mul_rhs
// CHECK: %[[M:.*]] = mulf %arg0, %arg1
// CHECK-NEXT: addf %[[M]], %arg2 rounding<zero> flush_to_zero : tile<4xf32>
cuda_tile.module @kernels {
  testing$func @addf_mul_rhs(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %m = mulf %a, %b : tile<4xf32>
    %r = addf %c, %m rounding<zero> flush_to_zero : tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// Both operands come from mulf: the order stays (no ping-pong).
// CHECK-LABEL: @addf_both_mul
// CHECK: %[[M:.*]] = mulf %arg0, %arg1
// CHECK: %[[N:.*]] = mulf %arg1, %arg0
// CHECK: addf %[[N]], %[[M]]
cuda_tile.module @kernels {
  testing$func @addf_both_mul(%a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %m = mulf %a, %b : tile<4xf32>
    %n = mulf %b, %a : tile<4xf32>
    %r = addf %n, %m : tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// The mulf is already on the left.
// CHECK-LABEL: @addf_mul_lhs
// CHECK: %[[M:.*]] = mulf %arg0, %arg1
// CHECK: addf %[[M]], %arg2
cuda_tile.module @kernels {
  testing$func @addf_mul_lhs(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %m = mulf %a, %b : tile<4xf32>
    %r = addf %m, %c : tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// No mulf on either side: nothing moves.
// CHECK-LABEL: @addf_no_mul
// CHECK: %[[S:.*]] = subf %arg0, %arg1
// CHECK: addf %arg2, %[[S]]
cuda_tile.module @kernels {
  testing$func @addf_no_mul(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %s = subf %a, %b : tile<4xf32>
    %r = addf %c, %s : tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// addf is not constant-folded (guide B §5.3).
// CHECK-LABEL: @addf_constants
// CHECK-DAG: %[[X:.*]] = constant <f32: 1.000000e+00> : tile<4xf32>
// CHECK-DAG: %[[Y:.*]] = constant <f32: 2.000000e+00> : tile<4xf32>
// CHECK: addf %[[X]], %[[Y]]
// CHECK-NOT: 3.000000e+00
cuda_tile.module @kernels {
  testing$func @addf_constants() -> tile<4xf32> {
    %x = constant <f32: 1.0> : tile<4xf32>
    %y = constant <f32: 2.0> : tile<4xf32>
    %r = addf %x, %y : tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// The constant fold makes equal constants one value.
// CHECK-LABEL: @constant_dedup
// CHECK: %[[K:.*]] = constant <i32: 7> : tile<4xi32>
// CHECK-NOT: constant
// CHECK: %[[S:.*]] = addi %arg0, %[[K]]
// CHECK: addi %[[S]], %[[K]]
cuda_tile.module @kernels {
  testing$func @constant_dedup(%a: tile<4xi32>) -> tile<4xi32> {
    %x = constant <i32: 7> : tile<4xi32>
    %s = addi %a, %x : tile<4xi32>
    %y = constant <i32: 7> : tile<4xi32>
    %r = addi %s, %y : tile<4xi32>
    return %r : tile<4xi32>
  }
}

// -----

// Different values stay two constants.
// CHECK-LABEL: @constant_distinct
// CHECK-DAG: constant <i32: 7> : tile<4xi32>
// CHECK-DAG: constant <i32: 8> : tile<4xi32>
cuda_tile.module @kernels {
  testing$func @constant_distinct(%a: tile<4xi32>) -> tile<4xi32> {
    %x = constant <i32: 7> : tile<4xi32>
    %s = addi %a, %x : tile<4xi32>
    %y = constant <i32: 8> : tile<4xi32>
    %r = addi %s, %y : tile<4xi32>
    return %r : tile<4xi32>
  }
}

// -----

// assume P (assume P x) -> assume P x
// CHECK-LABEL: @assume_twice
// CHECK: %[[A:.*]] = assume div_by<16>, %arg0
// CHECK-NOT: assume
// CHECK: return %[[A]]
cuda_tile.module @kernels {
  testing$func @assume_twice(%p: tile<ptr<f32>>) -> tile<ptr<f32>> {
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume div_by<16>, %a : tile<ptr<f32>>
    return %b : tile<ptr<f32>>
  }
}

// -----

// Different predicates both stay.
// CHECK-LABEL: @assume_different
// CHECK: %[[A:.*]] = assume div_by<16>, %arg0
// CHECK: %[[B:.*]] = assume div_by<32>, %[[A]]
// CHECK: return %[[B]]
cuda_tile.module @kernels {
  testing$func @assume_different(%p: tile<ptr<f32>>) -> tile<ptr<f32>> {
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume div_by<32>, %a : tile<ptr<f32>>
    return %b : tile<ptr<f32>>
  }
}
