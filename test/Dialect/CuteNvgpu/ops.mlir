// RUN: tileiras-opt %s | FileCheck %s
// RUN: tileiras-opt %s -o %t.1 && tileiras-opt %t.1 -o %t.2 && diff %t.1 %t.2

// One legal instance of every atom on a target that has it; result names are
// seed 000's alias hints (mma_<A>_<B>_<C>_<MxNxK>, copy_<atom>).

// CHECK-LABEL: module @sm80 attributes {tileiras.target = "sm_80"}
module @sm80 attributes {tileiras.target = "sm_80"} {
  // CHECK: %mma_f32_f32_f32_1x1x1 = cute_nvgpu.make_mma_atom {a_type = f32, b_type = f32, c_type = f32, shape_MNK = array<i64: 1, 1, 1>} : !cute_nvgpu.atom.universal_fma
  %fma = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 1, 1, 1>, a_type = f32, b_type = f32, c_type = f32} : !cute_nvgpu.atom.universal_fma
  // CHECK: %mma_f16_f16_f32_16x8x16 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm80.mma
  %m0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma
  // CHECK: %mma_tf32_tf32_f32_16x8x4 = cute_nvgpu.make_mma_atom
  %m1 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 4>, a_type = tf32, b_type = tf32, c_type = f32} : !cute_nvgpu.sm80.mma
  // CHECK: %mma_i8_ui8_i32_16x8x32 = cute_nvgpu.make_mma_atom
  %m2 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = i8, b_type = ui8, c_type = i32} : !cute_nvgpu.sm80.mma
  // CHECK: %mma_f64_f64_f64_8x8x4 = cute_nvgpu.make_mma_atom
  %m3 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 8, 8, 4>, a_type = f64, b_type = f64, c_type = f64} : !cute_nvgpu.sm80.mma
  // CHECK: %mma_bf16_bf16_f32_16x8x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm80.sparse_mma
  %sp = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm80.sparse_mma
  // CHECK: %copy_ldsm = cute_nvgpu.make_copy_atom {num_matrices = 4 : i64, transpose, value_type = f16} : !cute_nvgpu.atom.ldsm
  %ldsm = cute_nvgpu.make_copy_atom {value_type = f16, num_matrices = 4, transpose} : !cute_nvgpu.atom.ldsm
  // CHECK: %copy_simt_async_copy = cute_nvgpu.make_copy_atom {bytes = 16 : i64, cache_mode = "cg", value_type = f32} : !cute_nvgpu.atom.simt_async_copy
  %cpa = cute_nvgpu.make_copy_atom {value_type = f32, bytes = 16, cache_mode = "cg"} : !cute_nvgpu.atom.simt_async_copy
  // CHECK: %copy_universal_copy = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %uc = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  // CHECK: cute_nvgpu.mma_atom_call %mma_f16_f16_f32_16x8x16_0(%{{.*}}, %{{.*}}, %{{.*}}) -> %{{.*}} : !cute_nvgpu.sm80.mma, vector<8xf16>, vector<4xf16>, vector<4xf32>, memref<4xf32>
  func.func @call(%a: vector<8xf16>, %b: vector<4xf16>, %c: vector<4xf32>, %d: memref<4xf32>) {
    %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma
    cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %d : !cute_nvgpu.sm80.mma, vector<8xf16>, vector<4xf16>, vector<4xf32>, memref<4xf32>
    return
  }
}

