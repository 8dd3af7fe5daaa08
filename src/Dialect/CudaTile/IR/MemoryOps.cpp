//===- MemoryOps.cpp - views, memory and atomic ops ------------------------===//

#include "CudaTileAsm.h"
#include "ViewOpSupport.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::viewops;

static TileType tileOf(Value value) { return dyn_cast<TileType>(value.getType()); }

static Type pointerTileFor(Type elementType) {
  return TileType::get({}, PointerType::get(elementType));
}

//===----------------------------------------------------------------------===//
// Shared parsing helpers
//===----------------------------------------------------------------------===//

/// `ordering [scope]` as the view ops spell it (keywords, custom messages).
ParseResult viewops::parseViewMemoryAttributes(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrderingSemantics> ordering = symbolizeMemoryOrderingSemantics(keyword);
  if (!ordering)
    return parser.emitError(loc)
           << "invalid memory_ordering_semantics attribute specification. Got \"" << keyword
           << "\" but expect one of: weak, relaxed, acquire, release, acq_rel";
  result.addAttribute("memory_ordering_semantics",
                      MemoryOrderingSemanticsAttr::get(ctx, *ordering));
  SMLoc scopeLoc = parser.getCurrentLocation();
  StringRef scopeKeyword;
  if (failed(parser.parseOptionalKeyword(&scopeKeyword)))
    return success();
  if (*ordering == MemoryOrderingSemantics::Weak)
    return parser.emitError(scopeLoc)
           << "operation specifies weak memory ordering semantics, but then provides \""
           << scopeKeyword << "\" scope, expected no memory scope.";
  std::optional<MemoryScope> scope = symbolizeMemoryScope(scopeKeyword);
  if (!scope)
    return parser.emitError(scopeLoc)
           << "invalid memory_scope attribute specification. Got \"" << scopeKeyword
           << "\" but expect one of: tl_blk, device, sys";
  result.addAttribute("memory_scope", MemoryScopeAttr::get(ctx, *scope));
  return success();
}

/// `ordering [scope]` through MLIR's generic enum keyword parser (ptr and
/// atomic ops); `scopeRequired` for atomics.
static ParseResult parseEnumMemoryAttributes(OpAsmParser &parser, OperationState &result,
                                             bool scopeRequired) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  std::string keyword;
  if (parser.parseOptionalKeywordOrString(&keyword) ||
      !symbolizeMemoryOrderingSemantics(keyword))
    return parser.emitError(loc,
                            "expected string or keyword containing one of the following enum "
                            "values for attribute 'memory_ordering_semantics' [weak, relaxed, "
                            "acquire, release, acq_rel]");
  result.addAttribute("memory_ordering_semantics",
                      MemoryOrderingSemanticsAttr::get(
                          ctx, *symbolizeMemoryOrderingSemantics(keyword)));
  SMLoc scopeLoc = parser.getCurrentLocation();
  std::string scopeKeyword;
  if (failed(parser.parseOptionalKeywordOrString(&scopeKeyword))) {
    if (scopeRequired)
      return parser.emitError(scopeLoc,
                              "expected string or keyword containing one of the following "
                              "enum values for attribute 'memory_scope' [tl_blk, device, sys]");
    return success();
  }
  std::optional<MemoryScope> scope = symbolizeMemoryScope(scopeKeyword);
  if (!scope)
    return parser.emitError(scopeLoc,
                            "expected string or keyword containing one of the following enum "
                            "values for attribute 'memory_scope' [tl_blk, device, sys]");
  result.addAttribute("memory_scope", MemoryScopeAttr::get(ctx, *scope));
  return success();
}

void viewops::printMemoryAttributes(OpAsmPrinter &printer, MemoryOrderingSemantics ordering,
                                  std::optional<MemoryScope> scope) {
  printer << " " << stringifyMemoryOrderingSemantics(ordering);
  if (scope)
    printer << " " << stringifyMemoryScope(*scope);
}

/// Optional `token = %t` (also accepted as `token=%t`).
ParseResult
viewops::parseOptionalTokenClause(OpAsmParser &parser,
                         std::optional<OpAsmParser::UnresolvedOperand> &token) {
  if (failed(parser.parseOptionalKeyword("token")))
    return success();
  OpAsmParser::UnresolvedOperand operand;
  if (parser.parseEqual() || parser.parseOperand(operand))
    return failure();
  token = operand;
  return success();
}

/// Optional `optimization_hints = <...>`.
static ParseResult parseOptionalHints(OpAsmParser &parser, OperationState &result) {
  if (failed(parser.parseOptionalKeyword("optimization_hints")))
    return success();
  if (parser.parseEqual())
    return failure();
  Attribute hints = OptimizationHintsAttr::parse(parser, Type());
  if (!hints)
    return failure();
  result.addAttribute("optimization_hints", hints);
  return success();
}

