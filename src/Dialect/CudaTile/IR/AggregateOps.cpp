//===- AggregateOps.cpp - reduce, scan and mma ops --------------------------===//

#include "CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os);
  return text;
}

//===----------------------------------------------------------------------===//
// reduce and scan
//===----------------------------------------------------------------------===//

/// `%x, %y dim=0 [reverse=false] identities=[...] : T, T -> R, R (%a: t, ...) {...}`
static ParseResult parseAggregate(OpAsmParser &parser, OperationState &result,
                                  bool isScan) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> operandTypes, resultTypes;
  int32_t dim;
  SMLoc loc = parser.getCurrentLocation();
  Builder &builder = parser.getBuilder();
  if (parser.parseOperandList(operands) || parser.parseKeyword("dim") ||
      parser.parseEqual() || parser.parseInteger(dim))
    return failure();
  result.addAttribute("dim", builder.getI32IntegerAttr(dim));
  if (isScan) {
    bool reverse;
    if (parser.parseKeyword("reverse") || parser.parseEqual())
      return failure();
    if (succeeded(parser.parseOptionalKeyword("true")))
      reverse = true;
    else if (parser.parseKeyword("false"))
      return failure();
    else
      reverse = false;
    result.addAttribute("reverse", builder.getBoolAttr(reverse));
  }
  ArrayAttr identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() ||
      parser.parseAttribute(identities) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, resultTypes))
    return failure();
  result.addAttribute("identities", identities);
  if (parser.resolveOperands(operands, operandTypes, loc, result.operands))
    return failure();
  result.addTypes(resultTypes);
  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument arg;
        if (parser.parseArgument(arg) || parser.parseColon() ||
            parseCudaTileType(parser, arg.type))
          return failure();
        args.push_back(arg);
        return success();
      }))
    return failure();
  return parser.parseRegion(*result.addRegion(), args);
}

