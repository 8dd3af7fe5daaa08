//===- FloatOps.cpp - floating-point arithmetic and math ------------------===//
//
// Basic arithmetic (add, sub, mul, div, fma, sqrt, rem, ceil, floor) is
// correctly rounded in the op's rounding mode via APFloat. The host's float
// and double arithmetic is used only for f32/f64 in nearest_even without
// flush_to_zero, where IEEE 754 (SSE2, no fast-math, no contraction) gives the
// identical correctly rounded result. Transcendental functions have no
// accuracy requirement in the spec; they are evaluated with the host libm in
// double and rounded to nearest (through f32 for f16/bf16, which the spec
// says are computed in f32).
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "llvm/ADT/bit.h"

#include <cmath>

using namespace mlir;
using llvm::APFloat;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

struct FloatMode {
  Type elt;
  llvm::RoundingMode rm = llvm::RoundingMode::NearestTiesToEven;
  bool ftz = false;
  bool fastF32() const {
    return rm == llvm::RoundingMode::NearestTiesToEven && !ftz && elt.isF32();
  }
  bool fastF64() const {
    return rm == llvm::RoundingMode::NearestTiesToEven && elt.isF64();
  }
};

APFloat in(const FloatMode &m, uint64_t bits) {
  APFloat f = decodeFloat(m.elt, bits);
  if (m.ftz && f.isDenormal())
    f = APFloat::getZero(f.getSemantics(), f.isNegative());
  return f;
}

uint64_t out(const FloatMode &m, APFloat f) {
  if (f.isNaN())
    return canonicalNaN(m.elt);
  if (m.ftz && f.isDenormal())
    f = APFloat::getZero(f.getSemantics(), f.isNegative());
  return encodeFloat(m.elt, f);
}

uint64_t fromHostF32(const FloatMode &m, float f) {
  return std::isnan(f) ? canonicalNaN(m.elt) : llvm::bit_cast<uint32_t>(f);
}
uint64_t fromHostF64(const FloatMode &m, double d) {
  return std::isnan(d) ? canonicalNaN(m.elt) : llvm::bit_cast<uint64_t>(d);
}
float hostF32(uint64_t bits) { return llvm::bit_cast<float>(uint32_t(bits)); }
double hostF64(uint64_t bits) { return llvm::bit_cast<double>(bits); }

FloatMode modeOf(Operation *op, bool hasRounding = true) {
  FloatMode m;
  m.elt = eltOf(op->getResult(0));
  if (hasRounding)
    if (auto attr = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode"))
      m.rm = toLLVMRounding(attr.getValue());
  m.ftz = op->hasAttr("flush_to_zero");
  return m;
}

/// Rounds a double to `elt` in nearest_even; f16/bf16 go through f32.
uint64_t roundHost(const FloatMode &m, double d) {
  if (std::isnan(d))
    return canonicalNaN(m.elt);
  APFloat f(d);
  bool lost;
  if (!m.elt.isF64()) {
    if (!m.elt.isF32())
      f.convert(APFloat::IEEEsingle(), llvm::RoundingMode::NearestTiesToEven,
                &lost);
    f.convert(floatSemantics(m.elt), llvm::RoundingMode::NearestTiesToEven,
              &lost);
  }
  return out(m, f);
}

double toHost(const FloatMode &m, uint64_t bits) {
  return in(m, bits).convertToDouble();
}

enum class Arith { Add, Sub, Mul, Div };

template <Arith K> LogicalResult execArith(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op);
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    if (m.fastF32()) {
      float x = hostF32(a), y = hostF32(b);
      float r = K == Arith::Add   ? x + y
                : K == Arith::Sub ? x - y
                : K == Arith::Mul ? x * y
                                  : x / y;
      return fromHostF32(m, r);
    }
    if (m.fastF64()) {
      double x = hostF64(a), y = hostF64(b);
      double r = K == Arith::Add   ? x + y
                 : K == Arith::Sub ? x - y
                 : K == Arith::Mul ? x * y
                                   : x / y;
      return fromHostF64(m, r);
    }
    APFloat x = in(m, a), y = in(m, b);
    switch (K) {
    case Arith::Add:
      x.add(y, m.rm);
      break;
    case Arith::Sub:
      x.subtract(y, m.rm);
      break;
    case Arith::Mul:
      x.multiply(y, m.rm);
      break;
    case Arith::Div:
      x.divide(y, m.rm);
      break;
    }
    return out(m, x);
  });
}

