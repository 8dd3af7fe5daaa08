//===- ArithOps.cpp - arithmetic op verifiers ------------------------------===//
//
// Messages keep NVIDIA's 13.1 wording, including "invalid rounding error"
// (reworded to "rounding mode" in 13.2).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static Type elementTypeOf(Value value) {
  return cast<TileType>(value.getType()).getElementType();
}

static LogicalResult checkRoundingIn(Operation *op, RoundingMode mode,
                                     ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode))
    return success();
  std::string list;
  llvm::raw_string_ostream os(list);
  llvm::interleaveComma(allowed, os, [&](RoundingMode m) { os << stringifyRoundingMode(m); });
  return op->emitOpError() << "invalid rounding error specified, expect one of [" << list
                           << "]";
}

static LogicalResult checkF32Only(Operation *op, bool enabled, StringRef modifier,
                                  Type elementType) {
  if (!enabled || elementType.isF32())
    return success();
  return op->emitOpError() << modifier << " modifier only supported for f32 data type, but got: "
                           << elementType;
}

static constexpr RoundingMode kIEEEModes[] = {RoundingMode::NearestEven, RoundingMode::Zero,
                                              RoundingMode::NegativeInf,
                                              RoundingMode::PositiveInf};

template <typename OpTy>
static LogicalResult verifyIEEEOp(OpTy op) {
  Type elt = elementTypeOf(op.getResult());
  if (failed(checkRoundingIn(op, op.getRoundingMode(), kIEEEModes)))
    return failure();
  return checkF32Only(op, op.getFlushToZero(), "flush_to_zero", elt);
}

LogicalResult AddFOp::verify() { return verifyIEEEOp(*this); }
LogicalResult SubFOp::verify() { return verifyIEEEOp(*this); }
LogicalResult MulFOp::verify() { return verifyIEEEOp(*this); }
LogicalResult FmaOp::verify() { return verifyIEEEOp(*this); }

LogicalResult DivFOp::verify() {
  Type elt = elementTypeOf(getResult());
  RoundingMode mode = getRoundingMode();
  if (failed(checkRoundingIn(*this, mode,
                             {RoundingMode::NearestEven, RoundingMode::Zero,
                              RoundingMode::NegativeInf, RoundingMode::PositiveInf,
                              RoundingMode::Approx, RoundingMode::Full})) ||
      failed(checkF32Only(*this, mode == RoundingMode::Approx, "approx", elt)) ||
      failed(checkF32Only(*this, mode == RoundingMode::Full, "full", elt)))
    return failure();
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elt);
}

LogicalResult SqrtOp::verify() {
  Type elt = elementTypeOf(getResult());
  RoundingMode mode = getRoundingMode();
  if (failed(checkRoundingIn(*this, mode,
                             {RoundingMode::NearestEven, RoundingMode::Zero,
                              RoundingMode::NegativeInf, RoundingMode::PositiveInf,
                              RoundingMode::Approx})) ||
      failed(checkF32Only(*this, mode == RoundingMode::Approx, "approx", elt)))
    return failure();
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elt);
}

template <typename OpTy>
static LogicalResult verifyApproxOp(OpTy op) {
  RoundingMode mode = op.getRoundingMode();
  if (mode != RoundingMode::Approx && mode != RoundingMode::Full)
    return op.emitOpError("invalid rounding mode specified, expect one of [approx, full]");
  return checkF32Only(op, mode == RoundingMode::Approx, "approx",
                      elementTypeOf(op.getResult()));
}

LogicalResult ExpOp::verify() { return verifyApproxOp(*this); }
LogicalResult TanHOp::verify() { return verifyApproxOp(*this); }

LogicalResult MaxFOp::verify() {
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elementTypeOf(getResult()));
}
LogicalResult MinFOp::verify() {
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elementTypeOf(getResult()));
}
LogicalResult Exp2Op::verify() {
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elementTypeOf(getResult()));
}
LogicalResult RsqrtOp::verify() {
  return checkF32Only(*this, getFlushToZero(), "flush_to_zero", elementTypeOf(getResult()));
}

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (failed(checkRoundingIn(*this, mode,
                             {RoundingMode::Zero, RoundingMode::NegativeInf,
                              RoundingMode::PositiveInf})))
    return failure();
  if (mode == RoundingMode::NegativeInf && getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding mode 'negative_inf' is not allowed with 'unsigned' flag");
  return success();
}

LogicalResult NegIOp::verify() {
  if (getOverflow() == IntegerOverflow::NUW)
    return emitOpError("'no_unsigned_wrap' overflow flag is not supported");
  return success();
}
