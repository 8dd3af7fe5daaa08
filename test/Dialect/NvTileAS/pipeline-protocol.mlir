// tileiras-pipeline-loads with verify-protocol model-checks what it emits:
// the matmul loop of the corpus (two rings) and the same loop nested in
// another (whose next run refills the rings), at the planner's four stages
// (a prologue loop) and at two (one prologue copy).
//
// RUN: tileiras-opt %s --split-input-file \
// RUN:   --tileiras-pipeline-loads=verify-protocol | FileCheck %s
// RUN: tileiras-opt %s --split-input-file \
// RUN:   --tileiras-pipeline-loads="mbarriers=false verify-protocol" \
// RUN:   | FileCheck %s --check-prefix=GROUPS
// RUN: tileiras-opt %s --split-input-file \
// RUN:   --tileiras-pipeline-loads="stages=2 verify-protocol" \
// RUN:   | FileCheck %s --check-prefix=TWO
// RUN: tileiras-opt %s --split-input-file --tileiras-pipeline-loads \
// RUN:   --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tileiras-opt %s --split-input-file \
// RUN:   --tileiras-pipeline-loads=stages=2 \
// RUN:   --tileiras-check-pipelines="threads=4 max-trip=6" \
// RUN:   --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK2

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!m = !nv_tileaa.memref<f16, 2>

// CHECK-LABEL: func.func @matmul
// CHECK: nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<4>
// CHECK: scf.for
// CHECK: nv_tileas.producer_commit
// CHECK: scf.for
// CHECK: nv_tileas.consumer_wait
// CHECK: nv_tileas.producer_acquire
// CHECK: nv_tileas.consumer_release
// GROUPS-LABEL: func.func @matmul
// GROUPS: scf.for
// GROUPS: nv_tileas.async_commit
// GROUPS: scf.for
// GROUPS: nv_tileas.async_wait {pending = 2 : i32}
// TWO-LABEL: func.func @matmul
// TWO: scf.for
// TWO: nv_tileas.consumer_wait
// REMARK: remark: pipeline protocol: 4 stages, 2 rings, 8 mbarriers, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// REMARK2: remark: pipeline protocol: 2 stages, 2 rings, 4 mbarriers, trip counts 0..6, 4 threads, {{[0-9]+}} states, 0 violations
module attributes {tileiras.target = "sm_80"} {
  func.func @matmul(%a: !m, %b: !m, %n: i32, %pid: i32) -> tensor<64x64xf32, #acc> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %token = nv_tileaa.create_mem_token
    %zero = nv_tileaa.splat %cst : f32 -> tensor<64x64xf32, #acc>
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #acc>) : i32 {
      %x, %xt = nv_tileaa.tiled_load %a[%pid, %k] token(%token) steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 : !m[i32, i32] -> tensor<64x32xf16, #op>
      %y, %yt = nv_tileaa.tiled_load %b[%k, %pid] token(%token) steps [32, 64] dim_map [0, 1] padding 0.000000e+00 : f16 : !m[i32, i32] -> tensor<32x64xf16, #op>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
      scf.yield %d : tensor<64x64xf32, #acc>
    }
    return %r : tensor<64x64xf32, #acc>
  }
}

// -----

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!m = !nv_tileaa.memref<f16, 2>

// Step 2 from 1 and four outer runs: the model runs the inner loop twice.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: nv_tileas.create_pipeline
// CHECK: scf.for
// CHECK: nv_tileas.async_wait {pending = 0 : i32}
// CHECK: scf.for
// CHECK: scf.for
// CHECK: nv_tileas.async_wait {pending = 2 : i32}
// REMARK: remark: pipeline protocol: 4 stages, 2 rings, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// REMARK2: remark: pipeline protocol: 2 stages, 2 rings, trip counts 0..6, 4 threads, {{[0-9]+}} states, 0 violations
module attributes {tileiras.target = "sm_80"} {
  func.func @nested(%a: !m, %b: !m, %n: i32, %pid: i32) -> tensor<64x64xf32, #acc> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %token = nv_tileaa.create_mem_token
    %zero = nv_tileaa.splat %cst : f32 -> tensor<64x64xf32, #acc>
    %o = scf.for %j = %c0 to %c4 step %c1 iter_args(%outer = %zero) -> (tensor<64x64xf32, #acc>) : i32 {
      %r = scf.for %k = %c1 to %n step %c2 iter_args(%acc = %outer) -> (tensor<64x64xf32, #acc>) : i32 {
        %x, %xt = nv_tileaa.tiled_load %a[%pid, %k] token(%token) steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 : !m[i32, i32] -> tensor<64x32xf16, #op>
        %y, %yt = nv_tileaa.tiled_load %b[%k, %j] token(%token) steps [32, 64] dim_map [0, 1] padding 0.000000e+00 : f16 : !m[i32, i32] -> tensor<32x64xf16, #op>
        %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
        scf.yield %d : tensor<64x64xf32, #acc>
      }
      scf.yield %r : tensor<64x64xf32, #acc>
    }
    return %o : tensor<64x64xf32, #acc>
  }
}
