//===- ArithPatterns.cpp - elementwise cuda_tile ops to arith and math ----===//
//
// Elementwise ops become arith and math on the converted types (tensors, or
// scalars for 0-d tiles). The semantic flags arith and math cannot spell:
//
// * addf/subf/mulf/fma/divf/sqrt with a rounding mode other than
//   nearest_even, flush_to_zero, or divf `full`, become nv_tileaa.farith,
//   which the SIMT lowering turns into the PTX instruction with that
//   modifier (add.rz.f32, div.full.ftz.f32, ...). f16 and bf16 have only
//   .rn in PTX: they compute exactly in f32 in the same mode and round back
//   in it (cvt.rm.bf16.f32), which is one directed rounding because f32's
//   values include f16's and bf16's; NVIDIA's tileiras does the same.
// * maxf/minf flush_to_zero flush subnormal operands to a zero of the same
//   sign around the default lowering; f32 exp2/rsqrt flush_to_zero are
//   nv_tileaa.farith ex2/rsqrt approx ftz (ex2.approx.ftz.f32, ...).
// * `rounding<approx>` without flush_to_zero on divf, sqrt, exp and tanh
//   stays a fastmath<afn> hint (div.approx.f32, sqrt.approx.f32, ...).
// * ftof narrowing in a directed mode is arith.truncf with its rounding
//   mode, which the SIMT lowering maps to cvt.rz/rm/rp.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tileiras::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

static bool isApprox(Operation *op) {
  auto mode = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode");
  return mode && mode.getValue() == ct::RoundingMode::Approx;
}

static Type tileElement(Value value) {
  return cast<ct::TileType>(value.getType()).getElementType();
}

static std::optional<arith::RoundingMode> convertRounding(ct::RoundingMode mode);

static std::optional<aa::FRounding> toFRounding(ct::RoundingMode mode) {
  switch (mode) {
  case ct::RoundingMode::NearestEven:
    return aa::FRounding::rn;
  case ct::RoundingMode::Zero:
    return aa::FRounding::rz;
  case ct::RoundingMode::NegativeInf:
    return aa::FRounding::rm;
  case ct::RoundingMode::PositiveInf:
    return aa::FRounding::rp;
  case ct::RoundingMode::Approx:
    return aa::FRounding::approx;
  case ct::RoundingMode::Full:
    return aa::FRounding::full;
  default:
    return std::nullopt;
  }
}

/// x with f32 subnormals replaced by a zero of the same sign, as PTX's .ftz
/// treats operands and results.
static Value flushSubnormals(OpBuilder &b, Location loc, Value x) {
  Type i32 = getSameShape(x.getType(), b.getI32Type());
  auto c = [&](uint32_t v) {
    return createSplatConstant(b, loc, i32, b.getI32IntegerAttr(int32_t(v)));
  };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value exponent = arith::AndIOp::create(b, loc, bits, c(0x7F800000));
  Value isSubnormal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, exponent, c(0));
  Value zero = arith::BitcastOp::create(b, loc, x.getType(),
                                        arith::AndIOp::create(b, loc, bits, c(0x80000000)));
  return arith::SelectOp::create(b, loc, isSubnormal, zero, x);
}

namespace {

/// One cuda_tile op to one arith/math op over the converted operands.
template <typename SrcOp, typename DstOp> struct ElementwiseLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op->getResult(0).getType());
    SmallVector<NamedAttribute> attrs;
    if (isApprox(op))
      attrs.push_back(rewriter.getNamedAttr(
          "fastmath", arith::FastMathFlagsAttr::get(op->getContext(), arith::FastMathFlags::afn)));
    rewriter.replaceOpWithNewOp<DstOp>(op, type, adaptor.getOperands(), attrs);
    return success();
  }
};

