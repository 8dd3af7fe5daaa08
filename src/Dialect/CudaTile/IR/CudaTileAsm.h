//===- CudaTileAsm.h - custom assembly directives ---------------*- C++ -*-===//
//
// Parsers and printers referenced as `custom<Name>(...)` from the ODS formats.
// They are declared in the mlir::cuda_tile namespace so the generated code
// finds them unqualified.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_DIALECT_CUDATILE_IR_CUDATILEASM_H
#define TILEIRAS_LIB_DIALECT_CUDATILE_IR_CUDATILEASM_H

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

namespace mlir::cuda_tile {

// Types without the `!cuda_tile.` prefix.
ParseResult parseCudaTileType(OpAsmParser &parser, Type &type);
void printCudaTileType(OpAsmPrinter &printer, Operation *op, Type type);
ParseResult parseCudaTileTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types);
void printCudaTileTypeList(OpAsmPrinter &printer, Operation *op, TypeRange types);
/// One type written once for all results (`%a:3 = op ... -> tile<i32>`).
ParseResult parseCudaTileTypeSplat(OpAsmParser &parser, SmallVectorImpl<Type> &types);
void printCudaTileTypeSplat(OpAsmPrinter &printer, Operation *op, TypeRange types);

// Rounding modes; each op family admits its own subset and default.
#define TILEIRAS_ROUNDING_DIRECTIVE(NAME)                                        \
  ParseResult parse##NAME(OpAsmParser &parser, RoundingModeAttr &attr);          \
  void print##NAME(OpAsmPrinter &printer, Operation *op, RoundingModeAttr attr);
TILEIRAS_ROUNDING_DIRECTIVE(IEEERoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(DivFRoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(SqrtRoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(ApproxRoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(IntegerRoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(FToIRoundingMode)
TILEIRAS_ROUNDING_DIRECTIVE(AnyRoundingMode)
#undef TILEIRAS_ROUNDING_DIRECTIVE

ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr);
void printSignedness(OpAsmPrinter &printer, Operation *op, SignednessAttr attr);
ParseResult parseComparisonPredicate(OpAsmParser &parser, ComparisonPredicateAttr &attr);
void printComparisonPredicate(OpAsmPrinter &printer, Operation *op,
                              ComparisonPredicateAttr attr);
ParseResult parseComparisonOrdering(OpAsmParser &parser, ComparisonOrderingAttr &attr);
void printComparisonOrdering(OpAsmPrinter &printer, Operation *op, ComparisonOrderingAttr attr);

/// A dense literal `<f32: [1.0, 2.0]>` as written before its tile type.
struct DenseLiteral {
  Type elementType;
  SmallVector<int64_t> shape; // inferred from brackets; empty for a scalar
  bool isScalar = true;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  /// The bytes of a hex literal ("0x..."), the form MLIR and NVIDIA print
  /// large constants in; i1 has one byte per element there.
  std::optional<std::string> hex;
  SMLoc loc;
};
ParseResult parseDenseLiteral(OpAsmParser &parser, DenseLiteral &literal);
/// Builds the attribute once the tile type is known; reports shape and
/// element-type mismatches at the literal's location.
ParseResult buildDenseLiteral(OpAsmParser &parser, const DenseLiteral &literal,
                              Type resultType, DenseIntOrFPElementsAttr &attr);
/// Prints `<f32: [1.0, 2.0]>`.
void printDenseLiteral(OpAsmPrinter &printer, DenseIntOrFPElementsAttr attr);

/// `div_by<16>`, `same_elements<[1, 2]>`, `bounded<0, ?>` (prefix optional).
ParseResult parseAssumePredicate(OpAsmParser &parser, Attribute &attr);
void printAssumePredicate(OpAsmPrinter &printer, Operation *op, Attribute attr);

} // namespace mlir::cuda_tile

#endif // TILEIRAS_LIB_DIALECT_CUDATILE_IR_CUDATILEASM_H
