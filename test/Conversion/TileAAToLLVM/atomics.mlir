// Atomics (4 warps): one atomicrmw / cmpxchg per owned slot, with the
// LLVM ordering of the nv_tileaa semantic (relaxed -> monotonic) and the
// NVPTX syncscope of the nv_tileaa scope (tl_blk -> block, cluster ->
// cluster, gpu -> device, sys -> system, i.e. none).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-convert-tileaa-to-llvm | FileCheck %s

// Integer modes on 256 elements (2 slots, all owned: no guards). The LLVM
// dialect spells and/or/xor as _and/_or/_xor.
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @int_modes(
// CHECK-NOT: llvm.cond_br
// CHECK-COUNT-2: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw _and %{{.*}}, %{{.*}} syncscope("cluster") acquire : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw _or %{{.*}}, %{{.*}} syncscope("device") release : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw _xor %{{.*}}, %{{.*}} acq_rel : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw max %{{.*}}, %{{.*}} syncscope("cluster") acquire : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw min %{{.*}}, %{{.*}} syncscope("device") release : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw umax %{{.*}}, %{{.*}} acq_rel : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw umin %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-NOT: llvm.atomicrmw
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
func.func @int_modes(%p: tensor<256x!nv_tileaa.ptr<i32>>, %v: tensor<256xi32>) {
  %r0, %t0 = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r1, %t1 = nv_tileaa.atomic_rmw and %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<cluster>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r2, %t2 = nv_tileaa.atomic_rmw or %v, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r3, %t3 = nv_tileaa.atomic_rmw xor %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<sys>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r4, %t4 = nv_tileaa.atomic_rmw xchg %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r5, %t5 = nv_tileaa.atomic_rmw max %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<cluster>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r6, %t6 = nv_tileaa.atomic_rmw min %v, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r7, %t7 = nv_tileaa.atomic_rmw umax %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<sys>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %r8, %t8 = nv_tileaa.atomic_rmw umin %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  return
}

// -----

// Float modes: max/min become fmax/fmin. 64 elements: one slot, owned by
// threads 0..63 only, so each atomic is guarded by ownership.
// CHECK-LABEL: llvm.func @float_modes(
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") acquire : !llvm.ptr<1>, f32
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw fmax %{{.*}}, %{{.*}} release : !llvm.ptr<1>, f32
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw fmin %{{.*}}, %{{.*}} syncscope("block") acq_rel : !llvm.ptr<1>, f32
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("cluster") monotonic : !llvm.ptr<1>, f32
func.func @float_modes(%p: tensor<64x!nv_tileaa.ptr<f32>>, %v: tensor<64xf32>) {
  %r0, %t0 = nv_tileaa.atomic_rmw addf %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<64xf32>, tensor<64x!nv_tileaa.ptr<f32>>
  %r1, %t1 = nv_tileaa.atomic_rmw max %v, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : tensor<64xf32>, tensor<64x!nv_tileaa.ptr<f32>>
  %r2, %t2 = nv_tileaa.atomic_rmw min %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<64xf32>, tensor<64x!nv_tileaa.ptr<f32>>
  %r3, %t3 = nv_tileaa.atomic_rmw xchg %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<cluster>} : tensor<64xf32>, tensor<64x!nv_tileaa.ptr<f32>>
  return
}
// -----

// A user mask is combined with ownership (200 elements: slot 1 of threads
// 72..127 is a replica); masked-off slots yield poison, not an access.
// CHECK-LABEL: llvm.func @masked(
// CHECK-SAME: %[[P:.*]]: vector<2xi64>, %[[V:.*]]: vector<2xf32>, %[[M:.*]]: vector<2xi1>)
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<200> : vector<2xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %[[N]] : vector<2xi32>
// CHECK: %[[OK:.*]] = llvm.and %[[M]], %[[OWN]] : vector<2xi1>
// CHECK: %[[A0:.*]] = llvm.extractelement %[[P]][
// CHECK: %[[P0:.*]] = llvm.inttoptr %[[A0]] : i64 to !llvm.ptr<1>
// CHECK: %[[OK0:.*]] = llvm.extractelement %[[OK]][
// CHECK: llvm.cond_br %[[OK0]], ^[[DO0:.*]], ^[[SKIP0:.*]]
// CHECK: ^[[DO0]]:
// CHECK: %[[X0:.*]] = llvm.extractelement %[[V]][
// CHECK: %[[R0:.*]] = llvm.atomicrmw fadd %[[P0]], %[[X0]] acq_rel : !llvm.ptr<1>, f32
// CHECK: llvm.br ^[[J0:.*]](%[[R0]] : f32)
// CHECK: ^[[SKIP0]]:
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : f32
// CHECK: llvm.br ^[[J0]](%[[POISON]] : f32)
// CHECK: llvm.cond_br
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} acq_rel : !llvm.ptr<1>, f32
// CHECK-NOT: llvm.atomicrmw
// CHECK: llvm.return
func.func @masked(%p: tensor<200x!nv_tileaa.ptr<f32>>, %v: tensor<200xf32>, %m: tensor<200xi1>) -> tensor<200xf32> {
  %r, %t = nv_tileaa.atomic_rmw addf %v, %p mask(%m : tensor<200xi1>) {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<sys>} : tensor<200xf32>, tensor<200x!nv_tileaa.ptr<f32>>
  return %r : tensor<200xf32>
}

