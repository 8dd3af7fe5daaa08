// nv_tileaa.insert, griddep_wait / griddep_launch_dependents and the
// ordering of tiled_load / tiled_store: round trip, then one case per
// verifier rule.
//
// RUN: tileiras-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | tileiras-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @ops(
func.func @ops(%a: tensor<4x8xf32>, %b: tensor<16x16xf32>, %i: i32, %j: i64,
               %m: !nv_tileaa.memref<f32, 1>) -> tensor<16x16xf32> {
  // CHECK: nv_tileaa.insert %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x8xf32>, tensor<16x16xf32>[i32, i64]
  %r = nv_tileaa.insert %a, %b[%i, %j] : tensor<4x8xf32>, tensor<16x16xf32>[i32, i64]
  // CHECK: %[[W:.*]] = nv_tileaa.griddep_wait{{$}}
  %w = nv_tileaa.griddep_wait
  // CHECK: nv_tileaa.griddep_launch_dependents token(%[[W]])
  %l = nv_tileaa.griddep_launch_dependents token(%w)
  // CHECK: nv_tileaa.tiled_load {{.*}} {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<acquire>}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  // CHECK: nv_tileaa.tiled_store {{.*}} {scope = #nv_tileaa.mem_scope<sys>, sem = #nv_tileaa.mem_semantic<release>}
  %t2 = nv_tileaa.tiled_store %x, %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : tensor<16xf32>, !nv_tileaa.memref<f32, 1>[i32]
  // A weak access prints no ordering.
  // CHECK: nv_tileaa.tiled_load {{.*}} steps [16] dim_map [0] : !nv_tileaa.memref
  %y, %t3 = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<weak>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  return %r : tensor<16x16xf32>
}

// -----

func.func @insert_element(%a: tensor<4xf16>, %b: tensor<16xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.insert' op expects the same element type, but got 'f16' and 'f32'}}
  %r = nv_tileaa.insert %a, %b[%i] : tensor<4xf16>, tensor<16xf32>[i32]
  return
}

// -----

func.func @insert_rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.insert' op expects one index per dimension and equal ranks}}
  %r = nv_tileaa.insert %a, %b[%i, %i] : tensor<4xf32>, tensor<4x4xf32>[i32, i32]
  return
}

// -----

func.func @insert_indices(%a: tensor<4xf32>, %b: tensor<16xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.insert' op expects one index per dimension and equal ranks}}
  %r = nv_tileaa.insert %a, %b[%i, %i] : tensor<4xf32>, tensor<16xf32>[i32, i32]
  return
}

// -----

func.func @insert_divide(%a: tensor<3xf32>, %b: tensor<16xf32>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.insert' op expects source dimensions that divide the destination}}
  %r = nv_tileaa.insert %a, %b[%i] : tensor<3xf32>, tensor<16xf32>[i32]
  return
}

// -----

func.func @load_release(%m: !nv_tileaa.memref<f32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op a load cannot have release semantics}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  return
}

// -----

func.func @load_no_scope(%m: !nv_tileaa.memref<f32, 1>, %i: i32) {
  // expected-error @+1 {{'nv_tileaa.tiled_load' op expects a scope exactly when the ordering is not weak}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32>
  return
}

// -----

func.func @store_acquire(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op a store cannot have acquire semantics}}
  %t = nv_tileaa.tiled_store %x, %m[%i] steps [16] dim_map [0] {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

func.func @store_weak_scope(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<16xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_store' op expects a scope exactly when the ordering is not weak}}
  %t = nv_tileaa.tiled_store %x, %m[%i] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}
