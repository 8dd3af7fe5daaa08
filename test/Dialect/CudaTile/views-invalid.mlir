// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// make_tensor_view, make_partition_view, shape queries and view loads/stores
// (guide B §4.8). The generic form reaches verifiers the custom parser guards.

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16>>) {
    // expected-error @+1 {{expected pointer to 'f32' to build tensor_view of this type, got 'f16'}}
    %0 = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected 1 dynamic shape operands, got 0}}
    %0 = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{expected 0 dynamic stride operands, got 1}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
    // expected-error @+1 {{expected dynamic shape index 1 to be of the same type as the other dynamic values ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n, %l) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x?xf32, strides=[4,1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
    // expected-error @+1 {{expected dynamic stride index 0 to be of the same type as the other dynamic values ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n, %l) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?x4xf32, strides=[?,1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<16xi32>) {
    // expected-error @+1 {{operand #1 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values}}
    %0 = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<16xi32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<f32>>) {
    // expected-error @+1 {{operand #0 must be 0D tile of Pointer type values}}
    %0 = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<4x!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected either integer or SSA value}}
    %0 = make_tensor_view %p, shape = [?], strides = [1] : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected shape declaration to contain 2 elements due to tensor_view type, but 1 were provided}}
    %0 = make_tensor_view %p, shape = [4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected stride declaration to contain 2 elements due to tensor_view type, but 3 were provided}}
    %0 = make_tensor_view %p, shape = [4, 4], strides = [4, 1, 1] : tensor_view<4x4xf32, strides=[4,1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{input shape dimension 0 does not match tensor_view type (expected 8, got 4)}}
    %0 = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<8xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{input shape dimension 0 does not match tensor_view type (expected 8, got dynamic)}}
    %0 = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<8xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{input shape dimension 0 does not match tensor_view type (expected dynamic, got 8)}}
    %0 = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{input stride dimension 1 does not match tensor_view type (expected 1, got dynamic)}}
    %0 = make_tensor_view %p, shape = [4, 4], strides = [4, %n] : tile<i32> -> tensor_view<4x4xf32, strides=[4,1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<4xf32>'}}
    %0 = make_tensor_view %p, shape = [4], strides = [1] : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16>>) {
    // The base pointer's type follows from the view type.
    // expected-error @+1 {{use of value '%p' expects different type than prior uses}}
    %0 = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    // expected-note @-4 {{prior use here}}
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{expected the type of the provided tensor_view value ('!cuda_tile.tensor_view<?xf32, strides=[1]>') to be the same as the view's tensor_view type ('!cuda_tile.tensor_view<?xf16, strides=[1]>')}}
    %0 = "cuda_tile.make_partition_view"(%t) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<?xf16, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{expected 'partition_view' type, but got '!cuda_tile.tensor_view<?xf32, strides=[1]>'}}
    %0 = make_partition_view %t : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{expected the type of the provided tensor_view value}}
    %0 = "cuda_tile.make_strided_view"(%t) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(16), traversal_strides=[16], tensor_view<?xi32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?x?xf32, strides=[?,1]>) {
    // expected-error @+1 {{expected 2 results due to tensor rank, but got 1}}
    %0 = "cuda_tile.get_tensor_shape"(%t) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{expected 1 results due to tensor rank, but got 3}}
    %0:3 = get_tensor_shape %t : tensor_view<?xf32, strides=[1]> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{result #0 must be variadic of 0D tile of i1 or i8 or i16 or i32 or i64 values}}
    %0 = get_tensor_shape %t : tensor_view<?xf32, strides=[1]> -> tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<4xf32>) {
    // expected-error @+1 {{operand #0 must be tensor_view type}}
    %0 = "cuda_tile.get_tensor_shape"(%t) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @+1 {{expected 2 results due to view index space rank, but got 1}}
    %0 = get_index_space_shape %v : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{operand #0 must be tile view type}}
    %0 = "cuda_tile.get_index_space_shape"(%t) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expected 2 index operands (based on view type), got 1}}
    %a, %t = load_view_tko weak %v[%i] : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expected 1 index operands (based on view type), got 3}}
    %a, %t = load_view_tko weak %v[%i, %i, %i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expected tile type to be '!cuda_tile.tile<16x16xf32>' (based on view type), got '!cuda_tile.tile<16x16xf16>'}}
    %a, %t = load_view_tko weak %v[%i, %i] : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expected tile type to be '!cuda_tile.tile<16x16xf32>' (based on view type), got '!cuda_tile.tile<16x8xf32>'}}
    %a, %t = load_view_tko weak %v[%i, %i] : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @+1 {{expected index type 1 to be the same as other index types ('!cuda_tile.tile<i32>'), got '!cuda_tile.tile<i64>'}}
    %a, %t = load_view_tko weak %v[%i, %j] : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i64> -> tile<16x16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<2xi32>) {
    // expected-error @+1 {{expected index type to be a scalar tile, got '!cuda_tile.tile<2xi32>'}}
    %a, %t = load_view_tko weak %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<2xi32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tensor_view<?xf32, strides=[1]>, %i: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile view type}}
    %a, %t = load_view_tko weak %v[%i] : tensor_view<?xf32, strides=[1]>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %tok: tile<i1>) {
    // expected-error @+1 {{use of value '%tok' expects different type than prior uses}}
    %a, %t = load_view_tko weak %v[%i] token = %tok : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // expected-note @-3 {{prior use here}}
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<32xf32>) {
    // expected-error @+1 {{expected tile type to be '!cuda_tile.tile<16xf32>' (based on view type), got '!cuda_tile.tile<32xf32>'}}
    %t = store_view_tko weak %x, %v[%i] : tile<32xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i32>, %x: tile<16x4xf32>) {
    // expected-error @+1 {{expected 2 index operands (based on view type), got 0}}
    %t = store_view_tko weak %x, %v[] : tile<16x4xf32>, partition_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>>, %i: tile<i16>, %j: tile<i8>, %x: tile<16x4xf32>) {
    // expected-error @+1 {{expected index type 1 to be the same as other index types ('!cuda_tile.tile<i16>'), got '!cuda_tile.tile<i8>'}}
    %t = store_view_tko weak %x, %v[%i, %j] : tile<16x4xf32>, partition_view<tile=(16x4), tensor_view<?x?xf32, strides=[?,1]>>, tile<i16>, tile<i8> -> token
    return
  }
}

