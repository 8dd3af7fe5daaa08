// The ordering and scope of nv_tileaa atomics survive into PTX.
//
// The installed llc-22 lowers every atomicrmw to a plain `atom.global.<op>`
// (.relaxed at .gpu scope): it drops acquire/release/acq_rel and turns sys
// scope into gpu scope (fixed upstream after the 22 branch, llvm-project PR
// #179553). So the lowering emits a relaxed atomicrmw between explicit
// fences (release before, acquire after; NVPTX prints both as
// fence.acq_rel.<scope>), and .sys atomics as inline PTX.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s

// CHECK-LABEL: .entry ordered(
// CHECK: atom.global.add.u32
// CHECK-NEXT: fence.acq_rel.gpu;
// CHECK: fence.acq_rel.cta;
// CHECK-NEXT: atom.global.add.u32
// CHECK: atom.relaxed.sys.global.add.u32
// CHECK-NOT: atom.global
func.func @ordered(%p: !nv_tileaa.ptr<i32>, %v: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %r0, %t0 = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  %r1, %t1 = nv_tileaa.atomic_rmw add %r0, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<tl_blk>} : i32, !nv_tileaa.ptr<i32>
  %r2, %t2 = nv_tileaa.atomic_rmw add %r1, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : i32, !nv_tileaa.ptr<i32>
  %t3 = nv_tileaa.store %r2, %out : i32, !nv_tileaa.ptr<i32>
  return
}