/// addf, subf, mulf, fma, divf, sqrt: arith/math in the default mode (and
/// for approx without ftz), nv_tileaa.farith otherwise.
template <typename SrcOp, typename DstOp, aa::FArithKind Kind>
struct RoundedFloatLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ct::RoundingMode mode = op.getRoundingMode();
    bool ftz = op.getFlushToZero();
    Type type = this->getTypeConverter()->convertType(op->getResult(0).getType());
    if (!ftz && (mode == ct::RoundingMode::NearestEven || mode == ct::RoundingMode::Approx)) {
      SmallVector<NamedAttribute> attrs;
      if (mode == ct::RoundingMode::Approx)
        attrs.push_back(rewriter.getNamedAttr(
            "fastmath",
            arith::FastMathFlagsAttr::get(op->getContext(), arith::FastMathFlags::afn)));
      rewriter.replaceOpWithNewOp<DstOp>(op, type, adaptor.getOperands(), attrs);
      return success();
    }
    std::optional<aa::FRounding> rounding = toFRounding(mode);
    if (!rounding)
      return rewriter.notifyMatchFailure(op, "rounding mode without a PTX modifier");
    auto element = cast<FloatType>(getElementTypeOrSelf(type));
    if (element.getWidth() >= 32) {
      rewriter.replaceOpWithNewOp<aa::FArithOp>(op, type, Kind, adaptor.getOperands(), *rounding,
                                                ftz);
      return success();
    }
    // f16/bf16 (IEEE modes only, no ftz: verifier): exact in f32, one
    // directed rounding back.
    Type f32 = getSameShape(type, rewriter.getF32Type());
    SmallVector<Value> wide = llvm::map_to_vector(adaptor.getOperands(), [&](Value v) -> Value {
      return arith::ExtFOp::create(rewriter, loc, f32, v);
    });
    Value result = aa::FArithOp::create(rewriter, loc, f32, Kind, wide, *rounding, false);
    auto trunc = arith::TruncFOp::create(rewriter, loc, type, result);
    if (mode != ct::RoundingMode::NearestEven)
      trunc.setRoundingmodeAttr(
          arith::RoundingModeAttr::get(op.getContext(), *convertRounding(mode)));
    rewriter.replaceOp(op, trunc);
    return success();
  }
};

/// exp2 and rsqrt with flush_to_zero: flushed operand, flushed result (an
/// rsqrt result is never subnormal, the flush is a no-op there). On f32 that
/// is PTX's ex2.approx.ftz / rsqrt.approx.ftz (MUFU.EX2 / MUFU.RSQ alone, as
/// NVIDIA emits): the default lowering is ex2.approx / rsqrt.approx already
/// (libdevice), so .ftz changes nothing but the flushing.
template <typename SrcOp, typename DstOp, aa::FArithKind Kind>
struct FlushingUnaryLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value x = adaptor.getSource();
    if (!op.getFlushToZero()) {
      rewriter.replaceOpWithNewOp<DstOp>(op, x);
      return success();
    }
    if (getElementTypeOrSelf(x.getType()).isF32()) {
      rewriter.replaceOpWithNewOp<aa::FArithOp>(op, x.getType(), Kind, ValueRange{x},
                                                aa::FRounding::approx, /*ftz=*/true);
      return success();
    }
    Value result = DstOp::create(rewriter, loc, flushSubnormals(rewriter, loc, x));
    rewriter.replaceOp(op, flushSubnormals(rewriter, loc, result));
    return success();
  }
};

} // namespace

static arith::IntegerOverflowFlags convertOverflow(ct::IntegerOverflow overflow) {
  switch (overflow) {
  case ct::IntegerOverflow::None:
    return arith::IntegerOverflowFlags::none;
  case ct::IntegerOverflow::NSW:
    return arith::IntegerOverflowFlags::nsw;
  case ct::IntegerOverflow::NUW:
    return arith::IntegerOverflowFlags::nuw;
  case ct::IntegerOverflow::NW:
    return arith::IntegerOverflowFlags::nsw | arith::IntegerOverflowFlags::nuw;
  }
  llvm_unreachable("unknown overflow flag");
}

namespace {

/// addi, subi, muli, shli, trunci: the overflow promise maps one to one
/// (both make a wrapped result poison).
template <typename SrcOp, typename DstOp> struct OverflowLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op->getResult(0).getType());
    auto flags =
        arith::IntegerOverflowFlagsAttr::get(op->getContext(), convertOverflow(op.getOverflow()));
    rewriter.replaceOpWithNewOp<DstOp>(op, type, adaptor.getOperands(),
                                       rewriter.getNamedAttr("overflowFlags", flags));
    return success();
  }
};

/// Ops whose `signedness` picks between two arith ops.
template <typename SrcOp, typename SignedOp, typename UnsignedOp>
struct SignedLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op->getResult(0).getType());
    if (op.getSignedness() == ct::Signedness::Signed)
      rewriter.replaceOpWithNewOp<SignedOp>(op, type, adaptor.getOperands());
    else
      rewriter.replaceOpWithNewOp<UnsignedOp>(op, type, adaptor.getOperands());
    return success();
  }
};

