// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Seed 003's registry: an atom exists only on the tiers that have its
// instructions (targets from spec/targets.json via `tileiras.target`), and
// mma_atom_call checks element types, then residencies, first mismatch wins.

module attributes {tileiras.target = "sm_80"} {
  // expected-error @+1 {{'cute_nvgpu.make_mma_atom' op atom `sm89.mma` is not available on target sm_80: it needs sm_89 or newer}}
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32} : !cute_nvgpu.sm89.mma
}

// -----

// The seed gives sm90.mma "min tier SM90"; wgmma exists on sm_90a only
// (ptxas: "not supported on .target 'sm_100a'").
module attributes {tileiras.target = "sm_100a"} {
  // expected-error @+1 {{atom `sm90.mma` is not available on target sm_100a: it needs wgmma (sm_90a only)}}
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma
}

// -----

module attributes {tileiras.target = "sm_90a"} {
  // expected-error @+1 {{atom `sm100.mma` is not available on target sm_90a: it needs tcgen05 (sm_100a, sm_103a, sm_110a)}}
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm100.mma
}

// -----

module attributes {tileiras.target = "sm_120a"} {
  // expected-error @+1 {{atom `sm100.mma_bs` is not available on target sm_120a: it needs tcgen05}}
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.sm100.mma_bs
}

// -----

// ptxas: "mma with block scale" is not supported on sm_100a.
module attributes {tileiras.target = "sm_100a"} {
  // expected-error @+1 {{atom `SM120.mma_bs` is not available on target sm_100a: it needs block-scaled mma.sync (sm_120a, sm_121a)}}
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.SM120.mma_bs
}

// -----

module attributes {tileiras.target = "sm_89"} {
  // expected-error @+1 {{'cute_nvgpu.make_copy_atom' op atom `atom.stsm` is not available on target sm_89: it needs sm_90 or newer}}
  %0 = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.stsm
}

// -----

module attributes {tileiras.target = "sm_90"} {
  // expected-error @+1 {{atom `atom.tmem_load` is not available on target sm_90: it needs tcgen05}}
  %0 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_load
}

// -----

module attributes {tileiras.target = "sm_89"} {
  func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
    // expected-error @+1 {{'cute_nvgpu.make_tma_atom' op atom `atom.tma_load` is not available on target sm_89: it needs TMA (sm_90 or newer)}}
    %0 = cute_nvgpu.make_tma_atom %d {rank = 2} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_load
    return
  }
}

// -----

// expected-error @+1 {{'tileiras.target' is "sm_42", not the --gpu-name of a known target}}
module attributes {tileiras.target = "sm_42"} {
  %0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma
}

// -----

//===----------------------------------------------------------------------===//
// mma_atom_call: element types (seed wording) before residencies
//===----------------------------------------------------------------------===//

func.func @umma_a_type(%a: memref<128x16xf16, 6>, %b: !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, %d: memref<128x128xf32, 6>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // expected-error @+1 {{expects operand a with element type bf16, but get f16.}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %d) -> %d : !cute_nvgpu.sm100.mma, memref<128x16xf16, 6>, !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, memref<128x128xf32, 6>, memref<128x128xf32, 6>
  return
}

// -----

// The seed uses `c` for the D slot too.
func.func @umma_d_type(%a: memref<128x16xbf16, 6>, %b: !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, %c: memref<128x128xf32, 6>, %d: memref<128x128xf16, 6>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // expected-error @+1 {{expects operand c with element type f32, but get f16.}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %d : !cute_nvgpu.sm100.mma, memref<128x16xbf16, 6>, !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, memref<128x128xf32, 6>, memref<128x128xf16, 6>
  return
}

// -----

// UMMA A is an SMEM descriptor or TMEM, never registers (verify_sm100_umma).
func.func @umma_a_rmem(%a: vector<16xbf16>, %b: !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, %d: memref<128x128xf32, 6>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // expected-error @+1 {{expects memref/smem_desc_view for operand A, but gets A:vector<16xbf16>.}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %d) -> %d : !cute_nvgpu.sm100.mma, vector<16xbf16>, !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, memref<128x128xf32, 6>, memref<128x128xf32, 6>
  return
}

// -----

func.func @umma_b_smem(%a: memref<128x16xbf16, 6>, %b: memref<16x128xbf16, 3>, %d: memref<128x128xf32, 6>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // expected-error @+1 {{expects smem_desc_view for operand B, but gets B: memref<16x128xbf16, 3>.}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %d) -> %d : !cute_nvgpu.sm100.mma, memref<128x16xbf16, 6>, memref<16x128xbf16, 3>, memref<128x128xf32, 6>, memref<128x128xf32, 6>
  return
}

// -----

func.func @umma_d_rmem(%a: memref<128x16xbf16, 6>, %b: !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, %d: memref<128x128xf32>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // expected-error @+1 {{expects memref for operand D, but gets D: memref<128x128xf32>.}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %d) -> %d : !cute_nvgpu.sm100.mma, memref<128x16xbf16, 6>, !cute_nvgpu.smem_desc_view<memref<16x128xbf16, 3>, #cute.layout<"(16,128):(128,1)">>, memref<128x128xf32>, memref<128x128xf32>
  return
}

// -----

func.func @wgmma_b_rmem(%a: vector<8xf16>, %b: vector<8xf16>, %c: vector<32xf32>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma
  // expected-error @+1 {{expects smem_desc_view for operand B of `sm90.mma`, but got B: vector<8xf16>}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %c : !cute_nvgpu.sm90.mma, vector<8xf16>, vector<8xf16>, vector<32xf32>, vector<32xf32>
  return
}

// -----

func.func @wgmma_a_smem(%a: memref<64x16xf16, 3>, %b: !cute_nvgpu.smem_desc_view<memref<16x64xf16, 3>, #cute.layout<"(16,64):(64,1)">>, %c: vector<32xf32>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma
  // expected-error @+1 {{expects rmem or smem_desc_view for operand A of `sm90.mma`, but got A: memref<64x16xf16, 3>}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %c : !cute_nvgpu.sm90.mma, memref<64x16xf16, 3>, !cute_nvgpu.smem_desc_view<memref<16x64xf16, 3>, #cute.layout<"(16,64):(64,1)">>, vector<32xf32>, vector<32xf32>
  return
}

// -----

func.func @mma_sync_smem(%a: memref<8xf16, 3>, %b: vector<4xf16>, %c: vector<4xf32>) {
  %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma
  // expected-error @+1 {{expects rmem for input operands, but got A: memref<8xf16, 3>, B: vector<4xf16>, D: vector<4xf32>}}
  cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %c : !cute_nvgpu.sm80.mma, memref<8xf16, 3>, vector<4xf16>, vector<4xf32>, vector<4xf32>
  return
}
