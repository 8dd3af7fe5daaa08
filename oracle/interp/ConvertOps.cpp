//===- ConvertOps.cpp - conversions between element types -----------------===//

#include "E5M3.h"
#include "Elementwise.h"

#include "llvm/ADT/APSInt.h"

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

bool isSigned(Operation *op) {
  auto attr = op->getAttrOfType<ct::SignednessAttr>("signedness");
  return attr && attr.getValue() == ct::Signedness::Signed;
}

llvm::RoundingMode roundingOf(Operation *op) {
  if (auto attr = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode"))
    return toLLVMRounding(attr.getValue());
  return llvm::RoundingMode::NearestTiesToEven;
}

LogicalResult execBitcast(Exec &ex, Operation *op) {
  // Same width by the verifier: the bits are reinterpreted as they are.
  return mapUnary(ex, op, [](uint64_t a) -> EltResult { return a; });
}

LogicalResult execExtI(Exec &ex, Operation *op) {
  Type from = eltOf(op->getOperand(0)), to = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APInt x = decodeInt(from, a);
    return (sgn ? x.sext(eltBits(to)) : x.zext(eltBits(to))).getZExtValue();
  });
}

LogicalResult execTruncI(Exec &ex, Operation *op) {
  Type from = eltOf(op->getOperand(0)), to = eltOf(op->getResult(0));
  auto ovf = cast<ct::TruncIOp>(op).getOverflow();
  bool nsw = ovf == ct::IntegerOverflow::NSW || ovf == ct::IntegerOverflow::NW;
  bool nuw = ovf == ct::IntegerOverflow::NUW || ovf == ct::IntegerOverflow::NW;
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APInt x = decodeInt(from, a);
    APInt r = x.trunc(eltBits(to));
    // The flags promise that the value fits; otherwise the result is poison.
    if ((nsw && r.sext(x.getBitWidth()) != x) ||
        (nuw && r.zext(x.getBitWidth()) != x))
      return EltStatus::Poison;
    return r.getZExtValue();
  });
}

/// IEEE conversion of `x` to `to` in `rm`: overflow gives inf, or NaN for a
/// finite-only type.
static EltResult convertFloat(APFloat x, Type to, llvm::RoundingMode rm) {
  bool lost;
  x.convert(floatSemantics(to), rm, &lost);
  return encodeFloat(to, x.isNaN() ? APFloat::getQNaN(floatSemantics(to)) : x);
}

/// ftof from or to fnv8E5M3FNU, through double: every other source type
/// but f64 is exact in double, and every e5m3 value is exact in double, so
/// only the final step rounds.
LogicalResult execFToFE5M3(Exec &ex, Operation *op, Type from, Type to,
                           llvm::RoundingMode rm) {
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    if (isE5M3(to) && isE5M3(from))
      return a;
    if (isE5M3(to))
      return uint64_t(e5m3FromDouble(
          decodeFloat(from, a).convertToDouble(), rm));
    double d = e5m3ToDouble(uint8_t(a));
    if (std::isnan(d))
      return canonicalNaN(to);
    return convertFloat(APFloat(d), to, rm);
  });
}

/// Conversion to f8E4M3FN/f8E5M2 saturates: NVIDIA's tileiras 13.4 compiles
/// it to F2FP.SATFINITE (PTX cvt.rn.satfinite), so a value beyond the largest
/// finite one, infinity included, becomes that value with its sign.
static bool saturatesToF8(Type to) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(to);
}

LogicalResult execFToF(Exec &ex, Operation *op) {
  Type from = eltOf(op->getOperand(0)), to = eltOf(op->getResult(0));
  llvm::RoundingMode rm = roundingOf(op);
  if (isE5M3(from) || isE5M3(to))
    return execFToFE5M3(ex, op, from, to, rm);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APFloat x = decodeFloat(from, a);
    if (x.isNaN())
      return canonicalNaN(to);
    if (saturatesToF8(to)) {
      APFloat r = x;
      bool lost;
      r.convert(floatSemantics(to), rm, &lost);
      if (r.isNaN() || r.isInfinity())
        return encodeFloat(to, APFloat::getLargest(floatSemantics(to),
                                                   x.isNegative()));
      return encodeFloat(to, r);
    }
    return convertFloat(x, to, rm);
  });
}