/// -x as 0 - x; no_signed_wrap keeps its meaning (negating MIN is poison).
struct NegILowering : OpConversionPattern<ct::NegIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::NegIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = adaptor.getSource().getType();
    Value zero = createSplatConstant(rewriter, op.getLoc(), type,
                                     rewriter.getIntegerAttr(getElementTypeOrSelf(type), 0));
    auto flags = arith::IntegerOverflowFlagsAttr::get(op->getContext(),
                                                      op.getOverflow() == ct::IntegerOverflow::None
                                                          ? arith::IntegerOverflowFlags::none
                                                          : arith::IntegerOverflowFlags::nsw);
    rewriter.replaceOpWithNewOp<arith::SubIOp>(op, type, ValueRange{zero, adaptor.getSource()},
                                               rewriter.getNamedAttr("overflowFlags", flags));
    return success();
  }
};

/// The high half of the unsigned double-width product.
struct MulhiILowering : OpConversionPattern<ct::MulhiIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MulhiIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto mul =
        arith::MulUIExtendedOp::create(rewriter, op.getLoc(), adaptor.getX(), adaptor.getY());
    rewriter.replaceOp(op, mul.getHigh());
    return success();
  }
};

/// divi rounds toward zero, -inf (signed only) or +inf.
struct DivILowering : OpConversionPattern<ct::DivIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::DivIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    bool isSigned = op.getSignedness() == ct::Signedness::Signed;
    switch (op.getRounding()) {
    case ct::RoundingMode::PositiveInf:
      if (isSigned)
        rewriter.replaceOpWithNewOp<arith::CeilDivSIOp>(op, lhs, rhs);
      else
        rewriter.replaceOpWithNewOp<arith::CeilDivUIOp>(op, lhs, rhs);
      return success();
    case ct::RoundingMode::NegativeInf: // signed only (verifier)
      rewriter.replaceOpWithNewOp<arith::FloorDivSIOp>(op, lhs, rhs);
      return success();
    default:
      if (isSigned)
        rewriter.replaceOpWithNewOp<arith::DivSIOp>(op, lhs, rhs);
      else
        rewriter.replaceOpWithNewOp<arith::DivUIOp>(op, lhs, rhs);
      return success();
    }
  }
};

/// remi: cuda_tile defines MIN % -1 as 0, where arith.remsi (like LLVM's
/// srem) is undefined; any x % -1 is 0, so divide by 1 there instead.
struct RemILowering : OpConversionPattern<ct::RemIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::RemIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (op.getSignedness() == ct::Signedness::Unsigned) {
      rewriter.replaceOpWithNewOp<arith::RemUIOp>(op, lhs, rhs);
      return success();
    }
    Location loc = op.getLoc();
    Type type = rhs.getType(), element = getElementTypeOrSelf(type);
    Value minusOne = createSplatConstant(rewriter, loc, type, rewriter.getIntegerAttr(element, -1));
    Value one = createSplatConstant(rewriter, loc, type, rewriter.getIntegerAttr(element, 1));
    Value isMinusOne =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, rhs, minusOne);
    Value divisor = arith::SelectOp::create(rewriter, loc, isMinusOne, one, rhs);
    rewriter.replaceOpWithNewOp<arith::RemSIOp>(op, lhs, divisor);
    return success();
  }
};

struct CmpILowering : OpConversionPattern<ct::CmpIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::CmpIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    bool s = op.getSignedness() == ct::Signedness::Signed;
    arith::CmpIPredicate predicate;
    switch (op.getComparisonPredicate()) {
    case ct::ComparisonPredicate::Equal:
      predicate = arith::CmpIPredicate::eq;
      break;
    case ct::ComparisonPredicate::NotEqual:
      predicate = arith::CmpIPredicate::ne;
      break;
    case ct::ComparisonPredicate::LessThan:
      predicate = s ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
      break;
    case ct::ComparisonPredicate::LessThanOrEqual:
      predicate = s ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
      break;
    case ct::ComparisonPredicate::GreaterThan:
      predicate = s ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
      break;
    case ct::ComparisonPredicate::GreaterThanOrEqual:
      predicate = s ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
      break;
    }
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, predicate, adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

