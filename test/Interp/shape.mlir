// Shape and data movement. Expected values computed by hand.
// RUN: tileiras-run %s --func shapes | FileCheck %s

cuda_tile.module @m {
  // iota 8 = [0..7]; reshape to 2x4 row-major; permute [1,0] transposes;
  // broadcast 1x4 -> 2x4; cat along dim 1; extract slice (1, 0) of 1x2
  // slices = row 1, columns 0-1; insert a 1x2 tile at slice (0, 1).
  // CHECK: result #0 = {{\[}}[0, 1, 2, 3], [4, 5, 6, 7]]
  // CHECK: result #1 = {{\[}}[0, 4], [1, 5], [2, 6], [3, 7]]
  // CHECK: result #2 = {{\[}}[0, 1, 2, 3], [0, 1, 2, 3]]
  // CHECK: result #3 = {{\[}}[0, 1, 2, 3, 0, 1, 2, 3], [4, 5, 6, 7, 0, 1, 2, 3]]
  // CHECK: result #4 = {{\[}}[4, 5]]
  // CHECK: result #5 = {{\[}}[0, 1, 9, 9], [4, 5, 6, 7]]
  testing$func @shapes() -> (tile<2x4xi32>, tile<4x2xi32>, tile<2x4xi32>, tile<2x8xi32>, tile<1x2xi32>, tile<2x4xi32>) {
    %z = constant <i32: 0> : tile<i32>
    %o = constant <i32: 1> : tile<i32>
    %i = iota : tile<8xi32>
    %0 = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %1 = permute %0 [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %r = extract %0[%z, %z] : tile<2x4xi32> -> tile<1x4xi32>
    %2 = broadcast %r : tile<1x4xi32> -> tile<2x4xi32>
    %3 = cat %0, %2 dim = 1 : tile<2x4xi32>, tile<2x4xi32> -> tile<2x8xi32>
    %4 = extract %0[%o, %z] : tile<2x4xi32> -> tile<1x2xi32>
    %n = constant <i32: 9> : tile<1x2xi32>
    %5 = insert %n, %0[%z, %o] : tile<1x2xi32>, tile<2x4xi32>
    return %0, %1, %2, %3, %4, %5 : tile<2x4xi32>, tile<4x2xi32>, tile<2x4xi32>, tile<2x8xi32>, tile<1x2xi32>, tile<2x4xi32>
  }
}
