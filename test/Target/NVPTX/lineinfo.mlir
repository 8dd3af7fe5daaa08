// --ptx-lineinfo: `.loc` lines from the MLIR locations and the `.file` they
// name, and nothing else of debug info (no `, debug` on .target, no DWARF
// sections), like nvcc -lineinfo. Without it: no .loc/.file at all.
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-lineinfo %s | FileCheck %s
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s | FileCheck %s --check-prefix=NONE

// CHECK: .target sm_90a{{$}}
// CHECK: .entry scale(
// CHECK: .loc 1 11 5
// CHECK-NEXT: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: .loc 1 12 3
// CHECK: ld.global.b32
// CHECK: .loc 1 13 7
// CHECK-NEXT: mul.rn.f32
// CHECK: .loc 1 14 3
// CHECK: st.global.b32
// CHECK-NOT: .section .debug_info
// CHECK: .file 1 "k.py"
// CHECK-NOT: .section .debug_info

// NONE-NOT: .loc
// NONE-NOT: .file

llvm.func @scale(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32 loc("k.py":11:5)
  %src = llvm.getelementptr %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("k.py":12:3)
  %v = llvm.load %src : !llvm.ptr<1> -> f32 loc("k.py":12:3)
  %w = llvm.fmul %v, %v : f32 loc("k.py":13:7)
  %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("k.py":14:3)
  llvm.store %w, %dst : f32, !llvm.ptr<1> loc("k.py":14:3)
  llvm.return loc("k.py":15:3)
} loc("k.py":10:1)
