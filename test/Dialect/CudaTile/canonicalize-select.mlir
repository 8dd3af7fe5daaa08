// RUN: tileiras-opt %s --no-implicit-module --canonicalize --split-input-file | FileCheck %s

// The select fold (six rules, first hit wins) and the patterns SelectI1ToNot,
// SelectConsts and SelectToExtI (guide B §5.1).

// (1) select c, x, x -> x
// CHECK-LABEL: @same_arms
// CHECK-NOT: select
// CHECK: return %arg1
cuda_tile.module @kernels {
  testing$func @same_arms(%c: tile<4xi1>, %a: tile<4xf32>) -> tile<4xf32> {
    %r = select %c, %a, %a : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// (2) constant condition -> that arm
// CHECK-LABEL: @const_cond
// CHECK-NOT: select
// CHECK: return %arg0, %arg1
cuda_tile.module @kernels {
  testing$func @const_cond(%a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %x = select %t, %a, %b : tile<4xi1>, tile<4xf32>
    %y = select %f, %a, %b : tile<4xi1>, tile<4xf32>
    return %x, %y : tile<4xf32>, tile<4xf32>
  }
}

// -----

// CHECK-LABEL: @nonconst_cond
// CHECK: %[[R:.*]] = select %arg0, %arg1, %arg2
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nonconst_cond(%c: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// A non-splat constant condition is not a constant true/false; with
// non-constant arms nothing folds.
// CHECK-LABEL: @nonsplat_cond
// CHECK: %[[C:.*]] = constant <i1: [true, false, true, false]>
// CHECK: %[[R:.*]] = select %[[C]], %arg0, %arg1
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nonsplat_cond(%a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %c = constant <i1: [true, false, true, false]> : tile<4xi1>
    %r = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// (3) select c, true, false -> c
// CHECK-LABEL: @true_false
// CHECK-NOT: select
// CHECK: return %arg0 : tile<4xi1>
cuda_tile.module @kernels {
  testing$func @true_false(%c: tile<4xi1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %r = select %c, %t, %f : tile<4xi1>, tile<4xi1>
    return %r : tile<4xi1>
  }
}

// -----

// (4) select (cmpi eq a, b), {a, b} -> the false arm
// CHECK-LABEL: @cmp_eq
// CHECK-NOT: select
// CHECK: return %arg1, %arg0
cuda_tile.module @kernels {
  testing$func @cmp_eq(%a: tile<4xi32>, %b: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    %c = cmpi equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %x = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    %y = select %c, %b, %a : tile<4xi1>, tile<4xi32>
    return %x, %y : tile<4xi32>, tile<4xi32>
  }
}

// -----

// (4) select (cmpi ne a, b), {a, b} -> the true arm
// CHECK-LABEL: @cmp_ne
// CHECK-NOT: select
// CHECK: return %arg0, %arg1
cuda_tile.module @kernels {
  testing$func @cmp_ne(%a: tile<4xi32>, %b: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    %c = cmpi not_equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %x = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    %y = select %c, %b, %a : tile<4xi1>, tile<4xi32>
    return %x, %y : tile<4xi32>, tile<4xi32>
  }
}

// -----

// Other predicates are a min/max, not a fold.
// CHECK-LABEL: @cmp_lt
// CHECK: %[[C:.*]] = cmpi less_than %arg0, %arg1
// CHECK: %[[R:.*]] = select %[[C]], %arg0, %arg1
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @cmp_lt(%a: tile<4xi32>, %b: tile<4xi32>) -> tile<4xi32> {
    %c = cmpi less_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %x = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    return %x : tile<4xi32>
  }
}

// -----

// Arms other than the compared values.
// CHECK-LABEL: @cmp_eq_other_arms
// CHECK: %[[C:.*]] = cmpi equal %arg0, %arg1
// CHECK: %[[R:.*]] = select %[[C]], %arg0, %arg2
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @cmp_eq_other_arms(%a: tile<4xi32>, %b: tile<4xi32>, %e: tile<4xi32>) -> tile<4xi32> {
    %c = cmpi equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %x = select %c, %a, %e : tile<4xi1>, tile<4xi32>
    return %x : tile<4xi32>
  }
}

// -----

// (5) select (xori p, true), a, b -> select p, b, a
// CHECK-LABEL: @negated_cond
// CHECK-NOT: xori
// CHECK: %[[R:.*]] = select %arg0, %arg2, %arg1
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @negated_cond(%p: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %t = constant <i1: true> : tile<4xi1>
    %n = xori %p, %t : tile<4xi1>
    %r = select %n, %a, %b : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// (6) select p, (select p, a, b), c -> select p, a, c
// CHECK-LABEL: @nested_true
// CHECK: %[[R:.*]] = select %arg0, %arg1, %arg3
// CHECK-NOT: select
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nested_true(%p: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %i = select %p, %a, %b : tile<4xi1>, tile<4xf32>
    %r = select %p, %i, %c : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// (6) mirror: select p, a, (select p, b, c) -> select p, a, c
// CHECK-LABEL: @nested_false
// CHECK: %[[R:.*]] = select %arg0, %arg1, %arg3
// CHECK-NOT: select
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nested_false(%p: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %i = select %p, %b, %c : tile<4xi1>, tile<4xf32>
    %r = select %p, %a, %i : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// CHECK-LABEL: @nested_other_cond
// CHECK: %[[I:.*]] = select %arg1, %arg2, %arg3
// CHECK: %[[R:.*]] = select %arg0, %[[I]], %arg4
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nested_other_cond(%p: tile<4xi1>, %q: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> tile<4xf32> {
    %i = select %q, %a, %b : tile<4xi1>, tile<4xf32>
    %r = select %p, %i, %c : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }
}

// -----

// SelectI1ToNot: select p, false, true -> xori p, true
// CHECK-LABEL: @i1_to_not
// CHECK-NOT: select
// CHECK: %[[T:.*]] = constant <i1: true> : tile<4xi1>
// CHECK: %[[N:.*]] = xori %arg0, %[[T]] : tile<4xi1>
// CHECK: return %[[N]]
cuda_tile.module @kernels {
  testing$func @i1_to_not(%c: tile<4xi1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %r = select %c, %f, %t : tile<4xi1>, tile<4xi1>
    return %r : tile<4xi1>
  }
}

// -----

// SelectConsts: elementwise choice between constants.
// CHECK-LABEL: @consts_int
// CHECK-NOT: select
// CHECK: %[[K:.*]] = constant <i32: [1, 9, 9, 4]> : tile<4xi32>
// CHECK: return %[[K]]
cuda_tile.module @kernels {
  testing$func @consts_int() -> tile<4xi32> {
    %c = constant <i1: [true, false, false, true]> : tile<4xi1>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: 9> : tile<4xi32>
    %r = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    return %r : tile<4xi32>
  }
}

// -----

// CHECK-LABEL: @consts_float
// CHECK-NOT: select
// CHECK: constant <f32: {{\[\[}}5.000000e+00, 2.000000e+00], [3.000000e+00, 8.000000e+00]]> : tile<2x2xf32>
cuda_tile.module @kernels {
  testing$func @consts_float() -> tile<2x2xf32> {
    %c = constant <i1: [[false, true], [true, false]]> : tile<2x2xi1>
    %a = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %b = constant <f32: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf32>
    %r = select %c, %a, %b : tile<2x2xi1>, tile<2x2xf32>
    return %r : tile<2x2xf32>
  }
}

// -----

// The condition is not a constant: no SelectConsts.
// CHECK-LABEL: @consts_cond_not_const
// CHECK: %[[R:.*]] = select %arg0, %{{.*}}, %{{.*}} : tile<4xi1>, tile<4xi32>
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @consts_cond_not_const(%c: tile<4xi1>) -> tile<4xi32> {
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: 9> : tile<4xi32>
    %r = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    return %r : tile<4xi32>
  }
}

// -----

// SelectToExtI: select c, 1, 0 -> exti c unsigned; select c, 0, 1 ->
// exti (xori c, true) unsigned.
// CHECK-LABEL: @to_exti
// CHECK-NOT: select
// CHECK-DAG: %[[X:.*]] = exti %arg0 unsigned : tile<4xi1> -> tile<4xi32>
// CHECK-DAG: %[[N:.*]] = xori %arg0, %{{.*}} : tile<4xi1>
// CHECK-DAG: %[[Y:.*]] = exti %[[N]] unsigned : tile<4xi1> -> tile<4xi8>
// CHECK: return %[[X]], %[[Y]]
cuda_tile.module @kernels {
  testing$func @to_exti(%c: tile<4xi1>) -> (tile<4xi32>, tile<4xi8>) {
    %one = constant <i32: 1> : tile<4xi32>
    %zero = constant <i32: 0> : tile<4xi32>
    %x = select %c, %one, %zero : tile<4xi1>, tile<4xi32>
    %one8 = constant <i8: 1> : tile<4xi8>
    %zero8 = constant <i8: 0> : tile<4xi8>
    %y = select %c, %zero8, %one8 : tile<4xi1>, tile<4xi8>
    return %x, %y : tile<4xi32>, tile<4xi8>
  }
}

// -----

// -1 (all ones) and 2 are not 1: no exti.
// CHECK-LABEL: @no_exti
// CHECK-NOT: exti
// CHECK: select %arg0
// CHECK: select %arg0
// CHECK-NOT: exti
cuda_tile.module @kernels {
  testing$func @no_exti(%c: tile<4xi1>) -> (tile<4xi32>, tile<4xi32>) {
    %m = constant <i32: -1> : tile<4xi32>
    %zero = constant <i32: 0> : tile<4xi32>
    %two = constant <i32: 2> : tile<4xi32>
    %x = select %c, %m, %zero : tile<4xi1>, tile<4xi32>
    %y = select %c, %two, %zero : tile<4xi1>, tile<4xi32>
    return %x, %y : tile<4xi32>, tile<4xi32>
  }
}

// -----

// Float 1.0 / 0.0 arms are not integers: no exti.
// CHECK-LABEL: @no_exti_float
// CHECK-NOT: exti
// CHECK: %[[R:.*]] = select %arg0
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @no_exti_float(%c: tile<4xi1>) -> tile<4xf32> {
    %one = constant <f32: 1.0> : tile<4xf32>
    %zero = constant <f32: 0.0> : tile<4xf32>
    %x = select %c, %one, %zero : tile<4xi1>, tile<4xf32>
    return %x : tile<4xf32>
  }
}
