// Every target the driver compiles for that LLVM 22 knows: the PTX ISA is the
// driver table's minimum for the chip and ptxas assembles the result.
// (sm_107a is missing: LLVM 22 does not know it, see errors.mlir.)
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_80 %s -o %t/sm_80.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_86 %s -o %t/sm_86.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_89 %s -o %t/sm_89.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s -o %t/sm_90a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_100a %s -o %t/sm_100a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_103a %s -o %t/sm_103a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_110a %s -o %t/sm_110a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_120a %s -o %t/sm_120a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_121a %s -o %t/sm_121a.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t/sm_80.ptx
// RUN: FileCheck %s --check-prefix=SM86 < %t/sm_86.ptx
// RUN: FileCheck %s --check-prefix=SM89 < %t/sm_89.ptx
// RUN: FileCheck %s --check-prefix=SM90A < %t/sm_90a.ptx
// RUN: FileCheck %s --check-prefix=SM100A < %t/sm_100a.ptx
// RUN: FileCheck %s --check-prefix=SM103A < %t/sm_103a.ptx
// RUN: FileCheck %s --check-prefix=SM110A < %t/sm_110a.ptx
// RUN: FileCheck %s --check-prefix=SM120A < %t/sm_120a.ptx
// RUN: FileCheck %s --check-prefix=SM121A < %t/sm_121a.ptx
// RUN: %ptxas_bin -arch sm_80 %t/sm_80.ptx -o %t/sm_80.cubin
// RUN: %ptxas_bin -arch sm_86 %t/sm_86.ptx -o %t/sm_86.cubin
// RUN: %ptxas_bin -arch sm_89 %t/sm_89.ptx -o %t/sm_89.cubin
// RUN: %ptxas_bin -arch sm_90a %t/sm_90a.ptx -o %t/sm_90a.cubin
// RUN: %ptxas_bin -arch sm_100a %t/sm_100a.ptx -o %t/sm_100a.cubin
// RUN: %ptxas_bin -arch sm_103a %t/sm_103a.ptx -o %t/sm_103a.cubin
// RUN: %ptxas_bin -arch sm_110a %t/sm_110a.ptx -o %t/sm_110a.cubin
// RUN: %ptxas_bin -arch sm_120a %t/sm_120a.ptx -o %t/sm_120a.cubin
// RUN: %ptxas_bin -arch sm_121a %t/sm_121a.ptx -o %t/sm_121a.cubin

// The minimum PTX ISA per target (PTX ISA release notes, as the table says).
// SM80: .version 7.0
// SM80-NEXT: .target sm_80{{$}}
// SM86: .version 7.1
// SM86-NEXT: .target sm_86{{$}}
// SM89: .version 7.8
// SM89-NEXT: .target sm_89{{$}}
// SM90A: .version 8.0
// SM90A-NEXT: .target sm_90a{{$}}
// SM100A: .version 8.6
// SM100A-NEXT: .target sm_100a{{$}}
// SM103A: .version 8.8
// SM103A-NEXT: .target sm_103a{{$}}
// SM110A: .version 9.0
// SM110A-NEXT: .target sm_110a{{$}}
// SM120A: .version 8.7
// SM120A-NEXT: .target sm_120a{{$}}
// SM121A: .version 8.8
// SM121A-NEXT: .target sm_121a{{$}}

llvm.func @copy(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.minctasm = 1 : i32} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %src = llvm.getelementptr %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %src : !llvm.ptr<1> -> f32
  %dst = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %v, %dst : f32, !llvm.ptr<1>
  llvm.return
}
