//===- CudaTileArithOps.td - float and integer arithmetic --*- tablegen -*-===//

#ifndef TILEIRAS_CUDATILE_ARITHOPS
#define TILEIRAS_CUDATILE_ARITHOPS

include "tileiras/Dialect/CudaTile/IR/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Floating point
//===----------------------------------------------------------------------===//

// addf, subf, mulf: IEEE rounding, optional flush_to_zero (f32 only).
class CudaTile_IEEEBinaryOp<string mnemonic>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_AddFOp : CudaTile_IEEEBinaryOp<"addf"> {
  let summary = "Elementwise floating-point addition";
  let hasCanonicalizeMethod = 1;
}
def CudaTile_SubFOp : CudaTile_IEEEBinaryOp<"subf"> {
  let summary = "Elementwise floating-point subtraction";
}
def CudaTile_MulFOp : CudaTile_IEEEBinaryOp<"mulf"> {
  let summary = "Elementwise floating-point multiplication";
}

def CudaTile_DivFOp : CudaTile_Op<"divf", [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "Elementwise floating-point division";
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<DivFRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_FmaOp : CudaTile_Op<"fma", [Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "Fused multiply-add with a single rounding";
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_BaseFloatTile:$acc, CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RemFOp : CudaTile_BinaryOp<"remf", CudaTile_BaseFloatTile> {
  let summary = "Elementwise floating-point remainder";
}
def CudaTile_FPowFOp : CudaTile_BinaryOp<"fpowf", CudaTile_BaseFloatTile> {
  let summary = "Elementwise x raised to y";
}
def CudaTile_Atan2Op : CudaTile_Op<"atan2", [Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "Elementwise atan2(x, y) (13.2)";
  let arguments = (ins CudaTile_BaseFloatTile:$x, CudaTile_BaseFloatTile:$y);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}
def CudaTile_FPowIOp : CudaTile_Op<"fpowi", [Pure, AllTypesMatch<["source", "result"]>,
                                           AllShapesMatch<["source", "exponent"]>]> {
  let summary = "Elementwise x raised to an integer power (13.4)";
  let arguments = (ins CudaTile_BaseFloatTile:$source, CudaTile_IntTile:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source)) `,`
    custom<CudaTileType>(type($exponent))
  }];
}

// The two flags parse in either order (guide B 2.3) and print ftz first.
class CudaTile_MinMaxFOp<string mnemonic>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_MaxFOp : CudaTile_MinMaxFOp<"maxf"> { let summary = "Elementwise maximum"; }
def CudaTile_MinFOp : CudaTile_MinMaxFOp<"minf"> { let summary = "Elementwise minimum"; }

def CudaTile_AbsFOp : CudaTile_UnaryOp<"absf", CudaTile_BaseFloatTile> { let summary = "|x|"; }
def CudaTile_NegFOp : CudaTile_UnaryOp<"negf", CudaTile_BaseFloatTile> { let summary = "-x"; }
def CudaTile_CeilOp : CudaTile_UnaryOp<"ceil", CudaTile_BaseFloatTile> { let summary = "Round up"; }
def CudaTile_FloorOp : CudaTile_UnaryOp<"floor", CudaTile_BaseFloatTile> { let summary = "Round down"; }
def CudaTile_LogOp : CudaTile_UnaryOp<"log", CudaTile_BaseFloatTile> { let summary = "Natural logarithm"; }
def CudaTile_Log2Op : CudaTile_UnaryOp<"log2", CudaTile_BaseFloatTile> { let summary = "Base-2 logarithm"; }
def CudaTile_SinOp : CudaTile_UnaryOp<"sin", CudaTile_BaseFloatTile> { let summary = "Sine"; }
def CudaTile_CosOp : CudaTile_UnaryOp<"cos", CudaTile_BaseFloatTile> { let summary = "Cosine"; }
def CudaTile_TanOp : CudaTile_UnaryOp<"tan", CudaTile_BaseFloatTile> { let summary = "Tangent"; }
def CudaTile_SinHOp : CudaTile_UnaryOp<"sinh", CudaTile_BaseFloatTile> { let summary = "Hyperbolic sine"; }
def CudaTile_CosHOp : CudaTile_UnaryOp<"cosh", CudaTile_BaseFloatTile> { let summary = "Hyperbolic cosine"; }