// CHECK-LABEL: func.func @copies
// CHECK: cute_nvgpu.copy_atom_call %{{.*}}(%{{.*}}) -> %{{.*}} : !cute_nvgpu.atom.ldsm, memref<8x8xf16, 3>, vector<2xf16>
// CHECK: cute_nvgpu.copy_atom_call {{.*}} : !cute_nvgpu.atom.simt_async_copy, memref<4xf32, 1>, memref<4xf32, 3>
// CHECK: cute_nvgpu.copy_atom_call {{.*}} : !cute_nvgpu.atom.universal_copy<f16, 128 b>, memref<8xf16, 1>, vector<8xf16>
func.func @copies(%s: memref<8x8xf16, 3>, %r: vector<2xf16>, %g: memref<4xf32, 1>, %sm: memref<4xf32, 3>, %gh: memref<8xf16, 1>, %rh: vector<8xf16>) {
  %ldsm = cute_nvgpu.make_copy_atom {value_type = f16, num_matrices = 1} : !cute_nvgpu.atom.ldsm
  cute_nvgpu.copy_atom_call %ldsm (%s) -> %r : !cute_nvgpu.atom.ldsm, memref<8x8xf16, 3>, vector<2xf16>
  %cpa = cute_nvgpu.make_copy_atom {value_type = f32, bytes = 16} : !cute_nvgpu.atom.simt_async_copy
  cute_nvgpu.copy_atom_call %cpa (%g) -> %sm : !cute_nvgpu.atom.simt_async_copy, memref<4xf32, 1>, memref<4xf32, 3>
  %uc = cute_nvgpu.make_copy_atom {value_type = f16} : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  cute_nvgpu.copy_atom_call %uc (%gh) -> %rh : !cute_nvgpu.atom.universal_copy<f16, 128 b>, memref<8xf16, 1>, vector<8xf16>
  return
}

// CHECK-LABEL: module @sm89
module @sm89 attributes {tileiras.target = "sm_89"} {
  // Mixed FP8 inputs; ptxas also takes an f16 accumulator.
  // CHECK: %mma_f8E4M3FN_f8E5M2_f32_16x8x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm89.mma
  %m0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E5M2, c_type = f32} : !cute_nvgpu.sm89.mma
  // CHECK: %mma_f8E4M3FN_f8E4M3FN_f16_16x8x32
  %m1 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f16} : !cute_nvgpu.sm89.mma
}

// CHECK-LABEL: module @sm90a
module @sm90a attributes {tileiras.target = "sm_90a"} {
  // CHECK: %mma_f16_f16_f32_64x256x16 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm90.mma
  %w0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 256, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma
  // CHECK: %mma_i8_i8_i32_64x24x32
  %w1 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 24, 32>, a_type = i8, b_type = i8, c_type = i32} : !cute_nvgpu.sm90.mma
  // CHECK: %mma_i8_i8_i32_64x48x32
  %w2 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 48, 32>, a_type = i8, b_type = i8, c_type = i32} : !cute_nvgpu.sm90.mma
  // CHECK: %copy_stsm = cute_nvgpu.make_copy_atom {num_matrices = 2 : i64, value_type = bf16} : !cute_nvgpu.atom.stsm
  %stsm = cute_nvgpu.make_copy_atom {value_type = bf16, num_matrices = 2} : !cute_nvgpu.atom.stsm
  func.func @tma(%tiled: !cute_nvgpu.tma_descriptor_tiled, %im2col: !cute_nvgpu.tma_descriptor_im2col) {
    // CHECK: %copy_non_exec_tiled_tma_load = cute_nvgpu.make_tma_atom %{{.*}} {load_mode = "w_multicast", num_multicast = 2 : i64, rank = 2 : i64} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_load
    %0 = cute_nvgpu.make_tma_atom %tiled {rank = 2, load_mode = "w_multicast", num_multicast = 2} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_load
    // CHECK: %copy_tma_load = cute_nvgpu.make_tma_atom %{{.*}} {rank = 5 : i64} : !cute_nvgpu.tma_descriptor_im2col -> !cute_nvgpu.atom.tma_load
    %1 = cute_nvgpu.make_tma_atom %im2col {rank = 5} : !cute_nvgpu.tma_descriptor_im2col -> !cute_nvgpu.atom.tma_load
    // CHECK: %copy_tma_store = cute_nvgpu.make_tma_atom
    %2 = cute_nvgpu.make_tma_atom %tiled {rank = 1} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_store
    // CHECK: %copy_non_exec_tiled_tma_store = cute_nvgpu.make_tma_atom
    %3 = cute_nvgpu.make_tma_atom %tiled {rank = 3} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_store
    // CHECK: %copy_tma_reduce = cute_nvgpu.make_tma_atom %{{.*}} {rank = 2 : i64, reduce_kind = "xor"}
    %4 = cute_nvgpu.make_tma_atom %tiled {rank = 2, reduce_kind = "xor"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.tma_reduce
    // CHECK: %copy_non_exec_tiled_tma_reduce = cute_nvgpu.make_tma_atom
    %5 = cute_nvgpu.make_tma_atom %tiled {rank = 4, reduce_kind = "add"} : !cute_nvgpu.tma_descriptor_tiled -> !cute_nvgpu.atom.non_exec_tiled_tma_reduce
    return
  }
  // CHECK: cute_nvgpu.mma_atom_call {{.*}} : !cute_nvgpu.sm90.mma, vector<8xf16>, !cute_nvgpu.smem_desc_view
  func.func @wgmma(%a: vector<8xf16>, %b: !cute_nvgpu.smem_desc_view<memref<16x64xf16, 3>, #cute.layout<"(16,64):(64,1)">>, %c: vector<32xf32>) {
    %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 16>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm90.mma
    cute_nvgpu.mma_atom_call %atom (%a, %b, %c) -> %c : !cute_nvgpu.sm90.mma, vector<8xf16>, !cute_nvgpu.smem_desc_view<memref<16x64xf16, 3>, #cute.layout<"(16,64):(64,1)">>, vector<32xf32>, vector<32xf32>
    return
  }
}

