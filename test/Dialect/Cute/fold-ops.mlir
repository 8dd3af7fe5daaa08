// RUN: tileiras-opt --canonicalize --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: tileiras-opt --canonicalize --split-input-file --allow-unregistered-dialect %s | FileCheck %s --check-prefix=GONE

// Every algebra op folds through the layout library when its operands are
// constants. Each chunk must reduce to its constant results and their use.
// GONE-NOT: cute.{{[a-z_0-9]+}} %
// Values not in guide C §3.5 were worked by hand (see the comments).

// size((4,(2,3)):(1,(4,8))) = 24
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 24 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,(2,3)):(1,(4,8))">
%r = cute.size %a : !cute.layout
"test.use"(%r) : (index) -> ()

// -----

// size of a composed layout is the size of its layout
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 512 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
%r = cute.size %a : !cute.composed_layout
"test.use"(%r) : (index) -> ()

// -----

// cosize(4:3) = 1 + 3*3 = 10
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 10 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"4:3">
%r = cute.cosize %a
"test.use"(%r) : (index) -> ()

// -----

// rank((4,(2,3))) = 2
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 2 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,(2,3)):(1,(4,8))">
%r = cute.rank %a
"test.use"(%r) : (index) -> ()

// -----

// depth((4,(2,3))) = 2
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 2 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,(2,3)):(1,(4,8))">
%r = cute.depth %a
"test.use"(%r) : (index) -> ()

// -----

// depth of a leaf is 0
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"8:1">
%r = cute.depth %a
"test.use"(%r) : (index) -> ()

// -----

// crd2idx((3,1), (4,2):(2,1)) = 3*2 + 1 = 7
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 7 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2):(2,1)">
%c = cute.constant #cute.int_tuple<"(3,1)">
%r = cute.crd2idx %c, %a : !cute.layout
"test.use"(%r) : (index) -> ()

// -----

// crd2idx(5, (4,2):(2,1)): 5 splits colexicographically into (1,1), 2 + 1 = 3
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 3 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2):(2,1)">
%c = cute.constant #cute.int_tuple<"5">
%r = cute.crd2idx %c, %a : !cute.layout
"test.use"(%r) : (index) -> ()

// -----

// crd2idx through a composed layout with an offset: Sw<3,4,3>(16 + 112) = 0x90
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = arith.constant 144 : index
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.composed_layout<"Sw<3,4,3> o 16 o 1024:1">
%c = cute.constant #cute.int_tuple<"112">
%r = cute.crd2idx %c, %a : !cute.composed_layout
"test.use"(%r) : (index) -> ()

// -----

// make_layout((4,2)) is compact column-major
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(4,2):(1,4)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%s = cute.constant #cute.int_tuple<"(4,2)">
%r = cute.make_layout %s
"test.use"(%r) : (!cute.layout) -> ()

// -----

// make_layout((4,2), (2,1))
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(4,2):(2,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%s = cute.constant #cute.int_tuple<"(4,2)">
%d = cute.constant #cute.int_tuple<"(2,1)">
%r = cute.make_layout %s, %d
"test.use"(%r) : (!cute.layout) -> ()

// -----

// make_composed_layout
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.composed_layout<"Sw<3,4,3> o 8 o (8,64):(64,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%s = cute.constant #cute.swizzle<3,4,3>
%a = cute.constant #cute.layout<"(8,64):(64,1)">
%r = cute.make_composed_layout %s, %a {offset = 8 : i64}
"test.use"(%r) : (!cute.composed_layout) -> ()

// -----

// coalesce by profile keeps the rank
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(8,15):(1,8)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"((2,4),(3,5)):((1,2),(8,24))">
%p = cute.constant #cute.int_tuple<"(1,1)">
%r = cute.coalesce %a, %p
"test.use"(%r) : (!cute.layout) -> ()

// -----

// filter_zeros keeps the profile
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(4,1):(1,0)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,3):(1,0)">
%r = cute.filter_zeros %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// right_inverse((4,2):(2,1)) = (2,4):(4,1)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(2,4):(4,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2):(2,1)">
%r = cute.right_inverse %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// left_inverse((4,2):(2,1)) = (2,4):(4,1)
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(2,4):(4,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,2):(2,1)">
%r = cute.left_inverse %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// complement((2,2):(1,6)) with the default cosize 1 fills the hole: 3:2
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"3:2">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,6)">
%r = cute.complement %a
"test.use"(%r) : (!cute.layout) -> ()

