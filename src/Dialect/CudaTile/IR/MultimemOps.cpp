//===- MultimemOps.cpp - multimem view ops (13.5) --------------------------===//
//
// Syntax as NVIDIA 13.5's tileirdisasm prints it:
//   multimem_load_reduce_view_tko ORD [SCOPE] %view[%i...] [token = %t]
//       [inbounds = [...]] [attributes {reduction = ...}]
//       : VIEW, INDEX [, token] -> TILE, token
//   multimem_reduce_view_tko / multimem_store_view_tko ORD [SCOPE] %view, %tile[%i...] ...
//       : VIEW, TILE, INDEX [, token] -> token
// Its printer leaves an empty slot between the index clause and the attribute
// dictionary when `inbounds` is absent, hence the doubled space (`%v[%i]  :`).
// Verifier messages are NVIDIA 13.5's.
//
//===----------------------------------------------------------------------===//

#include "CudaTileAsm.h"
#include "ViewOpSupport.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::viewops;

/// `%view[...]` or `%view, %tile[...]`, then the optional clauses, the colon,
/// the view type (and tile type); returns the remaining types before `->`.
static ParseResult parseMultimemOp(OpAsmParser &parser, OperationState &result, bool hasTile,
                                   unsigned numResults) {
  OpAsmParser::UnresolvedOperand view, tile;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, tileType;
  if (parseViewMemoryAttributes(parser, result) || parser.parseOperand(view) ||
      (hasTile && (parser.parseComma() || parser.parseOperand(tile))) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parseOptionalTokenClause(parser, token) || parseOptionalInbounds(parser, result) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, viewType) ||
      (hasTile && (parser.parseComma() || parseCudaTileType(parser, tileType))))
    return failure();
  // Index types (one for all, or one each), then the token's type if any.
  SMLoc typesLoc = parser.getCurrentLocation();
  SmallVector<Type> tail;
  while (succeeded(parser.parseOptionalComma())) {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    tail.push_back(type);
  }
  Type tokenType;
  if (token) {
    if (tail.empty())
      return parser.emitError(typesLoc, "expected the token type");
    tokenType = tail.pop_back_val();
  }
  SmallVector<Type> indexTypes;
  if (tail.size() == 1 && !indices.empty())
    indexTypes.append(indices.size(), tail.front());
  else
    indexTypes.assign(tail.begin(), tail.end());
  if (indexTypes.size() != indices.size())
    return parser.emitError(typesLoc)
           << "expected " << indices.size() << " index types, got " << indexTypes.size();
  SmallVector<Type> resultTypes;
  if (parser.parseArrow())
    return failure();
  for (unsigned i = 0; i < numResults; ++i) {
    Type type;
    if ((i && parser.parseComma()) || parseCudaTileType(parser, type))
      return failure();
    resultTypes.push_back(type);
  }
  if (parser.resolveOperand(view, viewType, result.operands) ||
      (hasTile && parser.resolveOperand(tile, tileType, result.operands)) ||
      parser.resolveOperands(indices, indexTypes, typesLoc, result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  SmallVector<int32_t> segments = {1};
  if (hasTile)
    segments.push_back(1);
  segments.push_back(static_cast<int32_t>(indices.size()));
  segments.push_back(token ? 1 : 0);
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(segments));
  result.addTypes(resultTypes);
  return success();
}

template <typename OpTy>
static void printMultimemOp(OpTy op, OpAsmPrinter &printer, Value tile) {
  printMemoryAttributes(printer, op.getMemoryOrderingSemantics(), op.getMemoryScope());
  printer << " " << op.getView();
  if (tile)
    printer << ", " << tile;
  printer << "[" << op.getIndex() << "]";
  if (op.getToken())
    printer << " token = " << op.getToken();
  if (!printOptionalInbounds(printer, op.getInbounds()))
    printer << " ";
  // `reduction` is a DefaultValuedAttr: elided when `add`, as ODS formats do.
  SmallVector<StringRef> elided = {"operandSegmentSizes", "memory_ordering_semantics",
                                   "memory_scope", "inbounds"};
  if (auto kind = op->template getAttrOfType<MultimemReductionKindAttr>("reduction");
      kind && kind.getValue() == MultimemReductionKind::Add)
    elided.push_back("reduction");
  printer.printOptionalAttrDictWithKeyword(op->getAttrs(), elided);
  printer << " : ";
  printCudaTileType(printer, op.getView().getType());
  if (tile) {
    printer << ", ";
    printCudaTileType(printer, tile.getType());
  }
  printIndexTypes(printer, op.getIndex());
  if (op.getToken()) {
    printer << ", ";
    printCudaTileType(printer, op.getToken().getType());
  }
  printer << " -> ";
  llvm::interleaveComma(op->getResultTypes(), printer,
                        [&](Type t) { printCudaTileType(printer, t); });
}

