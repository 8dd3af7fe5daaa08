// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Copy and TMA atoms: widths and modes ptxas accepts, and seed 001's
// num_multicast rule. No target attribute: only the atom's own rules run.

// ldmatrix has .x1/.x2/.x4 (ptxas: "Unknown modifier '.x3'").
// expected-error @+1 {{'cute_nvgpu.make_copy_atom' op num_matrices must be 1, 2 or 4 (.x1/.x2/.x4), got 3}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16, num_matrices = 3} : !cute_nvgpu.atom.ldsm

// -----

// expected-error @+1 {{`atom.stsm` m8n8 moves .b16 elements, got 'f32'}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.stsm

// -----

// expected-error @+1 {{shape, num_matrices and transpose apply to atom.ldsm and atom.stsm only}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32, transpose} : !cute_nvgpu.atom.tmem_load

// -----

// The seed's .M832 (8x32, u2to4/s2to4) does not exist (ptxas: "Unknown
// modifier '.m8n32'").
// expected-error @+1 {{unknown shape "m8n32" for `atom.ldsm` (m8n8, m16n16, m8n16)}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m8n32"} : !cute_nvgpu.atom.ldsm

// -----

// expected-error @+1 {{unknown shape "m16n16" for `atom.stsm` (m8n8, m16n8)}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n16", transpose} : !cute_nvgpu.atom.stsm

// -----

// ptxas: "Modifier '.trans' require for instruction ldmatrix with shape '.m16n16'".
// expected-error @+1 {{shape m16n16 needs transpose}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n16"} : !cute_nvgpu.atom.ldsm

// -----

// ptxas: "Incorrect no. of matrix: 4 for ldmatrix with shape '.m16n16'".
// expected-error @+1 {{num_matrices must be at most 2 for shape m16n16, got 4}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n16", num_matrices = 4, transpose} : !cute_nvgpu.atom.ldsm

// -----

// expected-error @+1 {{`atom.ldsm` m16n16 moves .b8 elements, got 'f16'}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16, shape = "m16n16", transpose} : !cute_nvgpu.atom.ldsm

// -----

// ptxas: "Modifier .trans not allowed for shape '.m8n16'".
// expected-error @+1 {{shape m8n16 does not transpose}}
%0 = cute_nvgpu.make_copy_atom {value_type = !cute_nvgpu.i6, shape = "m8n16", transpose} : !cute_nvgpu.atom.ldsm

// -----

// m8n16 widens packed 6- or 4-bit elements to bytes; there is no signed form.
// expected-error @+1 {{`atom.ldsm` m8n16 moves .b6x16_p32 or .b4x16_p64 elements, got 'i8'}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m8n16"} : !cute_nvgpu.atom.ldsm

// -----

// ptxas: "Modifier '.trans' require for instruction stmatrix with shape '.m16n8'".
// expected-error @+1 {{shape m16n8 needs transpose}}
%0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n8"} : !cute_nvgpu.atom.stsm

// -----

// ptxas: "Feature '.m16n16' not supported on .target 'sm_90a'".
module attributes {tileiras.target = "sm_90a"} {
  // expected-error @+1 {{atom `atom.ldsm` with shape m16n16 is not available on target sm_90a: it needs sm_100 or newer}}
  %0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n16", transpose} : !cute_nvgpu.atom.ldsm
}

// -----

// ptxas: "unexpected value '2', expected to be 4 or 8 or 16".
// expected-error @+1 {{cp.async copies 4, 8 or 16 bytes, got 2}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16, bytes = 2} : !cute_nvgpu.atom.simt_async_copy

// -----

// ptxas: cp.async.cg takes 16 bytes only.
// expected-error @+1 {{cp.async.cg copies 16 bytes only, got 4}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32, bytes = 4, cache_mode = "cg"} : !cute_nvgpu.atom.simt_async_copy

// -----

// expected-error @+1 {{cache_mode must be "ca" or "cg", got "cs"}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32, bytes = 16, cache_mode = "cs"} : !cute_nvgpu.atom.simt_async_copy

// -----

// expected-error @+1 {{atom.simt_async_copy needs `bytes`}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.simt_async_copy

// -----

// expected-error @+1 {{value_type 'f64' does not divide a 4-byte copy}}
%0 = cute_nvgpu.make_copy_atom {value_type = f64, bytes = 4} : !cute_nvgpu.atom.simt_async_copy

// -----

// expected-error @+1 {{bytes and cache_mode apply to atom.simt_async_copy only}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16, bytes = 16} : !cute_nvgpu.atom.ldsm

// -----

// expected-error @+1 {{value_type 'f32' differs from the atom's 'f16'}}
%0 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.universal_copy<f16>

// -----

// expected-error @+1 {{TMA atom `atom.tma_load` is made by cute_nvgpu.make_tma_atom}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.tma_load

