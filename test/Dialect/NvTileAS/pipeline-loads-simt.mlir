// --tileiras-pipeline-loads on SIMT loops: loads whose tiles no dot reads
// are copied ahead into row-major rings too. Where each thread reads back
// exactly what it copied (the load's layout has no replicas and no dot is
// in the loop), the loop waits for its own copies only: async_wait
// thread_private, no mbarrier and no CTA barrier. tileiras-check-pipelines
// checks that claim from the IR (PROTOCOL).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=simt=false | FileCheck %s --check-prefix=OFF
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads --remarks-filter=".*" --remark-format=emitRemark 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROTOCOL
// PROTOCOL: remark: pipeline protocol: 4 stages, 1 ring, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// PROTOCOL: remark: pipeline protocol: 4 stages, 1 ring, 8 mbarriers, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// PROTOCOL-NOT: error

// The corpus persistent_scale: a grid-stride loop over 512-element f32
// tiles, four elements per thread. Four stages (the planner wants more:
// the copy's latency is long and the loop's work short).
// CHECK-LABEL: func.func @persistent
// CHECK-NOT: create_pipeline
// CHECK: %[[R:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<512xf32>>
// CHECK: scf.for
// CHECK: nv_tileas.async_tiled_copy %{{.*}} into %[[R]]
// CHECK-NEXT: nv_tileas.async_commit
// CHECK: scf.for %{{.*}} = %[[PID:.*]] to %{{.*}} step %[[GRID:[^ ]*]] iter_args(%[[READ:.*]] = %{{.*}}) -> (i32)
// CHECK-NEXT: nv_tileas.async_wait thread_private {pending = 2 : i32}
// CHECK: nv_tileas.async_tiled_copy %{{.*}} into %[[R]]
// CHECK-NEXT: nv_tileas.async_commit
// CHECK-NEXT: %[[T:.*]] = nv_tileas.local_load %[[R]][%[[READ]]]
// CHECK-NEXT: arith.mulf %[[T]]
// CHECK-NOT: consumer_release
// CHECK: nv_tileas.pipeline_stages = 4
// OFF-LABEL: func.func @persistent
// OFF-NOT: nv_tileas.alloc_shared
// OFF: nv_tileaa.tiled_load
// REMARK: remark: [Passed] SoftwarePipeline | Category:Memory | Function=persistent | Copies=1, II=44, MinII=44, Plan="copy 'copy0' runs 12 iteration(s) ahead of 'simt' at II 44 (minimum 44): 13 stage(s), cut to 4, the most allowed {{.*}}", Remark="Loop loads copied ahead with cp.async", StageBytes=2048, Stages=4
module attributes {tileiras.target = "sm_80"} {
  func.func @persistent(%px: !nv_tileaa.ptr<f32>, %py: !nv_tileaa.ptr<f32>, %n: i64, %tiles: i32, %s: f32) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %tok = nv_tileaa.create_mem_token
    %x = nv_tileaa.make_memref %px, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %y = nv_tileaa.make_memref %py, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %grid = nv_tileaa.get_num_programs 0
    %pid = nv_tileaa.get_program_id 0
    %b = nv_tileaa.splat %s : f32 -> tensor<512xf32>
    scf.for %i = %pid to %tiles step %grid : i32 {
      %t, %t1 = nv_tileaa.tiled_load %x[%i] token(%tok) steps [512] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<512xf32>
      %m = arith.mulf %t, %b : tensor<512xf32>
      %r = nv_tileaa.tiled_store %m, %y[%i] token(%tok) steps [512] dim_map [0] : tensor<512xf32>, !nv_tileaa.memref<f32, 1>[i32]
    }
    return
  }
}

// -----

// 64 elements over 128 threads: each is held by two threads and copied by
// one, so the threads share the ring and the stages complete on mbarriers.
// CHECK-LABEL: func.func @replicated
// CHECK: nv_tileas.create_pipeline
// CHECK: nv_tileas.consumer_wait
// CHECK-NOT: thread_private
// CHECK: nv_tileas.consumer_release
// REMARK: remark: [Passed] SoftwarePipeline | Category:Memory | Function=replicated | Copies=1, {{.*}} StageBytes=256, Stages=4
module attributes {tileiras.target = "sm_80"} {
  func.func @replicated(%px: !nv_tileaa.ptr<f32>, %py: !nv_tileaa.ptr<f32>, %n: i64, %tiles: i32, %s: f32) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %tok = nv_tileaa.create_mem_token
    %x = nv_tileaa.make_memref %px, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %y = nv_tileaa.make_memref %py, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %b = nv_tileaa.splat %s : f32 -> tensor<64xf32>
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %t, %t1 = nv_tileaa.tiled_load %x[%i] token(%tok) steps [64] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<64xf32>
      %m = arith.mulf %t, %b : tensor<64xf32>
      %r = nv_tileaa.tiled_store %m, %y[%i] token(%tok) steps [64] dim_map [0] : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
    }
    return
  }
}

// -----

// A loop of one iteration has nothing to copy ahead for.
// CHECK-LABEL: func.func @once
// CHECK-NOT: nv_tileas.
// CHECK: nv_tileaa.tiled_load
module attributes {tileiras.target = "sm_80"} {
  func.func @once(%px: !nv_tileaa.ptr<f32>, %py: !nv_tileaa.ptr<f32>, %n: i64, %s: f32) attributes {nv_tileaa.kernel} {
    %one = arith.constant 1 : i64
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %tok = nv_tileaa.create_mem_token
    %x = nv_tileaa.make_memref %px, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %y = nv_tileaa.make_memref %py, sizes(%n), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %b = nv_tileaa.splat %s : f32 -> tensor<512xf32>
    scf.for %i = %c0 to %c1 step %c1 : i32 {
      %t, %t1 = nv_tileaa.tiled_load %x[%i] token(%tok) steps [512] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<512xf32>
      %m = arith.mulf %t, %b : tensor<512xf32>
      %r = nv_tileaa.tiled_store %m, %y[%i] token(%tok) steps [512] dim_map [0] : tensor<512xf32>, !nv_tileaa.memref<f32, 1>[i32]
    }
    return
  }
}
