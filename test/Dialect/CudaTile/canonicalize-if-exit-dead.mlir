// RUN: tileiras-opt %s --no-implicit-module --canonicalize | FileCheck %s

// An if that holds nothing but an early exit has control-flow effect: the
// canonicalizer must not erase it as dead (return/break/continue are
// deliberately not Pure for this reason).

// CHECK-LABEL: @exit_only_if
// CHECK: if %arg0 {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: assert %arg1, "after"
cuda_tile.module @kernels {
  testing$func @exit_only_if(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      return
    }
    assert %d, "after" : tile<i1>
    return
  }
}
