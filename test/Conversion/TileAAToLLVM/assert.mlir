// cf.assert (cuda_tile.assert) calls the CUDA device runtime's
// __assertfail(message, file, line, function, 1) where the condition is
// false; the upstream lowering would call puts and abort.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 | FileCheck %s --check-prefix=PTX

// CHECK-DAG: llvm.mlir.global internal constant @[[MSG:__tileiras_assert_msg_[0-9]+]]("negative input\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[FILE:__tileiras_assert_file_[0-9]+]]("k.py\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[FN:__tileiras_assert_func_[0-9]+]]("check\00")
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
// CHECK-LABEL: llvm.func @check(
// CHECK: %[[FAILS:.*]] = llvm.xor %{{.*}}, %{{.*}} : i1
// CHECK: llvm.cond_br %[[FAILS]], ^[[BB:.*]], ^
// CHECK: ^[[BB]]:
// CHECK-DAG: %[[M:.*]] = llvm.mlir.addressof @[[MSG]]
// CHECK-DAG: %[[F:.*]] = llvm.mlir.addressof @[[FILE]]
// CHECK-DAG: %[[L:.*]] = llvm.mlir.constant(7 : i32)
// CHECK-DAG: %[[N:.*]] = llvm.mlir.addressof @[[FN]]
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i64)
// CHECK: llvm.call @__assertfail(%[[M]], %[[F]], %[[L]], %[[N]], %[[ONE]])
// PTX: call.uni __assertfail,
func.func @check(%c: i1) attributes {nv_tileaa.kernel} {
  cf.assert %c, "negative input" loc("k.py":7:3)
  return
}
