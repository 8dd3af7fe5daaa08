// Same input and options, same bytes: translate twice per configuration and
// compare.
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s -o %t/a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s -o %t/b.ptx
// RUN: diff %t/a.ptx %t/b.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_100a --ptx-lineinfo %s -o %t/c.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_100a --ptx-lineinfo %s -o %t/d.ptx
// RUN: diff %t/c.ptx %t/d.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_80 --ptx-opt-level=0 --ptx-device-debug %s -o %t/e.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_80 --ptx-opt-level=0 --ptx-device-debug %s -o %t/f.ptx
// RUN: diff %t/e.ptx %t/f.ptx
// The file name is the one of the locations, never the build or input path.
// RUN: FileCheck %s --input-file %t/c.ptx
// CHECK: .file 1 "k.py"

llvm.func @scale(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
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
