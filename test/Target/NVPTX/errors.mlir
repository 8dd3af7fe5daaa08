// What the backend refuses, with a non-zero exit and no PTX: libdevice
// functions without (or with a missing) libdevice, a chip or PTX ISA LLVM
// 22 does not know, a PTX ISA below the chip's minimum (which LLVM itself
// would turn into a process exit), a chip not in the table without
// --ptx-version, no chip and no tileiras.target on the module, a
// tileiras.target that names no target.
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s 2>&1 | FileCheck %s --check-prefix=NOPATH
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-libdevice=%t.missing/libdevice.10.bc %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_107a --ptx-version=90 %s 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-version=91 %s 2>&1 | FileCheck %s --check-prefix=NEWPTX
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_100a --ptx-version=80 %s 2>&1 | FileCheck %s --check-prefix=OLDPTX
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90 %s 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a --ptx-opt-level=4 %s 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not tileiras-translate --mlir-to-ptx %s 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: sed 's/^module {/module attributes {tileiras.target = "sm_99"} {/' %s | not tileiras-translate --mlir-to-ptx 2>&1 | FileCheck %s --check-prefix=BADTARGET
// RUN: not tileiras-translate --mlir-to-ptx --ptx-chip=sm_90a %s -o %t.ptx
// RUN: not test -e %t.ptx

// NOPATH: error: '__nv_expf' is a libdevice function, but no libdevice path was given
// NOPATH-NOT: .entry
// MISSING: error: cannot load libdevice '{{.*}}.missing/libdevice.10.bc': {{.*}}No such file or directory
// MISSING-NOT: .entry
// CHIP: error: 'sm_107a' is not a target of LLVM {{[0-9.]+}}'s NVPTX backend
// NEWPTX: error: PTX ISA 9.1 is not supported by LLVM {{[0-9.]+}}'s NVPTX backend (newest: 9.0)
// OLDPTX: error: PTX ISA 8.0 does not support 'sm_100a' (needs at least 8.6)
// TABLE: error: 'sm_90' is not the chip of a target in the table; give the PTX ISA (--ptx-version)
// NOTARGET: errors.mlir:[[@LINE+4]]:1: error: no target: the module has no 'tileiras.target' attribute
// BADTARGET: error: 'tileiras.target' is "sm_99", not the --gpu-name of a known target
// LEVEL: error: invalid optimization level 4 (expected 0 to 3)

module {
llvm.func @__nv_expf(f32) -> f32

llvm.func @exp(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %e = llvm.call @__nv_expf(%x) : (f32) -> f32
  llvm.store %e, %p : f32, !llvm.ptr<1>
  llvm.return
}
}
