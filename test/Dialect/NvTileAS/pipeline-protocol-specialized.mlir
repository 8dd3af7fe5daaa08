// --tileiras-check-pipelines on a warp-specialized TMA ring: matmul_tma at
// sm_90 as tileiras-warp-specialize splits it. The producer warpgroup runs
// the prologue and the producer loop (producer_acquire, expect_tx,
// tma_load, producer_commit), the tile threads the consumer loop
// (consumer_wait, local_load, the wgmma, consumer_release). The model runs
// one producer thread (which issues the TMA copies) beside two consumer
// threads; `full` phases expect 2 arrivals per producer, `empty` phases 1
// per consumer. The kernel proves clean, and each broken handshake is
// refuted with its property.
//
// RUN: tileiras-opt %s --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: pipeline protocol: 4 stages, 2 rings, 8 mbarriers, trip counts 0..9, 1 producer + 2 consumer threads, {{[0-9]+}} states, 0 violations
// CHECK-NOT: error

// The producer refills a stage without waiting for its release. Over
// every trip count the first violation is at trip count 2: running ahead,
// the producer commits to stage 0's full mbarrier again while its first
// phase still waits for the bytes of the prologue's boxes. With 8 trips it
// refills stage 0 while the box of iteration 0 may still be landing there.
// RUN: sed '/nv_tileas.producer_acquire/d' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOACQUIRE
// NOACQUIRE: error: pipeline protocol violated: (1) deadlock{{.*}}, at trip count 2 with 1 producer + 2 consumer threads
// NOACQUIRE: note: counterexample: {{.*}}commits its copies to m0: m0's phase already has all its arrivals and waits for bytes
// RUN: sed -e '/nv_tileas.producer_acquire/d' -e 's/%21 = arith.trunci %20 : i64 to i32/%21 = arith.constant 8 : i32/' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOACQUIRE8
// NOACQUIRE8: error: pipeline protocol violated: (3) a stage is overwritten while a thread may still read it, at trip count 8 with 1 producer + 2 consumer threads
// NOACQUIRE8: note: counterexample: {{.*}}TMA-copies it 4 into r0[0] on m0 while its copy of it 0 may still be in flight there

// The consumers read a stage without waiting for its fill.
// RUN: sed '/nv_tileas.consumer_wait/d' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: pipeline protocol violated: (2) a stage is read before every thread's copy of its tile landed and became visible, at trip count 1 with 1 producer + 2 consumer threads
// NOWAIT: note: counterexample: t1: reads r0[0] in it 0: t0 has not issued its copy of it 0

// No consumer releases a stage: the producer waits for an empty phase that
// never completes.
// RUN: sed '/nv_tileas.consumer_release/d' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NORELEASE
// NORELEASE: error: pipeline protocol violated: (1) deadlock: not every thread reaches the barrier, or a phase waited for never completes, at trip count 2 with 1 producer + 2 consumer threads

// The consumer's parity never flips: after a round of the ring it waits for
// a phase that completed long ago, and reads before the refill.
// RUN: sed 's/scf.yield %35, %38, %40 :/scf.yield %35, %38, %arg18 :/' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFLIP
// NOFLIP: error: pipeline protocol violated: (2) {{.*}}, at trip count {{[0-9]+}} with 1 producer + 2 consumer threads
// NOFLIP: note: counterexample: {{.*}}waits for m0 parity 0, reads r0[0] in it 4: t0 has not issued its copy of it 4

// The producer's parity never flips: at iteration 4 it acquires stage 3
// for the phase of the second round's release instead of the first's, and
// with 5 trips no second round comes.
// RUN: sed 's/scf.yield %next, %nextodd :/scf.yield %next, %odd :/' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPFLIP
// NOPFLIP: error: pipeline protocol violated: (1) deadlock{{.*}}, at trip count 5 with 1 producer + 2 consumer threads
// NOPFLIP: note: counterexample: {{.*}}releases stage 3 (arrives on m7){{.*}}no thread can move

// A producer copy must compute its indices from the iteration it copies
// for (property 4, as in an unspecialized loop).
// RUN: sed 's/%ak = arith.muli %ahead, %c32_i32 : i32/%ak = arith.muli %i, %c32_i32 : i32/' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILE
// TILE: error: pipeline protocol violated: (4) a stage read does not hold the reading iteration's tile
// TILE: note: a copy in the loop computes its indices from the current iteration's values

