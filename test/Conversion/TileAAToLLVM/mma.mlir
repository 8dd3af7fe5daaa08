// A dot with an mma.sync plan's accumulator layout (assigned on a target
// with the instruction) lowers to one mma.sync per (row block, column block,
// K step) of each warp. Operands not in the fragment layout are written to
// scratch once (one barrier) and each fragment is read right before its
// instruction; a chained dot's A is already in registers. The other dots
// keep the scalar loop (dot.mlir).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions --tileiras-convert-tileaa-to-llvm | FileCheck %s

// f16 64x32 * 32x64 + f32 on 2 x 2 warps: per warp 2 x 4 blocks x 2 K steps
// = 16 instructions; A as four f16x2 registers, B as two, C as four f32.
// After the one barrier, each fragment comes from scratch with one ldmatrix
// (A: x4 over four 8x8 blocks; B: x2, transposed, the tile being k-major),
// right before its instruction. The accumulator of one K step is the C of
// the next.
// CHECK-LABEL: llvm.func @f16(
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK: %[[D0:.*]] = nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[E0:.*]] = llvm.extractvalue %[[D0]][0]
// CHECK: %[[E1:.*]] = llvm.extractvalue %[[D0]][1]
// CHECK: %[[E2:.*]] = llvm.extractvalue %[[D0]][2]
// CHECK: %[[E3:.*]] = llvm.extractvalue %[[D0]][3]
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[%[[E0]], %[[E1]], %[[E2]], %[[E3]]]
// CHECK-COUNT-14: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
module attributes {tileiras.target = "sm_80"} {
func.func @f16(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// Chained dots: the first result, truncated to f16, is the second A by a
// register renaming: between the two dots' mma.sync only V (the second B,
// 32 f16 slots per thread) goes to scratch.
// CHECK-LABEL: llvm.func @chained(
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK-COUNT-32: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK-NOT: llvm.store %{{.*}}, %{{.*}} : {{.*}}, !llvm.ptr<3>
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
module attributes {tileiras.target = "sm_80"} {
func.func @chained(%q: tensor<64x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s = nv_tileaa.dot %q, %k, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  %p = arith.truncf %s : tensor<64x64xf32> to tensor<64x64xf16>
  %o = nv_tileaa.dot %p, %v, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  return %o : tensor<64x64xf32>
}
}

// -----

// f16 accumulator: C and D are two f16x2 registers. bf16: the pairs travel
// as i32 (ldmatrix's registers as they are). tf32: m16n8k8, each f32 as its
// i32 bits, loaded one by one.
// CHECK-LABEL: llvm.func @f16_acc(
// CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-LABEL: llvm.func @bf16(
// CHECK: %[[BF:.*]] = nvvm.ldmatrix
// CHECK: %[[BF0:.*]] = llvm.extractvalue %[[BF]][0]
// CHECK: nvvm.mma.sync A[%[[BF0]],
// CHECK: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32)
// CHECK-LABEL: llvm.func @tf32(
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32)
// CHECK-LABEL: llvm.func @f32(
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.call @__nv_fmaf
module attributes {tileiras.target = "sm_80"} {
func.func @f16_acc(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
  return %d : tensor<64x64xf16>
}
func.func @bf16(%a: tensor<64x32xbf16>, %b: tensor<32x64xbf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @tf32(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<64x32xf32>, tensor<32x64xf32> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @f32(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf32>, tensor<32x64xf32> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// sm_89: f8 through the LLVM intrinsic (MLIR 22's nvvm.mma.sync has no f8
// operands), 4 bytes per i32; u8 x s8 -> s32 wrapping; f64 m8n8k4.
// CHECK-LABEL: llvm.func @f8(
// CHECK-COUNT-8: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"({{.*}}) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: llvm.func @i8(
// CHECK-COUNT-8: nvvm.mma.sync {{.*}} {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
// CHECK-LABEL: llvm.func @f64(
// CHECK-COUNT-8: nvvm.mma.sync A[%{{[^,]*}}] B[%{{[^,]*}}] C[%{{.*}}, %{{.*}}] {{.*}}shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
module attributes {tileiras.target = "sm_89"} {
func.func @f8(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @i8(%a: tensor<2x32x64xi8>, %b: tensor<2x64x32xi8>, %c: tensor<2x32x32xi32>) -> tensor<2x32x32xi32> {
  %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<2x32x64xi8>, tensor<2x64x32xi8> -> tensor<2x32x32xi32>
  return %d : tensor<2x32x32xi32>
}
func.func @f64(%a: tensor<32x8xf64>, %b: tensor<8x32xf64>, %c: tensor<32x32xf64>) -> tensor<32x32xf64> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x8xf64>, tensor<8x32xf64> -> tensor<32x32xf64>
  return %d : tensor<32x32xf64>
}
}

// -----

// Operands larger than the scratch together (A and B of 128 KiB each, sm_80
// allows 163 KiB per CTA) go in K slices: each slice of A and B (K = 256) is
// an exchange of its own, its 512 mma.sync run before the next slice's
// entry barrier, and the accumulator carries over.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<131072 x i8>
// CHECK-LABEL: llvm.func @k_slices(
// CHECK: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-512: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<3>
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-512: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
module attributes {tileiras.target = "sm_80"} {
func.func @k_slices(%a: tensor<128x512xf16>, %b: tensor<512x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x512xf16>, tensor<512x128xf16> -> tensor<128x128xf32>
  return %d : tensor<128x128xf32>
}
}