static void printOptionalHints(OpAsmPrinter &printer, std::optional<OptimizationHintsAttr> hints) {
  if (hints && *hints) {
    printer << " optimization_hints = ";
    hints->print(printer);
  }
}

/// Optional `inbounds = [true, false]` (13.4).
ParseResult viewops::parseOptionalInbounds(OpAsmParser &parser, OperationState &result) {
  if (failed(parser.parseOptionalKeyword("inbounds")))
    return success();
  SmallVector<bool> values;
  if (parser.parseEqual() || parser.parseLSquare())
    return failure();
  if (failed(parser.parseOptionalRSquare())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          if (succeeded(parser.parseOptionalKeyword("true")))
            values.push_back(true);
          else if (succeeded(parser.parseOptionalKeyword("false")))
            values.push_back(false);
          else
            return parser.emitError(parser.getCurrentLocation(), "expected true or false");
          return success();
        }) ||
        parser.parseRSquare())
      return failure();
  }
  result.addAttribute("inbounds", DenseBoolArrayAttr::get(parser.getContext(), values));
  return success();
}

bool viewops::printOptionalInbounds(OpAsmPrinter &printer,
                                    std::optional<ArrayRef<bool>> inbounds) {
  if (!inbounds || llvm::none_of(*inbounds, [](bool b) { return b; }))
    return false;
  printer << " inbounds = [";
  llvm::interleaveComma(*inbounds, printer, [&](bool b) { printer << (b ? "true" : "false"); });
  printer << "]";
  return true;
}

/// Index types after the view type: one type for all indices, or one each.
static ParseResult parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                                   SmallVectorImpl<Type> &types) {
  if (numIndices == 0)
    return success();
  if (parser.parseComma())
    return failure();
  Type first;
  if (parseCudaTileType(parser, first))
    return failure();
  types.push_back(first);
  while (types.size() < numIndices && succeeded(parser.parseOptionalComma())) {
    Type next;
    if (parseCudaTileType(parser, next))
      return failure();
    types.push_back(next);
  }
  if (types.size() == 1)
    types.append(numIndices - 1, first);
  if (types.size() != numIndices)
    return parser.emitError(parser.getCurrentLocation())
           << "expected " << numIndices << " index types, got " << types.size();
  return success();
}

void viewops::printIndexTypes(OpAsmPrinter &printer, ValueRange indices) {
  if (indices.empty())
    return;
  printer << ", ";
  bool uniform = llvm::all_equal(indices.getTypes());
  if (uniform) {
    printCudaTileType(printer, indices.front().getType());
    return;
  }
  llvm::interleaveComma(indices.getTypes(), printer,
                        [&](Type t) { printCudaTileType(printer, t); });
}

static void printTokenClause(OpAsmPrinter &printer, Value token, bool spaced) {
  if (!token)
    return;
  printer << (spaced ? " token = " : " token=") << token;
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

LogicalResult viewops::verifyMemoryModel(Operation *op, MemoryOrderingSemantics ordering,
                                       std::optional<MemoryScope> scope, bool isLoad) {
  StringRef kind = isLoad ? "load" : "store";
  MemoryOrderingSemantics allowed = isLoad ? MemoryOrderingSemantics::Acquire
                                           : MemoryOrderingSemantics::Release;
  if (ordering != MemoryOrderingSemantics::Weak &&
      ordering != MemoryOrderingSemantics::Relaxed && ordering != allowed)
    return op->emitOpError() << "expect one of: weak, relaxed, or "
                             << stringifyMemoryOrderingSemantics(allowed)
                             << ", but got: " << stringifyMemoryOrderingSemantics(ordering);
  if (ordering == MemoryOrderingSemantics::Weak && scope)
    return op->emitOpError() << "weak " << kind << " must not have memory scope";
  if (ordering != MemoryOrderingSemantics::Weak && !scope)
    return op->emitOpError() << "memory scope is required for "
                             << stringifyMemoryOrderingSemantics(ordering) << " " << kind;
  return success();
}

/// Indices are 0-D integer tiles of one type; a gather_scatter_view takes a
/// 1-D tile of row indices (one per row of the tile) at its sparse dimension.
LogicalResult viewops::verifyViewAccess(Operation *op, Type viewType, ValueRange indices,
                                      Type tileType) {
  unsigned rank = getViewIndexRank(viewType);
  if (indices.size() != rank)
    return op->emitOpError() << "expected " << rank
                             << " index operands (based on view type), got "
                             << indices.size();
  TileType expected = getViewTileType(viewType);
  if (tileType != expected)
    return op->emitOpError() << "expected tile type to be " << Type(expected)
                             << " (based on view type), got " << tileType;
  std::optional<unsigned> sparseDim;
  if (auto gather = dyn_cast<GatherScatterViewType>(viewType))
    sparseDim = gather.getSparseDim();
  Type scalarType;
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto indexType = cast<TileType>(index.getType());
    if (sparseDim && i == *sparseDim) {
      int64_t rows = expected.getShape()[i];
      if (indexType.getRank() != 1 || indexType.getShape()[0] != rows)
        return op->emitOpError() << "expected index " << i
                                 << " (the sparse dimension) to be a 1-D tile of " << rows
                                 << " row indices, got " << index.getType();
      continue;
    }
    // 13.3 wording (13.1 allowed only scalar index operands in ODS).
    if (indexType.getRank() != 0)
      return op->emitOpError() << "expected index type to be a scalar tile, got "
                               << index.getType();
    if (!scalarType)
      scalarType = indexType;
    else if (indexType != scalarType)
      return op->emitOpError() << "expected index type " << i
                               << " to be the same as other index types (" << scalarType
                               << "), got " << index.getType();
  }
  return success();
}

