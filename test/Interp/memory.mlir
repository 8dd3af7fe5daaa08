// Views, padding, pointer loads/stores, atomics and alloca, on a global
// buffer [1, 2, ..., 8]. Expected values computed by hand.
// RUN: tileiras-run %s --func views | FileCheck %s --check-prefix=VIEW
// RUN: tileiras-run %s --func pointers | FileCheck %s --check-prefix=PTR

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tile<8xf32>
  global @h <i32: [10, 20, 30, 40]> : tile<4xi32>

  // A 6-element view in 4-element tiles: tile 1 holds elements 4, 5 and two
  // padding NaNs; index space = ceil(6/4) = 2. As a 2x3 tensor with strides
  // [3, 1] and dim_map [1, 0], the 2x2 tile at (0, 0) walks tensor dim 1
  // along its rows: [[1, 4], [2, 5]]. The store writes 9 at elements 4, 5
  // (the rest of tile 1 is outside: masked), read back through the view.
  // VIEW: result #0 = [5, 6, nan, nan]
  // VIEW: result #1 = 2
  // VIEW: result #2 = 6
  // VIEW: result #3 = {{\[}}[1, 4], [2, 5]]
  // VIEW: result #4 = [1, 2, 3, 4, 9, 9, 7, 8]
  testing$func @views() -> (tile<4xf32>, tile<i32>, tile<i32>, tile<2x2xf32>, tile<8xf32>) {
    %p = get_global @g : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %0, %t0 = load_view_tko weak %pv[%one] : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %1 = get_index_space_shape %pv : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>> -> tile<i32>
    %2 = get_tensor_shape %tv : tensor_view<6xf32, strides=[1]> -> tile<i32>
    %tv2 = make_tensor_view %p, shape = [2, 3], strides = [3, 1] : tensor_view<2x3xf32, strides=[3,1]>
    %pv2 = make_partition_view %tv2 : partition_view<tile=(2x2), tensor_view<2x3xf32, strides=[3,1]>, dim_map=[1, 0]>
    %3, %t1 = load_view_tko weak %pv2[%zero, %zero] : partition_view<tile=(2x2), tensor_view<2x3xf32, strides=[3,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x2xf32>, token
    %nine = constant <f32: 9.0> : tile<4xf32>
    %t2 = store_view_tko weak %nine, %pv[%one] : tile<4xf32>, partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    %tv8 = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv8 = make_partition_view %tv8 : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %4, %t3 = load_view_tko weak %pv8[%zero] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    return %0, %1, %2, %3, %4 : tile<4xf32>, tile<i32>, tile<i32>, tile<2x2xf32>, tile<8xf32>
  }

  // Gather [h+3, h+0, h+1, h+2] with mask [1,1,0,1] and padding -1:
  // [40, 10, -1, 30]. atomic add of [1,2,3,4] at h+[0,0,1,1] returns the
  // old values in row-major order [10, 11, 20, 23] and leaves [13, 27].
  // cas at h+2 (30 == 30: swap to 99) and h+3 (40 != 0: keep) returns the
  // old values. alloca memory starts zeroed.
  // PTR: result #0 = [40, 10, -1, 30]
  // PTR: result #1 = [10, 11, 20, 23]
  // PTR: result #2 = [30, 40]
  // PTR: result #3 = [13, 27, 99, 40]
  // PTR: result #4 = [0, 5]
  testing$func @pointers() -> (tile<4xi32>, tile<4xi32>, tile<2xi32>, tile<4xi32>, tile<2xi32>) {
    %h = get_global @h : tile<ptr<i32>>
    %hb0 = reshape %h : tile<ptr<i32>> -> tile<1xptr<i32>>
    %hb = broadcast %hb0 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %off = constant <i32: [3, 0, 1, 2]> : tile<4xi32>
    %ptrs = offset %hb, %off : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %mask = constant <i1: [true, true, false, true]> : tile<4xi1>
    %pad = constant <i32: -1> : tile<4xi32>
    %0, %t0 = load_ptr_tko weak %ptrs, %mask, %pad : tile<4xptr<i32>>, tile<4xi1>, tile<4xi32> -> tile<4xi32>, token
    %aoff = constant <i32: [0, 0, 1, 1]> : tile<4xi32>
    %aptrs = offset %hb, %aoff : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %vals = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %1, %t1 = atomic_rmw_tko relaxed device %aptrs, add, %vals : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %h2 = broadcast %hb0 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %coff = constant <i32: [2, 3]> : tile<2xi32>
    %cptrs = offset %h2, %coff : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %cmp = constant <i32: [30, 0]> : tile<2xi32>
    %new = constant <i32: [99, 98]> : tile<2xi32>
    %2, %t2 = atomic_cas_tko relaxed device %cptrs, %cmp, %new : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %all = iota : tile<4xi32>
    %hptrs = offset %hb, %all : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %3, %t3 = load_ptr_tko weak %hptrs : tile<4xptr<i32>> -> tile<4xi32>, token
    %a = alloca num_elem = 2, alignment = 16 : tile<ptr<i32>>
    %ar = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ab = broadcast %ar : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %aoff2 = constant <i32: [0, 1]> : tile<2xi32>
    %aps = offset %ab, %aoff2 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %five = constant <i32: [0, 5]> : tile<2xi32>
    %t4 = store_ptr_tko weak %aps, %five : tile<2xptr<i32>>, tile<2xi32> -> token
    %4, %t5 = load_ptr_tko weak %aps : tile<2xptr<i32>> -> tile<2xi32>, token
    return %0, %1, %2, %3, %4 : tile<4xi32>, tile<4xi32>, tile<2xi32>, tile<4xi32>, tile<2xi32>
  }
}
