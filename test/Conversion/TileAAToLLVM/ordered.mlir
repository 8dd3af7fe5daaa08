// Relaxed, acquire and release tile accesses: one scalar atomic access per
// owned element (replicas do not access memory); loaded values reach the
// replicas through scratch; a release is preceded and an acquire followed
// by a CTA barrier, which orders the accesses of the whole tile block (the
// release's is dropped where one already follows every global access).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts=canonical=true --tileiras-convert-tileaa-to-llvm | FileCheck %s

// 64 elements under 128 threads: threads 64..127 hold replicas. The owners
// load (the guard is the in-bounds and ownership mask), write to scratch,
// and every thread reads its slot back.
// CHECK-LABEL: llvm.func @view(
// CHECK: llvm.cond_br
// CHECK: llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// The release store: owners only, system scope. Its barrier is dropped: the
// exchange's barrier already follows every earlier global access.
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.cond_br
// CHECK: llvm.store %{{.*}} atomic release {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NOT: llvm.store {{.*}}!llvm.ptr<1>
func.func @view(%mr: !nv_tileaa.memref<f32, 1>, %i: i32) -> tensor<64xf32> {
  %x, %t = nv_tileaa.tiled_load %mr[%i] steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<64xf32>
  %t2 = nv_tileaa.tiled_store %x, %mr[%i] steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return %x : tensor<64xf32>
}

// -----

// Pointer tiles: relaxed at CTA scope, i1 accessed as a byte; every slot
// owns its element (256 elements), so no exchange and no barrier.
// CHECK-LABEL: llvm.func @pointers(
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.load %{{.*}} atomic syncscope("block") monotonic {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK: llvm.trunc %{{.*}} : i8 to i1
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.zext %{{.*}} : i1 to i8
// CHECK: llvm.store %{{.*}} atomic syncscope("block") monotonic {alignment = 1 : i64} : i8, !llvm.ptr<1>
func.func @pointers(%p: tensor<256x!nv_tileaa.ptr<i1>>) {
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256x!nv_tileaa.ptr<i1>> -> tensor<256xi1>
  %t2 = nv_tileaa.store %x, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi1>, tensor<256x!nv_tileaa.ptr<i1>>
  return
}

// -----

// A scalar: thread 0 loads and broadcasts it, so all threads agree even if
// the value changes meanwhile; thread 0 stores.
// CHECK-LABEL: llvm.func @scalar(
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store %{{.*}} atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
func.func @scalar(%p: !nv_tileaa.ptr<i32>) {
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32> -> i32
  %t2 = nv_tileaa.store %x, %p token(%t) {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  return
}

// -----

// acq_rel atomics on a tile: fences around each relaxed access, CTA
// barriers around the whole op.
// CHECK-LABEL: llvm.func @rmw(
// CHECK: nvvm.barrier0
// CHECK: llvm.fence syncscope("device") release
// CHECK-NEXT: llvm.atomicrmw add %{{.*}} syncscope("device") monotonic
// CHECK-NEXT: llvm.fence syncscope("device") acquire
// CHECK: nvvm.barrier0
func.func @rmw(%p: tensor<128x!nv_tileaa.ptr<i32>>, %v: tensor<128xi32>) -> tensor<128xi32> {
  %o, %t = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<128xi32>, tensor<128x!nv_tileaa.ptr<i32>>
  return %o : tensor<128xi32>
}

// -----

// System-scope atomics are inline PTX (LLVM 22 would make them .gpu); float
// exchange goes through the bits.
// CHECK-LABEL: llvm.func @sys(
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.max.u64 $0, [$1], $2;", "=l,l,l,~{memory}"
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
func.func @sys(%p: !nv_tileaa.ptr<i64>, %v: i64, %q: !nv_tileaa.ptr<f32>, %f: f32) -> (i64, f32) {
  %o, %t = nv_tileaa.atomic_rmw umax %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : i64, !nv_tileaa.ptr<i64>
  %g, %t2 = nv_tileaa.atomic_rmw xchg %f, %q {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : f32, !nv_tileaa.ptr<f32>
  return %o, %g : i64, f32
}
