// One case per nv_tileaa verifier rule (src/Dialect/NvTileAA/IR/NvTileAAOps.cpp),
// plus the ODS constraints the custom verifiers rely on.
//
// RUN: tileiras-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Grid
//===----------------------------------------------------------------------===//

func.func @program_id_dim() {
  // expected-error @+1 {{'nv_tileaa.get_program_id' op attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 2}}
  %0 = nv_tileaa.get_program_id 3
  return
}

// -----

func.func @num_programs_dim() {
  // expected-error @+1 {{'nv_tileaa.get_num_programs' op attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %0 = nv_tileaa.get_num_programs -1
  return
}

//===----------------------------------------------------------------------===//
// splat, item
//===----------------------------------------------------------------------===//

// -----

func.func @splat_type(%x: f16) {
  // expected-error @+1 {{'nv_tileaa.splat' op expects the value type to be the result element type}}
  %0 = nv_tileaa.splat %x : f16 -> tensor<16xf32>
  return
}

// -----

func.func @splat_pointer_type(%p: !nv_tileaa.ptr<f16>) {
  // expected-error @+1 {{'nv_tileaa.splat' op expects the value type to be the result element type}}
  %0 = nv_tileaa.splat %p : !nv_tileaa.ptr<f16> -> tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @item_count(%x: tensor<2xf32>) {
  // expected-error @+1 {{'nv_tileaa.item' op expects a tile with exactly one element}}
  %0 = nv_tileaa.item %x : tensor<2xf32> -> f32
  return
}

// -----

func.func @item_type(%x: tensor<1x1xf32>) {
  // expected-error @+1 {{'nv_tileaa.item' op expects the result type to be the element type}}
  %0 = nv_tileaa.item %x : tensor<1x1xf32> -> f16
  return
}

//===----------------------------------------------------------------------===//
// broadcast, reshape, permute
//===----------------------------------------------------------------------===//

// -----

func.func @broadcast_element(%x: tensor<1x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.broadcast' op expects the same element type, but got 'f32' and 'f16'}}
  %0 = nv_tileaa.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf16>
  return
}

// -----

func.func @broadcast_rank(%x: tensor<8xf32>) {
  // expected-error @+1 {{'nv_tileaa.broadcast' op expects source and result of the same rank}}
  %0 = nv_tileaa.broadcast %x : tensor<8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @broadcast_dims(%x: tensor<2x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.broadcast' op expects each source dimension to be 1 or equal to the result dimension}}
  %0 = nv_tileaa.broadcast %x : tensor<2x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reshape_element(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.reshape' op expects the same element type, but got 'f32' and 'i32'}}
  %0 = nv_tileaa.reshape %x : tensor<4x8xf32> -> tensor<32xi32>
  return
}

// -----

func.func @reshape_count(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.reshape' op expects the same number of elements}}
  %0 = nv_tileaa.reshape %x : tensor<4x8xf32> -> tensor<64xf32>
  return
}

// -----

func.func @permute_element(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects the same element type, but got 'f32' and 'f16'}}
  %0 = nv_tileaa.permute %x [1, 0] : tensor<4x8xf32> -> tensor<8x4xf16>
  return
}

// -----

func.func @permute_size(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects a permutation of the source rank}}
  %0 = nv_tileaa.permute %x [1, 0, 2] : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @permute_result_rank(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects a permutation of the source rank}}
  %0 = nv_tileaa.permute %x [1, 0] : tensor<4x8xf32> -> tensor<32xf32>
  return
}

// -----

func.func @permute_out_of_range(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects a permutation of 0..rank-1}}
  %0 = nv_tileaa.permute %x [2, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @permute_negative(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects a permutation of 0..rank-1}}
  %0 = nv_tileaa.permute %x [-1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @permute_repeat(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects a permutation of 0..rank-1}}
  %0 = nv_tileaa.permute %x [1, 1] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @permute_shape(%x: tensor<4x8x2xf32>) {
  // expected-error @+1 {{'nv_tileaa.permute' op expects result dimension 1 to be source dimension 0}}
  %0 = nv_tileaa.permute %x [2, 0, 1] : tensor<4x8x2xf32> -> tensor<2x8x4xf32>
  return
}

