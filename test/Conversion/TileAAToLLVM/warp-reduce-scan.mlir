// reduce and scan over layouts that are bit permutations (LayoutBits): the
// slots along the dimension fold in registers, the lanes by shfl.sync, and
// only the warps along it meet in __tileiras_scratch.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm | FileCheck %s

// Rows across warps, columns across lanes, the result in the slice layout
// (thread t holds row t / 32): five butterflies, no barrier, no scratch.
#rows = #nv_tileas.simt<threads = 128, layout = "(128,1):(1,0)">
#slice = #nv_tileas.simt<threads = 128, layout = "((32,4),1):((0,1),0)">
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @in_warp(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-5: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @in_warp(%x: tensor<4x32xf32, #rows>) -> tensor<4xf32, #slice> {
  %0 = nv_tileaa.reduce %x dim = 1 identities = [0.0 : f32] : tensor<4x32xf32, #rows> -> tensor<4xf32, #slice> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<4xf32, #slice>
}

// -----

// 256 f32 to a scalar over 4 warps: the two slots add in the thread, five
// butterflies (1, 2, 4, 8, 16), then lane 0 of each warp stores its total
// at the warp's index and every thread adds the four.
#flat = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<16 x i8>
// CHECK-LABEL: llvm.func @cross_warp(
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: %[[S:.*]] = llvm.fadd
// CHECK: %[[O1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %[[S]], %[[O1]], %{{.*}} : f32 -> f32
// CHECK: llvm.mlir.constant(2 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK: llvm.mlir.constant(4 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK: llvm.mlir.constant(8 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK: llvm.mlir.constant(16 : i32)
// CHECK: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %{{.*}} : i32
// CHECK: %[[W:.*]] = llvm.icmp "eq" %[[LANE]]
// CHECK: llvm.cond_br %[[W]]
// CHECK: llvm.mlir.constant(96 : i32)
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @cross_warp(%x: tensor<256xf32, #flat>) -> f32 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<256xf32, #flat> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : f32
}

// -----

// Scan along the columns of 4x64 i32 (slot v of thread t holds t + 128 v:
// column t mod 64 over lanes and warp bit 5). Per slot: five shfl.up steps
// (1..16) and one more for the exclusive prefix; the last lane of each warp
// stores the warp total, and the threads of the second warp of a row add
// the first's.
#flat = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
// CHECK-LABEL: llvm.func @scan(
// CHECK-COUNT-12: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK: llvm.cond_br
// CHECK-COUNT-2: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @scan(%x: tensor<4x64xi32, #flat>) -> tensor<4x64xi32, #flat> {
  %0 = nv_tileaa.scan %x dim = 1 reverse = false identities = [0 : i32] : tensor<4x64xi32, #flat> -> tensor<4x64xi32, #flat> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  return %0 : tensor<4x64xi32, #flat>
}

