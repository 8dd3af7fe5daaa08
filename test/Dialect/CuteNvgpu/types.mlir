// RUN: tileiras-opt %s | FileCheck %s
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s -o %t.1 && tileiras-opt %t.1 -o %t.2 && diff %t.1 %t.2
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s

// Every type mnemonic of seed 000 parses, prints as itself (case-sensitive:
// SM120 is uppercase) and parses again. One function per type so that a
// wrong spelling fails its own CHECK line.

// CHECK-LABEL: func.func private @t0(!cute_nvgpu.atom.universal_fma)
func.func private @t0(!cute_nvgpu.atom.universal_fma)

// CHECK-LABEL: func.func private @t1(!cute_nvgpu.sm80.mma)
func.func private @t1(!cute_nvgpu.sm80.mma)

// CHECK-LABEL: func.func private @t2(!cute_nvgpu.sm80.sparse_mma)
func.func private @t2(!cute_nvgpu.sm80.sparse_mma)

// CHECK-LABEL: func.func private @t3(!cute_nvgpu.sm89.mma)
func.func private @t3(!cute_nvgpu.sm89.mma)

// CHECK-LABEL: func.func private @t4(!cute_nvgpu.sm90.mma)
func.func private @t4(!cute_nvgpu.sm90.mma)

// CHECK-LABEL: func.func private @t5(!cute_nvgpu.sm100.mma)
func.func private @t5(!cute_nvgpu.sm100.mma)

// CHECK-LABEL: func.func private @t6(!cute_nvgpu.sm100.mma_sp)
func.func private @t6(!cute_nvgpu.sm100.mma_sp)

// CHECK-LABEL: func.func private @t7(!cute_nvgpu.sm100.mma_bs)
func.func private @t7(!cute_nvgpu.sm100.mma_bs)

// CHECK-LABEL: func.func private @t8(!cute_nvgpu.sm100.mma_bs_sp)
func.func private @t8(!cute_nvgpu.sm100.mma_bs_sp)

// CHECK-LABEL: func.func private @t9(!cute_nvgpu.SM120.mma_bs)
func.func private @t9(!cute_nvgpu.SM120.mma_bs)

// CHECK-LABEL: func.func private @t10(!cute_nvgpu.smem_desc)
func.func private @t10(!cute_nvgpu.smem_desc)

// CHECK-LABEL: func.func private @t11(!cute_nvgpu.atom.tmem_load)
func.func private @t11(!cute_nvgpu.atom.tmem_load)

// CHECK-LABEL: func.func private @t12(!cute_nvgpu.atom.tmem_store)
func.func private @t12(!cute_nvgpu.atom.tmem_store)

// CHECK-LABEL: func.func private @t13(!cute_nvgpu.atom.s2t_copy)
func.func private @t13(!cute_nvgpu.atom.s2t_copy)

// CHECK-LABEL: func.func private @t14(!cute_nvgpu.atom.simt_async_copy)
func.func private @t14(!cute_nvgpu.atom.simt_async_copy)

// CHECK-LABEL: func.func private @t15(!cute_nvgpu.atom.ldsm)
func.func private @t15(!cute_nvgpu.atom.ldsm)

// CHECK-LABEL: func.func private @t16(!cute_nvgpu.atom.stsm)
func.func private @t16(!cute_nvgpu.atom.stsm)

// CHECK-LABEL: func.func private @t17(!cute_nvgpu.tma_descriptor_tiled)
func.func private @t17(!cute_nvgpu.tma_descriptor_tiled)

// CHECK-LABEL: func.func private @t18(!cute_nvgpu.tma_descriptor_im2col)
func.func private @t18(!cute_nvgpu.tma_descriptor_im2col)

// CHECK-LABEL: func.func private @t19(!cute_nvgpu.atom.tma_load)
func.func private @t19(!cute_nvgpu.atom.tma_load)

// CHECK-LABEL: func.func private @t20(!cute_nvgpu.atom.tma_store)
func.func private @t20(!cute_nvgpu.atom.tma_store)

// CHECK-LABEL: func.func private @t21(!cute_nvgpu.atom.tma_reduce)
func.func private @t21(!cute_nvgpu.atom.tma_reduce)

// CHECK-LABEL: func.func private @t22(!cute_nvgpu.atom.non_exec_tiled_tma_load)
func.func private @t22(!cute_nvgpu.atom.non_exec_tiled_tma_load)

// CHECK-LABEL: func.func private @t23(!cute_nvgpu.atom.non_exec_tiled_tma_store)
func.func private @t23(!cute_nvgpu.atom.non_exec_tiled_tma_store)

// CHECK-LABEL: func.func private @t24(!cute_nvgpu.atom.non_exec_tiled_tma_reduce)
func.func private @t24(!cute_nvgpu.atom.non_exec_tiled_tma_reduce)

// Parameterised types: printed exactly, absent fields elided, the space
// before `b` kept, `divby 1` is the plain width.

// CHECK-LABEL: func.func private @t25(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(8,16):(16,1)">>)
func.func private @t25(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(8,16):(16,1)">>)

// CHECK-LABEL: func.func private @t26(!cute_nvgpu.smem_desc_view<memref<8x64xbf16, 3>, #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">>)
func.func private @t26(!cute_nvgpu.smem_desc_view<memref<8x64xbf16, 3>, #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">>)

// CHECK-LABEL: func.func private @t27(!cute_nvgpu.atom.universal_copy<f16>)
func.func private @t27(!cute_nvgpu.atom.universal_copy<f16>)

// CHECK-LABEL: func.func private @t28(!cute_nvgpu.atom.universal_copy<f16, 128 b>)
func.func private @t28(!cute_nvgpu.atom.universal_copy<f16, 128 b>)

// CHECK-LABEL: func.func private @t29(!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>)
func.func private @t29(!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>)

// CHECK-LABEL: func.func private @t30(!cute_nvgpu.atom.universal_copy<f16, mem_order=acquire, mem_scope=cluster>)
func.func private @t30(!cute_nvgpu.atom.universal_copy<f16, mem_order=acquire, mem_scope=cluster>)

// CHECK-LABEL: func.func private @t31(!cute_nvgpu.atom.universal_copy<i32, 32 b, mem_order=volatile>)
func.func private @t31(!cute_nvgpu.atom.universal_copy<i32, 32 b, mem_order=volatile>)

// CHECK-LABEL: func.func private @t32(!cute_nvgpu.atom.universal_copy<f32, mem_scope=sys>)
func.func private @t32(!cute_nvgpu.atom.universal_copy<f32, mem_scope=sys>)

// CHECK-LABEL: func.func private @t33(!cute_nvgpu.i4)
func.func private @t33(!cute_nvgpu.i4)

// CHECK-LABEL: func.func private @t34(!cute_nvgpu.i6)
func.func private @t34(!cute_nvgpu.i6)

// CHECK-LABEL: func.func private @t35(!cute_nvgpu.i8)
func.func private @t35(!cute_nvgpu.i8)

// CHECK-LABEL: func.func private @t36(!cute_nvgpu.i4<divby 2>)
func.func private @t36(!cute_nvgpu.i4<divby 2>)

// CHECK-LABEL: func.func private @t37(!cute_nvgpu.i2<divby 4>)
func.func private @t37(!cute_nvgpu.i2<divby 4>)

// CHECK-LABEL: func.func private @t38(!cute_nvgpu.i4)
func.func private @t38(!cute_nvgpu.i4<divby 1>)

// CHECK-LABEL: func.func private @t39(!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>)
func.func private @t39(!cute_nvgpu.atom.universal_copy<f16,128 b,allow_dsmem>)
