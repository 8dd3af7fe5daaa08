// Shape, data-movement and grid ops round trip, including the result
// name hints of broadcast and reshape.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @iota
  testing$func @iota() {
    // CHECK: iota : tile<128xi32>
    %0 = iota : tile<128xi32>
    // 256 elements is exactly the i8 limit.
    // CHECK: iota : tile<256xi8>
    %1 = iota : tile<256xi8>
    // CHECK: iota : tile<2xi1>
    %2 = iota : tile<2xi1>
    // CHECK: iota : tile<1xi64>
    %3 = iota : tile<1xi64>
    return
  }

  // CHECK-LABEL: testing$func @broadcast_reshape
  testing$func @broadcast_reshape(%s: tile<1xf32>, %m: tile<1x4xf32>, %z: tile<i32>,
                                  %p: tile<1xptr<f16>>) {
    // CHECK: %bcast = broadcast %arg0 : tile<1xf32> -> tile<64xf32>
    %0 = broadcast %s : tile<1xf32> -> tile<64xf32>
    // CHECK: %bcast_0 = broadcast %arg1 : tile<1x4xf32> -> tile<8x4xf32>
    %1 = broadcast %m : tile<1x4xf32> -> tile<8x4xf32>
    // An identity broadcast is allowed.
    // CHECK: %bcast_1 = broadcast %arg1 : tile<1x4xf32> -> tile<1x4xf32>
    %2 = broadcast %m : tile<1x4xf32> -> tile<1x4xf32>
    // CHECK: %bcast_2 = broadcast %arg3 : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %3 = broadcast %p : tile<1xptr<f16>> -> tile<16xptr<f16>>
    // CHECK: %reshape = reshape %arg2 : tile<i32> -> tile<1xi32>
    %4 = reshape %z : tile<i32> -> tile<1xi32>
    // CHECK: %reshape_3 = reshape %bcast_0 : tile<8x4xf32> -> tile<32xf32>
    %5 = reshape %1 : tile<8x4xf32> -> tile<32xf32>
    // CHECK: %reshape_4 = reshape %bcast_0 : tile<8x4xf32> -> tile<2x4x4xf32>
    %6 = reshape %1 : tile<8x4xf32> -> tile<2x4x4xf32>
    // CHECK: %reshape_5 = reshape %arg0 : tile<1xf32> -> tile<f32>
    %7 = reshape %s : tile<1xf32> -> tile<f32>
    return
  }

  // CHECK-LABEL: testing$func @permute
  testing$func @permute(%a: tile<32x64xf32>, %b: tile<4x8x16xf16>, %c: tile<2x2xi1>) {
    // CHECK: permute %arg0 [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    %0 = permute %a [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    // CHECK: permute %arg1 [2, 1, 0] : tile<4x8x16xf16> -> tile<16x8x4xf16>
    %1 = permute %b [2, 1, 0] : tile<4x8x16xf16> -> tile<16x8x4xf16>
    // CHECK: permute %arg1 [1, 2, 0] : tile<4x8x16xf16> -> tile<8x16x4xf16>
    %2 = permute %b [1, 2, 0] : tile<4x8x16xf16> -> tile<8x16x4xf16>
    // The identity permutation is allowed.
    // CHECK: permute %arg2 [0, 1] : tile<2x2xi1> -> tile<2x2xi1>
    %3 = permute %c [0, 1] : tile<2x2xi1> -> tile<2x2xi1>
    return
  }

  // CHECK-LABEL: testing$func @cat
  testing$func @cat(%a: tile<4x32xf32>, %b: tile<4x32xf32>, %c: tile<4x16xf32>, %v: tile<2xi8>) {
    // CHECK: cat %arg0, %arg1 dim = 0 : tile<4x32xf32>, tile<4x32xf32> -> tile<8x32xf32>
    %0 = cat %a, %b dim = 0 : tile<4x32xf32>, tile<4x32xf32> -> tile<8x32xf32>
    // CHECK: cat %arg0, %arg1 dim = 1 : tile<4x32xf32>, tile<4x32xf32> -> tile<4x64xf32>
    %1 = cat %a, %b dim = 1 : tile<4x32xf32>, tile<4x32xf32> -> tile<4x64xf32>
    // Operands may differ in the concatenated dimension.
    // CHECK: cat %arg2, %arg2 dim = 1 : tile<4x16xf32>, tile<4x16xf32> -> tile<4x32xf32>
    %2 = cat %c, %c dim = 1 : tile<4x16xf32>, tile<4x16xf32> -> tile<4x32xf32>
    // CHECK: cat %arg3, %arg3 dim = 0 : tile<2xi8>, tile<2xi8> -> tile<4xi8>
    %3 = cat %v, %v dim = 0 : tile<2xi8>, tile<2xi8> -> tile<4xi8>
    return
  }

  // CHECK-LABEL: testing$func @extract_insert
  testing$func @extract_insert(%t: tile<16xf32>, %m: tile<8x32xf32>, %i: tile<i32>,
                               %j: tile<i32>, %big: tile<16x16xf32>, %small: tile<4x4xf32>) {
    // CHECK: extract %arg0[%arg2] : tile<16xf32> -> tile<1xf32>
    %0 = extract %t[%i] : tile<16xf32> -> tile<1xf32>
    // CHECK: extract %arg1[%arg2, %arg3] : tile<8x32xf32> -> tile<4x32xf32>
    %1 = extract %m[%i, %j] : tile<8x32xf32> -> tile<4x32xf32>
    // CHECK: extract %arg1[%arg2, %arg3] : tile<8x32xf32> -> tile<8x32xf32>
    %2 = extract %m[%i, %j] : tile<8x32xf32> -> tile<8x32xf32>
    // CHECK: insert %arg5, %arg4[%arg2, %arg3] : tile<4x4xf32>, tile<16x16xf32>
    %3 = insert %small, %big[%i, %j] : tile<4x4xf32>, tile<16x16xf32>
    return
  }

  // CHECK-LABEL: testing$func @select
  testing$func @select(%c: tile<128xi1>, %a: tile<128xi32>, %b: tile<128xi32>, %s: tile<i1>,
                       %x: tile<f32>, %y: tile<f32>, %p: tile<128xptr<f32>>) {
    // CHECK: select %arg0, %arg1, %arg2 : tile<128xi1>, tile<128xi32>
    %0 = select %c, %a, %b : tile<128xi1>, tile<128xi32>
    // CHECK: select %arg3, %arg4, %arg5 : tile<i1>, tile<f32>
    %1 = select %s, %x, %y : tile<i1>, tile<f32>
    // CHECK: select %arg0, %arg6, %arg6 : tile<128xi1>, tile<128xptr<f32>>
    %2 = select %c, %p, %p : tile<128xi1>, tile<128xptr<f32>>
    return
  }

  // CHECK-LABEL: testing$func @offset
  testing$func @offset(%p: tile<64xptr<i32>>, %o: tile<64xi64>, %q: tile<ptr<f16>>,
                       %k: tile<i32>) {
    // CHECK: offset %arg0, %arg1 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
    %0 = offset %p, %o : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
    // CHECK: offset %arg2, %arg3 : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
    %1 = offset %q, %k : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
    return
  }

  // CHECK-LABEL: testing$func @grid
  testing$func @grid() -> tile<i32> {
    // CHECK: %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK: %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: addi %blockId_z, %gridSize_y : tile<i32>
    %s = addi %z, %ny : tile<i32>
    return %s : tile<i32>
  }
}
