// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// module, entry, testing$func, global and get_global (guide B §4.4, §4.7).

cuda_tile.module @m {
  // expected-error @+1 {{entry op must not return values}}
  entry @e(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @e(%a: tile<16xi32>) {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must have scalar types (rank 0 !cuda_tile.tile)}}
  entry @e(%p: tile<ptr<f32>>, %a: tile<2x2xptr<f32>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected type instead of SSA identifier}}
  entry @e(tile<i32>, %a: tile<i32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected SSA identifier}}
  entry @e(%a: tile<i32>, tile<i32>) {
  }
}

// -----

cuda_tile.module @m {
  entry @outer() {
    // expected-error @+1 {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
    "cuda_tile.entry"() <{function_type = () -> (), sym_name = "e"}> ({
      "cuda_tile.return"() : () -> ()
    }) : () -> ()
  }
}

// -----

// Globals and entries live directly in a cuda_tile.module.
// expected-error @+1 {{'cuda_tile.global' op expects parent op 'cuda_tile.module'}}
cuda_tile.global @g <i32: 1> : !cuda_tile.tile<1xi32>

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{'cuda_tile.module' op symbol's parent must have the SymbolTable trait}}
    cuda_tile.module @inner {
    }
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{only 'cuda_tile.entry' and 'cuda_tile.global' operations are allowed in a cuda_tile.module}}
  %t = make_token : token
}

// -----

cuda_tile.module @m {
  entry @e() {
  }
  // expected-error @+2 {{redefinition of symbol named 'e'}}
  // expected-note @-3 {{see existing symbol definition here}}
  entry @e() {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{type must have rank 1}}
  global @g <f16: [[1.0, 2.0]]> : tile<1x2xf16>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{type must have rank 1}}
  global @g <i32: 7> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  global public @g <i32: [42]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  global "private" @g <i32: [42]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // Visibility comes before `constant`.
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  global constant private @g <i32: [42]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  global @g <f16: [1.0, 2.0]> : tile<2xf16>
  entry @e() {
    // expected-error @+1 {{pointee type of result type '!cuda_tile.ptr<f32>' does not match type 'f16' of the global @g}}
    %0 = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{'missing' does not reference a valid global}}
    %0 = get_global @missing : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
  }
  entry @e() {
    // An entry is not a global.
    // expected-error @+1 {{'f' does not reference a valid global}}
    %0 = get_global @f : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0]> : tile<1xf32>
  entry @e() {
    // expected-error @+1 {{result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<4xptr<f32>>'}}
    %0 = get_global @g : tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{type of entry block argument #0('!cuda_tile.tile<i64>') must match the type of the corresponding argument in function signature('!cuda_tile.tile<i32>')}}
  "cuda_tile.testing$func"() <{function_type = (!cuda_tile.tile<i32>) -> (), sym_name = "f"}> ({
  ^bb0(%a: !cuda_tile.tile<i64>):
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}