/// Ordered predicates are false when an operand is NaN, unordered ones true.
struct CmpFLowering : OpConversionPattern<ct::CmpFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::CmpFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    bool o = op.getComparisonOrdering() == ct::ComparisonOrdering::Ordered;
    arith::CmpFPredicate predicate;
    switch (op.getComparisonPredicate()) {
    case ct::ComparisonPredicate::Equal:
      predicate = o ? arith::CmpFPredicate::OEQ : arith::CmpFPredicate::UEQ;
      break;
    case ct::ComparisonPredicate::NotEqual:
      predicate = o ? arith::CmpFPredicate::ONE : arith::CmpFPredicate::UNE;
      break;
    case ct::ComparisonPredicate::LessThan:
      predicate = o ? arith::CmpFPredicate::OLT : arith::CmpFPredicate::ULT;
      break;
    case ct::ComparisonPredicate::LessThanOrEqual:
      predicate = o ? arith::CmpFPredicate::OLE : arith::CmpFPredicate::ULE;
      break;
    case ct::ComparisonPredicate::GreaterThan:
      predicate = o ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::UGT;
      break;
    case ct::ComparisonPredicate::GreaterThanOrEqual:
      predicate = o ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::UGE;
      break;
    }
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(op, predicate, adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

/// maxf/minf: IEEE 754-2019 maximum/minimum with propagate_nan, else
/// maximumNumber/minimumNumber (a NaN operand yields the other one). The
/// interpreter orders -0 below +0 in both; arith.maxnumf/minnumf leave the
/// sign of a zero result open, which the NVVM lowering (max.f32) settles.
template <typename SrcOp, typename PropagateOp, typename NumberOp>
struct MinMaxFLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    // The result is an operand (or NaN): flushing the operands is enough.
    if (op.getFlushToZero()) {
      lhs = flushSubnormals(rewriter, op.getLoc(), lhs);
      rhs = flushSubnormals(rewriter, op.getLoc(), rhs);
    }
    if (op.getPropagateNan())
      rewriter.replaceOpWithNewOp<PropagateOp>(op, lhs, rhs);
    else
      rewriter.replaceOpWithNewOp<NumberOp>(op, lhs, rhs);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Constants and conversions
//===----------------------------------------------------------------------===//

/// A splat becomes one scalar constant (splatted for a tensor), anything
/// else a dense tensor constant. tf32 values are re-encoded as f32 (exact).
struct ConstantLowering : OpConversionPattern<ct::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::ConstantOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Type element = getElementTypeOrSelf(type);
    DenseIntOrFPElementsAttr value = op.getValue();
    auto toElement = [&](APFloat f) {
      bool lost;
      f.convert(cast<FloatType>(element).getFloatSemantics(), llvm::RoundingMode::NearestTiesToEven,
                &lost);
      return f;
    };
    bool isFloat = isa<FloatType>(element);
    if (value.isSplat()) {
      TypedAttr scalar =
          isFloat ? TypedAttr(FloatAttr::get(element, toElement(value.getSplatValue<APFloat>())))
                  : TypedAttr(IntegerAttr::get(element, value.getSplatValue<APInt>()));
      rewriter.replaceOp(op, createSplatConstant(rewriter, op.getLoc(), type, scalar));
      return success();
    }
    auto tensor = cast<RankedTensorType>(type);
    DenseElementsAttr dense;
    if (isFloat)
      dense = DenseElementsAttr::get(tensor,
                                     llvm::map_to_vector(value.getValues<APFloat>(), toElement));
    else
      dense = DenseElementsAttr::get(tensor, llvm::to_vector(value.getValues<APInt>()));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, tensor, dense);
    return success();
  }
};

} // namespace

static std::optional<arith::RoundingMode> convertRounding(ct::RoundingMode mode) {
  switch (mode) {
  case ct::RoundingMode::NearestEven:
    return arith::RoundingMode::to_nearest_even;
  case ct::RoundingMode::Zero:
    return arith::RoundingMode::toward_zero;
  case ct::RoundingMode::NegativeInf:
    return arith::RoundingMode::downward;
  case ct::RoundingMode::PositiveInf:
    return arith::RoundingMode::upward;
  case ct::RoundingMode::NearestAway:
    return arith::RoundingMode::to_nearest_away;
  default:
    return std::nullopt;
  }
}

