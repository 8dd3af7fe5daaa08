// arith on tiles stays vector arith on the slot vectors; math is applied
// slot by slot so libdevice calls stay scalar (f16 through f32).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file): tiles
// without a thread layout (N not a power of two) are errors of the layout
// assignment, tested in ../TileAAToTileAS/invalid.mlir (@odd_elementwise).

// 256 elements over 128 threads: two slots per thread, slot v of thread t
// holds element t + 128 v, so every op is per slot.
// CHECK-NOT: __tileiras_scratch
// CHECK-DAG: llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_logf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_fmaf(f32, f32, f32) -> f32
// CHECK-LABEL: llvm.func @float_ops(
// CHECK-SAME: %[[X:.*]]: vector<2xf32>, %[[Y:.*]]: vector<2xf32>, %[[S:.*]]: f32)
// CHECK: %[[A:.*]] = llvm.fadd %[[X]], %[[Y]] : vector<2xf32>
// CHECK: %[[C:.*]] = llvm.fcmp "olt" %[[A]], %[[Y]] : vector<2xf32>
// CHECK: %[[SEL:.*]] = llvm.select %[[C]], %[[X]], %[[Y]] : vector<2xi1>, vector<2xf32>
// CHECK: %[[T:.*]] = llvm.fptrunc %[[SEL]] : vector<2xf32> to vector<2xf16>
// CHECK: %[[K:.*]] = llvm.mlir.constant(dense<2.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK: %[[M:.*]] = llvm.fmul %[[X]], %[[K]] : vector<2xf32>
// CHECK: %[[M0:.*]] = llvm.extractelement %[[M]][
// CHECK: %[[E0:.*]] = llvm.call @__nv_expf(%[[M0]]) : (f32) -> f32
// CHECK: %[[M1:.*]] = llvm.extractelement %[[M]][
// CHECK: %[[E1:.*]] = llvm.call @__nv_expf(%[[M1]]) : (f32) -> f32
// CHECK: %[[L0:.*]] = llvm.call @__nv_logf(%[[E0]]) : (f32) -> f32
// CHECK: %[[L1:.*]] = llvm.call @__nv_logf(%[[E1]]) : (f32) -> f32
// CHECK: %[[Q0:.*]] = llvm.call @__nv_sqrtf(%[[L0]]) : (f32) -> f32
// CHECK: llvm.call @__nv_sqrtf(%[[L1]]) : (f32) -> f32
// CHECK-COUNT-2: llvm.call @__nv_fmaf(
// A scalar math op is one call.
// CHECK: llvm.call @__nv_expf(%[[S]]) : (f32) -> f32
// CHECK-NOT: llvm.call
// CHECK: llvm.return
func.func @float_ops(%x: tensor<256xf32>, %y: tensor<256xf32>, %s: f32) -> (tensor<256xf32>, tensor<256xi1>, tensor<256xf32>, tensor<256xf16>, f32) {
  %a = arith.addf %x, %y : tensor<256xf32>
  %c = arith.cmpf olt, %a, %y : tensor<256xf32>
  %sel = arith.select %c, %x, %y : tensor<256xi1>, tensor<256xf32>
  %t = arith.truncf %sel : tensor<256xf32> to tensor<256xf16>
  %k = arith.constant dense<2.0> : tensor<256xf32>
  %m = arith.mulf %x, %k : tensor<256xf32>
  %e = math.exp %m : tensor<256xf32>
  %l = math.log %e : tensor<256xf32>
  %r = math.sqrt %l : tensor<256xf32>
  %f = math.fma %x, %y, %r : tensor<256xf32>
  %sc = math.exp %s : f32
  return %a, %c, %f, %t, %sc : tensor<256xf32>, tensor<256xi1>, tensor<256xf32>, tensor<256xf16>, f32
}

// -----

// f16 math goes through f32; a scalar condition selects whole tiles;
// integer ops and casts stay vector ops.
// CHECK-LABEL: llvm.func @mixed(
// CHECK-SAME: %[[X:.*]]: vector<1xf16>, %[[C:.*]]: i1, %[[Y:.*]]: vector<1xf16>, %[[I:.*]]: vector<1xi32>)
// CHECK: %[[X0:.*]] = llvm.extractelement %[[X]][
// CHECK: %[[W:.*]] = llvm.fpext %[[X0]] : f16 to f32
// CHECK: %[[E:.*]] = llvm.call @__nv_expf(%[[W]]) : (f32) -> f32
// CHECK: llvm.fptrunc %[[E]] : f32 to f16
// CHECK: llvm.select %[[C]], %{{.*}}, %[[Y]] : i1, vector<1xf16>
// CHECK: llvm.call @__nv_abs(%{{.*}}) : (i32) -> i32
// CHECK: llvm.sext %{{.*}} : vector<1xi32> to vector<1xi64>
// CHECK: llvm.xor %[[I]], %{{.*}} : vector<1xi32>
// CHECK: llvm.udiv %[[I]], %{{.*}} : vector<1xi32>
func.func @mixed(%x: tensor<128xf16>, %c: i1, %y: tensor<128xf16>, %i: tensor<128xi32>) -> (tensor<128xf16>, tensor<128xi32>, tensor<128xi64>, tensor<128xi32>, tensor<128xi32>) {
  %e = math.exp %x : tensor<128xf16>
  %s = arith.select %c, %e, %y : tensor<128xf16>
  %a = math.absi %i : tensor<128xi32>
  %w = arith.extsi %a : tensor<128xi32> to tensor<128xi64>
  %k = arith.constant dense<-1> : tensor<128xi32>
  %n = arith.xori %i, %k : tensor<128xi32>
  %d = arith.divui %i, %k : tensor<128xi32>
  return %s, %a, %w, %n, %d : tensor<128xf16>, tensor<128xi32>, tensor<128xi64>, tensor<128xi32>, tensor<128xi32>
}