/// 13.1 reports the offending hint, then a summary error on the op.
static LogicalResult verifyHints(Operation *op, std::optional<OptimizationHintsAttr> hints) {
  if (!hints || !*hints || hints->getValue().empty())
    return success();
  if (failed(hints->verifyForOp(op)))
    return op->emitOpError("Optimization hints verification failed");
  return success();
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

namespace {
/// One `shape = [...]` or `strides = [...]` entry: a constant or an SSA value.
struct ViewEntry {
  std::optional<int64_t> constant;
  std::optional<OpAsmParser::UnresolvedOperand> operand;
};
} // namespace

static ParseResult parseViewEntries(OpAsmParser &parser, StringRef keyword,
                                    SmallVectorImpl<ViewEntry> &entries) {
  if (parser.parseKeyword(keyword) || parser.parseEqual() || parser.parseLSquare())
    return failure();
  if (succeeded(parser.parseOptionalRSquare()))
    return success();
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        ViewEntry entry;
        OpAsmParser::UnresolvedOperand operand;
        OptionalParseResult isOperand = parser.parseOptionalOperand(operand);
        if (isOperand.has_value()) {
          if (failed(*isOperand))
            return failure();
          entry.operand = operand;
        } else {
          SMLoc loc = parser.getCurrentLocation();
          int64_t value;
          OptionalParseResult isInt = parser.parseOptionalInteger(value);
          if (!isInt.has_value() || failed(*isInt))
            return parser.emitError(loc, "expected either integer or SSA value");
          entry.constant = value;
        }
        entries.push_back(entry);
        return success();
      }))
    return failure();
  return parser.parseRSquare();
}

