// --tileiras-check-pipelines on hand-mutated copies of one ring as
// tileiras-pipeline-loads writes it: the correct ring passes, and each
// mutation is refuted with the property it breaks, the smallest trip count
// that shows it and a shortest trace (tN: thread N; it I: the tile of
// iteration I; rR[S]: stage S of ring R).
//
// RUN: not tileiras-opt %s --split-input-file --tileiras-check-pipelines \
// RUN:   --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: not tileiras-opt %s --split-input-file \
// RUN:   --tileiras-check-pipelines=threads=3 \
// RUN:   --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=THREADS3
// RUN: tileiras-opt %s --split-input-file --tileiras-check-pipelines \
// RUN:   --verify-diagnostics -o /dev/null

// The ring as tileiras-pipeline-loads writes it (three stages, one ring):
// every trip count 0..7 passes.
// CHECK: remark: pipeline protocol: 3 stages, 1 ring, trip counts 0..7, 2 threads, {{[0-9]+}} states, 0 violations
// THREADS3: remark: pipeline protocol: 3 stages, 1 ring, trip counts 0..7, 3 threads, {{[0-9]+}} states, 0 violations

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @correct(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-remark @below {{0 violations}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The wait leaves S-1 = 2 groups pending instead of S-2: iteration 0 may
// read stage 0 before its copy landed.
// CHECK: error: pipeline protocol violated: (2) a stage is read before every thread's copy of its tile landed and became visible, at trip count 1 with 2 threads
// CHECK: note: counterexample: t0 then t1: copies it 0 into r0[0], commits, commits, wait_group 2; all pass the barrier; t0: commits, reads r0[0] in it 0: t0's copy of it 0 has not landed

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @pending_too_large(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (2)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 2 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// No wait at all (no wait_group, no barrier).
// CHECK: error: pipeline protocol violated: (2) {{.*}}, at trip count 1 with 2 threads
// CHECK: note: counterexample: t0: copies it 0 into r0[0], commits, commits, commits, reads r0[0] in it 0: t0's copy of it 0 has not landed

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @no_wait(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (2)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The copies ahead go into the stage this iteration reads.
// CHECK: error: pipeline protocol violated: (3) a stage is overwritten while a thread may still read it, at trip count 3 with 2 threads
// CHECK: note: counterexample: {{.*}}t0: copies it 2 into r0[0], commits; t0's copy of it 2 into r0[0] lands; t0: reads r0[0] in it 0: t0's part holds it 2: its copy of it 0 was overwritten

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @write_is_read(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (3)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%read] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The read stage is never advanced: iteration 1 reads stage 0 again.
// CHECK: error: pipeline protocol violated: (4) a stage read does not hold the reading iteration's tile, at trip count 2 with 2 threads
// CHECK: note: counterexample: {{.*}}reads r0[0] in it 1: t0's part holds it 0 and no copy of it 1 goes there

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @read_not_advanced(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (4)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %read : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The prologue is one copy (and its group) short: the wait counts one group
// too few, so iteration 0 may read before its copy landed.
// CHECK: error: pipeline protocol violated: (2) {{.*}}, at trip count 1 with 2 threads
// CHECK: note: counterexample: t0 then t1: copies it 0 into r0[0], commits, wait_group 1; all pass the barrier; t0: commits, reads r0[0] in it 0: t0's copy of it 0 has not landed

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @prologue_one_short(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (2)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The prologue keeps its groups but loses the copy of iteration 1: no copy
// ever fills stage 1 for it.
// CHECK: error: pipeline protocol violated: (4) {{.*}}, at trip count 2 with 2 threads
// CHECK: note: counterexample: {{.*}}reads r0[1] in it 1: t0's part holds nothing yet and no copy of it 1 goes there

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @prologue_copy_missing(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_commit
  // expected-error @below {{violated: (4)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The wait moved below the copies: iteration i+1 refills the stage of
// iteration i while another thread may still be reading it.
// CHECK: error: pipeline protocol violated: (3) {{.*}}, at trip count 4 with 2 threads
// CHECK: note: counterexample: {{.*}}all pass the barrier; t0 then t1: reads r0[0] in it 0; t0: copies it 3 into r0[0] while t1 may still read it

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @wait_after_copies(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (3)}}
  // expected-note @below {{counterexample}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    nv_tileas.async_wait {pending = 2 : i32}
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// A nested loop without the wait before its prologue: the next run's first
// copy refills stage 0 while another thread may still read it.
// CHECK: error: pipeline protocol violated: (3) {{.*}}, at trip count 1 with 2 threads
// CHECK: note: counterexample: {{.*}}t0: copies it 0 of run 2 into r0[0] while t1 may still read it

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @nested_without_wait(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %o = scf.for %j = %c0 to %c4 step %c1 iter_args(%outer = %acc0) -> (tensor<64x64xf32, #acc>) : i32 {
    %p0 = arith.cmpi slt, %c0, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %p1 = arith.cmpi slt, %c1, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    // expected-error @below {{violated: (3)}}
    // expected-note @below {{counterexample}}
    %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %outer, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
      nv_tileas.async_wait {pending = 1 : i32}
      %first = arith.cmpi eq, %read, %c0 : i32
      %prev = arith.subi %read, %c1 : i32
      %write = arith.select %first, %c2, %prev : i32
      %kn = arith.addi %k, %c2 : i32
      %p = arith.cmpi slt, %kn, %n : i32
      nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
      nv_tileas.async_commit
      %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
      %wraps = arith.cmpi eq, %read, %c2 : i32
      %inc = arith.addi %read, %c1 : i32
      %next = arith.select %wraps, %c0, %inc : i32
      scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
    }
    scf.yield %r#0 : tensor<64x64xf32, #acc>
  }
  return %o : tensor<64x64xf32, #acc>
}

// -----

// The copy ahead loads the tile of the current iteration (%k) while its
// predicate names iteration k+2: found from the IR before exploring.
// CHECK: error: pipeline protocol violated: (4) a stage read does not hold the reading iteration's tile{{$}}
// CHECK: note: a copy in the loop computes its indices from the current iteration's values, not from those of the iteration it copies (its predicate's)

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @body_uses_current_iv(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (4)}}
  // expected-note @below {{computes its indices from the current iteration}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %k] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// The prologue copy for iteration 1 loads the tile of iteration 0.
// CHECK: error: pipeline protocol violated: (4) a stage read does not hold the reading iteration's tile{{$}}
// CHECK: note: the prologue copy of it 1 loads index 0 where the loop's copy of that iteration loads 1

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @prologue_wrong_index(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-error @below {{violated: (4)}}
  // expected-note @below {{loads index 0 where}}
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}
