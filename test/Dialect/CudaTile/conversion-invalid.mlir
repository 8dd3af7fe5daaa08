// Diagnostics of the conversion ops.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // Pointers go through ptr_to_int, not bitcast.
    // expected-error @below {{'cuda_tile.bitcast' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = bitcast %a : tile<4xptr<f32>> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.bitcast' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = bitcast %a : tile<4xi64> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'f32' of width 32 to type 'f16' of width 16}}
    %0 = bitcast %a : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'i8' of width 8 to type 'i16' of width 16}}
    %0 = bitcast %a : tile<4xi8> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'i1' of width 1 to type 'f8E4M3FN' of width 8}}
    %0 = bitcast %a : tile<4xi1> -> tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f64>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width, cannot convert 'f64' of width 64 to type 'i32' of width 32}}
    %0 = bitcast %a : tile<f64> -> tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op failed to verify that all of {from, to} have same shape}}
    %0 = bitcast %a : tile<4xf32> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // Equal element counts are not enough: the shapes must match.
    // expected-error @below {{'cuda_tile.bitcast' op failed to verify that all of {from, to} have same shape}}
    %0 = bitcast %a : tile<4xf32> -> tile<2x2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op operand #0 must be tile of i64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = int_to_ptr %a : tile<4xi32> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = int_to_ptr %a : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op failed to verify that all of {from, to} have same shape}}
    %0 = int_to_ptr %a : tile<4xi64> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = ptr_to_int %a : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op result #0 must be tile of i64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = ptr_to_int %a : tile<4xptr<f32>> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op failed to verify that all of {from, to} have same shape}}
    %0 = ptr_to_int %a : tile<4xptr<f32>> -> tile<8xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = ptr_to_ptr %a : tile<4xi64> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op failed to verify that all of {from, to} have same shape}}
    %0 = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<2xptr<f16>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %a signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %a unsigned : tile<4xi32> -> tile<4xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf64>'}}
    %0 = exti %a signed : tile<4xi32> -> tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.exti' op operand #0 must be tile of i4 or i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf16>'}}
    %0 = exti %a signed : tile<4xf16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op failed to verify that all of {from, to} have same shape}}
    %0 = exti %a signed : tile<4xi32> -> tile<8xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = exti %a : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %a : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %a overflow<no_wrap> : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.trunci' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = trunci %a : tile<4xf32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.trunci' op failed to verify that all of {from, to} have same shape}}
    %0 = trunci %a : tile<4xi32> -> tile<i16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // trunci takes no signedness.
    // expected-error @below {{expected ':'}}
    %0 = trunci %a signed : tile<4xi32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
    %0 = ftof %a : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f16>) {
    // expected-error @below {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
    %0 = ftof %a rounding<zero> : tile<f16> -> tile<f16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %0 = ftof %a rounding<approx> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for ftof. Only 'nearest_even' is supported}}
    %0 = ftof %a rounding<nearest_int_to_zero> : tile<4xf32> -> tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // The default nearest_even is not valid for f8E8M0FNU results.
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %a : tile<4xf32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %a rounding<negative_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.ftof' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = ftof %a : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = ftof %a : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op failed to verify that all of {from, to} have same shape}}
    %0 = ftof %a : tile<4xf32> -> tile<8xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of:}}
    %0 = ftof %a rounding<round_up> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_int_to_zero', got: 'zero'}}
    %0 = ftoi %a signed rounding<zero> : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op invalid rounding error specified. Only 'nearest_int_to_zero' is supported}}
    %0 = "cuda_tile.ftoi"(%a) <{rounding_mode = #cuda_tile.rounding<nearest_even>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.ftoi' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = ftoi %a signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf16>'}}
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op failed to verify that all of {from, to} have same shape}}
    %0 = ftoi %a unsigned : tile<4xf32> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = ftoi %a saturating : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op invalid rounding error specified. Only 'nearest_even' is supported}}
    %0 = itof %a signed rounding<zero> : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op invalid rounding error specified. Only 'nearest_even' is supported}}
    %0 = itof %a unsigned rounding<approx> : tile<4xi32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op integer to f8E8M0FNU conversion is not supported, please first convert to another float type}}
    %0 = itof %a unsigned : tile<4xi32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.itof' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = itof %a signed : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = itof %a signed : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op failed to verify that all of {from, to} have same shape}}
    %0 = itof %a signed : tile<4xi32> -> tile<4x1xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // saturating belongs to ftoi only.
    // expected-error @below {{expected ':'}}
    %0 = itof %a signed saturating : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x2xf16>) {
    // expected-error @below {{'cuda_tile.pack' op expects 1-d source and result tiles}}
    %0 = pack %a : tile<2x2xf16> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<8xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.pack' op expects source and result element types of different widths}}
    %0 = pack %a : tile<8xf8E4M3FN> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.pack' op expects source and result tiles of the same size in bytes}}
    %0 = pack %a : tile<4xf32> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.pack' op result #0 must be tile of i8 values, but got '!cuda_tile.tile<8xi16>'}}
    %0 = pack %a : tile<4xf32> -> tile<8xi16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<8xi16>) {
    // expected-error @below {{'cuda_tile.unpack' op operand #0 must be tile of i8 values, but got '!cuda_tile.tile<8xi16>'}}
    %0 = unpack %a : tile<8xi16> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<16xi8>) {
    // expected-error @below {{'cuda_tile.unpack' op expects 1-d source and result tiles}}
    %0 = unpack %a : tile<16xi8> -> tile<2x2xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<16xi8>) {
    // expected-error @below {{'cuda_tile.unpack' op expects source and result tiles of the same size in bytes}}
    %0 = unpack %a : tile<16xi8> -> tile<8xf32>
  }
}