// exp (rounding since 13.3) and tanh (rounding since 13.2): full or approx.
class CudaTile_ApproxUnaryOp<string mnemonic>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["source", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                                         "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source custom<ApproxRoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_ExpOp : CudaTile_ApproxUnaryOp<"exp"> { let summary = "e^x"; }
def CudaTile_TanHOp : CudaTile_ApproxUnaryOp<"tanh"> { let summary = "Hyperbolic tangent"; }

def CudaTile_Exp2Op : CudaTile_Op<"exp2", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "2^x";
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_RsqrtOp : CudaTile_Op<"rsqrt", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "1/sqrt(x)";
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_SqrtOp : CudaTile_Op<"sqrt", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "Square root";
  let arguments = (ins CudaTile_BaseFloatTile:$source, CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source custom<SqrtRoundingMode>($rounding_mode) (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"Result type has i1 element type and same shape as operands",
                   "lhs", "result", "::mlir::cuda_tile::getI1SameShape($_self)">]> {
  let summary = "Elementwise floating-point comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict `:`
    custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Integer
//===----------------------------------------------------------------------===//

class CudaTile_OverflowBinaryOp<string mnemonic>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_DefaultOverflow:$overflow);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}
def CudaTile_AddIOp : CudaTile_OverflowBinaryOp<"addi"> { let summary = "Wrapping addition"; }
def CudaTile_SubIOp : CudaTile_OverflowBinaryOp<"subi"> { let summary = "Wrapping subtraction"; }
def CudaTile_MulIOp : CudaTile_OverflowBinaryOp<"muli"> { let summary = "Wrapping multiplication"; }
def CudaTile_ShLIOp : CudaTile_OverflowBinaryOp<"shli"> { let summary = "Shift left"; }

class CudaTile_SignedBinaryOp<string mnemonic, list<Trait> traits = [Pure]>
    : CudaTile_Op<mnemonic, !listconcat(traits, [AllTypesMatch<["lhs", "rhs", "result"]>])> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}
def CudaTile_ShRIOp : CudaTile_SignedBinaryOp<"shri"> { let summary = "Shift right"; }
def CudaTile_RemIOp : CudaTile_SignedBinaryOp<"remi"> { let summary = "Truncated remainder"; }
def CudaTile_MaxIOp : CudaTile_SignedBinaryOp<"maxi"> { let summary = "Elementwise maximum"; }
def CudaTile_MinIOp : CudaTile_SignedBinaryOp<"mini"> { let summary = "Elementwise minimum"; }

def CudaTile_DivIOp : CudaTile_Op<"divi", [NoMemoryEffect,
                                           AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "Integer division rounding to zero, -inf or +inf";
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                                         "::mlir::cuda_tile::RoundingMode::Zero">:$rounding);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) custom<IntegerRoundingMode>($rounding)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MulhiIOp : CudaTile_Op<"mulhii", [Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "High half of the double-width unsigned product";
  let arguments = (ins CudaTile_IntTile:$x, CudaTile_IntTile:$y);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}
def CudaTile_AndIOp : CudaTile_BinaryOp<"andi", CudaTile_IntTile> { let summary = "Bitwise and"; }
def CudaTile_OrIOp : CudaTile_BinaryOp<"ori", CudaTile_IntTile> { let summary = "Bitwise or"; }
def CudaTile_XOrIOp : CudaTile_BinaryOp<"xori", CudaTile_IntTile> { let summary = "Bitwise xor"; }
def CudaTile_AbsIOp : CudaTile_UnaryOp<"absi", CudaTile_IntTile> { let summary = "|x|"; }

def CudaTile_NegIOp : CudaTile_Op<"negi", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "Two's complement negation";
  let arguments = (ins CudaTile_IntTile:$source, CudaTile_DefaultOverflow:$overflow);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"Result type has i1 element type and same shape as operands",
                   "lhs", "result", "::mlir::cuda_tile::getI1SameShape($_self)">]> {
  let summary = "Elementwise integer comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($lhs)) `->`
    custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIRAS_CUDATILE_ARITHOPS