//===----------------------------------------------------------------------===//
// extract, cat, make_range
//===----------------------------------------------------------------------===//

// -----

func.func @extract_element(%x: tensor<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.extract' op expects the same element type, but got 'f32' and 'f16'}}
  %0 = nv_tileaa.extract %x[%i, %i] : tensor<4x8xf32>[i32, i32] -> tensor<2x4xf16>
  return
}

// -----

func.func @extract_indices(%x: tensor<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.extract' op expects one index per dimension and equal ranks}}
  %0 = nv_tileaa.extract %x[%i] : tensor<4x8xf32>[i32] -> tensor<2x4xf32>
  return
}

// -----

func.func @extract_rank(%x: tensor<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.extract' op expects one index per dimension and equal ranks}}
  %0 = nv_tileaa.extract %x[%i, %i] : tensor<4x8xf32>[i32, i32] -> tensor<8xf32>
  return
}

// -----

func.func @extract_divisibility(%x: tensor<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.extract' op expects result dimensions that divide the source}}
  %0 = nv_tileaa.extract %x[%i, %i] : tensor<4x8xf32>[i32, i32] -> tensor<4x3xf32>
  return
}

// -----

func.func @extract_zero(%x: tensor<4x8xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.extract' op expects result dimensions that divide the source}}
  %0 = nv_tileaa.extract %x[%i, %i] : tensor<4x8xf32>[i32, i32] -> tensor<0x8xf32>
  return
}

// -----

func.func @cat_element(%a: tensor<4x8xf32>, %b: tensor<4x8xf16>) {
  // expected-error @+1 {{'nv_tileaa.cat' op expects the same element type, but got 'f16' and 'f32'}}
  %0 = nv_tileaa.cat %a, %b dim = 0 : tensor<4x8xf32>, tensor<4x8xf16> -> tensor<8x8xf32>
  return
}

// -----

