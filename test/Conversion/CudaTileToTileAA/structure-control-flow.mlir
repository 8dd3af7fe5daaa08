// RUN: tileiras-opt %s --split-input-file --tileiras-flatten-tile-control-flow=keep-structured --verify-roundtrip | FileCheck %s

// With keep-structured (what --tileiras-convert-cuda-tile-to-tileaa does),
// for/if/loop become scf.for/if/while wherever scf can express them; the
// bodies stay cuda_tile, and 0-d tiles reach scf through casts that the
// conversion folds away. What scf cannot express is flattened as before.

// A for keeps its bounds, its unsigned comparison and its iteration values;
// the body sees the scalar index as a tile.
// CHECK-LABEL: func.func @for_loop
// CHECK-SAME: (%[[LB:.*]]: !cuda_tile.tile<i32>, %[[UB:.*]]: !cuda_tile.tile<i32>, %[[X:.*]]: !cuda_tile.tile<8xf32>)
// CHECK-DAG: %[[L:.*]] = builtin.unrealized_conversion_cast %[[LB]] : !cuda_tile.tile<i32> to i32
// CHECK-DAG: %[[U:.*]] = builtin.unrealized_conversion_cast %[[UB]] : !cuda_tile.tile<i32> to i32
// CHECK: %[[R:.*]] = scf.for unsigned %[[I:.*]] = %[[L]] to %[[U]] step %{{.*}} iter_args(%[[A:.*]] = %[[X]]) -> (!cuda_tile.tile<8xf32>) : i32 {
// CHECK-NEXT: %[[IT:.*]] = builtin.unrealized_conversion_cast %[[I]] : i32 to !cuda_tile.tile<i32>
// CHECK-NEXT: %[[F:.*]] = cuda_tile.itof %[[IT]]
// CHECK: %[[Y:.*]] = cuda_tile.addf %[[A]]
// CHECK-NEXT: scf.yield %[[Y]] : !cuda_tile.tile<8xf32>
// CHECK: return %[[R]]
// CHECK-NOT: {{ cf\.}}
cuda_tile.module @m {
  testing$func @for_loop(%lb: tile<i32>, %ub: tile<i32>, %x: tile<8xf32>) -> tile<8xf32> {
    %r = for unsigned %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<8xf32>) {
      %f = itof %i signed : tile<i32> -> tile<f32>
      %f1 = reshape %f : tile<f32> -> tile<1xf32>
      %fb = broadcast %f1 : tile<1xf32> -> tile<8xf32>
      %y = addf %a, %fb : tile<8xf32>
      continue %y : tile<8xf32>
    }
    return %r : tile<8xf32>
  }
}

// -----

// An if becomes an scf.if on the i1 view of its condition; an if without
// results may keep its else empty. Nested ifs stay nested.
// CHECK-LABEL: func.func @branch
// CHECK: %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !cuda_tile.tile<i1> to i1
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (!cuda_tile.tile<2xi32>) {
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: cuda_tile.print_tko
// CHECK-NEXT: }
// CHECK-NOT: else
// CHECK: scf.yield %{{.*}} : !cuda_tile.tile<2xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %{{.*}} : !cuda_tile.tile<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
cuda_tile.module @m {
  testing$func @branch(%c: tile<i1>, %d: tile<i1>, %x: tile<2xi32>) -> tile<2xi32> {
    %r = if %c -> (tile<2xi32>) {
      if %d {
        %t = print_tko "inner %d", %x : tile<2xi32> -> token
      }
      %y = addi %x, %x : tile<2xi32>
      yield %y : tile<2xi32>
    } else {
      yield %x : tile<2xi32>
    }
    return %r : tile<2xi32>
  }
}

// -----

// A continue in an if of a for: the rest of the body moves into the branch
// that falls through, and each branch yields the next iteration values.
// CHECK-LABEL: func.func @for_continue
// CHECK: scf.for %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (!cuda_tile.tile<4xf32>) : i32 {
// CHECK: %[[N:.*]] = scf.if %{{.*}} -> (!cuda_tile.tile<4xf32>) {
// CHECK-NEXT: scf.yield %[[A]] : !cuda_tile.tile<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[Y:.*]] = cuda_tile.addf %[[A]], %[[A]]
// CHECK-NEXT: scf.yield %[[Y]] : !cuda_tile.tile<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[N]] : !cuda_tile.tile<4xf32>
// CHECK-NOT: {{ cf\.}}
cuda_tile.module @m {
  testing$func @for_continue(%lb: tile<i32>, %ub: tile<i32>, %c: tile<i1>, %x: tile<4xf32>) -> tile<4xf32> {
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<4xf32>) {
      if %c {
        continue %a : tile<4xf32>
      }
      %y = addf %a, %a : tile<4xf32>
      continue %y : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// A loop with breaks becomes an scf.while whose before region runs the
// body and yields a "keep going" flag: false on a break, true on a
// continue; the after region passes the values back. The second if's exit
// sits in its then branch, the first's in its else branch.
// CHECK-LABEL: func.func @loop_break
// CHECK: %[[W:.*]]:2 = scf.while (%[[I:.*]] = %{{.*}}, %[[A:.*]] = %{{.*}}) : (!cuda_tile.tile<i32>, !cuda_tile.tile<4xf32>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<4xf32>) {
// CHECK: %[[R:.*]]:3 = scf.if %{{.*}} -> (i1, !cuda_tile.tile<i32>, !cuda_tile.tile<4xf32>) {
// CHECK: %[[Y:.*]] = cuda_tile.addf %[[A]], %[[A]]
// CHECK: %[[J:.*]] = cuda_tile.addi %[[I]]
// CHECK: %[[S:.*]]:3 = scf.if %{{.*}} -> (i1, !cuda_tile.tile<i32>, !cuda_tile.tile<4xf32>) {
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: scf.yield %[[F]], %[[J]], %[[Y]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: scf.yield %[[T]], %[[J]], %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[S]]#0, %[[S]]#1, %[[S]]#2
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[F2:.*]] = arith.constant false
// CHECK-NEXT: scf.yield %[[F2]], %[[I]], %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.condition(%[[R]]#0) %[[R]]#1, %[[R]]#2
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: !cuda_tile.tile<i32>, %[[Q:.*]]: !cuda_tile.tile<4xf32>):
// CHECK-NEXT: scf.yield %[[P]], %[[Q]]
// CHECK: return %[[W]]#1
// CHECK-NOT: {{ cf\.}}
cuda_tile.module @m {
  testing$func @loop_break(%c: tile<i1>, %x: tile<4xf32>) -> tile<4xf32> {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %n = constant <i32: 10> : tile<i32>
    %r:2 = loop iter_values(%i = %z, %a = %x) : tile<i32>, tile<4xf32> -> tile<i32>, tile<4xf32> {
      if %c {
      } else {
        break %i, %a : tile<i32>, tile<4xf32>
      }
      %y = addf %a, %a : tile<4xf32>
      %j = addi %i, %one : tile<i32>
      %done = cmpi greater_than %j, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %j, %y : tile<i32>, tile<4xf32>
      }
      continue %j, %y : tile<i32>, tile<4xf32>
    }
    return %r#1 : tile<4xf32>
  }
}

