// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// reduce and scan (guide B §4.6, 13.1 wording). The generic form reaches the
// op-level checks that the custom syntax cannot express.

cuda_tile.module @m {
  testing$func @f() {
    // SameOperandsShape rejects the empty list before "expect at least 1 operand".
    // expected-error @+1 {{expected 1 or more operands, but found 0}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same number of operands and results}}
    %r:2 = "cuda_tile.reduce"(%x) <{dim = 0 : i32, identities = [0 : i32]}> ({
    ^bb0(%a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i32>):
      "cuda_tile.yield"(%a) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<8xi32>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect identities to match the number of operands but got: 1 operands and 2 identities}}
    %r = reduce %x dim=0 identities=[0 : i32, 1 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<8xf32>) {
    // expected-error @+1 {{expect identities to match the number of operands but got: 2 operands and 1 identities}}
    %r:2 = reduce %x, %y dim=0 identities=[0 : i32] : tile<8xi32>, tile<8xf32> -> tile<i32>, tile<f32>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<f32>, %d: tile<f32>) {
      yield %a, %c : tile<i32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same type for operand at index: 0 and identity at index: 0 but got: 'i32' and 'i64'}}
    %r = reduce %x dim=0 identities=[0 : i64] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<8xf32>) {
    // expected-error @+1 {{expect same type for operand at index: 1 and identity at index: 1 but got: 'f32' and 'f64'}}
    %r:2 = reduce %x, %y dim=0 identities=[0 : i32, 0.0 : f64] : tile<8xi32>, tile<8xf32> -> tile<i32>, tile<f32>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<f32>, %d: tile<f32>) {
      yield %a, %c : tile<i32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{dimension (1) is out of bound [0, 1)}}
    %r = reduce %x dim=1 identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @+1 {{dimension (2) is out of bound [0, 2)}}
    %r = scan %x dim=2 reverse=false identities=[0.0 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
    %r = reduce %x dim=-1 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<4xi32>) {
    // expected-error @+1 {{requires the same shape for all operands}}
    %r:2 = reduce %x, %y dim=0 identities=[0 : i32, 0 : i32] : tile<8xi32>, tile<4xi32> -> tile<i32>, tile<i32>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<i32>, %d: tile<i32>) {
      yield %a, %c : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{inferred type(s) '!cuda_tile.tile<8xi32>' are incompatible with return type(s) of operation '!cuda_tile.tile<4xi32>'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<4x8xi32> -> tile<4xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same type for operand at index: 0 and result at index: 0}}
    %r = scan %x dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi64>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect 2 block arguments but got: 1}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<8xi32>) {
    // expected-error @+1 {{expect 4 block arguments but got: 2}}
    %r:2 = scan %x, %y dim=0 reverse=true identities=[0 : i32, 0 : i32] : tile<8xi32>, tile<8xi32> -> tile<8xi32>, tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a, %b : tile<i32>, tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect 0-rank tile type at index: 1 but got: '!cuda_tile.tile<1xi32>'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<1xi32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect 0-rank tile type at index: 0 but got: 'i32'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: i32, %b: tile<i32>) {
      yield %b : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same element type for block argument at index: 0 and 1 but got: '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i64>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same type for operand at index: 0 and block argument at index: 0 but got: 'i32' and 'i16'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i16>, %b: tile<i16>) {
      yield %a : tile<i16>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<8xf16>) {
    // expected-error @+1 {{expect same type for operand at index: 1 and block argument at index: 2 but got: 'f16' and 'f32'}}
    %r:2 = reduce %x, %y dim=0 identities=[0 : i32, 0.0 : f16] : tile<8xi32>, tile<8xf16> -> tile<i32>, tile<f16>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<f32>, %d: tile<f32>) {
      yield %a, %c : tile<i32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %y: tile<8xi32>) {
    // expected-error @+1 {{expect number of terminators operands (1) to match number of operands (2)}}
    %r:2 = reduce %x, %y dim=0 identities=[0 : i32, 0 : i32] : tile<8xi32>, tile<8xi32> -> tile<i32>, tile<i32>
    (%a: tile<i32>, %b: tile<i32>, %c: tile<i32>, %d: tile<i32>) {
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect number of terminators operands (0) to match number of operands (1)}}
    %r = scan %x dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %t: token) {
    // expected-error @+1 {{expected TileType for operand and terminator types but got: '!cuda_tile.tile<8xi32>' and '!cuda_tile.token'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %t : token
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @+1 {{expect same type for operand at index: 0 and terminator argument at index: 0 but got: 'i32' and '!cuda_tile.tile<i64>'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      %c = exti %a signed : tile<i32> -> tile<i64>
      yield %c : tile<i64>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // MLIR's block verifier runs before "expect non-empty block" could.
    // expected-error @+1 {{empty block: expect at least a terminator}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %p: tile<ptr<i32>>) {
    // The combiner must be pure (13.1: error on the op, remark at the culprit).
    // expected-error @+1 {{only pure operations allowed}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      // expected-remark @+1 {{invalid op: cuda_tile.store_ptr_tko}}
      %t = store_ptr_tko weak %p, %a : tile<ptr<i32>>, tile<i32> -> token
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %c: tile<i1>) {
    // expected-error @+1 {{only pure operations allowed}}
    %r = scan %x dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      // expected-remark @+1 {{invalid op: cuda_tile.assert}}
      assert %c, "no" : tile<i1>
      yield %a : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%y: f32) {
    // expected-error @+1 {{operand #0 must be variadic of tile, but got 'f32'}}
    %r = "cuda_tile.reduce"(%y) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      "cuda_tile.yield"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (f32) -> !cuda_tile.tile<f32>
    return
  }
}