func.func @cat_rank(%a: tensor<4x8xf32>, %b: tensor<32xf32>) {
  // expected-error @+1 {{'nv_tileaa.cat' op expects equal ranks and a dimension below the rank}}
  %0 = nv_tileaa.cat %a, %b dim = 0 : tensor<4x8xf32>, tensor<32xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @cat_dim(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.cat' op expects equal ranks and a dimension below the rank}}
  %0 = nv_tileaa.cat %a, %b dim = 2 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @cat_shape(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.cat' op expects the result shape to concatenate the operands along dimension 1}}
  %0 = nv_tileaa.cat %a, %b dim = 1 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @cat_other_dims(%a: tensor<4x8xf32>, %b: tensor<2x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.cat' op expects the result shape to concatenate the operands along dimension 1}}
  %0 = nv_tileaa.cat %a, %b dim = 1 : tensor<4x8xf32>, tensor<2x8xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @make_range_rank() {
  // expected-error @+1 {{'nv_tileaa.make_range' op result #0 must be 1D tensor of signless integer values, but got 'tensor<4x4xi32>'}}
  %0 = nv_tileaa.make_range : tensor<4x4xi32>
  return
}

//===----------------------------------------------------------------------===//
// Pointers and memrefs
//===----------------------------------------------------------------------===//

// -----

func.func @addptr_offsets(%p: tensor<16x!nv_tileaa.ptr<f32>>, %o: tensor<16xf32>) {
  // The custom "expects integer offsets" check is shadowed by this ODS one.
  // expected-error @+1 {{'nv_tileaa.addptr' op operand #1 must be signless integer or tensor of signless integer values, but got 'tensor<16xf32>'}}
  %0 = "nv_tileaa.addptr"(%p, %o) : (tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xf32>) -> tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @addptr_shape(%p: tensor<16x!nv_tileaa.ptr<f32>>, %o: tensor<8xi32>) {
  // expected-error @+1 {{'nv_tileaa.addptr' op expects operands and results of one shape}}
  %0 = nv_tileaa.addptr %p, %o : tensor<16x!nv_tileaa.ptr<f32>>, tensor<8xi32>
  return
}

// -----

func.func @addptr_base(%p: tensor<16xi64>, %o: tensor<16xi32>) {
  // expected-error @+1 {{'nv_tileaa.addptr' op operand #0 must be nv_tileaa pointer or tensor of nv_tileaa pointer values, but got 'tensor<16xi64>'}}
  %0 = "nv_tileaa.addptr"(%p, %o) : (tensor<16xi64>, tensor<16xi32>) -> tensor<16xi64>
  return
}

// -----

func.func @ptr_to_int_shape(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.ptr_to_int' op expects operands and results of one shape}}
  %0 = nv_tileaa.ptr_to_int %p : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<8xi64>
  return
}

// -----

func.func @int_to_ptr_source(%p: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.int_to_ptr' op operand #0 must be signless integer or tensor of signless integer values, but got 'tensor<16xf32>'}}
  %0 = nv_tileaa.int_to_ptr %p : tensor<16xf32> -> tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @ptr_cast_result(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.ptr_cast' op result #0 must be nv_tileaa pointer or tensor of nv_tileaa pointer values, but got 'tensor<16xi64>'}}
  %0 = nv_tileaa.ptr_cast %p : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xi64>
  return
}

// -----

func.func @make_memref_sizes(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects 2 sizes and strides for a rank-2 memref}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides(%n, %n) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  return
}

// -----

func.func @make_memref_strides(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects 1 sizes and strides for a rank-1 memref}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides() : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @make_memref_pointee(%p: !nv_tileaa.ptr<f16>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects the base to point to the memref element type}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides(%n) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @make_memref_size_type(%p: !nv_tileaa.ptr<f32>, %n: i32) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op operand #1 must be variadic of 64-bit signless integer, but got 'i32'}}
  %0 = "nv_tileaa.make_memref"(%p, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!nv_tileaa.ptr<f32>, i32, i32) -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @get_dim_size_dim(%m: !nv_tileaa.memref<f32, 2>) {
  // expected-error @+1 {{'nv_tileaa.get_dim_size' op expects a dimension below the memref rank}}
  %0 = nv_tileaa.get_dim_size %m, 2 : !nv_tileaa.memref<f32, 2>
  return
}

//===----------------------------------------------------------------------===//
// tiled_load / tiled_store
//===----------------------------------------------------------------------===//

// -----

func.func @tiled_load_element(%m: !nv_tileaa.memref<f32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects the tile element type to be the memref element type}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf16>
  return
}

// -----

func.func @tiled_load_indices(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects one index, step and dim_map entry per tile dimension, and the memref rank}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_steps(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects one index, step and dim_map entry per tile dimension, and the memref rank}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_dim_map_size(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects one index, step and dim_map entry per tile dimension, and the memref rank}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16, 16] dim_map [0] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_memref_rank(%m: !nv_tileaa.memref<f32, 3>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects one index, step and dim_map entry per tile dimension, and the memref rank}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 3>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_dim_map_repeat(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects dim_map to be a permutation}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16, 16] dim_map [1, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_dim_map_range(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects dim_map to be a permutation}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16, 16] dim_map [0, 2] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_step_zero(%m: !nv_tileaa.memref<f32, 2>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects positive steps}}
  %x, %t = nv_tileaa.tiled_load %m[%i, %i] steps [16, 0] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  return
}

// -----

func.func @tiled_load_padding(%m: !nv_tileaa.memref<f32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects a padding value of the element type}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] padding 0.0 : f16 : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  return
}

// -----

func.func @tiled_load_padding_int(%m: !nv_tileaa.memref<i32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects a padding value of the element type}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] padding 7 : i64 : !nv_tileaa.memref<i32, 1>[i32] -> tensor<16xi32>
  return
}

// -----

