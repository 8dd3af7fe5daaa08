// Ordered tile accesses in PTX: ld.<sem>.<scope> / st.<sem>.<scope> per
// owned element, fences around read-modify-writes (ordered.mlir has the
// LLVM dialect side).
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s

// CHECK-LABEL: .entry view(
// CHECK: ld.acquire.gpu.global.b32
// CHECK: bar.sync
// CHECK: st.release.sys.global.b32
func.func @view(%mr: !nv_tileaa.memref<f32, 1>, %i: i32) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.tiled_load %mr[%i] steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<64xf32>
  %t2 = nv_tileaa.tiled_store %x, %mr[%i] steps [64] dim_map [0] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// CHECK-LABEL: .entry pointers(
// CHECK: ld.relaxed.cta.global.b8
// CHECK: st.relaxed.cta.global.b8
func.func @pointers(%p: !nv_tileaa.ptr<i1>) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<128xi32>
  %s = nv_tileaa.splat %p : !nv_tileaa.ptr<i1> -> tensor<128x!nv_tileaa.ptr<i1>>
  %ps = nv_tileaa.addptr %s, %r : tensor<128x!nv_tileaa.ptr<i1>>, tensor<128xi32>
  %x, %t = nv_tileaa.load %ps {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<128x!nv_tileaa.ptr<i1>> -> tensor<128xi1>
  %t2 = nv_tileaa.store %x, %ps {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<128xi1>, tensor<128x!nv_tileaa.ptr<i1>>
  return
}

// CHECK-LABEL: .entry scalar(
// CHECK: ld.acquire.gpu.global.b32
// CHECK: st.release.gpu.global.b32
func.func @scalar(%p: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %x, %t = nv_tileaa.load %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32> -> i32
  %t2 = nv_tileaa.store %x, %p token(%t) {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  return
}

// CHECK-LABEL: .entry rmw(
// CHECK: fence.acq_rel.gpu;
// CHECK-NEXT: atom.global.add.u32
// CHECK-NEXT: fence.acq_rel.gpu;
// CHECK-LABEL: .entry sys(
// CHECK: atom.relaxed.sys.global.max.u64
// CHECK: atom.relaxed.sys.global.exch.b32
func.func @rmw(%p: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<128xi32>
  %s = nv_tileaa.splat %p : !nv_tileaa.ptr<i32> -> tensor<128x!nv_tileaa.ptr<i32>>
  %ps = nv_tileaa.addptr %s, %r : tensor<128x!nv_tileaa.ptr<i32>>, tensor<128xi32>
  %o, %t = nv_tileaa.atomic_rmw add %r, %ps {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<128xi32>, tensor<128x!nv_tileaa.ptr<i32>>
  %t2 = nv_tileaa.store %o, %ps token(%t) : tensor<128xi32>, tensor<128x!nv_tileaa.ptr<i32>>
  return
}

func.func @sys(%p: !nv_tileaa.ptr<i64>, %v: i64, %q: !nv_tileaa.ptr<f32>, %f: f32) attributes {nv_tileaa.kernel} {
  %o, %t = nv_tileaa.atomic_rmw umax %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : i64, !nv_tileaa.ptr<i64>
  %g, %t2 = nv_tileaa.atomic_rmw xchg %f, %q {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : f32, !nv_tileaa.ptr<f32>
  %t3 = nv_tileaa.store %o, %p token(%t) : i64, !nv_tileaa.ptr<i64>
  %t4 = nv_tileaa.store %g, %q token(%t2) : f32, !nv_tileaa.ptr<f32>
  return
}
