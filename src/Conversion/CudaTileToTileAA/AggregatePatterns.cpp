//===- AggregatePatterns.cpp - reduce, scan and matrix multiply -----------===//
//
// reduce and scan keep their combiner region: it moves into the nv_tileaa
// op, its block arguments become scalars through the type converter, and
// its ops (cuda_tile.yield included) convert with the other patterns.
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

/// The identities as attributes of the converted element types (tf32 -> f32
/// is exact).
static ArrayAttr convertIdentities(Builder &b, ArrayAttr identities, ValueRange operands) {
  SmallVector<Attribute> result;
  for (auto [identity, operand] : llvm::zip(identities, operands)) {
    Type element = getElementTypeOrSelf(operand.getType());
    if (auto f = dyn_cast<FloatAttr>(identity)) {
      APFloat value = f.getValue();
      bool lost;
      value.convert(cast<FloatType>(element).getFloatSemantics(),
                    llvm::RoundingMode::NearestTiesToEven, &lost);
      result.push_back(FloatAttr::get(element, value));
    } else {
      APInt value = cast<IntegerAttr>(identity).getValue();
      result.push_back(
          IntegerAttr::get(element, value.sextOrTrunc(element.getIntOrFloatBitWidth())));
    }
  }
  return b.getArrayAttr(result);
}

/// Moves the combiner of `from` into `to` and converts its argument types.
static LogicalResult moveCombiner(ConversionPatternRewriter &rewriter,
                                  const TypeConverter &converter, Region &from, Region &to) {
  rewriter.inlineRegionBefore(from, to, to.end());
  return rewriter.convertRegionTypes(&to, converter);
}

namespace {

struct ReduceLowering : OpConversionPattern<ct::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    auto reduce = aa::ReduceOp::create(
        rewriter, op.getLoc(), types, adaptor.getOperands(), op.getDimAttr(),
        convertIdentities(rewriter, op.getIdentities(), adaptor.getOperands()));
    if (failed(moveCombiner(rewriter, *getTypeConverter(), op.getBody(), reduce.getBody())))
      return failure();
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

struct ScanLowering : OpConversionPattern<ct::ScanOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    auto scan = aa::ScanOp::create(
        rewriter, op.getLoc(), types, adaptor.getOperands(), op.getDimAttr(), op.getReverseAttr(),
        convertIdentities(rewriter, op.getIdentities(), adaptor.getOperands()));
    if (failed(moveCombiner(rewriter, *getTypeConverter(), op.getBody(), scan.getBody())))
      return failure();
    rewriter.replaceOp(op, scan.getResults());
    return success();
  }
};

/// Only combiner bodies still hold a cuda_tile.yield: flattening replaced
/// those of `if`.
struct YieldLowering : OpConversionPattern<ct::YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::YieldOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<aa::ReduceOp, aa::ScanOp>(op->getParentOp()))
      return failure();
    rewriter.replaceOpWithNewOp<aa::YieldOp>(op, adaptor.getOperands());
    return success();
  }
};

/// mmaf drops `fast_acc`, which only permits a less precise accumulation.
/// tf32 operands are f32 tensors after conversion; `input_precision = "tf32"`
/// keeps the fact that tf32 tensor cores compute them exactly.
struct MmaFLowering : OpConversionPattern<ct::MmaFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MmaFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    auto dot = aa::DotOp::create(rewriter, op.getLoc(), type, adaptor.getLhs(), adaptor.getRhs(),
                                 adaptor.getAcc(), /*lhs_unsigned=*/false,
                                 /*rhs_unsigned=*/false);
    if (isa<FloatTF32Type>(cast<ct::TileType>(op.getLhs().getType()).getElementType()))
      dot->setAttr("input_precision", rewriter.getStringAttr("tf32"));
    rewriter.replaceOp(op, dot.getResult());
    return success();
  }
};

struct MmaILowering : OpConversionPattern<ct::MmaIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MmaIOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    rewriter.replaceOpWithNewOp<aa::DotOp>(op, type, adaptor.getLhs(), adaptor.getRhs(),
                                           adaptor.getAcc(),
                                           op.getSignednessLhs() == ct::Signedness::Unsigned,
                                           op.getSignednessRhs() == ct::Signedness::Unsigned);
    return success();
  }
};

} // namespace

tileiras::detail::SupportCheck tileiras::detail::checkAggregateOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case<ct::ReduceOp, ct::ScanOp, ct::MmaFOp, ct::MmaIOp>([](Operation *) { return success(); })
      .Case([](ct::YieldOp op) -> LogicalResult {
        if (!isa<ct::ReduceOp, ct::ScanOp, ct::IfOp>(op->getParentOp()))
          return op.emitOpError("is not supported yet outside reduce, scan and if");
        return success();
      })
      // Block scales need an nv_tileaa op (or a dot attribute) of their own.
      .Case([](ct::MmaFScaledOp op) -> LogicalResult {
        return op.emitOpError("is not supported yet");
      })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateAggregatePatterns(TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  patterns.add<ReduceLowering, ScanLowering, YieldLowering, MmaFLowering, MmaILowering>(
      converter, patterns.getContext());
}