static ParseResult checkViewEntries(OpAsmParser &parser, SMLoc loc, StringRef kind,
                                    ArrayRef<ViewEntry> entries, ArrayRef<int64_t> expected,
                                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamic) {
  if (entries.size() != expected.size())
    return parser.emitError(loc) << "expected " << kind << " declaration to contain "
                                 << expected.size()
                                 << " elements due to tensor_view type, but "
                                 << entries.size() << " were provided";
  auto describe = [](std::optional<int64_t> v) {
    return v ? std::to_string(*v) : std::string("dynamic");
  };
  for (auto [i, entry] : llvm::enumerate(entries)) {
    std::optional<int64_t> want;
    if (!ShapedType::isDynamic(expected[i]))
      want = expected[i];
    if (entry.constant != want)
      return parser.emitError(loc)
             << "input " << kind << " dimension " << i
             << " does not match tensor_view type (expected " << describe(want) << ", got "
             << describe(entry.constant) << ")";
    if (entry.operand)
      dynamic.push_back(*entry.operand);
  }
  return success();
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<ViewEntry> shape, strides;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(base) || parser.parseComma() ||
      parseViewEntries(parser, "shape", shape) || parser.parseComma() ||
      parseViewEntries(parser, "strides", strides) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  // `[BASE,] [DYNAMIC ->] VIEW`: BASE, the base pointer's type, is written only
  // when it is not the one the view implies (it carries 13.4's pointer
  // attribute); DYNAMIC is the type of the dynamic shape and stride values.
  SmallVector<Type, 2> leading;
  Type viewType, baseType, dynamicType;
  SMLoc typeLoc = parser.getCurrentLocation();
  do {
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, leading.emplace_back()))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  if (succeeded(parser.parseOptionalArrow())) {
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, viewType))
      return failure();
  } else {
    viewType = leading.pop_back_val();
  }
  auto isPointerTile = [](Type type) {
    auto tile = dyn_cast<TileType>(type);
    return tile && isa<PointerType>(tile.getElementType());
  };
  ArrayRef<Type> rest = leading;
  if (!rest.empty() && isPointerTile(rest.front())) {
    baseType = rest.front();
    rest = rest.drop_front();
  }
  if (rest.size() > 1)
    return parser.emitError(typeLoc, "expected at most a base pointer type and the type of "
                                     "the dynamic values before '->'");
  if (!rest.empty())
    dynamicType = rest.front();
  auto tensorView = dyn_cast<TensorViewType>(viewType);
  if (!tensorView)
    return parser.emitError(typeLoc) << "expected 'tensor_view' type, but got " << viewType;
  SmallVector<OpAsmParser::UnresolvedOperand> dynShape, dynStrides;
  if (checkViewEntries(parser, loc, "shape", shape, tensorView.getShape(), dynShape) ||
      checkViewEntries(parser, loc, "stride", strides, tensorView.getStrides(), dynStrides))
    return failure();
  if (!dynamicType && (!dynShape.empty() || !dynStrides.empty()))
    return parser.emitError(typeLoc, "expected the type of the dynamic values before '->'");
  if (dynShape.size() + dynStrides.size() >= std::numeric_limits<int32_t>::max())
    return parser.emitError(loc, "too many dynamic operands of a particular kind (must be "
                                 "fewer than 2147483647)");
  if (!baseType)
    baseType = pointerTileFor(tensorView.getElementType());
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(dynShape, dynamicType, result.operands) ||
      parser.resolveOperands(dynStrides, dynamicType, result.operands))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(dynShape.size()),
                           static_cast<int32_t>(dynStrides.size())}));
  result.addTypes(viewType);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  TensorViewType type = getType();
  auto printEntries = [&](ArrayRef<int64_t> statics, ValueRange dynamics) {
    printer << "[";
    unsigned next = 0;
    llvm::interleaveComma(statics, printer, [&](int64_t v) {
      if (ShapedType::isDynamic(v))
        printer << dynamics[next++];
      else
        printer << v;
    });
    printer << "]";
  };
  printer << " " << getBase() << ", shape = ";
  printEntries(type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printEntries(type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  printer << " : ";
  Value firstDynamic = !getDynamicShape().empty()     ? getDynamicShape().front()
                       : !getDynamicStrides().empty() ? getDynamicStrides().front()
                                                      : Value();
  Type baseType = getBase().getType();
  bool printBase = baseType != pointerTileFor(type.getElementType());
  if (printBase) {
    printCudaTileType(printer, baseType);
    printer << (firstDynamic ? ", " : " -> ");
  }
  if (firstDynamic) {
    printCudaTileType(printer, firstDynamic.getType());
    printer << " -> ";
  }
  printCudaTileType(printer, type);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getType();
  Type pointee = cast<PointerType>(tileOf(getBase()).getElementType()).getPointeeType();
  if (pointee != type.getElementType())
    return emitOpError() << "expected pointer to " << type.getElementType()
                         << " to build tensor_view of this type, got " << pointee;
  if (getDynamicShape().size() != type.getNumDynamicShape())
    return emitOpError() << "expected " << type.getNumDynamicShape()
                         << " dynamic shape operands, got " << getDynamicShape().size();
  if (getDynamicStrides().size() != type.getNumDynamicStrides())
    return emitOpError() << "expected " << type.getNumDynamicStrides()
                         << " dynamic stride operands, got " << getDynamicStrides().size();
  Type common;
  auto check = [&](ValueRange values, StringRef kind) -> LogicalResult {
    for (auto [i, v] : llvm::enumerate(values)) {
      if (!common)
        common = v.getType();
      else if (v.getType() != common)
        return emitOpError() << "expected dynamic " << kind << " index " << i
                             << " to be of the same type as the other dynamic values ("
                             << common << "), got " << v.getType();
    }
    return success();
  };
  if (failed(check(getDynamicShape(), "shape")))
    return failure();
  return check(getDynamicStrides(), "stride");
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "tview");
}

//===----------------------------------------------------------------------===//
// make_partition_view, make_strided_view, make_gather_scatter_view
//===----------------------------------------------------------------------===//

template <typename ViewType>
static ParseResult parseMakeView(OpAsmParser &parser, OperationState &result,
                                 StringRef typeName) {
  OpAsmParser::UnresolvedOperand source;
  Type type;
  if (parser.parseOperand(source) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = dyn_cast<ViewType>(type);
  if (!view)
    return parser.emitError(loc) << "expected '" << typeName << "' type, but got " << type;
  result.addTypes(type);
  return parser.resolveOperand(source, view.getTensorView(), result.operands);
}

template <typename OpTy>
static void printMakeView(OpTy op, OpAsmPrinter &printer) {
  printer << " " << op.getTensorView();
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op.getType());
}

template <typename OpTy>
static LogicalResult verifyMakeView(OpTy op) {
  Type expected = getViewTensorView(op.getType());
  if (op.getTensorView().getType() != expected)
    return op.emitOpError() << "expected the type of the provided tensor_view value ("
                            << op.getTensorView().getType()
                            << ") to be the same as the view's tensor_view type (" << expected
                            << ")";
  return success();
}