/// Rounds f32 values to tf32 precision (10 mantissa bits) in `mode`, on the
/// bits: add the rounding increment below bit 13, then clear bits 0-12. A
/// carry into the exponent is the correct IEEE result (up to infinity); NaN
/// becomes the canonical NaN, as the interpreter has it.
static Value roundToTF32(OpBuilder &b, Location loc, Value x, ct::RoundingMode mode) {
  Type i32 = getSameShape(x.getType(), b.getI32Type());
  auto c = [&](uint32_t v) {
    return createSplatConstant(b, loc, i32, b.getI32IntegerAttr(int32_t(v)));
  };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value increment;
  switch (mode) {
  case ct::RoundingMode::Zero:
    break;
  case ct::RoundingMode::NearestAway:
    increment = c(0x1000);
    break;
  case ct::RoundingMode::PositiveInf:
  case ct::RoundingMode::NegativeInf: {
    // Away from zero exactly when the sign matches the direction.
    Value negative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, c(0));
    bool up = mode == ct::RoundingMode::PositiveInf;
    increment =
        arith::SelectOp::create(b, loc, negative, up ? c(0) : c(0x1FFF), up ? c(0x1FFF) : c(0));
    break;
  }
  default: { // nearest_even: ties go to an even bit 13
    Value lsb = arith::AndIOp::create(b, loc, arith::ShRUIOp::create(b, loc, bits, c(13)), c(1));
    increment = arith::AddIOp::create(b, loc, c(0xFFF), lsb);
    break;
  }
  }
  if (increment)
    bits = arith::AddIOp::create(b, loc, bits, increment);
  Value rounded = arith::BitcastOp::create(b, loc, x.getType(),
                                           arith::AndIOp::create(b, loc, bits, c(0xFFFFE000)));
  Value isNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value nan = createSplatConstant(
      b, loc, x.getType(), FloatAttr::get(b.getF32Type(), APFloat::getQNaN(APFloat::IEEEsingle())));
  return arith::SelectOp::create(b, loc, isNan, nan, rounded);
}

namespace {

/// Float to float in the op's rounding mode. Widening is exact; narrowing is
/// arith.truncf with the mode; equal widths (f16 <-> bf16, f8 <-> f8) go
/// exactly through f32 and round once. tf32 is f32 rounded by roundToTF32.
struct FToFLowering : OpConversionPattern<ct::FToFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::FToFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value x = adaptor.getFrom();
    Type resultType = getTypeConverter()->convertType(op.getTo().getType());
    ct::RoundingMode mode = op.getRoundingMode();
    auto from = cast<FloatType>(getElementTypeOrSelf(x.getType()));
    auto to = cast<FloatType>(getElementTypeOrSelf(resultType));
    auto truncate = [&](Value v, Type type) -> Value {
      auto truncOp = arith::TruncFOp::create(rewriter, loc, type, v);
      if (mode != ct::RoundingMode::NearestEven)
        truncOp.setRoundingmodeAttr(
            arith::RoundingModeAttr::get(op.getContext(), *convertRounding(mode)));
      return truncOp;
    };
    if (isa<FloatTF32Type>(tileElement(op.getTo()))) {
      // Narrow sources (at most tf32's 11 bits of precision) are exact in
      // tf32; f64 goes through f32, which the check allows only for directed
      // modes, where rounding twice is rounding once.
      if (from.getWidth() < 32) {
        rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, resultType, x);
        return success();
      }
      Value f32 = from.getWidth() == 64 ? truncate(x, resultType) : x;
      rewriter.replaceOp(op, roundToTF32(rewriter, loc, f32, mode));
      return success();
    }
    if (from == to) { // tf32 -> f32: already an f32 value
      rewriter.replaceOp(op, x);
      return success();
    }
    if (from.getWidth() < to.getWidth()) {
      rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, resultType, x);
      return success();
    }
    if (from.getWidth() == to.getWidth())
      x = arith::ExtFOp::create(rewriter, loc, getSameShape(x.getType(), rewriter.getF32Type()), x);
    rewriter.replaceOp(op, truncate(x, resultType));
    return success();
  }
};

