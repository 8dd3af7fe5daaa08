// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// mmaf, mmai and mmaf_scaled.

cuda_tile.module @mma {
  // CHECK-LABEL: testing$func @mmaf_types
  testing$func @mmaf_types(%a16: tile<64x32xf16>, %b16: tile<32x64xf16>, %c16: tile<64x64xf16>,
                           %c32: tile<64x64xf32>, %abf: tile<64x32xbf16>, %bbf: tile<32x64xbf16>,
                           %atf: tile<64x32xtf32>, %btf: tile<32x64xtf32>,
                           %a32: tile<64x32xf32>, %b32: tile<32x64xf32>,
                           %a64: tile<16x8xf64>, %b64: tile<8x16xf64>, %c64: tile<16x16xf64>,
                           %a8: tile<64x32xf8E4M3FN>, %b8: tile<32x64xf8E4M3FN>,
                           %a5: tile<64x32xf8E5M2>, %b5: tile<32x64xf8E5M2>) {
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf16>
    %0 = mmaf %a16, %b16, %c16 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf16>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %1 = mmaf %a16, %b16, %c32 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
    %2 = mmaf %abf, %bbf, %c32 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xtf32>, tile<32x64xtf32>, tile<64x64xf32>
    %3 = mmaf %atf, %btf, %c32 : tile<64x32xtf32>, tile<32x64xtf32>, tile<64x64xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf32>, tile<32x64xf32>, tile<64x64xf32>
    %4 = mmaf %a32, %b32, %c32 : tile<64x32xf32>, tile<32x64xf32>, tile<64x64xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf64>, tile<8x16xf64>, tile<16x16xf64>
    %5 = mmaf %a64, %b64, %c64 : tile<16x8xf64>, tile<8x16xf64>, tile<16x16xf64>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf16>
    %6 = mmaf %a8, %b8, %c16 : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf16>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x32xf8E5M2>, tile<32x64xf8E5M2>, tile<64x64xf32>
    %7 = mmaf %a5, %b5, %c32 : tile<64x32xf8E5M2>, tile<32x64xf8E5M2>, tile<64x64xf32>
    // 13.3 fast accumulation flag.
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<64x32xf8E5M2>
    %8 = mmaf %a5, %b5, %c32 fast_acc : tile<64x32xf8E5M2>, tile<32x64xf8E5M2>, tile<64x64xf32>
    return
  }

  // Batched: (B x) M x K times (B x) K x N.
  // CHECK-LABEL: testing$func @mmaf_batched
  testing$func @mmaf_batched(%a: tile<4x64x16xf16>, %b: tile<4x16x32xf16>, %c: tile<4x64x32xf32>) -> tile<4x64x32xf32> {
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x64x16xf16>, tile<4x16x32xf16>, tile<4x64x32xf32>
    %0 = mmaf %a, %b, %c : tile<4x64x16xf16>, tile<4x16x32xf16>, tile<4x64x32xf32>
    return %0 : tile<4x64x32xf32>
  }

  // CHECK-LABEL: testing$func @mmai
  testing$func @mmai(%a: tile<64x64xi8>, %b: tile<64x64xi8>, %c: tile<64x64xi32>,
                     %ba: tile<2x16x32xi8>, %bb: tile<2x32x8xi8>, %bc: tile<2x16x8xi32>) {
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed signed : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
    %0 = mmai %a, %b, %c signed signed : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned signed :
    %1 = mmai %a, %b, %c unsigned signed : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed unsigned :
    %2 = mmai %a, %b, %c signed unsigned : tile<64x64xi8>, tile<64x64xi8>, tile<64x64xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned unsigned : tile<2x16x32xi8>, tile<2x32x8xi8>, tile<2x16x8xi32>
    %3 = mmai %ba, %bb, %bc unsigned unsigned : tile<2x16x32xi8>, tile<2x32x8xi8>, tile<2x16x8xi32>
    return
  }

  // CHECK-LABEL: testing$func @mmaf_scaled
  testing$func @mmaf_scaled(%a: tile<64x64xf8E4M3FN>, %b: tile<64x32xf8E4M3FN>, %c: tile<64x32xf32>,
                            %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x32xf8E8M0FNU>) -> tile<64x32xf32> {
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<64x32xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<64x32xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    return %0 : tile<64x32xf32>
  }
}
