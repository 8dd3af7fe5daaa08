// Atomics (4 warps): one atomicrmw / cmpxchg per owned slot, in the NVPTX
// syncscope of the nv_tileaa scope (tl_blk -> block, cluster -> cluster,
// gpu -> device, sys -> system, i.e. none). cmpxchg carries the LLVM
// ordering of the nv_tileaa semantic (relaxed -> monotonic); atomicrmw is
// monotonic between fences (release before, acquire after), since LLVM
// 22's NVPTX drops its ordering, and at sys scope it is inline PTX (NVPTX
// would make it .gpu). A releasing atomic is preceded, an acquiring one
// followed, by a CTA barrier (ptx-atomic-ordering.mlir, ordered.mlir).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
//
// Every function here lowers (ptx.test compiles the whole file): an atomic
// on a tile without a thread layout (N not a power of two) is an error of
// the layout assignment, tested in ../TileAAToTileAS/invalid.mlir
// (@odd_atomic).

// Integer modes on 256 elements (2 slots, all owned: no guards). The LLVM
// dialect spells and/or/xor as _and/_or/_xor.
// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @int_modes(
// CHECK-NOT: llvm.cond_br
// CHECK-COUNT-2: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-NOT: llvm.fence
// CHECK-COUNT-2: llvm.atomicrmw _and %{{.*}}, %{{.*}} syncscope("cluster") monotonic : !llvm.ptr<1>, i32
// CHECK-NEXT: llvm.fence syncscope("cluster") acquire
// CHECK: nvvm.barrier0
// CHECK: llvm.fence syncscope("device") release
// CHECK-NEXT: llvm.atomicrmw _or %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.xor.b32 $0, [$1], $2;", "=r,l,r,~{memory}"
// CHECK-COUNT-2: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw max %{{.*}}, %{{.*}} syncscope("cluster") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.atomicrmw min %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, i32
// CHECK-COUNT-2: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.max.u32 $0, [$1], $2;"
// CHECK-COUNT-2: llvm.atomicrmw umin %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-NOT: llvm.atomicrmw
// CHECK-NOT: llvm.fence
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
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw fmax %{{.*}}, %{{.*}} monotonic : !llvm.ptr<1>, f32
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: %[[O:.*]] = llvm.extractelement %[[OWN]][
// CHECK: llvm.cond_br %[[O]], ^[[DO:.*]], ^
// CHECK: ^[[DO]]:
// CHECK: llvm.atomicrmw fmin %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, f32
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

// A user mask is combined with ownership: 32 elements are one slot, element
// t mod 32, owned by threads 0..31 (t < 32), so threads 32..127 (replicas)
// and masked-off slots make no access. A masked-off element's result is
// poison; replicas take the old value from the owner.
// At sys scope the atomic is inline PTX between the fences of acq_rel.
// CHECK-LABEL: llvm.func @masked(
// CHECK-SAME: %[[P:.*]]: vector<1xi64>, %[[V:.*]]: vector<1xf32>, %[[M:.*]]: vector<1xi1>)
// CHECK: %[[N:.*]] = llvm.mlir.constant(dense<32> : vector<1xi32>)
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %[[N]] : vector<1xi32>
// CHECK: %[[OK:.*]] = llvm.and %[[M]], %[[OWN]] : vector<1xi1>
// CHECK: %[[A0:.*]] = llvm.extractelement %[[P]][
// CHECK: %[[P0:.*]] = llvm.inttoptr %[[A0]] : i64 to !llvm.ptr<1>
// CHECK: %[[OK0:.*]] = llvm.extractelement %[[OK]][
// CHECK: llvm.cond_br %[[OK0]], ^[[DO0:.*]], ^[[SKIP0:.*]]
// CHECK: ^[[DO0]]:
// CHECK: %[[X0:.*]] = llvm.extractelement %[[V]][
// CHECK-NEXT: llvm.fence release
// CHECK-NEXT: %[[R0:.*]] = llvm.inline_asm has_side_effects "atom.relaxed.sys.global.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}" %[[P0]], %[[X0]] : (!llvm.ptr<1>, f32) -> f32
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.br ^[[J0:.*]](%[[R0]] : f32)
// CHECK: ^[[SKIP0]]:
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : f32
// CHECK: llvm.br ^[[J0]](%[[POISON]] : f32)
// CHECK: ^[[J0]](%[[OLD:.*]]: f32):
// CHECK-NOT: llvm.inline_asm
// CHECK-NOT: llvm.atomicrmw
// Threads 32..127 hold replicas: the owners publish the old values through
// scratch (at t mod 32, owners only) and every thread reads its element back.
// CHECK: nvvm.barrier0
// CHECK: llvm.cond_br %{{.*}}, ^[[PUB:.*]], ^[[READ:.*]]
// CHECK: ^[[PUB]]:
// CHECK: llvm.store %[[OLD]], %{{.*}} : f32, !llvm.ptr<3>
// CHECK: ^[[READ]]:
// CHECK: %[[IDX:.*]] = llvm.urem %{{.*}}, %{{.*}} : vector<1xi32>
// CHECK: nvvm.barrier0
// CHECK: %[[I0:.*]] = llvm.extractelement %[[IDX]][
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%[[I0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: %[[BACK:.*]] = llvm.load %[[Q]] : !llvm.ptr<3> -> f32
// CHECK: %[[RES:.*]] = llvm.insertelement %[[BACK]]
// CHECK: llvm.return %[[RES]] : vector<1xf32>
func.func @masked(%p: tensor<32x!nv_tileaa.ptr<f32>>, %v: tensor<32xf32>, %m: tensor<32xi1>) -> tensor<32xf32> {
  %r, %t = nv_tileaa.atomic_rmw addf %v, %p mask(%m : tensor<32xi1>) {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<sys>} : tensor<32xf32>, tensor<32x!nv_tileaa.ptr<f32>>
  return %r : tensor<32xf32>
}

// -----

// 256 elements (slot v of thread t holds t + 128 v, all owned): the user
// mask alone guards each of the two slots.
// CHECK-LABEL: llvm.func @masked_owned(
// CHECK-SAME: %[[P:.*]]: vector<2xi64>, %[[V:.*]]: vector<2xf32>, %[[M:.*]]: vector<2xi1>)
// CHECK-NOT: llvm.icmp
// CHECK: %[[A0:.*]] = llvm.extractelement %[[P]][
// CHECK: %[[M0:.*]] = llvm.extractelement %[[M]][
// CHECK: llvm.cond_br %[[M0]], ^[[DO0:.*]], ^
// CHECK: ^[[DO0]]:
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
// CHECK: %[[A1:.*]] = llvm.extractelement %[[P]][
// CHECK: %[[M1:.*]] = llvm.extractelement %[[M]][
// CHECK: llvm.cond_br %[[M1]], ^[[DO1:.*]], ^
// CHECK: ^[[DO1]]:
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
// CHECK-NOT: llvm.atomicrmw
// CHECK: llvm.return
func.func @masked_owned(%p: tensor<256x!nv_tileaa.ptr<f32>>, %v: tensor<256xf32>, %m: tensor<256xi1>) -> tensor<256xf32> {
  %r, %t = nv_tileaa.atomic_rmw addf %v, %p mask(%m : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  return %r : tensor<256xf32>
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
// CHECK: %[[OLD:.*]] = llvm.atomicrmw max %[[P]], %[[V]] syncscope("block") monotonic : !llvm.ptr<1>, i32
// CHECK-NEXT: llvm.fence syncscope("block") acquire
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
