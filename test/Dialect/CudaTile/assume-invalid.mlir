// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// Assume predicates (guide B §3.4, §4.5) and assert.

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' divisor must be a power of 2}}
    %0 = assume div_by<12>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' divisor must be a power of 2}}
    %0 = assume div_by<0>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i64>) {
    // 2^63 is a power of two but larger than 2^62.
    // expected-error @+1 {{'cuda_tile.div_by' divisor is too large}}
    %0 = assume div_by<9223372036854775808>, %x : tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' must be used in combination}}
    %0 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<4, every 2>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' must be used in combination}}
    %0 = assume div_by<4, along 0>, %x : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
    %0 = assume div_by<16, every 1 along 0>, %t : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @+1 {{'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %0 = assume div_by<16>, %x : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
    // expected-error @+1 {{'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values}}
    %0 = assume div_by<16>, %v : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %0 = assume div_by<16, every 1 along 0>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{'cuda_tile.div_by' every_dim (2) must be >= 0 and < tile rank (2)}}
    %0 = assume div_by<16, every 1 along 2>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{'cuda_tile.div_by' every_dim (-1) must be >= 0 and < tile rank (2)}}
    %0 = assume div_by<16, every 1 along -1>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (8)}}
    %0 = assume div_by<16, every 9 along 1>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (4)}}
    %0 = assume div_by<16, every -1 along 0>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{failed to parse parameter 'divisor' which is expected to be an integer}}
    %0 = assume div_by<x>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf16>) {
    // expected-error @+1 {{'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %0 = assume same_elements<[1]>, %x : tile<4xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.same_elements' is valid only for tile of integer/pointer values}}
    %0 = assume same_elements<[1]>, %t : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (2)}}
    %0 = assume same_elements<[1]>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (0)}}
    %0 = assume same_elements<[1]>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{expected 'cuda_tile.same_elements' value 1 to be within 0 and the size of the respective dimension (8)}}
    %0 = assume same_elements<[4, 16]>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xi32>) {
    // expected-error @+1 {{expected 'cuda_tile.same_elements' value 0 to be within 0 and the size of the respective dimension (4)}}
    %0 = assume same_elements<[-1, 1]>, %x : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xptr<i32>>) {
    // expected-error @+1 {{'cuda_tile.bounded' is valid only for tile of integer values}}
    %0 = assume bounded<0, 4>, %x : tile<4xptr<i32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.bounded' is valid only for tile of integer values}}
    %0 = assume bounded<0, 4>, %x : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i8>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects lower bound to be within [-128, 127]}}
    %0 = assume bounded<-129, 0>, %x : tile<i8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i8>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects upper bound to be within [-128, 127]}}
    %0 = assume bounded<?, 255>, %x : tile<i8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi16>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects upper bound to be within [-32768, 32767]}}
    %0 = assume bounded<0, 32768>, %x : tile<4xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound}}
    %0 = assume bounded<5, 4>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{unknown assume predicate attribute: divisible (expected 'div_by', 'same_elements', or 'bounded')}}
    %0 = assume divisible<4>, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{expected assume predicate attribute}}
    %0 = assume 4, %x : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // Only assume predicates may be attached.
    // expected-error @+1 {{attribute 'predicate' failed to satisfy constraint: any attribute assume predicate attribute}}
    %0 = "cuda_tile.assume"(%x) <{predicate = 4 : i32}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
    %0 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @+1 {{operand #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
    assert %x, "oops" : tile<4xi32>
    return
  }
}
