// RUN: not tileiras-opt %s --no-implicit-module --split-input-file 2>&1 | FileCheck %s

// The debug-info verifier rules (guide B §4.9), with NVIDIA's messages. The
// diagnostics point into foo.py (the di_loc's position), not into this file,
// so they are checked on stderr rather than with -verify-diagnostics.

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#di_fn = #cuda_tile.di_loc<loc("kernels/foo.py":1:4) in #sp>
// Rule 6: a function location must not be a call site.
// CHECK: foo.py:2:4: error: 'cuda_tile.entry' op invalid function debug info location: loc(callsite("kernels/foo.py":2:4 at #cuda_tile.di_loc<loc("kernels/foo.py":1:4) in #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>>)). Function location must not be a CallSiteLoc.
cuda_tile.module @kernels {
  entry @kernel() {
    return loc(#di_fn)
  } loc(callsite("kernels/foo.py":2:4 at #di_fn))
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3>
// Rule 1: a function's own scope is a subprogram, not a block inside one.
// CHECK: foo.py:3:1: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_lexical_block<scope = #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>, file = <"foo.py" in "kernels">, line = 3>. Function location must have cuda_tile.di_subprogram debug info scope.
cuda_tile.module @kernels {
  entry @kernel() {
    return
  } loc(#cuda_tile.di_loc<loc("kernels/foo.py":3:1) in #block>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel_s0", compileUnit = #cu>
// Rule 2: the subprogram's linkage name is the function's name.
// CHECK: foo.py:4:1: error: 'cuda_tile.testing$func' op invalid function debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel_s0", compileUnit = <file = <"foo.py" in "kernels">>>. Function name "kernel" does not match subprogram scope linkage name "kernel_s0".
cuda_tile.module @kernels {
  testing$func @kernel() {
    return
  } loc(#cuda_tile.di_loc<loc("kernels/foo.py":4:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3>
// Rule 3: a function without scope has no ops with scope; the op's scope is
// reported as its subprogram, through the lexical block.
// CHECK: foo.py:5:2: error: 'cuda_tile.constant' op invalid operation debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>. Operation has debug info scope, but function debug info scope is undefined.
cuda_tile.module @kernels {
  entry @kernel() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("kernels/foo.py":5:2) in #block>)
    return
  } loc("kernels/foo.py":5:0)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 9, name = "other", linkageName = "other", compileUnit = #cu>
// Rule 4: an op's scope lies in its function's subprogram. NVIDIA reports it
// without the op name.
// CHECK-NOT: op invalid operation debug info scope
// CHECK: foo.py:6:2: error: invalid operation debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 9, name = "other", linkageName = "other", compileUnit = <file = <"foo.py" in "kernels">>>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>.
cuda_tile.module @kernels {
  entry @kernel() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("kernels/foo.py":6:1) in #sp>)
    %0 = addi %c, %c : tile<i32> loc(#cuda_tile.di_loc<loc("kernels/foo.py":6:2) in #other>)
    return
  } loc(#cuda_tile.di_loc<loc("kernels/foo.py":6:0) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 9, name = "other", linkageName = "other", compileUnit = #cu>
#fn = #cuda_tile.di_loc<loc("kernels/foo.py":7:0) in #sp>
// Rule 4, nested: for an inlined call the caller's scope counts, here the
// wrong one, even though the callee's is the function's (whose position the
// diagnostic shows).
// CHECK-NOT: op invalid operation debug info scope
// CHECK: foo.py:7:0: error: invalid operation debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 9, name = "other", linkageName = "other", compileUnit = <file = <"foo.py" in "kernels">>>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>.
cuda_tile.module @kernels {
  entry @kernel() {
    %c = constant <i32: 1> : tile<4xi32> loc(#fn)
    %r = reduce %c dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
    (%a: tile<i32>, %b: tile<i32>) {
      %s = addi %a, %b : tile<i32> loc(callsite(#fn at #cuda_tile.di_loc<loc("kernels/foo.py":7:3) in #other>))
      yield %s : tile<i32>
    }
    return
  } loc(#fn)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
// Rule 5: globals have no scope.
// CHECK: foo.py:8:0: error: 'cuda_tile.global' op invalid operation debug info scope: #cuda_tile.di_loc<loc("kernels/foo.py":8:0) in #cuda_tile.di_subprogram<file = <"foo.py" in "kernels">, line = 1, name = "kernel", linkageName = "kernel", compileUnit = <file = <"foo.py" in "kernels">>>>. Global variables must not have scope.
cuda_tile.module @kernels {
  global @g <f32: 1.0> : tile<1xf32> loc(#cuda_tile.di_loc<loc("kernels/foo.py":8:0) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
// di_loc's scope is a subprogram or a lexical block.
// CHECK: debuginfo-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected '#cuda_tile.di_subprogram' or '#cuda_tile.di_lexical_block' scope, but got #cuda_tile.di_file<"foo.py" in "kernels">
cuda_tile.module @kernels {
  global @g <f32: 1.0> : tile<1xf32> loc(#cuda_tile.di_loc<loc("kernels/foo.py":8:0) in #file>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
// di_loc's position is a file:line:column location.
// CHECK: debuginfo-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected a file:line:column location, but got loc(unknown)
cuda_tile.module @kernels {
  global @g <f32: 1.0> : tile<1xf32> loc(#cuda_tile.di_loc<loc(unknown) in #sp>)
}