func.func @tiled_store_element(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<16xi32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op expects the tile element type to be the memref element type}}
  %t = nv_tileaa.tiled_store %x, %m[%i] steps [16] dim_map [0] : tensor<16xi32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

func.func @tiled_store_rank(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<4x4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op expects one index, step and dim_map entry per tile dimension, and the memref rank}}
  %t = nv_tileaa.tiled_store %x, %m[%i, %i] steps [4, 4] dim_map [0, 1] : tensor<4x4xf32>, !nv_tileaa.memref<f32, 1>[i32, i32]
  return
}

// -----

func.func @tiled_store_dim_map(%m: !nv_tileaa.memref<f32, 2>, %i: i32, %x: tensor<4x4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op expects dim_map to be a permutation}}
  %t = nv_tileaa.tiled_store %x, %m[%i, %i] steps [4, 4] dim_map [0, -1] : tensor<4x4xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

func.func @tiled_store_steps(%m: !nv_tileaa.memref<f32, 2>, %i: i32, %x: tensor<4x4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op expects positive steps}}
  %t = nv_tileaa.tiled_store %x, %m[%i, %i] steps [-4, 4] dim_map [0, 1] : tensor<4x4xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

//===----------------------------------------------------------------------===//
// load / store
//===----------------------------------------------------------------------===//

// -----

func.func @load_shape(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects values of the pointers' shape and pointee type 'f32'}}
  %x, %t = nv_tileaa.load %p : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<8xf32>
  return
}

// -----

func.func @load_pointee(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects values of the pointers' shape and pointee type 'f32'}}
  %x, %t = nv_tileaa.load %p : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf16>
  return
}

// -----

func.func @load_scalar_vs_tile(%p: !nv_tileaa.ptr<f32>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects values of the pointers' shape and pointee type 'f32'}}
  %x, %t = nv_tileaa.load %p : !nv_tileaa.ptr<f32> -> tensor<1xf32>
  return
}

// -----