// -----

// Nested loops: the inner one is structured first and moves, as an
// scf.for, into the branch of the outer loop's if that falls through.
// CHECK-LABEL: func.func @nested
// CHECK: scf.while
// CHECK: scf.if
// CHECK: scf.yield %false
// CHECK: } else {
// CHECK: scf.for
// CHECK: scf.yield %{{.*}} : !cuda_tile.tile<4xf32>
// CHECK: }
// CHECK: scf.yield %true
// CHECK: scf.condition
// CHECK-NOT: {{ cf\.}}
cuda_tile.module @m {
  testing$func @nested(%lb: tile<i32>, %c: tile<i1>, %x: tile<4xf32>) -> tile<4xf32> {
    %r = loop iter_values(%a = %x) : tile<4xf32> -> tile<4xf32> {
      if %c {
        break %a : tile<4xf32>
      }
      %s = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%b = %a) -> (tile<4xf32>) {
        %y = addf %b, %b : tile<4xf32>
        continue %y : tile<4xf32>
      }
      continue %s : tile<4xf32>
    }
    return %r : tile<4xf32>
  }
}

// -----

// Fallbacks to a CFG, each with the ops around it:
//  - a loop whose results differ in type from its iteration values;
// CHECK-LABEL: func.func @mixed_types
// CHECK-NOT: scf.
// CHECK: cf.cond_br
// CHECK: return
cuda_tile.module @m {
  testing$func @mixed_types(%x: tile<4xf32>, %c: tile<i1>) -> tile<i32> {
    %z = constant <i32: 0> : tile<i32>
    %r = loop iter_values(%a = %x) : tile<4xf32> -> tile<i32> {
      if %c {
        break %z : tile<i32>
      }
      %y = addf %a, %a : tile<4xf32>
      continue %y : tile<4xf32>
    }
    return %r : tile<i32>
  }
}

// -----

//  - an if holding an exit whose two branches fall through (structuring
//    would copy the rest of the body into both); the for around the loop
//    is flattened with it, while an if without exits inside stays scf.if.
// CHECK-LABEL: func.func @both_fall_through
// CHECK-NOT: scf.for
// CHECK-NOT: scf.while
// CHECK: cf.br
// CHECK: scf.if
// CHECK-NEXT: cuda_tile.print_tko
// CHECK: cf.cond_br
cuda_tile.module @m {
  testing$func @both_fall_through(%lb: tile<i32>, %c: tile<i1>, %d: tile<i1>, %x: tile<4xf32>) -> tile<4xf32> {
    %s = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%b = %x) -> (tile<4xf32>) {
      %r = loop iter_values(%a = %b) : tile<4xf32> -> tile<4xf32> {
        if %d {
          %t = print_tko "plain %f", %a : tile<4xf32> -> token
        }
        if %c {
          if %d {
            break %a : tile<4xf32>
          }
        } else {
        }
        %y = addf %a, %a : tile<4xf32>
        continue %y : tile<4xf32>
      }
      continue %r : tile<4xf32>
    }
    return %s : tile<4xf32>
  }
}
