//===- ShapeOps.cpp - conversions, constants, shape ops --------------------===//

#include "CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static TileType tileOf(Value value) { return cast<TileType>(value.getType()); }


//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

static unsigned bitWidthOf(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth();
  if (auto floatType = dyn_cast<FloatType>(type))
    return floatType.getWidth();
  if (isa<Float8E5M3FNUType>(type))
    return 8;
  return 64; // pointers
}

LogicalResult BitcastOp::verify() {
  Type src = tileOf(getFrom()).getElementType();
  Type dst = tileOf(getTo()).getElementType();
  if (bitWidthOf(src) != bitWidthOf(dst))
    return emitOpError() << "types must be equal width, cannot convert " << src
                         << " of width " << bitWidthOf(src) << " to type " << dst
                         << " of width " << bitWidthOf(dst);
  return success();
}

LogicalResult ExtIOp::verify() {
  if (bitWidthOf(tileOf(getTo()).getElementType()) <=
      bitWidthOf(tileOf(getFrom()).getElementType()))
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (bitWidthOf(tileOf(getTo()).getElementType()) >=
      bitWidthOf(tileOf(getFrom()).getElementType()))
    return emitOpError("truncating to larger or identical integer");
  return success();
}

LogicalResult FToFOp::verify() {
  Type src = tileOf(getFrom()).getElementType();
  Type dst = tileOf(getTo()).getElementType();
  if (src == dst)
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(dst)) {
    if (mode != RoundingMode::Zero && mode != RoundingMode::PositiveInf)
      return emitOpError("invalid rounding mode specified for conversion to f8E8M0FNU. Only "
                         "'zero' and 'positive_inf' are supported");
    return success();
  }
  // 13.1 admits only nearest_even; 13.4 producers also write the directed
  // IEEE modes and nearest_away (e.g. f32 -> tf32).
  if (mode == RoundingMode::Approx || mode == RoundingMode::Full ||
      mode == RoundingMode::NearestIntToZero)
    return emitOpError(
        "invalid rounding mode specified for ftof. Only 'nearest_even' is supported");
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::NearestIntToZero)
    return emitOpError(
        "invalid rounding error specified. Only 'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult IToFOp::verify() {
  if (isa<Float8E8M0FNUType>(tileOf(getTo()).getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, please first "
                       "convert to another float type");
  if (getRoundingMode() != RoundingMode::NearestEven)
    return emitOpError("invalid rounding error specified. Only 'nearest_even' is supported");
  return success();
}

/// pack and unpack reinterpret a 1-D tile as bytes or back.
static LogicalResult verifyPacking(Operation *op, TileType source, TileType result) {
  if (source.getRank() != 1 || result.getRank() != 1)
    return op->emitOpError("expects 1-d source and result tiles");
  unsigned srcBits = bitWidthOf(source.getElementType());
  unsigned dstBits = bitWidthOf(result.getElementType());
  if (srcBits == dstBits)
    return op->emitOpError("expects source and result element types of different widths");
  if (source.getNumElements() * srcBits != result.getNumElements() * dstBits)
    return op->emitOpError("expects source and result tiles of the same size in bytes");
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPacking(*this, tileOf(getSource()), tileOf(getResult()));
}
LogicalResult UnpackOp::verify() {
  return verifyPacking(*this, tileOf(getSource()), tileOf(getResult()));
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  DenseLiteral literal;
  Type type;
  DenseIntOrFPElementsAttr value;
  if (parseDenseLiteral(parser, literal) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, type) ||
      buildDenseLiteral(parser, literal, type, value))
    return failure();
  result.getOrAddProperties<Properties>().value = value;
  result.addTypes(type);
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printDenseLiteral(printer, getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << " : ";
  printCudaTileType(printer, *this, getType());
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  DenseIntOrFPElementsAttr value = getValue();
  Type elt = value.getElementType();
  if (elt.isInteger(1)) {
    if (value.isSplat())
      setNameFn(getResult(), value.getSplatValue<bool>() ? "true" : "false");
    else
      setNameFn(getResult(), "cst_i1");
    return;
  }
  SmallString<32> name("cst");
  if (value.isSplat()) {
    if (isa<IntegerType>(elt)) {
      name += "_";
      value.getSplatValue<APInt>().toStringSigned(name);
    } else if (auto floatType = dyn_cast<FloatType>(elt)) {
      APFloat f = value.getSplatValue<APFloat>();
      if (f.isNaN()) {
        name += "_NaN";
      } else if (f.isInteger() && !f.isNegative()) {
        APSInt asInt(64, /*isUnsigned=*/false);
        bool exact = false;
        if (f.convertToInteger(asInt, APFloat::rmTowardZero, &exact) == APFloat::opOK &&
            exact) {
          name += "_";
          asInt.toStringSigned(name);
        }
      }
    }
  }
  name += "_";
  llvm::raw_svector_ostream os(name);
  os << elt;
  setNameFn(getResult(), name);
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = tileOf(getResult());
  if (type.getRank() != 1)
    return emitOpError("expects result type to be 1-d tile");
  unsigned width = bitWidthOf(type.getElementType());
  if (width < 63 && type.getNumElements() > (int64_t(1) << width))
    return emitOpError() << "the number of elements " << type.getNumElements()
                         << " exceeds the maximum value of element type "
                         << type.getElementType();
  return success();
}

LogicalResult BroadcastOp::verify() {
  TileType src = tileOf(getSource());
  TileType res = tileOf(getResult());
  // Rank and element type agreement are ODS traits in NVIDIA's dialect
  // (guide B 2.6, 4.1); their wording is kept.
  if (src.getRank() != res.getRank())
    return emitOpError("failed to verify that all of {source, result} have same rank");
  if (src.getElementType() != res.getElementType())
    return emitOpError(
        "failed to verify that all of {source, result} have the same element type");
  bool compatible = true;
  for (unsigned i = 0; compatible && i < src.getRank(); ++i)
    compatible = src.getShape()[i] == res.getShape()[i] || src.getShape()[i] == 1;
  if (!compatible)
    return emitOpError() << "expects the shape of source tile to be compatible with that of "
                            "the result tile, but got: "
                         << getSource().getType() << " and " << getResult().getType();
  return success();
}

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

LogicalResult ReshapeOp::verify() {
  TileType src = tileOf(getSource());
  TileType res = tileOf(getResult());
  if (src.getElementType() != res.getElementType())
    return emitOpError(
        "failed to verify that all of {source, result} have the same element type");
  if (src.getNumElements() != res.getNumElements())
    return emitOpError(
        "expected source tile and result tile to have the same number of elements");
  return success();
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

LogicalResult PermuteOp::verify() {
  TileType src = tileOf(getSource());
  TileType res = tileOf(getResult());
  int64_t rank = src.getRank();
  ArrayRef<int32_t> perm = getPermutation();
  if (rank < 2)
    return emitOpError() << "expects at least rank 2, but got: " << rank;
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOpError() << "expect permutation size (" << perm.size()
                         << ") to equal the rank of the source (" << rank << ")";
  // Uniqueness is checked before the range (guide B 4.4 order).
  llvm::SmallDenseSet<int32_t> seen;
  for (int32_t p : perm)
    if (!seen.insert(p).second)
      return emitOpError("expect permutation elements to be unique");
  for (auto [i, p] : llvm::enumerate(perm))
    if (p < 0 || p >= rank)
      return emitOpError() << "permutation element at index " << i << " (" << p
                           << ") is out of bound [0, " << rank << ")";
  if (src.getElementType() != res.getElementType())
    return emitOpError(
        "failed to verify that all of {source, result} have the same element type");
  if (res.getRank() != rank)
    return emitOpError("failed to verify that all of {source, result} have same rank");
  for (auto [i, p] : llvm::enumerate(perm))
    if (res.getShape()[i] != src.getShape()[p])
      return emitOpError() << "result shape invalid at index " << i
                           << ", expected: " << src.getShape()[p]
                           << ", but got: " << res.getShape()[i];
  return success();
}

LogicalResult CatOp::verify() {
  TileType lhs = tileOf(getLhs());
  TileType rhs = tileOf(getRhs());
  TileType res = tileOf(getResult());
  if (lhs.getRank() != rhs.getRank() || lhs.getRank() != res.getRank())
    return emitOpError("failed to verify that all of {lhs, rhs, result} have same rank");
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != res.getElementType())
    return emitOpError(
        "failed to verify that all of {lhs, rhs, result} have the same element type");
  int64_t rank = lhs.getRank();
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "expect dim to be [0, " << rank << "), but got: " << dim;
  for (int64_t i = 0; i < rank; ++i) {
    if (i == dim) {
      int64_t sum = lhs.getShape()[i] + rhs.getShape()[i];
      if (res.getShape()[i] != sum)
        return emitOpError() << "invalid concat at position " << i << ", expected: " << sum
                             << " but got: " << res.getShape()[i];
      continue;
    }
    if (lhs.getShape()[i] != rhs.getShape()[i] || lhs.getShape()[i] != res.getShape()[i]) {
      // "got" names whichever of rhs and result disagrees with lhs.
      int64_t got = rhs.getShape()[i] != lhs.getShape()[i] ? rhs.getShape()[i]
                                                            : res.getShape()[i];
      return emitOpError() << "expect {lhs, rhs, and result} shape to match at non-concat "
                              "position "
                           << i << ", expected: " << lhs.getShape()[i] << " but got: " << got;
    }
  }
  return success();
}

/// extract and insert address a slice in units of the slice size.
static LogicalResult verifySliceOp(Operation *op, TileType whole, TileType slice,
                                   size_t numIndices, StringRef rankNames) {
  // extract's rank agreement is an ODS trait (guide B 2.6), so it comes first.
  if (whole.getRank() != slice.getRank())
    return op->emitOpError() << "failed to verify that all of " << rankNames
                             << " have same rank";
  if (whole.getElementType() != slice.getElementType())
    return op->emitOpError("source and result element type do not match");
  for (auto [w, s] : llvm::zip(whole.getShape(), slice.getShape()))
    if (w % s != 0)
      return op->emitOpError("result dim size must divide source dim size evenly");
  if (numIndices != static_cast<size_t>(whole.getRank()))
    return op->emitOpError() << "incorrect number of indices, expected " << whole.getRank()
                             << ", but found " << numIndices;
  return success();
}

LogicalResult ExtractOp::verify() {
  return verifySliceOp(*this, tileOf(getSource()), tileOf(getResult()), getIndices().size(),
                       "{source, result}");
}

LogicalResult InsertOp::verify() {
  return verifySliceOp(*this, tileOf(getDestination()), tileOf(getSource()),
                       getIndices().size(), "{source, destination}");
}
