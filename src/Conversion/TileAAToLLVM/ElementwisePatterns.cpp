//===- ElementwisePatterns.cpp - arith and math on distributed tiles ------===//
//
// An elementwise op on tiles is the same op on every slot, so arith ops are
// rebuilt on the slot vectors (LLVM scalarises what NVPTX lacks) and math
// ops are unrolled per slot, which keeps their libdevice calls scalar.
// Rounding modes and f8 conversions are in FloatPatterns.cpp.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "FloatPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace tileiras::simt;

namespace {

bool isElementwise(Operation *op) {
  return isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) &&
         !isa<arith::ConstantOp>(op) && op->getNumRegions() == 0;
}

/// Rebuilds an arith op with converted operand and result types.
struct ArithOnSlots : ConversionPattern {
  ArithOnSlots(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), 1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isElementwise(op) || !isa<arith::ArithDialect>(op->getDialect()))
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return failure();
    OperationState state(op->getLoc(), op->getName(), operands, types,
                         op->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// Applies a math op slot by slot.
struct MathPerSlot : ConversionPattern {
  MathPerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), 1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isElementwise(op) || !isa<math::MathDialect>(op->getDialect()) ||
        op->getNumResults() != 1)
      return failure();
    auto resultType = dyn_cast_or_null<VectorType>(
        getTypeConverter()->convertType(op->getResult(0).getType()));
    if (!resultType)
      return failure();
    Location loc = op->getLoc();
    Value result = LLVM::PoisonOp::create(rewriter, loc, resultType);
    for (int64_t v = 0; v < resultType.getNumElements(); ++v) {
      SmallVector<Value> scalars;
      for (Value operand : operands)
        scalars.push_back(
            isa<VectorType>(operand.getType())
                ? extractSlot(rewriter, loc, operand, v)
                : operand);
      OperationState state(loc, op->getName(), scalars,
                           {resultType.getElementType()}, op->getAttrs());
      result = insertSlot(rewriter, loc, result,
                          rewriter.create(state)->getResult(0), v);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Dense tile constants: a splat becomes a splat of slots.
struct ConstantOnSlots : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    auto type = dyn_cast_or_null<VectorType>(
        getTypeConverter()->convertType(op.getType()));
    if (!dense || !type)
      return failure();
    if (!dense.isSplat())
      return rewriter.notifyMatchFailure(op, "non-splat tile constant");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, DenseElementsAttr::get(
                type, registerAttr(dense.getSplatValue<TypedAttr>())));
    return success();
  }
};

} // namespace

void tileiras::simt::populateElementwisePatterns(
    SimtTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ArithOnSlots, MathPerSlot, ConstantOnSlots>(
      converter, patterns.getContext());
  populateFloatPatterns(converter, patterns);
}