#define TILEIRAS_MAKE_VIEW(OP, TYPE, NAME)                                       \
  ParseResult OP::parse(OpAsmParser &parser, OperationState &result) {          \
    return parseMakeView<TYPE>(parser, result, NAME);                           \
  }                                                                             \
  void OP::print(OpAsmPrinter &printer) { printMakeView(*this, printer); }      \
  LogicalResult OP::verify() { return verifyMakeView(*this); }                  \
  void OP::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {                   \
    setNameFn(getResult(), "pview");                                            \
  }
TILEIRAS_MAKE_VIEW(MakePartitionViewOp, PartitionViewType, "partition_view")
TILEIRAS_MAKE_VIEW(MakeStridedViewOp, StridedViewType, "strided_view")
TILEIRAS_MAKE_VIEW(MakeGatherScatterViewOp, GatherScatterViewType, "gather_scatter_view")
#undef TILEIRAS_MAKE_VIEW

/// `%src attr-dict : SRC -> RESULT` where one result type stands for all.
static ParseResult parseShapeQuery(OpAsmParser &parser, OperationState &result,
                                   function_ref<bool(Type)> isSource, StringRef expected) {
  OpAsmParser::UnresolvedOperand src;
  Type srcType;
  SmallVector<Type> resultTypes;
  if (parser.parseOperand(src) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, srcType))
    return failure();
  if (!isSource(srcType))
    return parser.emitError(typeLoc) << "expected " << expected << ", got " << srcType;
  if (parser.parseArrow() || parseCudaTileTypeSplat(parser, resultTypes) ||
      parser.resolveOperand(src, srcType, result.operands))
    return failure();
  result.addTypes(resultTypes);
  return success();
}

template <typename OpTy>
static void printShapeQuery(OpTy op, OpAsmPrinter &printer) {
  printer << " " << op.getSrc();
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op.getSrc().getType());
  printer << " -> ";
  printCudaTileTypeSplat(printer, op, op.getResults().getTypes());
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseShapeQuery(
      parser, result, [](Type t) { return isa<TensorViewType>(t); }, "tensor_view");
}
void GetTensorShapeOp::print(OpAsmPrinter &printer) { printShapeQuery(*this, printer); }

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseShapeQuery(parser, result, isTileView, "tile view");
}
void GetIndexSpaceShapeOp::print(OpAsmPrinter &printer) { printShapeQuery(*this, printer); }

LogicalResult GetTensorShapeOp::verify() {
  auto type = cast<TensorViewType>(getSrc().getType());
  if (getResults().size() != static_cast<size_t>(type.getRank()))
    return emitOpError() << "expected " << type.getRank()
                         << " results due to tensor rank, but got " << getResults().size();
  return success();
}

LogicalResult GetIndexSpaceShapeOp::verify() {
  unsigned rank = getViewIndexRank(getSrc().getType());
  if (getResults().size() != rank)
    return emitOpError() << "expected " << rank
                         << " results due to view index space rank, but got "
                         << getResults().size();
  return success();
}

//===----------------------------------------------------------------------===//
// load_view_tko / store_view_tko
//===----------------------------------------------------------------------===//

/// `%view[%i, %j] [token = %t] [optimization_hints = <...>] [inbounds = [...]]`
/// `attr-dict : VIEW_TYPE, INDEX_TYPES`
static ParseResult
parseViewAccessTail(OpAsmParser &parser, OperationState &result,
                    OpAsmParser::UnresolvedOperand &view,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices,
                    std::optional<OpAsmParser::UnresolvedOperand> &token, Type &viewType,
                    SmallVectorImpl<Type> &indexTypes) {
  if (parser.parseOperand(view) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parseOptionalTokenClause(parser, token) || parseOptionalHints(parser, result) ||
      parseOptionalInbounds(parser, result) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes))
    return failure();
  return success();
}

ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, tileType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseViewMemoryAttributes(parser, result) ||
      parseViewAccessTail(parser, result, view, indices, token, viewType, indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tileType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getCurrentLocation(),
                             result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(indices.size()), token ? 1 : 0}));
  result.addTypes({tileType, tokenType});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getView() << "[" << getIndex() << "]";
  printTokenClause(printer, getToken(), /*spaced=*/true);
  printOptionalHints(printer, getOptimizationHints());
  printOptionalInbounds(printer, getInbounds());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "optimization_hints", "inbounds"});
  printer << " : ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getTile().getType());
  printer << ", ";
  printCudaTileType(printer, getResultToken().getType());
}

/// NVIDIA 13.5: only the multimem ops access views over multicast pointers.
static LogicalResult verifyNotMulticast(Operation *op, Type view) {
  PtrAttr attr = viewPtrAttr(view);
  if (attr && attr.getValue() == PtrAttrValue::Multicast)
    return op->emitOpError("multicast ptr_attr is not allowed");
  return success();
}