LogicalResult execFma(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op);
  const Tile &a = ex.tile(op->getOperand(0));
  const Tile &b = ex.tile(op->getOperand(1));
  const Tile &c = ex.tile(op->getOperand(2));
  return mapElements(
      ex, op, m.elt, a.shape,
      [&](size_t i) { return a.isPoison(i) || b.isPoison(i) || c.isPoison(i); },
      [&](size_t i) -> EltResult {
        if (m.fastF32())
          return fromHostF32(m, std::fma(hostF32(a.bits[i]), hostF32(b.bits[i]),
                                         hostF32(c.bits[i])));
        if (m.fastF64())
          return fromHostF64(m, std::fma(hostF64(a.bits[i]), hostF64(b.bits[i]),
                                         hostF64(c.bits[i])));
        APFloat x = in(m, a.bits[i]);
        x.fusedMultiplyAdd(in(m, b.bits[i]), in(m, c.bits[i]), m.rm);
        return out(m, x);
      },
      "");
}

LogicalResult execRemF(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  // C fmod: the result has the sign of the dividend and is exact.
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APFloat x = in(m, a);
    x.mod(in(m, b));
    return out(m, x);
  });
}

template <bool IsMax> LogicalResult execMinMax(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  bool propagate = op->hasAttr("propagate_nan");
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APFloat x = in(m, a), y = in(m, b);
    // IEEE 754-2019 maximum/minimum with propagate_nan, else
    // maximumNumber/minimumNumber; both order -0 below +0.
    APFloat r = propagate ? (IsMax ? llvm::maximum(x, y) : llvm::minimum(x, y))
                          : (IsMax ? llvm::maximumnum(x, y)
                                   : llvm::minimumnum(x, y));
    return out(m, r);
  });
}

LogicalResult execAbsF(Exec &ex, Operation *op) {
  unsigned signBit = eltBits(eltOf(op->getResult(0))) - 1;
  // Sign-bit operations: exact, NaN payload kept.
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    return a & ~(uint64_t(1) << signBit);
  });
}

LogicalResult execNegF(Exec &ex, Operation *op) {
  unsigned signBit = eltBits(eltOf(op->getResult(0))) - 1;
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    return a ^ (uint64_t(1) << signBit);
  });
}

template <llvm::RoundingMode RM>
LogicalResult execRoundIntegral(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APFloat x = in(m, a);
    x.roundToIntegral(RM);
    return out(m, x);
  });
}

/// Correctly rounded square root in any IEEE rounding mode: the host's
/// nearest-even sqrt in double (exact for f64 by IEEE 754, and for narrower
/// types by the 2p+2 double-rounding bound), then a one-ulp correction for
/// directed modes decided by an exact square in IEEE quad.
LogicalResult execSqrt(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op);
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    APFloat x = in(m, a);
    if (x.isNaN() || x.isZero() || x.isInfinity() || x.isNegative())
      return x.isNegative() && !x.isZero() ? canonicalNaN(m.elt) : out(m, x);
    FloatMode nearest = m;
    nearest.rm = llvm::RoundingMode::NearestTiesToEven;
    nearest.ftz = false;
    APFloat r = decodeFloat(m.elt,
                            roundHost(nearest, std::sqrt(x.convertToDouble())));
    if (m.rm != llvm::RoundingMode::NearestTiesToEven &&
        m.rm != llvm::RoundingMode::NearestTiesToAway) {
      bool lost;
      APFloat rq = r, xq = x;
      rq.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven,
                 &lost);
      xq.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven,
                 &lost);
      APFloat sq = rq;
      sq.multiply(rq, llvm::RoundingMode::NearestTiesToEven);
      APFloat::cmpResult c = sq.compare(xq);
      if (m.rm == llvm::RoundingMode::TowardPositive &&
          c == APFloat::cmpLessThan)
        r.next(/*nextDown=*/false);
      else if (m.rm != llvm::RoundingMode::TowardPositive &&
               c == APFloat::cmpGreaterThan)
        r.next(/*nextDown=*/true);
    }
    return out(m, r);
  });
}

/// A unary function evaluated in host double precision.
template <double (*Fn)(double)>
LogicalResult execHostUnary(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  m.ftz = op->hasAttr("flush_to_zero");
  return mapUnary(ex, op, [&](uint64_t a) -> EltResult {
    return roundHost(m, Fn(toHost(m, a)));
  });
}

template <double (*Fn)(double, double)>
LogicalResult execHostBinary(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    return roundHost(m, Fn(toHost(m, a), toHost(m, b)));
  });
}