// CHECK-LABEL: module @sm100a
module @sm100a attributes {tileiras.target = "sm_100a"} {
  // CHECK: %mma_bf16_bf16_f32_128x256x16 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma
  %u0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 256, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
  // CHECK: %mma_f4E2M1FN_f8E4M3FN_f32_64x8x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma
  %u1 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 8, 32>, a_type = f4E2M1FN, b_type = f8E4M3FN, c_type = f32} : !cute_nvgpu.sm100.mma
  // CHECK: %mma_f16_f16_f32_128x128x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma_sp
  %u2 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 128, 32>, a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm100.mma_sp
  // CHECK: %mma_f8E4M3FN_f8E4M3FN_f32_128x256x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma_bs
  %u3 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 256, 32>, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.sm100.mma_bs
  // NVFP4: e2m1 with ue4m3 scales, 16 elements per scale.
  // CHECK: %mma_f4E2M1FN_f4E2M1FN_f32_128x256x64 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma_bs
  %u4 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 256, 64>, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sfa_type = f8E4M3FN, sfb_type = f8E4M3FN, vec_size = 16} : !cute_nvgpu.sm100.mma_bs
  // CHECK: %mma_f4E2M1FN_f4E2M1FN_f32_128x256x128 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma_bs_sp
  %u5 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 256, 128>, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.sm100.mma_bs_sp
  // The b8 matrix shapes of sm_100.
  // CHECK: cute_nvgpu.make_copy_atom {num_matrices = 2 : i64, shape = "m16n16", transpose, value_type = i8} : !cute_nvgpu.atom.ldsm
  %l0 = cute_nvgpu.make_copy_atom {value_type = i8, shape = "m16n16", num_matrices = 2, transpose} : !cute_nvgpu.atom.ldsm
  // CHECK: cute_nvgpu.make_copy_atom {num_matrices = 4 : i64, shape = "m8n16", value_type = !cute_nvgpu.i4} : !cute_nvgpu.atom.ldsm
  %l1 = cute_nvgpu.make_copy_atom {value_type = !cute_nvgpu.i4, shape = "m8n16", num_matrices = 4} : !cute_nvgpu.atom.ldsm
  // CHECK: cute_nvgpu.make_copy_atom {num_matrices = 4 : i64, shape = "m16n8", transpose, value_type = ui8} : !cute_nvgpu.atom.stsm
  %s0 = cute_nvgpu.make_copy_atom {value_type = ui8, shape = "m16n8", num_matrices = 4, transpose} : !cute_nvgpu.atom.stsm
  // CHECK: %copy_tmem_load = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_load
  %t0 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_load
  // CHECK: %copy_tmem_store = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_store
  %t1 = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_store
  // CHECK: %copy_s2t_copy = cute_nvgpu.make_copy_atom {value_type = f8E8M0FNU} : !cute_nvgpu.atom.s2t_copy
  %t2 = cute_nvgpu.make_copy_atom {value_type = f8E8M0FNU} : !cute_nvgpu.atom.s2t_copy
  // CHECK: cute_nvgpu.copy_atom_call {{.*}} : !cute_nvgpu.atom.tmem_load, memref<32x32xf32, 6>, vector<32xf32>
  // CHECK: cute_nvgpu.copy_atom_call {{.*}} : !cute_nvgpu.atom.s2t_copy, memref<128x4xf8E8M0FNU, 3>, memref<128x4xf8E8M0FNU, 6>
  func.func @tmem(%t: memref<32x32xf32, 6>, %r: vector<32xf32>, %sf: memref<128x4xf8E8M0FNU, 3>, %tsf: memref<128x4xf8E8M0FNU, 6>) {
    %ld = cute_nvgpu.make_copy_atom {value_type = f32} : !cute_nvgpu.atom.tmem_load
    cute_nvgpu.copy_atom_call %ld (%t) -> %r : !cute_nvgpu.atom.tmem_load, memref<32x32xf32, 6>, vector<32xf32>
    %cp = cute_nvgpu.make_copy_atom {value_type = f8E8M0FNU} : !cute_nvgpu.atom.s2t_copy
    cute_nvgpu.copy_atom_call %cp (%sf) -> %tsf : !cute_nvgpu.atom.s2t_copy, memref<128x4xf8E8M0FNU, 3>, memref<128x4xf8E8M0FNU, 6>
    return
  }
  // CHECK: cute_nvgpu.mma_atom_call {{.*}} : !cute_nvgpu.sm100.mma, memref<128x16xbf16, 6>, !cute_nvgpu.smem_desc_view
  func.func @umma(%a: memref<128x16xbf16, 6>, %b: !cute_nvgpu.smem_desc_view<memref<16x256xbf16, 3>, #cute.layout<"(16,256):(256,1)">>, %d: memref<128x256xf32, 6>) {
    %atom = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 128, 256, 16>, a_type = bf16, b_type = bf16, c_type = f32} : !cute_nvgpu.sm100.mma
    cute_nvgpu.mma_atom_call %atom (%a, %b, %d) -> %d : !cute_nvgpu.sm100.mma, memref<128x16xbf16, 6>, !cute_nvgpu.smem_desc_view<memref<16x256xbf16, 3>, #cute.layout<"(16,256):(256,1)">>, memref<128x256xf32, 6>, memref<128x256xf32, 6>
    return
  }
}

