// RUN: tileiras-opt %s --no-implicit-module --canonicalize --split-input-file | FileCheck %s

// The if fold and the eight if patterns of guide B §5.2, branches ending in
// yield. The early-exit variants are in canonicalize-if-exit.mlir. `assert`
// gives a branch a side effect so that the if itself survives.

// == IfOp::fold ==

// if (xori c, true) {A} else {B} -> if c {B} else {A}
// CHECK-LABEL: @fold_negated_condition
// CHECK-NOT: xori
// CHECK: if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: subf
// CHECK: } else {
// CHECK-NEXT: mulf
cuda_tile.module @kernels {
  testing$func @fold_negated_condition(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    %r = if %n -> (tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// `xori true, c` is not the negation spelling the fold matches.
// CHECK-LABEL: @fold_negation_constant_on_left
// CHECK: %[[N:.*]] = xori %true, %arg0
// CHECK: if %[[N]] -> (tile<4xf32>) {
// CHECK-NEXT: mulf
// CHECK: } else {
// CHECK-NEXT: subf
cuda_tile.module @kernels {
  testing$func @fold_negation_constant_on_left(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %true = constant <i1: true> : tile<i1>
    %n = xori %true, %c : tile<i1>
    %r = if %n -> (tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// Without an else branch there is nothing to swap.
// CHECK-LABEL: @fold_negated_no_else
// CHECK: %[[N:.*]] = xori %arg0, %true
// CHECK: if %[[N]] {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NOT: else
cuda_tile.module @kernels {
  testing$func @fold_negated_no_else(%c: tile<i1>, %d: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    if %n {
      assert %d, "then" : tile<i1>
    }
    return
  }
}

// -----

// xori with false is not a negation.
// CHECK-LABEL: @fold_xor_with_false
// CHECK: %[[N:.*]] = xori %arg0, %false
// CHECK: if %[[N]] {
// CHECK-NEXT: assert %arg1, "then"
// CHECK: } else {
// CHECK-NEXT: assert %arg1, "else"
cuda_tile.module @kernels {
  testing$func @fold_xor_with_false(%c: tile<i1>, %d: tile<i1>) {
    %false = constant <i1: false> : tile<i1>
    %n = xori %c, %false : tile<i1>
    if %n {
      assert %d, "then" : tile<i1>
    } else {
      assert %d, "else" : tile<i1>
    }
    return
  }
}

// -----

// == RemoveUnusedResults ==

// CHECK-LABEL: @unused_results
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NOT: mulf
// CHECK: %[[S:.*]] = subf
// CHECK-NEXT: yield %[[S]] : tile<4xf32>
// CHECK: } else {
// CHECK-NOT: divf
// CHECK: %[[E:.*]] = addf
// CHECK-NEXT: yield %[[E]] : tile<4xf32>
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @unused_results(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r:2 = if %c -> (tile<4xf32>, tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      %s = subf %a, %b : tile<4xf32>
      yield %m, %s : tile<4xf32>, tile<4xf32>
    } else {
      %d = divf %a, %b : tile<4xf32>
      %e = addf %a, %b : tile<4xf32>
      yield %d, %e : tile<4xf32>, tile<4xf32>
    }
    return %r#1 : tile<4xf32>
  }
}

// -----

// CHECK-LABEL: @all_results_used
// CHECK: %[[R:.*]]:2 = if %arg0 -> (tile<4xf32>, tile<4xf32>) {
// CHECK: yield %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xf32>
// CHECK: } else {
// CHECK: yield %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xf32>
// CHECK: return %[[R]]#0, %[[R]]#1
cuda_tile.module @kernels {
  testing$func @all_results_used(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %r:2 = if %c -> (tile<4xf32>, tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      %s = subf %a, %b : tile<4xf32>
      yield %m, %s : tile<4xf32>, tile<4xf32>
    } else {
      %d = divf %a, %b : tile<4xf32>
      %e = addf %a, %b : tile<4xf32>
      yield %d, %e : tile<4xf32>, tile<4xf32>
    }
    return %r#0, %r#1 : tile<4xf32>, tile<4xf32>
  }
}

// -----

// == ReplaceYieldWithValue ==

// Both branches yield %a: the result is %a.
// CHECK-LABEL: @yield_same_value
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %arg2 : tile<4xf32>
cuda_tile.module @kernels {
  testing$func @yield_same_value(%c: tile<i1>, %d: tile<i1>, %a: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      assert %d, "then" : tile<i1>
      yield %a : tile<4xf32>
    } else {
      assert %d, "else" : tile<i1>
      yield %a : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// (true, false) is the condition, even with constants made inside.
// CHECK-LABEL: @yield_true_false
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %arg0 : tile<i1>
cuda_tile.module @kernels {
  testing$func @yield_true_false(%c: tile<i1>, %d: tile<i1>) -> tile<i1> {
    %r = if %c -> (tile<i1>) {
      assert %d, "then" : tile<i1>
      %t = constant <i1: true> : tile<i1>
      yield %t : tile<i1>
    } else {
      assert %d, "else" : tile<i1>
      %f = constant <i1: false> : tile<i1>
      yield %f : tile<i1>
    }
    return %r : tile<i1>
  }
}

// -----

// (false, true) is the negated condition.
// CHECK-LABEL: @yield_false_true
// CHECK: %[[N:.*]] = xori %arg0, %true : tile<i1>
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %[[N]] : tile<i1>
cuda_tile.module @kernels {
  testing$func @yield_false_true(%c: tile<i1>, %d: tile<i1>) -> tile<i1> {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r = if %c -> (tile<i1>) {
      assert %d, "then" : tile<i1>
      yield %f : tile<i1>
    } else {
      assert %d, "else" : tile<i1>
      yield %t : tile<i1>
    }
    return %r : tile<i1>
  }
}

// -----

// A shaped i1 result cannot be the 0-D condition: it takes the broadcast
// condition instead (ConvertToSelect, then the select fold).
// CHECK-LABEL: @yield_true_false_shaped
// CHECK: %[[R:.*]] = reshape %arg0 : tile<i1> -> tile<1xi1>
// CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1xi1> -> tile<4xi1>
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %[[B]] : tile<4xi1>
cuda_tile.module @kernels {
  testing$func @yield_true_false_shaped(%c: tile<i1>, %d: tile<i1>) -> tile<4xi1> {
    %r = if %c -> (tile<4xi1>) {
      assert %d, "then" : tile<i1>
      %t = constant <i1: true> : tile<4xi1>
      yield %t : tile<4xi1>
    } else {
      assert %d, "else" : tile<i1>
      %f = constant <i1: false> : tile<4xi1>
      yield %f : tile<4xi1>
    }
    return %r : tile<4xi1>
  }
}

// -----

// Two different values computed inside: nothing to replace.
// CHECK-LABEL: @yield_computed_values
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @yield_computed_values(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// Token results keep ConvertToSelect away, so these isolate the pattern.
// CHECK-LABEL: @yield_same_token
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %arg2 : token
cuda_tile.module @kernels {
  testing$func @yield_same_token(%c: tile<i1>, %d: tile<i1>, %t0: token) -> token {
    %r = if %c -> (token) {
      assert %d, "then" : tile<i1>
      yield %t0 : token
    } else {
      assert %d, "else" : tile<i1>
      yield %t0 : token
    }
    return %r : token
  }
}

// -----

// CHECK-LABEL: @yield_bools_beside_token
// CHECK: %[[N:.*]] = xori %arg0, %true : tile<i1>
// CHECK-NEXT: %[[R:.*]] = if %arg0 -> (token) {
// CHECK-NEXT: yield %arg1 : token
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %arg2 : token
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %[[N]], %[[R]]
cuda_tile.module @kernels {
  testing$func @yield_bools_beside_token(%c: tile<i1>, %t0: token, %t1: token) -> (tile<i1>, tile<i1>, token) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:3 = if %c -> (tile<i1>, tile<i1>, token) {
      yield %t, %f, %t0 : tile<i1>, tile<i1>, token
    } else {
      yield %f, %t, %t1 : tile<i1>, tile<i1>, token
    }
    return %r#0, %r#1, %r#2 : tile<i1>, tile<i1>, token
  }
}

// -----

// == RemoveStaticCondition ==

// CHECK-LABEL: @static_true
// CHECK-NOT: if
// CHECK: assert %arg0, "then"
// CHECK-NEXT: %[[M:.*]] = mulf %arg1, %arg2
// CHECK-NEXT: return %[[M]]
cuda_tile.module @kernels {
  testing$func @static_true(%d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %t = constant <i1: true> : tile<i1>
    %r = if %t -> (tile<4xf32>) {
      assert %d, "then" : tile<i1>
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      assert %d, "else" : tile<i1>
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// CHECK-LABEL: @static_false
// CHECK-NOT: if
// CHECK: assert %arg0, "else"
// CHECK-NEXT: %[[S:.*]] = subf %arg1, %arg2
// CHECK-NEXT: return %[[S]]
cuda_tile.module @kernels {
  testing$func @static_false(%d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %f = constant <i1: false> : tile<i1>
    %r = if %f -> (tile<4xf32>) {
      assert %d, "then" : tile<i1>
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      assert %d, "else" : tile<i1>
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// A false condition without an else erases the if.
// CHECK-LABEL: @static_false_no_else
// CHECK-NOT: if
// CHECK-NOT: "then"
// CHECK: assert %arg0, "after"
cuda_tile.module @kernels {
  testing$func @static_false_no_else(%d: tile<i1>) {
    %f = constant <i1: false> : tile<i1>
    if %f {
      assert %d, "then" : tile<i1>
    }
    assert %d, "after" : tile<i1>
    return
  }
}

// -----

// CHECK-LABEL: @dynamic_condition
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
cuda_tile.module @kernels {
  testing$func @dynamic_condition(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "then" : tile<i1>
    }
    return
  }
}

// -----

// == ConvertToSelect ==

// CHECK-LABEL: @to_select_scalar
// CHECK: %[[S:.*]] = select %arg0, %arg2, %arg3 : tile<i1>, tile<f32>
// CHECK: if %arg0 {
// CHECK-NOT: yield
// CHECK: return %[[S]]
cuda_tile.module @kernels {
  testing$func @to_select_scalar(%c: tile<i1>, %d: tile<i1>, %a: tile<f32>, %b: tile<f32>) -> tile<f32> {
    %r = if %c -> (tile<f32>) {
      assert %d, "then" : tile<i1>
      yield %a : tile<f32>
    } else {
      assert %d, "else" : tile<i1>
      yield %b : tile<f32>
    }
    return %r : tile<f32>
  }
}

// -----

// A ranked select gets the condition reshaped and broadcast.
// CHECK-LABEL: @to_select_ranked
// CHECK: %[[R:.*]] = reshape %arg0 : tile<i1> -> tile<1x1xi1>
// CHECK-NEXT: %[[B:.*]] = broadcast %[[R]] : tile<1x1xi1> -> tile<2x4xi1>
// CHECK-NEXT: %[[S:.*]] = select %[[B]], %arg2, %arg3 : tile<2x4xi1>, tile<2x4xf32>
// CHECK: return %[[S]]
cuda_tile.module @kernels {
  testing$func @to_select_ranked(%c: tile<i1>, %d: tile<i1>, %a: tile<2x4xf32>, %b: tile<2x4xf32>) -> tile<2x4xf32> {
    %r = if %c -> (tile<2x4xf32>) {
      assert %d, "then" : tile<i1>
      yield %a : tile<2x4xf32>
    } else {
      assert %d, "else" : tile<i1>
      yield %b : tile<2x4xf32>
    }
    return %r : tile<2x4xf32>
  }
}

// -----

// A shape of ones needs the reshape only.
// CHECK-LABEL: @to_select_ones
// CHECK: %[[R:.*]] = reshape %arg0 : tile<i1> -> tile<1xi1>
// CHECK-NOT: broadcast
// CHECK: %[[S:.*]] = select %[[R]], %arg2, %arg3 : tile<1xi1>, tile<1xi32>
// CHECK: return %[[S]]
cuda_tile.module @kernels {
  testing$func @to_select_ones(%c: tile<i1>, %d: tile<i1>, %a: tile<1xi32>, %b: tile<1xi32>) -> tile<1xi32> {
    %r = if %c -> (tile<1xi32>) {
      assert %d, "then" : tile<i1>
      yield %a : tile<1xi32>
    } else {
      assert %d, "else" : tile<i1>
      yield %b : tile<1xi32>
    }
    return %r : tile<1xi32>
  }
}

// -----

// Only the result yielded from outside becomes a select.
// CHECK-LABEL: @to_select_partial
// CHECK: %[[S:.*]] = select %{{.*}}, %arg1, %arg2 : tile<4xi1>, tile<4xf32>
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK: %[[M:.*]] = mulf
// CHECK-NEXT: yield %[[M]] : tile<4xf32>
// CHECK: %[[D:.*]] = subf
// CHECK-NEXT: yield %[[D]] : tile<4xf32>
// CHECK: return %[[R]], %[[S]]
cuda_tile.module @kernels {
  testing$func @to_select_partial(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %r:2 = if %c -> (tile<4xf32>, tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m, %a : tile<4xf32>, tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s, %b : tile<4xf32>, tile<4xf32>
    }
    return %r#0, %r#1 : tile<4xf32>, tile<4xf32>
  }
}

// -----

// One side computed inside the if: stays an if result.
// CHECK-LABEL: @no_select_inside
// CHECK-NOT: select
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: yield %arg1
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @no_select_inside(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      yield %a : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// A token is not a tile: no select.
// CHECK-LABEL: @no_select_token
// CHECK-NOT: select
// CHECK: %[[R:.*]] = if %arg0 -> (token) {
// CHECK-NEXT: yield %arg1 : token
// CHECK: } else {
// CHECK-NEXT: yield %arg2 : token
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @no_select_token(%c: tile<i1>, %t0: token, %t1: token) -> token {
    %r = if %c -> (token) {
      yield %t0 : token
    } else {
      yield %t1 : token
    }
    return %r : token
  }
}

// -----

// == RemoveEmptyElseBranch ==

// CHECK-LABEL: @empty_else
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: }
// CHECK-NOT: else
cuda_tile.module @kernels {
  testing$func @empty_else(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "then" : tile<i1>
    } else {
    }
    return
  }
}

// -----

// CHECK-LABEL: @nonempty_else
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "else"
cuda_tile.module @kernels {
  testing$func @nonempty_else(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "then" : tile<i1>
    } else {
      assert %d, "else" : tile<i1>
    }
    return
  }
}

// -----

// == CombineIfs ==

// Uses of the first if's results in the second become the yielded values.
// CHECK-LABEL: @combine_same_condition
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: %[[M:.*]] = mulf %arg1, %arg2
// CHECK-NEXT: %[[X:.*]] = addf %[[M]], %arg1
// CHECK-NEXT: yield %[[X]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[S:.*]] = subf %arg1, %arg2
// CHECK-NEXT: %[[Y:.*]] = divf %[[S]], %arg2
// CHECK-NEXT: yield %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
cuda_tile.module @kernels {
  testing$func @combine_same_condition(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    %q = if %c -> (tile<4xf32>) {
      %x = addf %r, %a : tile<4xf32>
      yield %x : tile<4xf32>
    } else {
      %y = divf %r, %b : tile<4xf32>
      yield %y : tile<4xf32>
    }
    return %q : tile<4xf32>
  }
}

// -----

// Results of both ifs survive, concatenated.
// CHECK-LABEL: @combine_both_results
// CHECK: %[[R:.*]]:2 = if %arg0 -> (tile<4xf32>, tile<4xf32>) {
// CHECK: yield %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xf32>
// CHECK: } else {
// CHECK: yield %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xf32>
// CHECK-NOT: if
// CHECK: return %[[R]]#0, %[[R]]#1
cuda_tile.module @kernels {
  testing$func @combine_both_results(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %r = if %c -> (tile<4xf32>) {
      %m = mulf %a, %b : tile<4xf32>
      yield %m : tile<4xf32>
    } else {
      %s = subf %a, %b : tile<4xf32>
      yield %s : tile<4xf32>
    }
    %q = if %c -> (tile<4xf32>) {
      %x = addf %a, %b : tile<4xf32>
      yield %x : tile<4xf32>
    } else {
      %y = divf %a, %b : tile<4xf32>
      yield %y : tile<4xf32>
    }
    return %r, %q : tile<4xf32>, tile<4xf32>
  }
}

// -----

// The second if on the negation: its then block joins the first's else.
// CHECK-LABEL: @combine_negated_condition
// CHECK-NOT: xori
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "first then"
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "second then"
// CHECK-NEXT: }
// CHECK-NEXT: return
cuda_tile.module @kernels {
  testing$func @combine_negated_condition(%c: tile<i1>, %d: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    if %c {
      assert %d, "first then" : tile<i1>
    }
    if %n {
      assert %d, "second then" : tile<i1>
    }
    return
  }
}

// -----

// The first if on the negation.
// CHECK-LABEL: @combine_first_negated
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "second then"
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "first then"
// CHECK-NEXT: assert %arg1, "second else"
// CHECK-NEXT: }
// CHECK-NEXT: return
cuda_tile.module @kernels {
  testing$func @combine_first_negated(%c: tile<i1>, %d: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    if %n {
      assert %d, "first then" : tile<i1>
    }
    if %c {
      assert %d, "second then" : tile<i1>
    } else {
      assert %d, "second else" : tile<i1>
    }
    return
  }
}

// -----

// CHECK-LABEL: @no_combine_not_adjacent
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "first"
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg1, "between"
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: assert %arg1, "second"
cuda_tile.module @kernels {
  testing$func @no_combine_not_adjacent(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "first" : tile<i1>
    }
    assert %d, "between" : tile<i1>
    if %c {
      assert %d, "second" : tile<i1>
    }
    return
  }
}

// -----

// CHECK-LABEL: @no_combine_other_condition
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg2, "first"
// CHECK-NEXT: }
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: assert %arg2, "second"
cuda_tile.module @kernels {
  testing$func @no_combine_other_condition(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "first" : tile<i1>
    }
    if %e {
      assert %d, "second" : tile<i1>
    }
    return
  }
}

// -----

// == CombineNestedIfs ==

// CHECK-LABEL: @nested
// CHECK: %[[A:.*]] = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT: if %[[A]] {
// CHECK-NEXT: assert %arg2, "inner"
// CHECK-NEXT: }
// CHECK-NEXT: return
cuda_tile.module @kernels {
  testing$func @nested(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      if %e {
        assert %d, "inner" : tile<i1>
      }
    }
    return
  }
}

// -----

// An outer result read through the inner if: the two else yields agree.
// CHECK-LABEL: @nested_results
// CHECK: %[[A:.*]] = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT: %[[R:.*]] = if %[[A]] -> (tile<4xf32>) {
// CHECK-NEXT: %[[M:.*]] = mulf %arg2, %arg3
// CHECK-NEXT: yield %[[M]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %arg3
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
cuda_tile.module @kernels {
  testing$func @nested_results(%c: tile<i1>, %e: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      %i = if %e -> (tile<4xf32>) {
        %m = mulf %a, %b : tile<4xf32>
        yield %m : tile<4xf32>
      } else {
        yield %b : tile<4xf32>
      }
      yield %i : tile<4xf32>
    } else {
      yield %b : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// The else yields differ: combining would lose the outer else value.
// CHECK-LABEL: @nested_else_differs
// CHECK-NOT: andi
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: %[[I:.*]] = if %arg1 -> (tile<4xf32>) {
// CHECK: yield %arg3
// CHECK: yield %[[I]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %arg2
cuda_tile.module @kernels {
  testing$func @nested_else_differs(%c: tile<i1>, %e: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      %i = if %e -> (tile<4xf32>) {
        %m = mulf %a, %b : tile<4xf32>
        yield %m : tile<4xf32>
      } else {
        yield %b : tile<4xf32>
      }
      yield %i : tile<4xf32>
    } else {
      yield %a : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// A result defined outside is selected on the outer condition alone.
// CHECK-LABEL: @nested_outside_value
// CHECK: %[[R:.*]] = reshape %arg0 : tile<i1> -> tile<1xi1>
// CHECK: %[[B:.*]] = broadcast %[[R]]
// CHECK: %[[S:.*]] = select %[[B]], %arg3, %arg4
// CHECK: %[[A:.*]] = andi %arg0, %arg1
// CHECK-NEXT: if %[[A]] {
// CHECK-NEXT: assert %arg2, "inner"
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]]
cuda_tile.module @kernels {
  testing$func @nested_outside_value(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      if %e {
        assert %d, "inner" : tile<i1>
      }
      yield %a : tile<4xf32>
    } else {
      yield %b : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// CHECK-LABEL: @no_nested_extra_op
// CHECK-NOT: andi
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg2, "outer"
// CHECK-NEXT: if %arg1 {
cuda_tile.module @kernels {
  testing$func @no_nested_extra_op(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "outer" : tile<i1>
      if %e {
        assert %d, "inner" : tile<i1>
      }
    }
    return
  }
}

// -----

// CHECK-LABEL: @no_nested_inner_else
// CHECK-NOT: andi
// CHECK: if %arg0 {
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: assert %arg2, "inner then"
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg2, "inner else"
cuda_tile.module @kernels {
  testing$func @no_nested_inner_else(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      if %e {
        assert %d, "inner then" : tile<i1>
      } else {
        assert %d, "inner else" : tile<i1>
      }
    }
    return
  }
}

// -----

// CHECK-LABEL: @no_nested_outer_else
// CHECK-NOT: andi
// CHECK: if %arg0 {
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: assert %arg2, "inner then"
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg2, "outer else"
cuda_tile.module @kernels {
  testing$func @no_nested_outer_else(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      if %e {
        assert %d, "inner then" : tile<i1>
      }
    } else {
      assert %d, "outer else" : tile<i1>
    }
    return
  }
}
