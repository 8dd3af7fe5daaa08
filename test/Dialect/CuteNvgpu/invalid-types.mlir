// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Type syntax errors: located, one per chunk. The unknown-type text has two
// spaces after `unknown` (seed 000).

// expected-error @+1 {{unknown  type `sm120.mma_bs` in dialect `cute_nvgpu`}}
func.func private @lowercase_sm120(!cute_nvgpu.sm120.mma_bs)

// -----

// expected-error @+1 {{unknown  type `SM80.mma` in dialect `cute_nvgpu`}}
func.func private @uppercase_sm80(!cute_nvgpu.SM80.mma)

// -----

// expected-error @+1 {{unknown  type `sm110.mma` in dialect `cute_nvgpu`}}
func.func private @no_sm110_atom(!cute_nvgpu.sm110.mma)

// -----

// expected-error @+1 {{unknown  type `i4x` in dialect `cute_nvgpu`}}
func.func private @integer_tail(!cute_nvgpu.i4x)

// -----

// expected-error @+1 {{packed integer width must be in [1, 64], got 0}}
func.func private @integer_zero(!cute_nvgpu.i0)

// -----

// expected-error @+1 {{divby must be a power of two, got 3}}
func.func private @integer_divby(!cute_nvgpu.i4<divby 3>)

// -----

// expected-error @+1 {{expected 'divby'}}
func.func private @integer_keyword(!cute_nvgpu.i4<div 2>)

// -----

// expected-error @+1 {{unknown memory order `seq_cst`}}
func.func private @copy_order(!cute_nvgpu.atom.universal_copy<f16, mem_order=seq_cst>)

// -----

// expected-error @+1 {{unknown memory scope `cta`}}
func.func private @copy_scope(!cute_nvgpu.atom.universal_copy<f16, mem_scope=cta>)

// -----

// expected-error @+1 {{universal_copy width must be 8, 16, 32, 64 or 128 bits, got 96 b}}
func.func private @copy_width(!cute_nvgpu.atom.universal_copy<f16, 96 b>)

// -----

// expected-error @+1 {{expected 'b'}}
func.func private @copy_bits_suffix(!cute_nvgpu.atom.universal_copy<f16, 128>)

// -----

// expected-error @+1 {{expected a bit width, `allow_dsmem`, `mem_order=` or `mem_scope=`, got `dsmem`}}
func.func private @copy_field(!cute_nvgpu.atom.universal_copy<f16, dsmem>)

// -----

// expected-error @+1 {{universal_copy value type must be an integer or float type, got 'vector<2xf16>'}}
func.func private @copy_value(!cute_nvgpu.atom.universal_copy<vector<2xf16>>)

// -----

// expected-error @+1 {{smem_desc_view source must be a shared-memory memref (memory space 3), got 'memref<128xf16, 1>'}}
func.func private @view_space(!cute_nvgpu.smem_desc_view<memref<128xf16, 1>, #cute.layout<"(128):(1)">>)

// -----

// expected-error @+1 {{smem_desc_view layout must be a #cute.layout or #cute.composed_layout, got #cute.int_tuple<"(4,2)">}}
func.func private @view_layout(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.int_tuple<"(4,2)">>)
