// RUN: tileiras-opt %s --split-input-file --verify-diagnostics --tileiras-flatten-tile-control-flow

// Globals are left to a later step: the module stays as it is.
cuda_tile.module @m {
  // expected-error @+1 {{globals are not supported yet}}
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k() {
    return
  }
}

// -----

cuda_tile.module @a {
  entry @k() {
    return
  }
}
cuda_tile.module @b {
  // expected-error @+1 {{'cuda_tile.entry' op cannot be moved out: symbol @k is already defined in the target module}}
  entry @k() {
    return
  }
}

// -----

// A reduce body must stay one block, so control flow inside it cannot be
// inlined.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>, %c: tile<i1>) -> tile<i32> {
    %r = reduce %x dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      // expected-error @+1 {{'cuda_tile.if' op cannot be flattened inside 'cuda_tile.reduce'}}
      %s = if %c -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        yield %b : tile<i32>
      }
      yield %s : tile<i32>
    }
    return %r : tile<i32>
  }
}
