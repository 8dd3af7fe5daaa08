// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow --verify-roundtrip | FileCheck %s
// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow | tileiras-opt | FileCheck %s

// cuda_tile.for becomes a header that compares the index with the upper
// bound (signed unless the loop says `unsigned`), the body, and a latch that
// adds the step; every continue branches to the latch.

// CHECK-NOT: cuda_tile.module
cuda_tile.module @m {
  // CHECK-LABEL: func.func @for_signed(
  // CHECK-SAME: %[[LB:[^:]*]]: !cuda_tile.tile<i64>, %[[UB:[^:]*]]: !cuda_tile.tile<i64>, %[[S:[^:]*]]: !cuda_tile.tile<i64>, %[[A0:[^:]*]]: !cuda_tile.tile<64xf32>, %[[K0:[^:]*]]: !cuda_tile.tile<i64>)
  // CHECK-NEXT: cf.br ^[[HEADER:.*]](%[[LB]], %[[A0]], %[[K0]] : !cuda_tile.tile<i64>, !cuda_tile.tile<64xf32>, !cuda_tile.tile<i64>)
  // CHECK-NEXT: ^[[HEADER]](%[[IV:.*]]: !cuda_tile.tile<i64>, %[[HA:.*]]: !cuda_tile.tile<64xf32>, %[[HK:.*]]: !cuda_tile.tile<i64>):
  // CHECK-NEXT: %[[IN:.*]] = cuda_tile.cmpi less_than %[[IV]], %[[UB]], signed : tile<i64> -> tile<i1>
  // CHECK-NEXT: %[[IN1:.*]] = builtin.unrealized_conversion_cast %[[IN]] : !cuda_tile.tile<i1> to i1
  // CHECK-NEXT: cf.cond_br %[[IN1]], ^[[BODY:.*]](%[[IV]], %[[HA]], %[[HK]] : {{.*}}), ^[[EXIT:.*]](%[[HA]], %[[HK]] : !cuda_tile.tile<64xf32>, !cuda_tile.tile<i64>)
  // CHECK-NEXT: ^[[BODY]](%[[I:.*]]: !cuda_tile.tile<i64>, %[[A:.*]]: !cuda_tile.tile<64xf32>, %[[K:.*]]: !cuda_tile.tile<i64>):
  // CHECK-NEXT: %[[K1:.*]] = cuda_tile.addi %[[K]], %[[I]] : tile<i64>
  // CHECK-NEXT: cf.br ^[[LATCH:.*]](%[[A]], %[[K1]] : !cuda_tile.tile<64xf32>, !cuda_tile.tile<i64>)
  // CHECK-NEXT: ^[[LATCH]](%[[LA:.*]]: !cuda_tile.tile<64xf32>, %[[LK:.*]]: !cuda_tile.tile<i64>):
  // CHECK-NEXT: %[[NEXT:.*]] = cuda_tile.addi %[[IV]], %[[S]] : tile<i64>
  // CHECK-NEXT: cf.br ^[[HEADER]](%[[NEXT]], %[[LA]], %[[LK]] : {{.*}})
  // CHECK-NEXT: ^[[EXIT]](%[[R0:.*]]: !cuda_tile.tile<64xf32>, %[[R1:.*]]: !cuda_tile.tile<i64>):
  // CHECK-NEXT: return %[[R0]], %[[R1]] : !cuda_tile.tile<64xf32>, !cuda_tile.tile<i64>
  testing$func @for_signed(%lb: tile<i64>, %ub: tile<i64>, %s: tile<i64>,
                           %a0: tile<64xf32>, %k0: tile<i64>) -> (tile<64xf32>, tile<i64>) {
    %r:2 = for %i in (%lb to %ub, step %s) : tile<i64> iter_values(%a = %a0, %k = %k0) -> (tile<64xf32>, tile<i64>) {
      %k1 = addi %k, %i : tile<i64>
      continue %a, %k1 : tile<64xf32>, tile<i64>
    }
    return %r#0, %r#1 : tile<64xf32>, tile<i64>
  }

  // CHECK-LABEL: func.func @for_unsigned(
  // CHECK-SAME: %[[LB:[^:]*]]: !cuda_tile.tile<i16>, %[[UB:[^:]*]]: !cuda_tile.tile<i16>, %[[S:[^:]*]]: !cuda_tile.tile<i16>, %[[X:[^:]*]]: !cuda_tile.tile<f32>)
  // CHECK-NEXT: cf.br ^[[HEADER:.*]](%[[LB]], %[[X]] :
  // CHECK-NEXT: ^[[HEADER]](%[[IV:.*]]: !cuda_tile.tile<i16>, %{{.*}}: !cuda_tile.tile<f32>):
  // CHECK-NEXT: %[[IN:.*]] = cuda_tile.cmpi less_than %[[IV]], %[[UB]], unsigned : tile<i16> -> tile<i1>
  // CHECK: cf.br ^[[LATCH:.*]](%{{.*}} : !cuda_tile.tile<f32>)
  // CHECK-NEXT: ^[[LATCH]](%[[Y:.*]]: !cuda_tile.tile<f32>):
  // CHECK-NEXT: %[[NEXT:.*]] = cuda_tile.addi %[[IV]], %[[S]] : tile<i16>
  // CHECK-NEXT: cf.br ^[[HEADER]](%[[NEXT]], %[[Y]] :
  testing$func @for_unsigned(%lb: tile<i16>, %ub: tile<i16>, %s: tile<i16>, %x: tile<f32>) -> tile<f32> {
    %r = for unsigned %i in (%lb to %ub, step %s) : tile<i16> iter_values(%acc = %x) -> (tile<f32>) {
      %y = addf %acc, %acc : tile<f32>
      continue %y : tile<f32>
    }
    return %r : tile<f32>
  }

  // Without iteration values the latch and the exit take no arguments.
  // CHECK-LABEL: func.func @for_plain(
  // CHECK-NEXT: cf.br ^[[HEADER:.*]](%{{.*}} : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[HEADER]](%[[IV:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cuda_tile.cmpi less_than %[[IV]]
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[BODY:.*]](%[[IV]] : !cuda_tile.tile<i32>), ^[[EXIT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[BODY]](%[[I:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cuda_tile.store_ptr_tko weak %{{.*}}, %[[I]]
  // CHECK-NEXT: cf.br ^[[LATCH:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[LATCH]]:
  // CHECK-NEXT: cuda_tile.addi %[[IV]]
  // CHECK-NEXT: cf.br ^[[HEADER]]
  // CHECK-NEXT: ^[[EXIT]]:
  // CHECK-NEXT: return{{$}}
  testing$func @for_plain(%lb: tile<i32>, %ub: tile<i32>, %p: tile<ptr<i32>>) {
    for %i in (%lb to %ub, step %lb) : tile<i32> {
      %t = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }

  // A continue nested in ifs branches to the latch of the enclosing for.
  // CHECK-LABEL: func.func @for_continue_in_ifs(
  // CHECK: ^[[HEADER:.*]](%[[IV:.*]]: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<i32>):
  // CHECK: cf.cond_br %{{.*}}, ^[[BODY:.*]](%{{.*}}), ^[[EXIT:.*]](%{{.*}} : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[BODY]](%[[I:.*]]: !cuda_tile.tile<i32>, %[[ACC:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[C_THEN:.*]], ^[[C_CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[C_THEN]]:
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[D_THEN:.*]], ^[[D_CONT:[^ ]*]]{{$}}
  // CHECK-NEXT: ^[[D_THEN]]:
  // CHECK-NEXT: cf.br ^[[LATCH:.*]](%[[I]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[D_CONT]]:
  // CHECK-NEXT: cf.br ^[[LATCH]](%[[ACC]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[C_CONT]]:
  // CHECK-NEXT: %[[N:.*]] = cuda_tile.addi %[[ACC]], %[[I]]
  // CHECK-NEXT: cf.br ^[[LATCH]](%[[N]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[LATCH]](%[[V:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: %[[NEXT:.*]] = cuda_tile.addi %[[IV]]
  // CHECK-NEXT: cf.br ^[[HEADER]](%[[NEXT]], %[[V]] :
  // CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: return %[[R]]
  testing$func @for_continue_in_ifs(%lb: tile<i32>, %ub: tile<i32>, %c: tile<i1>, %d: tile<i1>,
                                    %x: tile<i32>) -> tile<i32> {
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%acc = %x) -> (tile<i32>) {
      if %c {
        if %d {
          continue %i : tile<i32>
        }
        continue %acc : tile<i32>
      }
      %n = addi %acc, %i : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }

  // The inner loop's exit continues the outer body, which then reaches the
  // outer latch.
  // CHECK-LABEL: func.func @for_nested(
  // CHECK: ^[[OHEADER:.*]](%[[OIV:.*]]: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<i32>):
  // CHECK: cuda_tile.cmpi less_than %[[OIV]], %{{.*}}, signed
  // CHECK: cf.cond_br %{{.*}}, ^[[OBODY:.*]](%{{.*}}), ^[[OEXIT:.*]](%{{.*}})
  // CHECK-NEXT: ^[[OBODY]](%[[I:.*]]: !cuda_tile.tile<i32>, %[[A:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cf.br ^[[IHEADER:.*]](%[[I]], %[[A]] :
  // CHECK-NEXT: ^[[IHEADER]](%[[IIV:.*]]: !cuda_tile.tile<i32>, %{{.*}}: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cuda_tile.cmpi less_than %[[IIV]], %{{.*}}, unsigned
  // CHECK-NEXT: builtin.unrealized_conversion_cast
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^[[IBODY:.*]](%{{.*}}), ^[[IEXIT:.*]](%{{.*}})
  // CHECK-NEXT: ^[[IBODY]](
  // CHECK-NEXT: cuda_tile.addi
  // CHECK-NEXT: cf.br ^[[ILATCH:.*]](
  // CHECK-NEXT: ^[[ILATCH]](
  // CHECK-NEXT: cuda_tile.addi %[[IIV]]
  // CHECK-NEXT: cf.br ^[[IHEADER]](
  // CHECK-NEXT: ^[[IEXIT]](%[[Q:.*]]: !cuda_tile.tile<i32>):
  // CHECK-NEXT: cf.br ^[[OLATCH:.*]](%[[Q]] : !cuda_tile.tile<i32>)
  // CHECK-NEXT: ^[[OLATCH]](
  // CHECK-NEXT: cuda_tile.addi %[[OIV]]
  // CHECK-NEXT: cf.br ^[[OHEADER]](
  // CHECK-NEXT: ^[[OEXIT]](
  // CHECK-NEXT: return
  testing$func @for_nested(%lb: tile<i32>, %ub: tile<i32>, %x: tile<i32>) -> tile<i32> {
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<i32>) {
      %q = for unsigned %j in (%i to %ub, step %lb) : tile<i32> iter_values(%b = %a) -> (tile<i32>) {
        %n = addi %b, %j : tile<i32>
        continue %n : tile<i32>
      }
      continue %q : tile<i32>
    }
    return %r : tile<i32>
  }
}