template <typename OpTy>
static void printAggregate(OpTy op, OpAsmPrinter &printer, bool isScan) {
  printer << " " << op.getOperands() << " dim=" << op.getDim();
  if constexpr (std::is_same_v<OpTy, ScanOp>)
    printer << " reverse=" << (op.getReverse() ? "true" : "false");
  printer << " identities=";
  printer.printAttribute(op.getIdentities());
  printer.printOptionalAttrDict(op->getAttrs(), {"dim", "reverse", "identities"});
  printer << " : ";
  printCudaTileTypeList(printer, op, op.getOperands().getTypes());
  printer << " -> ";
  printCudaTileTypeList(printer, op, op.getResultTypes());
  // The block arguments go on their own line, after a trailing space, as in
  // NVIDIA's printer.
  printer << " ";
  printer.printNewline();
  printer << "(";
  Block &body = op.getBody().front();
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument arg) {
    printer << arg << ": ";
    printCudaTileType(printer, op, arg.getType());
  });
  printer << ") ";
  printer.printRegion(op.getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

/// Identity elements may differ from the operand element type only by the
/// f16/bf16 confusion that producers are known to emit.
static bool identityTypeMatches(Type element, Type identity) {
  if (element == identity)
    return true;
  return (element.isF16() || element.isBF16()) && (identity.isF16() || identity.isBF16());
}

template <typename OpTy>
static LogicalResult verifyAggregateOp(OpTy op) {
  ValueRange operands = op.getOperands();
  if (operands.empty())
    return op.emitOpError("expect at least 1 operand");
  if (operands.size() != op.getResults().size())
    return op.emitOpError("expect same number of operands and results");
  ArrayAttr identities = op.getIdentities();
  if (identities.size() != operands.size())
    return op.emitOpError() << "expect identities to match the number of operands but got: "
                            << operands.size() << " operands and " << identities.size()
                            << " identities";
  for (auto [i, pair] : llvm::enumerate(llvm::zip(operands, identities))) {
    auto tile = dyn_cast<TileType>(std::get<0>(pair).getType());
    if (!tile)
      return op.emitOpError() << "expected TileType for operand at index " << i
                              << " but got: " << std::get<0>(pair).getType();
    auto typed = dyn_cast<TypedAttr>(std::get<1>(pair));
    Type identityType = typed ? typed.getType() : Type();
    if (!identityType || !identityTypeMatches(tile.getElementType(), identityType))
      return op.emitOpError() << "expect same type for operand at index: " << i
                              << " and identity at index: " << i
                              << " but got: " << tile.getElementType() << " and "
                              << identityType;
  }
  auto first = cast<TileType>(operands.front().getType());
  int64_t dim = op.getDim();
  if (dim < 0 || dim >= first.getRank())
    return op.emitOpError() << "dimension (" << dim << ") is out of bound [0, "
                            << first.getRank() << ")";
  SmallVector<Type> inferred;
  for (auto [i, pair] : llvm::enumerate(llvm::zip(operands, op.getResults()))) {
    auto operandType = cast<TileType>(std::get<0>(pair).getType());
    auto resultType = dyn_cast<TileType>(std::get<1>(pair).getType());
    if constexpr (std::is_same_v<OpTy, ScanOp>) {
      if (!resultType)
        return op.emitOpError() << "expected TileType for operand and result at index " << i
                                << " but got: " << Type(operandType) << " and "
                                << std::get<1>(pair).getType();
      if (operandType != resultType)
        return op.emitOpError() << "expect same type for operand at index: " << i
                                << " and result at index: " << i;
    } else {
      SmallVector<int64_t> shape(operandType.getShape());
      shape.erase(shape.begin() + dim);
      inferred.push_back(TileType::get(shape, operandType.getElementType()));
    }
  }
  // reduce infers its results; the wording is MLIR's InferTypeOpInterface one.
  if (!inferred.empty() && TypeRange(inferred) != op.getResultTypes())
    return op.emitOpError() << "inferred type(s) " << TypeRange(inferred)
                            << " are incompatible with return type(s) of operation "
                            << op.getResultTypes();
  return success();
}

template <typename OpTy>
static LogicalResult verifyAggregateRegion(OpTy op) {
  Region &region = op.getBody();
  if (region.empty() || region.front().empty())
    return op.emitOpError("expect non-empty block");
  Block &block = region.front();
  ValueRange operands = op.getOperands();
  size_t n = operands.size();
  if (block.getNumArguments() != 2 * n)
    return op.emitOpError() << "expect " << 2 * n << " block arguments but got: "
                            << block.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
    auto tile = dyn_cast<TileType>(arg.getType());
    if (!tile || tile.getRank() != 0)
      return op.emitOpError() << "expect 0-rank tile type at index: " << i
                              << " but got: " << arg.getType();
  }
  for (size_t i = 0; i < n; ++i) {
    Type a = block.getArgument(2 * i).getType();
    Type b = block.getArgument(2 * i + 1).getType();
    if (cast<TileType>(a).getElementType() != cast<TileType>(b).getElementType())
      return op.emitOpError() << "expect same element type for block argument at index: "
                              << 2 * i << " and " << 2 * i + 1 << " but got: " << a << " and "
                              << b;
    Type operandElt = cast<TileType>(operands[i].getType()).getElementType();
    if (operandElt != cast<TileType>(a).getElementType())
      return op.emitOpError() << "expect same type for operand at index: " << i
                              << " and block argument at index: " << 2 * i
                              << " but got: " << operandElt << " and "
                              << cast<TileType>(a).getElementType();
  }
  auto yield = dyn_cast<YieldOp>(block.back());
  if (!yield)
    return op.emitOpError("expect the body to end with 'cuda_tile.yield'");
  if (yield.getNumOperands() != n)
    return op.emitOpError() << "expect number of terminators operands ("
                            << yield.getNumOperands() << ") to match number of operands ("
                            << n << ")";
  for (auto [i, value] : llvm::enumerate(yield.getOperands())) {
    auto tile = dyn_cast<TileType>(value.getType());
    if (!tile)
      return op.emitOpError() << "expected TileType for operand and terminator types but got: "
                              << operands[i].getType() << " and " << value.getType();
    Type operandElt = cast<TileType>(operands[i].getType()).getElementType();
    if (tile.getRank() != 0 || tile.getElementType() != operandElt)
      return op.emitOpError() << "expect same type for operand at index: " << i
                              << " and terminator argument at index: " << i
                              << " but got: " << operandElt << " and " << value.getType();
  }
  // 13.1 rejects side effects in the combiner with a remark at the culprit.
  for (Operation &nested : block.without_terminator()) {
    bool pure = true;
    nested.walk([&](Operation *inner) {
      if (!isMemoryEffectFree(inner))
        pure = false;
    });
    if (!pure) {
      nested.emitRemark() << "invalid op: " << nested.getName();
      return op.emitOpError("only pure operations allowed");
    }
  }
  return success();
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseAggregate(parser, result, /*isScan=*/false);
}
void ReduceOp::print(OpAsmPrinter &printer) { printAggregate(*this, printer, false); }
LogicalResult ReduceOp::verify() { return verifyAggregateOp(*this); }
LogicalResult ReduceOp::verifyRegions() { return verifyAggregateRegion(*this); }

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseAggregate(parser, result, /*isScan=*/true);
}
void ScanOp::print(OpAsmPrinter &printer) { printAggregate(*this, printer, true); }
LogicalResult ScanOp::verify() { return verifyAggregateOp(*this); }
LogicalResult ScanOp::verifyRegions() { return verifyAggregateRegion(*this); }

