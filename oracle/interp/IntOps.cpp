//===- IntOps.cpp - integer arithmetic and bitwise ops --------------------===//
//
// Integers are signless bit patterns (APInt) that wrap around. An overflow
// flag (no_signed_wrap, no_unsigned_wrap) is a promise by the producer: when
// the wrapped and the exact results differ the result is poison. Division or
// remainder by zero, and signed MIN / -1, are immediate undefined behaviour.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

using namespace mlir;
using llvm::APInt;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

struct Flags {
  bool nsw = false, nuw = false;
};

Flags flagsOf(Operation *op) {
  Flags f;
  if (auto attr = op->getAttrOfType<ct::IntegerOverflowAttr>("overflow")) {
    auto v = attr.getValue();
    f.nsw = v == ct::IntegerOverflow::NSW || v == ct::IntegerOverflow::NW;
    f.nuw = v == ct::IntegerOverflow::NUW || v == ct::IntegerOverflow::NW;
  }
  return f;
}

bool isSigned(Operation *op, StringRef name = "signedness") {
  auto attr = op->getAttrOfType<ct::SignednessAttr>(name);
  return attr && attr.getValue() == ct::Signedness::Signed;
}

enum class Wrap { Add, Sub, Mul, Shl };

template <Wrap K> LogicalResult execWrapping(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  Flags f = flagsOf(op);
  unsigned w = eltBits(elt);
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APInt x = decodeInt(elt, a), y = decodeInt(elt, b);
    bool so = false, uo = false;
    APInt r(w, 0);
    switch (K) {
    case Wrap::Add:
      r = x.sadd_ov(y, so);
      (void)x.uadd_ov(y, uo);
      break;
    case Wrap::Sub:
      r = x.ssub_ov(y, so);
      (void)x.usub_ov(y, uo);
      break;
    case Wrap::Mul:
      r = x.smul_ov(y, so);
      (void)x.umul_ov(y, uo);
      break;
    case Wrap::Shl:
      // The shift amount is unsigned; shifting by the width or more is poison.
      if (y.uge(w))
        return EltStatus::Poison;
      r = x.shl(y);
      so = r.ashr(y) != x;
      uo = r.lshr(y) != x;
      break;
    }
    if ((f.nsw && so) || (f.nuw && uo))
      return EltStatus::Poison;
    return r.getZExtValue();
  });
}

LogicalResult execShrI(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APInt x = decodeInt(elt, a), y = decodeInt(elt, b);
    if (y.uge(x.getBitWidth()))
      return EltStatus::Poison;
    return (sgn ? x.ashr(y) : x.lshr(y)).getZExtValue();
  });
}

/// Division and remainder: a zero or poison divisor is undefined behaviour,
/// so it is checked before poison propagation.
template <bool IsRem> LogicalResult execDivRem(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  ct::RoundingMode rounding = ct::RoundingMode::Zero;
  if (auto attr = op->getAttrOfType<ct::RoundingModeAttr>("rounding"))
    rounding = attr.getValue();
  const Tile &a = ex.tile(op->getOperand(0));
  const Tile &b = ex.tile(op->getOperand(1));
  for (size_t i = 0; i < b.size(); ++i)
    if (b.isPoison(i))
      return ex.fail(op, "undefined behaviour: divisor element " + Twine(i) +
                             " is poison");
  return mapElements(
      ex, op, elt, a.shape, [&](size_t i) { return a.isPoison(i); },
      [&](size_t i) -> EltResult {
        APInt x = decodeInt(elt, a.bits[i]), y = decodeInt(elt, b.bits[i]);
        if (y.isZero())
          return EltStatus::UB;
        if (IsRem) {
          // MIN % -1 is 0 mathematically; the spec does not call it UB.
          if (sgn && y.isAllOnes())
            return uint64_t(0);
          return (sgn ? x.srem(y) : x.urem(y)).getZExtValue();
        }
        if (sgn && x.isMinSignedValue() && y.isAllOnes())
          return EltStatus::UB;
        APInt q = sgn ? x.sdiv(y) : x.udiv(y);
        APInt r = sgn ? x.srem(y) : x.urem(y);
        if (!r.isZero()) {
          // Truncated quotient; adjust toward -inf or +inf by the sign of
          // the exact quotient (r and y have opposite signs => negative).
          bool negative = sgn && (r.isNegative() != y.isNegative());
          if (rounding == ct::RoundingMode::NegativeInf && negative)
            q -= 1;
          else if (rounding == ct::RoundingMode::PositiveInf && !negative)
            q += 1;
        }
        return q.getZExtValue();
      },
      "integer division by zero or signed overflow (MIN / -1)");
}

