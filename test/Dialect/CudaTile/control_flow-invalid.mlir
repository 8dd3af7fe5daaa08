// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// if / for / loop / break / continue / return / yield (guide B §4.7).

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    // expected-error @+1 {{must define then branch}}
    "cuda_tile.if"(%c) ({}, {}) : (!cuda_tile.tile<i1>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{has non-empty return type, must define else branch}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{has return type of '!cuda_tile.tile<i32>' but then branch does not yield anything}}
    %r = if %c -> (tile<i32>) {
      yield
    } else {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{has return type of '!cuda_tile.tile<i32>' but else branch does not yield anything}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{does not return a value, but then branch yields '!cuda_tile.tile<i32>'}}
    if %c {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{does not return a value, but else branch yields '!cuda_tile.tile<i32>', '!cuda_tile.tile<i32>'}}
    if %c {
    } else {
      yield %x, %x : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>, %y: tile<i64>) {
    // expected-error @+1 {{type does not match yield type, then branch yields '!cuda_tile.tile<i64>' but op result type is '!cuda_tile.tile<i32>'}}
    %r = if %c -> (tile<i32>) {
      yield %y : tile<i64>
    } else {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @+1 {{type does not match yield type, else branch yields '!cuda_tile.tile<i32>' but op result type is '!cuda_tile.tile<i32>', '!cuda_tile.tile<i32>'}}
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      yield %x, %x : tile<i32>, tile<i32>
    } else {
      yield %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %t: tensor_view<f32>) {
    // expected-error @+1 {{result type 0 is a tensor_view, which is not supported}}
    %r = if %c -> (tensor_view<f32>) {
      yield %t : tensor_view<f32>
    } else {
      yield %t : tensor_view<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>, %v: partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
    // expected-error @+1 {{result type 1 is a tile view, which is not supported}}
    %r:2 = if %c -> (tile<i32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
      yield %x, %v : tile<i32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    } else {
      yield %x, %v : tile<i32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>) {
    // The condition is a 0-d i1 tile.
    // expected-error @+1 {{operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<4xi1>'}}
    "cuda_tile.if"(%c) ({
      "cuda_tile.yield"() : () -> ()
    }, {}) : (!cuda_tile.tile<4xi1>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i32>) {
    // expected-error @+1 {{operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    "cuda_tile.if"(%c) ({
      "cuda_tile.yield"() : () -> ()
    }, {}) : (!cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i32>) {
    // The custom form resolves the condition as tile<i1>.
    // expected-error @+2 {{use of value '%c' expects different type than prior uses: '!cuda_tile.tile<i1>' vs '!cuda_tile.tile<i32>'}}
    // expected-note @-3 {{prior use here}}
    if %c {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %ub: tile<i64>) {
    // expected-error @+1 {{failed to verify that all of {lowerBound, upperBound, step} have same type}}
    "cuda_tile.for"(%lb, %ub, %lb) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<f32>) {
    // expected-error @+1 {{operand #0 must be 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
    ^bb0(%i: !cuda_tile.tile<f32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    // expected-error @+1 {{expected at least one block argument for induction variable}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    // expected-error @+1 {{expected induction variable to be same type as bounds and step: '!cuda_tile.tile<i64>' vs '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
    ^bb0(%i: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{mismatch in number of region iterator values and loop iterator inits: 0 vs 1}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<f16>'}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f16>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{failed to verify that all of {initValues, results} have same type}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %t: tensor_view<f32>) {
    // expected-error @+1 {{loop-carried value 0 is a tensor_view, which is not supported}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %t) -> (tensor_view<f32>) {
      continue %a : tensor_view<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %v: partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
    // expected-error @+1 {{loop-carried value 0 is a tile view, which is not supported}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %v) -> (partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
      continue %a : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<f32>, tile<f32>) {
      continue %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      // expected-error @+1 {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ('!cuda_tile.tile<f32>'), but found: ('!cuda_tile.tile<i32>')}}
      continue %i : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // The implicit continue carries no values.
    // expected-error @+1 {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ('!cuda_tile.tile<f32>'), but found: ()}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @+1 {{found different number of iter_values and types}}
    %r = loop iter_values(%a = %x, %b = %x) : tile<f32> {
      continue %a, %b : tile<f32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @+1 {{mismatch in number of region iterator values and loop iterator inits: 2 vs 1}}
    "cuda_tile.loop"(%x) ({
    ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @+1 {{init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<i32>'}}
    "cuda_tile.loop"(%x) ({
    ^bb0(%a: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %t: tensor_view<f32>) {
    // expected-error @+1 {{result type 0 is a tensor_view, which is not supported}}
    %r = loop : tensor_view<f32> {
      break %t : tensor_view<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %v: partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
    // expected-error @+1 {{result type 0 is a tile view, which is not supported}}
    %r = loop : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>> {
      break %v : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<f32> {
      // expected-error @+1 {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<f32>'), but found: ('!cuda_tile.tile<f32>', '!cuda_tile.tile<f32>')}}
      continue %a, %a : tile<f32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>, %c: tile<i1>) {
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<i32> {
      if %c {
        // expected-error @+1 {{operand types must correspond to the parent loop result types: ('!cuda_tile.tile<f32>') vs ('!cuda_tile.tile<i32>')}}
        break %a : tile<f32>
      }
      continue %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    loop {
      // expected-error @+1 {{operand types must correspond to the parent loop result types: ('!cuda_tile.tile<i1>') vs ()}}
      break %c : tile<i1>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    // break cannot leave a for loop; the parent trait rejects it first.
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      // expected-error @+1 {{'cuda_tile.break' op expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
      break
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %c: tile<i1>) {
    // expected-note @+1 {{see unexpected ancestor operation}}
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @+1 {{can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-note @+1 {{see unexpected ancestor operation}}
  testing$func @f(%c: tile<i1>) {
    if %c {
      // expected-error @+1 {{can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<4xi32>) {
    // A reduce body is not a loop.
    // expected-note @+1 {{see unexpected ancestor operation}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      if %c {
        // expected-error @+1 {{can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
        break
      }
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    %r = reduce %x dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      // expected-error @+1 {{'cuda_tile.return' op must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation}}
      return
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      // expected-error @+1 {{must be used within a cuda_tile.testing$func, cuda_tile.entry, or cuda_tile.if operation}}
      return
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    yield %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) -> tile<i32> {
    // expected-error @+1 {{has 0 operands, but enclosing function (@f) returns 1}}
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    if %c {
      // expected-error @+1 {{has 1 operands, but enclosing function (@f) returns 0}}
      return %x : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) -> (tile<i32>, tile<i64>) {
    // expected-error @+1 {{type of return operand 1 ('!cuda_tile.tile<i32>') doesn't match function result type ('!cuda_tile.tile<i64>') in function @f}}
    return %x, %x : tile<i32>, tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%x: tile<i32>) {
    // expected-error @+1 {{has 1 operands, but entry function must return 0 operands}}
    return %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%c: tile<i1>, %x: tile<i32>) {
    if %c {
      // expected-error @+1 {{has 1 operands, but entry function must return 0 operands}}
      return %x : tile<i32>
    }
    return
  }
}
