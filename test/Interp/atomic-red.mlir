// atomic_red_view_tko from 4 tile blocks. Expected values computed by hand.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/mknpy.py %t/acc.npy i4 8 1,1,1,1,1,1,-7,-7
// RUN: python3 %S/Inputs/mknpy.py %t/mx.npy i4 4 5
// RUN: python3 %S/Inputs/mknpy.py %t/f.npy f4 4 0,0,16777216,1
// RUN: tileiras-run %s --entry red --grid 4,1,1 --arg %t/acc.npy --arg i32:6 --arg %t/mx.npy --arg %t/f.npy --print-results | FileCheck %s
// RUN: tileiras-run %s --entry red --grid 4,1,1 --arg %t/acc.npy --arg i32:6 --arg %t/mx.npy --arg %t/f.npy --print-results --reverse-blocks | FileCheck %s
//
// add: block b adds (b + 1) * [1, 10, 100, 1000] into tile b % 2 of a
// 6-element view in tiles of 4 over [1, 1, 1, 1, 1, 1, -7, -7]. Tile 0 gets
// blocks 0 and 2: 1 + (1 + 3) * [1, 10, 100, 1000]; tile 1 covers elements
// 4, 5 only and gets blocks 1 and 3: 1 + 6 * [1, 10]; elements 6, 7 lie
// outside the view (masked) and keep -7.
// CHECK: acc.npy = [5, 41, 401, 4001, 7, 61, -7, -7]
// max: block b offers b * [1, 2, 3, -1] to [5, 5, 5, 5]:
// max(5, 0, 1, 2, 3) = 5, max(5, .., 6) = 6, max(5, .., 9) = 9, 5.
// CHECK: mx.npy = [5, 6, 9, 5]
// addf: four adds of [1.5, -0.25, 1, 0] one at a time; 2^24 + 1 rounds back
// to 2^24 (tie to even) each time, so element 2 stays 16777216.
// CHECK: f.npy = [6, -1, 16777216, 1]

cuda_tile.module @m {
  entry @red(%acc: tile<ptr<i32>>, %n: tile<i32>, %mx: tile<ptr<i32>>, %f: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %tv = make_tensor_view %acc, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<?xi32, strides=[1]>>
    %b1 = addi %bx, %one : tile<i32>
    %b1r = reshape %b1 : tile<i32> -> tile<1xi32>
    %b1v = broadcast %b1r : tile<1xi32> -> tile<4xi32>
    %scale = constant <i32: [1, 10, 100, 1000]> : tile<4xi32>
    %v = muli %b1v, %scale : tile<4xi32>
    %idx = remi %bx, %two signed : tile<i32>
    %t0 = atomic_red_view_tko relaxed device %pv[%idx], add, %v : tile<4xi32>, partition_view<tile=(4), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token

    %tm = make_tensor_view %mx, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pm = make_partition_view %tm : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %bxr = reshape %bx : tile<i32> -> tile<1xi32>
    %bxv = broadcast %bxr : tile<1xi32> -> tile<4xi32>
    %mul = constant <i32: [1, 2, 3, -1]> : tile<4xi32>
    %m = muli %bxv, %mul : tile<4xi32>
    %z = constant <i32: 0> : tile<i32>
    %t1 = atomic_red_view_tko relaxed device %pm[%z], max, %m : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token

    %tf = make_tensor_view %f, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pf = make_partition_view %tf : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %fv = constant <f32: [1.5, -0.25, 1.0, 0.0]> : tile<4xf32>
    %t2 = atomic_red_view_tko relaxed device %pf[%z], addf, %fv : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
