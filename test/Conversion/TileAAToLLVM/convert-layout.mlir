// nv_tileas.convert_layout lowers to a shared-memory exchange: the owners
// under the source layout store at their element index, a barrier, and
// every slot of the result layout loads the element it holds. Tiles without
// a layout, or with one over another thread count, are rejected up front.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm --verify-diagnostics | FileCheck %s

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// Source: slot v of thread t holds t + 128 v; result: 2 t + v, two
// adjacent elements read with one 8-byte vector load.
// CHECK-LABEL: llvm.func @row_to_pair(
// CHECK-SAME: %[[X:.+]]: vector<2xf32>) -> vector<2xf32>
// CHECK: nvvm.barrier0
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK: llvm.return
func.func @row_to_pair(%x: tensor<256xf32, #row>) -> tensor<256xf32, #pair> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #row> -> tensor<256xf32, #pair>
  return %0 : tensor<256xf32, #pair>
}

// -----

// A source replicated across threads: 64 elements, ((64,2),1):((1,0),0)
// (thread t holds element t mod 64, owned by t < 64) to ((2,64),1):((0,1),0)
// (thread t holds element t / 2). Only the owners store (guarded); every
// thread loads its element.
#rep = #nv_tileas.simt<threads = 128, layout = "((64,2),1):((1,0),0)">
#half = #nv_tileas.simt<threads = 128, layout = "((2,64),1):((0,1),0)">
// CHECK-LABEL: llvm.func @replicated(
// CHECK-SAME: %[[X:.*]]: vector<1xf32>) -> vector<1xf32>
// CHECK: nvvm.barrier0
// CHECK: %[[C64:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[SRC:.*]] = llvm.urem %{{.*}}, %[[C64]] : vector<1xi32>
// CHECK: %[[C64B:.*]] = llvm.mlir.constant(dense<64> : vector<1xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %[[C64B]] : vector<1xi32>
// CHECK: %[[O0:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O0]], ^[[W:.*]], ^[[D:.*]]
// CHECK: ^[[W]]:
// CHECK: %[[V:.*]] = llvm.extractelement %[[X]][
// CHECK: %[[I:.*]] = llvm.extractelement %[[SRC]][
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[I]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.store %[[V]], %[[P]] : f32, !llvm.ptr<3>
// CHECK: ^[[D]]:
// CHECK: %[[C2:.*]] = llvm.mlir.constant(dense<2> : vector<1xi32>)
// CHECK: %[[DST:.*]] = llvm.udiv %{{.*}}, %[[C2]] : vector<1xi32>
// CHECK: nvvm.barrier0
// CHECK: %[[J:.*]] = llvm.extractelement %[[DST]][
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%[[J]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.load %[[Q]] : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @replicated(%x: tensor<64xf32, #rep>) -> tensor<64xf32, #half> {
  %0 = nv_tileas.convert_layout %x : tensor<64xf32, #rep> -> tensor<64xf32, #half>
  return %0 : tensor<64xf32, #half>
}

// -----

// expected-error @+1 {{tile type 'tensor<256xf32>' has no #nv_tileas.simt layout}}
func.func @no_layout(%x: tensor<256xf32>) -> tensor<256xf32> {
  // expected-error @+1 {{tile type 'tensor<256xf32>' has no #nv_tileas.simt layout (run --tileiras-assign-tile-layouts first)}}
  return %x : tensor<256xf32>
}

// -----

#w1 = #nv_tileas.simt<threads = 32, layout = "(32,8):(1,32)">
// expected-error @+1 {{tile layout is over 32 threads, but the kernel has 128}}
func.func @other_threads(%x: tensor<256xf32, #w1>) -> tensor<256xf32, #w1> {
  // expected-error @+1 {{tile layout is over 32 threads, but the kernel has 128}}
  return %x : tensor<256xf32, #w1>
}

// -----

// Layouts that differ only in the order of the slots: a register renaming,
// no scratch.
#ab = #nv_tileas.simt<threads = 128, layout = "(128,(2,2)):(1,(128,256))">
#ba = #nv_tileas.simt<threads = 128, layout = "(128,(2,2)):(1,(256,128))">
// CHECK-LABEL: llvm.func @slot_order(
// CHECK-SAME: %[[X:.+]]: vector<4xf32>) -> vector<4xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[R:.*]] = llvm.shufflevector %[[X]], %[[X]] [0, 2, 1, 3] : vector<4xf32>
// CHECK-NEXT: llvm.return %[[R]]
func.func @slot_order(%x: tensor<512xf32, #ab>) -> tensor<512xf32, #ba> {
  %0 = nv_tileas.convert_layout %x : tensor<512xf32, #ab> -> tensor<512xf32, #ba>
  return %0 : tensor<512xf32, #ba>
}