PtrAttr viewops::viewPtrAttr(Type view) {
  TensorViewType tensorView = getViewTensorView(view);
  return tensorView ? tensorView.getPtrAttr() : PtrAttr();
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyNotMulticast(*this, getView().getType())))
    return failure();
  if (failed(verifyViewAccess(*this, getView().getType(), getIndex(), getTile().getType())) ||
      failed(verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                               /*isLoad=*/true)))
    return failure();
  return verifyHints(*this, getOptimizationHints());
}

ParseResult StoreViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand tile, view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tileType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseViewMemoryAttributes(parser, result) || parser.parseOperand(tile) ||
      parser.parseComma())
    return failure();
  // The tile type comes first in the type list: `: TILE, VIEW, INDEX -> token`.
  if (parser.parseOperand(view) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parseOptionalTokenClause(parser, token) || parseOptionalHints(parser, result) ||
      parseOptionalInbounds(parser, result) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, tileType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) || parser.parseArrow() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getCurrentLocation(),
                             result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, 1, static_cast<int32_t>(indices.size()), token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getTile() << ", " << getView() << "[" << getIndex() << "]";
  printTokenClause(printer, getToken(), /*spaced=*/true);
  printOptionalHints(printer, getOptimizationHints());
  printOptionalInbounds(printer, getInbounds());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "optimization_hints", "inbounds"});
  printer << " : ";
  printCudaTileType(printer, getTile().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyNotMulticast(*this, getView().getType())) ||
      failed(verifyViewAccess(*this, getView().getType(), getIndex(), getTile().getType())) ||
      failed(verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                               /*isLoad=*/false)))
    return failure();
  return verifyHints(*this, getOptimizationHints());
}

//===----------------------------------------------------------------------===//
// load_ptr_tko / store_ptr_tko
//===----------------------------------------------------------------------===//

ParseResult LoadPtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> types;
  Type resultType, tokenType;
  if (parseEnumMemoryAttributes(parser, result, /*scopeRequired=*/false) ||
      parser.parseOperandList(operands) || parseOptionalTokenClause(parser, token) ||
      parseOptionalHints(parser, result) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, types) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (operands.empty() || operands.size() > 3)
    return parser.emitError(parser.getNameLoc(),
                            "expected a source, and optionally a mask and a padding value");
  if (parser.resolveOperands(operands, types, parser.getNameLoc(), result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  int32_t hasMask = operands.size() > 1, hasPadding = operands.size() > 2;
  result.addAttribute("operandSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr(
                                                 {1, hasMask, hasPadding, token ? 1 : 0}));
  result.addTypes({resultType, tokenType});
  return success();
}

void LoadPtrTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getSource();
  if (getMask())
    printer << ", " << getMask();
  if (getPaddingValue())
    printer << ", " << getPaddingValue();
  printTokenClause(printer, getToken(), /*spaced=*/false);
  printOptionalHints(printer, getOptimizationHints());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "optimization_hints"});
  printer << " : ";
  SmallVector<Type> types{getSource().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  if (getPaddingValue())
    types.push_back(getPaddingValue().getType());
  printCudaTileTypeList(printer, *this, types);
  printer << " -> ";
  printCudaTileType(printer, getResult().getType());
  printer << ", ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult LoadPtrTkoOp::verify() {
  if (failed(verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                               /*isLoad=*/true)))
    return failure();
  return verifyHints(*this, getOptimizationHints());
}

