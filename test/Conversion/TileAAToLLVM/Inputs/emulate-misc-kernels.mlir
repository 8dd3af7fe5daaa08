// Kernels of emulate-misc.test: insert, non-splat constants, ordered
// accesses and print.

// insert of a 4x4 tile into a 16x16 one at tile index (1, 2), and of a 4
// tile into a 16 tile at index 2.
func.func @insert(%m: !nv_tileaa.ptr<f32>, %p: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>,
                  %out1: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c16 = arith.constant 16 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i32
  %mm = nv_tileaa.make_memref %m, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mp = nv_tileaa.make_memref %p, sizes(%c4, %c4), strides(%c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mo = nv_tileaa.make_memref %out, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t0 = nv_tileaa.tiled_load %mm[%z, %z] steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  %y, %t1 = nv_tileaa.tiled_load %mp[%z, %z] steps [4, 4] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x4xf32>
  %r = nv_tileaa.insert %y, %x[%one, %two] : tensor<4x4xf32>, tensor<16x16xf32>[i64, i32]
  %t2 = nv_tileaa.tiled_store %r, %mo[%z, %z] steps [16, 16] dim_map [0, 1] : tensor<16x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %m1 = nv_tileaa.make_memref %m, sizes(%c16), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %p1 = nv_tileaa.make_memref %p, sizes(%c16), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %o1 = nv_tileaa.make_memref %out1, sizes(%c16), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %a, %t3 = nv_tileaa.tiled_load %m1[%z] steps [16] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  %b, %t4 = nv_tileaa.tiled_load %p1[%z] steps [4] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<4xf32>
  %ab = nv_tileaa.insert %b, %a[%two] : tensor<4xf32>, tensor<16xf32>[i32]
  %t5 = nv_tileaa.tiled_store %ab, %o1[%z] steps [16] dim_map [0] : tensor<16xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// Non-splat constants: an integer progression, a table of i32, of f32
// (64 elements: replicated slots under 128 threads) and of i1.
func.func @constants(%out: !nv_tileaa.ptr<i32>, %outf: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %c32 = arith.constant 32 : i64
  %c200 = arith.constant 200 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %mo = nv_tileaa.make_memref %out, sizes(%c32), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %prog = arith.constant dense<[5, 2, -1, -4, -7, -10, -13, -16]> : tensor<8xi32>
  %t0 = nv_tileaa.tiled_store %prog, %mo[%z] steps [8] dim_map [0] : tensor<8xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %table = arith.constant dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>
  %t1 = nv_tileaa.tiled_store %table, %mo[%one] steps [8] dim_map [0] : tensor<8xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %bits = arith.constant dense<[true, false, false, true, true, false, true, false]> : tensor<8xi1>
  %ones = arith.constant dense<1> : tensor<8xi32>
  %zeros = arith.constant dense<0> : tensor<8xi32>
  %sel = arith.select %bits, %ones, %zeros : tensor<8xi1>, tensor<8xi32>
  %t2 = nv_tileaa.tiled_store %sel, %mo[%two] steps [8] dim_map [0] : tensor<8xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %small = arith.constant dense<[[1, 2], [4, 8]]> : tensor<2x2xi8>
  %small32 = arith.extsi %small : tensor<2x2xi8> to tensor<2x2xi32>
  %flat = nv_tileaa.reshape %small32 : tensor<2x2xi32> -> tensor<4xi32>
  %mo4 = nv_tileaa.make_memref %out, sizes(%c32), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %six = arith.constant 6 : i32
  %t3 = nv_tileaa.tiled_store %flat, %mo4[%six] steps [4] dim_map [0] : tensor<4xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %mf = nv_tileaa.make_memref %outf, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %f = arith.constant dense<[0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0, 10.5, 11.0, 11.5, 12.0, 12.5, 13.0, 13.5, 14.0, 14.5, 15.0, 15.5, 16.0, 16.5, 17.0, 17.5, 18.0, 18.5, 19.0, 19.5, 20.0, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 23.5, 24.0, 24.5, 25.0, 25.5, 26.0, 26.5, 27.0, 27.5, 28.0, 28.5, 29.0, 29.5, 30.0, 30.5, 31.0, -1.0]> : tensor<64xf32>
  %t4 = nv_tileaa.tiled_store %f, %mf[%z] steps [64] dim_map [0] : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// Ordered accesses give the values weak ones would: an acquire view load
// of 64 elements (replicated slots under 128 threads), a release view store, acquire and
// release pointer accesses (tile and scalar), an acq_rel atomic add.
func.func @ordered(%x: !nv_tileaa.ptr<f32>, %y: !nv_tileaa.ptr<f32>, %flag: !nv_tileaa.ptr<i32>,
                   %counter: !nv_tileaa.ptr<i32>, %olds: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c200 = arith.constant 200 : i64
  %z = arith.constant 0 : i32
  %mx = nv_tileaa.make_memref %x, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %my = nv_tileaa.make_memref %y, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %v, %t0 = nv_tileaa.tiled_load %mx[%z] steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<64xf32>
  %two = arith.constant dense<2.0> : tensor<64xf32>
  %w = arith.mulf %v, %two : tensor<64xf32>
  %t1 = nv_tileaa.tiled_store %w, %my[%z] token(%t0) steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %f, %t2 = nv_tileaa.load %flag token(%t1) {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32> -> i32
  %f1 = arith.addi %f, %f : i32
  %t3 = nv_tileaa.store %f1, %flag token(%t2) {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  %r = nv_tileaa.make_range : tensor<32xi32>
  %po = nv_tileaa.splat %olds : !nv_tileaa.ptr<i32> -> tensor<32x!nv_tileaa.ptr<i32>>
  %pos = nv_tileaa.addptr %po, %r : tensor<32x!nv_tileaa.ptr<i32>>, tensor<32xi32>
  %ov, %t4 = nv_tileaa.load %pos {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<32x!nv_tileaa.ptr<i32>> -> tensor<32xi32>
  %ov1 = arith.addi %ov, %r : tensor<32xi32>
  %t5 = nv_tileaa.store %ov1, %pos token(%t4) {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<32xi32>, tensor<32x!nv_tileaa.ptr<i32>>
  %ones = arith.constant dense<1> : tensor<32xi32>
  %pc = nv_tileaa.splat %counter : !nv_tileaa.ptr<i32> -> tensor<32x!nv_tileaa.ptr<i32>>
  %o, %t6 = nv_tileaa.atomic_rmw add %ones, %pc {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<32xi32>, tensor<32x!nv_tileaa.ptr<i32>>
  return
}

// print: tiles as "[e0, e1, ...]", integers through 64 bits (sign-extended
// for %d), floats as double, %%, a line longer than 32 arguments.
func.func @print_tiles(%n: i32) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<4xi32>
  %f = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : tensor<4xf32>
  %t0 = nv_tileaa.print "r=%d f=%.2f n=%u 100%%\n", %r, %f, %n : tensor<4xi32>, tensor<4xf32>, i32
  %big = nv_tileaa.make_range : tensor<64xi64>
  %t1 = nv_tileaa.print "big=%d\n", %big : tensor<64xi64>
  %neg = arith.constant dense<[-1, 7]> : tensor<2xi8>
  %t2 = nv_tileaa.print "neg=%d %x\n", %neg, %neg : tensor<2xi8>, tensor<2xi8>
  %h = arith.constant dense<[[0.5, 3.0]]> : tensor<1x2xf16>
  %t3 = nv_tileaa.print "h=%g\n", %h : tensor<1x2xf16>
  return
}
