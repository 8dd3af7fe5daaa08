// Tiles whose element count has no canonical layout for the kernel's
// threads are errors at the value, not crashes.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --verify-diagnostics
// RUN: not tileiras-opt %s --tileiras-assign-tile-layouts=num-warps=0 2>&1 | FileCheck %s --check-prefix=WARPS

// WARPS: error: num-warps must be in 1..32

func.func @hundred(%s: f32) {
  // expected-error @+1 {{tile of 100 elements has no thread layout for 128 threads}}
  %0 = nv_tileaa.splat %s : f32 -> tensor<10x10xf32>
  return
}

// -----

// expected-error @+1 {{tile of 100 elements has no thread layout for 128 threads}}
func.func @hundred_arg(%x: tensor<100xf32>) {
  return
}

// -----

func.func @zero() {
  // expected-error @+1 {{tile of 0 elements has no thread layout for 128 threads}}
  %0 = nv_tileaa.make_range : tensor<0xi32>
  return
}

// -----

// 384 = 3 x 128 is fine; 192 is neither a multiple nor a divisor of 128.
func.func @odd(%x: tensor<384xf32>) {
  // expected-error @+1 {{tile of 192 elements has no thread layout for 128 threads}}
  %0 = nv_tileaa.make_range : tensor<192xi32>
  return
}

// -----

#w1 = #nv_tileas.simt<threads = 32, layout = "(32,8):(1,32)">
// expected-error @+1 {{tile layout is over 32 threads, but the kernel has 128}}
func.func @other_threads(%x: tensor<256xf32, #w1>) {
  return
}

// -----

// All tiles of a module share one thread count, so kernels that ask for
// different warp counts are refused.
func.func @four(%x: tensor<256xf32>) attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 4 : i32} {
  return
}
// expected-error @+1 {{kernels of one module with different warp counts (4 and 8) are not supported yet}}
func.func @eight(%x: tensor<256xf32>) attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32} {
  return
}

// -----

// The ops of the TileAAToLLVM tests on tiles without a layout: the error is
// at each value of the bad size (elementwise.mlir, shape.mlir, memory.mlir,
// atomics.mlir, reduce-scan.mlir keep to power-of-two tiles).
func.func @odd_elementwise(%s: f32) {
  // expected-error @+1 {{tile of 3 elements has no thread layout for 128 threads}}
  %k = arith.constant dense<2.0> : tensor<3xf32>
  // expected-error @+1 {{tile of 3 elements has no thread layout for 128 threads}}
  %m = arith.mulf %k, %k : tensor<3xf32>
  return
}

// -----

func.func @odd_shape(%x: tensor<1x1xf32>, %a: tensor<4xf16>, %b: tensor<8xf16>) {
  // expected-error @+1 {{tile of 5 elements has no thread layout for 128 threads}}
  %0 = nv_tileaa.broadcast %x : tensor<1x1xf32> -> tensor<1x5xf32>
  // expected-error @+1 {{tile of 12 elements has no thread layout for 128 threads}}
  %1 = nv_tileaa.cat %a, %b dim = 0 : tensor<4xf16>, tensor<8xf16> -> tensor<12xf16>
  return
}

// -----

func.func @odd_load(%m: !nv_tileaa.memref<i32, 1>, %i: i32) {
  // expected-error @+1 {{tile of 200 elements has no thread layout for 128 threads}}
  %x, %t = nv_tileaa.tiled_load %m[%i] steps [200] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<200xi32>
  return
}

// -----

func.func @odd_atomic(%p: !nv_tileaa.ptr<i32>, %v: i32) {
  // expected-error @+1 {{tile of 96 elements has no thread layout for 128 threads}}
  %ps = nv_tileaa.splat %p : !nv_tileaa.ptr<i32> -> tensor<96x!nv_tileaa.ptr<i32>>
  // expected-error @+1 {{tile of 96 elements has no thread layout for 128 threads}}
  %vs = nv_tileaa.splat %v : i32 -> tensor<96xi32>
  // expected-error @+1 {{tile of 96 elements has no thread layout for 128 threads}}
  %r, %t = nv_tileaa.atomic_rmw add %vs, %ps {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<96xi32>, tensor<96x!nv_tileaa.ptr<i32>>
  return
}

// -----

func.func @odd_reduce(%s: f32) {
  // expected-error @+1 {{tile of 24 elements has no thread layout for 128 threads}}
  %x = nv_tileaa.splat %s : f32 -> tensor<3x8xf32>
  // expected-error @+1 {{tile of 3 elements has no thread layout for 128 threads}}
  %r = nv_tileaa.reduce %x dim = 1 identities = [0.0 : f32] : tensor<3x8xf32> -> tensor<3xf32> {
  ^bb0(%p: f32, %q: f32):
    %a = arith.addf %p, %q : f32
    nv_tileaa.yield %a : f32
  }
  return
}