ParseResult StorePtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> types;
  Type tokenType;
  if (parseEnumMemoryAttributes(parser, result, /*scopeRequired=*/false) ||
      parser.parseOperandList(operands) || parseOptionalTokenClause(parser, token) ||
      parseOptionalHints(parser, result) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, types) || parser.parseArrow() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (operands.size() < 2 || operands.size() > 3)
    return parser.emitError(parser.getNameLoc(),
                            "expected a destination, a value, and optionally a mask");
  if (parser.resolveOperands(operands, types, parser.getNameLoc(), result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  int32_t hasMask = operands.size() > 2;
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr({1, 1, hasMask, token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void StorePtrTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getDestination() << ", " << getValue();
  if (getMask())
    printer << ", " << getMask();
  printTokenClause(printer, getToken(), /*spaced=*/false);
  printOptionalHints(printer, getOptimizationHints());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "optimization_hints"});
  printer << " : ";
  SmallVector<Type> types{getDestination().getType(), getValue().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printCudaTileTypeList(printer, *this, types);
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult StorePtrTkoOp::verify() {
  if (failed(verifyMemoryModel(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                               /*isLoad=*/false)))
    return failure();
  return verifyHints(*this, getOptimizationHints());
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

static LogicalResult verifyAtomicOrdering(Operation *op, MemoryOrderingSemantics ordering) {
  if (ordering == MemoryOrderingSemantics::Weak)
    return op->emitOpError(
        "memory ordering semantics must be one of: relaxed, acquire, release, acq_rel");
  return success();
}

static bool is32Or64BitIntOrFloat(Type type) {
  return type.isInteger(32) || type.isInteger(64) || type.isF32() || type.isF64();
}

ParseResult AtomicRMWTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand pointers, arg;
  std::optional<OpAsmParser::UnresolvedOperand> mask, token;
  SmallVector<Type> types;
  Type resultType, tokenType;
  if (parseEnumMemoryAttributes(parser, result, /*scopeRequired=*/true) ||
      parser.parseOperand(pointers) || parser.parseComma())
    return failure();
  SMLoc modeLoc = parser.getCurrentLocation();
  std::string modeKeyword;
  if (parser.parseOptionalKeywordOrString(&modeKeyword) ||
      !symbolizeAtomicRMWMode(modeKeyword))
    return parser.emitError(modeLoc,
                            "expected string or keyword containing one of the following enum "
                            "values for attribute 'mode' [and, or, xor, add, addf, max, min, "
                            "umax, umin, xchg]");
  result.addAttribute("mode", AtomicRMWModeAttr::get(parser.getContext(),
                                                     *symbolizeAtomicRMWMode(modeKeyword)));
  if (parser.parseComma() || parser.parseOperand(arg))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    mask.emplace();
    if (parser.parseOperand(*mask))
      return failure();
  }
  if (parseOptionalTokenClause(parser, token) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, types) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (types.size() != (mask ? 3u : 2u))
    return parser.emitError(parser.getCurrentLocation())
           << "expected " << (mask ? 3 : 2) << " operand types";
  if (parser.resolveOperand(pointers, types[0], result.operands) ||
      parser.resolveOperand(arg, types[1], result.operands) ||
      (mask && parser.resolveOperand(*mask, types[2], result.operands)) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr(
                                                 {1, 1, mask ? 1 : 0, token ? 1 : 0}));
  result.addTypes({resultType, tokenType});
  return success();
}

void AtomicRMWTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getPointers() << ", " << stringifyAtomicRMWMode(getMode()) << ", "
          << getArg();
  if (getMask())
    printer << ", " << getMask();
  printTokenClause(printer, getToken(), /*spaced=*/false);
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "mode"});
  printer << " : ";
  SmallVector<Type> types{getPointers().getType(), getArg().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printCudaTileTypeList(printer, *this, types);
  printer << " -> ";
  printCudaTileType(printer, getResult().getType());
  printer << ", ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult AtomicRMWTkoOp::verify() {
  TileType pointers = tileOf(getPointers());
  TileType arg = tileOf(getArg());
  Type elt = arg.getElementType();
  Type pointee = cast<PointerType>(pointers.getElementType()).getPointeeType();
  if (pointee != elt)
    return emitOpError() << "expected pointee type (" << pointee
                         << ") to match element type of 'arg' (" << elt << ")";
  if (pointers.getShape() != arg.getShape() ||
      (getMask() && tileOf(getMask()).getShape() != arg.getShape()))
    return emitOpError("failed to verify that all of {pointers, arg, mask} have same shape");
  AtomicRMWMode mode = getMode();
  if (mode == AtomicRMWMode::AddF) {
    // 13.3 added bf16 (and reworded the message); 13.3+ producers emit it.
    if (!elt.isF16() && !elt.isBF16() && !elt.isF32() && !elt.isF64())
      return emitOpError("'addf' works only with floats f16, bf16, f32, and f64");
  } else if (mode == AtomicRMWMode::Xchg) {
    if (!is32Or64BitIntOrFloat(elt))
      return emitOpError("'xchg' works only with integers or float of 32 or 64 bitwidth");
  } else if (!elt.isInteger(32) && !elt.isInteger(64)) {
    return emitOpError() << "'" << stringifyAtomicRMWMode(mode)
                         << "' works only with integers i32 and i64";
  }
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

ParseResult AtomicCASTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> types;
  Type resultType, tokenType;
  if (parseEnumMemoryAttributes(parser, result, /*scopeRequired=*/true) ||
      parser.parseOperandList(operands) || parseOptionalTokenClause(parser, token) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, types) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType) || parser.parseComma() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (operands.size() < 3 || operands.size() > 4)
    return parser.emitError(parser.getNameLoc(),
                            "expected pointers, cmp, val, and optionally a mask");
  // Types list: pointers, value type (for cmp and val), [mask].
  if (types.size() != operands.size() - 1)
    return parser.emitError(parser.getNameLoc())
           << "expected " << operands.size() - 1 << " operand types";
  SmallVector<Type> operandTypes{types[0], types[1], types[1]};
  if (operands.size() == 4)
    operandTypes.push_back(types[2]);
  if (parser.resolveOperands(operands, operandTypes, parser.getNameLoc(), result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, 1, 1, operands.size() == 4 ? 1 : 0, token ? 1 : 0}));
  result.addTypes({resultType, tokenType});
  return success();
}

void AtomicCASTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getPointers() << ", " << getCmp() << ", " << getVal();
  if (getMask())
    printer << ", " << getMask();
  printTokenClause(printer, getToken(), /*spaced=*/false);
  printer.printOptionalAttrDict(
      (*this)->getAttrs(),
      {"operandSegmentSizes", "memory_ordering_semantics", "memory_scope"});
  printer << " : ";
  SmallVector<Type> types{getPointers().getType(), getVal().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printCudaTileTypeList(printer, *this, types);
  printer << " -> ";
  printCudaTileType(printer, getResult().getType());
  printer << ", ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult AtomicCASTkoOp::verify() {
  TileType pointers = tileOf(getPointers());
  TileType val = tileOf(getVal());
  Type elt = val.getElementType();
  Type pointee = cast<PointerType>(pointers.getElementType()).getPointeeType();
  if (pointee != elt)
    return emitOpError() << "expected pointee type (" << pointee
                         << ") to match element type of 'val' (" << elt << ")";
  if (!is32Or64BitIntOrFloat(elt))
    return emitOpError("expect only float or integer types with 32 or 64 bit");
  if (pointers.getShape() != val.getShape() ||
      (getMask() && tileOf(getMask()).getShape() != val.getShape()))
    return emitOpError(
        "failed to verify that all of {pointers, val, cmp and mask} have same shape");
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, valueType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseViewMemoryAttributes(parser, result) || parser.parseOperand(view) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) || parser.parseComma())
    return failure();
  SMLoc modeLoc = parser.getCurrentLocation();
  StringRef modeKeyword;
  if (parser.parseKeyword(&modeKeyword) || !symbolizeAtomicRMWMode(modeKeyword))
    return parser.emitError(modeLoc, "expected an atomic reduction mode");
  result.addAttribute("mode", AtomicRMWModeAttr::get(parser.getContext(),
                                                     *symbolizeAtomicRMWMode(modeKeyword)));
  // `: VALUE, VIEW, INDEX_TYPE(S) -> token` (NVIDIA's order); one index type
  // may stand for all indices.
  if (parser.parseComma() || parser.parseOperand(value) ||
      parseOptionalTokenClause(parser, token) || parseOptionalInbounds(parser, result) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileType(parser, valueType) || parser.parseComma() ||
      parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) || parser.parseArrow() ||
      parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getCurrentLocation(),
                             result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {1, static_cast<int32_t>(indices.size()), 1, token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &printer) {
  printMemoryAttributes(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << " " << getView() << "[" << getIndex() << "], "
          << stringifyAtomicRMWMode(getMode()) << ", " << getValue();
  printTokenClause(printer, getToken(), /*spaced=*/true);
  printOptionalInbounds(printer, getInbounds()); // 13.5
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"operandSegmentSizes", "memory_ordering_semantics",
                                 "memory_scope", "mode", "inbounds"});
  printer << " : ";
  printCudaTileType(printer, getValue().getType());
  printer << ", ";
  printCudaTileType(printer, getView().getType());
  printIndexTypes(printer, getIndex());
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

LogicalResult AtomicRedViewTkoOp::verify() {
  if (isa<GatherScatterViewType>(getView().getType()))
    return emitOpError("gather_scatter_view is not supported");
  if (auto partition = dyn_cast<PartitionViewType>(getView().getType()))
    if (partition.getPaddingValue())
      return emitOpError("views with a padding_value are not supported");
  if (getMemoryOrderingSemantics() != MemoryOrderingSemantics::Relaxed)
    return emitOpError("memory ordering semantics must be relaxed");
  if (getMemoryScope() == MemoryScope::Sys)
    return emitOpError("memory scope must be one of: tl_blk, device");
  if (getMode() == AtomicRMWMode::Xchg)
    return emitOpError("'xchg' is not a reduction");
  return verifyViewAccess(*this, getView().getType(), getIndex(), getValue().getType());
}

LogicalResult AllocaOp::verify() {
  int64_t alignment = getAlignment();
  Type pointee = cast<PointerType>(tileOf(getResult()).getElementType()).getPointeeType();
  unsigned eltBytes = (pointee.getIntOrFloatBitWidth() + 7) / 8;
  if (getNumElem() <= 0)
    return emitOpError("num_elem must be positive");
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment) ||
      alignment < static_cast<int64_t>(eltBytes))
    return emitOpError() << "alignment must be a power of two and at least the element size ("
                         << eltBytes << ")";
  return success();
}

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("expect two or more tokens");
  return success();
}
