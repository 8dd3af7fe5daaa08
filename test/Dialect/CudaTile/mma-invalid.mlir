// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// mmaf / mmai / mmaf_scaled shape and type rules (guide B §3.1, §4.4).

cuda_tile.module @m {
  testing$func @f(%a: tile<64xf16>, %b: tile<64xf16>, %c: tile<64xf32>) {
    // expected-error @+1 {{operands must be 2D or 3D tiles}}
    %0 = mmaf %a, %b, %c : tile<64xf16>, tile<64xf16>, tile<64xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x2x2x2xf16>, %b: tile<2x2x2x2xf16>, %c: tile<2x2x2x2xf32>) {
    // expected-error @+1 {{operands must be 2D or 3D tiles}}
    %0 = mmaf %a, %b, %c : tile<2x2x2x2xf16>, tile<2x2x2x2xf16>, tile<2x2x2x2xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<2x32x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @+1 {{failed to verify that all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<2x32x8xf16>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x32xf16>, %b: tile<4x32x8xf16>, %c: tile<2x16x8xf32>) {
    // expected-error @+1 {{shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match, but got lhs shape (2, 16, 32) and rhs shape (4, 32, 8)}}
    %0 = mmaf %a, %b, %c : tile<2x16x32xf16>, tile<4x32x8xf16>, tile<2x16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x32xf16>, %b: tile<2x32x8xf16>, %c: tile<8x16x8xf32>) {
    // expected-error @+1 {{shape error: dim 0 of lhs (2) and dim 0 of acc (8) must match, but got lhs shape (2, 16, 32) and acc shape (8, 16, 8)}}
    %0 = mmaf %a, %b, %c : tile<2x16x32xf16>, tile<2x32x8xf16>, tile<8x16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<16x8xf16>, %c: tile<16x8xf32>) {
    // The K mismatch message starts with a space: two spaces after "op".
    // expected-error @+1 {{op  shape error: dim 1 of lhs (32) and dim 0 of rhs (16) must match, but got lhs shape (16, 32) and rhs shape (16, 8)}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<16x8xf16>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<32x8xf32>) {
    // expected-error @+1 {{op  shape error: dim 0 of lhs (16) and dim 0 of acc (32) must match, but got lhs shape (16, 32) and acc shape (32, 8)}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<32x8xf16>, tile<32x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<16x16xf32>) {
    // expected-error @+1 {{op  shape error: dim 1 of rhs (8) and dim 1 of acc (16) must match, but got rhs shape (32, 8) and acc shape (16, 16)}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<32x8xf16>, tile<16x16xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x32xf16>, %b: tile<2x32x8xf16>, %c: tile<2x16x4xf32>) {
    // expected-error @+1 {{op  shape error: dim 2 of rhs (8) and dim 2 of acc (4) must match, but got rhs shape (2, 32, 8) and acc shape (2, 16, 4)}}
    %0 = mmaf %a, %b, %c : tile<2x16x32xf16>, tile<2x32x8xf16>, tile<2x16x4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xbf16>, %b: tile<32x8xbf16>, %c: tile<16x8xf16>) {
    // expected-error @+1 {{unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {<'f32'>}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<16x32xbf16>, tile<32x8xbf16>, tile<16x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<16x8xf64>) {
    // expected-error @+1 {{unsupported combination of element types. Input type 'f16' expects accumulator/result type to be one of {<'f16', 'f32'>}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<32x8xf16>, tile<16x8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf64>, %b: tile<32x8xf64>, %c: tile<16x8xf32>) {
    // expected-error @+1 {{unsupported combination of element types. Input type 'f64' expects accumulator/result type to be one of {<'f64'>}, but got 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x32xf64>, tile<32x8xf64>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xtf32>, %b: tile<32x8xtf32>, %c: tile<16x8xf16>) {
    // expected-error @+1 {{Input type 'tf32' expects accumulator/result type to be one of {<'f32'>}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<16x32xtf32>, tile<32x8xtf32>, tile<16x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf8E4M3FN>, %b: tile<32x8xf8E4M3FN>, %c: tile<16x8xf64>) {
    // expected-error @+1 {{Input type 'f8E4M3FN' expects accumulator/result type to be one of {<'f16', 'f32'>}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xbf16>, %c: tile<16x8xf32>) {
    // expected-error @+1 {{failed to verify that all of {lhs, rhs} have same element type}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<32x8xbf16>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x8xi8>, %c: tile<16x8xf32>) {
    // expected-error @+1 {{operand #0 must be mmaf operand tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2}}
    %0 = mmaf %a, %b, %c : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<16x8xbf16>) {
    // expected-error @+1 {{operand #2 must be mmaf acc/result tile of f16 or f32 or f64 values, but got '!cuda_tile.tile<16x8xbf16>'}}
    %0 = mmaf %a, %b, %c : tile<16x32xf16>, tile<32x8xf16>, tile<16x8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @+1 {{failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<16x32xf16>, !cuda_tile.tile<32x8xf16>, !cuda_tile.tile<16x8xf32>) -> !cuda_tile.tile<16x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x8xi8>, %c: tile<16x16xi32>) {
    // expected-error @+1 {{op  shape error: dim 1 of rhs (8) and dim 1 of acc (16) must match}}
    %1 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<16x8xi8>, %c: tile<16x8xi32>) {
    // expected-error @+1 {{op  shape error: dim 1 of lhs (32) and dim 0 of rhs (16) must match}}
    %0 = mmai %a, %b, %c unsigned signed : tile<16x32xi8>, tile<16x8xi8>, tile<16x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<32xi8>, %b: tile<32xi8>, %c: tile<32xi32>) {
    // expected-error @+1 {{operands must be 2D or 3D tiles}}
    %0 = mmai %a, %b, %c signed signed : tile<32xi8>, tile<32xi8>, tile<32xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi16>, %b: tile<32x8xi16>, %c: tile<16x8xi32>) {
    // expected-error @+1 {{operand #0 must be mmai operand tile of i8 values, but got '!cuda_tile.tile<16x32xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi16>, tile<32x8xi16>, tile<16x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x8xi8>, %c: tile<16x8xi64>) {
    // expected-error @+1 {{operand #2 must be tile of i32 values, but got '!cuda_tile.tile<16x8xi64>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x8xi8>, %c: tile<16x8xi32>) {
    // expected-error @+1 {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = mmai %a, %b, %c signed unsgined : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf16>, %b: tile<64x32xf16>, %c: tile<64x32xf32>,
                  %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x32xf8E8M0FNU>) {
    // expected-error @+1 {{unsupported input element type: 'f16'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x32xf8E4M3FN>, %c: tile<64x32xf32>,
                  %sa: tile<64x4xf8E8M0FNU>, %sb: tile<4x32xf8E8M0FNU>) {
    // f8 inputs need one scale per 32 K elements.
    // expected-error @+1 {{unsupported K block factor 16 for input type 'f8E4M3FN' with scale type 'f8E8M0FNU'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<64x32xf32>, tile<64x4xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x32xf8E4M3FN>, %c: tile<64x32xf32>,
                  %sa: tile<64x2xf16>, %sb: tile<2x32xf16>) {
    // expected-error @+1 {{scales must be f8E4M3FN or f8E8M0FNU, got 'f16'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<64x32xf32>, tile<64x2xf16>, tile<2x32xf16>
    return
  }
}
