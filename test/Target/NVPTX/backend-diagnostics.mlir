// What LLVM's NVPTX backend reports while printing comes back as an error at
// the kernel's location, not as a process exit or a stray line on stderr:
// `.blocksareclusters` needs PTX ISA 9.0 (sm_90a's minimum is 8.0).
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s 2>&1 | FileCheck %s
// RUN: tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-version=90 %s | FileCheck %s --check-prefix=PTX90

// CHECK: backend-diagnostics.mlir:[[@LINE+9]]:1: error: LLVM: blocksareclusters requires PTX version >= 9.0
// CHECK-NOT: .entry

// PTX90: .version 9.0
// PTX90: .reqntid 128, 1, 1
// PTX90-NEXT: .maxnreg 128
// PTX90-NEXT: .reqnctapercluster 2, 1, 1
// PTX90-NEXT: .blocksareclusters

llvm.func @clustered(%p: !llvm.ptr<1>) attributes {
    nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>,
    nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters,
    nvvm.maxnreg = 128 : i32} {
  llvm.return
}