template <bool IsMax> LogicalResult execMinMaxI(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  bool sgn = isSigned(op);
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APInt x = decodeInt(elt, a), y = decodeInt(elt, b);
    bool less = sgn ? x.slt(y) : x.ult(y);
    return (IsMax ? (less ? y : x) : (less ? x : y)).getZExtValue();
  });
}

LogicalResult execMulHiI(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  unsigned w = eltBits(elt);
  // The high half of the unsigned 2N-bit product.
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APInt x = decodeInt(elt, a).zext(2 * w), y = decodeInt(elt, b).zext(2 * w);
    return (x * y).lshr(w).trunc(w).getZExtValue();
  });
}

enum class Bitwise { And, Or, Xor };
template <Bitwise K> LogicalResult execBitwise(Exec &ex, Operation *op) {
  return mapBinary(ex, op, [](uint64_t a, uint64_t b) -> EltResult {
    return K == Bitwise::And ? a & b : K == Bitwise::Or ? a | b : a ^ b;
  });
}

LogicalResult execAbsI(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  // |MIN| wraps to MIN, which read as unsigned is the exact magnitude.
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    return decodeInt(elt, a).abs().getZExtValue();
  });
}

LogicalResult execNegI(Exec &ex, Operation *op) {
  Type elt = eltOf(op->getResult(0));
  Flags f = flagsOf(op);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APInt x = decodeInt(elt, a);
    if (f.nsw && x.isMinSignedValue())
      return EltStatus::Poison;
    return (-x).getZExtValue();
  });
}

LogicalResult execCmpI(Exec &ex, Operation *op) {
  auto cmp = cast<ct::CmpIOp>(op);
  Type elt = eltOf(cmp.getLhs());
  bool sgn = cmp.getSignedness() == ct::Signedness::Signed;
  ct::ComparisonPredicate pred = cmp.getComparisonPredicate();
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APInt x = decodeInt(elt, a), y = decodeInt(elt, b);
    switch (pred) {
    case ct::ComparisonPredicate::Equal:
      return x == y;
    case ct::ComparisonPredicate::NotEqual:
      return x != y;
    case ct::ComparisonPredicate::LessThan:
      return sgn ? x.slt(y) : x.ult(y);
    case ct::ComparisonPredicate::LessThanOrEqual:
      return sgn ? x.sle(y) : x.ule(y);
    case ct::ComparisonPredicate::GreaterThan:
      return sgn ? x.sgt(y) : x.ugt(y);
    case ct::ComparisonPredicate::GreaterThanOrEqual:
      return sgn ? x.sge(y) : x.uge(y);
    }
    return 0;
  });
}

} // namespace

void registerIntOps(HandlerMap &m) {
  m["cuda_tile.addi"] = execWrapping<Wrap::Add>;
  m["cuda_tile.subi"] = execWrapping<Wrap::Sub>;
  m["cuda_tile.muli"] = execWrapping<Wrap::Mul>;
  m["cuda_tile.shli"] = execWrapping<Wrap::Shl>;
  m["cuda_tile.shri"] = execShrI;
  m["cuda_tile.divi"] = execDivRem<false>;
  m["cuda_tile.remi"] = execDivRem<true>;
  m["cuda_tile.maxi"] = execMinMaxI<true>;
  m["cuda_tile.mini"] = execMinMaxI<false>;
  m["cuda_tile.mulhii"] = execMulHiI;
  m["cuda_tile.andi"] = execBitwise<Bitwise::And>;
  m["cuda_tile.ori"] = execBitwise<Bitwise::Or>;
  m["cuda_tile.xori"] = execBitwise<Bitwise::Xor>;
  m["cuda_tile.absi"] = execAbsI;
  m["cuda_tile.negi"] = execNegI;
  m["cuda_tile.cmpi"] = execCmpI;
}

} // namespace tileiras::interp
