// Diagnostics of the unary math ops and their modifiers.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.absf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = absf %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.negf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi16>'}}
    %0 = negf %a : tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xtf32>) {
    // expected-error @below {{'cuda_tile.ceil' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xtf32>'}}
    %0 = ceil %a : tile<4xtf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.floor' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E4M3FN>'}}
    %0 = floor %a : tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.log' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = log %a : tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E5M2>) {
    // expected-error @below {{'cuda_tile.log2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E5M2>'}}
    %0 = log2 %a : tile<4xf8E5M2>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.sin' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi8>'}}
    %0 = sin %a : tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.cos' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi1>'}}
    %0 = cos %a : tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xtf32>) {
    // expected-error @below {{'cuda_tile.tan' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xtf32>'}}
    %0 = tan %a : tile<4xtf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.sinh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = sinh %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.cosh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E8M0FNU>'}}
    %0 = cosh %a : tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.tanh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = tanh %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi16>'}}
    %0 = exp %a : tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exp2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = exp2 %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.rsqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf4E2M1FN>'}}
    %0 = rsqrt %a : tile<4xf4E2M1FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.sqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi16>'}}
    %0 = sqrt %a : tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.absf' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.absf"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.negf' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.negf"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.log' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.log"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<2x2xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.sin' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.sin"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.exp2' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.exp2"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.sqrt' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.sqrt"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.tanh' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.tanh"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.rsqrt' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.rsqrt"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<2xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %a flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = rsqrt %a flush_to_zero : tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = exp2 %a flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = sqrt %a rounding<zero> flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %a rounding<approx> : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = sqrt %a rounding<approx> : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = exp %a rounding<approx> : tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = tanh %a rounding<approx> : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = tanh %a rounding<approx> : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', got: 'full'}}
    %0 = sqrt %a rounding<full> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'approx', 'full', got: 'zero'}}
    %0 = exp %a rounding<zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'approx', 'full', got: 'nearest_even'}}
    %0 = tanh %a rounding<nearest_even> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // rsqrt and exp2 take no rounding mode.
    // expected-error @below {{expected ':'}}
    %0 = rsqrt %a rounding<approx> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = exp2 %a rounding<zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // exp and tanh take no flush_to_zero.
    // expected-error @below {{expected ':'}}
    %0 = exp %a flush_to_zero : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = absf %a flush_to_zero : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.sqrt' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %0 = "cuda_tile.sqrt"(%a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // tanh (13.2) and exp (13.3) were added after the rewording to 'mode'.
    // expected-error @below {{'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = "cuda_tile.tanh"(%a) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.exp' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = "cuda_tile.exp"(%a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}
