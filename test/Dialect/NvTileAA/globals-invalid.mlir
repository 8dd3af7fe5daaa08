// The verifiers of global, get_global, alloca and tiled_atomic_red.
//
// RUN: tileiras-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'nv_tileaa.global' op expects a non-empty 1-D dense value}}
nv_tileaa.global @g = dense<1> : tensor<2x2xi32>

// -----

// expected-error @+1 {{'nv_tileaa.global' op expects the alignment to be 0 or a power of two}}
nv_tileaa.global @g = dense<1> : tensor<2xi32> {alignment = 12 : i64}

// -----

nv_tileaa.global @g = dense<1> : tensor<2xi32>
func.func @f() {
  // expected-error @+1 {{'nv_tileaa.get_global' op expects a pointer to the element type 'i32' of the global}}
  %p = nv_tileaa.get_global @g : !nv_tileaa.ptr<f32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'nv_tileaa.get_global' op 'nowhere' does not reference a valid global}}
  %p = nv_tileaa.get_global @nowhere : !nv_tileaa.ptr<f32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'nv_tileaa.alloca' op expects the alignment to be a power of two of at least the element size}}
  %a = nv_tileaa.alloca num_elem = 8, alignment = 4 : !nv_tileaa.ptr<f64>
  return
}

// -----

func.func @f(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_atomic_red' op expects a reduction, not xchg}}
  %t = nv_tileaa.tiled_atomic_red xchg %x, %m[%i] steps [4] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<4xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

func.func @f(%m: !nv_tileaa.memref<f32, 1>, %i: i32, %x: tensor<4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_atomic_red' op expects addf, max or min exactly for float tiles}}
  %t = nv_tileaa.tiled_atomic_red add %x, %m[%i] steps [4] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<4xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// -----

func.func @f(%m: !nv_tileaa.memref<i32, 1>, %i: i32, %x: tensor<4xi32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_atomic_red' op expects the tl_blk or gpu scope}}
  %t = nv_tileaa.tiled_atomic_red add %x, %m[%i] steps [4] dim_map [0] {scope = #nv_tileaa.mem_scope<sys>} : tensor<4xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// -----

func.func @f(%m: !nv_tileaa.memref<i32, 1>, %i: i32, %x: tensor<4xf32>) {
  // expected-error @+1 {{'nv_tileaa.tiled_atomic_red' op expects the tile element type to be the memref element type}}
  %t = nv_tileaa.tiled_atomic_red addf %x, %m[%i] steps [4] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<4xf32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}
