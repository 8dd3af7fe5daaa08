// `__nv_*` declarations are linked from libdevice (only what is used),
// internalized and inlined: nothing of libdevice is left as a symbol, a
// function or a call in the PTX, at -O3 and at -O0 (libdevice's functions
// are alwaysinline). __nvvm_reflect is resolved at both levels.
// REQUIRES: libdevice, ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-libdevice=%libdevice %s -o %t/o3.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=0 --ptx-libdevice=%libdevice %s -o %t/o0.ptx
// RUN: FileCheck %s < %t/o3.ptx
// RUN: FileCheck %s < %t/o0.ptx
// RUN: %ptxas_bin -arch sm_90a %t/o3.ptx -o %t/o3.cubin
// RUN: %ptxas_bin -arch sm_90a -O0 %t/o0.ptx -o %t/o0.cubin

// CHECK-NOT: __nv_
// CHECK-NOT: __nvvm_reflect
// CHECK-NOT: .func
// CHECK: .visible .entry math(
// CHECK-NOT: call
// __nv_sqrtf is the IEEE square root (nvcc's default -prec-sqrt=true), as
// llvm.sqrt.f32 is; NVVMReflect alone would answer __CUDA_PREC_SQRT with 0.
// CHECK: sqrt.rn.f32
// CHECK-NOT: sqrt.approx
// CHECK-NOT: call
// CHECK-NOT: __nv_

llvm.func @__nv_expf(f32) -> f32
llvm.func @__nv_sinf(f32) -> f32
llvm.func @__nv_sqrtf(f32) -> f32

llvm.func @math(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %src = llvm.getelementptr %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x = llvm.load %src : !llvm.ptr<1> -> f32
  %e = llvm.call @__nv_expf(%x) : (f32) -> f32
  %s = llvm.call @__nv_sinf(%e) : (f32) -> f32
  %q = llvm.call @__nv_sqrtf(%s) : (f32) -> f32
  %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %q, %dst : f32, !llvm.ptr<1>
  llvm.return
}
