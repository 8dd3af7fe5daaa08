// Control flow, reductions, scans and MMA. Expected values by hand.
// RUN: tileiras-run %s --func loops | FileCheck %s --check-prefix=LOOP
// RUN: tileiras-run %s --func aggregates | FileCheck %s --check-prefix=AGG
// RUN: tileiras-run %s --func mma | FileCheck %s --check-prefix=MMA
// RUN: tileiras-run %s --func printing | FileCheck %s --check-prefix=PRINT
// RUN: tileiras-run %s --func argmax | FileCheck %s --check-prefix=ARGMAX

cuda_tile.module @m {
  // for i in [0, 10) step 3 (i = 0, 3, 6, 9) sums to 18; the loop doubles
  // 1 until it exceeds 100 (128); the if picks the else branch.
  // LOOP: result #0 = 18
  // LOOP: result #1 = 128
  // LOOP: result #2 = 7
  testing$func @loops() -> (tile<i32>, tile<i32>, tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 10> : tile<i32>
    %st = constant <i32: 3> : tile<i32>
    %0 = for %iv in (%z to %ub, step %st) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %n = addi %acc, %iv : tile<i32>
      continue %n : tile<i32>
    }
    %one = constant <i32: 1> : tile<i32>
    %lim = constant <i32: 100> : tile<i32>
    %1 = loop iter_values(%v = %one) : tile<i32> -> tile<i32> {
      %big = cmpi greater_than %v, %lim, signed : tile<i32> -> tile<i1>
      if %big {
        break %v : tile<i32>
      }
      %d = addi %v, %v : tile<i32>
      continue %d : tile<i32>
    }
    %f = constant <i1: false> : tile<i1>
    %2 = if %f -> (tile<i32>) {
      yield %one : tile<i32>
    } else {
      %s = constant <i32: 7> : tile<i32>
      yield %s : tile<i32>
    }
    return %0, %1, %2 : tile<i32>, tile<i32>, tile<i32>
  }

  // Rows [1,2,3,4] and [5,6,7,8]: sums along dim 1 are 10 and 26; the max
  // along dim 0 is row 2; inclusive scan of row 1 is [1,3,6,10]; a reverse
  // scan gives [10,9,7,4].
  // AGG: result #0 = [10, 26]
  // AGG: result #1 = [5, 6, 7, 8]
  // AGG: result #2 = {{\[}}[1, 3, 6, 10], [5, 11, 18, 26]]
  // AGG: result #3 = {{\[}}[10, 9, 7, 4], [26, 21, 15, 8]]
  testing$func @aggregates() -> (tile<2xf32>, tile<4xf32>, tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>
    %0 = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %1 = reduce %x dim=0 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    %2 = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %3 = scan %x dim=1 reverse=true identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    return %0, %1, %2, %3 : tile<2xf32>, tile<4xf32>, tile<2x4xf32>, tile<2x4xf32>
  }

  // A two-operand reduce takes (accumulator, element) pairs per operand:
  // (%mv, %v) for the values and (%mi, %i) for their indices. Argmax of
  // [3, 9, 2, 9] keeps the first 9 (index 1); binding the arguments as
  // (accumulators..., elements...) instead would compare a value with an
  // index and give another answer.
  // ARGMAX: result #0 = 9
  // ARGMAX: result #1 = 1
  testing$func @argmax() -> (tile<f32>, tile<i32>) {
    %v = constant <f32: [3.0, 9.0, 2.0, 9.0]> : tile<4xf32>
    %i = iota : tile<4xi32>
    %r:2 = reduce %v, %i dim=0 identities=[0xFF800000 : f32, 0 : i32]
        : tile<4xf32>, tile<4xi32> -> tile<f32>, tile<i32>
    (%mv: tile<f32>, %x: tile<f32>, %mi: tile<i32>, %xi: tile<i32>) {
      %gt = cmpf greater_than ordered %x, %mv : tile<f32> -> tile<i1>
      %nv = select %gt, %x, %mv : tile<i1>, tile<f32>
      %ni = select %gt, %xi, %mi : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    return %r#0, %r#1 : tile<f32>, tile<i32>
  }

  // [[1,2],[3,4]] x [[5,6],[7,8]] + 1 = [[20,23],[44,51]] (f16 in, f32 acc).
  // mmai: [[-1,2],[3,4]] x [[5,6],[7,8]] = [[9,10],[43,50]] signed; with an
  // unsigned lhs -1 is 255: 255*5 + 14 = 1289, 255*6 + 16 = 1546.
  // MMA: result #0 = {{\[}}[20, 23], [44, 51]]
  // MMA: result #1 = {{\[}}[9, 10], [43, 50]]
  // MMA: result #2 = {{\[}}[1289, 1546], [43, 50]]
  testing$func @mma() -> (tile<2x2xf32>, tile<2x2xi32>, tile<2x2xi32>) {
    %a = constant <f16: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf16>
    %b = constant <f16: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf16>
    %c = constant <f32: 1.0> : tile<2x2xf32>
    %0 = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>
    %ia = constant <i8: [[-1, 2], [3, 4]]> : tile<2x2xi8>
    %ib = constant <i8: [[5, 6], [7, 8]]> : tile<2x2xi8>
    %ic = constant <i32: 0> : tile<2x2xi32>
    %1 = mmai %ia, %ib, %ic signed signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
    %2 = mmai %ia, %ib, %ic unsigned signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
    return %0, %1, %2 : tile<2x2xf32>, tile<2x2xi32>, tile<2x2xi32>
  }

  // PRINT: value 42 and [1.50, 2.50]
  testing$func @printing() {
    %x = constant <i32: 42> : tile<i32>
    %f = constant <f32: [1.5, 2.5]> : tile<2xf32>
    %t = print_tko "value %d and %.2f\0A", %x, %f : tile<i32>, tile<2xf32> -> token
    return
  }
}