// -----

// expected-error @+1 {{result #0 must be a copy atom type, but got '!cute_nvgpu.sm80.mma'}}
%0 = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.sm80.mma

// -----

//===----------------------------------------------------------------------===//
// copy_atom_call: element types, then the registry's memory spaces
//===----------------------------------------------------------------------===//

func.func @f(%g: memref<8x8xf16, 1>, %r: vector<2xf16>) {
  %ldsm = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.ldsm
  // expected-error @+1 {{'cute_nvgpu.copy_atom_call' op expects smem for the source of `atom.ldsm`, but got src: memref<8x8xf16, 1>}}
  cute_nvgpu.copy_atom_call %ldsm (%g) -> %r : !cute_nvgpu.atom.ldsm, memref<8x8xf16, 1>, vector<2xf16>
  return
}

// -----

func.func @f(%r: vector<2xf16>, %g: memref<8x8xf16, 1>) {
  %stsm = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.stsm
  // expected-error @+1 {{expects smem for the destination of `atom.stsm`, but got dst: memref<8x8xf16, 1>}}
  cute_nvgpu.copy_atom_call %stsm (%r) -> %g : !cute_nvgpu.atom.stsm, vector<2xf16>, memref<8x8xf16, 1>
  return
}

// -----

func.func @f(%r: vector<32xf32>, %s: memref<32x32xf32, 3>) {
  %st = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_store
  // expected-error @+1 {{expects tmem for the destination of `atom.tmem_store`, but got dst: memref<32x32xf32, 3>}}
  cute_nvgpu.copy_atom_call %st (%r) -> %s : !cute_nvgpu.atom.tmem_store, vector<32xf32>, memref<32x32xf32, 3>
  return
}

// -----

func.func @f(%s: memref<8x8xbf16, 3>, %r: vector<2xbf16>) {
  %ldsm = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.ldsm
  // expected-error @+1 {{expects src with element type f16, but get bf16.}}
  cute_nvgpu.copy_atom_call %ldsm (%s) -> %r : !cute_nvgpu.atom.ldsm, memref<8x8xbf16, 3>, vector<2xbf16>
  return
}

// -----

func.func @f(%g: memref<8xf16, 1>, %r: vector<8xf32>, %uc: !cute_nvgpu.atom.universal_copy<f16>) {
  // The universal atom's value type is in its type.
  // expected-error @+1 {{expects dst with element type f16, but get f32.}}
  cute_nvgpu.copy_atom_call %uc (%g) -> %r : !cute_nvgpu.atom.universal_copy<f16>, memref<8xf16, 1>, vector<8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// TMA (seed 001)
//===----------------------------------------------------------------------===//

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // Seed 001's worked example: rank 6 is one above the hardware cap.
  // expected-error @+1 {{'cute_nvgpu.make_tma_atom' op TMA rank must be in [1, 5], got 6}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 6} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{TMA rank must be in [1, 5], got 0}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 0} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_store
  return
}

// -----

// ptxas: "Modifier '.2d' cannot be combined with modifier '.im2col'".
func.func @f(%d: !cute_nvgpu.tma_descriptor_im2col) {
  // expected-error @+1 {{im2col TMA needs rank 3 to 5, got 2}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2} : !cute_nvgpu.tma_descriptor_im2col -> !cute_nvgpu.atom.tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{missing or invalid num_multicast for a multicast TMA load}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, load_mode = "w128_multicast"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{missing or invalid num_multicast for a multicast TMA load}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, load_mode = "w_multicast", num_multicast = 0} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{got num_multicast of 4 for the non-multicast load_mode "no_multicast"}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, num_multicast = 4} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{unknown load_mode "multicast" (no_multicast, two_cta, w_multicast, w128_multicast)}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, load_mode = "multicast"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{load_mode and num_multicast apply to TMA loads only}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, num_multicast = 1} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_store
  return
}

// -----

// ptxas: cp.reduce.async.bulk.tensor has no .mul ("Unknown modifier '.mul'").
func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{unknown reduce_kind "mul" (add, min, max, inc, dec, and, or, xor)}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, reduce_kind = "mul"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_reduce
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{a TMA reduce needs reduce_kind}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_reduce
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{reduce_kind applies to TMA reduces only}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2, reduce_kind = "add"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_load
  return
}

// -----

func.func @f(%d: !cute_nvgpu.tma_descriptor_tiled) {
  // expected-error @+1 {{`atom.ldsm` is not a TMA atom; use make_copy_atom}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.ldsm
  return
}

// -----

func.func @f(%d: !cute_nvgpu.smem_desc) {
  // expected-error @+1 {{operand #0 must be}}
  %0 = cute_nvgpu.make_tma_atom %d {rank = 2} : !cute_nvgpu.smem_desc -> !cute_nvgpu.atom.tma_load
  return
}
