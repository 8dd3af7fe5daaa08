// A scan's result is laid out as its operand, even when a use (here a
// reshape into a coalesced store) asks for another layout before the
// operand has one (an unplanned f32 dot on sm_80 gets its layout late): the
// use gets a conversion after the scan. Found by the whole-compile
// differential (bench/differential), where the scan failed to verify
// ("expects results of the operand types") and NVIDIA compiles the kernel.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts | FileCheck %s

// CHECK-LABEL: func.func @scan_of_dot
// CHECK: nv_tileaa.scan %{{.+}} : tensor<64x32xf32, #[[L:.+]]> -> tensor<64x32xf32, #[[L]]>
// CHECK: %[[C:.+]] = nv_tileas.convert_layout %{{.+}} : tensor<64x32xf32, #[[L]]> -> tensor<64x32xf32, #[[S:.+]]>
// CHECK: nv_tileaa.reshape %[[C]] : tensor<64x32xf32, #[[S]]>
module attributes {tileiras.target = "sm_80"} {
  func.func @scan_of_dot(%arg0: !nv_tileaa.ptr<f32>, %arg1: i32, %arg2: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %cst = arith.constant 7.000000e+00 : f32
    %c1_i64 = arith.constant 1 : i64
    %c32_i64 = arith.constant 32 : i64
    %c0_i32 = arith.constant 0 : i32
    %0 = nv_tileaa.create_mem_token
    %1 = nv_tileaa.get_program_id 0
    %2 = arith.extsi %arg1 : i32 to i64
    %3 = nv_tileaa.make_memref %arg0, sizes(%2, %c32_i64), strides(%c32_i64, %c1_i64) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %a, %ta = nv_tileaa.tiled_load %3[%1, %c0_i32] token(%0) steps [64, 32] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<64x32xf32>
    %b, %tb = nv_tileaa.tiled_load %3[%1, %c0_i32] token(%0) steps [32, 32] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x32xf32>
    %6 = nv_tileaa.splat %cst : f32 -> tensor<64x32xf32>
    %7 = nv_tileaa.dot %a, %b, %6 : tensor<64x32xf32>, tensor<32x32xf32> -> tensor<64x32xf32>
    %8 = nv_tileaa.scan %7 dim = 0 reverse = false identities = [-1.000000e+30 : f32] : tensor<64x32xf32> -> tensor<64x32xf32> {
    ^bb0(%x: f32, %y: f32):
      %13 = arith.maxnumf %x, %y : f32
      nv_tileaa.yield %13 : f32
    }
    %9 = nv_tileaa.reshape %8 : tensor<64x32xf32> -> tensor<2048xf32>
    %11 = nv_tileaa.make_memref %arg2, sizes(%2), strides(%c1_i64) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %12 = nv_tileaa.tiled_store %9, %11[%1] token(%0) steps [2048] dim_map [0] : tensor<2048xf32>, !nv_tileaa.memref<f32, 1>[i32]
    return
  }
}
