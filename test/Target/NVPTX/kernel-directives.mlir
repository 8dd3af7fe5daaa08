// A minimal kernel: the launch attributes become PTX directives, the
// `!llvm.ptr<1>` arguments global-space parameters, the loads and stores
// global ones. No ptxas needed; archs.mlir assembles it.
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s | FileCheck %s
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-version=88 %s | FileCheck %s --check-prefix=PINNED

// Without --ptx-version: the driver's table minimum for sm_90a.
// CHECK: .version 8.0
// CHECK-NEXT: .target sm_90a
// CHECK-NEXT: .address_size 64
// CHECK: .visible .entry copy(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 copy_param_0,
// CHECK-NEXT: .param .u64 .ptr .global .align 1 copy_param_1
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK-NEXT: .minnctapersm 1
// CHECK-NEXT: {
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: ld.global.b32
// CHECK: st.global.b32
// CHECK: ret;

// PINNED: .version 8.8
// PINNED-NEXT: .target sm_90a

llvm.func @copy(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %src = llvm.getelementptr %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %src : !llvm.ptr<1> -> f32
  %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %v, %dst : f32, !llvm.ptr<1>
  llvm.return
}