func.func @load_mask(%p: tensor<16x!nv_tileaa.ptr<f32>>, %m: tensor<8xi1>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects a mask of the pointers' shape}}
  %x, %t = nv_tileaa.load %p mask(%m : tensor<8xi1>) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_scalar_mask(%p: tensor<16x!nv_tileaa.ptr<f32>>, %m: i1) {
  // expected-error @+1 {{'nv_tileaa.load' op expects a mask of the pointers' shape}}
  %x, %t = nv_tileaa.load %p mask(%m : i1) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_mask_type(%p: tensor<16x!nv_tileaa.ptr<f32>>, %m: tensor<16xi8>) {
  // expected-error @+1 {{'nv_tileaa.load' op operand #1 must be 1-bit signless integer or tensor of 1-bit signless integer values, but got 'tensor<16xi8>'}}
  %x, %t = nv_tileaa.load %p mask(%m : tensor<16xi8>) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_other(%p: tensor<16x!nv_tileaa.ptr<f32>>, %m: tensor<16xi1>, %o: f32) {
  // expected-error @+1 {{'nv_tileaa.load' op expects `other` of the result type}}
  %x, %t = nv_tileaa.load %p mask(%m : tensor<16xi1>) other(%o : f32) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_release(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op a load cannot have release semantics}}
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_acq_rel(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op a load cannot have release semantics}}
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_scope_without_order(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects a scope exactly when the ordering is not weak}}
  %x, %t = nv_tileaa.load %p {scope = #nv_tileaa.mem_scope<gpu>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @load_order_without_scope(%p: tensor<16x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.load' op expects a scope exactly when the ordering is not weak}}
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<acquire>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  return
}

// -----

func.func @store_shape(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<8xf32>) {
  // expected-error @+1 {{'nv_tileaa.store' op expects values of the pointers' shape and pointee type 'f32'}}
  %t = nv_tileaa.store %x, %p : tensor<8xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @store_pointee(%p: !nv_tileaa.ptr<f32>, %x: i32) {
  // expected-error @+1 {{'nv_tileaa.store' op expects values of the pointers' shape and pointee type 'f32'}}
  %t = nv_tileaa.store %x, %p : i32, !nv_tileaa.ptr<f32>
  return
}

// -----

func.func @store_mask(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<16xf32>, %m: tensor<4x4xi1>) {
  // expected-error @+1 {{'nv_tileaa.store' op expects a mask of the pointers' shape}}
  %t = nv_tileaa.store %x, %p mask(%m : tensor<4x4xi1>) : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @store_acquire(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.store' op a store cannot have acquire semantics}}
  %t = nv_tileaa.store %x, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @store_acq_rel(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.store' op a store cannot have acquire semantics}}
  %t = nv_tileaa.store %x, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @store_scope(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.store' op expects a scope exactly when the ordering is not weak}}
  %t = nv_tileaa.store %x, %p {sem = #nv_tileaa.mem_semantic<weak>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @store_release_without_scope(%p: tensor<16x!nv_tileaa.ptr<f32>>, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.store' op expects a scope exactly when the ordering is not weak}}
  %t = nv_tileaa.store %x, %p {sem = #nv_tileaa.mem_semantic<release>} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  return
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

// -----

func.func @atomic_weak(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>) {
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op expects a non-weak ordering for an atomic}}
  %r, %t = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<weak>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @atomic_scope_required(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>) {
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op requires attribute 'scope'}}
  %r, %t = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @atomic_shape(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<8xi32>) {
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op expects values of the pointers' shape and pointee type 'i32'}}
  %r, %t = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<8xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @atomic_pointee(%p: !nv_tileaa.ptr<i32>, %v: i64) {
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op expects values of the pointers' shape and pointee type 'i32'}}
  %r, %t = nv_tileaa.atomic_rmw max %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : i64, !nv_tileaa.ptr<i32>
  return
}

// -----

func.func @atomic_mask(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>, %m: tensor<1xi1>) {
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op expects a mask of the pointers' shape}}
  %r, %t = nv_tileaa.atomic_rmw add %v, %p mask(%m : tensor<1xi1>) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @atomic_result_type(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>) {
  // The custom "expects the result type to be the value type" check is
  // shadowed by AllTypesMatch.
  // expected-error @+1 {{'nv_tileaa.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %r:2 = "nv_tileaa.atomic_rmw"(%p, %v) <{mode = #nv_tileaa<rmw_mode add>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<relaxed>}> : (tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi32>) -> (tensor<16xi64>, !nv_tileaa.mem_token)
  return
}

// -----

func.func @atomic_mode(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>) {
  // expected-error @+2 {{custom op 'nv_tileaa.atomic_rmw' expected ::mlir::nv_tileaa::RmwMode to be one of: add, and, or, xor, xchg, max, min, umax, umin, addf}}
  // expected-error @+1 {{custom op 'nv_tileaa.atomic_rmw' failed to parse TileAA_RmwModeAttr parameter 'value' which is to be a `::mlir::nv_tileaa::RmwMode`}}
  %r, %t = nv_tileaa.atomic_rmw nand %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @cas_weak(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>) {
  // expected-error @+1 {{'nv_tileaa.atomic_cas' op expects a non-weak ordering for an atomic}}
  %r, %t = nv_tileaa.atomic_cas %v, %v, %p {sem = #nv_tileaa.mem_semantic<weak>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @cas_types(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>, %c: tensor<16xi64>) {
  // expected-error @+1 {{'nv_tileaa.atomic_cas' op failed to verify that all of {cmp, value, result} have same type}}
  %r:2 = "nv_tileaa.atomic_cas"(%p, %c, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<relaxed>}> : (tensor<16x!nv_tileaa.ptr<i32>>, tensor<16xi64>, tensor<16xi32>) -> (tensor<16xi32>, !nv_tileaa.mem_token)
  return
}

// -----

func.func @cas_pointee(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi64>) {
  // expected-error @+1 {{'nv_tileaa.atomic_cas' op expects values of the pointers' shape and pointee type 'i32'}}
  %r, %t = nv_tileaa.atomic_cas %v, %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi64>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @cas_mask(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>, %m: i1) {
  // expected-error @+1 {{'nv_tileaa.atomic_cas' op expects a mask of the pointers' shape}}
  %r, %t = nv_tileaa.atomic_cas %v, %v, %p mask(%m : i1) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  return
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

// -----

func.func @join_non_token(%t: i32) {
  // expected-error @+1 {{'nv_tileaa.join_mem_token' op operand #0 must be variadic of nv_tileaa memory token, but got 'i32'}}
  %0 = "nv_tileaa.join_mem_token"(%t) : (i32) -> !nv_tileaa.mem_token
  return
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

// -----

func.func @reduce_no_operand() {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects at least one operand}}
  %0 = "nv_tileaa.reduce"() <{dim = 0 : i32, identities = []}> ({
  ^bb0:
    nv_tileaa.yield
  }) : () -> f32
  return
}

// -----

func.func @reduce_dim(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects a dimension below the operand rank}}
  %0 = nv_tileaa.reduce %x dim = 2 identities = [0.0 : f32] : tensor<8x64xf32> -> tensor<8xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_identities(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects one identity per operand}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32, 1.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_arguments(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects a body with two arguments per operand}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32):
    nv_tileaa.yield %p : f32
  }
  return
}

// -----

func.func @reduce_operand_shapes(%x: tensor<64xf32>, %y: tensor<32xi32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects operands of one shape}}
  %0:2 = nv_tileaa.reduce %x, %y dim = 0 identities = [0.0 : f32, 0 : i32] : tensor<64xf32>, tensor<32xi32> -> f32, i32 {
  ^bb0(%p: f32, %q: f32, %i: i32, %j: i32):
    nv_tileaa.yield %p, %i : f32, i32
  }
  return
}

// -----

func.func @reduce_argument_types(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects body arguments of the operand element types}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f16):
    nv_tileaa.yield %p : f32
  }
  return
}

// -----

func.func @reduce_identity_type(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects identity 0 of type 'f32'}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_identity_untyped(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects identity 0 of type 'f32'}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = ["zero"] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_yield_count(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects the body to yield one value per operand}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    nv_tileaa.yield %p, %q : f32, f32
  }
  return
}

