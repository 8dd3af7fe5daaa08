// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// print_tko format checks (guide B §2.1, §4.4).

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{found unterminated format expression}}
    %0 = print_tko "value %", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{found unterminated format expression}}
    %0 = print_tko "value %5.2", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{incorrect number of operands: expected 2, found 1}}
    %0 = print_tko "%d and %d", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{incorrect number of operands: expected 0, found 1}}
    %0 = print_tko "no conversions", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // `%%` is an escape, not a conversion.
    // expected-error @+1 {{incorrect number of operands: expected 0, found 1}}
    %0 = print_tko "100%%", %x : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{incorrect number of operands: expected 1, found 0}}
    %0 = print_tko "%f" : token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<f32>) {
    // expected-error @+1 {{operand #0 must be variadic of tile, but got '!cuda_tile.tensor_view<f32>'}}
    %0 = print_tko "%f", %t : tensor_view<f32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{result #0 must be cuda tile token type, but got '!cuda_tile.tile<i32>'}}
    %0 = print_tko "%d", %x : tile<i32> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>, %t: tile<i1>) {
    // expected-error @+1 {{operand #1 must be cuda tile token type, but got '!cuda_tile.tile<i1>'}}
    %0 = "cuda_tile.print_tko"(%x, %t) <{operandSegmentSizes = array<i32: 1, 1>, str = "%d"}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i1>) -> !cuda_tile.token
    return
  }
}