double rsqrtHost(double x) { return 1.0 / std::sqrt(x); }
double exp2Host(double x) { return std::exp2(x); }
double expHost(double x) { return std::exp(x); }
double logHost(double x) { return std::log(x); }
double log2Host(double x) { return std::log2(x); }
double sinHost(double x) { return std::sin(x); }
double cosHost(double x) { return std::cos(x); }
double tanHost(double x) { return std::tan(x); }
double sinhHost(double x) { return std::sinh(x); }
double coshHost(double x) { return std::cosh(x); }
double tanhHost(double x) { return std::tanh(x); }
double powHost(double x, double y) { return std::pow(x, y); }
double atan2Host(double x, double y) { return std::atan2(x, y); }

LogicalResult execFPowI(Exec &ex, Operation *op) {
  FloatMode m = modeOf(op, false);
  const Tile &a = ex.tile(op->getOperand(0));
  const Tile &n = ex.tile(op->getOperand(1));
  return mapElements(
      ex, op, m.elt, a.shape,
      [&](size_t i) { return a.isPoison(i) || n.isPoison(i); },
      [&](size_t i) -> EltResult {
        return roundHost(m, std::pow(toHost(m, a.bits[i]),
                                     double(n.getSExt(i))));
      },
      "");
}

LogicalResult execCmpF(Exec &ex, Operation *op) {
  auto cmp = cast<ct::CmpFOp>(op);
  FloatMode m;
  m.elt = eltOf(cmp.getLhs());
  bool ordered =
      cmp.getComparisonOrdering() == ct::ComparisonOrdering::Ordered;
  ct::ComparisonPredicate pred = cmp.getComparisonPredicate();
  return mapBinary(ex, op, [&](uint64_t a, uint64_t b) -> EltResult {
    APFloat::cmpResult c = in(m, a).compare(in(m, b));
    if (c == APFloat::cmpUnordered)
      return !ordered;
    switch (pred) {
    case ct::ComparisonPredicate::Equal:
      return c == APFloat::cmpEqual;
    case ct::ComparisonPredicate::NotEqual:
      return c != APFloat::cmpEqual;
    case ct::ComparisonPredicate::LessThan:
      return c == APFloat::cmpLessThan;
    case ct::ComparisonPredicate::LessThanOrEqual:
      return c != APFloat::cmpGreaterThan;
    case ct::ComparisonPredicate::GreaterThan:
      return c == APFloat::cmpGreaterThan;
    case ct::ComparisonPredicate::GreaterThanOrEqual:
      return c != APFloat::cmpLessThan;
    }
    return 0;
  });
}

} // namespace

void registerFloatOps(HandlerMap &m) {
  m["cuda_tile.addf"] = execArith<Arith::Add>;
  m["cuda_tile.subf"] = execArith<Arith::Sub>;
  m["cuda_tile.mulf"] = execArith<Arith::Mul>;
  m["cuda_tile.divf"] = execArith<Arith::Div>;
  m["cuda_tile.fma"] = execFma;
  m["cuda_tile.remf"] = execRemF;
  m["cuda_tile.maxf"] = execMinMax<true>;
  m["cuda_tile.minf"] = execMinMax<false>;
  m["cuda_tile.absf"] = execAbsF;
  m["cuda_tile.negf"] = execNegF;
  m["cuda_tile.ceil"] = execRoundIntegral<llvm::RoundingMode::TowardPositive>;
  m["cuda_tile.floor"] = execRoundIntegral<llvm::RoundingMode::TowardNegative>;
  m["cuda_tile.sqrt"] = execSqrt;
  m["cuda_tile.rsqrt"] = execHostUnary<rsqrtHost>;
  m["cuda_tile.exp"] = execHostUnary<expHost>;
  m["cuda_tile.exp2"] = execHostUnary<exp2Host>;
  m["cuda_tile.log"] = execHostUnary<logHost>;
  m["cuda_tile.log2"] = execHostUnary<log2Host>;
  m["cuda_tile.sin"] = execHostUnary<sinHost>;
  m["cuda_tile.cos"] = execHostUnary<cosHost>;
  m["cuda_tile.tan"] = execHostUnary<tanHost>;
  m["cuda_tile.sinh"] = execHostUnary<sinhHost>;
  m["cuda_tile.cosh"] = execHostUnary<coshHost>;
  m["cuda_tile.tanh"] = execHostUnary<tanhHost>;
  m["cuda_tile.fpowf"] = execHostBinary<powHost>;
  m["cuda_tile.atan2"] = execHostBinary<atan2Host>;
  m["cuda_tile.fpowi"] = execFPowI;
  m["cuda_tile.cmpf"] = execCmpF;
}

} // namespace tileiras::interp
