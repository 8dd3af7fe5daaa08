// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// if, for, loop, break, continue, yield and early returns.

cuda_tile.module @cf {
  // CHECK-LABEL: testing$func @if_results
  testing$func @if_results(%c: tile<i1>, %a: tile<64xf32>, %b: tile<64xf32>) -> tile<64xf32> {
    // CHECK: %[[R:.*]] = if %{{.*}} -> (tile<64xf32>) {
    // CHECK-NEXT: yield %{{.*}} : tile<64xf32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %{{.*}} : tile<64xf32>
    // CHECK-NEXT: }
    %r = if %c -> (tile<64xf32>) {
      yield %a : tile<64xf32>
    } else {
      yield %b : tile<64xf32>
    }
    // CHECK: return %[[R]] : tile<64xf32>
    return %r : tile<64xf32>
  }

  // CHECK-LABEL: testing$func @if_multi
  testing$func @if_multi(%c: tile<i1>, %x: tile<i32>, %t: token) -> (tile<i32>, token) {
    // CHECK: %{{.*}}:2 = if %{{.*}} -> (tile<i32>, token) {
    %r:2 = if %c -> (tile<i32>, token) {
      %n = make_token : token
      yield %x, %n : tile<i32>, token
    } else {
      yield %x, %t : tile<i32>, token
    }
    return %r#0, %r#1 : tile<i32>, token
  }

  // Without results the implicit yield is not printed, and the else branch
  // is optional.
  // CHECK-LABEL: testing$func @if_no_results
  testing$func @if_no_results(%c: tile<i1>, %p: tile<ptr<i32>>, %v: tile<i32>) {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: store_ptr_tko
    // CHECK-NEXT: }
    // CHECK-NOT: else
    if %c {
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    }
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: store_ptr_tko
    // CHECK-NEXT: }
    if %c {
      yield
    } else {
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  // An early return from an entry passes through enclosing ifs.
  // CHECK-LABEL: entry @early_return
  entry @early_return(%c: tile<i1>, %d: tile<i1>) {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    if %c {
      if %d {
        return
      }
      return
    }
    return
  }

  // CHECK-LABEL: testing$func @early_return_value
  testing$func @early_return_value(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: return %{{.*}} : tile<i32>
    // CHECK-NEXT: }
    if %c {
      return %a : tile<i32>
    }
    return %b : tile<i32>
  }

  // CHECK-LABEL: testing$func @for_plain
  testing$func @for_plain(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>) {
    // The implicit continue is not printed.
    // CHECK: for %[[IV:.*]] in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
    // CHECK-NEXT: addi %[[IV]], %[[IV]]
    // CHECK-NEXT: }
    for %i in (%lb to %ub, step %s) : tile<i32> {
      %x = addi %i, %i : tile<i32>
    }
    return
  }

  // CHECK-LABEL: testing$func @for_iter_values
  testing$func @for_iter_values(%lb: tile<i64>, %ub: tile<i64>, %s: tile<i64>,
                                %a0: tile<64x64xf32>, %k0: tile<i64>) -> (tile<64x64xf32>, tile<i64>) {
    // CHECK: %[[F:.*]]:2 = for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i64> iter_values(%[[A:.*]] = %{{.*}}, %[[K:.*]] = %{{.*}}) -> (tile<64x64xf32>, tile<i64>) {
    // CHECK: continue %[[A]], %{{.*}} : tile<64x64xf32>, tile<i64>
    %r:2 = for %i in (%lb to %ub, step %s) : tile<i64> iter_values(%a = %a0, %k = %k0) -> (tile<64x64xf32>, tile<i64>) {
      %k1 = addi %k, %i : tile<i64>
      continue %a, %k1 : tile<64x64xf32>, tile<i64>
    }
    return %r#0, %r#1 : tile<64x64xf32>, tile<i64>
  }

  // `unsigned` switches the exit test to an unsigned comparison.
  // CHECK-LABEL: testing$func @for_unsigned
  testing$func @for_unsigned(%lb: tile<i16>, %ub: tile<i16>, %s: tile<i16>, %x: tile<f32>) -> tile<f32> {
    // CHECK: for unsigned %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i16> iter_values(%{{.*}} = %{{.*}}) -> (tile<f32>) {
    %r = for unsigned %i in (%lb to %ub, step %s) : tile<i16> iter_values(%acc = %x) -> (tile<f32>) {
      %y = addf %acc, %acc : tile<f32>
      continue %y : tile<f32>
    }
    return %r : tile<f32>
  }

  // continue inside an if inside a for skips the rest of the iteration.
  // CHECK-LABEL: testing$func @for_early_continue
  testing$func @for_early_continue(%lb: tile<i32>, %ub: tile<i32>, %c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    // CHECK: for
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: continue %{{.*}} : tile<i32>
    // CHECK-NEXT: }
    // CHECK: continue %{{.*}} : tile<i32>
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%acc = %x) -> (tile<i32>) {
      if %c {
        continue %acc : tile<i32>
      }
      %n = addi %acc, %i : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }

  // A while loop: iteration values differ in type from the results.
  // CHECK-LABEL: testing$func @loop_break
  testing$func @loop_break(%c: tile<i1>, %i0: tile<i32>, %v0: tile<128xf32>) -> tile<128xf32> {
    // CHECK: %{{.*}} = loop iter_values(%[[I:.*]] = %{{.*}}, %[[V:.*]] = %{{.*}}) : tile<i32>, tile<128xf32> -> tile<128xf32> {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: break %[[V]] : tile<128xf32>
    // CHECK-NEXT: }
    // CHECK: continue %{{.*}}, %[[V]] : tile<i32>, tile<128xf32>
    %r = loop iter_values(%i = %i0, %v = %v0) : tile<i32>, tile<128xf32> -> tile<128xf32> {
      if %c {
        break %v : tile<128xf32>
      }
      %i1 = addi %i, %i : tile<i32>
      continue %i1, %v : tile<i32>, tile<128xf32>
    }
    return %r : tile<128xf32>
  }

  // CHECK-LABEL: testing$func @loop_plain
  testing$func @loop_plain(%c: tile<i1>) {
    // CHECK: loop {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    loop {
      if %c {
        break
      }
    }
    return
  }

  // Results without iteration values; break from an else branch.
  // CHECK-LABEL: testing$func @loop_results_only
  testing$func @loop_results_only(%c: tile<i1>, %x: tile<i8>) -> tile<i8> {
    // CHECK: %{{.*}} = loop : tile<i8> {
    // CHECK: } else {
    // CHECK-NEXT: break %{{.*}} : tile<i8>
    %r = loop : tile<i8> {
      if %c {
      } else {
        break %x : tile<i8>
      }
      continue
    }
    return %r : tile<i8>
  }

  // Nested loops: break leaves the inner loop only.
  // CHECK-LABEL: testing$func @nested
  testing$func @nested(%c: tile<i1>, %lb: tile<i32>, %x: tile<i32>) -> tile<i32> {
    // CHECK: for
    // CHECK: loop iter_values
    // CHECK: break
    // CHECK: continue
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<i32>) {
      %b = loop iter_values(%j = %a) : tile<i32> -> tile<i32> {
        if %c {
          break %j : tile<i32>
        }
        continue %j : tile<i32>
      }
      continue %b : tile<i32>
    }
    return %r : tile<i32>
  }
}
