// RUN: tileiras-opt %s --no-implicit-module --canonicalize --split-input-file | FileCheck %s

// The if patterns of guide B §5.2 with branches that end in return, continue
// or break (early exits). Control never reaches the ops after an if through
// such a branch.

// == RemoveStaticCondition ==

// The chosen branch returns: the ops after the if are unreachable and go.
// CHECK-LABEL: @static_true_return
// CHECK-NOT: if
// CHECK: assert %arg0, "then"
// CHECK-NEXT: return %arg1 : tile<4xf32>
// CHECK-NEXT: }
// CHECK-NOT: "unreachable"
cuda_tile.module @kernels {
  testing$func @static_true_return(%d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %t = constant <i1: true> : tile<i1>
    if %t {
      assert %d, "then" : tile<i1>
      return %a : tile<4xf32>
    }
    assert %d, "unreachable" : tile<i1>
    return %b : tile<4xf32>
  }
}

// -----

// The unchosen branch returns: the ops after the if stay.
// CHECK-LABEL: @static_false_skips_return
// CHECK-NOT: if
// CHECK-NOT: "then"
// CHECK: assert %arg0, "after"
// CHECK-NEXT: return %arg2 : tile<4xf32>
cuda_tile.module @kernels {
  testing$func @static_false_skips_return(%d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %f = constant <i1: false> : tile<i1>
    if %f {
      assert %d, "then" : tile<i1>
      return %a : tile<4xf32>
    }
    assert %d, "after" : tile<i1>
    return %b : tile<4xf32>
  }
}

// -----

// The chosen else continues: the rest of the loop body goes.
// CHECK-LABEL: @static_false_continue
// CHECK: for
// CHECK-NEXT: assert %arg0, "else"
// CHECK-NEXT: }
// CHECK-NOT: "then"
// CHECK-NOT: "unreachable"
cuda_tile.module @kernels {
  testing$func @static_false_continue(%d: tile<i1>, %lb: tile<i32>, %ub: tile<i32>) {
    %f = constant <i1: false> : tile<i1>
    for %iv in (%lb to %ub, step %lb) : tile<i32> {
      if %f {
        assert %d, "then" : tile<i1>
      } else {
        assert %d, "else" : tile<i1>
        continue
      }
      assert %d, "unreachable" : tile<i1>
      continue
    }
    return
  }
}

// -----

