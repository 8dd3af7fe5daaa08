// Kernel attributes, the warps option, the scratch global, libdevice calls.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=num-warps=2 --tileiras-convert-tileaa-to-llvm=num-warps=2 | FileCheck %s --check-prefix=W2
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=num-warps=32 --tileiras-convert-tileaa-to-llvm="num-warps=32" | FileCheck %s --check-prefix=W32

// The example kernel: softmax-like normalisation of a 256-element row.
// A reduce of 256 f32 shuffles within warps and exchanges one f32 per
// warp (16 bytes); math.exp becomes one __nv_expf
// call per slot (2 slots at 4 warps, 4 at 2 warps).

// CHECK: llvm.mlir.global internal @__tileiras_scratch() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK-LABEL: llvm.func @vadd(
// CHECK-SAME: %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32)
// CHECK-SAME: attributes {nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-NOT: nv_tileaa
// CHECK: llvm.intr.masked.gather {{.*}} -> vector<2xf32>
// CHECK-COUNT-2: llvm.call @__nv_expf
// CHECK-NOT: llvm.call @__nv_expf
// CHECK: llvm.intr.masked.scatter {{.*}} : vector<2xf32>, vector<2xi1> into vector<2x!llvm.ptr<1>>
// CHECK-NOT: unrealized_conversion_cast

// W2: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<8 x i8>
// W2-LABEL: llvm.func @vadd(
// W2-SAME: nvvm.reqntid = array<i32: 64, 1, 1>
// W2: llvm.intr.masked.gather {{.*}} -> vector<4xf32>
// W2-COUNT-4: llvm.call @__nv_expf
// W2-NOT: llvm.call @__nv_expf

// W32: llvm.func @vadd(
// W32-SAME: nvvm.reqntid = array<i32: 1024, 1, 1>
// W32: llvm.intr.masked.gather {{.*}} -> vector<1xf32>
func.func @vadd(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %c: !nv_tileaa.ptr<f32>, %n: i32) attributes {nv_tileaa.kernel} {
  %t0 = nv_tileaa.create_mem_token
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes(%n64), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t1 = nv_tileaa.tiled_load %ma[%i] token(%t0) steps [256] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<256xf32>
  %e = math.exp %x : tensor<256xf32>
  %s = nv_tileaa.reduce %e dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %ss = nv_tileaa.splat %s : f32 -> tensor<256xf32>
  %w = arith.divf %e, %ss : tensor<256xf32>
  %t3 = nv_tileaa.tiled_store %w, %ma[%i] token(%t1) steps [256] dim_map [0] : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

// Nothing exchanges: no scratch global. A function without the kernel
// attribute is lowered but gets no kernel attributes.

// CHECK: {{^}}//{{ }}-----
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @helper(
// CHECK-NOT: nvvm.kernel
// CHECK-NOT: nvvm.reqntid
// CHECK-SAME: {
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @copy(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: __tileiras_scratch
// CHECK: llvm.return

// W2: {{^}}//{{ }}-----
// W2-NOT: __tileiras_scratch
// W2-LABEL: llvm.func @copy(
// W2-SAME: nvvm.reqntid = array<i32: 64, 1, 1>
func.func @helper(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}

func.func @copy(%a: !nv_tileaa.ptr<f16>, %b: !nv_tileaa.ptr<f16>) attributes {nv_tileaa.kernel} {
  %n = arith.constant 4096 : i64
  %one = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes(%n), strides(%one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 1>
  %mb = nv_tileaa.make_memref %b, sizes(%n), strides(%one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t1 = nv_tileaa.tiled_load %ma[%i] steps [512] dim_map [0] : !nv_tileaa.memref<f16, 1>[i32] -> tensor<512xf16>
  %y = arith.addf %x, %x : tensor<512xf16>
  %t2 = nv_tileaa.tiled_store %y, %mb[%i] steps [512] dim_map [0] : tensor<512xf16>, !nv_tileaa.memref<f16, 1>[i32]
  return
}

// -----

// Two kernels in one module share one scratch global sized for the larger
// exchange (the warp totals of a reduce: 64 f32 over 2 warps = 8 bytes,
// 512 i32 over 4 warps = 16).

// CHECK: {{^}}//{{ }}-----
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<16 x i8>
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: llvm.func @small(
// CHECK-SAME: nvvm.kernel
// CHECK-LABEL: llvm.func @large(
// CHECK-SAME: nvvm.kernel
func.func @small(%x: tensor<64xf32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %t = nv_tileaa.store %s, %out : f32, !nv_tileaa.ptr<f32>
  return
}

func.func @large(%x: tensor<512xi32>, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<512xi32> -> i32 {
  ^bb0(%p: i32, %q: i32):
    %r = arith.maxsi %p, %q : i32
    nv_tileaa.yield %r : i32
  }
  %t = nv_tileaa.store %s, %out : i32, !nv_tileaa.ptr<i32>
  return
}
