// Kernels of emulate-misc.test: insert, non-splat constants, ordered
// accesses, print, module globals, tiled_atomic_red, alloca and
// alias_fence.

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

// cuda_tile kernels, converted by --tileiras-convert-cuda-tile-to-tileaa.
cuda_tile.module @emu {
  // pack of 64 f16 into 128 bytes and unpack of 128 bytes into 32 i32: the
  // little-endian bytes of the source, as memcpy would reorder them.
  entry @pack(%in: tile<ptr<f16>>, %out: tile<ptr<i8>>, %in8: tile<ptr<i8>>, %out32: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %in, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %h, %t0 = load_view_tko weak %pv[%z] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %b = pack %h : tile<64xf16> -> tile<128xi8>
    %to = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %t1 = store_view_tko weak %b, %po[%z] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    %ti = make_tensor_view %in8, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %pi = make_partition_view %ti : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x, %t2 = load_view_tko weak %pi[%z] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %w = unpack %x : tile<128xi8> -> tile<32xi32>
    %tw = make_tensor_view %out32, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %pw = make_partition_view %tw : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %t3 = store_view_tko weak %w, %pw[%z] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A 6x8 f32 tensor (row stride 8): gather rows [5, -1, 2, 7] from column
  // 6 (columns 8 and 9 and rows -1 and 7 are outside: padding -inf), store
  // the 4x4 result to %out; scatter 100 + (4r + c) to rows [0, 3, 9, 1] from
  // column -2 of %dst (only columns 0 and 1 of rows 0, 3, 1 are inside).
  entry @gather(%src: tile<ptr<f32>>, %rowsp: tile<ptr<i32>>, %out: tile<ptr<f32>>, %dst: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %six = constant <i32: 6> : tile<i32>
    %m2 = constant <i32: -2> : tile<i32>
    %tr = make_tensor_view %rowsp, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %pr = make_partition_view %tr : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %rows, %t0 = load_view_tko weak %pr[%z] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %one = constant <i32: 1> : tile<i32>
    %rows2, %t1 = load_view_tko weak %pr[%one] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %ts = make_tensor_view %src, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %gs = make_gather_scatter_view %ts : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>
    %x, %t2 = load_view_tko weak %gs[%rows, %six] : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    %to = make_tensor_view %out, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %po = make_partition_view %to : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %t3 = store_view_tko weak %x, %po[%z, %z] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    %i = iota : tile<16xi32>
    %f = itof %i signed : tile<16xi32> -> tile<16xf32>
    %h = constant <f32: 100.0> : tile<16xf32>
    %v = addf %f, %h : tile<16xf32>
    %v2 = reshape %v : tile<16xf32> -> tile<4x4xf32>
    %td = make_tensor_view %dst, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %gd = make_gather_scatter_view %td : gather_scatter_view<tile=(4x4), tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>
    %t4 = store_view_tko weak %v2, %gd[%rows2, %m2] : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }

  // mmaf_scaled of a 4x64 e4m3 by a 64x4 e5m2 with e8m0 scales per 32
  // elements of K, the rhs scales N-major ([4, 2]), onto a loaded 4x4 f32.
  entry @scaled(%ap: tile<ptr<i8>>, %bp: tile<ptr<i8>>, %sap: tile<ptr<i8>>, %sbp: tile<ptr<i8>>, %cp: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %ap, shape = [4, 64], strides = [64, 1] : tensor_view<4x64xi8, strides=[64,1]>
    %pa = make_partition_view %ta : partition_view<tile=(4x64), tensor_view<4x64xi8, strides=[64,1]>>
    %a8, %t0 = load_view_tko weak %pa[%z, %z] : partition_view<tile=(4x64), tensor_view<4x64xi8, strides=[64,1]>>, tile<i32> -> tile<4x64xi8>, token
    %tb = make_tensor_view %bp, shape = [64, 4], strides = [4, 1] : tensor_view<64x4xi8, strides=[4,1]>
    %pb = make_partition_view %tb : partition_view<tile=(64x4), tensor_view<64x4xi8, strides=[4,1]>>
    %b8, %t1 = load_view_tko weak %pb[%z, %z] : partition_view<tile=(64x4), tensor_view<64x4xi8, strides=[4,1]>>, tile<i32> -> tile<64x4xi8>, token
    %ts = make_tensor_view %sap, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi8, strides=[2,1]>
    %ps = make_partition_view %ts : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>
    %sa8, %t2 = load_view_tko weak %ps[%z, %z] : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>, tile<i32> -> tile<4x2xi8>, token
    %tt = make_tensor_view %sbp, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xi8, strides=[2,1]>
    %pt = make_partition_view %tt : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>
    %sb8, %t3 = load_view_tko weak %pt[%z, %z] : partition_view<tile=(4x2), tensor_view<4x2xi8, strides=[2,1]>>, tile<i32> -> tile<4x2xi8>, token
    %tc = make_tensor_view %cp, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pc = make_partition_view %tc : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %c, %t4 = load_view_tko weak %pc[%z, %z] : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<4x4xf32>, token
    %a = bitcast %a8 : tile<4x64xi8> -> tile<4x64xf8E4M3FN>
    %b = bitcast %b8 : tile<64x4xi8> -> tile<64x4xf8E5M2>
    %sa = bitcast %sa8 : tile<4x2xi8> -> tile<4x2xf8E8M0FNU>
    %sb = bitcast %sb8 : tile<4x2xi8> -> tile<4x2xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<4x64xf8E4M3FN>, tile<64x4xf8E5M2>, tile<4x4xf32>, tile<4x2xf8E8M0FNU>, tile<4x2xf8E8M0FNU>
    %t5 = store_view_tko weak %d, %pc[%z, %z] token = %t4 : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
}

// Module data for @globals: a constant lookup table, a writable table
// (external: the harness reads it back), f32 and i1 (stored as bytes)
// constants.
nv_tileaa.global "private" @lut = dense<[7, -3, 12, 0, 5, 99, -40, 8, 1, 2, 3, 4, 1000, -1000, 64, 31]> : tensor<16xi32> {constant}
nv_tileaa.global @emu_acc_table = dense<[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 280, 290, 300, 310, 320, 330, 340, 350, 360, 370, 380, 390, 400, 410, 420, 430, 440, 450, 460, 470, 480, 490, 500, 510, 520, 530, 540, 550, 560, 570, 580, 590, 600, 610, 620, 630]> : tensor<64xi32> {alignment = 64 : i64}
nv_tileaa.global "private" @ftab = dense<[0.5, -1.25, 3.0, 1.0e+03, -0.0, 2.5, 6.0, -7.75]> : tensor<8xf32> {constant}
nv_tileaa.global "private" @flags = dense<[true, false, false, true, true, true, false, true]> : tensor<8xi1> {constant}

// get_global: the table read as a tile, gathered through pointers (64
// indices), the writable table read, added to and written back, the f32 and
// i1 tables read.
func.func @globals(%idx: !nv_tileaa.ptr<i32>, %out: !nv_tileaa.ptr<i32>, %outf: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %c16 = arith.constant 16 : i64
  %c64 = arith.constant 64 : i64
  %c200 = arith.constant 200 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %lut = nv_tileaa.get_global @lut : !nv_tileaa.ptr<i32>
  %ml = nv_tileaa.make_memref %lut, sizes(%c16), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %mo = nv_tileaa.make_memref %out, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %l, %t0 = nv_tileaa.tiled_load %ml[%z] steps [16] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<16xi32>
  %t1 = nv_tileaa.tiled_store %l, %mo[%z] steps [16] dim_map [0] : tensor<16xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %mi = nv_tileaa.make_memref %idx, sizes(%c64), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %i, %t2 = nv_tileaa.tiled_load %mi[%z] steps [64] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<64xi32>
  %base = nv_tileaa.splat %lut : !nv_tileaa.ptr<i32> -> tensor<64x!nv_tileaa.ptr<i32>>
  %ptrs = nv_tileaa.addptr %base, %i : tensor<64x!nv_tileaa.ptr<i32>>, tensor<64xi32>
  %g, %t3 = nv_tileaa.load %ptrs : tensor<64x!nv_tileaa.ptr<i32>> -> tensor<64xi32>
  %mo64 = nv_tileaa.make_memref %out, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %t4 = nv_tileaa.tiled_store %g, %mo64[%one] steps [64] dim_map [0] : tensor<64xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %acc = nv_tileaa.get_global @emu_acc_table : !nv_tileaa.ptr<i32>
  %ma = nv_tileaa.make_memref %acc, sizes(%c64), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %a, %t5 = nv_tileaa.tiled_load %ma[%z] steps [64] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<64xi32>
  %s = arith.addi %a, %g : tensor<64xi32>
  %t6 = nv_tileaa.tiled_store %s, %ma[%z] token(%t5) steps [64] dim_map [0] : tensor<64xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %ft = nv_tileaa.get_global @ftab : !nv_tileaa.ptr<f32>
  %mf = nv_tileaa.make_memref %ft, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %f, %t7 = nv_tileaa.tiled_load %mf[%z] steps [8] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<8xf32>
  %two = arith.constant dense<2.0> : tensor<8xf32>
  %f2 = arith.mulf %f, %two : tensor<8xf32>
  %mof = nv_tileaa.make_memref %outf, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t8 = nv_tileaa.tiled_store %f2, %mof[%z] steps [8] dim_map [0] : tensor<8xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %fl = nv_tileaa.get_global @flags : !nv_tileaa.ptr<i1>
  %mb = nv_tileaa.make_memref %fl, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<i1> -> !nv_tileaa.memref<i1, 1>
  %b, %t9 = nv_tileaa.tiled_load %mb[%z] steps [8] dim_map [0] : !nv_tileaa.memref<i1, 1>[i32] -> tensor<8xi1>
  %yes = arith.constant dense<11> : tensor<8xi32>
  %no = arith.constant dense<-22> : tensor<8xi32>
  %sel = arith.select %b, %yes, %no : tensor<8xi1>, tensor<8xi32>
  %two8 = arith.constant 2 : i32
  %mo8 = nv_tileaa.make_memref %out, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %t10 = nv_tileaa.tiled_store %sel, %mo8[%two8] steps [8] dim_map [0] : tensor<8xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// tiled_atomic_red, run by several tile blocks at once (the harness's
// concurrent grid), each adding its tile (loaded from row `pid` of the
// inputs) into the same buffers:
// * addf of 256 elements into 200 (the rest out of bounds), and of 64 more
//   into elements 64..127 of the same buffer;
// * add of an 8x16 tile through a view whose rows all alias (row stride 0):
//   the 8 threads owning a column add into one word;
// * add of 16 i64 (replicated slots from 32 threads on: replicas must not
//   add), signed max of 64 i32, umin of 32 i32 (tl_blk scope).
// No scratch: the tile blocks run concurrently.
func.func @atomic_red(%srcf: !nv_tileaa.ptr<f32>, %f: !nv_tileaa.ptr<f32>,
                      %srci: !nv_tileaa.ptr<i32>, %col: !nv_tileaa.ptr<i32>,
                      %src64: !nv_tileaa.ptr<i64>, %acc64: !nv_tileaa.ptr<i64>,
                      %mx: !nv_tileaa.ptr<i32>, %mn: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %c128 = arith.constant 128 : i64
  %c200 = arith.constant 200 : i64
  %c256 = arith.constant 256 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %pid = nv_tileaa.get_program_id 0
  // Per tile block: 256 + 64 f32, 128 + 64 + 32 i32, 16 i64.
  %msf = nv_tileaa.make_memref %srcf, sizes(%c1024, %c256), strides(%c256, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x, %t0 = nv_tileaa.tiled_load %msf[%pid, %z] steps [1, 256] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<1x256xf32>
  %xf = nv_tileaa.reshape %x : tensor<1x256xf32> -> tensor<256xf32>
  %mf = nv_tileaa.make_memref %f, sizes(%c200), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %r0 = nv_tileaa.tiled_atomic_red addf %xf, %mf[%z] steps [256] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %y, %t1 = nv_tileaa.tiled_load %msf[%pid, %z] steps [1, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<1x64xf32>
  %yf = nv_tileaa.reshape %y : tensor<1x64xf32> -> tensor<64xf32>
  %r1 = nv_tileaa.tiled_atomic_red addf %yf, %mf[%one] token(%r0) steps [64] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %msi = nv_tileaa.make_memref %srci, sizes(%c1024, %c8, %c16), strides(%c256, %c16, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 3>
  %w, %t2 = nv_tileaa.tiled_load %msi[%pid, %z, %z] steps [1, 8, 16] dim_map [0, 1, 2] : !nv_tileaa.memref<i32, 3>[i32, i32, i32] -> tensor<1x8x16xi32>
  %w2 = nv_tileaa.reshape %w : tensor<1x8x16xi32> -> tensor<8x16xi32>
  %mc = nv_tileaa.make_memref %col, sizes(%c8, %c16), strides(%c0, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %r2 = nv_tileaa.tiled_atomic_red add %w2, %mc[%z, %z] steps [8, 16] dim_map [0, 1] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<8x16xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  %ms64 = nv_tileaa.make_memref %src64, sizes(%c1024, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 2>
  %v, %t3 = nv_tileaa.tiled_load %ms64[%pid, %z] steps [1, 16] dim_map [0, 1] : !nv_tileaa.memref<i64, 2>[i32, i32] -> tensor<1x16xi64>
  %v1 = nv_tileaa.reshape %v : tensor<1x16xi64> -> tensor<16xi64>
  %ma = nv_tileaa.make_memref %acc64, sizes(%c16), strides(%c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 1>
  %r3 = nv_tileaa.tiled_atomic_red add %v1, %ma[%z] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi64>, !nv_tileaa.memref<i64, 1>[i32]
  %mx2 = nv_tileaa.make_memref %srci, sizes(%c1024, %c256), strides(%c256, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %m, %t4 = nv_tileaa.tiled_load %mx2[%pid, %one] steps [1, 64] dim_map [0, 1] : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<1x64xi32>
  %m1 = nv_tileaa.reshape %m : tensor<1x64xi32> -> tensor<64xi32>
  %mm = nv_tileaa.make_memref %mx, sizes(%c64), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %r4 = nv_tileaa.tiled_atomic_red max %m1, %mm[%z] steps [64] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<64xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %mn2 = nv_tileaa.make_memref %srci, sizes(%c1024, %c256), strides(%c256, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %six = arith.constant 6 : i32
  %n, %t5 = nv_tileaa.tiled_load %mn2[%pid, %six] steps [1, 32] dim_map [0, 1] : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<1x32xi32>
  %n1 = nv_tileaa.reshape %n : tensor<1x32xi32> -> tensor<32xi32>
  %mu = nv_tileaa.make_memref %mn, sizes(%c32), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %r5 = nv_tileaa.tiled_atomic_red umin %n1, %mu[%z] steps [32] dim_map [0] {scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<32xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// alloca: 256 i32 at 128-byte alignment (the harness's malloc returns
// garbage-filled storage 16 bytes past a 128-byte boundary). The storage
// reads as zeros, is written as a 1-D tile and, after an alias_fence, read
// back transposed through a 16x16 view, i.e. by other threads; the aligned
// address is stored for the harness.
func.func @scratch_alloca(%out: !nv_tileaa.ptr<i32>, %addr: !nv_tileaa.ptr<i64>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %c256 = arith.constant 256 : i64
  %c512 = arith.constant 512 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = nv_tileaa.alloca num_elem = 256, alignment = 128 : !nv_tileaa.ptr<i32>
  %ma = nv_tileaa.make_memref %a, sizes(%c256), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %mo = nv_tileaa.make_memref %out, sizes(%c512), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %zero, %t0 = nv_tileaa.tiled_load %ma[%z] steps [256] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<256xi32>
  %t1 = nv_tileaa.tiled_store %zero, %mo[%z] steps [256] dim_map [0] : tensor<256xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %r = nv_tileaa.make_range : tensor<256xi32>
  %five = arith.constant dense<5> : tensor<256xi32>
  %onev = arith.constant dense<1> : tensor<256xi32>
  %r5 = arith.muli %r, %five : tensor<256xi32>
  %v = arith.addi %r5, %onev : tensor<256xi32>
  %t2 = nv_tileaa.tiled_store %v, %ma[%z] token(%t0) steps [256] dim_map [0] : tensor<256xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %f = nv_tileaa.alias_fence token(%t2)
  %mt = nv_tileaa.make_memref %a, sizes(%c16, %c16), strides(%c1, %c16) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %u, %t3 = nv_tileaa.tiled_load %mt[%z, %z] token(%f) steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<16x16xi32>
  %mo2 = nv_tileaa.make_memref %out, sizes(%c32, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %t4 = nv_tileaa.tiled_store %u, %mo2[%one, %z] steps [16, 16] dim_map [0, 1] : tensor<16x16xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  %ai = nv_tileaa.ptr_to_int %a : !nv_tileaa.ptr<i32> -> i64
  %as = nv_tileaa.splat %ai : i64 -> tensor<1xi64>
  %mad = nv_tileaa.make_memref %addr, sizes(%c1), strides(%c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 1>
  %t5 = nv_tileaa.tiled_store %as, %mad[%z] steps [1] dim_map [0] : tensor<1xi64>, !nv_tileaa.memref<i64, 1>[i32]
  return
}

// alias_fence between threads: a 256-element tile stored through a 1-D view
// of %buf is read back, after the fence, through a transposed 16x16 view
// and through pointers in reverse order, so each element is read by a
// thread other than its writer.
func.func @fence(%buf: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i64
  %c256 = arith.constant 256 : i64
  %c512 = arith.constant 512 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %mb = nv_tileaa.make_memref %buf, sizes(%c256), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %r = nv_tileaa.make_range : tensor<256xi32>
  %rf = arith.sitofp %r : tensor<256xi32> to tensor<256xf32>
  %half = arith.constant dense<0.5> : tensor<256xf32>
  %v = arith.addf %rf, %half : tensor<256xf32>
  %t0 = nv_tileaa.tiled_store %v, %mb[%z] steps [256] dim_map [0] : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %f = nv_tileaa.alias_fence token(%t0)
  %mt = nv_tileaa.make_memref %buf, sizes(%c16, %c16), strides(%c1, %c16) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %u, %t1 = nv_tileaa.tiled_load %mt[%z, %z] token(%f) steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  %mo = nv_tileaa.make_memref %out, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %t2 = nv_tileaa.tiled_store %u, %mo[%z, %z] steps [16, 16] dim_map [0, 1] : tensor<16x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %last = arith.constant dense<255> : tensor<256xi32>
  %rev = arith.subi %last, %r : tensor<256xi32>
  %pb = nv_tileaa.splat %buf : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %ps = nv_tileaa.addptr %pb, %rev : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %w, %t3 = nv_tileaa.load %ps token(%f) : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  %mo1 = nv_tileaa.make_memref %out, sizes(%c512), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t4 = nv_tileaa.tiled_store %w, %mo1[%one] steps [256] dim_map [0] : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}