// -----

// composition with a tile composes mode by mode
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(2,4):(8,2)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(4,8):(8,1)">
%t = cute.constant #cute.tile<"(2:1,4:2)">
%r = cute.composition %a, %t : !cute.layout, !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// composition of a composed layout keeps the swizzle outermost
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (4,(2,4)):(64,(256,1))">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
%b = cute.constant #cute.layout<"(4,8):(1,4)">
%r = cute.composition %a, %b : !cute.composed_layout, !cute.layout
"test.use"(%r) : (!cute.composed_layout) -> ()

// -----

// nested compositions fold bottom-up in one run: (8:2 o 4:1) o 2:2 = 2:4
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"2:4">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"8:2">
%b = cute.constant #cute.layout<"4:1">
%c = cute.constant #cute.layout<"2:2">
%ab = cute.composition %a, %b : !cute.layout, !cute.layout
%r = cute.composition %ab, %c : !cute.layout, !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// flat_divide
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(64,64,2,2):(1,128,64,8192)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(64:1,64:1)">
%r = cute.flat_divide %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// logical_divide by a whole layout
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"((2,4),8):((1,2),8)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(8,8):(1,8)">
%t = cute.constant #cute.layout<"(2,4):(1,2)">
%r = cute.logical_divide %a, %t : !cute.layout
"test.use"(%r) : (!cute.layout) -> ()

// -----

// zipped_product
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"((2,2),(3,2)):((1,2),(2,1))">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,2)">
%t = cute.constant #cute.tile<"(3:1,2:1)">
%r = cute.zipped_product %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// tiled_product
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"((2,2),3,2):((1,2),2,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,2)">
%t = cute.constant #cute.tile<"(3:1,2:1)">
%r = cute.tiled_product %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// flat_product
// CHECK-LABEL: module
// CHECK-NEXT: %[[R0:.*]] = cute.constant #cute.layout<"(2,2,3,2):(1,2,2,1)">
// CHECK-NEXT: "test.use"(%[[R0]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(2,2):(1,2)">
%t = cute.constant #cute.tile<"(3:1,2:1)">
%r = cute.flat_product %a, %t : !cute.tile
"test.use"(%r) : (!cute.layout) -> ()

// -----

// local_tile: tile (2,1) of 32x64 tiles starts at 2*32 + 1*64*128 = 8256
// CHECK-LABEL: module
// CHECK-DAG: %[[R0:.*]] = cute.constant #cute.layout<"(32,64):(1,128)">
// CHECK-DAG: %[[R1:.*]] = arith.constant 8256 : index
// CHECK: "test.use"(%[[R0]], %[[R1]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(32:1,64:1)">
%c = cute.constant #cute.int_tuple<"(2,1)">
%r:2 = cute.local_tile %a, %t, %c : !cute.tile
"test.use"(%r#0, %r#1) : (!cute.layout, index) -> ()

// -----

// local_partition: thread 3 of (2,4):(1,2) is at (1,1), offset 1 + 8 = 9
// CHECK-LABEL: module
// CHECK-DAG: %[[R0:.*]] = cute.constant #cute.layout<"(4,2):(2,32)">
// CHECK-DAG: %[[R1:.*]] = arith.constant 9 : index
// CHECK: "test.use"(%[[R0]], %[[R1]])
// CHECK-NEXT: }
%a = cute.constant #cute.layout<"(8,8):(1,8)">
%t = cute.constant #cute.layout<"(2,4):(1,2)">
%i = arith.constant 3 : index
%r:2 = cute.local_partition %a, %t, %i
"test.use"(%r#0, %r#1) : (!cute.layout, index) -> ()

