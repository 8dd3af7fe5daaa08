// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// Module structure: globals, get_global, entries, test functions, return.

// CHECK-LABEL: cuda_tile.module @kernels
cuda_tile.module @kernels {
  // An elided public visibility leaves two spaces, as NVIDIA prints it.
  // CHECK: global  @print_mutex <i32: 1> : tile<1xi32>
  global @print_mutex <i32: 1> : tile<1xi32>
  // CHECK: global private @table alignment = 256 <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
  global private @table alignment = 256 <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  // CHECK: global  constant @lut <i16: [1, 2]> : tile<2xi16>
  global constant @lut <i16: [1, 2]> : tile<2xi16>
  // CHECK: global private constant @both alignment = 16 <i8: 0> : tile<16xi8>
  global private constant @both alignment = 16 <i8: 0> : tile<16xi8>

  // CHECK-LABEL: entry @uses_globals
  entry @uses_globals() {
    // CHECK: get_global @print_mutex : tile<ptr<i32>>
    %0 = get_global @print_mutex : tile<ptr<i32>>
    // CHECK: get_global @table : tile<ptr<f32>>
    %1 = get_global @table : tile<ptr<f32>>
    // CHECK: get_global @both : tile<ptr<i8>>
    %2 = get_global @both : tile<ptr<i8>>
    return
  }

  // Entry arguments are 0-d tiles or views; the return is implicit.
  // CHECK-LABEL: entry @args(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>, %{{.*}}: tensor_view<?xf32, strides=[1]>, %{{.*}}: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %{{.*}}: tile<f16>) {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @args(%a: tile<ptr<f32>>, %b: tile<i32>, %c: tensor_view<?xf32, strides=[1]>,
              %d: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %e: tile<f16>) {
  }

  // CHECK-LABEL: entry @hints() optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 4}, sm_90 = {occupancy = 2}> {
  entry @hints() optimization_hints=<sm_90 = {occupancy = 2}, sm_100 = {occupancy = 4, num_cta_in_cga = 2}> {
    return
  }

  // CHECK-LABEL: entry @empty_hints() optimization_hints=<sm_90 = {}> {
  entry @empty_hints() optimization_hints=<sm_90 = {}> {
    return
  }

  // CHECK-LABEL: entry @default_hints() optimization_hints=<default = {num_worker_warps_per_cta = 4, occupancy = 1}> {
  entry @default_hints() optimization_hints=<default = {occupancy = 1, num_worker_warps_per_cta = 4}> {
    return
  }

  // Test functions may return values; multiple results are parenthesized.
  // CHECK-LABEL: testing$func @multi(%{{.*}}: tile<4xf32>, %{{.*}}: tile<i8>) -> (tile<i8>, tile<4xf32>) {
  // CHECK-NEXT: return %{{.*}}, %{{.*}} : tile<i8>, tile<4xf32>
  testing$func @multi(%a: tile<4xf32>, %b: tile<i8>) -> (tile<i8>, tile<4xf32>) {
    return %b, %a : tile<i8>, tile<4xf32>
  }

  // CHECK-LABEL: testing$func @single() -> token {
  testing$func @single() -> (token) {
    %t = make_token : token
    return %t : token
  }
}
