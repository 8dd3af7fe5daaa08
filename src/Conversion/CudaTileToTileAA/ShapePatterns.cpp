//===- ShapePatterns.cpp - cuda_tile shape ops to nv_tileaa ---------------===//
//
// Shape ops move elements between tile positions, so each has an nv_tileaa
// op. A 0-d tile is a scalar after conversion: reshapes to and from it are
// splat and item, and ops that leave a 0-d tile unchanged fold away.
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

/// Converts `value` (scalar or tensor) to `type` with the same elements in
/// row-major order.
static Value reshapeTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return aa::ItemOp::create(b, loc, type, value);
  if (!isa<RankedTensorType>(value.getType()))
    return aa::SplatOp::create(b, loc, tensor, value);
  return aa::ReshapeOp::create(b, loc, tensor, value);
}

namespace {

struct ReshapeLowering : OpConversionPattern<ct::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::ReshapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, reshapeTo(rewriter, op.getLoc(), adaptor.getSource(), type));
    return success();
  }
};

/// Same rank by the verifier; a 0-d or unchanged tile needs no op.
struct BroadcastLowering : OpConversionPattern<ct::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (type == adaptor.getSource().getType())
      rewriter.replaceOp(op, adaptor.getSource());
    else
      rewriter.replaceOpWithNewOp<aa::BroadcastOp>(op, type, adaptor.getSource());
    return success();
  }
};

struct PermuteLowering : OpConversionPattern<ct::PermuteOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::PermuteOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!isa<RankedTensorType>(type))
      rewriter.replaceOp(op, adaptor.getSource());
    else
      rewriter.replaceOpWithNewOp<aa::PermuteOp>(op, type, adaptor.getSource(),
                                                 op.getPermutationAttr());
    return success();
  }
};

struct ExtractLowering : OpConversionPattern<ct::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::ExtractOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!isa<RankedTensorType>(type))
      rewriter.replaceOp(op, adaptor.getSource());
    else
      rewriter.replaceOpWithNewOp<aa::ExtractOp>(op, type, adaptor.getSource(),
                                                 adaptor.getIndices());
    return success();
  }
};

/// A 0-d insert replaces the whole tile.
struct InsertLowering : OpConversionPattern<ct::InsertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::InsertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!isa<RankedTensorType>(type))
      rewriter.replaceOp(op, adaptor.getSource());
    else
      rewriter.replaceOpWithNewOp<aa::InsertOp>(op, type, adaptor.getSource(),
                                                adaptor.getDestination(), adaptor.getIndices());
    return success();
  }
};

struct CatLowering : OpConversionPattern<ct::CatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::CatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<aa::CatOp>(op, type, adaptor.getLhs(), adaptor.getRhs(),
                                           rewriter.getI32IntegerAttr(op.getDim()));
    return success();
  }
};

/// iota is 1-D by the verifier.
struct IotaLowering : OpConversionPattern<ct::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::IotaOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<aa::MakeRangeOp>(op, type);
    return success();
  }
};

/// pack and unpack are one bit-stream reinterpretation (nv_tileaa.repack).
template <typename SrcOp> struct RepackLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<aa::RepackOp>(op, type, adaptor.getSource());
    return success();
  }
};

/// Elements narrower than a byte (i1, i4, f4E2M1FN) share bytes with their
/// neighbours; the byte-wise repack cannot place them yet.
static LogicalResult checkRepack(Operation *op) {
  for (Type type : {op->getOperand(0).getType(), op->getResult(0).getType()}) {
    Type element = cast<ct::TileType>(type).getElementType();
    if (element.isIntOrFloat() && element.getIntOrFloatBitWidth() % 8 != 0)
      return op->emitOpError() << "with " << element << " elements is not supported yet";
  }
  return success();
}

} // namespace

tileiras::detail::SupportCheck tileiras::detail::checkShapeOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case<ct::ReshapeOp, ct::BroadcastOp, ct::PermuteOp, ct::ExtractOp, ct::InsertOp, ct::CatOp,
            ct::IotaOp>([](Operation *) { return success(); })
      .Case<ct::PackOp, ct::UnpackOp>(checkRepack)
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateShapePatterns(TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<ReshapeLowering, BroadcastLowering, PermuteLowering, ExtractLowering,
               InsertLowering, CatLowering, IotaLowering, RepackLowering<ct::PackOp>,
               RepackLowering<ct::UnpackOp>>(converter, patterns.getContext());
}
