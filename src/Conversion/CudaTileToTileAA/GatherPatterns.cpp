//===- GatherPatterns.cpp - gather/scatter views --------------------------===//
//
// A gather_scatter_view is its tensor view's memref, like the other views,
// but its tiles are no static tiling: along `sparse_dim` the access takes a
// 1-D tile of row indices, along the other dimensions an element offset
// (the interpreter's viewAddresses). So loads and stores through it become
// pointer accesses: element j of the tile is at coordinate c with c[sparse]
// = rows[j[sparse]] and c[i] = index[i] + j[i] otherwise, address base +
// sum(c[i] * stride[i]), masked to the coordinates inside the tensor; a
// load's masked-off elements read the view's padding value.
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

static Value createI64(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(value));
}

/// A signed integer scalar or tensor as i64.
static Value toI64(OpBuilder &b, Location loc, Value value) {
  Type type = getSameShape(value.getType(), b.getI64Type());
  if (value.getType() == type)
    return value;
  return arith::ExtSIOp::create(b, loc, type, value);
}

/// A size or stride of the tensor view: a constant when its type has it.
static Value viewField(OpBuilder &b, Location loc, ct::TensorViewType view, Value memref,
                       unsigned dim, bool stride) {
  int64_t value = stride ? view.getStrides()[dim] : view.getShape()[dim];
  if (!ShapedType::isDynamic(value))
    return createI64(b, loc, value);
  if (stride)
    return aa::GetDimStrideOp::create(b, loc, b.getI64Type(), memref, dim);
  return aa::GetDimSizeOp::create(b, loc, b.getI64Type(), memref, dim);
}

namespace {

/// The element pointers of a gathered tile and the mask of those inside the
/// tensor.
struct GatherAddresses {
  Value ptrs;
  Value inside;
};

} // namespace

static GatherAddresses gatherAddresses(OpBuilder &b, Location loc, ct::GatherScatterViewType view,
                                       Value memref, ValueRange indices, RankedTensorType tile) {
  ct::TensorViewType tensorView = view.getTensorView();
  ArrayRef<int64_t> shape = tile.getShape();
  int64_t rank = shape.size();
  auto i64Tile = RankedTensorType::get(shape, b.getI64Type());
  Value zero = createSplatConstant(b, loc, i64Tile, b.getI64IntegerAttr(0));
  Value offset = zero, inside;
  for (int64_t i = 0; i < rank; ++i) {
    // The coordinates along dimension i as a 1-D tile of shape[i].
    Value line;
    if (i == view.getSparseDim()) {
      line = toI64(b, loc, indices[i]);
    } else {
      auto range = RankedTensorType::get({shape[i]}, b.getI32Type());
      Value lane = toI64(b, loc, aa::MakeRangeOp::create(b, loc, range));
      Value origin = aa::SplatOp::create(b, loc, lane.getType(), toI64(b, loc, indices[i]));
      line = arith::AddIOp::create(b, loc, lane, origin);
    }
    // Spread over the tile: [1, .., shape[i], .., 1], then broadcast.
    SmallVector<int64_t> lineShape(rank, 1);
    lineShape[i] = shape[i];
    Value coord = line;
    if (rank != 1)
      coord = aa::ReshapeOp::create(b, loc, RankedTensorType::get(lineShape, b.getI64Type()),
                                    line);
    if (ArrayRef<int64_t>(lineShape) != shape)
      coord = aa::BroadcastOp::create(b, loc, i64Tile, coord);

    Value size = aa::SplatOp::create(b, loc, i64Tile, viewField(b, loc, tensorView, memref, i,
                                                                /*stride=*/false));
    Value stride = aa::SplatOp::create(b, loc, i64Tile, viewField(b, loc, tensorView, memref, i,
                                                                  /*stride=*/true));
    Value ok = arith::AndIOp::create(
        b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, coord, zero),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, coord, size));
    inside = inside ? arith::AndIOp::create(b, loc, inside, ok).getResult() : ok;
    offset = arith::AddIOp::create(b, loc, offset, arith::MulIOp::create(b, loc, coord, stride));
  }
  auto memrefType = cast<aa::MemrefType>(memref.getType());
  auto ptrType = aa::PtrType::get(b.getContext(), memrefType.getElementType());
  Value base = aa::GetBaseOp::create(b, loc, ptrType, memref);
  auto ptrTile = RankedTensorType::get(shape, ptrType);
  Value ptrs = aa::SplatOp::create(b, loc, ptrTile, base);
  ptrs = aa::AddPtrOp::create(b, loc, ptrTile, ptrs, offset);
  return {ptrs, inside};
}

/// The ordering of a view access: weak has no scope, anything else has one
/// (the device when the op names none), as for partition views.
static std::pair<aa::MemSemanticAttr, aa::MemScopeAttr>
gatherOrdering(MLIRContext *ctx, ct::MemoryOrderingSemantics ordering,
               std::optional<ct::MemoryScope> scope) {
  using O = ct::MemoryOrderingSemantics;
  if (ordering == O::Weak)
    return {aa::MemSemanticAttr::get(ctx, aa::MemSemantic::weak), {}};
  aa::MemSemantic s = ordering == O::Relaxed   ? aa::MemSemantic::relaxed
                      : ordering == O::Acquire ? aa::MemSemantic::acquire
                      : ordering == O::Release ? aa::MemSemantic::release
                                               : aa::MemSemantic::acq_rel;
  aa::MemScope sc = aa::MemScope::gpu;
  if (scope && *scope == ct::MemoryScope::TlBlk)
    sc = aa::MemScope::tl_blk;
  else if (scope && *scope == ct::MemoryScope::Sys)
    sc = aa::MemScope::sys;
  return {aa::MemSemanticAttr::get(ctx, s), aa::MemScopeAttr::get(ctx, sc)};
}