// -----

func.func @reduce_yield_type(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects yielded values of the operand element types}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %c = arith.constant 0 : i32
    nv_tileaa.yield %c : i32
  }
  return
}

// -----

func.func @reduce_result_shape(%x: tensor<8x64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects results with the reduced dimension removed}}
  %0 = nv_tileaa.reduce %x dim = 1 identities = [0.0 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_result_element(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects results with the reduced dimension removed}}
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f16 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_two_blocks(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects region #0 to have 0 or 1 blocks}}
  %0 = "nv_tileaa.reduce"(%x) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
  ^bb0(%p: f32, %q: f32):
    cf.br ^bb1
  ^bb1:
    nv_tileaa.yield %p : f32
  }) : (tensor<64xf32>) -> f32
  return
}

// -----

func.func @reduce_empty_body(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects a non-empty block}}
  %0 = "nv_tileaa.reduce"(%x) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
  ^bb0(%p: f32, %q: f32):
  }) : (tensor<64xf32>) -> f32
  return
}

// -----

func.func @scan_dim(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects a dimension below the operand rank}}
  %0 = nv_tileaa.scan %x dim = 1 reverse = false identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @scan_identities(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects one identity per operand}}
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [] : tensor<64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @scan_identity_type(%x: tensor<64xi32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects identity 0 of type 'i32'}}
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i64] : tensor<64xi32> -> tensor<64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return
}

// -----

func.func @scan_arguments(%x: tensor<64xi32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects a body with two arguments per operand}}
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32] : tensor<64xi32> -> tensor<64xi32> {
  ^bb0(%p: i32, %q: i32, %r: i32):
    nv_tileaa.yield %p : i32
  }
  return
}

// -----