LogicalResult execFToI(Exec &ex, Operation *op) {
  Type from = eltOf(op->getOperand(0)), to = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  bool saturating = op->hasAttr("saturating");
  llvm::RoundingMode rm = roundingOf(op);
  unsigned w = eltBits(to);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APFloat x = decodeFloat(from, a);
    llvm::APSInt result(w, /*isUnsigned=*/!sgn);
    bool exact;
    APFloat::opStatus st = x.convertToInteger(result, rm, &exact);
    if (st & APFloat::opInvalidOp) {
      // NaN or out of range: saturating clamps (NaN -> 0); otherwise the
      // spec leaves the value unspecified and the interpreter says poison.
      if (!saturating)
        return EltStatus::Poison;
      if (x.isNaN())
        return uint64_t(0);
      APInt lim = x.isNegative()
                      ? (sgn ? APInt::getSignedMinValue(w) : APInt(w, 0))
                      : (sgn ? APInt::getSignedMaxValue(w)
                             : APInt::getMaxValue(w));
      return lim.getZExtValue();
    }
    return result.getZExtValue();
  });
}

LogicalResult execIToF(Exec &ex, Operation *op) {
  Type from = eltOf(op->getOperand(0)), to = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  llvm::RoundingMode rm = roundingOf(op);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APFloat f(floatSemantics(to));
    f.convertFromAPInt(decodeInt(from, a), sgn, rm);
    return encodeFloat(to, f.isNaN() ? APFloat::getQNaN(floatSemantics(to))
                                     : f);
  });
}

LogicalResult execCopyBits(Exec &ex, Operation *op) {
  return mapUnary(ex, op, [](uint64_t a) -> EltResult { return a; });
}

/// pack/unpack reinterpret a 1-D tile as little-endian bytes; elements
/// narrower than a byte fill each byte from its least significant bit.
LogicalResult execRepack(Exec &ex, Operation *op) {
  const Tile &src = ex.tile(op->getOperand(0));
  if (failed(ex.checkNoPoison(op, src, "the packed operand")))
    return failure();
  Type to = eltOf(op->getResult(0));
  unsigned wi = eltBits(src.elt), wo = eltBits(to);
  std::vector<uint8_t> stream((src.size() * wi + 7) / 8, 0);
  for (size_t i = 0; i < src.size(); ++i)
    for (unsigned b = 0; b < wi; ++b)
      if ((src.bits[i] >> b) & 1) {
        size_t bit = i * wi + b;
        stream[bit / 8] |= uint8_t(1) << (bit % 8);
      }
  Tile out(to, shapeOf(op->getResult(0)));
  for (size_t i = 0; i < out.size(); ++i)
    for (unsigned b = 0; b < wo; ++b) {
      size_t bit = i * wo + b;
      if (bit / 8 < stream.size() && ((stream[bit / 8] >> (bit % 8)) & 1))
        out.bits[i] |= uint64_t(1) << b;
    }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

} // namespace

void registerConvertOps(HandlerMap &m) {
  m["cuda_tile.bitcast"] = execBitcast;
  m["cuda_tile.exti"] = execExtI;
  m["cuda_tile.trunci"] = execTruncI;
  m["cuda_tile.ftof"] = execFToF;
  m["cuda_tile.ftoi"] = execFToI;
  m["cuda_tile.itof"] = execIToF;
  m["cuda_tile.int_to_ptr"] = execCopyBits;
  m["cuda_tile.ptr_to_int"] = execCopyBits;
  m["cuda_tile.ptr_to_ptr"] = execCopyBits;
  m["cuda_tile.pack"] = execRepack;
  m["cuda_tile.unpack"] = execRepack;
}

} // namespace tileiras::interp
