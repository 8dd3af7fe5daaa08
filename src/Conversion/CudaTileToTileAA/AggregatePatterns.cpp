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

/// An f8/e8m0 tile decoded to f32 elementwise. e8m0 is a biased exponent,
/// 2^(x - 127), with 0xff NaN: its bits shifted into the f32 exponent field,
/// except 2^-127, which is an f32 subnormal.
static Value decodeToF32(OpBuilder &b, Location loc, Value tile) {
  auto type = cast<RankedTensorType>(tile.getType());
  auto f32Type = type.clone(b.getF32Type());
  if (!isa<Float8E8M0FNUType>(type.getElementType()))
    return arith::ExtFOp::create(b, loc, f32Type, tile);
  auto i32Type = type.clone(b.getI32Type());
  auto c32 = [&](int64_t v) {
    return createSplatConstant(b, loc, i32Type, b.getI32IntegerAttr(v));
  };
  Value bits = arith::BitcastOp::create(b, loc, type.clone(b.getI8Type()), tile);
  Value x = arith::ExtUIOp::create(b, loc, i32Type, bits);
  Value f = arith::ShLIOp::create(b, loc, x, c32(23));
  f = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, c32(0)),
      c32(0x00400000), f);
  f = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, c32(0xff)),
      c32(0x7fc00000), f);
  return arith::BitcastOp::create(b, loc, f32Type, f);
}

/// A scale tile [batch..., rows, kBlocks] repeated `block` times along its
/// last dimension: [batch..., rows, kBlocks * block].
static Value expandScale(OpBuilder &b, Location loc, Value scale, int64_t block) {
  auto type = cast<RankedTensorType>(scale.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.push_back(1);
  Value x = aa::ReshapeOp::create(b, loc, type.clone(shape), scale);
  shape.back() = block;
  x = aa::BroadcastOp::create(b, loc, type.clone(shape), x);
  shape.pop_back();
  shape.back() *= block;
  return aa::ReshapeOp::create(b, loc, type.clone(shape), x);
}

/// mmaf_scaled on CUDA cores: the operands times their block scales in f32,
/// then nv_tileaa.dot. Each scaled operand is exact in f32 (an f8 value
/// times a power of two) unless it leaves f32's range, and so is the
/// product of two, so the dot's fma adds the interpreter's rounded product.
struct MmaFScaledLowering : OpConversionPattern<ct::MmaFScaledOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MmaFScaledOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto acc = cast<RankedTensorType>(adaptor.getAcc().getType());
    auto lhs = cast<RankedTensorType>(adaptor.getLhs().getType());
    int64_t rank = acc.getRank(), n = acc.getShape().back(), k = lhs.getShape().back();
    auto rhsScaleType = cast<RankedTensorType>(adaptor.getRhsScale().getType());
    int64_t kBlocks = cast<RankedTensorType>(adaptor.getLhsScale().getType()).getShape().back();
    int64_t block = k / kBlocks;
    ArrayRef<int64_t> rs = rhsScaleType.getShape();
    // The rhs scales are [kBlocks, n], or [n, kBlocks] (N-major) when only
    // that reading fits (the interpreter's rule).
    bool nMajor = rs[rank - 1] == kBlocks && rs[rank - 2] == n &&
                  !(rs[rank - 2] == kBlocks && rs[rank - 1] == n);

    Value a = decodeToF32(rewriter, loc, adaptor.getLhs());
    Value b = decodeToF32(rewriter, loc, adaptor.getRhs());
    Value sa = expandScale(rewriter, loc, decodeToF32(rewriter, loc, adaptor.getLhsScale()), block);
    Value sb = decodeToF32(rewriter, loc, adaptor.getRhsScale());
    if (nMajor) {
      // [n, k] -> [k, n]
      sb = expandScale(rewriter, loc, sb, block);
      SmallVector<int32_t> perm;
      for (int64_t i = 0; i < rank - 2; ++i)
        perm.push_back(i);
      perm.append({int32_t(rank - 1), int32_t(rank - 2)});
      sb = aa::PermuteOp::create(rewriter, loc, cast<RankedTensorType>(b.getType()), sb,
                                 rewriter.getDenseI32ArrayAttr(perm));
    } else {
      // [kBlocks, n] -> [kBlocks, block, n] -> [k, n]
      auto type = cast<RankedTensorType>(sb.getType());
      SmallVector<int64_t> shape(type.getShape());
      shape.insert(shape.end() - 1, 1);
      sb = aa::ReshapeOp::create(rewriter, loc, type.clone(shape), sb);
      shape[rank - 1] = block;
      sb = aa::BroadcastOp::create(rewriter, loc, type.clone(shape), sb);
      sb = aa::ReshapeOp::create(rewriter, loc, cast<RankedTensorType>(b.getType()), sb);
    }
    a = arith::MulFOp::create(rewriter, loc, a, sa);
    b = arith::MulFOp::create(rewriter, loc, b, sb);
    rewriter.replaceOpWithNewOp<aa::DotOp>(op, acc, a, b, adaptor.getAcc(),
                                           /*lhs_unsigned=*/false, /*rhs_unsigned=*/false);
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
      // f4 has no register encoding yet (its tiles share bytes).
      .Case([](ct::MmaFScaledOp op) -> LogicalResult {
        for (Value operand : {op.getLhs(), op.getRhs()}) {
          Type element = cast<ct::TileType>(operand.getType()).getElementType();
          if (isa<Float4E2M1FNType>(element))
            return op.emitOpError() << "with " << element << " operands is not supported yet";
        }
        return success();
      })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateAggregatePatterns(TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  patterns.add<ReduceLowering, ScanLowering, YieldLowering, MmaFLowering, MmaILowering,
               MmaFScaledLowering>(
      converter, patterns.getContext());
}
