// Diagnostics of dense constant literals.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f() {
    // i8 accepts the union of the signed and unsigned ranges, [-128, 255].
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: 256> : tile<i8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: -129> : tile<i8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i16: 0x1FFFF> : tile<i16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i32: 4294967296> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i64: 18446744073709551616> : tile<i64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i1: 2> : tile<i1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // Each element of a list is checked.
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: [1, 2, 300, 4]> : tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected integer value}}
    %0 = constant <i32: 1.5> : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // true/false are only for i1.
    // expected-error @below {{expected integer value}}
    %0 = constant <i32: true> : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected integer value}}
    %0 = constant <i8: [1, false]> : tile<2xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected floating point literal}}
    %0 = constant <f32: abc> : tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{inferred shape of elements literal ([2]) does not match type ([4])}}
    %0 = constant <f32: [1.0, 2.0]> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // A reshaped literal does not match either.
    // expected-error @below {{inferred shape of elements literal ([2, 2]) does not match type ([4])}}
    %0 = constant <i32: [[1, 2], [3, 4]]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // A 0-D tile takes a bare scalar.
    // expected-error @below {{inferred shape of elements literal ([1]) does not match type ([])}}
    %0 = constant <i32: [1]> : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{inferred shape of elements literal ([2, 1]) does not match type ([1, 2])}}
    %0 = constant <i1: [[true], [false]]> : tile<1x2xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{dense attribute cannot be empty}}
    %0 = constant <f32: []> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{dense attribute cannot be empty}}
    %0 = constant <i32: [[]]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <f32: [[1.0], 2.0]> : tile<2x1xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [[1, 2], [3]]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <i32: [1, [2]]> : tile<2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{mismatch between the element type: 'f32' and the tile element type 'f16'}}
    %0 = constant <f32: 1.0> : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{mismatch between the element type: 'i32' and the tile element type 'i64'}}
    %0 = constant <i32: 1> : tile<i64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{mismatch between the element type: 'f32' and the tile element type 'tf32'}}
    %0 = constant <f32: 1.0> : tile<tf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'f128'}}
    %0 = constant <f128: 1.5> : tile<f128>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'index'}}
    %0 = constant <index: 1> : tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // Element types are signless.
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'ui8'}}
    %0 = constant <ui8: 1> : tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // No dense attribute holds the non-builtin fnv8E5M3FNU.
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.fnv8E5M3FNU'}}
    %0 = constant <fnv8E5M3FNU: 1.0> : tile<4xfnv8E5M3FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<4xptr<i32>>'}}
    %0 = constant <i32: 1> : tile<4xptr<i32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got 'i32'}}
    %0 = constant <i32: 1> : i32
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // The builtin attribute syntax is not accepted.
    // expected-error @below {{expected '<'}}
    %0 = constant 1 : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected ':'}}
    %0 = constant <i32 1> : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected '>'}}
    %0 = constant <i32: [1, 2], [3]> : tile<2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // The generic form can disagree with its value.
    // expected-error @below {{'cuda_tile.constant' op failed to verify that all of {value, result} have same type}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<8xi32>}> : () -> !cuda_tile.tile<4xi32>
  }
}

// -----

// Hex literals (the form large constants print in): element bytes, i1 one
// byte per element.
cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{hex literal has 3 bytes, expected 4 (one per i1 element)}}
    %0 = constant <i1: "0x010001"> : tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{hex literal has 6 bytes, which is not a buffer of 4 'i32' elements}}
    %0 = constant <i32: "0x010000000200"> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{expected a hex string "0x..." of element bytes}}
    %0 = constant <i32: "0xZZ"> : tile<4xi32>
  }
}
