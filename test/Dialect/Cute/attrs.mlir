// RUN: tileiras-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: tileiras-opt --allow-unregistered-dialect %s | tileiras-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tileiras-opt --allow-unregistered-dialect %s -o %t.1
// RUN: tileiras-opt --allow-unregistered-dialect %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// Attributes print the layout library's canonical text; printing and parsing
// again is a fixpoint (law L20).

// CHECK: cute.constant #cute.layout<"(4,2):(1,4)">
%0 = cute.constant #cute.layout<"(4,2):(1,4)">
// A bare shape gets compact column-major strides.
// CHECK-NEXT: cute.constant #cute.layout<"(4,(2,3)):(1,(4,8))">
%1 = cute.constant #cute.layout<"(4,(2,3))">
// Whitespace and CuTe's static markers are dropped.
// CHECK-NEXT: cute.constant #cute.layout<"((2,2),3):((1,2),4)">
%2 = cute.constant #cute.layout<" ( (_2, _2), _3 ) : ( (_1,_2) , _4 ) ">
// Basis strides, nested bases and negative strides.
// CHECK-NEXT: cute.constant #cute.layout<"(4,8):(1@0,1@1)">
%3 = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// CHECK-NEXT: cute.constant #cute.layout<"(2,4):(1@0@1,16@1)">
%4 = cute.constant #cute.layout<"(2,4):(1@0@1,16@1)">
// CHECK-NEXT: cute.constant #cute.layout<"(4,2):(-1,4)">
%5 = cute.constant #cute.layout<"(4,2):(-1,4)">
// CHECK-NEXT: cute.constant #cute.layout<"8:1">
%6 = cute.constant #cute.layout<"8">

// A composed layout always prints its offset.
// CHECK-NEXT: cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
%7 = cute.constant #cute.composed_layout<"Sw<3,4,3> o (8,64):(64,1)">
// CHECK-NEXT: cute.constant #cute.composed_layout<"Sw<2,5,-2> o 32 o 64:1">
%8 = cute.constant #cute.composed_layout<"Sw<2,5,-2> o 32 o 64:1">

// A tile is a tuple of per-mode layouts; an integer n means n:1.
// CHECK-NEXT: cute.constant #cute.tile<"(32:1,16:1)">
%9 = cute.constant #cute.tile<"(32,16:1)">
// CHECK-NEXT: cute.constant #cute.tile<"((4,2):(1,8),8:2)">
%10 = cute.constant #cute.tile<"((4,2):(1,8),8:2)">

// CHECK-NEXT: cute.constant #cute.int_tuple<"(2,(1,3))">
%11 = cute.constant #cute.int_tuple<"(2, (1, 3))">
// CHECK-NEXT: cute.constant #cute.int_tuple<"7">
%12 = cute.constant #cute.int_tuple<"7">

// CHECK-NEXT: cute.constant #cute.swizzle<3, 4, 3>
%13 = cute.constant #cute.swizzle<3, 4, 3>
// CHECK-NEXT: cute.constant #cute.swizzle<0, 4, 3>
%14 = cute.constant #cute.swizzle<0,4,3>

// Equal layouts are the same attribute.
// CHECK-NEXT: "test.same"() {a = #cute.layout<"(4,2):(1,4)">, b = #cute.layout<"(4,2):(1,4)">}
"test.same"() {a = #cute.layout<"(4,2)">, b = #cute.layout<"(4,2):(1,4)">} : () -> ()
