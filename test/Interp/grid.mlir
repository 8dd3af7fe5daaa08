// Tile-block ids and counts over a 3x2x1 grid, and the token ops, which have
// no effect in a sequential run but must not break the chain of memory ops
// they order. Each block (bx, by) owns row bx + 3*by of an 6x8 i32 array
// filled with -1 and writes [bx, by, bz, nx, ny, nz, 100 + row + 1, -1]:
// column 6 is stored as 100 + row, then read back through the token ops,
// incremented and stored again; column 7 is never written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/mknpy.py %t/ids.npy i4 6x8 -1
// RUN: tileiras-run %s --entry ids --grid 3,2,1 --arg %t/ids.npy --print-results | FileCheck %s
// RUN: tileiras-run %s --entry ids --grid 3,2,1 --arg %t/ids.npy --print-results --reverse-blocks | FileCheck %s
// CHECK: ids.npy = {{\[}}[0, 0, 0, 3, 2, 1, 101, -1],
// CHECK-SAME: [1, 0, 0, 3, 2, 1, 102, -1],
// CHECK-SAME: [2, 0, 0, 3, 2, 1, 103, -1],
// CHECK-SAME: [0, 1, 0, 3, 2, 1, 104, -1],
// CHECK-SAME: [1, 1, 0, 3, 2, 1, 105, -1],
// CHECK-SAME: [2, 1, 0, 3, 2, 1, 106, -1]]

// A 1x1x4 grid: block z writes bz * 10 + nz into element z.
// RUN: python3 %S/Inputs/mknpy.py %t/z.npy i4 4 0
// RUN: tileiras-run %s --entry zs --grid 1,1,4 --arg %t/z.npy --print-results | FileCheck %s --check-prefix=Z
// Z: z.npy = [4, 14, 24, 34]

cuda_tile.module @m {
  entry @ids(%out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %m = muli %by, %nx : tile<i32>
    %lin = addi %bx, %m : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %row = muli %lin, %c8 : tile<i32>
    %p0 = offset %out, %row : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %c1 = constant <i32: 1> : tile<i32>
    %p1 = offset %p0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p2 = offset %p1, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p3 = offset %p2, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p4 = offset %p3, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p5 = offset %p4, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p6 = offset %p5, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = make_token : token
    %s0 = store_ptr_tko weak %p0, %bx token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %p1, %by token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %s2 = store_ptr_tko weak %p2, %bz token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %s3 = store_ptr_tko weak %p3, %nx token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %s4 = store_ptr_tko weak %p4, %ny token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %s5 = store_ptr_tko weak %p5, %nz token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %c100 = constant <i32: 100> : tile<i32>
    %v = addi %lin, %c100 : tile<i32>
    %s6 = store_ptr_tko weak %p6, %v token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %j = join_tokens %s0, %s1, %s2, %s3, %s4, %s5, %s6 : token
    %g = gdc_wait_tko token = %j -> token
    %f = memory_fence_alias_tko %g
    %l = gdc_launch_dependents_tko token = %f -> token
    %r, %rt = load_ptr_tko weak %p6 token=%l : tile<ptr<i32>> -> tile<i32>, token
    %r1 = addi %r, %c1 : tile<i32>
    %e = store_ptr_tko weak %p6, %r1 token=%rt : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @zs(%out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %a = muli %bz, %c10 : tile<i32>
    %v = addi %a, %nz : tile<i32>
    %p = offset %out, %bz : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