/// An f32 integer value rounded to f8 as the interpreter's integer
/// conversion does: to nearest even, and past the largest finite value by
/// more than half an ulp to NaN (e4m3, no infinity) or infinity (e5m2),
/// where the f8 conversion instruction would saturate.
static Value truncToF8(OpBuilder &b, Location loc, Value x, Type type) {
  auto f8 = cast<FloatType>(getElementTypeOrSelf(type));
  const llvm::fltSemantics &sem = f8.getFloatSemantics();
  Value rounded = arith::TruncFOp::create(b, loc, type, x);
  // Halfway between the largest finite value and the next power step; a tie
  // rounds to the even neighbour, finite for e4m3 (1.110 x 2^8), not e5m2.
  bool e4m3 = isa<Float8E4M3FNType>(f8);
  double limit = e4m3 ? 464.0 : 61440.0;
  Type f32 = getSameShape(type, b.getF32Type());
  Value abs = math::AbsFOp::create(b, loc, x);
  Value over = arith::CmpFOp::create(
      b, loc, e4m3 ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OGE, abs,
      createSplatConstant(b, loc, f32, b.getF32FloatAttr(limit)));
  Value special;
  if (APFloat::semanticsHasInf(sem)) {
    Value negative = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OLT, x,
        createSplatConstant(b, loc, f32, b.getF32FloatAttr(0.0)));
    special = arith::SelectOp::create(
        b, loc, negative,
        createSplatConstant(b, loc, type, FloatAttr::get(f8, APFloat::getInf(sem, true))),
        createSplatConstant(b, loc, type, FloatAttr::get(f8, APFloat::getInf(sem))));
  } else {
    special = createSplatConstant(b, loc, type, FloatAttr::get(f8, APFloat::getQNaN(sem)));
  }
  return arith::SelectOp::create(b, loc, over, special, rounded);
}

/// Integer to float, rounding to nearest even. A tf32 result is the f32
/// conversion rounded again, exact for the narrow sources the check allows.
struct IToFLowering : OpConversionPattern<ct::IToFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::IToFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getTo().getType());
    auto element = cast<FloatType>(getElementTypeOrSelf(type));
    // f8: through f32, exact below 2^24, far beyond f8's range.
    bool isF8 = element.getWidth() == 8;
    Type via = isF8 ? getSameShape(type, rewriter.getF32Type()) : type;
    Value result;
    if (op.getSignedness() == ct::Signedness::Signed)
      result = arith::SIToFPOp::create(rewriter, loc, via, adaptor.getFrom());
    else
      result = arith::UIToFPOp::create(rewriter, loc, via, adaptor.getFrom());
    if (isa<FloatTF32Type>(tileElement(op.getTo())))
      result = roundToTF32(rewriter, loc, result, ct::RoundingMode::NearestEven);
    if (isF8)
      result = truncToF8(rewriter, loc, result, type);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Float to integer, truncating. Out of range (or NaN) gives poison, like