namespace {

struct MakeGatherScatterViewLowering : OpConversionPattern<ct::MakeGatherScatterViewOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MakeGatherScatterViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

// Benefit 2: ahead of the partition view patterns, which take any view.
struct GatherLoadLowering : OpConversionPattern<ct::LoadViewTkoOp> {
  GatherLoadLowering(TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult matchAndRewrite(ct::LoadViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<ct::GatherScatterViewType>(op.getView().getType());
    if (!view)
      return failure();
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(getTypeConverter()->convertType(op.getTile().getType()));
    GatherAddresses at =
        gatherAddresses(rewriter, loc, view, adaptor.getView(), adaptor.getIndex(), type);
    Value other;
    if (TypedAttr pad = getPaddingAttr(view.getPaddingValue(), type.getElementType()))
      other = createSplatConstant(rewriter, loc, type, pad);
    auto [sem, scope] = gatherOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                       op.getMemoryScope());
    auto load = aa::LoadOp::create(rewriter, loc, type, aa::MemTokenType::get(op.getContext()),
                                   at.ptrs, at.inside, other, adaptor.getToken(), sem, scope);
    copyOptimizationHints(op, load);
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

struct ScatterStoreLowering : OpConversionPattern<ct::StoreViewTkoOp> {
  ScatterStoreLowering(TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult matchAndRewrite(ct::StoreViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<ct::GatherScatterViewType>(op.getView().getType());
    if (!view)
      return failure();
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(adaptor.getTile().getType());
    GatherAddresses at =
        gatherAddresses(rewriter, loc, view, adaptor.getView(), adaptor.getIndex(), type);
    auto [sem, scope] = gatherOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                       op.getMemoryScope());
    auto store =
        aa::StoreOp::create(rewriter, loc, aa::MemTokenType::get(op.getContext()), at.ptrs,
                            adaptor.getTile(), at.inside, adaptor.getToken(), sem, scope);
    copyOptimizationHints(op, store);
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

/// One index per row along the sparse dimension, ceil(size / tile) along the
/// others (the interpreter's indexSpaceExtent).
struct GatherIndexSpaceLowering : OpConversionPattern<ct::GetIndexSpaceShapeOp> {
  GatherIndexSpaceLowering(TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult matchAndRewrite(ct::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<ct::GatherScatterViewType>(op.getSrc().getType());
    if (!view)
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResults())) {
      Value count = viewField(rewriter, loc, view.getTensorView(), adaptor.getSrc(), i,
                              /*stride=*/false);
      if (int64_t(i) != view.getSparseDim())
        count = arith::CeilDivUIOp::create(
            rewriter, loc, count, createI64(rewriter, loc, view.getTileShape()[i]));
      Type type = getTypeConverter()->convertType(result.getType());
      if (!type.isInteger(64))
        count = arith::TruncIOp::create(rewriter, loc, type, count);
      results.push_back(count);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

/// A padding the element type can hold (integers pad with 0).
static LogicalResult checkGatherAccess(Operation *op, ct::GatherScatterViewType view) {
  Type element = view.getTensorView().getElementType();
  ct::PaddingValueAttr pad = view.getPaddingValue();
  if (!pad || !isa<FloatType>(element))
    return success();
  const llvm::fltSemantics &sem = cast<FloatType>(element).getFloatSemantics();
  bool isInf = pad.getValue() == ct::PaddingValue::PosInf ||
               pad.getValue() == ct::PaddingValue::NegInf;
  if ((isInf && !APFloat::semanticsHasInf(sem)) ||
      (pad.getValue() == ct::PaddingValue::Nan && !APFloat::semanticsHasNaN(sem)))
    return op->emitOpError() << "with padding_value " << ct::stringifyPaddingValue(pad.getValue())
                             << " for " << element << " is not supported yet";
  return success();
}

tileiras::detail::SupportCheck tileiras::detail::checkGatherOp(Operation *op) {
  auto gatherView = [](Type type) { return dyn_cast<ct::GatherScatterViewType>(type); };
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case([](ct::MakeGatherScatterViewOp) { return success(); })
      .Case([&](ct::LoadViewTkoOp op) -> SupportCheck {
        if (auto view = gatherView(op.getView().getType()))
          return checkGatherAccess(op, view);
        return std::nullopt;
      })
      .Case([&](ct::StoreViewTkoOp op) -> SupportCheck {
        if (auto view = gatherView(op.getView().getType()))
          return checkGatherAccess(op, view);
        return std::nullopt;
      })
      .Case([&](ct::GetIndexSpaceShapeOp op) -> SupportCheck {
        if (gatherView(op.getSrc().getType()))
          return success();
        return std::nullopt;
      })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateGatherPatterns(TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<MakeGatherScatterViewLowering, GatherLoadLowering, ScatterStoreLowering,
               GatherIndexSpaceLowering>(converter, patterns.getContext());
}
