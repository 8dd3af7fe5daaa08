// Diagnostics of the shape, data-movement and grid ops.
// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<4x4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // i8 counts at most 256 elements (0..255 read as unsigned).
    // expected-error @below {{'cuda_tile.iota' op the number of elements 512 exceeds the maximum value of element type 'i8'}}
    %0 = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.iota' op the number of elements 4 exceeds the maximum value of element type 'i1'}}
    %0 = iota : tile<4xi1>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.iota' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<8xf32>'}}
    %0 = iota : tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2xf32>) {
    // Only size-1 dimensions stretch.
    // expected-error @below {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile, but got: '!cuda_tile.tile<2xf32>' and '!cuda_tile.tile<4xf32>'}}
    %0 = broadcast %a : tile<2xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x1xf32>) {
    // Broadcasting never shrinks a dimension.
    // expected-error @below {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile, but got: '!cuda_tile.tile<4x1xf32>' and '!cuda_tile.tile<2x8xf32>'}}
    %0 = broadcast %a : tile<4x1xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // The rank never changes: reshape first.
    // expected-error @below {{'cuda_tile.broadcast' op failed to verify that all of {source, result} have same rank}}
    %0 = broadcast %a : tile<4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.broadcast' op failed to verify that all of {source, result} have same rank}}
    %0 = broadcast %a : tile<f32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<1xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op failed to verify that all of {source, result} have the same element type}}
    %0 = broadcast %a : tile<1xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
    %0 = reshape %a : tile<4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements}}
    %0 = reshape %a : tile<4xf32> -> tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // reshape never converts elements: use bitcast.
    // expected-error @below {{'cuda_tile.reshape' op failed to verify that all of {source, result} have the same element type}}
    %0 = reshape %a : tile<4xf32> -> tile<2x2xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op expects at least rank 2, but got: 1}}
    %0 = permute %a [0] : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.permute' op expects at least rank 2, but got: 0}}
    %0 = permute %a [] : tile<f32> -> tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op expect permutation size (3) to equal the rank of the source (2)}}
    %0 = permute %a [0, 1, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op expect permutation size (1) to equal the rank of the source (2)}}
    %0 = permute %a [1] : tile<2x4xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op expect permutation elements to be unique}}
    %0 = permute %a [1, 1] : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // Duplicates are reported before the range.
    // expected-error @below {{'cuda_tile.permute' op expect permutation elements to be unique}}
    %0 = permute %a [5, 5] : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation element at index 1 (2) is out of bound [0, 2)}}
    %0 = permute %a [0, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation element at index 0 (-1) is out of bound [0, 3)}}
    %0 = permute %a [-1, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op result shape invalid at index 0, expected: 4, but got: 2}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op result shape invalid at index 2, expected: 2, but got: 4}}
    %0 = permute %a [1, 2, 0] : tile<2x4x8xf32> -> tile<4x8x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op failed to verify that all of {source, result} have the same element type}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<4x2xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.permute' op failed to verify that all of {source, result} have same rank}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.cat' op expect dim to be [0, 2), but got: 2}}
    %0 = cat %a, %a dim = 2 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op expect dim to be [0, 1), but got: -1}}
    %0 = cat %a, %a dim = -1 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op invalid concat at position 0, expected: 8 but got: 4}}
    %0 = cat %a, %a dim = 0 : tile<4xf32>, tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.cat' op invalid concat at position 1, expected: 16 but got: 32}}
    %0 = cat %a, %a dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x32xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>, %b: tile<4x16xf32>) {
    // expected-error @below {{'cuda_tile.cat' op expect {lhs, rhs, and result} shape to match at non-concat position 1, expected: 8 but got: 16}}
    %0 = cat %a, %b dim = 0 : tile<4x8xf32>, tile<4x16xf32> -> tile<8x8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.cat' op expect {lhs, rhs, and result} shape to match at non-concat position 0, expected: 4 but got: 2}}
    %0 = cat %a, %a dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<2x16xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>, %b: tile<1x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have same rank}}
    %0 = cat %a, %b dim = 0 : tile<4xf32>, tile<1x4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>, %b: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have the same element type}}
    %0 = cat %a, %b dim = 0 : tile<4xf32>, tile<4xf16> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have the same element type}}
    %0 = cat %a, %a dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected 'dim'}}
    %0 = cat %a, %a : tile<4xf32>, tile<4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op source and result element type do not match}}
    %0 = extract %a[%i] : tile<4xf32> -> tile<2xf16>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op result dim size must divide source dim size evenly}}
    %0 = extract %a[%i, %i] : tile<4x8xf32> -> tile<4x16xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<4x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op incorrect number of indices, expected 2, but found 1}}
    %0 = extract %a[%i] : tile<4x8xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op incorrect number of indices, expected 1, but found 2}}
    %0 = extract %a[%i, %i] : tile<8xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op failed to verify that all of {source, result} have same rank}}
    %0 = extract %a[%i] : tile<8xf32> -> tile<1x4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<i64>) {
    // Indices are 0-D i32 tiles; the custom form cannot even spell others.
    // expected-error @below {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
    %0 = "cuda_tile.extract"(%a, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%a: !cuda_tile.tile<8xf32>, %i: !cuda_tile.tile<1xi32>) {
    // expected-error @below {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<1xi32>'}}
    %0 = "cuda_tile.extract"(%a, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<1xi32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%s: tile<4x4xf32>, %d: tile<16x16xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.insert' op incorrect number of indices, expected 2, but found 1}}
    %0 = insert %s, %d[%i] : tile<4x4xf32>, tile<16x16xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%s: tile<4xf16>, %d: tile<16xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.insert' op source and result element type do not match}}
    %0 = insert %s, %d[%i] : tile<4xf16>, tile<16xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%s: tile<1x4xf32>, %d: tile<16xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.insert' op failed to verify that all of {source, destination} have same rank}}
    %0 = insert %s, %d[%i] : tile<1x4xf32>, tile<16xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%c: tile<4xi32>, %a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.select' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = select %c, %a, %a : tile<4xi32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%c: tile<8xi1>, %a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {cond, val_if_true} have same shape}}
    %0 = select %c, %a, %a : tile<8xi1>, tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%c: tile<i1>, %a: tile<4xf32>) {
    // A 0-D condition is not broadcast.
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {cond, val_if_true} have same shape}}
    %0 = select %c, %a, %a : tile<i1>, tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%c: !cuda_tile.tile<4xi1>, %a: !cuda_tile.tile<4xf32>, %b: !cuda_tile.tile<4xf16>) {
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %a, %b) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%c: !cuda_tile.tile<4xi1>, %a: !cuda_tile.tile<4xf32>) {
    // expected-error @below {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %a, %a) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%p: tile<4xi64>, %o: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.offset' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = offset %p, %o : tile<4xi64>, tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%p: tile<4xptr<f32>>, %o: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.offset' op operand #1 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = offset %p, %o : tile<4xptr<f32>>, tile<4xf32> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%p: tile<4xptr<f32>>, %o: tile<4xi64>) {
    // offset never changes the pointee type.
    // expected-error @below {{'cuda_tile.offset' op failed to verify that all of {ptr, result} have same type}}
    %0 = offset %p, %o : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f16>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f(%p: tile<4xptr<f32>>, %o: tile<i64>) {
    // A scalar offset is not broadcast.
    // expected-error @below {{'cuda_tile.offset' op requires the same shape for all operands and results}}
    %0 = offset %p, %o : tile<4xptr<f32>>, tile<i64> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.get_tile_block_id' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.get_num_tile_blocks' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<1xi32>'}}
    %x, %y, %z = get_num_tile_blocks : tile<1xi32>
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // The generic form can give each result its own type.
    // expected-error @below {{'cuda_tile.get_tile_block_id' op result #1 must be 0D tile of i32 values, but got '!cuda_tile.tile<2xi32>'}}
    %0:3 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<i32>)
  }
}

// -----

cuda_tile.module @kernels {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.get_num_tile_blocks' op result #2 must be 0D tile of i32 values, but got '!cuda_tile.tile<i16>'}}
    %0:3 = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i16>)
  }
}
