// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// pack and unpack are nv_tileaa.repack; a gather_scatter_view is its tensor
// view's memref and its accesses are pointer accesses (rows from the index
// tile along sparse_dim, element offset + lane along the other dimensions,
// masked to the tensor); mmaf_scaled decodes operands and scales to f32,
// spreads each scale over its K block and multiplies before the dot.

cuda_tile.module @m {
  // CHECK-LABEL: func.func @repack
  // CHECK: nv_tileaa.repack %{{.*}} : tensor<64xf16> -> tensor<128xi8>
  // CHECK: nv_tileaa.repack %{{.*}} : tensor<128xi8> -> tensor<32xf32>
  testing$func @repack(%h: tile<64xf16>, %x: tile<128xi8>) -> (tile<128xi8>, tile<32xf32>) {
    %0 = pack %h : tile<64xf16> -> tile<128xi8>
    %1 = unpack %x : tile<128xi8> -> tile<32xf32>
    return %0, %1 : tile<128xi8>, tile<32xf32>
  }

  // CHECK-LABEL: func.func @gather
  // CHECK-SAME: (%[[M:.*]]: !nv_tileaa.memref<f32, 2>, %[[R:.*]]: tensor<8xi32>, %[[J:.*]]: i32, %[[T:.*]]: !nv_tileaa.mem_token)
  // Rows: the index tile, bounded by the dynamic size and times the stride.
  // CHECK: %[[R64:.*]] = arith.extsi %[[R]] : tensor<8xi32> to tensor<8xi64>
  // CHECK: %[[RC:.*]] = nv_tileaa.reshape %[[R64]] : tensor<8xi64> -> tensor<8x1xi64>
  // CHECK: %[[ROW:.*]] = nv_tileaa.broadcast %[[RC]] : tensor<8x1xi64> -> tensor<8x32xi64>
  // CHECK: nv_tileaa.get_dim_size %[[M]], 0
  // CHECK: nv_tileaa.get_dim_stride %[[M]], 0
  // CHECK: arith.cmpi sge, %[[ROW]]
  // CHECK: arith.cmpi slt, %[[ROW]]
  // Columns: %j + 0..31, bounded by the static 64, stride 1.
  // CHECK: %[[LANE:.*]] = nv_tileaa.make_range : tensor<32xi32>
  // CHECK: %[[J64:.*]] = arith.extsi %[[J]] : i32 to i64
  // CHECK: %[[COL:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<1x32xi64> -> tensor<8x32xi64>
  // CHECK: arith.cmpi slt, %[[COL]]
  // CHECK: arith.andi
  // CHECK: %[[MASK:.*]] = arith.andi %{{.*}}, %{{.*}} : tensor<8x32xi1>
  // CHECK: %[[OFF:.*]] = arith.addi %{{.*}}, %{{.*}} : tensor<8x32xi64>
  // CHECK: %[[BASE:.*]] = nv_tileaa.get_base %[[M]] : !nv_tileaa.memref<f32, 2> -> !nv_tileaa.ptr<f32>
  // CHECK: %[[BASES:.*]] = nv_tileaa.splat %[[BASE]] : !nv_tileaa.ptr<f32> -> tensor<8x32x!nv_tileaa.ptr<f32>>
  // CHECK: %[[PTRS:.*]] = nv_tileaa.addptr %[[BASES]], %[[OFF]]
  // CHECK: %[[NAN:.*]] = nv_tileaa.splat %{{.*}} : f32 -> tensor<8x32xf32>
  // CHECK: %[[X:.*]], %[[T1:.*]] = nv_tileaa.load %[[PTRS]] mask(%[[MASK]] : tensor<8x32xi1>) other(%[[NAN]] : tensor<8x32xf32>) token(%[[T]])
  // CHECK: nv_tileaa.store %[[X]], %{{.*}} mask(%{{.*}} : tensor<8x32xi1>) token(%[[T1]]) {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<release>}
  // Index space: one per row along sparse_dim, ceil(64 / 32) along the other.
  // CHECK: %[[N0:.*]] = nv_tileaa.get_dim_size %[[M]], 0
  // CHECK: arith.trunci %[[N0]] : i64 to i32
  // CHECK: arith.ceildivui %{{.*}}, %{{.*}} : i64
  testing$func @gather(%tv: tensor_view<?x64xf32, strides=[?,1]>, %rows: tile<8xi32>, %j: tile<i32>, %t: token) -> (tile<8x32xf32>, tile<i32>, tile<i32>) {
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, sparse_dim=0>
    %x, %t1 = load_view_tko weak %v[%rows, %j] token = %t : gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
    %t2 = store_view_tko release device %x, %v[%rows, %j] token = %t1 : tile<8x32xf32>, gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    %n:2 = get_index_space_shape %v : gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, sparse_dim=0> -> tile<i32>
    return %x, %n#0, %n#1 : tile<8x32xf32>, tile<i32>, tile<i32>
  }

  // e8m0 x is 2^(x - 127): x << 23 as f32 bits, 0x00400000 for x = 0, NaN
  // for 0xff. The rhs scales here are N-major ([8, 2]: n = 8, 2 K blocks).
  // CHECK-LABEL: func.func @scaled
  // CHECK: %[[A:.*]] = arith.extf %{{.*}} : tensor<16x64xf8E4M3FN> to tensor<16x64xf32>
  // CHECK: %[[B:.*]] = arith.extf %{{.*}} : tensor<64x8xf8E5M2> to tensor<64x8xf32>
  // CHECK: arith.bitcast %{{.*}} : tensor<16x2xf8E8M0FNU> to tensor<16x2xi8>
  // CHECK: arith.shli
  // CHECK: arith.constant 4194304 : i32
  // CHECK: arith.constant 2143289344 : i32
  // CHECK: %[[SA:.*]] = arith.bitcast %{{.*}} : tensor<16x2xi32> to tensor<16x2xf32>
  // CHECK: nv_tileaa.reshape %[[SA]] : tensor<16x2xf32> -> tensor<16x2x1xf32>
  // CHECK: nv_tileaa.broadcast %{{.*}} : tensor<16x2x1xf32> -> tensor<16x2x32xf32>
  // CHECK: %[[SAK:.*]] = nv_tileaa.reshape %{{.*}} : tensor<16x2x32xf32> -> tensor<16x64xf32>
  // CHECK: %[[SBN:.*]] = nv_tileaa.reshape %{{.*}} : tensor<8x2x32xf32> -> tensor<8x64xf32>
  // CHECK: %[[SBK:.*]] = nv_tileaa.permute %[[SBN]] [1, 0] : tensor<8x64xf32> -> tensor<64x8xf32>
  // CHECK: %[[AS:.*]] = arith.mulf %[[A]], %[[SAK]] : tensor<16x64xf32>
  // CHECK: %[[BS:.*]] = arith.mulf %[[B]], %[[SBK]] : tensor<64x8xf32>
  // CHECK: nv_tileaa.dot %[[AS]], %[[BS]], %{{.*}} : tensor<16x64xf32>, tensor<64x8xf32> -> tensor<16x8xf32>
  testing$func @scaled(%a: tile<16x64xf8E4M3FN>, %b: tile<64x8xf8E5M2>, %c: tile<16x8xf32>,
                       %sa: tile<16x2xf8E8M0FNU>, %sb: tile<8x2xf8E8M0FNU>) -> tile<16x8xf32> {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E5M2>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<8x2xf8E8M0FNU>
    return %0 : tile<16x8xf32>
  }

  // K-major rhs scales [2, 8]: [2, 1, 8] -> [2, 32, 8] -> [64, 8].
  // CHECK-LABEL: func.func @scaled_k_major
  // CHECK: nv_tileaa.reshape %{{.*}} : tensor<2x8xf32> -> tensor<2x1x8xf32>
  // CHECK: nv_tileaa.broadcast %{{.*}} : tensor<2x1x8xf32> -> tensor<2x32x8xf32>
  // CHECK: nv_tileaa.reshape %{{.*}} : tensor<2x32x8xf32> -> tensor<64x8xf32>
  testing$func @scaled_k_major(%a: tile<16x64xf8E4M3FN>, %b: tile<64x8xf8E4M3FN>, %c: tile<16x8xf32>,
                               %sa: tile<16x2xf8E8M0FNU>, %sb: tile<2x8xf8E8M0FNU>) -> tile<16x8xf32> {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<16x8xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
    return %0 : tile<16x8xf32>
  }

  // itof to f8 goes through f32 (exact below 2^24) and rounds like the
  // interpreter: past the largest finite value by more than half an ulp it
  // is NaN for e4m3 and infinity for e5m2 (the cvt would saturate). ftoi
  // from f8 converts the exact f32 value.
  // CHECK-LABEL: func.func @f8_int
  // CHECK: %[[F:.*]] = arith.sitofp %{{.*}} : tensor<4xi32> to tensor<4xf32>
  // CHECK: %[[R:.*]] = arith.truncf %[[F]] : tensor<4xf32> to tensor<4xf8E4M3FN>
  // CHECK: %[[ABS:.*]] = math.absf %[[F]]
  // CHECK: arith.constant 4.640000e+02 : f32
  // CHECK: %[[OVER:.*]] = arith.cmpf ogt, %[[ABS]]
  // CHECK: arith.constant 0x7F : f8E4M3FN
  // CHECK: arith.select %[[OVER]], %{{.*}}, %[[R]]
  // CHECK: %[[U:.*]] = arith.uitofp %{{.*}} : tensor<4xi32> to tensor<4xf32>
  // CHECK: arith.constant 6.144000e+04 : f32
  // CHECK: arith.cmpf oge
  // CHECK: arith.cmpf olt, %[[U]]
  // CHECK: arith.constant 0xFC : f8E5M2
  // CHECK: arith.constant 0x7C : f8E5M2
  // CHECK: %[[X:.*]] = arith.extf %{{.*}} : tensor<4xf8E4M3FN> to tensor<4xf32>
  // CHECK: arith.fptosi %[[X]] : tensor<4xf32> to tensor<4xi16>
  testing$func @f8_int(%i: tile<4xi32>, %h: tile<4xf8E4M3FN>) -> (tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xi16>) {
    %0 = itof %i signed : tile<4xi32> -> tile<4xf8E4M3FN>
    %1 = itof %i unsigned : tile<4xi32> -> tile<4xf8E5M2>
    %2 = ftoi %h signed : tile<4xf8E4M3FN> -> tile<4xi16>
    return %0, %1, %2 : tile<4xf8E4M3FN>, tile<4xf8E5M2>, tile<4xi16>
  }
}