// -----

// Memory model of view loads and stores.

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or acquire, but got: release}}
    %a, %t = load_view_tko release device %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or acquire, but got: acq_rel}}
    %a, %t = load_view_tko acq_rel device %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{memory scope is required for relaxed load}}
    %a, %t = load_view_tko relaxed %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{memory scope is required for acquire load}}
    %a, %t = load_view_tko acquire %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // The custom parser refuses a weak scope; the generic form reaches the verifier.
    // expected-error @+1 {{weak load must not have memory scope}}
    %a, %t = "cuda_tile.load_view_tko"(%v, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or release, but got: acquire}}
    %t = store_view_tko acquire device %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or release, but got: acq_rel}}
    %t = store_view_tko acq_rel sys %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{memory scope is required for release store}}
    %t = store_view_tko release %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{memory scope is required for relaxed store}}
    %t = store_view_tko relaxed %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{weak store must not have memory scope}}
    %t = "cuda_tile.store_view_tko"(%x, %v, %i) <{memory_ordering_semantics = 0 : i32, memory_scope = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<16xf32>, !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    return
  }
}

// -----

// Parser of `ordering [scope]` on view ops.

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{invalid memory_ordering_semantics attribute specification. Got "seq_cst" but expect one of: weak, relaxed, acquire, release, acq_rel}}
    %a, %t = load_view_tko seq_cst %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{invalid memory_scope attribute specification. Got "cluster" but expect one of: tl_blk, device, sys}}
    %a, %t = load_view_tko acquire cluster %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @+1 {{operation specifies weak memory ordering semantics, but then provides "device" scope, expected no memory scope.}}
    %a, %t = load_view_tko weak device %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{operation specifies weak memory ordering semantics, but then provides "gpu" scope, expected no memory scope.}}
    %t = store_view_tko weak gpu %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @+1 {{invalid memory_scope attribute specification. Got "gpu" but expect one of: tl_blk, device, sys}}
    %t = store_view_tko release gpu %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @+1 {{expected tensor_view, got '!cuda_tile.tile<4xf32>'}}
    %0 = get_tensor_shape %x : tile<4xf32> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tensor_view<?xf32, strides=[1]>) {
    // expected-error @+1 {{expected tile view, got '!cuda_tile.tensor_view<?xf32, strides=[1]>'}}
    %0 = get_index_space_shape %t : tensor_view<?xf32, strides=[1]> -> tile<i32>
    return
  }
}

// -----

// A gather_scatter_view takes one row index per tile row at sparse_dim.
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>, %rows: tile<4xi32>, %j: tile<i32>) {
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    // expected-error @+1 {{expected index 0 (the sparse dimension) to be a 1-D tile of 8 row indices, got '!cuda_tile.tile<4xi32>'}}
    %a, %t = load_view_tko weak %v[%rows, %j] : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<8x64xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>, %rows: tile<8xi32>, %j: tile<2xi32>) {
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    // expected-error @+1 {{expected index type to be a scalar tile, got '!cuda_tile.tile<2xi32>'}}
    %a, %t = load_view_tko weak %v[%rows, %j] : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<2xi32> -> tile<8x64xf32>, token
    return
  }
}
