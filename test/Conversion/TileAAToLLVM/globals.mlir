// global, get_global, alloca, tiled_atomic_red, alias_fence (4 warps).
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// REQUIRES: ptxas || ptxas-pypi
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx78 -o %t/sm80.ptx
// RUN: %ptxas_bin -arch=sm_80 %t/sm80.ptx -o %t/sm80.cubin
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 -o %t/sm90.ptx
// RUN: %ptxas_bin -arch=sm_90a %t/sm90.ptx -o %t/sm90.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t/sm90.ptx

// Globals are addrspace(1) LLVM globals with their initializer; i1 is
// stored as bytes, private ones are internal (and dropped from the PTX
// when unused).
// CHECK-DAG: llvm.mlir.global external @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 1 : i32, alignment = 64 : i64} : !llvm.array<4 x i32>
// CHECK-DAG: llvm.mlir.global internal constant @flags(dense<[1, 0]> : tensor<2xi8>) {addr_space = 1 : i32, alignment = 1 : i64} : !llvm.array<2 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileiras_alloca{{.*}}() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.ptr
// PTX-DAG: .visible .global .align 64 .b8 table[16] = {1, 0, 0, 0, 2,
nv_tileaa.global @table = dense<[1, 2, 3, 4]> : tensor<4xi32> {alignment = 64 : i64}
nv_tileaa.global "private" @flags = dense<[true, false]> : tensor<2xi1> {constant}

// CHECK-LABEL: llvm.func @get
// CHECK: llvm.mlir.addressof @table : !llvm.ptr<1>
// CHECK: llvm.mlir.addressof @flags : !llvm.ptr<1>
func.func @get() -> (!nv_tileaa.ptr<i32>, !nv_tileaa.ptr<i1>) {
  %p = nv_tileaa.get_global @table : !nv_tileaa.ptr<i32>
  %q = nv_tileaa.get_global @flags : !nv_tileaa.ptr<i1>
  return %p, %q : !nv_tileaa.ptr<i32>, !nv_tileaa.ptr<i1>
}

// The slot is cleared on entry; thread 0 allocates 512 + 128 bytes (room to
// align to 128), zeroes the storage and publishes it; every thread reads it
// after a barrier; the return frees it after a barrier.
// CHECK-LABEL: llvm.func @alloca
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr, !llvm.ptr<3>
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(640 : i64)
// CHECK: llvm.call @malloc(%[[SIZE]])
// CHECK: llvm.intr.trap
// CHECK: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}>
// CHECK: nvvm.barrier0
// CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// CHECK: nvvm.barrier0
// CHECK: llvm.call @free
// CHECK: llvm.return
// PTX: call.uni (retval0), malloc
// PTX: call.uni free
func.func @alloca() -> !nv_tileaa.ptr<f32> {
  %a = nv_tileaa.alloca num_elem = 128, alignment = 128 : !nv_tileaa.ptr<f32>
  return %a : !nv_tileaa.ptr<f32>
}

// 256 elements over 128 threads: two owned slots, each one guarded relaxed
// atomicrmw (in bounds), in the scope's sync scope. The fence is
// fence.acq_rel.cta and a barrier.
// CHECK-LABEL: llvm.func @red
// CHECK-COUNT-2: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
// CHECK: llvm.fence syncscope("block") acq_rel
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-2: llvm.atomicrmw umax %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// PTX-LABEL: .entry red
// PTX-COUNT-2: atom.global.add.f32
// PTX: fence.acq_rel.cta;
// PTX: bar.sync 0;
// PTX-COUNT-2: atom.global.max.u32
func.func @red(%m: !nv_tileaa.memref<f32, 1>, %n: !nv_tileaa.memref<i32, 1>, %i: i32, %x: tensor<256xf32>, %y: tensor<256xi32>) attributes {nv_tileaa.kernel} {
  %t = nv_tileaa.tiled_atomic_red addf %x, %m[%i] steps [256] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %f = nv_tileaa.alias_fence token(%t)
  %u = nv_tileaa.tiled_atomic_red umax %y, %n[%i] token(%f) steps [256] dim_map [0] {scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// 16 elements over 128 threads: threads 16..127 hold replicas and must not
// add again, so the guard is in-bounds and owned.
// CHECK-LABEL: llvm.func @red_replicated
// CHECK: llvm.and %{{.*}} : vector<1xi1>
// CHECK: llvm.atomicrmw add
// CHECK-NOT: llvm.atomicrmw
// CHECK: llvm.return
func.func @red_replicated(%m: !nv_tileaa.memref<i64, 1>, %i: i32, %x: tensor<16xi64>) attributes {nv_tileaa.kernel} {
  %t = nv_tileaa.tiled_atomic_red add %x, %m[%i] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi64>, !nv_tileaa.memref<i64, 1>[i32]
  return
}
