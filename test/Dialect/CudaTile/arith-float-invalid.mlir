// Diagnostics of the floating-point binary ops, cmpf and their modifiers.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi16>'}}
    %0 = addf %a, %a : tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xtf32>) {
    // tf32 is not a base float type.
    // expected-error @below {{'cuda_tile.subf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xtf32>'}}
    %0 = subf %a, %a : tile<4xtf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mulf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E4M3FN>'}}
    %0 = mulf %a, %a : tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E5M2>) {
    // expected-error @below {{'cuda_tile.divf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E5M2>'}}
    %0 = divf %a, %a : tile<4xf8E5M2>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.fma' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = fma %a, %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.remf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = remf %a, %a : tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.fpowf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi8>'}}
    %0 = fpowf %a, %a : tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.atan2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E8M0FNU>'}}
    %0 = atan2 %a, %a : tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.maxf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi1>'}}
    %0 = maxf %a, %a : tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.minf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf4E2M1FN>'}}
    %0 = minf %a, %a : tile<4xf4E2M1FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = cmpf equal ordered %a, %a : tile<4xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>, %e: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.fpowi' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = fpowi %a, %e : tile<4xi32>, tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>, %e: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.fpowi' op operand #1 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = fpowi %a, %e : tile<4xf32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>, %e: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.fpowi' op failed to verify that all of {source, exponent} have same shape}}
    %0 = fpowi %a, %e : tile<4xf32>, tile<8xi32>
  }
}

// -----

// Operand/result agreement needs the generic form: the custom form names
// one type for all of them.
cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.addf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.addf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.subf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.subf"(%a, %a) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<2x2xf32>) {
    // expected-error @below {{'cuda_tile.mulf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.mulf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<2x2xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf64>) {
    // expected-error @below {{'cuda_tile.divf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.divf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %c: !cuda_tile.tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
    %0 = "cuda_tile.fma"(%a, %a, %c) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xbf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.remf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.remf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.fpowf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.fpowf"(%a, %a) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.atan2' op failed to verify that all of {x, y, result} have same type}}
    %0 = "cuda_tile.atan2"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.maxf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.maxf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.minf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.minf"(%a, %a) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<2xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %e: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{'cuda_tile.fpowi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.fpowi"(%a, %e) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.cmpf' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpf"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op failed to verify that Result type has i1 element type and same shape as operands}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<8xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi8>'}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpf less ordered %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // A missing predicate is reported at the operand.
    // expected-error @below {{expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpf %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf equal %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf equal signed %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----

// The parser limits rounding<...> to the op's own modes.
cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = addf %a, %a rounding<approx> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = subf %a, %a rounding<full> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'nearest'}}
    %0 = mulf %a, %a rounding<nearest> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'nearest_int_to_zero'}}
    %0 = fma %a, %a, %a rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full', got: 'nearest_int_to_zero'}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected '<'}}
    %0 = addf %a, %a rounding zero : tile<4xf32>
  }
}

// -----

// The verifier checks the same lists for ops built without the parser.
cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.addf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.subf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.subf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.mulf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.fma' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.fma"(%a, %a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.divf' op invalid rounding error specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %0 = "cuda_tile.divf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = addf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = subf %a, %a rounding<zero> flush_to_zero : tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = mulf %a, %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = fma %a, %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %a, %a flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %a, %a rounding<approx> : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = divf %a, %a rounding<full> : tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %a, %a rounding<approx> flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = maxf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = minf %a, %a flush_to_zero propagate_nan : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{`flush_to_zero` clause can appear at most once in the expansion of the oilist directive}}
    %0 = maxf %a, %a flush_to_zero flush_to_zero : tile<4xf32>
  }
}
