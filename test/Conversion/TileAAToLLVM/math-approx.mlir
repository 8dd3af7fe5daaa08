// exp, exp2 and log reach PTX's MUFU forms (ex2.approx / lg2.approx) as
// NVIDIA's tileiras does: math ops with fastmath<afn> (cuda_tile's
// rounding<approx>) become libdevice's __nv_fast_expf / __nv_fast_logf,
// one multiply by log2(e) (ln 2) around ex2.approx / lg2.approx; exp2 is
// ex2.approx itself; a full-precision exp is a range reduction (FMAs)
// around ex2.approx.ftz, not a software polynomial.
//
// REQUIRES: libdevice
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llvm-link-22 - %libdevice --only-needed | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s

// CHECK-LABEL: // @fast_exp
// CHECK: call.uni (retval0), __nv_fast_expf,
func.func @fast_exp(%x: f32) -> f32 {
  %y = math.exp %x fastmath<afn> : f32
  return %y : f32
}

// CHECK-LABEL: // @fast_log
// CHECK: call.uni (retval0), __nv_fast_logf,
func.func @fast_log(%x: f32) -> f32 {
  %y = math.log %x fastmath<afn> : f32
  return %y : f32
}

// CHECK-LABEL: // @exp2
// CHECK: call.uni (retval0), __nv_exp2f,
func.func @exp2(%x: f32) -> f32 {
  %y = math.exp2 %x : f32
  return %y : f32
}

// CHECK-LABEL: // @full_exp
// CHECK: call.uni (retval0), __nv_expf,
func.func @full_exp(%x: f32) -> f32 {
  %y = math.exp %x : f32
  return %y : f32
}

// tanh with fastmath<afn> is the hardware tanh.approx.f32 (MUFU.TANH), on
// each slot; without afn it stays libdevice's full-precision __nv_tanhf.
// CHECK-LABEL: // @approx_tanh
// CHECK-NOT: call.uni
// CHECK: tanh.approx.f32
// CHECK-NOT: call.uni
// CHECK: tanh.approx.f32
// CHECK-NOT: call.uni
// CHECK: ret;
func.func @approx_tanh(%x: f32, %v: tensor<256xf32>) -> (f32, tensor<256xf32>) {
  %y = math.tanh %x fastmath<afn> : f32
  %w = math.tanh %v fastmath<afn> : tensor<256xf32>
  return %y, %w : f32, tensor<256xf32>
}

// exp2 and rsqrt with flush_to_zero (f32) are nv_tileaa.farith ex2/rsqrt
// approx ftz: the .ftz instruction itself, on each slot, no flushing code.
// CHECK-LABEL: // @ftz_ex2_rsqrt
// CHECK-NOT: call.uni
// CHECK: ex2.approx.ftz.f32 %[[E:r[0-9]+]],
// CHECK-NEXT: rsqrt.approx.ftz.f32 %{{r[0-9]+}}, %[[E]];
// CHECK-NOT: and.b32
// CHECK: ret;
func.func @ftz_ex2_rsqrt(%x: f32) -> f32 {
  %e = nv_tileaa.farith ex2 %x approx ftz : f32
  %r = nv_tileaa.farith rsqrt %e approx ftz : f32
  return %r : f32
}

// CHECK-LABEL: // @full_tanh
// CHECK-NOT: tanh.approx
// CHECK: call.uni (retval0), __nv_tanhf,
func.func @full_tanh(%x: f32) -> f32 {
  %y = math.tanh %x : f32
  return %y : f32
}

// CHECK-LABEL: // @__nv_exp2f
// CHECK-NOT: fma
// CHECK: ex2.approx.f32
// CHECK-NEXT: st.param
// CHECK-LABEL: // @__nv_fast_logf
// CHECK: lg2.approx.f32 %[[L:r[0-9]+]],
// CHECK-NEXT: mul.rn.f32 %{{r[0-9]+}}, %[[L]], 0f3F317218;
// CHECK-LABEL: // @__nv_fast_expf
// CHECK: mul.rn.f32 %[[E:r[0-9]+]], %{{r[0-9]+}}, 0f3FB8AA3B;
// CHECK-NEXT: ex2.approx.f32 %{{r[0-9]+}}, %[[E]];
// CHECK-LABEL: // @__nv_expf
// CHECK: fma.rn.f32
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: fma
// CHECK: ret;
