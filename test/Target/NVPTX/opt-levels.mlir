// Every optimization level, with and without debug info, gives PTX that
// ptxas assembles (at the matching ptxas level). -O0 keeps the branch and
// the kernel's own code; full debug info (-O0 only) marks the target.
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=0 %s -o %t/o0.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=1 %s -o %t/o1.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=2 %s -o %t/o2.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=3 %s -o %t/o3.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=3 --ptx-lineinfo %s -o %t/o3-lineinfo.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=0 --ptx-device-debug %s -o %t/o0-g.ptx
// RUN: %ptxas_bin -arch sm_90a -O0 %t/o0.ptx -o %t/o0.cubin
// RUN: %ptxas_bin -arch sm_90a -O1 %t/o1.ptx -o %t/o1.cubin
// RUN: %ptxas_bin -arch sm_90a -O2 %t/o2.ptx -o %t/o2.cubin
// RUN: %ptxas_bin -arch sm_90a -O3 %t/o3.ptx -o %t/o3.cubin
// RUN: %ptxas_bin -arch sm_90a -O3 %t/o3-lineinfo.ptx -o %t/o3-lineinfo.cubin
// RUN: %ptxas_bin -arch sm_90a -O0 %t/o0-g.ptx -o %t/o0-g.cubin
// RUN: %ptxas_bin -arch sm_90a -g %t/o0-g.ptx -o %t/o0-g-g.cubin
// RUN: FileCheck %s --check-prefix=O0 < %t/o0.ptx
// RUN: FileCheck %s --check-prefix=DEBUG < %t/o0-g.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=3 --ptx-device-debug %s | FileCheck %s --check-prefix=NODEBUG

// O0: .entry guarded(
// O0: setp.{{[a-z]+}}.s32
// O0: bra

// DEBUG: .target sm_90a, debug
// DEBUG: .loc 1 6 7
// DEBUG: .section .debug_info

// Full debug info is only honoured at -O0.
// NODEBUG: .target sm_90a{{$}}
// NODEBUG-NOT: .loc
// NODEBUG-NOT: .section .debug_info

llvm.func @guarded(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, nvvm.minctasm = 1 : i32} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32 loc("k.py":3:5)
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32 loc("k.py":3:5)
  %c256 = llvm.mlir.constant(256 : i32) : i32 loc("k.py":3:5)
  %base = llvm.mul %ctaid, %c256 : i32 loc("k.py":4:5)
  %i = llvm.add %base, %tid : i32 loc("k.py":4:5)
  %inside = llvm.icmp "slt" %i, %n : i32 loc("k.py":5:5)
  llvm.cond_br %inside, ^body, ^exit loc("k.py":5:5)
^body:
  %src = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("k.py":6:7)
  %v = llvm.load %src : !llvm.ptr<1> -> f32 loc("k.py":6:7)
  %w = llvm.fadd %v, %v : f32 loc("k.py":7:7)
  %dst = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("k.py":8:7)
  llvm.store %w, %dst : f32, !llvm.ptr<1> loc("k.py":8:7)
  llvm.br ^exit loc("k.py":8:7)
^exit:
  llvm.return loc("k.py":9:3)
} loc("k.py":2:1)