/// arith; `saturating` clamps to the integer range and maps NaN to 0 (the
/// interpreter's rule): the conversion of the truncated value is replaced by
/// the bounds where it lies outside them.
struct FToILowering : OpConversionPattern<ct::FToIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::FToIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getTo().getType());
    bool isSigned = op.getSignedness() == ct::Signedness::Signed;
    Value x = adaptor.getFrom();
    auto convert = [&](Value v) -> Value {
      if (isSigned)
        return arith::FPToSIOp::create(rewriter, loc, type, v);
      return arith::FPToUIOp::create(rewriter, loc, type, v);
    };
    if (!op.getSaturating()) {
      // f8 has no conversion to integers; its f32 value is exact.
      if (cast<FloatType>(getElementTypeOrSelf(x.getType())).getWidth() == 8)
        x = arith::ExtFOp::create(rewriter, loc, getSameShape(x.getType(), rewriter.getF32Type()),
                                  x);
      rewriter.replaceOp(op, convert(x));
      return success();
    }
    // Every narrower float is exact in f32, which has an infinity and holds
    // the powers of two bounding any integer type up to i64.
    if (cast<FloatType>(getElementTypeOrSelf(x.getType())).getWidth() < 32)
      x = arith::ExtFOp::create(rewriter, loc, getSameShape(x.getType(), rewriter.getF32Type()), x);
    Type floatType = x.getType();
    auto element = cast<FloatType>(getElementTypeOrSelf(floatType));
    auto intElement = cast<IntegerType>(getElementTypeOrSelf(type));
    unsigned width = intElement.getWidth();
    auto powerOfTwo = [&](unsigned exponent, bool negative) {
      APFloat f = llvm::scalbn(APFloat::getOne(element.getFloatSemantics(), negative), exponent,
                               llvm::RoundingMode::NearestTiesToEven);
      return createSplatConstant(rewriter, loc, floatType, FloatAttr::get(element, f));
    };
    auto intConstant = [&](const APInt &v) {
      return createSplatConstant(rewriter, loc, type, IntegerAttr::get(intElement, v));
    };
    Value t = math::TruncOp::create(rewriter, loc, x);
    Value tooBig = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGE, t,
                                         powerOfTwo(isSigned ? width - 1 : width, false));
    Value tooSmall = isSigned
                         ? arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, t,
                                                 powerOfTwo(width - 1, true))
                         : arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, t,
                                                 createSplatConstant(rewriter, loc, floatType,
                                                                     FloatAttr::get(element, 0.0)));
    Value isNan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, x, x);
    APInt max = isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
    APInt min = isSigned ? APInt::getSignedMinValue(width) : APInt::getZero(width);
    Value result = convert(x);
    result = arith::SelectOp::create(rewriter, loc, tooSmall, intConstant(min), result);
    result = arith::SelectOp::create(rewriter, loc, tooBig, intConstant(max), result);
    result =
        arith::SelectOp::create(rewriter, loc, isNan, intConstant(APInt::getZero(width)), result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Support check
//===----------------------------------------------------------------------===//

static bool isF8(Type type) { return isa<Float8E4M3FNType, Float8E5M2Type>(type); }

/// Narrowing rounds in any IEEE mode (cvt.rz/rm/rp; f8 has cvt.rn only);
/// nearest_away exists for tf32 only. f8E8M0FNU has no lowering yet.
static LogicalResult checkFToF(ct::FToFOp op) {
  ct::RoundingMode mode = op.getRoundingMode();
  Type from = tileElement(op.getFrom()), to = tileElement(op.getTo());
  auto refuse = [&]() {
    return op.emitOpError() << "from " << from << " to " << to << " with rounding<"
                            << ct::stringifyRoundingMode(mode) << "> is not supported yet";
  };
  if (isa<Float8E8M0FNUType>(from) || isa<Float8E8M0FNUType>(to))
    return refuse();
  if (isa<FloatTF32Type>(to)) {
    // f64 -> f32 -> tf32 would round twice to nearest.
    bool nearest = mode == ct::RoundingMode::NearestEven || mode == ct::RoundingMode::NearestAway;
    return from.isF64() && nearest ? refuse() : success();
  }
  if (mode == ct::RoundingMode::NearestAway)
    return refuse();
  if ((isF8(to) || isF8(from)) && mode != ct::RoundingMode::NearestEven &&
      from.getIntOrFloatBitWidth() >= to.getIntOrFloatBitWidth())
    return refuse();
  return success();
}

tileiras::detail::SupportCheck tileiras::detail::checkArithOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case([](ct::FToFOp op) { return checkFToF(op); })
      // ftoi and itof take only their default rounding (verifier).
      .Case([](ct::IToFOp op) -> LogicalResult {
        // Exact in f32 up to 24 bits, so rounding to tf32 afterwards is the
        // only rounding.
        Type from = tileElement(op.getFrom()), to = tileElement(op.getTo());
        if (isa<FloatTF32Type>(to) && from.getIntOrFloatBitWidth() > 24)
          return op.emitOpError() << "from " << from << " to " << to << " is not supported yet";
        return success();
      })
      // Every rounding mode and flag the verifier admits on float ops maps.
      .Case<ct::AddFOp, ct::SubFOp, ct::MulFOp, ct::FmaOp, ct::DivFOp, ct::SqrtOp, ct::ExpOp,
            ct::TanHOp, ct::Exp2Op, ct::RsqrtOp, ct::MaxFOp, ct::MinFOp, ct::RemFOp, ct::FPowFOp,
            ct::Atan2Op, ct::FPowIOp, ct::AbsFOp, ct::NegFOp, ct::CeilOp, ct::FloorOp, ct::LogOp,
            ct::Log2Op, ct::SinOp, ct::CosOp, ct::TanOp, ct::SinHOp, ct::CosHOp, ct::CmpFOp,
            ct::FToIOp, ct::AddIOp, ct::SubIOp, ct::MulIOp, ct::ShLIOp, ct::ShRIOp, ct::RemIOp,
            ct::MaxIOp, ct::MinIOp, ct::DivIOp, ct::MulhiIOp, ct::AndIOp, ct::OrIOp, ct::XOrIOp,
            ct::AbsIOp, ct::NegIOp, ct::CmpIOp, ct::BitcastOp, ct::ExtIOp, ct::TruncIOp,
            ct::SelectOp, ct::ConstantOp>([](Operation *) { return success(); })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateArithPatterns(TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<
      RoundedFloatLowering<ct::AddFOp, arith::AddFOp, aa::FArithKind::Add>,
      RoundedFloatLowering<ct::SubFOp, arith::SubFOp, aa::FArithKind::Sub>,
      RoundedFloatLowering<ct::MulFOp, arith::MulFOp, aa::FArithKind::Mul>,
      RoundedFloatLowering<ct::DivFOp, arith::DivFOp, aa::FArithKind::Div>,
      RoundedFloatLowering<ct::FmaOp, math::FmaOp, aa::FArithKind::Fma>,
      RoundedFloatLowering<ct::SqrtOp, math::SqrtOp, aa::FArithKind::Sqrt>,
      FlushingUnaryLowering<ct::Exp2Op, math::Exp2Op, aa::FArithKind::Ex2>,
      FlushingUnaryLowering<ct::RsqrtOp, math::RsqrtOp, aa::FArithKind::Rsqrt>,
      ElementwiseLowering<ct::RemFOp, arith::RemFOp>,
      ElementwiseLowering<ct::FPowFOp, math::PowFOp>,
      ElementwiseLowering<ct::Atan2Op, math::Atan2Op>,
      ElementwiseLowering<ct::FPowIOp, math::FPowIOp>,
      ElementwiseLowering<ct::AbsFOp, math::AbsFOp>, ElementwiseLowering<ct::NegFOp, arith::NegFOp>,
      ElementwiseLowering<ct::CeilOp, math::CeilOp>,
      ElementwiseLowering<ct::FloorOp, math::FloorOp>, ElementwiseLowering<ct::LogOp, math::LogOp>,
      ElementwiseLowering<ct::Log2Op, math::Log2Op>, ElementwiseLowering<ct::SinOp, math::SinOp>,
      ElementwiseLowering<ct::CosOp, math::CosOp>, ElementwiseLowering<ct::TanOp, math::TanOp>,
      ElementwiseLowering<ct::SinHOp, math::SinhOp>, ElementwiseLowering<ct::CosHOp, math::CoshOp>,
      ElementwiseLowering<ct::ExpOp, math::ExpOp>, ElementwiseLowering<ct::TanHOp, math::TanhOp>,
      ElementwiseLowering<ct::AndIOp, arith::AndIOp>,
      ElementwiseLowering<ct::OrIOp, arith::OrIOp>, ElementwiseLowering<ct::XOrIOp, arith::XOrIOp>,
      ElementwiseLowering<ct::AbsIOp, math::AbsIOp>,
      ElementwiseLowering<ct::BitcastOp, arith::BitcastOp>,
      ElementwiseLowering<ct::SelectOp, arith::SelectOp>,
      OverflowLowering<ct::AddIOp, arith::AddIOp>, OverflowLowering<ct::SubIOp, arith::SubIOp>,
      OverflowLowering<ct::MulIOp, arith::MulIOp>, OverflowLowering<ct::ShLIOp, arith::ShLIOp>,
      OverflowLowering<ct::TruncIOp, arith::TruncIOp>,
      SignedLowering<ct::ShRIOp, arith::ShRSIOp, arith::ShRUIOp>,
      SignedLowering<ct::MaxIOp, arith::MaxSIOp, arith::MaxUIOp>,
      SignedLowering<ct::MinIOp, arith::MinSIOp, arith::MinUIOp>,
      SignedLowering<ct::ExtIOp, arith::ExtSIOp, arith::ExtUIOp>,
      MinMaxFLowering<ct::MaxFOp, arith::MaximumFOp, arith::MaxNumFOp>,
      MinMaxFLowering<ct::MinFOp, arith::MinimumFOp, arith::MinNumFOp>, NegILowering,
      MulhiILowering, DivILowering, RemILowering, CmpILowering, CmpFLowering, ConstantLowering,
      FToFLowering, IToFLowering, FToILowering>(converter, ctx);
}
