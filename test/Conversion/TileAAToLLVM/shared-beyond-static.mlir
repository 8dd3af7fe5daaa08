// Shared memory past the 48 KiB a kernel may declare without an opt-in stays
// static, as NVIDIA's tileiras declares it, up to the target's opt-in maximum
// per CTA (docs/lowering.md); above it the kernel is refused. Without a
// target the 48 KiB limit stays (scratch-limit.mlir).
//
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_90' 2>/dev/null | FileCheck %s --check-prefix=SM90
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_90' --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=SM90-ERR
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_86' 2>/dev/null | FileCheck %s --check-prefix=SM86
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_86' --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=SM86-ERR
// RUN: not tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE-ERR

// A permute of 128x128 f32 exchanges 64 KiB.
// SM90: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<65536 x i8>
// SM90-LABEL: llvm.func @permute_64k(
// SM86: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<65536 x i8>
// SM86-LABEL: llvm.func @permute_64k(
// NONE-ERR: error: tile exchanges need 65536 bytes of shared memory, more than the 49152 a kernel may declare statically
func.func @permute_64k(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<128x128xf32> -> tensor<128x128xf32>
  return %y : tensor<128x128xf32>
}

// -----

// 128 KiB: within sm_90's 227 KiB, past sm_86's 99 KiB.
// SM90: // -----
// SM90: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<131072 x i8>
// SM90-LABEL: llvm.func @permute_128k(
// SM86-ERR: error: tile exchanges need 131072 bytes of shared memory, more than the 101376 a CTA may use on sm_86
// NONE-ERR: error: tile exchanges need 131072 bytes of shared memory, more than the 49152 a kernel may declare statically
func.func @permute_128k(%x: tensor<128x256xf32>) -> tensor<256x128xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<128x256xf32> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}

// -----

// 256 KiB: past every target's maximum.
// SM90-ERR: error: tile exchanges need 262144 bytes of shared memory, more than the 232448 a CTA may use on sm_90
// SM86-ERR: error: tile exchanges need 262144 bytes of shared memory, more than the 101376 a CTA may use on sm_86
func.func @permute_256k(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<256x256xf32> -> tensor<256x256xf32>
  return %y : tensor<256x256xf32>
}
