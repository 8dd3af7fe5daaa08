// Diagnostics of the integer arithmetic, bitwise and compare ops.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = addi %a, %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.subi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf16>'}}
    %0 = subi %a, %a : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.muli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xbf16>'}}
    %0 = muli %a, %a : tile<4xbf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.shli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf64>'}}
    %0 = shli %a, %a : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xptr<i32>>) {
    // expected-error @below {{'cuda_tile.shri' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xptr<i32>>'}}
    %0 = shri %a, %a signed : tile<4xptr<i32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.remi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = remi %a, %a unsigned : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xtf32>) {
    // expected-error @below {{'cuda_tile.maxi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xtf32>'}}
    %0 = maxi %a, %a signed : tile<4xtf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mini' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf8E4M3FN>'}}
    %0 = mini %a, %a unsigned : tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.divi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = divi %a, %a signed : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.mulhii' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf16>'}}
    %0 = mulhii %a, %a : tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.andi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = andi %a, %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{'cuda_tile.ori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf64>'}}
    %0 = ori %a, %a : tile<4xf64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.xori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = xori %a, %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.absi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = absi %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x2xf16>) {
    // expected-error @below {{'cuda_tile.negi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<2x2xf16>'}}
    %0 = negi %a : tile<2x2xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cmpi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xf32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that Result type has i1 element type and same shape as operands}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<2x2xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.addi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.addi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<8xi32>) {
    // expected-error @below {{'cuda_tile.subi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.subi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi16>) {
    // expected-error @below {{'cuda_tile.muli' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.muli"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi8>) {
    // expected-error @below {{'cuda_tile.shli' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.shli"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi8>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.shri' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.shri"(%a, %b) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<2xi32>) {
    // expected-error @below {{'cuda_tile.remi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.remi"(%a, %b) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<2xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi1>) {
    // expected-error @below {{'cuda_tile.maxi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.maxi"(%a, %b) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi1>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi8>) {
    // expected-error @below {{'cuda_tile.mini' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.mini"(%a, %b) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi8>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.divi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.divi"(%a, %b) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.mulhii' op failed to verify that all of {x, y, result} have same type}}
    %0 = "cuda_tile.mulhii"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi1>) {
    // expected-error @below {{'cuda_tile.andi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.andi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi1>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.ori' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.ori"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi16>) {
    // expected-error @below {{'cuda_tile.xori' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.xori"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{'cuda_tile.absi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.absi"(%a) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{'cuda_tile.negi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.negi"(%a) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi64>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = shri %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = remi %a, %a sign : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = maxi %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = mini %a, %a overflow<none> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = divi %a, %a rounding<zero> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = cmpi equal %a, %a, ordered : tile<4xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ','}}
    %0 = cmpi equal %a, %a signed : tile<4xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi eq %a, %a, signed : tile<4xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>) {
    // signedness is required, with no default.
    // expected-error @below {{'cuda_tile.cmpi' op requires attribute 'signedness'}}
    %0 = "cuda_tile.cmpi"(%a, %a) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected rounding mode to be one of: 'zero', 'negative_inf', 'positive_inf', got: 'nearest_even'}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected rounding mode to be one of: 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = divi %a, %a unsigned rounding<approx> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op invalid rounding error specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.divi"(%a, %a) <{rounding = #cuda_tile.rounding<nearest_even>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op invalid rounding error specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.divi"(%a, %a) <{rounding = #cuda_tile.rounding<full>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<i8>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<i8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // negi gained overflow in 13.2, with this check.
    // expected-error @below {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // Only addi/subi/muli/shli/trunci/negi take overflow.
    // expected-error @below {{expected ':'}}
    %0 = andi %a, %a overflow<no_wrap> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = shri %a, %a signed overflow<no_wrap> : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // mulhii has no signedness keyword.
    // expected-error @below {{expected ':'}}
    %0 = mulhii %a, %a unsigned : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = addi %a, %a signed : tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @below {{failed to parse}}
    %0 = addi %a, %a overflow<wrap> : tile<4xi32>
  }
}
