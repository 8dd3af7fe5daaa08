// Semantics of rounding modes, flush-to-zero and f8 conversions: the
// reference interpreter must give the values worked out by hand below, and
// the SIMT lowering of the same functions must use the PTX instructions
// that compute them (ptxas assembles the result). Without a GPU, the two
// halves together are the check that the lowering means what the
// interpreter computes. (f8 results are returned as their bits: the SIMT
// lowering does not take f8 tiles in function signatures yet.)
//
// REQUIRES: tileiras-run
// REQUIRES: ptxas || ptxas-pypi
// RUN: tileiras-run %s --func arith --hex --arg f32:1.0,-1.0,1.0,0x1.fffffep+127 --arg f32:0x1p-24,-0x1p-24,-0x1p-25,0x1.fffffep+127 | FileCheck %s --check-prefix=ARITH
// RUN: tileiras-run %s --func muldiv --hex --arg f32:0x1.000002p+0,1.0,-1.0,2.0 --arg f32:0x1.000002p+0,3.0,3.0,1.0 | FileCheck %s --check-prefix=MULDIV
// RUN: tileiras-run %s --func flush --hex --arg f32:0x1p-130,-0x1p-130,-130.0,3.0 --arg f32:0x1p-130,-0x1p-130,4.0,0x1p-126 | FileCheck %s --check-prefix=FLUSH
// RUN: tileiras-run %s --func root --hex --arg f32:2.0,4.0,9.0,-1.0 --arg f32:0x1p-149,-0x1p-130,0x1p-126,1.0 | FileCheck %s --check-prefix=ROOT
// RUN: tileiras-run %s --func narrow --hex --arg f32:-0x1.001p+0,70000.0 --arg f32:0x1.008p+0,-0x1.008p+0 | FileCheck %s --check-prefix=NARROW
// RUN: tileiras-run %s --func tof8 --hex --arg f32:1.0,1.0625,1.1875,500.0,0x1p-9,0x1p-10,0x1.8p-9,-inf | FileCheck %s --check-prefix=TOF8
// RUN: tileiras-run %s --func fromf8 --hex --arg i8:1,126,127,-72 | FileCheck %s --check-prefix=FROMF8
// RUN: tileiras-run %s --func f64tof8 --hex --arg f64:0x1.1000000001p+0,0x1.1p+0 | FileCheck %s --check-prefix=F64
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm=gpu-name=sm_90 | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 -o %t/oracle.ptx
// RUN: %ptxas_bin -arch=sm_90a %t/oracle.ptx -o %t/oracle.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/oracle.ptx

