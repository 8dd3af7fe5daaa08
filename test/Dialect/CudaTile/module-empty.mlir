// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s

// A module may be empty and carry a producer string (13.3).
// CHECK: cuda_tile.module @empty attributes {producer = "tileiras-tests"} {
// CHECK-NEXT: }
cuda_tile.module @empty attributes {producer = "tileiras-tests"} {
}
