// Strided and gather/scatter views on a global 4x4 f32 array whose element
// (r, c) is 4r + c (elements 0..15). Expected values computed by hand.
// RUN: tileiras-run %s --func strided | FileCheck %s --check-prefix=STRIDED
// RUN: tileiras-run %s --func gather | FileCheck %s --check-prefix=GATHER

cuda_tile.module @m {
  global @g <f32: [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tile<16xf32>
  global @h <f32: [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tile<16xf32>

  // 1-D: the first 9 elements in tiles of 4 stepping by 3 overlap; the
  // index space is (9 - 4)/3 rounded up + 1 = 3. Tile 1 = elements 3..6,
  // tile 2 = 6..8 and one padding zero. Storing [-1, -2, -3, -4] at tile 0
  // changes elements 0..3, so tile 1 then starts with -4.
  // 2-D: tiles of 2x2 stepping [1, 2] over 4x4: index space (4-2)/1+1 = 3
  // by (4-2)/2+1 = 2; tile (1, 1) = rows 1..2, columns 2..3.
  // STRIDED: result #0 = 3
  // STRIDED: result #1 = [3, 4, 5, 6]
  // STRIDED: result #2 = [6, 7, 8, 0]
  // STRIDED: result #3 = [-4, 4, 5, 6]
  // STRIDED: result #4 = {{\[}}[6, 7], [10, 11]]
  // STRIDED: result #5 = 3
  // STRIDED: result #6 = 2
  testing$func @strided() -> (tile<i32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<2x2xf32>, tile<i32>, tile<i32>) {
    %p = get_global @g : tile<ptr<f32>>
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %tv = make_tensor_view %p, shape = [9], strides = [1] : tensor_view<9xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>>
    %0 = get_index_space_shape %sv : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>> -> tile<i32>
    %1, %t1 = load_view_tko weak %sv[%one] : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %2, %t2 = load_view_tko weak %sv[%two] : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %neg = constant <f32: [-1.0, -2.0, -3.0, -4.0]> : tile<4xf32>
    %t3 = store_view_tko weak %neg, %sv[%z] : tile<4xf32>, strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>>, tile<i32> -> token
    %3, %t4 = load_view_tko weak %sv[%one] : strided_view<tile=(4), traversal_strides=[3], padding_value = zero, tensor_view<9xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %q = get_global @h : tile<ptr<f32>>
    %tv2 = make_tensor_view %q, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %sv2 = make_strided_view %tv2 : strided_view<tile=(2x2), traversal_strides=[1, 2], tensor_view<4x4xf32, strides=[4,1]>>
    %4, %t5 = load_view_tko weak %sv2[%one, %one] : strided_view<tile=(2x2), traversal_strides=[1, 2], tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    %5, %6 = get_index_space_shape %sv2 : strided_view<tile=(2x2), traversal_strides=[1, 2], tensor_view<4x4xf32, strides=[4,1]>> -> tile<i32>
    return %0, %1, %2, %3, %4, %5, %6 : tile<i32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<2x2xf32>, tile<i32>, tile<i32>
  }

  // A gather/scatter view has one index per row along its sparse dimension
  // and tiles along the others: 4 rows by ceil(4/4) = 1 for 1x4 tiles over
  // 4x4; with sparse_dim=1 and 2x2 tiles: ceil(4/2) = 2 by 4 columns.
  // Loads and stores through it cannot be written yet: the dialect requires
  // 0-D index tiles, while the sparse index is a 1-D tile of rows.
  // GATHER: result #0 = 4
  // GATHER: result #1 = 1
  // GATHER: result #2 = 2
  // GATHER: result #3 = 4
  testing$func @gather() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    %p = get_global @g : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(1x4), padding_value = nan, tensor_view<4x4xf32, strides=[4,1]>, sparse_dim=0>
    %0, %1 = get_index_space_shape %gv : gather_scatter_view<tile=(1x4), padding_value = nan, tensor_view<4x4xf32, strides=[4,1]>, sparse_dim=0> -> tile<i32>
    %gv1 = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>, sparse_dim=1>
    %2, %3 = get_index_space_shape %gv1 : gather_scatter_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>, sparse_dim=1> -> tile<i32>
    return %0, %1, %2, %3 : tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }
}
