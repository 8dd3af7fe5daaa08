// Layout assignment through structured control flow: a value scf carries
// has one layout for the region argument and the result it becomes (for
// iteration values, if results, while arguments), taken from the first
// init or yield that has one; an init or yield in another layout is
// converted before it is passed on.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-remove-layout-conversions | FileCheck %s --check-prefix=CLEAN

// An accumulator that starts as a splat takes the blocked layout of the
// loads added to it: the splat is rebuilt in that layout, and the loop
// result is stored without a conversion.
// CHECK-DAG: #[[B:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-LABEL: func.func @accumulate
// CHECK-NOT: convert_layout
// CHECK: %[[Z:.*]] = nv_tileaa.splat %{{.*}} : f32 -> tensor<32x64xf32, #[[B]]>
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %[[Z]]) -> (tensor<32x64xf32, #[[B]]>) : i32 {
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<32x64xf32, #[[B]]>
// CHECK: %[[S:.*]] = arith.addf %[[A]], %{{.*}} : tensor<32x64xf32, #[[B]]>
// CHECK-NEXT: scf.yield %[[S]] : tensor<32x64xf32, #[[B]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.tiled_store %[[R]], {{.*}} : tensor<32x64xf32, #[[B]]>
func.func @accumulate(%m: !nv_tileaa.memref<f32, 2>, %n: i32) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %z = nv_tileaa.splat %zero : f32 -> tensor<32x64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<32x64xf32>) : i32 {
    %x, %t = nv_tileaa.tiled_load %m[%i, %c0] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
    %s = arith.addf %a, %x : tensor<32x64xf32>
    scf.yield %s : tensor<32x64xf32>
  }
  %t2 = nv_tileaa.tiled_store %r, %m[%c0, %c0] steps [32, 64] dim_map [0, 1] : tensor<32x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// An argument as the init fixes the canonical layout first; the blocked
// sum is converted before the yield, inside the loop.
// CHECK-DAG: #[[C:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,16):(1,128)">
// CHECK-DAG: #[[B:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-LABEL: func.func @carried_argument
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (tensor<32x64xf32, #[[C]]>) : i32 {
// CHECK: %[[S:.*]] = arith.addf {{.*}} : tensor<32x64xf32, #[[B]]>
// CHECK-NEXT: %[[K:.*]] = nv_tileas.convert_layout %[[S]] : tensor<32x64xf32, #[[B]]> -> tensor<32x64xf32, #[[C]]>
// CHECK-NEXT: scf.yield %[[K]] : tensor<32x64xf32, #[[C]]>
// CLEAN-LABEL: func.func @carried_argument
// CLEAN: scf.for
// CLEAN: convert_layout
// CLEAN: scf.yield
func.func @carried_argument(%m: !nv_tileaa.memref<f32, 2>, %init: tensor<32x64xf32>, %n: i32) -> tensor<32x64xf32> attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<32x64xf32>) : i32 {
    %x, %t = nv_tileaa.tiled_load %m[%i, %c0] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
    %s = arith.addf %x, %a : tensor<32x64xf32>
    scf.yield %s : tensor<32x64xf32>
  }
  return %r : tensor<32x64xf32>
}

// -----

