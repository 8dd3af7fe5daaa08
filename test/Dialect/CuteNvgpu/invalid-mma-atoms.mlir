// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Seed 002's MMA verifier: the shape lattice first, then the element-type
// ladder a, b, c (seed wording "but get"), WGMMA's pair diagnostics and the
// block-scale rules. Lattices follow ptxas where the seed differs.

// expected-error @+1 {{'cute_nvgpu.make_mma_atom' op shape_MNK 16x8x12 is not in the lattice of `sm80.mma`}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 12>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// expected-error @+1 {{expects shape_MNK of three positive extents, got [16, 8]}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// m16n8k4 is tf32 only: a legal f16 tuple at the wrong shape.
// expected-error @+1 {{shape_MNK 16x8x4 is not in the lattice of `sm80.mma` for A f16, B f16, C f32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 4>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// expected-error @+1 {{expects operand a with element type f16 or bf16 or i8 or ui8, but get f32.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f32, b_type = f32, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// expected-error @+1 {{expects operand b with element type f16, but get bf16.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// bf16 accumulates in f32 only.
// expected-error @+1 {{expects operand c with element type f32, but get bf16.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = bf16, b_type = bf16, c_type = bf16} : !cute_nvgpu.sm80.mma

// -----

// expected-error @+1 {{expects operand c with element type i32, but get f32.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = i8, b_type = i8, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// mma.sp doubles K: 16x8x8 is tf32 only, 16x8x4 does not exist.
// expected-error @+1 {{shape_MNK 16x8x4 is not in the lattice of `sm80.sparse_mma`}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 4>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.sparse_mma

// -----

// sm89.mma is FP8 only, K=32.
// expected-error @+1 {{expects operand a with element type f8E4M3FN or f8E5M2, but get f16.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm89.mma

// -----

// expected-error @+1 {{shape_MNK 16x8x16 is not in the lattice of `sm89.mma`}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32} : !cute_nvgpu.sm89.mma

// -----

// expected-error @+1 {{expects operand c with element type f16 or f32, but get bf16.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = bf16} : !cute_nvgpu.sm89.mma

// -----

// WGMMA M is 64.
// expected-error @+1 {{shape_MNK 128x64x16 is not in the lattice of `sm90.mma`}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 64, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma

// -----

// Integer WGMMA takes N 8, 16, 24, then steps of 16 (ptxas rejects m64n40k32.s8;
// the seed says steps of 8 for every type).
// expected-error @+1 {{shape_MNK 64x40x32 is not in the lattice of `sm90.mma` for A i8, B i8, C i32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 40, 32>, a_type = i8, b_type = i8, c_type = i32} : !cute_nvgpu.sm90.mma

// -----

// expected-error @+1 {{expects A/B of type s8/u8 and D of type i32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 32, 32>, a_type = i8, b_type = ui8, c_type = f32} : !cute_nvgpu.sm90.mma

// -----

// expected-error @+1 {{expects A/B of the e5m2/e4m3 type}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 32, 32>, a_type = f8E5M2, b_type = i8, c_type = f32} : !cute_nvgpu.sm90.mma

// -----

// expected-error @+1 {{expects A/B of type u1 and D of type i32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 8, 256>, a_type = i1, b_type = i1, c_type = f32} : !cute_nvgpu.sm90.mma

// -----

// The seed lists s4/u4 WGMMA at K=64; PTX has none and ptxas rejects it.
// expected-error @+1 {{`sm90.mma` has no s4/u4 form (wgmma takes no 4-bit integers)}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 8, 64>, a_type = i4, b_type = i4, c_type = i32} : !cute_nvgpu.sm90.mma

// -----

// A legal f16 tuple at a shape the atom has for other types only.
// expected-error @+1 {{shape_MNK 16x8x32 is not in the lattice of `sm80.mma` for A f16, B f16, C f32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma

// -----

// UMMA M=128 takes N in steps of 16.
// expected-error @+1 {{shape_MNK 128x72x16 is not in the lattice of `sm100.mma`}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 72, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm100.mma

// -----

// expected-error @+1 {{expects operand a with element type i8 or ui8 or f8E4M3FN or f8E5M2 or f6E2M3FN or f6E3M2FN or f4E2M1FN, but get f64.}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 32>, a_type = f64, b_type = f64, c_type = f64} : !cute_nvgpu.sm100.mma

// -----

// Block-scaled atoms accumulate in f32 only.
// expected-error @+1 {{expects c type to be Float32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f16, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.sm100.mma_bs

// -----

// expected-error @+1 {{expects sfa/sfb element types to be the same}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 64>, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E4M3FN, vec_size = 16} : !cute_nvgpu.sm100.mma_bs

// -----

// vec 32 takes ue8m0 scales only (kind::mxf4 / mxf4nvf4 scale_vec::2X).
// expected-error @+1 {{scale factor type 'f8E4M3FN' is not legal with vec_size 32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 64>, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sfa_type = f8E4M3FN, sfb_type = f8E4M3FN, vec_size = 32} : !cute_nvgpu.sm100.mma_bs

// -----

// K=32 is the mxf8f6f4 kind: vec 32 only.
// expected-error @+1 {{vec_size 16 is not legal for `sm100.mma_bs` at K=32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 16} : !cute_nvgpu.sm100.mma_bs

// -----

// expected-error @+1 {{block-scaled `SM120.mma_bs` needs sfa_type, sfb_type and vec_size}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32} : !cute_nvgpu.SM120.mma_bs

// -----

// K=64 is FP4 only (verify_sm120_scale_lattice; do not reuse the K=32 list).
// expected-error @+1 {{shape_MNK 16x8x64 is not in the lattice of `SM120.mma_bs` for A f8E4M3FN, B f8E4M3FN, C f32}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 64>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.SM120.mma_bs

// -----

// expected-error @+1 {{`sm80.mma` is not block-scaled: sfa_type, sfb_type and vec_size do not apply}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32, vec_size = 32} : !cute_nvgpu.sm80.mma

// -----

// expected-error @+1 {{expects all mma operands to have element type 'f32', but got A: 'f32', B: 'f16', C: 'f32'}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 1, 1, 1>, a_type = f32, b_type = f16, c_type = f32} : !cute_nvgpu.atom.universal_fma

// -----

// expected-error @+1 {{expects shape_MNK [1, 1, 1] for `atom.universal_fma`, got [2, 1, 1]}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 2, 1, 1>, a_type = f32, b_type = f32, c_type = f32} : !cute_nvgpu.atom.universal_fma

// -----

// expected-error @+1 {{result #0 must be an MMA atom type, but got '!cute_nvgpu.atom.ldsm'}}
%0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.atom.ldsm
