// nv_tileaa.print: owners write tile arguments to scratch, thread 0 prints
// the line with vprintf: the cuda_tile format expanded at compile time (a
// tile as "[e0, e1, ...]"), integers through 64 bits with `ll`, floats as
// double, every argument 8 bytes of a buffer allocated in the entry block;
// at most 32 arguments per call. emulate-misc.test runs it.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-DAG: llvm.mlir.global internal constant @[[FMT:__tileiras_printf_[0-9]+]]("x=[%f, %f] s=%lld 100%%\0A\00")
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @print(
// CHECK-SAME: %[[X:.*]]: vector<1xf32>, %[[S:.*]]: i32)
// CHECK: %[[BUF:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x i64> {alignment = 8 : i64}
// CHECK: nvvm.barrier0
// Owners (threads 0 and 1) write the tile.
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.icmp "eq" %[[TID]]
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.fpext %{{.*}} : f32 to f64
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.fpext %{{.*}} : f32 to f64
// CHECK: llvm.sext %[[S]] : i32 to i64
// CHECK: %[[F:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr
// CHECK: llvm.call @vprintf(%[[F]], %[[BUF]])
// CHECK-NOT: llvm.call @vprintf
func.func @print(%x: tensor<2xf32>, %s: i32) {
  %t = nv_tileaa.print "x=%f s=%d 100%%\n", %x, %s : tensor<2xf32>, i32
  return
}

// -----

// 40 elements: calls of 32 and 8 arguments (the text between goes with the
// first); %x zero-extends, %i sign-extends.
// CHECK-DAG: @{{__tileiras_printf_[0-9]+}}("u=[%llx, %llx, {{.*}}, %llx], [\00")
// CHECK-DAG: @{{__tileiras_printf_[0-9]+}}("%lli, %lli, %lli, %lli, %lli, %lli, %lli, %lli]]\0A\00")
// CHECK-LABEL: llvm.func @long(
// CHECK: llvm.alloca %{{.*}} x !llvm.array<32 x i64>
// CHECK-COUNT-32: llvm.zext %{{.*}} : i16 to i64
// CHECK: llvm.call @vprintf
// CHECK-COUNT-8: llvm.sext %{{.*}} : i16 to i64
// CHECK: llvm.call @vprintf
func.func @long(%x: tensor<32xi16>, %y: tensor<8xi16>) {
  %t = nv_tileaa.print "u=%x, %i]\n", %x, %y : tensor<32xi16>, tensor<8xi16>
  return
}
