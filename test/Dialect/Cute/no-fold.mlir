// RUN: tileiras-opt --canonicalize --split-input-file --allow-unregistered-dialect --verify-diagnostics %s | FileCheck %s

// A non-constant operand neither folds nor fails verification.
// CHECK-LABEL: module
// CHECK: %[[X:.*]] = "test.source"()
// CHECK-NEXT: %[[R:.*]] = cute.composition %[[X]], %{{.*}} : !cute.layout, !cute.layout
// CHECK-NEXT: "test.use"(%[[R]])
%x = "test.source"() : () -> !cute.layout
%b = cute.constant #cute.layout<"4:1">
%r = cute.composition %x, %b : !cute.layout, !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// The divide's operand only becomes constant when the composition folds; the
// divide is then inadmissible, so it stays unfolded and the verifier after
// --canonicalize reports it. No layout is made up for it.
%a = cute.constant #cute.layout<"256:1">
%b = cute.constant #cute.layout<"128:1">
%ab = cute.composition %a, %b : !cute.layout, !cute.layout
%t = cute.constant #cute.layout<"40:1">
// expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of 128:1 by 40:1: the tiler and its complement cover 160 elements, the layout has 128}}
%r = cute.logical_divide %ab, %t : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()
