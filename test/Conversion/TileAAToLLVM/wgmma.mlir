// sm_90a: a dot of 64 rows on one warpgroup runs as wgmma.mma_async
// m64nNk, one per K step, its operands in shared memory as K-major core
// matrices read through descriptors (WgmmaPatterns.cpp); a chained dot,
// whose A is in registers already, and other targets keep mma.sync.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions --tileiras-convert-tileaa-to-llvm | FileCheck %s

// f16 64x32 * 32x64 + f32: A and B written to scratch, the stores fenced
// for the async proxy before the barrier, then wgmma.fence, two K steps
// (the second descriptor 256 bytes further: two core matrices), one commit
// group and its wait. Descriptors: the leading byte offset 128 >> 4 = 8 in
// bits 16-29, the stride byte offset (32/8) x 128 >> 4 = 32 in bits 32-45:
// 8 << 16 | 32 << 32 = 137439477760.
// CHECK-LABEL: llvm.func @f16(
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.mlir.constant(137439477760 : i64)
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: llvm.mlir.constant(256 : i64)
// CHECK: llvm.inline_asm {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
module attributes {tileiras.target = "sm_90"} {
func.func @f16(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// bf16, N = 128: m64n128k16, 64 accumulators per thread.
// CHECK-LABEL: llvm.func @bf16(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// Chained: the first dot on wgmma, the second (A in registers) on mma.sync.
// CHECK-LABEL: llvm.func @chained(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: wgmma.mma_async
// CHECK-COUNT-32: nvvm.mma.sync
// tf32 (k8: 4 steps over K = 32), u8 x s8 -> s32 (k32, wrapping) and
// e4m3 x e5m2 (k32): the same 32 bytes of K per instruction.
// CHECK-LABEL: llvm.func @tf32(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK-LABEL: llvm.func @i8(
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.s8
// CHECK-LABEL: llvm.func @f8(
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2
// CHECK-NOT: wgmma.mma_async
// An f16 accumulator: mma.sync.
// CHECK-LABEL: llvm.func @f16_acc(
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.mma.sync
module attributes {tileiras.target = "sm_90"} {
func.func @bf16(%a: tensor<64x64xbf16>, %b: tensor<64x128xbf16>, %c: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
  return %d : tensor<64x128xf32>
}
func.func @chained(%q: tensor<64x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s = nv_tileaa.dot %q, %k, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  %p = arith.truncf %s : tensor<64x64xf32> to tensor<64x64xf16>
  %o = nv_tileaa.dot %p, %v, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
  return %o : tensor<64x64xf32>
}
func.func @tf32(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<64x32xf32>, tensor<32x64xf32> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @i8(%a: tensor<64x64xi8>, %b: tensor<64x64xi8>, %c: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %d = nv_tileaa.dot %a, %b, %c {lhs_unsigned} : tensor<64x64xi8>, tensor<64x64xi8> -> tensor<64x64xi32>
  return %d : tensor<64x64xi32>
}
func.func @f8(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
func.func @f16_acc(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
  return %d : tensor<64x64xf16>
}
}

// -----

// sm_120 has no wgmma (nor tcgen05): the same dot is mma.sync. (sm_100:
// tcgen05.mlir.)
// CHECK-LABEL: llvm.func @f16_sm120(
// CHECK-NOT: wgmma
// CHECK: nvvm.mma.sync
module attributes {tileiras.target = "sm_120"} {
func.func @f16_sm120(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// A dot marked nv_tileas.mma_in_flight commits its group without waiting;
// nv_tileas.warpgroup_wait is wgmma.wait_group, and each register of the
// accumulator it returns comes out of an empty volatile asm tied to it, so
// the conversion to f16 reads the asm's results, after the wait.
// CHECK-LABEL: llvm.func @in_flight(
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NOT: llvm.fptrunc
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-32: llvm.inline_asm has_side_effects "", "=f,0" %{{.*}} : (f32) -> f32
// CHECK-NOT: llvm.inline_asm
// CHECK: llvm.fptrunc
module attributes {tileiras.target = "sm_90"} {
func.func @in_flight(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf16> {
  %d = nv_tileaa.dot %a, %b, %c {nv_tileas.mma_in_flight} : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  nv_tileas.warpgroup_wait {pending = 1 : i32}
  %r = nv_tileas.warpgroup_wait %d : tensor<64x64xf32> -> tensor<64x64xf32> {pending = 0 : i32}
  %h = arith.truncf %r : tensor<64x64xf32> to tensor<64x64xf16>
  return %h : tensor<64x64xf16>
}
}

// -----

// Operands of 256 KiB each exceed the 227 KiB a CTA may use: wgmma leaves
// the dot to mma.sync, which takes them in four K slices of 128 KiB.
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<131072 x i8>
// CHECK-LABEL: llvm.func @too_big_for_wgmma(
// CHECK-NOT: nvvm.wgmma
// CHECK-COUNT-256: nvvm.mma.sync
// CHECK-NEXT: llvm.extractvalue
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-256: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-256: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-256: nvvm.mma.sync
// CHECK-NOT: nvvm.{{wgmma|mma.sync}}
// CHECK: llvm.return
module attributes {tileiras.target = "sm_90"} {
func.func @too_big_for_wgmma(%a: tensor<64x2048xf16>, %b: tensor<2048x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x2048xf16>, tensor<2048x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}
