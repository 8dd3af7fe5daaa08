// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// print_tko with and without arguments and token.

cuda_tile.module @print {
  // CHECK-LABEL: testing$func @prints
  testing$func @prints(%x: tile<i32>, %y: tile<1xf32>, %z: tile<f32>, %tok: token) -> token {
    // No arguments, no token: only the result type.
    // CHECK: %[[A:.*]] = print_tko "hello\0A" : token
    %a = print_tko "hello\0A" : token
    // CHECK: print_tko "block %d first %f\0A", %{{.*}}, %{{.*}} : tile<i32>, tile<1xf32> -> token
    %b = print_tko "block %d first %f\0A", %x, %y : tile<i32>, tile<1xf32> -> token
    // `token=` without spaces.
    // CHECK: print_tko "sum = %f\0A", %{{.*}} token=%[[A]] : tile<f32> -> token
    %c = print_tko "sum = %f\0A", %z token=%a : tile<f32> -> token
    // CHECK: print_tko "tick" token=%{{.*}} : token
    %d = print_tko "tick" token=%tok : token
    // `%%` prints a percent sign and takes no argument; width and precision
    // flags sit inside a conversion.
    // CHECK: print_tko "100%% of %5.2f and %-8lld\0A", %{{.*}}, %{{.*}} : tile<f32>, tile<i32> -> token
    %e = print_tko "100%% of %5.2f and %-8lld\0A", %z, %x : tile<f32>, tile<i32> -> token
    return %e : token
  }
}
