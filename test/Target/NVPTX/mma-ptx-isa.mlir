// mma.sync with f8 operands needs PTX ISA 8.4 (ptxas: "Feature 'mma with FP8
// floating point type' requires PTX ISA .version 8.4 or later"), above the
// minimum of sm_89 (7.8) and sm_90a (8.0); newer chips' minimum is higher
// already (spec/targets.json, feature f8_mma). ptxas assembles each.
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_89 %s -o %t/sm_89.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s -o %t/sm_90a.ptx
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_120a %s -o %t/sm_120a.ptx
// RUN: FileCheck %s --check-prefix=SM89 < %t/sm_89.ptx
// RUN: FileCheck %s --check-prefix=SM90A < %t/sm_90a.ptx
// RUN: FileCheck %s --check-prefix=SM120A < %t/sm_120a.ptx
// RUN: %ptxas_bin -arch sm_89 %t/sm_89.ptx -o %t/sm_89.cubin
// RUN: %ptxas_bin -arch sm_90a %t/sm_90a.ptx -o %t/sm_90a.cubin
// RUN: %ptxas_bin -arch sm_120a %t/sm_120a.ptx -o %t/sm_120a.cubin
// SM89: .version 8.4
// SM89: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32
// SM90A: .version 8.4
// SM120A: .version 8.7
// SM120A: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32

llvm.func @f8_mma(%out: !llvm.ptr<1>, %a: i32, %b: i32, %c: f32) attributes {nvvm.kernel} {
  %d = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"(%a, %a, %a, %a, %b, %b, %c, %c, %c, %c) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %x = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
  llvm.store %x, %out : f32, !llvm.ptr<1>
  llvm.return
}
