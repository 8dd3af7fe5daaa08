// mmaf_scaled: result[i][j] = acc[i][j] + sum over k of
// a[i][k] * sa[i][k / B] * b[k][j] * sb[k / B][j], B = K / K_s (cuTile's
// mma_scaled documents y_scale as [K_s, N]; an [N, K_s] rhs scale is read
// transposed, see docs/interp.md). Expected values computed by hand.
// RUN: tileiras-run %s --func f8 | FileCheck %s --check-prefix=F8
// RUN: tileiras-run %s --func f4 | FileCheck %s --check-prefix=F4

cuda_tile.module @m {
  // K = 64 in 2 blocks of 32. a rows are all 1 and all 2; b's first 32 rows
  // are B0 = [0.5, 1, 1.5, 2], the last 32 B1 = [-1, 0.25, 3, 4].
  // sa = [[1, 2], [0.5, 4]], sb = [[1, 1, 2, 0.5], [2, 0.25, 1, 1]], acc 1.
  // P0 = B0 * sb[0] = [0.5, 1, 3, 1], P1 = B1 * sb[1] = [-2, 0.0625, 3, 4].
  // Row 0: 1 + 32 * 1 * (P0 + 2 P1) = 1 + 32 * [-3.5, 1.125, 9, 9].
  // Row 1: 1 + 32 * 2 * (0.5 P0 + 4 P1) = 1 + 64 * [-7.75, 0.75, 13.5, 16.5].
  // F8: result #0 = {{\[}}[-111, 37, 289, 289], [-495, 49, 865, 1057]]
  // The same rhs scales given N-major (4x2) give the same result.
  // F8: result #1 = {{\[}}[-111, 37, 289, 289], [-495, 49, 865, 1057]]
  testing$func @f8() -> (tile<2x4xf32>, tile<2x4xf32>) {
    %ac = constant <f8E4M3FN: [[1.0], [2.0]]> : tile<2x1xf8E4M3FN>
    %a = broadcast %ac : tile<2x1xf8E4M3FN> -> tile<2x64xf8E4M3FN>
    %bc = constant <f8E4M3FN: [[[0.5, 1.0, 1.5, 2.0]], [[-1.0, 0.25, 3.0, 4.0]]]> : tile<2x1x4xf8E4M3FN>
    %bb = broadcast %bc : tile<2x1x4xf8E4M3FN> -> tile<2x32x4xf8E4M3FN>
    %b = reshape %bb : tile<2x32x4xf8E4M3FN> -> tile<64x4xf8E4M3FN>
    %sa = constant <f8E8M0FNU: [[1.0, 2.0], [0.5, 4.0]]> : tile<2x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[1.0, 1.0, 2.0, 0.5], [2.0, 0.25, 1.0, 1.0]]> : tile<2x4xf8E8M0FNU>
    %sbt = constant <f8E8M0FNU: [[1.0, 2.0], [1.0, 0.25], [2.0, 1.0], [0.5, 1.0]]> : tile<4x2xf8E8M0FNU>
    %c = constant <f32: 1.0> : tile<2x4xf32>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64xf8E4M3FN>, tile<64x4xf8E4M3FN>, tile<2x4xf32>, tile<2x2xf8E8M0FNU>, tile<2x4xf8E8M0FNU>
    %1 = mmaf_scaled %a, %b, %c, %sa, %sbt : tile<2x64xf8E4M3FN>, tile<64x4xf8E4M3FN>, tile<2x4xf32>, tile<2x2xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
    return %0, %1 : tile<2x4xf32>, tile<2x4xf32>
  }

  // f4E2M1FN with f8E4M3FN scales, K = 32 in 2 blocks of 16. a rows are all
  // 1.5 and all -3; b blocks B0 = [0.5, 6, 1, -2], B1 = [4, 1, 0, 3];
  // sa = [[1, 0.5], [2, 1.5]], sb = [[1, 1, 1, 1], [0.5, 2, 1, 1]], acc 0.
  // P0 = [0.5, 6, 1, -2], P1 = [2, 2, 0, 3].
  // Row 0: 16 * 1.5 * (P0 + 0.5 P1) = 24 * [1.5, 7, 1, -0.5].
  // Row 1: 16 * -3 * (2 P0 + 1.5 P1) = -48 * [4, 15, 2, 0.5].
  // F4: result #0 = {{\[}}[36, 168, 24, -12], [-192, -720, -96, -24]]
  testing$func @f4() -> tile<2x4xf32> {
    %ac = constant <f4E2M1FN: [[1.5], [-3.0]]> : tile<2x1xf4E2M1FN>
    %a = broadcast %ac : tile<2x1xf4E2M1FN> -> tile<2x32xf4E2M1FN>
    %bc = constant <f4E2M1FN: [[[0.5, 6.0, 1.0, -2.0]], [[4.0, 1.0, 0.0, 3.0]]]> : tile<2x1x4xf4E2M1FN>
    %bb = broadcast %bc : tile<2x1x4xf4E2M1FN> -> tile<2x16x4xf4E2M1FN>
    %b = reshape %bb : tile<2x16x4xf4E2M1FN> -> tile<32x4xf4E2M1FN>
    %sa = constant <f8E4M3FN: [[1.0, 0.5], [2.0, 1.5]]> : tile<2x2xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[1.0, 1.0, 1.0, 1.0], [0.5, 2.0, 1.0, 1.0]]> : tile<2x4xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<2x4xf32>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x32xf4E2M1FN>, tile<32x4xf4E2M1FN>, tile<2x4xf32>, tile<2x2xf8E4M3FN>, tile<2x4xf8E4M3FN>
    return %0 : tile<2x4xf32>
  }
}