cuda_tile.module @m {
  // 1 + 2^-24 lies halfway between 1 and 1 + 2^-23 (0x3f800001): rz and rm
  // truncate to 1, rp goes up; mirrored for -1 - 2^-24 (rm goes down to
  // 0xbf800001). 1 - 2^-25 lies halfway between 1 - 2^-24 (0x3f7fffff) and
  // 1. FLT_MAX + FLT_MAX overflows: to FLT_MAX in rz/rm, to inf in rp.
  // ARITH: result #0 = [0x3f800000, 0xbf800000, 0x3f7fffff, 0x7f7fffff]
  // ARITH: result #1 = [0x3f800001, 0xbf800000, 0x3f800000, 0x7f800000]
  // ARITH: result #2 = [0x3f800000, 0xbf800001, 0x3f7fffff, 0x7f7fffff]
  // PTX-LABEL: arith(
  // PTX: add.rz.f32
  // PTX: add.rp.f32
  // PTX: add.rm.f32
  testing$func @arith(%a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %0 = addf %a, %b rounding<zero> : tile<4xf32>
    %1 = addf %a, %b rounding<positive_inf> : tile<4xf32>
    %2 = addf %a, %b rounding<negative_inf> : tile<4xf32>
    return %0, %1, %2 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: rz 0x3f800002, rp 0x3f800003.
  // 1/3 = 0x3eaaaaaa plus more than half an ulp: rz/rm 0x3eaaaaaa, rp
  // 0x3eaaaaab; -1/3: rz/rp 0xbeaaaaaa, rm 0xbeaaaaab. Exact cases stay.
  // MULDIV: result #0 = [0x3f800002, 0x40400000, 0xc0400000, 0x40000000]
  // MULDIV: result #1 = [0x3f800003, 0x40400000, 0xc0400000, 0x40000000]
  // MULDIV: result #2 = [0x3f800000, 0x3eaaaaaa, 0xbeaaaaaa, 0x40000000]
  // MULDIV: result #3 = [0x3f800000, 0x3eaaaaab, 0xbeaaaaaa, 0x40000000]
  // MULDIV: result #4 = [0x3f800000, 0x3eaaaaaa, 0xbeaaaaab, 0x40000000]
  // PTX-LABEL: muldiv(
  // PTX: mul.rz.f32
  // PTX: mul.rp.f32
  // PTX: div.rz.f32
  // PTX: div.rp.f32
  // PTX: div.rm.f32
  testing$func @muldiv(%a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %0 = mulf %a, %b rounding<zero> : tile<4xf32>
    %1 = mulf %a, %b rounding<positive_inf> : tile<4xf32>
    %2 = divf %a, %b rounding<zero> : tile<4xf32>
    %3 = divf %a, %b rounding<positive_inf> : tile<4xf32>
    %4 = divf %a, %b rounding<negative_inf> : tile<4xf32>
    return %0, %1, %2, %3, %4 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // sqrt(2) = 1.41421356..., 2.4e-8 above 0x3fb504f3 (an ulp is 1.2e-7):
  // rz 0x3fb504f3, rp 0x3fb504f4; sqrt(-1) is NaN. flush_to_zero: 2^-149
  // and -2^-130 are subnormal, read as +0 and -0; 2^-126 is normal.
  // ROOT: result #0 = [0x3fb504f3, 0x40000000, 0x40400000, 0x7fc00000]
  // ROOT: result #1 = [0x3fb504f4, 0x40000000, 0x40400000, 0x7fc00000]
  // ROOT: result #2 = [0x00000000, 0x80000000, 0x01000000, 0x40000000]
  // PTX-LABEL: root(
  // PTX: sqrt.rz.f32
  // PTX: sqrt.rp.f32
  // PTX: add.rn.ftz.f32
  testing$func @root(%a: tile<4xf32>, %s: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %0 = sqrt %a rounding<zero> : tile<4xf32>
    %1 = sqrt %a rounding<positive_inf> : tile<4xf32>
    %2 = addf %s, %s flush_to_zero : tile<4xf32>
    return %0, %1, %2 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // exp2 and rsqrt with flush_to_zero read a subnormal operand as a zero of
  // its sign (exp2 gives 1, rsqrt gives inf of that sign) and flush a
  // subnormal result (exp2(-130) = 2^-130) to +0; the lowering is the .ftz
  // instruction alone (one MUFU each), no flushing code around it.
  // FLUSH: result #0 = [0x3f800000, 0x3f800000, 0x00000000, 0x41000000]
  // FLUSH: result #1 = [0x7f800000, 0xff800000, 0x3f000000, 0x5f000000]
  // PTX-LABEL: flush(
  // PTX: ex2.approx.ftz.f32
  // PTX: rsqrt.approx.ftz.f32
  testing$func @flush(%a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %0 = exp2 %a flush_to_zero : tile<4xf32>
    %1 = rsqrt %b flush_to_zero : tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }

  // f16 steps by 2^-10 at 1: -(1 + 2^-12) is -1 in rz/rp (0xbc00) and
  // -(1 + 2^-10) in rm (0xbc01). 70000 is beyond 65504 (0x7bff): rz and rm
  // stop there, rp overflows to inf. bf16 steps by 2^-7: 1 + 2^-9 is 0x3f80
  // in rm and -(1 + 2^-9) is 0xbf81.
  // NARROW: result #0 = [0xbc00, 0x7bff]
  // NARROW: result #1 = [0xbc01, 0x7bff]
  // NARROW: result #2 = [0xbc00, 0x7c00]
  // NARROW: result #3 = [0x3f80, 0xbf81]
  // PTX-LABEL: narrow(
  // PTX-DAG: cvt.rz.f16.f32
  // PTX-DAG: cvt.rm.f16.f32
  // PTX-DAG: cvt.rp.f16.f32
  // PTX-DAG: cvt.rm.bf16.f32
  testing$func @narrow(%a: tile<2xf32>, %b: tile<2xf32>) -> (tile<2xf16>, tile<2xf16>, tile<2xf16>, tile<2xbf16>) {
    %0 = ftof %a rounding<zero> : tile<2xf32> -> tile<2xf16>
    %1 = ftof %a rounding<negative_inf> : tile<2xf32> -> tile<2xf16>
    %2 = ftof %a rounding<positive_inf> : tile<2xf32> -> tile<2xf16>
    %3 = ftof %b rounding<negative_inf> : tile<2xf32> -> tile<2xbf16>
    return %0, %1, %2, %3 : tile<2xf16>, tile<2xf16>, tile<2xf16>, tile<2xbf16>
  }

  // e4m3 (bias 7, 3 fraction bits, largest 448 = 0x7e, no inf): 1.0625
  // ties to even 1.0 (0x38), 1.1875 ties to 1.25 (0x3a), 500 and -inf
  // saturate (0x7e, 0xfe), 2^-9 is the smallest subnormal (0x01), 2^-10
  // ties to 0, 1.5 * 2^-9 ties to 0x02.
  // e5m2 (bias 15, 2 fraction bits, largest 57344 = 0x7b): 1.0625 -> 1.0
  // (0x3c), 1.1875 -> 1.25 (0x3d), 500 -> 512 (0x60), 2^-9 = 0x18, 2^-10 =
  // 0x14, 1.5 * 2^-9 = 0x1a, -inf saturates to 0xfb.
  // TOF8: result #0 = [0x38, 0x38, 0x3a, 0x7e, 0x01, 0x00, 0x02, 0xfe]
  // TOF8: result #1 = [0x3c, 0x3c, 0x3d, 0x60, 0x18, 0x14, 0x1a, 0xfb]
  // PTX-LABEL: tof8(
  // PTX-DAG: cvt.rn.satfinite.e4m3x2.f32
  // PTX-DAG: cvt.rn.satfinite.e5m2x2.f32
  testing$func @tof8(%a: tile<8xf32>) -> (tile<8xi8>, tile<8xi8>) {
    %0 = ftof %a : tile<8xf32> -> tile<8xf8E4M3FN>
    %1 = ftof %a : tile<8xf32> -> tile<8xf8E5M2>
    %b0 = bitcast %0 : tile<8xf8E4M3FN> -> tile<8xi8>
    %b1 = bitcast %1 : tile<8xf8E5M2> -> tile<8xi8>
    return %b0, %b1 : tile<8xi8>, tile<8xi8>
  }

  // Bytes 0x01, 0x7e, 0x7f, 0xb8. e4m3: 2^-9, 448, NaN, -1. e5m2: 2^-16,
  // NaN (exponent all ones, fraction 10), NaN, -0.5.
  // FROMF8: result #0 = [0x3b000000, 0x43e00000, 0x7fc00000, 0xbf800000]
  // FROMF8: result #1 = [0x37800000, 0x7fc00000, 0x7fc00000, 0xbf000000]
  // PTX-LABEL: fromf8(
  // PTX-DAG: cvt.rn.f16x2.e4m3x2
  // PTX-DAG: cvt.rn.f16x2.e5m2x2
  testing$func @fromf8(%b: tile<4xi8>) -> (tile<4xf32>, tile<4xf32>) {
    %e4 = bitcast %b : tile<4xi8> -> tile<4xf8E4M3FN>
    %0 = ftof %e4 : tile<4xf8E4M3FN> -> tile<4xf32>
    %e5 = bitcast %b : tile<4xi8> -> tile<4xf8E5M2>
    %1 = ftof %e5 : tile<4xf8E5M2> -> tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }

  // One rounding from f64: 1 + 2^-4 + 2^-40 is just above the tie between
  // 1.0 and 1.125 (0x39), although it rounds to the tie 1 + 2^-4 in f32;
  // the tie itself goes to even 1.0. The lowering rounds to f32 to odd
  // (cvt.rz, then the sticky bit) so that the f8 rounding is the only one.
  // F64: result #0 = [0x39, 0x38]
  // PTX-LABEL: f64tof8(
  // PTX: cvt.rz.f32.f64
  // PTX: or.b32
  // PTX: cvt.rn.satfinite.e4m3x2.f32
  testing$func @f64tof8(%a: tile<2xf64>) -> tile<2xi8> {
    %0 = ftof %a : tile<2xf64> -> tile<2xf8E4M3FN>
    %1 = bitcast %0 : tile<2xf8E4M3FN> -> tile<2xi8>
    return %1 : tile<2xi8>
  }
}
