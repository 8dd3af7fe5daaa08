// RUN: tileiras-opt %s | FileCheck %s
// RUN: tileiras-opt %s -o %t.1
// RUN: tileiras-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// Every cute op parses, verifies (the algebra runs on these constants) and
// prints back as itself.

// CHECK: %[[A:.*]] = cute.constant #cute.layout<"(4,2):(1,4)">
// CHECK: %[[B:.*]] = cute.constant #cute.layout<"(2,2):(1,2)">
// CHECK: %[[T:.*]] = cute.constant #cute.tile<"(2:1,2:1)">
// CHECK: %[[SH:.*]] = cute.constant #cute.int_tuple<"(4,2)">
// CHECK: %[[ST:.*]] = cute.constant #cute.int_tuple<"(2,1)">
// CHECK: %[[C:.*]] = cute.constant #cute.int_tuple<"(1,1)">
// CHECK: %[[SW:.*]] = cute.constant #cute.swizzle<3, 4, 3>
// CHECK: %[[CL:.*]] = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
// CHECK: %[[TC:.*]] = cute.constant #cute.int_tuple<"(1,0)">
// CHECK: %[[I:.*]] = arith.constant 1 : index
%a = cute.constant #cute.layout<"(4,2):(1,4)">
%b = cute.constant #cute.layout<"(2,2):(1,2)">
%t = cute.constant #cute.tile<"(2:1,2:1)">
%shape = cute.constant #cute.int_tuple<"(4,2)">
%stride = cute.constant #cute.int_tuple<"(2,1)">
%c = cute.constant #cute.int_tuple<"(1,1)">
%sw = cute.constant #cute.swizzle<3,4,3>
%cl = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
%tc = cute.constant #cute.int_tuple<"(1,0)">
%i = arith.constant 1 : index

// CHECK: cute.make_layout %[[SH]]{{$}}
%0 = cute.make_layout %shape
// CHECK: cute.make_layout %[[SH]], %[[ST]]{{$}}
%1 = cute.make_layout %shape, %stride
// CHECK: cute.make_composed_layout %[[SW]], %[[A]]{{$}}
%2 = cute.make_composed_layout %sw, %a
// CHECK: cute.make_composed_layout %[[SW]], %[[A]] {offset = 16 : i64}
%3 = cute.make_composed_layout %sw, %a {offset = 16 : i64}

// CHECK: cute.size %[[A]] : !cute.layout
%4 = cute.size %a : !cute.layout
// CHECK: cute.size %[[CL]] : !cute.composed_layout
%5 = cute.size %cl : !cute.composed_layout
// CHECK: cute.cosize %[[A]]{{$}}
%6 = cute.cosize %a
// CHECK: cute.rank %[[A]]{{$}}
%7 = cute.rank %a
// CHECK: cute.depth %[[A]]{{$}}
%8 = cute.depth %a
// CHECK: cute.crd2idx %[[C]], %[[A]] : !cute.layout
%9 = cute.crd2idx %c, %a : !cute.layout
// CHECK: cute.crd2idx %[[C]], %[[CL]] : !cute.composed_layout
%10 = cute.crd2idx %c, %cl : !cute.composed_layout

// CHECK: cute.coalesce %[[A]]{{$}}
%11 = cute.coalesce %a
// CHECK: cute.coalesce %[[A]], %[[C]]{{$}}
%12 = cute.coalesce %a, %c
// CHECK: cute.filter %[[A]]{{$}}
%13 = cute.filter %a
// CHECK: cute.filter_zeros %[[A]]{{$}}
%14 = cute.filter_zeros %a
// CHECK: cute.right_inverse %[[A]]{{$}}
%15 = cute.right_inverse %a
// CHECK: cute.left_inverse %[[A]]{{$}}
%16 = cute.left_inverse %a
// CHECK: cute.complement %[[B]]{{$}}
%17 = cute.complement %b
// CHECK: cute.complement %[[B]], 16{{$}}
%18 = cute.complement %b, 16
// CHECK: cute.composition %[[A]], %[[B]] : !cute.layout, !cute.layout
%19 = cute.composition %a, %b : !cute.layout, !cute.layout
// CHECK: cute.composition %[[A]], %[[T]] : !cute.layout, !cute.tile
%20 = cute.composition %a, %t : !cute.layout, !cute.tile
// CHECK: cute.composition %[[CL]], %[[B]] : !cute.composed_layout, !cute.layout
%21 = cute.composition %cl, %b : !cute.composed_layout, !cute.layout

// CHECK: cute.logical_divide %[[A]], %[[T]] : !cute.tile
%22 = cute.logical_divide %a, %t : !cute.tile
// CHECK: cute.logical_divide %[[A]], %[[B]] : !cute.layout
%23 = cute.logical_divide %a, %b : !cute.layout
// CHECK: cute.zipped_divide %[[A]], %[[T]] : !cute.tile
%24 = cute.zipped_divide %a, %t : !cute.tile
// CHECK: cute.tiled_divide %[[A]], %[[T]] : !cute.tile
%25 = cute.tiled_divide %a, %t : !cute.tile
// CHECK: cute.flat_divide %[[A]], %[[T]] : !cute.tile
%26 = cute.flat_divide %a, %t : !cute.tile
// CHECK: cute.logical_product %[[A]], %[[B]] : !cute.layout
%27 = cute.logical_product %a, %b : !cute.layout
// CHECK: cute.zipped_product %[[A]], %[[T]] : !cute.tile
%28 = cute.zipped_product %a, %t : !cute.tile
// CHECK: cute.tiled_product %[[A]], %[[T]] : !cute.tile
%29 = cute.tiled_product %a, %t : !cute.tile
// CHECK: cute.flat_product %[[A]], %[[T]] : !cute.tile
%30 = cute.flat_product %a, %t : !cute.tile
// CHECK: cute.blocked_product %[[A]], %[[B]]{{$}}
%31 = cute.blocked_product %a, %b
// CHECK: cute.raked_product %[[A]], %[[B]]{{$}}
%32 = cute.raked_product %a, %b

// CHECK: %tile, %offset = cute.local_tile %[[A]], %[[T]], %[[TC]] : !cute.tile
%33:2 = cute.local_tile %a, %t, %tc : !cute.tile
// CHECK: %partition, %offset_0 = cute.local_partition %[[A]], %[[B]], %[[I]]{{$}}
%34:2 = cute.local_partition %a, %b, %i
