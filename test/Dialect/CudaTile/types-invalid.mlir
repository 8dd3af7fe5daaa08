// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// Tile, pointer, tensor_view and tile-view type rules (guide B §3.1, §4.2).

cuda_tile.module @m {
  // expected-error @+1 {{all dimensions must be positive constants, got 4, 0}}
  testing$func @f(%a: tile<4x0xf32>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{all dimensions must be powers of two, got 3}}
  testing$func @f(%a: tile<3xf32>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{all dimensions must be powers of two, got 8, 6}}
  testing$func @f(%a: tile<8x6xi8>) { return }
}

// -----

cuda_tile.module @m {
  // 2^25 elements.
  // expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
  testing$func @f(%a: tile<8192x4096xi8>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
  testing$func @f(%a: tile<33554432xi1>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
  testing$func @f(%a: tile<1xf4E2M1FN>) { return }
}

// -----

cuda_tile.module @m {
  // Dynamic sizes are not allowed in a tile.
  // expected-error @+1 {{expected static shape}}
  testing$func @f(%a: tile<?xf32>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{failed to verify 'elementType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2}}
  testing$func @f(%a: tile<4xindex>) { return }
}

// -----

cuda_tile.module @m {
  // i4 is a 13.3 storage type, listed after the arithmetic integers.
  // expected-error @+1 {{or i1 or i8 or i16 or i32 or i64 or i4 or Pointer type}}
  testing$func @f(%a: tile<4xi7>) { return }
}

// -----

cuda_tile.module @m {
  // A tile of tiles is rejected.
  // expected-error @+1 {{failed to verify 'elementType'}}
  testing$func @f(%a: tile<4xtile<f32>>) { return }
}

// -----

cuda_tile.module @m {
  // Pointers to pointers are rejected: the pointee must be a number.
  // expected-error @+1 {{failed to verify 'pointeeType': f16 or bf16 or f32 or tf32 or f64 or f8E4M3FN or f8E5M2}}
  testing$func @f(%a: tile<ptr<ptr<f32>>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{failed to verify 'pointeeType'}}
  testing$func @f(%a: tile<ptr<index>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{failed to verify 'elementType'}}
  testing$func @f(%a: tensor_view<4xindex, strides=[1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unknown type: vector_view}}
  testing$func @f(%a: !cuda_tile.vector_view<4xf32>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected 'strides'}}
  testing$func @f(%a: tensor_view<4xf32, 1>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{strides must not be provided for 0-d tiles}}
  testing$func @f(%a: tensor_view<f32, strides=[]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unexpected token after element type in 0-d tensor_view}}
  testing$func @f(%a: tensor_view<f32, 4>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected either 64-bit integer or question mark}}
  testing$func @f(%a: tensor_view<4xf32, strides=[x]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected strictly positive integer, got 0}}
  testing$func @f(%a: tensor_view<4xf32, strides=[0]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected strictly positive integer, got -2}}
  testing$func @f(%a: tensor_view<4x4xf32, strides=[-2, 1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected shape and stride to be of same rank but got shape of rank 2 and stride of rank 1}}
  testing$func @f(%a: tensor_view<4x4xf32, strides=[1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected shape and stride to be of same rank but got shape of rank 1 and stride of rank 3}}
  testing$func @f(%a: tensor_view<4xf32, strides=[?,?,1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{dimensions must have strictly positive constant sizes but got [?, 0]}}
  testing$func @f(%a: tensor_view<?x0xf32, strides=[?,1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{0-dimension tile shape is not supported}}
  testing$func @f(%a: partition_view<tile=(), tensor_view<f32>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 2 and tiles of rank 1}}
  testing$func @f(%a: partition_view<tile=(16), tensor_view<?x?xf32, strides=[?,1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected tensor_view rank and tile rank to match, got tensor_view of rank 1 and tiles of rank 3}}
  testing$func @f(%a: partition_view<tile=(2x2x2), tensor_view<?xf32, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected dim_map to map exactly all 2 dimensions of the tile, got 1 mappings}}
  testing$func @f(%a: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected dim_map to map exactly all 1 dimensions of the tile, got 0 mappings}}
  testing$func @f(%a: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>, dim_map=[]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile dimension 1 exceeds i32 limitations (got 0, expected strictly positive and less than or equal to 2147483647)}}
  testing$func @f(%a: partition_view<tile=(16x0), tensor_view<?x?xf32, strides=[?,1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile dimension 0 exceeds i32 limitations (got 4294967296, expected strictly positive and less than or equal to 2147483647)}}
  testing$func @f(%a: partition_view<tile=(4294967296), tensor_view<?xf32, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile shape dimensions must have power of two length but got [16, 12]}}
  testing$func @f(%a: partition_view<tile=(16x12), tensor_view<?x?xf32, strides=[?,1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension must not be negative, got -1}}
  testing$func @f(%a: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[-1, 0]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension is outside of tensor view dimensions, expected strictly less than 2, got 2}}
  testing$func @f(%a: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0, 2]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension 1 mapped at least twice (for tile dimensions 0 and 1)}}
  testing$func @f(%a: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{target dimension 0 mapped at least twice (for tile dimensions 0 and 2)}}
  testing$func @f(%a: partition_view<tile=(2x2x2), tensor_view<?x?x?xf32, strides=[?,?,1]>, dim_map=[0, 1, 0]>) { return }
}