// -----

// Compare-and-swap: the failure ordering drops the release part
// (acq_rel -> acquire, release -> monotonic); the result is the old value.
// CHECK-LABEL: llvm.func @cas(
// CHECK-SAME: %{{.*}}: vector<2xi64>, %[[C:.*]]: vector<2xi64>, %[[V:.*]]: vector<2xi64>)
// CHECK: %[[C0:.*]] = llvm.extractelement %[[C]][
// CHECK: %[[V0:.*]] = llvm.extractelement %[[V]][
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %[[C0]], %[[V0]] syncscope("device") acq_rel acquire : !llvm.ptr<1>, i64
// CHECK: llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i64, i1)>
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("device") acq_rel acquire : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("block") release monotonic : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("block") release monotonic : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acquire acquire : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acquire acquire : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("cluster") monotonic monotonic : !llvm.ptr<1>, i64
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("cluster") monotonic monotonic : !llvm.ptr<1>, i64
// CHECK-NOT: llvm.cmpxchg
func.func @cas(%p: tensor<256x!nv_tileaa.ptr<i64>>, %c: tensor<256xi64>, %v: tensor<256xi64>) -> (tensor<256xi64>, tensor<256xi64>, tensor<256xi64>, tensor<256xi64>) {
  %r0, %t0 = nv_tileaa.atomic_cas %c, %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xi64>, tensor<256x!nv_tileaa.ptr<i64>>
  %r1, %t1 = nv_tileaa.atomic_cas %c, %v, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi64>, tensor<256x!nv_tileaa.ptr<i64>>
  %r2, %t2 = nv_tileaa.atomic_cas %c, %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<sys>} : tensor<256xi64>, tensor<256x!nv_tileaa.ptr<i64>>
  %r3, %t3 = nv_tileaa.atomic_cas %c, %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<cluster>} : tensor<256xi64>, tensor<256x!nv_tileaa.ptr<i64>>
  return %r0, %r1, %r2, %r3 : tensor<256xi64>, tensor<256xi64>, tensor<256xi64>, tensor<256xi64>
}

// -----

// Scalar atomics run in thread 0 and broadcast the old value through a
// 4-byte scratch slot (written by thread 0, read by all after a barrier).
// CHECK: llvm.mlir.global internal @__tileiras_scratch() {{.*}} : !llvm.array<4 x i8>
// CHECK-LABEL: llvm.func @scalar(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<1>, %[[V:.*]]: i32, %[[M:.*]]: i1)
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[IS0:.*]] = llvm.icmp "eq" %[[TID]], %[[Z]] : i32
// CHECK: llvm.cond_br %[[IS0]], ^[[T0:.*]], ^
// CHECK: ^[[T0]]:
// CHECK: %[[OLD:.*]] = llvm.atomicrmw max %[[P]], %[[V]] syncscope("block") acquire : !llvm.ptr<1>, i32
// CHECK: llvm.br ^[[J:.*]](%[[OLD]] : i32)
// CHECK: ^[[J]](%[[R:.*]]: i32):
// CHECK: nvvm.barrier0
// CHECK: llvm.store %[[R]], %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
//   The masked compare-and-swap: thread 0, then the mask.
// CHECK: llvm.icmp "eq"
// CHECK: llvm.cond_br %[[M]]
// CHECK: llvm.cmpxchg %[[P]], %[[V]], %[[V]] syncscope("cluster") release monotonic : !llvm.ptr<1>, i32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[B2:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.insertvalue %[[B]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[B2]], %{{.*}}[1]
func.func @scalar(%p: !nv_tileaa.ptr<i32>, %v: i32, %m: i1) -> (i32, i32) {
  %r0, %t0 = nv_tileaa.atomic_rmw max %v, %p {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<tl_blk>} : i32, !nv_tileaa.ptr<i32>
  %r1, %t1 = nv_tileaa.atomic_cas %v, %v, %p mask(%m : i1) {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<cluster>} : i32, !nv_tileaa.ptr<i32>
  return %r0, %r1 : i32, i32
}

// -----

// An atomic ordered after another access starts with a barrier.
// CHECK-LABEL: llvm.func @ordered(
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.atomicrmw add
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.atomicrmw add
func.func @ordered(%p: tensor<128x!nv_tileaa.ptr<i32>>, %v: tensor<128xi32>) {
  %r0, %t0 = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<128xi32>, tensor<128x!nv_tileaa.ptr<i32>>
  %r1, %t1 = nv_tileaa.atomic_rmw add %v, %p token(%t0) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<128xi32>, tensor<128x!nv_tileaa.ptr<i32>>
  return
}
