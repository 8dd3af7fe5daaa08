// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow --verify-roundtrip | FileCheck %s
// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow | tileiras-opt | FileCheck %s

// cuda_tile.if becomes a cf.cond_br on the i1 view of the condition; each
// yield branches to a continuation block whose arguments are the results.

// CHECK-NOT: cuda_tile.module
cuda_tile.module @m {
  // CHECK-LABEL: func.func @if_results(
  // CHECK-SAME: %[[C:.*]]: !cuda_tile.tile<i1>, %[[A:.*]]: !cuda_tile.tile<64xf32>, %[[B:.*]]: !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32> {
  // CHECK-NEXT: %[[I1:.*]] = builtin.unrealized_conversion_cast %[[C]] : !cuda_tile.tile<i1> to i1
  // CHECK-NEXT: cf.cond_br %[[I1]], ^[[THEN:.*]], ^[[ELSE:.*]]
  // CHECK-NEXT: ^[[THEN]]:
  // CHECK-NEXT: %[[S:.*]] = cuda_tile.addf %[[A]], %[[B]]
  // CHECK-NEXT: cf.br ^[[CONT:.*]](%[[S]] : !cuda_tile.tile<64xf32>)
  // CHECK-NEXT: ^[[ELSE]]:
  // CHECK-NEXT: cf.br ^[[CONT]](%[[B]] : !cuda_tile.tile<64xf32>)
  // CHECK-NEXT: ^[[CONT]](%[[R:.*]]: !cuda_tile.tile<64xf32>):
  // CHECK-NEXT: %[[T:.*]] = cuda_tile.mulf %[[R]], %[[R]]
  // CHECK-NEXT: return %[[T]] : !cuda_tile.tile<64xf32>
  testing$func @if_results(%c: tile<i1>, %a: tile<64xf32>, %b: tile<64xf32>) -> tile<64xf32> {
    %r = if %c -> (tile<64xf32>) {
      %s = addf %a, %b : tile<64xf32>
      yield %s : tile<64xf32>
    } else {
      yield %b : tile<64xf32>
    }
    %t = mulf %r, %r : tile<64xf32>
    return %t : tile<64xf32>
  }

  // Without an else region the false edge goes to the continuation.
  // CHECK-LABEL: func.func @if_no_else(
  // CHECK-NEXT: %[[I1:.*]] = builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %[[I1]], ^[[THEN:.*]], ^[[CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[THEN]]:
  // CHECK-NEXT: cuda_tile.store_ptr_tko
  // CHECK-NEXT: cf.br ^[[CONT]]{{$}}
  // CHECK-NEXT: ^[[CONT]]:
  // CHECK-NEXT: return{{$}}
  testing$func @if_no_else(%c: tile<i1>, %p: tile<ptr<i32>>, %v: tile<i32>) {
    if %c {
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  // The inner if is inlined into the outer then block; its continuation
  // branches on to the outer one.
  // CHECK-LABEL: func.func @nested(
  // CHECK-SAME: %[[C:[^:]*]]: !cuda_tile.tile<i1>, %[[D:[^:]*]]: !cuda_tile.tile<i1>, %[[X:[^:]*]]: !cuda_tile.tile<i32>, %[[Y:[^:]*]]: !cuda_tile.tile<i32>)
  // CHECK-NEXT: %[[C1:.*]] = builtin.unrealized_conversion_cast %[[C]]
  // CHECK-NEXT: cf.cond_br %[[C1]], ^[[OTHEN:.*]], ^[[OELSE:.*]]
  // CHECK-NEXT: ^[[OTHEN]]:
  // CHECK-NEXT: %[[D1:.*]] = builtin.unrealized_conversion_cast %[[D]]
  // CHECK-NEXT: cf.cond_br %[[D1]], ^[[ITHEN:.*]], ^[[IELSE:.*]]
  // CHECK-NEXT: ^[[ITHEN]]:
  // CHECK-NEXT: cf.br ^[[ICONT:.*]](%[[X]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[IELSE]]:
  // CHECK-NEXT: cf.br ^[[ICONT]](%[[Y]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[ICONT]](%[[I:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cf.br ^[[OCONT:.*]](%[[I]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[OELSE]]:
  // CHECK-NEXT: cf.br ^[[OCONT]](%[[Y]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[OCONT]](%[[R:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: return %[[R]] : !cuda_tile.tile<i32>
  testing$func @nested(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %i = if %d -> (tile<i32>) {
        yield %x : tile<i32>
      } else {
        yield %y : tile<i32>
      }
      yield %i : tile<i32>
    } else {
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }

  // A return nested in ifs returns from the function.
  // CHECK-LABEL: func.func @early_return(
  // CHECK-SAME: attributes {nv_tileaa.kernel}
  // CHECK-NEXT: %[[C1:.*]] = builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %[[C1]], ^[[OTHEN:.*]], ^[[OCONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[OTHEN]]:
  // CHECK-NEXT: %[[D1:.*]] = builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %[[D1]], ^[[ITHEN:.*]], ^[[ICONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[ITHEN]]:
  // CHECK-NEXT: return{{$}}
  // CHECK-NEXT: ^[[ICONT]]:
  // CHECK-NEXT: cuda_tile.store_ptr_tko
  // CHECK-NEXT: return{{$}}
  // CHECK-NEXT: ^[[OCONT]]:
  // CHECK-NEXT: return{{$}}
  entry @early_return(%c: tile<i1>, %d: tile<i1>, %p: tile<ptr<i32>>, %v: tile<i32>) {
    if %c {
      if %d {
        return
      }
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
      return
    }
    return
  }

  // CHECK-LABEL: func.func @early_return_value(
  // CHECK-SAME: %{{[^:]*}}: !cuda_tile.tile<i1>, %[[A:[^:]*]]: !cuda_tile.tile<i32>, %[[B:[^:]*]]: !cuda_tile.tile<i32>)
  // CHECK: cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[ELSE:.*]]
  // CHECK-NEXT: ^[[THEN]]:
  // CHECK-NEXT: return %[[A]] : !cuda_tile.tile<i32>
  // CHECK-NEXT: ^[[ELSE]]:
  // CHECK-NEXT: cf.br ^[[CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[CONT]]:
  // CHECK-NEXT: return %[[B]] : !cuda_tile.tile<i32>
  testing$func @early_return_value(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>) -> tile<i32> {
    if %c {
      return %a : tile<i32>
    } else {
    }
    return %b : tile<i32>
  }
}