// An if with results whose chosen branch breaks: the uses of its result
// after it go too.
// CHECK-LABEL: @static_true_break_results
// CHECK: %[[L:.*]] = loop iter_values(%[[I:.*]] = %arg1)
// CHECK-NEXT: assert %arg0, "then"
// CHECK-NEXT: break %[[I]] : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[L]]
cuda_tile.module @kernels {
  testing$func @static_true_break_results(%d: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %t = constant <i1: true> : tile<i1>
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      %v = if %t -> (tile<i32>) {
        assert %d, "then" : tile<i1>
        break %i : tile<i32>
      } else {
        yield %y : tile<i32>
      }
      %s = addi %v, %i : tile<i32>
      continue %s : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// == RemoveUnusedResults ==

// A returning branch keeps its return; the yield loses the unused value.
// CHECK-LABEL: @unused_results_return
// CHECK: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: return %arg1 : tile<4xf32>
// CHECK-NEXT: } else {
// CHECK-NOT: mulf
// CHECK: %[[S:.*]] = subf
// CHECK-NEXT: yield %[[S]] : tile<4xf32>
// CHECK: return %[[R]]
cuda_tile.module @kernels {
  testing$func @unused_results_return(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r:2 = if %c -> (tile<4xf32>, tile<4xf32>) {
      return %a : tile<4xf32>
    } else {
      %m = mulf %a, %b : tile<4xf32>
      %s = subf %a, %b : tile<4xf32>
      yield %m, %s : tile<4xf32>, tile<4xf32>
    }
    return %r#1 : tile<4xf32>
  }
}

// -----

// == ReplaceYieldWithValue / ConvertToSelect ==

// The then branch returns, so the result can only be what else yields: no
// select, just that value.
// CHECK-LABEL: @to_value_after_return
// CHECK-NOT: select
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: return %arg2
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "else"
// CHECK-NEXT: }
// CHECK-NEXT: %[[M:.*]] = mulf %arg3, %arg3
// CHECK-NEXT: return %[[M]]
cuda_tile.module @kernels {
  testing$func @to_value_after_return(%c: tile<i1>, %d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %r = if %c -> (tile<4xf32>) {
      assert %d, "then" : tile<i1>
      return %a : tile<4xf32>
    } else {
      assert %d, "else" : tile<i1>
      yield %b : tile<4xf32>
    }
    %s = mulf %r, %r : tile<4xf32>
    return %s : tile<4xf32>
  }
}

// -----

// The same with the exit in the else branch, inside a loop.
// CHECK-LABEL: @to_value_after_else_continue
// CHECK-NOT: select
// CHECK: loop iter_values(%[[I:.*]] = %arg2)
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: } else {
// CHECK-NEXT: continue %[[I]]
// CHECK-NEXT: }
// CHECK-NEXT: break %arg3 : tile<i32>
cuda_tile.module @kernels {
  testing$func @to_value_after_else_continue(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      %v = if %c -> (tile<i32>) {
        assert %d, "then" : tile<i1>
        yield %y : tile<i32>
      } else {
        continue %i : tile<i32>
      }
      break %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// The yielding branch computes its value: the if keeps its result.
// CHECK-LABEL: @no_select_break_inside
// CHECK: %[[V:.*]] = if %{{.*}} -> (tile<i32>) {
// CHECK-NEXT: break
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N:.*]] = addi
// CHECK-NEXT: yield %[[N]]
// CHECK: continue %[[V]]
cuda_tile.module @kernels {
  testing$func @no_select_break_inside(%d: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      %c = cmpi equal %i, %x, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        break %i : tile<i32>
      } else {
        %n = addi %i, %x : tile<i32>
        yield %n : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// == RemoveEmptyElseBranch ==

// An else holding only `continue` is not empty.
// CHECK-LABEL: @keep_else_continue
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: } else {
// CHECK-NEXT: continue
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg1, "after"
cuda_tile.module @kernels {
  testing$func @keep_else_continue(%c: tile<i1>, %d: tile<i1>, %lb: tile<i32>, %ub: tile<i32>) {
    for %iv in (%lb to %ub, step %lb) : tile<i32> {
      if %c {
        assert %d, "then" : tile<i1>
      } else {
        continue
      }
      assert %d, "after" : tile<i1>
      continue
    }
    return
  }
}

// -----

// == CombineIfs ==

// The first then returns, so the second then is unreachable; the second
// else joins the first (absent) else.
// CHECK-LABEL: @combine_after_return
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "first then"
// CHECK-NEXT: return
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "second else"
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NOT: "second then"
cuda_tile.module @kernels {
  testing$func @combine_after_return(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "first then" : tile<i1>
      return
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

// The second then breaks: the merged then block ends in that break.
// CHECK-LABEL: @combine_second_breaks
// CHECK: loop iter_values(%[[I:.*]] = %arg2)
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: assert %arg1, "first then"
// CHECK-NEXT: assert %arg1, "second then"
// CHECK-NEXT: break %[[I]]
// CHECK-NEXT: }
// CHECK-NEXT: continue %[[I]]
cuda_tile.module @kernels {
  testing$func @combine_second_breaks(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      if %c {
        assert %d, "first then" : tile<i1>
      }
      if %c {
        assert %d, "second then" : tile<i1>
        break %i : tile<i32>
      }
      continue %i : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// The first then continues; the else blocks merge with the first result
// forwarded into the second.
// CHECK-LABEL: @combine_results_after_continue
// CHECK: for {{.*}} iter_values(%[[ACC:.*]] = %arg1)
// CHECK-NEXT: %[[R:.*]] = if %arg0 -> (tile<4xf32>) {
// CHECK-NEXT: continue %[[ACC]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[M:.*]] = mulf %[[ACC]], %arg2
// CHECK-NEXT: %[[S:.*]] = subf %[[M]], %arg2
// CHECK-NEXT: yield %[[S]]
// CHECK-NEXT: }
// CHECK-NEXT: continue %[[R]]
// CHECK-NOT: addf
cuda_tile.module @kernels {
  testing$func @combine_results_after_continue(%c: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>, %lb: tile<i32>, %ub: tile<i32>) -> tile<4xf32> {
    %f = for %iv in (%lb to %ub, step %lb) : tile<i32> iter_values(%acc = %a) -> (tile<4xf32>) {
      %r = if %c -> (tile<4xf32>) {
        continue %acc : tile<4xf32>
      } else {
        %m = mulf %acc, %b : tile<4xf32>
        yield %m : tile<4xf32>
      }
      %q = if %c -> (tile<4xf32>) {
        %x = addf %r, %a : tile<4xf32>
        yield %x : tile<4xf32>
      } else {
        %y = subf %r, %b : tile<4xf32>
        yield %y : tile<4xf32>
      }
      continue %q : tile<4xf32>
    }
    return %f : tile<4xf32>
  }
}

// -----

// The first if exits on the negated condition's branch.
// CHECK-LABEL: @combine_negated_after_break
// CHECK: loop iter_values(%[[I:.*]] = %arg2)
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: assert %arg1, "second then"
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "first then"
// CHECK-NEXT: break %[[I]]
// CHECK-NEXT: }
// CHECK-NEXT: continue %[[I]]
// CHECK-NOT: "second else"
cuda_tile.module @kernels {
  testing$func @combine_negated_after_break(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %n = xori %c, %true : tile<i1>
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      if %n {
        assert %d, "first then" : tile<i1>
        break %i : tile<i32>
      }
      if %c {
        assert %d, "second then" : tile<i1>
      } else {
        assert %d, "second else" : tile<i1>
      }
      continue %i : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// == CombineNestedIfs ==

// An exit in the inner then block, no else blocks: `if (a && b) {...; return}`.
// CHECK-LABEL: @nested_inner_return
// CHECK: %[[A:.*]] = andi %arg0, %arg1
// CHECK-NEXT: if %[[A]] {
// CHECK-NEXT: assert %arg2, "inner"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg2, "after"
cuda_tile.module @kernels {
  testing$func @nested_inner_return(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      if %e {
        assert %d, "inner" : tile<i1>
        return
      }
    }
    assert %d, "after" : tile<i1>
    return
  }
}

// -----

// The outer then returns whatever the inner if did: not `a && b`.
// CHECK-LABEL: @no_nested_outer_return
// CHECK-NOT: andi
// CHECK: if %arg0 {
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: assert %arg2, "inner"
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg2, "after"
cuda_tile.module @kernels {
  testing$func @no_nested_outer_return(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      if %e {
        assert %d, "inner" : tile<i1>
      }
      return
    }
    assert %d, "after" : tile<i1>
    return
  }
}

// -----

// == MoveTerminatorToParent ==

// CHECK-LABEL: @move_return
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: return %arg2
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg1, "else"
// CHECK-NEXT: return %arg3
// CHECK-NEXT: }
// CHECK-NOT: "unreachable"
cuda_tile.module @kernels {
  testing$func @move_return(%c: tile<i1>, %d: tile<i1>, %a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    if %c {
      assert %d, "then" : tile<i1>
      return %a : tile<4xf32>
    } else {
      assert %d, "else" : tile<i1>
      return %b : tile<4xf32>
    }
    assert %d, "unreachable" : tile<i1>
    return %a : tile<4xf32>
  }
}

// -----

// break and continue, on an if with a result.
// CHECK-LABEL: @move_break_continue
// CHECK: loop iter_values(%[[I:.*]] = %arg2)
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: break %[[I]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[N:.*]] = addi %[[I]], %arg2
// CHECK-NEXT: continue %[[N]]
// CHECK-NEXT: }
cuda_tile.module @kernels {
  testing$func @move_break_continue(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%i = %x) : tile<i32> -> tile<i32> {
      %v = if %c -> (tile<i32>) {
        assert %d, "then" : tile<i1>
        break %i : tile<i32>
      } else {
        %n = addi %i, %x : tile<i32>
        continue %n : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// A nested if: the moved else ends the outer then block.
// CHECK-LABEL: @move_in_nested_if
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg2, "outer"
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: assert %arg2, "inner then"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg2, "inner else"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg2, "after"
cuda_tile.module @kernels {
  testing$func @move_in_nested_if(%c: tile<i1>, %e: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "outer" : tile<i1>
      if %e {
        assert %d, "inner then" : tile<i1>
        return
      } else {
        assert %d, "inner else" : tile<i1>
        return
      }
      assert %d, "unreachable" : tile<i1>
    }
    assert %d, "after" : tile<i1>
    return
  }
}

// -----

// Only one branch exits.
// CHECK-LABEL: @no_move_one_exit
// CHECK: if %arg0 {
// CHECK-NEXT: assert %arg1, "then"
// CHECK-NEXT: return
// CHECK-NEXT: } else {
// CHECK-NEXT: assert %arg1, "else"
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg1, "after"
cuda_tile.module @kernels {
  testing$func @no_move_one_exit(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      assert %d, "then" : tile<i1>
      return
    } else {
      assert %d, "else" : tile<i1>
    }
    assert %d, "after" : tile<i1>
    return
  }
}
