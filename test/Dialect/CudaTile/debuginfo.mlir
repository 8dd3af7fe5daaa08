// RUN: tileiras-opt %s --no-implicit-module --mlir-print-debuginfo | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-debuginfo | tileiras-opt --no-implicit-module --mlir-print-debuginfo | FileCheck %s

// Debug-info attributes and the di_loc location (guide B §3.6); the scopes
// obey the verifier rules of §4.9.

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu, scopeLine = 2>
#lambda = #cuda_tile.di_subprogram<file = #file, line = 9, name = "<lambda>", linkageName = "lambda_s0", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #block, file = #file, line = 4>
#fn = loc("kernels/foo.py":1:4)
#l5 = loc("kernels/foo.py":5:6)
#di_fn = #cuda_tile.di_loc<#fn in #sp>
#di_block = #cuda_tile.di_loc<loc(#l5) in #block>
#di_inner = #cuda_tile.di_loc<loc("kernels/foo.py":6:8) in #inner>
#di_lambda = #cuda_tile.di_loc<loc("kernels/foo.py":9:28) in #lambda>

// The DI attributes get NVIDIA's aliases, the locations `#locN`; both print
// after the module because only locations use them.
// CHECK-LABEL: cuda_tile.module @kernels {
// CHECK: global @g <f32: 1.000000e+00> : tile<1xf32> loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK: entry @kernel() {
// CHECK: %[[C:.*]] = constant <i32: 1> : tile<i32> loc(#[[DI_BLOCK:loc[0-9]+]])
// CHECK: addi %[[C]], %[[C]] : tile<i32> loc(#[[DI_INNER:loc[0-9]+]])
// CHECK: muli %[[C]], %[[C]] : tile<i32> loc(#[[CALL:loc[0-9]+]])
// CHECK: subi %[[C]], %[[C]] : tile<i32> loc(#[[FUSED:loc[0-9]+]])
// CHECK: return loc(#[[UNKNOWN]])
// CHECK: } loc(#[[DI_FN:loc[0-9]+]])
// CHECK: testing$func @plain() {
// CHECK: } loc(#[[PLAIN:loc[0-9]+]])
// CHECK: } loc(#[[UNKNOWN]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"foo.py" in "kernels">
// CHECK-DAG: #[[FN:loc[0-9]*]] = loc("kernels/foo.py":1:4)
// CHECK-DAG: #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #di_compile_unit, scopeLine = 2>
// CHECK-DAG: #di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "<lambda>", linkageName = "lambda_s0", compileUnit = #di_compile_unit>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 3, column = 4>
// CHECK-DAG: #di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 4>
// CHECK-DAG: #[[DI_FN]] = #cuda_tile.di_loc<#[[FN]] in #di_subprogram>
// CHECK-DAG: #[[DI_BLOCK]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_lexical_block>
// CHECK-DAG: #[[DI_INNER]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_lexical_block1>
// CHECK-DAG: #[[DI_LAMBDA:loc[0-9]+]] = #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_subprogram1>
// CHECK-DAG: #[[CALL]] = loc(callsite(#[[DI_LAMBDA]] at #[[DI_BLOCK]]))
// CHECK-DAG: #[[FUSED]] = loc(fused[#{{loc[0-9]*}}, #[[DI_BLOCK]]])
// CHECK-DAG: #[[PLAIN]] = loc("kernels/foo.py":20:0)
cuda_tile.module @kernels {
  // A global has no scope, but may have a location without one.
  global @g <f32: 1.0> : tile<1xf32> loc(unknown)
  entry @kernel() {
    %c = constant <i32: 1> : tile<i32> loc(#di_block)
    %0 = addi %c, %c : tile<i32> loc(#di_inner)
    // An inlined call counts as its caller's frame (rule 4).
    %1 = muli %c, %c : tile<i32> loc(callsite(#di_lambda at #di_block))
    // A fused location counts as its first di_loc.
    %2 = subi %c, %c : tile<i32> loc(fused["kernels/foo.py":7:1, #di_block])
    return loc(unknown)
  } loc(#di_fn)
  // Without scopes nothing is checked.
  testing$func @plain() {
    return loc("kernels/foo.py":21:0)
  } loc("kernels/foo.py":20:0)
} loc(unknown)
