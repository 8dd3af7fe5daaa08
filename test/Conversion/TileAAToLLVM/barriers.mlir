// Every exchange starts with a CTA barrier ("the previous exchange's readers
// may still read the scratch"); after lowering, a dataflow over the CFG drops
// it where no shared access can reach it without crossing another barrier.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm | FileCheck %s

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// The first exchange of a kernel: nobody can be reading yet, only the barrier
// between the stores and the loads is left.
// (Each thread's two result elements are adjacent: one vector load.)
// CHECK-LABEL: llvm.func @first(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @first(%x: tensor<256xf32, #row>) -> tensor<256xf32, #pair> attributes {nv_tileaa.kernel} {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #row> -> tensor<256xf32, #pair>
  return %0 : tensor<256xf32, #pair>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// The second exchange takes the scratch bytes after the first one's (the
// scratch grows by less than twice its first region): its writes miss the
// first one's reads, so no barrier is needed before them.
// CHECK-LABEL: llvm.func @second(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} -> vector<2xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @second(%x: tensor<256xf32, #row>) -> tensor<256xf32, #row> attributes {nv_tileaa.kernel} {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #row> -> tensor<256xf32, #pair>
  %1 = arith.addf %0, %0 : tensor<256xf32, #pair>
  %2 = nv_tileas.convert_layout %1 : tensor<256xf32, #pair> -> tensor<256xf32, #row>
  return %2 : tensor<256xf32, #row>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,64):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,64):(64,1)">

// Two 32 KiB exchanges do not go side by side (64 KiB would pass the 48 KiB
// limit): the second writes the bytes the first one's loads read, and its
// leading barrier stays. (Each thread's 64 adjacent elements of #pair move
// as 16-byte vectors.)
// CHECK: llvm.mlir.global internal @__tileiras_scratch(){{.*}}!llvm.array<32768 x i8>
// CHECK-LABEL: llvm.func @second_large(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-64: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load {{.*}} -> vector<4xf32>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-64: llvm.load
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @second_large(%x: tensor<8192xf32, #row>) -> tensor<8192xf32, #row> attributes {nv_tileaa.kernel} {
  %0 = nv_tileas.convert_layout %x : tensor<8192xf32, #row> -> tensor<8192xf32, #pair>
  %1 = arith.addf %0, %0 : tensor<8192xf32, #pair>
  %2 = nv_tileas.convert_layout %1 : tensor<8192xf32, #pair> -> tensor<8192xf32, #row>
  return %2 : tensor<8192xf32, #row>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// With small exchanges side by side, neither leading barrier is needed in
// the loop either: the previous iteration's loads of one region are done
// before any thread passes the other exchange's barrier.
// CHECK-LABEL: llvm.func @loop(
// CHECK: llvm.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[BODY:[^ ]*]]
// CHECK: ^[[BODY]]:
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} -> vector<2xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load
// CHECK-NOT: nvvm.barrier0
// CHECK: ^[[EXIT]]:
func.func @loop(%x: tensor<256xf32, #row>, %n: i32) -> tensor<256xf32, #row> attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %x : i32, tensor<256xf32, #row>)
^head(%i: i32, %acc: tensor<256xf32, #row>):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %0 = nv_tileas.convert_layout %acc : tensor<256xf32, #row> -> tensor<256xf32, #pair>
  %1 = arith.addf %0, %0 : tensor<256xf32, #pair>
  %2 = nv_tileas.convert_layout %1 : tensor<256xf32, #pair> -> tensor<256xf32, #row>
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1, %2 : i32, tensor<256xf32, #row>)
^exit:
  return %acc : tensor<256xf32, #row>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,64):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,64):(64,1)">

// In a loop the back edge brings the previous iteration's loads: with
// exchanges too large to go side by side, the first exchange of the body
// keeps its leading barrier too.
// CHECK-LABEL: llvm.func @loop_large(
// CHECK: llvm.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[BODY:[^ ]*]]
// CHECK: ^[[BODY]]:
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-64: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load {{.*}} -> vector<4xf32>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-64: llvm.load
// CHECK-NOT: nvvm.barrier0
// CHECK: ^[[EXIT]]:
func.func @loop_large(%x: tensor<8192xf32, #row>, %n: i32) -> tensor<8192xf32, #row> attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %x : i32, tensor<8192xf32, #row>)
^head(%i: i32, %acc: tensor<8192xf32, #row>):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %0 = nv_tileas.convert_layout %acc : tensor<8192xf32, #row> -> tensor<8192xf32, #pair>
  %1 = arith.addf %0, %0 : tensor<8192xf32, #pair>
  %2 = nv_tileas.convert_layout %1 : tensor<8192xf32, #pair> -> tensor<8192xf32, #row>
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1, %2 : i32, tensor<8192xf32, #row>)
^exit:
  return %acc : tensor<8192xf32, #row>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// A function that is not a kernel may be called right after its caller
// read the scratch: its leading barrier stays.
// CHECK-LABEL: llvm.func @helper(
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store
// CHECK: nvvm.barrier0
func.func @helper(%x: tensor<256xf32, #row>) -> tensor<256xf32, #pair> {
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #row> -> tensor<256xf32, #pair>
  return %0 : tensor<256xf32, #pair>
}

// -----

#row = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#pair = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">

// Reads of a pipeline ring (a shared array of its own) touch no scratch
// byte: the exchange after them needs no leading barrier; only the one
// between its stores and loads is left.
// CHECK-LABEL: llvm.func @after_ring(
// CHECK: llvm.mlir.addressof @__tileiras_stages_0
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @after_ring(%s: i32) -> tensor<256xf32, #row> attributes {nv_tileaa.kernel} {
  %r = nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<256xf32>>
  %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<256xf32>> -> tensor<256xf32, #pair>
  %0 = nv_tileas.convert_layout %t : tensor<256xf32, #pair> -> tensor<256xf32, #row>
  return %0 : tensor<256xf32, #row>
}