/// Checks every multimem op shares: a multicast view, the tile it moves, the
/// element types multimem.* takes.
static LogicalResult verifyMultimemAccess(Operation *op, Type viewType, ValueRange indices,
                                          Type tileType) {
  PtrAttr attr = viewPtrAttr(viewType);
  if (!attr || attr.getValue() != PtrAttrValue::Multicast)
    return op->emitOpError() << "expected a multicast pointer, but got "
                             << (attr ? stringifyPtrAttrValue(attr.getValue()) : "none");
  if (failed(verifyViewAccess(op, viewType, indices, tileType)))
    return failure();
  Type elt = cast<TileType>(tileType).getElementType();
  if (auto intType = dyn_cast<IntegerType>(elt)) {
    unsigned width = intType.getWidth();
    if (width != 32 && width != 64)
      return op->emitOpError() << "multimem requires 32- or 64-bit integer/index element "
                                  "types; got "
                               << width << " bits";
    return success();
  }
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(elt))
    return op->emitOpError(
        "multimem supports only f16, bf16, f32, and f64 floating-point element types");
  // 16-bit floats go through multimem in pairs (.f16x2/.bf16x2): one
  // dimension must be contiguous.
  if (isa<Float16Type, BFloat16Type>(elt)) {
    ArrayRef<int64_t> strides = getViewTensorView(viewType).getStrides();
    int64_t unit = llvm::count(strides, int64_t(1));
    if (unit != 1)
      return op->emitOpError() << "f16/bf16 multimem views must have exactly one element "
                                  "stride statically known to equal 1; got "
                               << unit;
  }
  return success();
}

/// Reduction kinds per element type; `loadReduce` also takes min/max on
/// f16/bf16 (multimem.ld_reduce), the red form adds floats only.
static LogicalResult verifyReduction(Operation *op, MultimemReductionKind kind, Type tileType,
                                     bool loadReduce) {
  Type elt = cast<TileType>(tileType).getElementType();
  if (isa<IntegerType>(elt))
    return success();
  switch (kind) {
  case MultimemReductionKind::Add:
    return success();
  case MultimemReductionKind::Min:
  case MultimemReductionKind::Max:
    if (!loadReduce)
      return op->emitOpError("supports only add for floating-point element types");
    if (!isa<Float16Type, BFloat16Type>(elt))
      return op->emitOpError() << "min/max supports f16 and bf16 float types only; got "
                               << elt; // a Type prints quoted: 'f32'
    return success();
  default:
    if (!loadReduce)
      return op->emitOpError("supports only add for floating-point element types");
    return op->emitOpError("and/or/xor/umin/umax reductions require integer element types");
  }
}

ParseResult MultimemLoadReduceViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseMultimemOp(parser, result, /*hasTile=*/false, /*numResults=*/2);
}

void MultimemLoadReduceViewTkoOp::print(OpAsmPrinter &printer) {
  printMultimemOp(*this, printer, Value());
}

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  Type tileType = getReducedValues().getType();
  if (failed(verifyMultimemAccess(*this, getView().getType(), getIndex(), tileType)) ||
      failed(verifyReduction(*this, getReduction(), tileType, /*loadReduce=*/true)))
    return failure();
  return verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                           /*isLoad=*/true);
}

ParseResult MultimemReduceViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseMultimemOp(parser, result, /*hasTile=*/true, /*numResults=*/1);
}

void MultimemReduceViewTkoOp::print(OpAsmPrinter &printer) {
  printMultimemOp(*this, printer, getTile());
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  Type tileType = getTile().getType();
  if (failed(verifyMultimemAccess(*this, getView().getType(), getIndex(), tileType)) ||
      failed(verifyReduction(*this, getReduction(), tileType, /*loadReduce=*/false)))
    return failure();
  MemoryOrderingSemantics ordering = getMemoryOrderingSemantics();
  if (ordering != MemoryOrderingSemantics::Relaxed &&
      ordering != MemoryOrderingSemantics::Release)
    return emitOpError("memory ordering semantics must be one of: relaxed, release");
  return success();
}

ParseResult MultimemStoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseMultimemOp(parser, result, /*hasTile=*/true, /*numResults=*/1);
}

void MultimemStoreViewTkoOp::print(OpAsmPrinter &printer) {
  printMultimemOp(*this, printer, getTile());
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  if (failed(verifyMultimemAccess(*this, getView().getType(), getIndex(),
                                  getTile().getType())))
    return failure();
  return verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                           /*isLoad=*/false);
}
