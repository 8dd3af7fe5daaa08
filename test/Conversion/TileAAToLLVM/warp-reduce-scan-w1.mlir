// reduce and scan in one warp (num-warps=1) with shfl.sync: no barrier,
// no scratch, unless the layout is no bit permutation.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm=num-warps=1 | FileCheck %s

// A two-operand argmax within one warp: each butterfly shuffles both
// operands, and as the body is not one commutative op, both partners
// combine (lower lane, upper lane) (selected on the lane bit).
#w = #nv_tileas.simt<threads = 32, layout = "(32,1):(1,0)">
#one = #nv_tileas.simt<threads = 32, layout = "((1,32),1):((0,0),0)">
// CHECK-LABEL: llvm.func @argmax(
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[UP:.*]] = llvm.icmp "ne"
// CHECK: nvvm.shfl.sync  bfly %{{.*}} : f32 -> f32
// CHECK: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK: llvm.select %[[UP]]
// CHECK-COUNT-8: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @argmax(%v: tensor<32xf32, #w>, %i: tensor<32xi32, #w>) -> (f32, i32) {
  %0:2 = nv_tileaa.reduce %v, %i dim = 0 identities = [0xFF800000 : f32, 0 : i32] : tensor<32xf32, #w>, tensor<32xi32, #w> -> f32, i32 {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %m = arith.select %gt, %v1, %v0 : f32
    %j = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %m, %j : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// 64-bit values shuffle as two 32-bit halves, 16-bit ones widened to i32.
#w = #nv_tileas.simt<threads = 32, layout = "(32,1):(1,0)">
// CHECK-LABEL: llvm.func @wide(
// CHECK: llvm.trunc %{{.*}} : i64 to i32
// CHECK: llvm.lshr
// CHECK: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK: llvm.or
// CHECK: llvm.add %{{.*}} : i64
// CHECK-COUNT-8: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
func.func @wide(%x: tensor<32xi64, #w>) -> i64 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0 : i64] : tensor<32xi64, #w> -> i64 {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    nv_tileaa.yield %s : i64
  }
  return %0 : i64
}
// CHECK-LABEL: llvm.func @half(
// CHECK: llvm.bitcast %{{.*}} : f16 to i16
// CHECK: llvm.zext %{{.*}} : i16 to i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK: llvm.bitcast %{{.*}} : i16 to f16
// CHECK: llvm.call @__nv_fmaxf
func.func @half(%x: tensor<32xf16, #w>) -> f16 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0xFC00 : f16] : tensor<32xf16, #w> -> f16 {
  ^bb0(%p: f16, %q: f16):
    %s = arith.maxnumf %p, %q : f16
    nv_tileaa.yield %s : f16
  }
  return %0 : f16
}

// -----

// A reverse scan in one warp: shfl.down, positions counted from the end;
// no barrier.
#w = #nv_tileas.simt<threads = 32, layout = "(32,2):(2,1)">
// CHECK-LABEL: llvm.func @scan_reverse(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-6: nvvm.shfl.sync  down
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @scan_reverse(%x: tensor<64xf32, #w>) -> tensor<64xf32, #w> {
  %0 = nv_tileaa.scan %x dim = 0 reverse = true identities = [0.0 : f32] : tensor<64xf32, #w> -> tensor<64xf32, #w> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : tensor<64xf32, #w>
}

// -----

// Three slots per thread is no bit permutation: the scratch lowering.
#three = #nv_tileas.simt<threads = 32, layout = "(32,3):(1,32)">
#one = #nv_tileas.simt<threads = 32, layout = "((1,32),1):((0,0),0)">
// CHECK-LABEL: llvm.func @fallback(
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-3: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
func.func @fallback(%x: tensor<96xf32, #three>) -> f32 {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<96xf32, #three> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return %0 : f32
}