func.func @scan_result(%x: tensor<64xi32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects results of the operand types}}
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32] : tensor<64xi32> -> tensor<64xi64> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return
}

// -----

func.func @scan_yield_type(%x: tensor<64xi32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects yielded values of the operand element types}}
  %0 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0 : i32] : tensor<64xi32> -> tensor<64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.extsi %p : i32 to i64
    nv_tileaa.yield %s : i64
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'nv_tileaa.yield' op expects parent op to be one of 'nv_tileaa.reduce, nv_tileaa.scan'}}
  nv_tileaa.yield
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

// -----

func.func @dot_rank(%a: tensor<16xf16>, %b: tensor<16xf16>, %c: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects rank-2 or rank-3 tensor for result, but got (1)}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16xf16>, tensor<16xf16> -> tensor<16xf32>
  return
}

// -----

func.func @dot_rank4(%a: tensor<1x2x16x16xf16>, %b: tensor<1x2x16x16xf16>, %c: tensor<1x2x16x16xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects rank-2 or rank-3 tensor for result, but got (4)}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<1x2x16x16xf16>, tensor<1x2x16x16xf16> -> tensor<1x2x16x16xf32>
  return
}

// -----

func.func @dot_operand_rank(%a: tensor<2x16x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects operands of the result rank}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<2x16x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_kinds(%a: tensor<16x32xi8>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expected the element types of A, B, C, and D to be either all integers or all floats.}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xi8>, tensor<32x8xf16> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_acc_kind(%a: tensor<16x32xi8>, %b: tensor<32x8xi8>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expected the element types of A, B, C, and D to be either all integers or all floats.}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_m(%a: tensor<8x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects the shape of operand #C is compatible with operands #A and #B}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<8x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_k(%a: tensor<16x32xf16>, %b: tensor<16x8xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects the shape of operand #C is compatible with operands #A and #B}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xf16>, tensor<16x8xf16> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_n(%a: tensor<16x32xf16>, %b: tensor<32x4xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects the shape of operand #C is compatible with operands #A and #B}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<16x32xf16>, tensor<32x4xf16> -> tensor<16x8xf32>
  return
}

// -----

func.func @dot_batch(%a: tensor<2x16x32xf16>, %b: tensor<4x32x8xf16>, %c: tensor<2x16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op expects the shape of operand #C is compatible with operands #A and #B}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<2x16x32xf16>, tensor<4x32x8xf16> -> tensor<2x16x8xf32>
  return
}

// -----

func.func @dot_result_type(%a: tensor<16x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>) {
  // expected-error @+1 {{'nv_tileaa.dot' op failed to verify that all of {acc, result} have same type}}
  %0 = "nv_tileaa.dot"(%a, %b, %c) : (tensor<16x32xf16>, tensor<32x8xf16>, tensor<16x8xf32>) -> tensor<16x8xf16>
  return
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TileAA_MemrefType parameter 'rank' which is to be a `unsigned`}}
func.func @memref_rank(%m: !nv_tileaa.memref<f32, x>) {
  return
}

// -----

func.func @ptr_to_int_scalar_vs_tile(%p: !nv_tileaa.ptr<f32>) {
  // expected-error @+1 {{'nv_tileaa.ptr_to_int' op expects operands and results of one shape}}
  %0 = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32> -> tensor<1xi64>
  return
}

// -----

func.func @addptr_scalar_offset_tile_base(%p: tensor<4x!nv_tileaa.ptr<f32>>, %o: i32) {
  // expected-error @+1 {{'nv_tileaa.addptr' op expects operands and results of one shape}}
  %0 = nv_tileaa.addptr %p, %o : tensor<4x!nv_tileaa.ptr<f32>>, i32
  return
}

// -----

func.func @int_to_ptr_shape(%i: tensor<4xi64>) {
  // expected-error @+1 {{'nv_tileaa.int_to_ptr' op expects operands and results of one shape}}
  %0 = nv_tileaa.int_to_ptr %i : tensor<4xi64> -> tensor<2x2x!nv_tileaa.ptr<f32>>
  return
}