#simt = #nv_tileas.simt<threads = 128, layout = "((4,8,4),(2,2,8)):((2,64,1024),(1,512,8))">
#simt1 = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!a = !nv_tileas.smem<4, tensor<64x32xf16>, "swizzle_k">
!b = !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!db = !nv_tileas.tma_desc<tensor<32x64xf16>, "swizzle_mn">
!dc = !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<4>
module attributes {tileiras.target = "sm_90"} {
  func.func @matmul_tma(%arg0: !nv_tileaa.ptr<f16>, %arg1: i32, %arg2: i32, %arg3: i32, %arg5: !nv_tileaa.ptr<f16>, %arg6: i32, %arg7: i32, %arg8: i32, %arg10: !nv_tileaa.ptr<f16>, %arg11: i32, %arg12: i32, %arg13: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i64 = arith.constant 32 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %1 = arith.extsi %arg1 : i32 to i64
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = nv_tileaa.make_memref %arg0, sizes(%1, %2), strides(%3, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %5 = nv_tileas.make_tma_desc %4 : !nv_tileaa.memref<f16, 2> -> !da
    %6 = arith.extsi %arg6 : i32 to i64
    %7 = arith.extsi %arg7 : i32 to i64
    %8 = arith.extsi %arg8 : i32 to i64
    %9 = nv_tileaa.make_memref %arg5, sizes(%6, %7), strides(%8, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %10 = nv_tileas.make_tma_desc %9 : !nv_tileaa.memref<f16, 2> -> !db
    %11 = arith.extsi %arg11 : i32 to i64
    %12 = arith.extsi %arg12 : i32 to i64
    %13 = arith.extsi %arg13 : i32 to i64
    %14 = nv_tileaa.make_memref %arg10, sizes(%11, %12), strides(%13, %c1_i64) {base_div_by = 16 : i64, size_div_by = array<i64: 8, 8>, stride_div_by = array<i64: 8, 1>} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %15 = nv_tileas.make_tma_desc %14 : !nv_tileaa.memref<f16, 2> -> !dc
    %16 = nv_tileaa.get_program_id 0
    %17 = nv_tileaa.get_program_id 1
    %18 = nv_tileaa.splat %cst : f32 -> tensor<64x64xf32, #simt>
    %19 = nv_tileaa.get_dim_size %4, 1 : !nv_tileaa.memref<f16, 2>
    %20 = arith.ceildivui %19, %c32_i64 : i64
    %21 = arith.trunci %20 : i64 to i32
    %22 = nv_tileas.create_pipeline threads(128) : !p
    %23 = nv_tileas.alloc_shared : !a
    %24 = nv_tileas.alloc_shared : !b
    %false = arith.constant false
    %true = arith.constant true
    %role = nv_tileas.producer_warpgroup
    scf.if %role {
      nv_tileas.set_max_registers dec 40
      // The prologue: the tiles of iterations 0..2 into stages 0..2.
      scf.for %arg15 = %c0_i32 to %c3_i32 step %c1_i32 : i32 {
        %31 = arith.addi %c0_i32, %arg15 : i32
        %32 = arith.cmpi slt, %31, %21 : i32
        scf.if %32 {
          nv_tileas.producer_expect_tx %22[%arg15] bytes(4096) : !p
        }
        %c64_i32_4 = arith.constant 64 : i32
        %33 = arith.muli %16, %c64_i32_4 : i32
        %34 = arith.muli %31, %c32_i32 : i32
        nv_tileas.tma_load %5[%33, %34] into %23[%arg15] on %22 if %32 : !da, !a, !p
        scf.if %32 {
          nv_tileas.producer_expect_tx %22[%arg15] bytes(4096) : !p
        }
        %35 = arith.muli %31, %c32_i32 : i32
        %36 = arith.muli %17, %c64_i32 : i32
        nv_tileas.tma_load %10[%35, %36] into %24[%arg15] on %22 if %32 : !db, !b, !p
        nv_tileas.producer_commit %22[%arg15] : !p
      }
      // Iteration i refills the stage iteration i - 1 read with the tiles
      // of iteration i + 3, once every consumer has released it.
      %pr:2 = scf.for %i = %c0_i32 to %21 step %c1_i32 iter_args(%stage = %c0_i32, %odd = %false) -> (i32, i1) : i32 {
        %first = arith.cmpi eq, %stage, %c0_i32 : i32
        %dec = arith.subi %stage, %c1_i32 : i32
        %prev = arith.select %first, %c3_i32, %dec : i32
        %wraps = arith.cmpi eq, %stage, %c3_i32 : i32
        %inc = arith.addi %stage, %c1_i32 : i32
        %next = arith.select %wraps, %c0_i32, %inc : i32
        %flip = arith.xori %odd, %true : i1
        %nextodd = arith.select %wraps, %flip, %odd : i1
        %aflip = arith.xori %odd, %true : i1
        %aodd = arith.select %first, %aflip, %odd : i1
        nv_tileas.producer_acquire %22[%prev] parity %aodd : !p
        %ahead = arith.addi %i, %c3_i32 : i32
        %fill = arith.cmpi slt, %ahead, %21 : i32
        scf.if %fill {
          nv_tileas.producer_expect_tx %22[%prev] bytes(4096) : !p
        }
        %am = arith.muli %16, %c64_i32 : i32
        %ak = arith.muli %ahead, %c32_i32 : i32
        nv_tileas.tma_load %5[%am, %ak] into %23[%prev] on %22 if %fill : !da, !a, !p
        scf.if %fill {
          nv_tileas.producer_expect_tx %22[%prev] bytes(4096) : !p
        }
        %bk = arith.muli %ahead, %c32_i32 : i32
        %bn = arith.muli %17, %c64_i32 : i32
        nv_tileas.tma_load %10[%bk, %bn] into %24[%prev] on %22 if %fill : !db, !b, !p
        nv_tileas.producer_commit %22[%prev] : !p
        scf.yield %next, %nextodd : i32, i1
      } {nv_tileas.pipeline_producer}
    } else {
      nv_tileas.set_max_registers inc 216
      %25:3 = scf.for %arg15 = %c0_i32 to %21 step %c1_i32 iter_args(%arg16 = %18, %arg17 = %c0_i32, %arg18 = %false) -> (tensor<64x64xf32, #simt>, i32, i1) : i32 {
        nv_tileas.consumer_wait %22[%arg17] parity %arg18 async_proxy : !p
        %30 = arith.cmpi eq, %arg17, %c0_i32 : i32
        %31 = arith.subi %arg17, %c1_i32 : i32
        %32 = arith.select %30, %c3_i32, %31 : i32
        %33 = nv_tileas.local_load %23[%arg17] : !a -> tensor<64x32xf16, #simt1>
        %34 = nv_tileas.local_load %24[%arg17] : !b -> tensor<32x64xf16, #simt1>
        %35 = nv_tileaa.dot %33, %34, %arg16 {nv_tileas.mma_in_flight} : tensor<64x32xf16, #simt1>, tensor<32x64xf16, #simt1> -> tensor<64x64xf32, #simt>
        %36 = arith.cmpi eq, %arg17, %c3_i32 : i32
        %37 = arith.addi %arg17, %c1_i32 : i32
        %38 = arith.select %36, %c0_i32, %37 : i32
        %39 = arith.xori %arg18, %true : i1
        %40 = arith.select %36, %39, %arg18 : i1
        nv_tileas.warpgroup_wait {pending = 1 : i32}
        %41 = arith.cmpi ne, %arg15, %c0_i32 : i32
        scf.if %41 {
          nv_tileas.consumer_release %22[%32] : !p
        }
        scf.yield %35, %38, %40 : tensor<64x64xf32, #simt>, i32, i1
      } {nv_tileas.pipeline_ii = 212 : i64, nv_tileas.pipeline_stages = 4 : i64}
      %26 = nv_tileas.warpgroup_wait %25#0 : tensor<64x64xf32, #simt> -> tensor<64x64xf32, #simt> {pending = 0 : i32}
      %27 = arith.truncf %26 : tensor<64x64xf32, #simt> to tensor<64x64xf16, #simt>
      %28 = arith.muli %16, %c64_i32 : i32
      %29 = arith.muli %17, %c64_i32 : i32
      nv_tileas.tma_store %27, %15[%28, %29] : tensor<64x64xf16, #simt>, !dc
    }
    return
  }
}