/// One name for the result group (`%reduce:2`); scan results stay unnamed,
/// as in NVIDIA's printer.
void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "reduce");
}
void ScanOp::getAsmResultNames(OpAsmSetValueNameFn) {}

/// reduce names its combiner arguments reduce_lhs/reduce_rhs, numbered when
/// there are several operands; scan leaves them unnamed (as NVIDIA does).
void ReduceOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setNameFn) {
  if (region.empty())
    return;
  Block &block = region.front();
  unsigned pairs = block.getNumArguments() / 2;
  for (unsigned i = 0; i < pairs; ++i) {
    std::string suffix = pairs == 1 ? "" : std::to_string(i);
    setNameFn(block.getArgument(2 * i), "reduce_lhs" + suffix);
    setNameFn(block.getArgument(2 * i + 1), "reduce_rhs" + suffix);
  }
}
void ScanOp::getAsmBlockArgumentNames(Region &, OpAsmSetValueNameFn) {}

//===----------------------------------------------------------------------===//
// mmaf, mmai, mmaf_scaled
//===----------------------------------------------------------------------===//

/// Shape rule (B x) M x K  *  (B x) K x N  ->  (B x) M x N.
static LogicalResult verifyMmaShapes(Operation *op, TileType lhs, TileType rhs, TileType acc) {
  int64_t rank = lhs.getRank();
  if ((rank != 2 && rank != 3) || rhs.getRank() != rank || acc.getRank() != rank)
    return op->emitOpError("operands must be 2D or 3D tiles");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  std::string as = shapeString(a), bs = shapeString(b), cs = shapeString(c);
  if (rank == 3) {
    if (a[0] != b[0])
      return op->emitOpError() << "shape error: dim 0 of lhs (" << a[0]
                               << ") and dim 0 of rhs (" << b[0]
                               << ") must match, but got lhs shape (" << as
                               << ") and rhs shape (" << bs << ")";
    if (a[0] != c[0])
      return op->emitOpError() << "shape error: dim 0 of lhs (" << a[0]
                               << ") and dim 0 of acc (" << c[0]
                               << ") must match, but got lhs shape (" << as
                               << ") and acc shape (" << cs << ")";
  }
  int64_t m = rank - 2, k = rank - 1;
  // NVIDIA's messages for these three start with a space (a double space
  // after "op"); kept for diagnostic compatibility.
  if (a[k] != b[m])
    return op->emitOpError() << " shape error: dim " << k << " of lhs (" << a[k] << ") and dim "
                             << m << " of rhs (" << b[m] << ") must match, but got lhs shape ("
                             << as << ") and rhs shape (" << bs << ")";
  if (a[m] != c[m])
    return op->emitOpError() << " shape error: dim " << m << " of lhs (" << a[m] << ") and dim "
                             << m << " of acc (" << c[m] << ") must match, but got lhs shape ("
                             << as << ") and acc shape (" << cs << ")";
  if (b[k] != c[k])
    return op->emitOpError() << " shape error: dim " << k << " of rhs (" << b[k] << ") and dim "
                             << k << " of acc (" << c[k] << ") must match, but got rhs shape ("
                             << bs << ") and acc shape (" << cs << ")";
  return success();
}