// An if's result takes the layout of the first yield that has one; the
// other branch's splat is built in it.
// CHECK-DAG: #[[B:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-LABEL: func.func @select_tile
// CHECK-NOT: convert_layout
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (tensor<32x64xf32, #[[B]]>) {
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<32x64xf32, #[[B]]>
// CHECK: } else {
// CHECK: nv_tileaa.splat %{{.*}} : f32 -> tensor<32x64xf32, #[[B]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.tiled_store %[[R]]
func.func @select_tile(%m: !nv_tileaa.memref<f32, 2>, %c: i1) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> (tensor<32x64xf32>) {
    %x, %t = nv_tileaa.tiled_load %m[%c0, %c0] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
    scf.yield %x : tensor<32x64xf32>
  } else {
    %zero = arith.constant 0.0 : f32
    %z = nv_tileaa.splat %zero : f32 -> tensor<32x64xf32>
    scf.yield %z : tensor<32x64xf32>
  }
  %t2 = nv_tileaa.tiled_store %r, %m[%c0, %c0] steps [32, 64] dim_map [0, 1] : tensor<32x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// A while: the before arguments take the init's layout, the after
// arguments and the results (one layout) that of the condition operands.
// CHECK-DAG: #[[B:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-LABEL: func.func @halve_until_small
// CHECK-NOT: convert_layout
// CHECK: %[[R:.*]] = scf.while (%[[A:.*]] = %{{.*}}) : (tensor<32x64xf32, #[[B]]>) -> tensor<32x64xf32, #[[B]]> {
// CHECK: scf.condition(%{{.*}}) %{{.*}} : tensor<32x64xf32, #[[B]]>
// CHECK: ^bb0(%[[P:.*]]: tensor<32x64xf32, #[[B]]>):
// CHECK: arith.mulf %[[P]], %{{.*}} : tensor<32x64xf32, #[[B]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.tiled_store %[[R]]
func.func @halve_until_small(%m: !nv_tileaa.memref<f32, 2>, %limit: f32) attributes {nv_tileaa.kernel} {
  %c0 = arith.constant 0 : i32
  %x, %t = nv_tileaa.tiled_load %m[%c0, %c0] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
  %r = scf.while (%a = %x) : (tensor<32x64xf32>) -> tensor<32x64xf32> {
    %flat = nv_tileaa.reshape %a : tensor<32x64xf32> -> tensor<2048xf32>
    %max = nv_tileaa.reduce %flat dim = 0 identities = [0xFF800000 : f32] : tensor<2048xf32> -> f32 {
    ^bb0(%p: f32, %q: f32):
      %mx = arith.maximumf %p, %q : f32
      nv_tileaa.yield %mx : f32
    }
    %big = arith.cmpf ogt, %max, %limit : f32
    scf.condition(%big) %a : tensor<32x64xf32>
  } do {
  ^bb0(%b: tensor<32x64xf32>):
    %half = arith.constant 0.5 : f32
    %h = nv_tileaa.splat %half : f32 -> tensor<32x64xf32>
    %y = arith.mulf %b, %h : tensor<32x64xf32>
    scf.yield %y : tensor<32x64xf32>
  }
  %t2 = nv_tileaa.tiled_store %r, %m[%c0, %c0] steps [32, 64] dim_map [0, 1] : tensor<32x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// -----

// The loop result shares the iteration value's blocked layout, though the
// return wants the canonical one: the conversion comes after the loop,
// once, not on every iteration.
// CHECK-DAG: #[[C:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,16):(1,128)">
// CHECK-DAG: #[[B:.+]] = #nv_tileas.simt<threads = 128, layout = "(128,(4,4)):(4,(1,512))">
// CHECK-LABEL: func.func @accumulate_and_return
// CHECK: %[[R:.*]] = scf.for {{.*}} -> (tensor<32x64xf32, #[[B]]>) : i32 {
// CHECK-NOT: convert_layout
// CHECK: scf.yield %{{.*}} : tensor<32x64xf32, #[[B]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[K:.*]] = nv_tileas.convert_layout %[[R]] : tensor<32x64xf32, #[[B]]> -> tensor<32x64xf32, #[[C]]>
// CHECK-NEXT: return %[[K]]
func.func @accumulate_and_return(%m: !nv_tileaa.memref<f32, 2>, %n: i32) -> tensor<32x64xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %z = nv_tileaa.splat %zero : f32 -> tensor<32x64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<32x64xf32>) : i32 {
    %x, %t = nv_tileaa.tiled_load %m[%i, %c0] steps [32, 64] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x64xf32>
    %s = arith.addf %a, %x : tensor<32x64xf32>
    scf.yield %s : tensor<32x64xf32>
  }
  return %r : tensor<32x64xf32>
}
