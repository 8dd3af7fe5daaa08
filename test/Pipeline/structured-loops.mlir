// Loops stay structured through nv_tileaa and nv_tileas (layouts are
// assigned to the loop-carried tile), and become a CFG only on the way to
// LLVM (convert-scf-to-cf before tileiras-convert-tileaa-to-llvm).
// RUN: tileiras-opt %s --tileiras-pipeline=gpu-name=sm_90 --mlir-print-ir-after=tileiras-remove-layout-conversions 2>&1 | FileCheck %s

// CHECK: IR Dump After {{.*}}tileiras-remove-layout-conversions
// CHECK: func.func @kernel
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<256xf32, #{{.*}}>) : i32 {
// CHECK: scf.if %{{.*}} -> (tensor<256xf32, #{{.*}}>) {
// CHECK: scf.yield
// CHECK-NOT: cf.br
// CHECK: llvm.func @kernel
// CHECK-NOT: scf.
// CHECK: llvm.cond_br
// CHECK-NOT: scf.

cuda_tile.module @m {
  entry @kernel(%p: tile<ptr<f32>>, %n: tile<i32>, %skip: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %t = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %zero = constant <f32: 0.0> : tile<256xf32>
    %acc = for %i in (%z to %n, step %one) : tile<i32> iter_values(%a = %zero) -> (tile<256xf32>) {
      %c = cmpi equal %i, %skip, signed : tile<i32> -> tile<i1>
      if %c {
        continue %a : tile<256xf32>
      }
      %x, %t0 = load_view_tko weak %v[%z] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
      %y = addf %a, %x : tile<256xf32>
      continue %y : tile<256xf32>
    }
    %t1 = store_view_tko weak %acc, %v[%z] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
