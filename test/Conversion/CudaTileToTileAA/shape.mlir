// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// Shape ops become nv_tileaa shape ops; a 0-d tile is a scalar, so reshapes
// to and from it are splat and item.

cuda_tile.module @m {
  // CHECK-LABEL: func.func @reshape_broadcast
  // CHECK-SAME: (%[[S:.*]]: f32, %[[V:.*]]: tensor<1x4xf32>, %[[ONE:.*]]: tensor<1x1xi32>)
  testing$func @reshape_broadcast(%s: tile<f32>, %v: tile<1x4xf32>, %one: tile<1x1xi32>) -> (tile<8x4xf32>, tile<2x2xf32>, tile<i32>, tile<4xf32>) {
    // CHECK: %[[SPLAT:.*]] = nv_tileaa.splat %[[S]] : f32 -> tensor<1x1xf32>
    %0 = reshape %s : tile<f32> -> tile<1x1xf32>
    // CHECK: %[[B0:.*]] = nv_tileaa.broadcast %[[SPLAT]] : tensor<1x1xf32> -> tensor<8x4xf32>
    %1 = broadcast %0 : tile<1x1xf32> -> tile<8x4xf32>
    // CHECK: %[[R:.*]] = nv_tileaa.reshape %[[V]] : tensor<1x4xf32> -> tensor<2x2xf32>
    %2 = reshape %v : tile<1x4xf32> -> tile<2x2xf32>
    // CHECK: %[[ITEM:.*]] = nv_tileaa.item %[[ONE]] : tensor<1x1xi32> -> i32
    %3 = reshape %one : tile<1x1xi32> -> tile<i32>
    // A broadcast or reshape that changes nothing needs no op.
    %4 = broadcast %s : tile<f32> -> tile<f32>
    %5 = reshape %v : tile<1x4xf32> -> tile<1x4xf32>
    // CHECK: %[[FLAT:.*]] = nv_tileaa.reshape %[[V]] : tensor<1x4xf32> -> tensor<4xf32>
    %6 = reshape %5 : tile<1x4xf32> -> tile<4xf32>
    // CHECK: return %[[B0]], %[[R]], %[[ITEM]], %[[FLAT]]
    return %1, %2, %3, %6 : tile<8x4xf32>, tile<2x2xf32>, tile<i32>, tile<4xf32>
  }

  // CHECK-LABEL: func.func @move
  // CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf16>, %[[B:.*]]: tensor<4x8xi8>, %[[I:.*]]: i32, %[[J:.*]]: i32)
  testing$func @move(%a: tile<2x4x8xf16>, %b: tile<4x8xi8>, %i: tile<i32>, %j: tile<i32>) -> (tile<8x2x4xf16>, tile<2x4xi8>, tile<8x8xi8>, tile<16xi32>) {
    // CHECK: %[[P:.*]] = nv_tileaa.permute %[[A]] [2, 0, 1] : tensor<2x4x8xf16> -> tensor<8x2x4xf16>
    %0 = permute %a [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    // CHECK: %[[E:.*]] = nv_tileaa.extract %[[B]][%[[I]], %[[J]]] : tensor<4x8xi8>[i32, i32] -> tensor<2x4xi8>
    %1 = extract %b[%i, %j] : tile<4x8xi8> -> tile<2x4xi8>
    // CHECK: %[[C:.*]] = nv_tileaa.cat %[[B]], %[[B]] dim = 0 : tensor<4x8xi8>, tensor<4x8xi8> -> tensor<8x8xi8>
    %2 = cat %b, %b dim = 0 : tile<4x8xi8>, tile<4x8xi8> -> tile<8x8xi8>
    // CHECK: %[[RANGE:.*]] = nv_tileaa.make_range : tensor<16xi32>
    %3 = iota : tile<16xi32>
    // CHECK: return %[[P]], %[[E]], %[[C]], %[[RANGE]]
    return %0, %1, %2, %3 : tile<8x2x4xf16>, tile<2x4xi8>, tile<8x8xi8>, tile<16xi32>
  }

  // Tiles of pointers are tensors of !nv_tileaa.ptr.
  // CHECK-LABEL: func.func @pointer_shapes
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<f32>)
  testing$func @pointer_shapes(%p: tile<ptr<f32>>) -> tile<16x!cuda_tile.ptr<f32>> {
    // CHECK: %[[S:.*]] = nv_tileaa.splat %[[P]] : !nv_tileaa.ptr<f32> -> tensor<1x!nv_tileaa.ptr<f32>>
    %0 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // CHECK: %[[B:.*]] = nv_tileaa.broadcast %[[S]] : tensor<1x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<f32>>
    %1 = broadcast %0 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    // CHECK: return %[[B]]
    return %1 : tile<16xptr<f32>>
  }
}
