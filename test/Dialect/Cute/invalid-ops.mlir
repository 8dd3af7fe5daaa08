// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Inadmissible operations on constant layouts fail verification with the
// layout library's reason, naming the op. One failure per chunk.

%a = cute.constant #cute.layout<"(6,2):(8,2)">
%b = cute.constant #cute.layout<"(3,2):(2,3)">
// expected-error @+1 {{'cute.composition' op composition: modes of the right operand overlap inside a mode of size 6 of the left operand}}
%r = cute.composition %a, %b : !cute.layout, !cute.layout

// -----

%a = cute.constant #cute.layout<"(4,2):(1,4)">
%b = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// expected-error @+1 {{'cute.composition' op composition: the right operand needs integer strides}}
%r = cute.composition %a, %b : !cute.layout, !cute.layout

// -----

%a = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
%t = cute.constant #cute.tile<"(2:1,2:1)">
// expected-error @+1 {{'cute.composition' op composes a !cute.composed_layout with a !cute.layout only, got '!cute.tile'}}
%r = cute.composition %a, %t : !cute.composed_layout, !cute.tile

// -----

%a = cute.constant #cute.layout<"(2,2):(1,3)">
// expected-error @+1 {{'cute.complement' op complement: layout is not complement-admissible (stride 3 is not a multiple of 2}}
%r = cute.complement %a, 24

// -----

%a = cute.constant #cute.layout<"4:1">
// expected-error @+1 {{'cute.complement' op attribute 'cosize' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
%r = cute.complement %a, 0

// -----

%a = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// expected-error @+1 {{'cute.complement' op complement: needs integer strides, got 1@0}}
%r = cute.complement %a

// -----

// Not injective: no left inverse.
%a = cute.constant #cute.layout<"(2,2):(1,1)">
// expected-error @+1 {{'cute.left_inverse' op left_inverse: needs an injective, complement-admissible layout}}
%r = cute.left_inverse %a

// -----

%a = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// expected-error @+1 {{'cute.right_inverse' op right_inverse: needs integer strides}}
%r = cute.right_inverse %a

// -----

// Guide C §3.4: a tiler that does not divide the shape is a verifier error.
%a = cute.constant #cute.layout<"128:1">
%t = cute.constant #cute.layout<"40:1">
// expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of 128:1 by 40:1: the tiler and its complement cover 160 elements, the layout has 128}}
%r = cute.logical_divide %a, %t : !cute.layout

// -----

%a = cute.constant #cute.layout<"(128,128):(1,128)">
%t = cute.constant #cute.tile<"(64:1,40:1)">
// expected-error @+1 {{'cute.zipped_divide' op failed to perform a valid division of 128:128 by 40:1: the tiler and its complement cover 160 elements, the layout has 128}}
%r = cute.zipped_divide %a, %t : !cute.tile

// -----

%a = cute.constant #cute.layout<"128:1">
%t = cute.constant #cute.tile<"(32:1,4:1)">
// expected-error @+1 {{'cute.tiled_divide' op expects rank(tiler) <= rank(input), but got input=1 and tiler=2}}
%r = cute.tiled_divide %a, %t : !cute.tile

// -----

%a = cute.constant #cute.layout<"(2,2):(1,1)">
%b = cute.constant #cute.layout<"3:1">
// expected-error @+1 {{'cute.logical_product' op failed to form the product of (2,2):(1,1) and 3:1: complement: layout is not complement-admissible}}
%r = cute.logical_product %a, %b : !cute.layout

// -----

%a = cute.constant #cute.layout<"(2,2):(1,1)">
%b = cute.constant #cute.layout<"2:1">
// expected-error @+1 {{'cute.blocked_product' op failed to form the product of (2,2):(1,1) and (2,1):(1,0): complement: layout is not complement-admissible}}
%r = cute.blocked_product %a, %b

// -----

%a = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// expected-error @+1 {{'cute.cosize' op cosize needs integer strides}}
%r = cute.cosize %a

// -----

%a = cute.constant #cute.layout<"(4,2):(1,4)">
%c = cute.constant #cute.int_tuple<"(1,2,3)">
// expected-error @+1 {{'cute.crd2idx' op coordinate is not congruent to the layout's shape}}
%r = cute.crd2idx %c, %a : !cute.layout

// -----

// A basis-stride layout maps a coordinate to a coordinate, not an index.
%a = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
%c = cute.constant #cute.int_tuple<"(1,2)">
// expected-error @+1 {{'cute.crd2idx' op the offset (1,2) of (1,2) is a coordinate, not an index}}
%r = cute.crd2idx %c, %a : !cute.layout

// -----

%a = cute.constant #cute.layout<"(4,2):(1,4)">
%p = cute.constant #cute.int_tuple<"(1,2,3)">
// expected-error @+1 {{'cute.coalesce' op coalesce: profile is not weakly congruent to the layout}}
%r = cute.coalesce %a, %p

// -----

%s = cute.constant #cute.int_tuple<"(4,2)">
%d = cute.constant #cute.int_tuple<"(1,4,5)">
// expected-error @+1 {{'cute.make_layout' op unable to make a layout from (4,2):(1,4,5): shape and stride are not congruent}}
%r = cute.make_layout %s, %d

// -----

%s = cute.constant #cute.int_tuple<"(4,0)">
// expected-error @+1 {{'cute.make_layout' op unable to make a layout from (4,0): shape 0 is not positive}}
%r = cute.make_layout %s

// -----

%sw = cute.constant #cute.swizzle<3,4,3>
%a = cute.constant #cute.layout<"(4,8):(1@0,1@1)">
// expected-error @+1 {{'cute.make_composed_layout' op a swizzle acts on integer offsets; the layout (4,8):(1@0,1@1) has basis strides}}
%r = cute.make_composed_layout %sw, %a

// -----

%a = cute.constant #cute.layout<"(8,8):(1,8)">
%t = cute.constant #cute.tile<"(4:1,4:1)">
%c = cute.constant #cute.int_tuple<"(5,0)">
// expected-error @+1 {{'cute.local_tile' op local_tile: tile coordinate (5,0): coordinate 5 is out of range for a mode of size 2}}
%r:2 = cute.local_tile %a, %t, %c : !cute.tile

// -----

%a = cute.constant #cute.layout<"(8,8):(1,8)">
%t = cute.constant #cute.layout<"(2,2):(1,1)">
%i = arith.constant 1 : index
// expected-error @+1 {{'cute.local_partition' op local_partition: thread layout (2,2):(1,1) is not a bijection onto [0, size)}}
%r:2 = cute.local_partition %a, %t, %i

// -----

%a = cute.constant #cute.composed_layout<"Sw<3,4,3> o 0 o 8:1">
// expected-error @+1 {{'cute.rank' op operand #0 must be a layout `shape:stride`, but got '!cute.composed_layout'}}
%r = "cute.rank"(%a) : (!cute.composed_layout) -> index
