// The ordering and scope of nv_tileaa atomics survive into PTX.
//
// BUG (toolchain, affects this lowering): the LLVM dialect output is right
// (atomicrmw ... syncscope("device") acquire, see atomics.mlir), but the
// installed llc-22 lowers every atomicrmw to a plain `atom.global.<op>`,
// i.e. .relaxed at .gpu scope, with no fence: acquire/release/acq_rel are
// dropped, and sys scope silently becomes gpu scope. (cmpxchg keeps its
// .sem and .scope.) Upstream fixed this after the 22 branch (llvm-project
// PR #179553); until the toolchain has it, the lowering would have to emit
// the fences itself (or relaxed atomics plus llvm.fence with the scope).
// XFAIL: *
//
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s

// CHECK-LABEL: .entry ordered(
// CHECK: {{atom.acquire.gpu.global.add.u32|fence.acq_rel.gpu}}
// CHECK: {{atom.release.cta.global.add.u32|fence.acq_rel.cta}}
// CHECK: atom{{(.relaxed)?}}.sys.global.add.u32
func.func @ordered(%p: !nv_tileaa.ptr<i32>, %v: i32, %out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %r0, %t0 = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  %r1, %t1 = nv_tileaa.atomic_rmw add %r0, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<tl_blk>} : i32, !nv_tileaa.ptr<i32>
  %r2, %t2 = nv_tileaa.atomic_rmw add %r1, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : i32, !nv_tileaa.ptr<i32>
  %t3 = nv_tileaa.store %r2, %out : i32, !nv_tileaa.ptr<i32>
  return
}
