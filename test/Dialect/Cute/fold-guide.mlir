// RUN: tileiras-opt --canonicalize --split-input-file --allow-unregistered-dialect %s | FileCheck %s

// Guide C §3.5's oracle-verified examples, folded by --canonicalize through
// the layout library. Each chunk must reduce to exactly one constant and its
// use: the operands and the op are gone, and the value is the guide's.

// coalesce((2,4):(1,2)) = 8:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"8:1">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,4):(1,2)">
%r = cute.coalesce %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// coalesce((2,4):(4,1)) is unchanged (function 0,4,1,5,2,6,3,7)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(2,4):(4,1)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,4):(4,1)">
%r = cute.coalesce %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// filter((4,3):(1,0)) = 4:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"4:1">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,3):(1,0)">
%r = cute.filter %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// composition(8:2, 4:1) = 4:2
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"4:2">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"8:2">
%b = cute.constant #cute.layout<"4:1">
%r = cute.composition %a, %b : !cute.layout, !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// composition((4,2):(1,4), (2,2):(1,2)) = (2,2):(1,2)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(2,2):(1,2)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2):(1,4)">
%b = cute.constant #cute.layout<"(2,2):(1,2)">
%r = cute.composition %a, %b : !cute.layout, !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// composition((6,2):(8,2), (4,3):(3,1)) = ((2,2),3):((24,2),8)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((2,2),3):((24,2),8)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(6,2):(8,2)">
%b = cute.constant #cute.layout<"(4,3):(3,1)">
%r = cute.composition %a, %b : !cute.layout, !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// complement(4:32, 256) = (32,2):(1,128)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(32,2):(1,128)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"4:32">
%r = cute.complement %a, 256
"test.use"(%r) : (!cute.layout) -> ()

// -----

// complement(4:32, 128) = 32:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"32:1">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"4:32">
%r = cute.complement %a, 128
"test.use"(%r) : (!cute.layout) -> ()

// -----

// complement((2,2):(1,6), 24) = (3,2):(2,12)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(3,2):(2,12)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,6)">
%r = cute.complement %a, 24
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_divide(128:1, 32:1) = (32,4):(1,32)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(32,4):(1,32)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"128:1">
%t = cute.constant #cute.layout<"32:1">
%r = cute.logical_divide %a, %t : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_divide((4,2,3):(2,1,8), 4:2) = ((2,2),(2,3)):((4,1),(2,8))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2,3):(2,1,8)">
%t = cute.constant #cute.layout<"4:2">
%r = cute.logical_divide %a, %t : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_divide((128,128):(1,128), (32:1,16:1)) = ((32,4),(16,8)):((1,32),(128,2048))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((32,4),(16,8)):((1,32),(128,2048))">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(32:1,16:1)">
%r = cute.logical_divide %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// zipped_divide((128,128):(1,128), (64:1,64:1)) = ((64,64),(2,2)):((1,128),(64,8192))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((64,64),(2,2)):((1,128),(64,8192))">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(64:1,64:1)">
%r = cute.zipped_divide %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// tiled_divide((128,128):(1,128), (64:1,64:1)) = ((64,64),2,2):((1,128),64,8192)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((64,64),2,2):((1,128),64,8192)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(64:1,64:1)">
%r = cute.tiled_divide %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_product(128:1, 4:1) = (128,4):(1,128)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(128,4):(1,128)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"128:1">
%b = cute.constant #cute.layout<"4:1">
%r = cute.logical_product %a, %b : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_product(128:1, 4:32) = (128,4):(1,4096)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"(128,4):(1,4096)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"128:1">
%b = cute.constant #cute.layout<"4:32">
%r = cute.logical_product %a, %b : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_product((2,2):(1,2), 3:1) = ((2,2),3):((1,2),4)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((2,2),3):((1,2),4)">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,2)">
%b = cute.constant #cute.layout<"3:1">
%r = cute.logical_product %a, %b : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// blocked_product((2,5):(5,1), (3,4):(1,3)) = ((2,3),(5,4)):((5,10),(1,30))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((2,3),(5,4)):((5,10),(1,30))">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,5):(5,1)">
%b = cute.constant #cute.layout<"(3,4):(1,3)">
%r = cute.blocked_product %a, %b
"test.use"(%r) : (!cute.layout) -> ()

// -----

// raked_product((2,5):(5,1), (3,4):(1,3)) = ((3,2),(4,5)):((10,5),(30,1))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = cute.constant #cute.layout<"((3,2),(4,5)):((10,5),(30,1))">
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,5):(5,1)">
%b = cute.constant #cute.layout<"(3,4):(1,3)">
%r = cute.raked_product %a, %b
"test.use"(%r) : (!cute.layout) -> ()

// -----

// Sw<3,4,3>(0x080) = 0x090, evaluated as crd2idx of Sw<3,4,3> o 0 o 1024:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = arith.constant 144 : index
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%l = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o 1024:1">
%c = cute.constant #cute.int_tuple<"128">
%r = cute.crd2idx %c, %l : !cute.composed_layout
"test.use"(%r) : (index) -> ()

// -----

// Sw<3,4,3>(0x100) = 0x120, evaluated as crd2idx of Sw<3,4,3> o 0 o 1024:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = arith.constant 288 : index
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%l = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o 1024:1">
%c = cute.constant #cute.int_tuple<"256">
%r = cute.crd2idx %c, %l : !cute.composed_layout
"test.use"(%r) : (index) -> ()

// -----

// Sw<3,4,3>(0x380) = 0x3F0, evaluated as crd2idx of Sw<3,4,3> o 0 o 1024:1
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = arith.constant 1008 : index
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: }
%l = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o 1024:1">
%c = cute.constant #cute.int_tuple<"896">
%r = cute.crd2idx %c, %l : !cute.composed_layout
"test.use"(%r) : (index) -> ()