// -----

cuda_tile.module @m {
  // The tile must also be a legal tile.
  // expected-error @+1 {{tile would exceed the maximum of 16777216 elements}}
  testing$func @f(%a: partition_view<tile=(8192x4096), tensor_view<?x?xf32, strides=[?,1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{padding_value nan can only be used with floating point element types, got 'i32'}}
  testing$func @f(%a: partition_view<tile=(16), padding_value = nan, tensor_view<?xi32, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{padding_value neg_zero can only be used with floating point element types, got 'i8'}}
  testing$func @f(%a: partition_view<tile=(16), padding_value = neg_zero, tensor_view<?xi8, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{padding_value pos_inf can only be used with floating point element types}}
  testing$func @f(%a: partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xi64, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{invalid padding_value attribute specification. Got "one" but expect one of: zero, neg_zero, nan, pos_inf, neg_inf}}
  testing$func @f(%a: partition_view<tile=(16), padding_value = one, tensor_view<?xf32, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected 'tensor_view' type, but got '!cuda_tile.tile<16xf32>'}}
  testing$func @f(%a: partition_view<tile=(16), tile<16xf32>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{padding_value nan can only be used with floating point element types}}
  testing$func @f(%a: strided_view<tile=(4), traversal_strides=[4], padding_value = nan, tensor_view<?xi32, strides=[1]>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected tensor_view rank and tile rank to match}}
  testing$func @f(%a: gather_scatter_view<tile=(8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected '#cuda_tile.ptr_attr', but got #cuda_tile.padding_value<zero>}}
  testing$func @f(%a: tensor_view<4xf32, strides=[1], #cuda_tile.padding_value<zero>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected '#cuda_tile.ptr_attr', but got 3 : i64}}
  testing$func @f(%a: tensor_view<4xf32, strides=[1], 3>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expected '#cuda_tile.ptr_attr'}}
  testing$func @f(%a: tensor_view<4xf32, strides=[1], strides=[1]>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unexpected token after element type in 0-d tensor_view, but got #cuda_tile.padding_value<zero>}}
  testing$func @f(%a: tensor_view<f32, #cuda_tile.padding_value<zero>>) { return }
}

// -----

cuda_tile.module @m {
  // expected-error @+2 {{expected ::mlir::cuda_tile::PtrAttrValue to be one of: none}}
  // expected-error @+1 {{failed to parse CudaTile_PtrAttr parameter 'value' which is to be a `::mlir::cuda_tile::PtrAttrValue`}}
  testing$func @f(%a: tile<ptr<f32, <global>>>) { return }
}

// -----

cuda_tile.module @m {
  // A pointer with the attribute is not the pointer the view implies.
  testing$func @f(%p: tile<ptr<f32, <none>>>) {
    // expected-note @-1 {{prior use here}}
    // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!cuda_tile.tile<ptr<f32>>' vs '!cuda_tile.tile<ptr<f32, <none>>>'}}
    %0 = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16, <none>>>) {
    // expected-error @+1 {{expected pointer to 'f32' to build tensor_view of this type, got 'f16'}}
    %0 = make_tensor_view %p, shape = [4], strides = [1] : tile<ptr<f16, <none>>> -> tensor_view<4xf32, strides=[1]>
    return
  }
}
