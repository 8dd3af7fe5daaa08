// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow --verify-roundtrip | FileCheck %s
// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow | tileiras-opt | FileCheck %s

// cuda_tile.loop becomes its body block, entered with the initial values;
// continue branches back to it and break to the exit block, whose arguments
// are the loop's results.

// CHECK-NOT: cuda_tile.module
cuda_tile.module @m {
  // The shape of test/Corpus/mlir/while_loop.13.4.mlir: a break in each
  // branch kind and a continue at the end.
  // CHECK-LABEL: func.func @while_loop(
  // CHECK-SAME: %[[C:[^:]*]]: !cuda_tile.tile<i1>, %[[LIM:[^:]*]]: !cuda_tile.tile<i32>, %[[V0:[^:]*]]: !cuda_tile.tile<128xf32>)
  // CHECK: %[[ZERO:.*]] = cuda_tile.constant <i32: 0>
  // CHECK-NEXT: %[[ONE:.*]] = cuda_tile.constant <i32: 1>
  // CHECK-NEXT: cf.br ^[[BODY:.*]](%[[ZERO]], %[[V0]] : !cuda_tile.tile<i32>, !cuda_tile.tile<128xf32>)
  // CHECK-NEXT: ^[[BODY]](%[[I:.*]]: !cuda_tile.tile<i32>, %[[V:.*]]: !cuda_tile.tile<128xf32>):
  // CHECK-NEXT: %[[C1:.*]] = builtin.unrealized_conversion_cast %[[C]]
  // CHECK-NEXT: cf.cond_br %[[C1]], ^[[THEN1:.*]], ^[[ELSE1:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[THEN1]]:
  // CHECK-NEXT: cf.br ^[[CONT1:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[ELSE1]]:
  // CHECK-NEXT: cf.br ^[[EXIT:.*]](%[[I]], %[[V]] : !cuda_tile.tile<i32>, !cuda_tile.tile<128xf32>)
  // CHECK-NEXT: ^[[CONT1]]:
  // CHECK-NEXT: %[[W:.*]] = cuda_tile.mulf %[[V]], %[[V]]
  // CHECK-NEXT: %[[I1:.*]] = cuda_tile.addi %[[I]], %[[ONE]]
  // CHECK-NEXT: %[[DONE:.*]] = cuda_tile.cmpi greater_than %[[I1]], %[[LIM]], signed
  // CHECK-NEXT: %[[DONE1:.*]] = builtin.unrealized_conversion_cast %[[DONE]]
  // CHECK-NEXT: cf.cond_br %[[DONE1]], ^[[THEN2:.*]], ^[[ELSE2:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[THEN2]]:
  // CHECK-NEXT: cf.br ^[[EXIT]](%[[I1]], %[[W]] : !cuda_tile.tile<i32>, !cuda_tile.tile<128xf32>)
  // CHECK-NEXT: ^[[ELSE2]]:
  // CHECK-NEXT: cf.br ^[[CONT2:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[CONT2]]:
  // CHECK-NEXT: cf.br ^[[BODY]](%[[I1]], %[[W]] : !cuda_tile.tile<i32>, !cuda_tile.tile<128xf32>)
  // CHECK-NEXT: ^[[EXIT]](%{{.*}}: !cuda_tile.tile<i32>, %[[R1:.*]]: !cuda_tile.tile<128xf32>):
  // CHECK-NEXT: return %[[R1]] : !cuda_tile.tile<128xf32>
  testing$func @while_loop(%c: tile<i1>, %lim: tile<i32>, %v0: tile<128xf32>) -> tile<128xf32> {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r:2 = loop iter_values(%i = %zero, %v = %v0) : tile<i32>, tile<128xf32> -> tile<i32>, tile<128xf32> {
      if %c {
      } else {
        break %i, %v : tile<i32>, tile<128xf32>
      }
      %w = mulf %v, %v : tile<128xf32>
      %i1 = addi %i, %one : tile<i32>
      %done = cmpi greater_than %i1, %lim, signed : tile<i32> -> tile<i1>
      if %done {
        break %i1, %w : tile<i32>, tile<128xf32>
      } else {
      }
      continue %i1, %w : tile<i32>, tile<128xf32>
    }
    return %r#1 : tile<128xf32>
  }

  // Iteration values and results differ in type.
  // CHECK-LABEL: func.func @loop_results_differ(
  // CHECK-SAME: %{{[^:]*}}: !cuda_tile.tile<i1>, %[[I0:[^:]*]]: !cuda_tile.tile<i32>, %[[X:[^:]*]]: !cuda_tile.tile<i8>)
  // CHECK-NEXT: cf.br ^[[BODY:.*]](%[[I0]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[BODY]](%[[I:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[THEN]]:
  // CHECK-NEXT: cf.br ^[[EXIT:.*]](%[[X]] : !cuda_tile.tile<i8>)
  // CHECK-NEXT: ^[[CONT]]:
  // CHECK-NEXT: %[[I1:.*]] = cuda_tile.addi %[[I]], %[[I]]
  // CHECK-NEXT: cf.br ^[[BODY]](%[[I1]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: !cuda_tile.tile<i8>):
  // CHECK-NEXT: return %[[R]] : !cuda_tile.tile<i8>
  testing$func @loop_results_differ(%c: tile<i1>, %i0: tile<i32>, %x: tile<i8>) -> tile<i8> {
    %r = loop iter_values(%i = %i0) : tile<i32> -> tile<i8> {
      if %c {
        break %x : tile<i8>
      }
      %i1 = addi %i, %i : tile<i32>
      continue %i1 : tile<i32>
    }
    return %r : tile<i8>
  }

  // A break in nested ifs leaves the innermost loop, not the enclosing for.
  // CHECK-LABEL: func.func @break_in_nested_ifs(
  // CHECK: ^[[FHEADER:.*]](%[[IV:.*]]: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<i32>):
  // CHECK: cf.cond_br %{{.*}}, ^[[FBODY:.*]](%{{.*}}), ^[[FEXIT:.*]](%{{.*}})
  // CHECK-NEXT: ^[[FBODY]](%[[K:.*]]: !cuda_tile.tile<i32>, %[[A:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cf.br ^[[LBODY:.*]](%[[A]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[LBODY]](%[[J:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[C_THEN:.*]], ^[[C_CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[C_THEN]]:
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[D_THEN:.*]], ^[[D_CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[D_THEN]]:
  // CHECK-NEXT: cf.br ^[[LEXIT:.*]](%[[K]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[D_CONT]]:
  // CHECK-NEXT: cf.br ^[[LEXIT]](%[[J]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[C_CONT]]:
  // CHECK-NEXT: %[[J1:.*]] = cuda_tile.addi %[[J]], %[[K]]
  // CHECK-NEXT: cf.br ^[[LBODY]](%[[J1]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[LEXIT]](%[[B:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cf.br ^[[FLATCH:.*]](%[[B]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[FLATCH]](%[[N:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: %[[NEXT:.*]] = cuda_tile.addi %[[IV]]
  // CHECK-NEXT: cf.br ^[[FHEADER]](%[[NEXT]], %[[N]] :
  // CHECK-NEXT: ^[[FEXIT]](%[[R:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: return %[[R]]
  testing$func @break_in_nested_ifs(%lb: tile<i32>, %ub: tile<i32>, %c: tile<i1>, %d: tile<i1>,
                                    %x: tile<i32>) -> tile<i32> {
    %r = for %k in (%lb to %ub, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<i32>) {
      %b = loop iter_values(%j = %a) : tile<i32> -> tile<i32> {
        if %c {
          if %d {
            break %k : tile<i32>
          }
          break %j : tile<i32>
        }
        %j1 = addi %j, %k : tile<i32>
        continue %j1 : tile<i32>
      }
      continue %b : tile<i32>
    }
    return %r : tile<i32>
  }

  // A loop that never breaks: the exit block is unreachable, which is fine.
  // CHECK-LABEL: func.func @no_break(
  // CHECK-NEXT: cf.br ^[[BODY:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[BODY]]:
  // CHECK-NEXT: cuda_tile.store_ptr_tko
  // CHECK-NEXT: cf.br ^[[BODY]]{{$}}
  // CHECK-NEXT: ^{{.*}}:  // no predecessors
  // CHECK-NEXT: cuda_tile.store_ptr_tko
  // CHECK-NEXT: return
  testing$func @no_break(%p: tile<ptr<i32>>, %v: tile<i32>) {
    loop {
      %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    }
    %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
