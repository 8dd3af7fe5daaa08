// sm_100a family: a 16-bit dot of 64 rows on four warps runs on tcgen05 with
// its accumulator in tensor memory (Tcgen05Patterns.cpp). The function sets
// tensor memory up once at its entry (warp 0 allocates the columns of its
// widest dot, thread 0 initializes the `full`, `free` and `ready`
// mbarriers, one fenced barrier, then every thread arrives on `free`) and
// releases it before its return (warp 0 waits on `free`, then frees the
// columns). Per dot: operands in scratch as K-major core matrices, each
// thread fences its writes into the async proxy and arrives on `ready`
// (no CTA barrier), thread 0 waits on `ready` and `free` and issues one
// tcgen05.mma per K step of 16, committed to `full`, which every thread
// waits on; each warp reads its 16 rows with tcgen05.ld 16x256b and arrives
// on `free`. No barrier guards the tensor memory itself.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions --tileiras-convert-tileaa-to-llvm | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions --tileiras-convert-tileaa-to-llvm | FileCheck %s --check-prefix=ENABLE

// f16 64x32 * 32x64 + f32: 64 columns. The shared-memory descriptor is
// wgmma's plus the fixed 0b001 at bit 46: 1 << 46 | 32 << 32 | 8 << 16 =
// 70506183655424. The instruction descriptor: D f32 (1 << 4), f16 A and B
// (0), N >> 3 = 8 at bit 17, M >> 4 = 4 at bit 24: 68157456. The first K
// step does not read D (tensor memory starts undefined); the register
// accumulator is added afterwards.
// ENABLE-LABEL: llvm.func @f16(
// ENABLE: %[[FIRST:.*]] = llvm.mlir.constant(false) : i1
// ENABLE: nvvm.tcgen05.mma {{.*}}, %[[FIRST]] {
// ENABLE: %[[NEXT:.*]] = llvm.mlir.constant(true) : i1
// ENABLE: nvvm.tcgen05.mma {{.*}}, %[[NEXT]] {
// CHECK-DAG: llvm.mlir.global internal @__tileiras_tcgen05() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i32>
// CHECK-LABEL: llvm.func @f16(
// CHECK: %[[PARITY:.*]] = llvm.alloca
// CHECK: %[[READY_PARITY:.*]] = llvm.alloca
// CHECK: %[[COLS:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: nvvm.tcgen05.alloc %{{.*}}, %[[COLS]] : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: nvvm.mbarrier.init %[[FULL:.*]], %[[ONE]]
// CHECK-NEXT: %[[THREADS:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: nvvm.mbarrier.init %[[FREE:[^,]*]], %[[THREADS]]
// CHECK-NEXT: %[[THREADS2:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: nvvm.mbarrier.init %{{[^,]*}}, %[[THREADS2]]
// CHECK: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.tcgen05.fence <after>
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[FREE_AGAIN:.*]] = llvm.getelementptr %{{.*}}[%[[FOUR]]]
// CHECK: nvvm.mbarrier.arrive %[[FREE_AGAIN]]
// The operands written to scratch are published by `ready`, not by a CTA
// barrier: every thread fences and arrives, thread 0 waits for the phase
// before it waits on `free` and issues the MMAs (without that wait the
// emulator's attention on sm_100 reads unwritten operands, and TSan reports
// the race).
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: %{{.*}} = nvvm.mbarrier.arrive %[[READY:[^ ]*]] :
// CHECK-NEXT: %[[RP:.*]] = llvm.load %[[READY_PARITY]]
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[P:.*]] = llvm.load %[[PARITY]]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%[[READY]], %[[RP]])
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%{{.*}}, %[[P]])
// CHECK: nvvm.tcgen05.fence <after>
// CHECK: llvm.mlir.constant(70506183655424 : i64)
// CHECK: %[[IDESC:.*]] = llvm.mlir.constant(68157456 : i32)
// CHECK: nvvm.tcgen05.mma %{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>}
// CHECK: nvvm.tcgen05.mma
// CHECK-NOT: nvvm.tcgen05.mma
// CHECK: nvvm.tcgen05.commit
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"(%{{.*}}, %[[P]])
// CHECK: %[[FLIPPED:.*]] = llvm.xor %[[P]]
// CHECK-NEXT: llvm.store %[[FLIPPED]], %[[PARITY]]
// CHECK: nvvm.tcgen05.ld %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<32xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <load>
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.mbarrier.arrive
// CHECK-COUNT-32: llvm.fadd
// Before the return: warp 0 waits for every reader, then frees the columns.
// CHECK: llvm.call_intrinsic "llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta"
// CHECK: nvvm.tcgen05.fence <after>
// CHECK: nvvm.tcgen05.dealloc
// CHECK-COUNT-3: nvvm.mbarrier.inval
// CHECK: llvm.return
module attributes {tileiras.target = "sm_100"} {
func.func @f16(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// bf16 (A and B type 1 at bits 7 and 10), N = 16 (2 at bit 17): 67372176;
// still 32 columns, the allocation's minimum. tf32 (type 2, kind::tf32, K 8
// per instruction: 4 over K = 32), u8 x s8 (D s32 = 2, A 0, B 1, kind::i8)
// and e4m3 x e5m2 (A 0, B 1, kind::f8f6f4) follow the same table; f64 has
// no tcgen05 (mma.sync), nor has sm_120.
// CHECK-LABEL: llvm.func @bf16(
// CHECK: llvm.mlir.constant(32 : i32) : i32
// CHECK: nvvm.tcgen05.alloc
// CHECK: llvm.mlir.constant(67372176 : i32)
// CHECK-LABEL: llvm.func @tf32(
// CHECK: llvm.mlir.constant(68159760 : i32)
// CHECK-COUNT-4: nvvm.tcgen05.mma {{.*}}kind = #nvvm.tcgen05_mma_kind<tf32>
// CHECK-LABEL: llvm.func @i8(
// CHECK: llvm.mlir.constant(68158496 : i32)
// CHECK-COUNT-2: nvvm.tcgen05.mma {{.*}}kind = #nvvm.tcgen05_mma_kind<i8>
// CHECK: llvm.add
// CHECK-LABEL: llvm.func @f8(
// CHECK: llvm.mlir.constant(68158480 : i32)
// CHECK: nvvm.tcgen05.mma {{.*}}kind = #nvvm.tcgen05_mma_kind<f8f6f4>
// CHECK-LABEL: llvm.func @f64(
// CHECK-NOT: tcgen05
// CHECK: nvvm.mma.sync
module attributes {tileiras.target = "sm_100"} {
func.func @bf16(%a: tensor<64x32xbf16>, %b: tensor<32x16xbf16>, %c: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x16xbf16> -> tensor<64x16xf32>
  return %d : tensor<64x16xf32>
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
func.func @f64(%a: tensor<64x8xf64>, %b: tensor<8x64xf64>, %c: tensor<64x64xf64>) -> tensor<64x64xf64> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x8xf64>, tensor<8x64xf64> -> tensor<64x64xf64>
  return %d : tensor<64x64xf64>
}
}

// -----

// CHECK-LABEL: llvm.func @sm120(
// CHECK-NOT: tcgen05
// CHECK: nvvm.mma.sync
module attributes {tileiras.target = "sm_120"} {
func.func @sm120(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}

// -----

// A kernel whose tcgen05 dot is the first to need the kernel's init barrier
// (no pipeline made it before): the barrier goes at the very start of the
// entry block, and the initialization before it defines every value it uses
// (it once used control words defined after it: "operand #0 does not
// dominate this use").
// CHECK-LABEL: llvm.func @kernel(
// CHECK-NEXT: %[[CONTROL:.*]] = llvm.mlir.addressof @__tileiras_tcgen05
// CHECK: nvvm.tcgen05.alloc %[[CONTROL]]
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.barrier0 {tileiras.all_threads, tileiras.init_barrier}
// CHECK: nvvm.tcgen05.mma
module attributes {tileiras.target = "sm_100"} {
func.func @kernel(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {nv_tileaa.kernel} {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  return %d : tensor<64x64xf32>
}
}