// SM110 (Thor) has tcgen05: ptxas accepts tcgen05.mma for sm_110a.
// CHECK-LABEL: module @sm110
module @sm110 attributes {tileiras.target = "sm_110"} {
  // CHECK: cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.sm100.mma
  %u0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 64, 16>, a_type = f16, b_type = f16, c_type = f16} : !cute_nvgpu.sm100.mma
}

// CHECK-LABEL: module @sm120a
module @sm120a attributes {tileiras.target = "sm_120a"} {
  // CHECK: %mma_f6E2M3FN_f8E5M2_f32_16x8x32 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.SM120.mma_bs
  %b0 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f6E2M3FN, b_type = f8E5M2, c_type = f32, sfa_type = f8E8M0FNU, sfb_type = f8E8M0FNU, vec_size = 32} : !cute_nvgpu.SM120.mma_bs
  // CHECK: %mma_f4E2M1FN_f4E2M1FN_f32_16x8x64 = cute_nvgpu.make_mma_atom {{.*}} : !cute_nvgpu.SM120.mma_bs
  %b1 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 64>, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sfa_type = f8E4M3FN, sfb_type = f8E4M3FN, vec_size = 16} : !cute_nvgpu.SM120.mma_bs
  // FP8 mma.sync (sm89.mma) stays legal on sm_120.
  // CHECK: !cute_nvgpu.sm89.mma
  %f8 = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 32>, a_type = f8E5M2, b_type = f8E5M2, c_type = f32} : !cute_nvgpu.sm89.mma
}

// Without a target attribute the tier gate is skipped; the lattice is not.
// CHECK-LABEL: module @no_target
module @no_target {
  // CHECK: !cute_nvgpu.sm90.mma
  %w = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 64, 8, 8>, a_type = tf32, b_type = tf32, c_type = f32} : !cute_nvgpu.sm90.mma
}
