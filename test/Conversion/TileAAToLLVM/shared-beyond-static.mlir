// Shared memory past the 48 KiB a kernel may declare without an opt-in stays
// static, as NVIDIA's tileiras declares it, up to the target's opt-in maximum
// per CTA (docs/lowering.md). A tile whose exchange is larger than that moves
// through scratch in chunks (gatherInChunks), as NVIDIA compiles a 256x256
// f32 transpose into 128 KiB of shared memory. Without a target the 48 KiB
// limit stays (scratch-limit.mlir).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_90' | FileCheck %s --check-prefix=SM90
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts '--tileiras-convert-tileaa-to-llvm=gpu-name=sm_86' | FileCheck %s --check-prefix=SM86

// A permute of 128x128 f32 exchanges 64 KiB: one region.
// SM90: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<65536 x i8>
// SM90-LABEL: llvm.func @permute_64k(
// SM86: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<65536 x i8>
// SM86-LABEL: llvm.func @permute_64k(
func.func @permute_64k(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<128x128xf32> -> tensor<128x128xf32>
  return %y : tensor<128x128xf32>
}

// -----

// 128 KiB: one region within sm_90's 227 KiB; two chunks of 64 KiB within
// sm_86's 99 KiB.
// SM90: // -----
// SM90: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<131072 x i8>
// SM90-LABEL: llvm.func @permute_128k(
// SM86: // -----
// SM86: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<65536 x i8>
// SM86-LABEL: llvm.func @permute_128k(
// SM86-COUNT-4: nvvm.barrier0
// SM86-NOT: nvvm.barrier0
// SM86: llvm.return
func.func @permute_128k(%x: tensor<128x256xf32>) -> tensor<256x128xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<128x256xf32> -> tensor<256x128xf32>
  return %y : tensor<256x128xf32>
}

// -----

// 256 KiB: past every target's maximum; two chunks of 128 KiB on sm_90, four
// of 64 KiB on sm_86, each element stored and loaded once.
// SM90: // -----
// SM90: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<131072 x i8>
// SM90-LABEL: llvm.func @permute_256k(
// SM90-COUNT-4: nvvm.barrier0
// SM90-NOT: nvvm.barrier0
// SM90: llvm.return
// SM86: // -----
// SM86: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<65536 x i8>
// SM86-LABEL: llvm.func @permute_256k(
// SM86-COUNT-8: nvvm.barrier0
// SM86-NOT: nvvm.barrier0
// SM86: llvm.return
func.func @permute_256k(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %y = nv_tileaa.permute %x [1, 0] : tensor<256x256xf32> -> tensor<256x256xf32>
  return %y : tensor<256x256xf32>
}
