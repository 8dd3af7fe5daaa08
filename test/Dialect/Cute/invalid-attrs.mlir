// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// Malformed or inadmissible attribute text never makes an attribute; the
// message is the layout library's, with the offending text.

// expected-error @+1 {{invalid #cute.layout "(4,2": expected ',' or ')' at column 5 but found end of input in '(4,2'}}
%0 = cute.constant #cute.layout<"(4,2">

// -----

// expected-error @+1 {{invalid #cute.layout "0:1": shape 0 is not positive}}
%0 = cute.constant #cute.layout<"0:1">

// -----

// expected-error @+1 {{invalid #cute.layout "(4,2):(1,4,5)": shape and stride are not congruent}}
%0 = cute.constant #cute.layout<"(4,2):(1,4,5)">

// -----

// Dynamic leaves have no representation yet.
// expected-error @+1 {{invalid #cute.layout "?:1": dynamic leaf '?' at column 1 is not supported by the static layout library}}
%0 = cute.constant #cute.layout<"?:1">

// -----

// expected-error @+1 {{invalid #cute.layout "4:1 x": unexpected trailing layout text at column 5}}
%0 = cute.constant #cute.layout<"4:1 x">

// -----

// expected-error @+1 {{invalid #cute.layout "": expected an integer at column 1 but found end of input}}
%0 = cute.constant #cute.layout<"">

// -----

// A fractional basis count must normalise to an integer.
// expected-error @+1 {{invalid #cute.layout "(4,2):(1/2@0,4)": stride 1/2 is not an integer}}
%0 = cute.constant #cute.layout<"(4,2):(1/2@0,4)">

// -----

// Sizes above 2^40 could overflow evaluation.
// expected-error @+1 {{invalid #cute.layout "(1099511627776,2)": layout size exceeds 2^40}}
%0 = cute.constant #cute.layout<"(1099511627776,2)">

// -----

// expected-error @+1 {{expected string}}
%0 = cute.constant #cute.layout<(4,2)>

// -----

// |S| >= B is what makes the swizzle an involution.
// expected-error @+1 {{invalid swizzle Sw<3,4,2>: needs B >= 0, M >= 0, |S| >= B and B+M+|S| <= 48}}
%0 = cute.constant #cute.swizzle<3,4,2>

// -----

// expected-error @+1 {{invalid swizzle Sw<2,-1,3>: needs B >= 0, M >= 0, |S| >= B and B+M+|S| <= 48}}
%0 = cute.constant #cute.swizzle<2,-1,3>

// -----

// expected-error @+1 {{invalid #cute.composed_layout "Sw<3,4,2> o 0 o 8:1": invalid swizzle Sw<3,4,2>: needs B >= 0, M >= 0, |S| >= B and B+M+|S| <= 48}}
%0 = cute.constant #cute.composed_layout<"Sw<3,4,2> o 0 o 8:1">

// -----

// expected-error @+1 {{invalid #cute.composed_layout "Sw<3,4,3> o o 8:1": expected an integer at column 13 but found 'o'}}
%0 = cute.constant #cute.composed_layout<"Sw<3,4,3> o o 8:1">

// -----

// A whole layout is a #cute.layout tiler, not a tile (guide C §3.6, 9).
// expected-error @+1 {{invalid #cute.tile "(4,2):(1,4)": expected a tuple of per-mode layouts}}
%0 = cute.constant #cute.tile<"(4,2):(1,4)">

// -----

// expected-error @+1 {{invalid #cute.int_tuple "(1,": expected an integer at column 4 but found end of input}}
%0 = cute.constant #cute.int_tuple<"(1,">

// -----

// expected-error @+1 {{'cute.constant' op expects a cute attribute, got 4 : i64}}
%0 = cute.constant 4 : i64