// -----

func.func @ptr_cast_shape(%p: tensor<4x!nv_tileaa.ptr<f32>>) {
  // expected-error @+1 {{'nv_tileaa.ptr_cast' op expects operands and results of one shape}}
  %0 = nv_tileaa.ptr_cast %p : tensor<4x!nv_tileaa.ptr<f32>> -> !nv_tileaa.ptr<i8>
  return
}

// -----

// One result per operand: an extra or a missing result is an error (the
// lowering would otherwise leave a value without a definition).
func.func @reduce_extra_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects one result per operand}}
  %0:2 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32, f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_no_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects one result per operand}}
  "nv_tileaa.reduce"(%x) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }) : (tensor<64xf32>) -> ()
  return
}

// -----

func.func @scan_extra_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects one result per operand}}
  %0:2 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32>, tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @repack_bits(%x: tensor<64xf16>) {
  // expected-error @+1 {{'nv_tileaa.repack' op expects as many bits in the result as in the source}}
  %0 = nv_tileaa.repack %x : tensor<64xf16> -> tensor<64xi8>
  return
}

// -----

func.func @repack_sub_byte(%x: tensor<64xi8>) {
  // expected-error @+1 {{'nv_tileaa.repack' op expects integer or float elements of whole bytes}}
  %0 = nv_tileaa.repack %x : tensor<64xi8> -> tensor<128xi4>
  return
}

// -----

func.func @get_dim_stride_rank(%m: !nv_tileaa.memref<f32, 2>) {
  // expected-error @+1 {{'nv_tileaa.get_dim_stride' op expects a dimension below the memref rank}}
  %0 = nv_tileaa.get_dim_stride %m, 2 : !nv_tileaa.memref<f32, 2>
  return
}

// -----

func.func @get_base_type(%m: !nv_tileaa.memref<f32, 2>) {
  // expected-error @+1 {{'nv_tileaa.get_base' op expects a pointer to the memref element type}}
  %0 = nv_tileaa.get_base %m : !nv_tileaa.memref<f32, 2> -> !nv_tileaa.ptr<i32>
  return
}

// -----

func.func @make_memref_base_div_by(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects base_div_by to be a positive power of two}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides(%n) {base_div_by = 12 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @make_memref_size_div_by(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects 1 values in size_div_by}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides(%n) {size_div_by = array<i64: 4, 4>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @make_memref_stride_div_by(%p: !nv_tileaa.ptr<f32>, %n: i64) {
  // expected-error @+1 {{'nv_tileaa.make_memref' op expects stride_div_by to hold positive powers of two}}
  %0 = nv_tileaa.make_memref %p, sizes(%n), strides(%n) {stride_div_by = array<i64: 0>} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  return
}

// -----

func.func @tiled_load_inbounds(%m: !nv_tileaa.memref<f32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects 1 inbounds flags}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {inbounds = array<i1: true, true>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  return
}

// -----

func.func @farith_ex2_rounding(%x: f32) {
  // expected-error @+1 {{'nv_tileaa.farith' op 'ex2' exists with rounding 'approx' only}}
  %0 = nv_tileaa.farith ex2 %x rn ftz : f32
  return
}

// -----

func.func @farith_rsqrt_arity(%x: f32) {
  // expected-error @+1 {{'nv_tileaa.farith' op 'rsqrt' takes 1 operands}}
  %0 = nv_tileaa.farith rsqrt %x, %x approx : f32
  return
}

// -----

func.func @farith_add_approx(%x: f32) {
  // expected-error @+1 {{'nv_tileaa.farith' op rounding 'approx' exists for div, sqrt, ex2 and rsqrt only}}
  %0 = nv_tileaa.farith add %x, %x approx : f32
  return
}

// -----

func.func @farith_ex2_f64(%x: f64) {
  // expected-error @+1 {{'nv_tileaa.farith' op rounding 'approx' needs f32}}
  %0 = nv_tileaa.farith ex2 %x approx : f64
  return
}
