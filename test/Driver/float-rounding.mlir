// Rounding modes, flush-to-zero and f8 conversions reach the PTX as the
// instructions that carry them, and ptxas assembles the result on the
// oldest and a newer target. f8 conversions need sm_89 (and PTX ISA 8.1
// there).
//
// REQUIRES: tileiras, tileiras-translate, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t/k.tilebc
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_80 --save-ptx %t/sm_80.ptx %t/k.tilebc -o %t/sm_80.cubin
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_90 --save-ptx %t/sm_90.ptx %t/k.tilebc -o %t/sm_90.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm_80.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/sm_90.ptx
//
// RUN: tileiras-translate --mlir-to-tilebc --bytecode-version=13.4 %S/Inputs/f8.mlir -o %t/f8.tilebc
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_89 --save-ptx %t/f8.ptx %t/f8.tilebc -o %t/f8.cubin
// RUN: FileCheck %s --check-prefix=F8 < %t/f8.ptx
// RUN: not env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_86 %t/f8.tilebc -o %t/f8-86.cubin 2>&1 | FileCheck %s --check-prefix=F8-SM86

// PTX-DAG: add.rz.ftz.f32
// PTX-DAG: mul.rp.f32
// PTX-DAG: sub.rm.f32
// PTX-DAG: fma.rn.ftz.f32
// PTX-DAG: div.full.f32
// PTX-DAG: div.approx.ftz.f32
// PTX-DAG: sqrt.approx.ftz.f32
// PTX-DAG: sqrt.rm.f64
// PTX-DAG: div.rz.f64
// PTX-DAG: add.rz.f32
// PTX-DAG: cvt.rz.f16.f32
// PTX-DAG: sqrt.rp.f32
// PTX-DAG: cvt.rp.bf16.f32
// PTX-DAG: cvt.rm.f32.f64
// PTX-DAG: cvt.rm.bf16.f32

// ptxas takes these cvts on sm_89 from PTX ISA 8.1 on.
// F8: .version 8.1
// F8-NEXT: .target sm_89
// F8-DAG: cvt.rn.satfinite.e4m3x2.f32
// F8-DAG: cvt.rn.satfinite.e5m2x2.f32
// F8-DAG: cvt.rn.f16x2.e5m2x2
// F8-DAG: cvt.rn.f16x2.e4m3x2
// F8-DAG: cvt.rz.f32.f64
// Two slots per thread; the bitcasts between f8 and i8 tiles cost nothing.
// F8-LABEL: .entry f8_tiles(
// F8: cvt.rn.satfinite.e4m3x2.f32 [[A:%rs[0-9]+]], [[X:%r[0-9]+]], [[X]];
// F8: cvt.rn.satfinite.e4m3x2.f32 [[B:%rs[0-9]+]], [[Y:%r[0-9]+]], [[Y]];
// F8: and.b16 {{%rs[0-9]+}}, [[A]], 255;
// F8: cvt.rn.f16x2.e5m2x2
// F8: cvt.rn.f16x2.e5m2x2
// F8: st.global.b8 [{{%rd[0-9]+}}], [[A]];
// F8: st.global.b8 [{{%rd[0-9]+}}], [[B]];

// Refused before lowering, in NVIDIA's words (docs/driver.md, Target features).
// F8-SM86: error: {{.*}}f8.tilebc: Incompatibility with architecture 'sm_86': unsupported type 'f8E4M3FN'

cuda_tile.module @m {
  entry @k(%pf: tile<ptr<f32>>, %pd: tile<ptr<f64>>, %ph: tile<ptr<f16>>, %pb: tile<ptr<bf16>>) {
    %a, %t0 = load_ptr_tko weak %pf : tile<ptr<f32>> -> tile<f32>, token
    %d, %t1 = load_ptr_tko weak %pd : tile<ptr<f64>> -> tile<f64>, token
    %h, %t2 = load_ptr_tko weak %ph : tile<ptr<f16>> -> tile<f16>, token
    %b, %t3 = load_ptr_tko weak %pb : tile<ptr<bf16>> -> tile<bf16>, token
    %0 = addf %a, %a rounding<zero> flush_to_zero : tile<f32>
    %1 = mulf %0, %a rounding<positive_inf> : tile<f32>
    %2 = subf %1, %a rounding<negative_inf> : tile<f32>
    %3 = fma %2, %a, %a flush_to_zero : tile<f32>
    %4 = divf %3, %a rounding<full> : tile<f32>
    %5 = divf %4, %a rounding<approx> flush_to_zero : tile<f32>
    %6 = sqrt %5 rounding<approx> flush_to_zero : tile<f32>
    %7 = sqrt %d rounding<negative_inf> : tile<f64>
    %8 = divf %7, %d rounding<zero> : tile<f64>
    %9 = addf %h, %h rounding<zero> : tile<f16>
    %10 = sqrt %b rounding<positive_inf> : tile<bf16>
    %11 = ftof %8 rounding<negative_inf> : tile<f64> -> tile<bf16>
    %12 = addf %10, %11 : tile<bf16>
    %s0 = store_ptr_tko weak %pf, %6 : tile<ptr<f32>>, tile<f32> -> token
    %s1 = store_ptr_tko weak %ph, %9 : tile<ptr<f16>>, tile<f16> -> token
    %s2 = store_ptr_tko weak %pb, %12 : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }
}