LogicalResult MmaFOp::verify() {
  auto lhs = cast<TileType>(getLhs().getType());
  auto rhs = cast<TileType>(getRhs().getType());
  auto acc = cast<TileType>(getAcc().getType());
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();
  Type in = lhs.getElementType();
  Type out = acc.getElementType();
  SmallVector<StringRef> allowed;
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType>(in) || in.isF16())
    allowed = {"f16", "f32"};
  else if (in.isBF16() || in.isF32() || isa<FloatTF32Type>(in))
    allowed = {"f32"};
  else if (in.isF64())
    allowed = {"f64"};
  else
    return emitOpError() << "unsupported input element type: " << in;
  std::string outName;
  llvm::raw_string_ostream os(outName);
  os << out;
  if (llvm::is_contained(allowed, outName))
    return success();
  std::string list;
  llvm::raw_string_ostream listOs(list);
  llvm::interleaveComma(allowed, listOs, [&](StringRef s) { listOs << "'" << s << "'"; });
  return emitOpError() << "unsupported combination of element types. Input type " << in
                       << " expects accumulator/result type to be one of {<" << list
                       << ">}, but got " << out;
}

LogicalResult MmaIOp::verify() {
  return verifyMmaShapes(*this, cast<TileType>(getLhs().getType()),
                         cast<TileType>(getRhs().getType()), cast<TileType>(getAcc().getType()));
}

LogicalResult MmaFScaledOp::verify() {
  auto lhs = cast<TileType>(getLhs().getType());
  auto rhs = cast<TileType>(getRhs().getType());
  auto acc = cast<TileType>(getAcc().getType());
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();
  Type in = lhs.getElementType();
  if (!isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType>(in))
    return emitOpError() << "unsupported input element type: " << in;
  Type scale = cast<TileType>(getLhsScale().getType()).getElementType();
  if (!isa<Float8E4M3FNType, Float8E8M0FNUType>(scale))
    return emitOpError() << "scales must be f8E4M3FN or f8E8M0FNU, got " << scale;
  // The K extent covered by one scale: 32 for f8, 16 (e4m3 scales) or 16/32
  // (e8m0 scales) for f4.
  int64_t k = lhs.getShape().back();
  int64_t scaleK = cast<TileType>(getLhsScale().getType()).getShape().back();
  if (scaleK <= 0 || k % scaleK != 0)
    return emitOpError("scale tile K extent must divide the K extent");
  int64_t factor = k / scaleK;
  bool ok = isa<Float4E2M1FNType>(in)
                ? (factor == 16 || (factor == 32 && isa<Float8E8M0FNUType>(scale)))
                : factor == 32;
  if (!ok)
    return emitOpError() << "unsupported K block factor " << factor << " for input type " << in
                         << " with scale type " << scale;
  return success();
}
