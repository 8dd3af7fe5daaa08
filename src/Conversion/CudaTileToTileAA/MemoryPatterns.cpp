//===- MemoryPatterns.cpp - views, pointers, atomics and tokens -----------===//
//
// A tensor_view becomes an nv_tileaa.memref (base, sizes and strides as i64
// values). Partition and strided views add only static facts (tile shape,
// steps, dim_map, padding), so they are the memref itself and the facts move
// onto tiled_load / tiled_store. Pointer accesses and atomics map one to one,
// with cuda_tile's token operands as nv_tileaa memory tokens.
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

namespace {

/// The static tiling of a partition or strided view.
struct Tiling {
  SmallVector<int64_t> tileShape;
  SmallVector<int64_t> steps;
  SmallVector<int32_t> dimMap;
  ct::PaddingValueAttr padding;
  ct::TensorViewType tensorView;
};

} // namespace

static std::optional<Tiling> getTiling(Type viewType) {
  Tiling t;
  ArrayRef<int32_t> tile, dimMap;
  if (auto view = dyn_cast<ct::PartitionViewType>(viewType)) {
    tile = view.getTileShape().asArrayRef();
    dimMap = view.getDimMap();
    t.padding = view.getPaddingValue();
    t.tensorView = view.getTensorView();
    t.steps.assign(tile.begin(), tile.end());
  } else if (auto view = dyn_cast<ct::StridedViewType>(viewType)) {
    tile = view.getTileShape().asArrayRef();
    dimMap = view.getDimMap();
    t.padding = view.getPaddingValue();
    t.tensorView = view.getTensorView();
    t.steps.assign(view.getTraversalStrides().begin(), view.getTraversalStrides().end());
  } else {
    return std::nullopt;
  }
  t.tileShape.assign(tile.begin(), tile.end());
  // An absent dim_map is the identity.
  if (dimMap.empty())
    for (size_t i = 0; i < tile.size(); ++i)
      t.dimMap.push_back(i);
  else
    t.dimMap.assign(dimMap.begin(), dimMap.end());
  return t;
}

/// The padding value as an attribute of the element type. Integer tiles pad
/// with 0 whatever the value says (the interpreter's rule); float types
/// without the asked-for infinity or NaN are refused by the check.
TypedAttr tileiras::detail::getPaddingAttr(ct::PaddingValueAttr padding, Type element) {
  if (!padding)
    return {};
  if (isa<IntegerType>(element))
    return IntegerAttr::get(element, 0);
  const llvm::fltSemantics &sem = cast<FloatType>(element).getFloatSemantics();
  APFloat value = APFloat::getZero(sem);
  switch (padding.getValue()) {
  case ct::PaddingValue::Zero:
    break;
  case ct::PaddingValue::NegZero:
    value = APFloat::getZero(sem, /*Negative=*/true);
    break;
  case ct::PaddingValue::Nan:
    value = APFloat::getQNaN(sem);
    break;
  case ct::PaddingValue::PosInf:
    value = APFloat::getInf(sem);
    break;
  case ct::PaddingValue::NegInf:
    value = APFloat::getInf(sem, /*Negative=*/true);
    break;
  }
  return FloatAttr::get(element, value);
}

static Value createI64(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(value));
}

/// A signed scalar integer as i64 (shapes and strides are signed).
static Value toI64(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isInteger(64))
    return value;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), value);
}

/// An i64 count as the integer type `type` of a cuda_tile result.
static Value fromI64(OpBuilder &b, Location loc, Value value, Type type) {
  if (type.isInteger(64))
    return value;
  return arith::TruncIOp::create(b, loc, type, value);
}

/// The largest divisor a chain of `assume div_by` on a scalar promises for
/// `value` (1 when none does). Facts with `every`/`along` speak of tiles.
static int64_t assumedDivisor(Value value) {
  uint64_t divisor = 1;
  while (auto assume = value.getDefiningOp<ct::AssumeOp>()) {
    if (auto divBy = dyn_cast<ct::DivByAttr>(assume.getPredicate()))
      if (!divBy.getEvery() && !divBy.getAlong() && llvm::isPowerOf2_64(divBy.getDivisor()))
        divisor = std::max(divisor, divBy.getDivisor());
    value = assume.getValue();
  }
  return int64_t(std::min<uint64_t>(divisor, uint64_t(1) << 32));
}

namespace {

struct MakeTensorViewLowering : OpConversionPattern<ct::MakeTensorViewOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MakeTensorViewOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto view = cast<ct::TensorViewType>(op.getType());
    auto resolve = [&](ArrayRef<int64_t> values, ValueRange dynamic) {
      SmallVector<Value> result;
      for (int64_t v : values) {
        if (!ShapedType::isDynamic(v)) {
          result.push_back(createI64(rewriter, loc, v));
          continue;
        }
        result.push_back(toI64(rewriter, loc, dynamic.front()));
        dynamic = dynamic.drop_front();
      }
      return result;
    };
    SmallVector<Value> sizes = resolve(view.getShape(), adaptor.getDynamicShape());
    SmallVector<Value> strides = resolve(view.getStrides(), adaptor.getDynamicStrides());
    Type type = getTypeConverter()->convertType(view);
    // Keep the producer's divisibility facts (static values speak for
    // themselves and are left at 1).
    auto divisors = [](ArrayRef<int64_t> values, ValueRange dynamic) {
      SmallVector<int64_t> result;
      bool any = false;
      for (int64_t v : values) {
        int64_t divisor = 1;
        if (ShapedType::isDynamic(v)) {
          divisor = assumedDivisor(dynamic.front());
          dynamic = dynamic.drop_front();
        }
        any |= divisor > 1;
        result.push_back(divisor);
      }
      return any ? result : SmallVector<int64_t>{};
    };
    SmallVector<int64_t> sizeDivBy = divisors(view.getShape(), op.getDynamicShape());
    SmallVector<int64_t> strideDivBy = divisors(view.getStrides(), op.getDynamicStrides());
    int64_t baseDivBy = assumedDivisor(op.getBase());
    auto optional = [&](ArrayRef<int64_t> divisors) {
      return divisors.empty() ? DenseI64ArrayAttr() : rewriter.getDenseI64ArrayAttr(divisors);
    };
    rewriter.replaceOpWithNewOp<aa::MakeMemrefOp>(
        op, type, adaptor.getBase(), sizes, strides,
        baseDivBy > 1 ? rewriter.getI64IntegerAttr(baseDivBy) : IntegerAttr(), optional(sizeDivBy),
        optional(strideDivBy));
    return success();
  }
};

/// Partition and strided views are their tensor view's memref.
template <typename SrcOp> struct MakeViewLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

} // namespace

/// The size of tensor dimension `dim`: a constant when the type has it.
static Value getDimSize(OpBuilder &b, Location loc, ct::TensorViewType view, Value memref,
                        unsigned dim) {
  int64_t size = view.getShape()[dim];
  if (!ShapedType::isDynamic(size))
    return createI64(b, loc, size);
  return aa::GetDimSizeOp::create(b, loc, b.getI64Type(), memref, dim);
}

namespace {

struct GetTensorShapeLowering : OpConversionPattern<ct::GetTensorShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::GetTensorShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto view = cast<ct::TensorViewType>(op.getSrc().getType());
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResults())) {
      Value size = getDimSize(rewriter, op.getLoc(), view, adaptor.getSrc(), i);
      results.push_back(
          fromI64(rewriter, op.getLoc(), size, getTypeConverter()->convertType(result.getType())));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Tiles per dimension: ceil(size / tile) for a partition view; for a
/// strided view 1 when the tile covers the dimension, else
/// ceil((size - tile) / stride) + 1 (the interpreter's indexSpaceExtent).
struct GetIndexSpaceShapeLowering : OpConversionPattern<ct::GetIndexSpaceShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Tiling tiling = *getTiling(op.getSrc().getType());
    bool strided = isa<ct::StridedViewType>(op.getSrc().getType());
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResults())) {
      Value size = getDimSize(rewriter, loc, tiling.tensorView, adaptor.getSrc(), tiling.dimMap[i]);
      Value tile = createI64(rewriter, loc, tiling.tileShape[i]);
      Value count;
      if (!strided) {
        count = arith::CeilDivUIOp::create(rewriter, loc, size, tile);
      } else {
        Value one = createI64(rewriter, loc, 1);
        Value step = createI64(rewriter, loc, tiling.steps[i]);
        Value covered = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sle, size, tile);
        Value rest = arith::SubIOp::create(rewriter, loc, size, tile);
        Value more = arith::AddIOp::create(
            rewriter, loc, arith::CeilDivUIOp::create(rewriter, loc, rest, step), one);
        count = arith::SelectOp::create(rewriter, loc, covered, one, more);
      }
      results.push_back(
          fromI64(rewriter, loc, count, getTypeConverter()->convertType(result.getType())));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

static aa::MemSemanticAttr convertOrdering(MLIRContext *ctx, ct::MemoryOrderingSemantics ordering);
static aa::MemScopeAttr convertScope(MLIRContext *ctx, std::optional<ct::MemoryScope> scope);

/// The ordering of a view access: weak has no scope, anything else has one
/// (the device when the op names none).
static std::pair<aa::MemSemanticAttr, aa::MemScopeAttr>
convertViewOrdering(MLIRContext *ctx, ct::MemoryOrderingSemantics ordering,
                    std::optional<ct::MemoryScope> scope) {
  if (ordering == ct::MemoryOrderingSemantics::Weak)
    return {aa::MemSemanticAttr::get(ctx, aa::MemSemantic::weak), {}};
  return {convertOrdering(ctx, ordering),
          scope ? convertScope(ctx, scope) : aa::MemScopeAttr::get(ctx, aa::MemScope::gpu)};
}

namespace {

// View accesses keep `inbounds` (the promise that the tile lies inside the
// tensor along a dimension): lowering drops the bounds checks it covers.
static DenseBoolArrayAttr inboundsOf(std::optional<ArrayRef<bool>> inbounds, Builder &b) {
  if (!inbounds || llvm::none_of(*inbounds, [](bool in) { return in; }))
    return {};
  return b.getDenseBoolArrayAttr(*inbounds);
}

struct LoadViewLowering : OpConversionPattern<ct::LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::LoadViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Tiling tiling = *getTiling(op.getView().getType());
    auto type = cast<RankedTensorType>(getTypeConverter()->convertType(op.getTile().getType()));
    auto [sem, scope] = convertViewOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                            op.getMemoryScope());
    auto load = aa::TiledLoadOp::create(
        rewriter, op.getLoc(), type, aa::MemTokenType::get(op.getContext()), adaptor.getView(),
        adaptor.getIndex(), adaptor.getToken(), rewriter.getDenseI64ArrayAttr(tiling.steps),
        rewriter.getDenseI32ArrayAttr(tiling.dimMap),
        getPaddingAttr(tiling.padding, type.getElementType()), sem, scope,
        inboundsOf(op.getInbounds(), rewriter));
    copyOptimizationHints(op, load);
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

struct StoreViewLowering : OpConversionPattern<ct::StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::StoreViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Tiling tiling = *getTiling(op.getView().getType());
    auto [sem, scope] = convertViewOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                            op.getMemoryScope());
    auto store = aa::TiledStoreOp::create(
        rewriter, op.getLoc(), aa::MemTokenType::get(op.getContext()), adaptor.getTile(),
        adaptor.getView(), adaptor.getIndex(), adaptor.getToken(),
        rewriter.getDenseI64ArrayAttr(tiling.steps), rewriter.getDenseI32ArrayAttr(tiling.dimMap),
        sem, scope, inboundsOf(op.getInbounds(), rewriter));
    copyOptimizationHints(op, store);
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

/// The multimem ops (13.5) are the view load and store with every element
/// access going to the whole multicast group: nv_tileaa.multimem on the
/// tiled_load/tiled_store says so (NvTileAA.h).
struct MultimemLoadReduceLowering : OpConversionPattern<ct::MultimemLoadReduceViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MultimemLoadReduceViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Tiling tiling = *getTiling(op.getView().getType());
    auto type =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getReducedValues().getType()));
    auto [sem, scope] = convertViewOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                            op.getMemoryScope());
    auto load = aa::TiledLoadOp::create(
        rewriter, op.getLoc(), type, aa::MemTokenType::get(op.getContext()), adaptor.getView(),
        adaptor.getIndex(), adaptor.getToken(), rewriter.getDenseI64ArrayAttr(tiling.steps),
        rewriter.getDenseI32ArrayAttr(tiling.dimMap),
        getPaddingAttr(tiling.padding, type.getElementType()), sem, scope,
        inboundsOf(op.getInbounds(), rewriter));
    load->setAttr(aa::kMultimemAttrName,
                  rewriter.getStringAttr(ct::stringifyMultimemReductionKind(op.getReduction())));
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

template <typename Op>
struct MultimemStoreLowering : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Tiling tiling = *getTiling(op.getView().getType());
    auto [sem, scope] = convertViewOrdering(op.getContext(), op.getMemoryOrderingSemantics(),
                                            op.getMemoryScope());
    auto store = aa::TiledStoreOp::create(
        rewriter, op.getLoc(), aa::MemTokenType::get(op.getContext()), adaptor.getTile(),
        adaptor.getView(), adaptor.getIndex(), adaptor.getToken(),
        rewriter.getDenseI64ArrayAttr(tiling.steps), rewriter.getDenseI32ArrayAttr(tiling.dimMap),
        sem, scope, inboundsOf(op.getInbounds(), rewriter));
    StringRef kind = "store";
    if constexpr (std::is_same_v<Op, ct::MultimemReduceViewTkoOp>)
      kind = ct::stringifyMultimemReductionKind(op.getReduction());
    store->setAttr(aa::kMultimemAttrName, rewriter.getStringAttr(kind));
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Pointers and atomics
//===----------------------------------------------------------------------===//

static aa::MemSemanticAttr convertOrdering(MLIRContext *ctx, ct::MemoryOrderingSemantics ordering) {
  aa::MemSemantic sem = aa::MemSemantic::weak;
  switch (ordering) {
  case ct::MemoryOrderingSemantics::Weak:
    break;
  case ct::MemoryOrderingSemantics::Relaxed:
    sem = aa::MemSemantic::relaxed;
    break;
  case ct::MemoryOrderingSemantics::Acquire:
    sem = aa::MemSemantic::acquire;
    break;
  case ct::MemoryOrderingSemantics::Release:
    sem = aa::MemSemantic::release;
    break;
  case ct::MemoryOrderingSemantics::AcqRel:
    sem = aa::MemSemantic::acq_rel;
    break;
  }
  return aa::MemSemanticAttr::get(ctx, sem);
}

/// cuda_tile's `device` is the whole GPU; it has no cluster scope. (Atomics
/// are never weak: the cuda_tile verifier rejects it.)
static aa::MemScopeAttr convertScope(MLIRContext *ctx, std::optional<ct::MemoryScope> scope) {
  if (!scope)
    return {};
  aa::MemScope result = aa::MemScope::gpu;
  switch (*scope) {
  case ct::MemoryScope::TlBlk:
    result = aa::MemScope::tl_blk;
    break;
  case ct::MemoryScope::Device:
    result = aa::MemScope::gpu;
    break;
  case ct::MemoryScope::Sys:
    result = aa::MemScope::sys;
    break;
  }
  return aa::MemScopeAttr::get(ctx, result);
}

namespace {

struct LoadPtrLowering : OpConversionPattern<ct::LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::LoadPtrTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    auto load = aa::LoadOp::create(rewriter, op.getLoc(), type, aa::MemTokenType::get(ctx),
                                   adaptor.getSource(), adaptor.getMask(),
                                   adaptor.getPaddingValue(), adaptor.getToken(),
                                   convertOrdering(ctx, op.getMemoryOrderingSemantics()),
                                   convertScope(ctx, op.getMemoryScope()));
    copyOptimizationHints(op, load);
    rewriter.replaceOp(op, load.getResults());
    return success();
  }
};

struct StorePtrLowering : OpConversionPattern<ct::StorePtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::StorePtrTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    auto store = aa::StoreOp::create(rewriter, op.getLoc(), aa::MemTokenType::get(ctx),
                                     adaptor.getDestination(), adaptor.getValue(),
                                     adaptor.getMask(), adaptor.getToken(),
                                     convertOrdering(ctx, op.getMemoryOrderingSemantics()),
                                     convertScope(ctx, op.getMemoryScope()));
    copyOptimizationHints(op, store);
    rewriter.replaceOp(op, store.getResultToken());
    return success();
  }
};

} // namespace

static aa::RmwMode convertRmwMode(ct::AtomicRMWMode mode) {
  switch (mode) {
  case ct::AtomicRMWMode::And:
    return aa::RmwMode::And;
  case ct::AtomicRMWMode::Or:
    return aa::RmwMode::Or;
  case ct::AtomicRMWMode::Xor:
    return aa::RmwMode::Xor;
  case ct::AtomicRMWMode::Add:
    return aa::RmwMode::Add;
  case ct::AtomicRMWMode::AddF:
    return aa::RmwMode::AddF;
  case ct::AtomicRMWMode::Max:
    return aa::RmwMode::Max;
  case ct::AtomicRMWMode::Min:
    return aa::RmwMode::Min;
  case ct::AtomicRMWMode::UMax:
    return aa::RmwMode::UMax;
  case ct::AtomicRMWMode::UMin:
    return aa::RmwMode::UMin;
  case ct::AtomicRMWMode::Xchg:
    return aa::RmwMode::Xchg;
  }
  llvm_unreachable("unknown atomic mode");
}

namespace {

struct AtomicRmwLowering : OpConversionPattern<ct::AtomicRMWTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AtomicRMWTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    auto rmw = aa::AtomicRmwOp::create(rewriter, op.getLoc(), type, aa::MemTokenType::get(ctx),
                                       adaptor.getPointers(), adaptor.getArg(), adaptor.getMask(),
                                       adaptor.getToken(),
                                       aa::RmwModeAttr::get(ctx, convertRmwMode(op.getMode())),
                                       convertOrdering(ctx, op.getMemoryOrderingSemantics()),
                                       convertScope(ctx, op.getMemoryScope()));
    rewriter.replaceOp(op, rmw.getResults());
    return success();
  }
};

struct AtomicCasLowering : OpConversionPattern<ct::AtomicCASTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AtomicCASTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    auto cas = aa::AtomicCasOp::create(rewriter, op.getLoc(), type, aa::MemTokenType::get(ctx),
                                       adaptor.getPointers(), adaptor.getCmp(), adaptor.getVal(),
                                       adaptor.getMask(), adaptor.getToken(),
                                       convertOrdering(ctx, op.getMemoryOrderingSemantics()),
                                       convertScope(ctx, op.getMemoryScope()));
    rewriter.replaceOp(op, cas.getResults());
    return success();
  }
};

/// offset, int_to_ptr, ptr_to_int, ptr_to_ptr: one op each.
template <typename SrcOp, typename DstOp> struct PointerLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op->getResult(0).getType());
    rewriter.replaceOpWithNewOp<DstOp>(op, type, adaptor.getOperands());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

struct MakeTokenLowering : OpConversionPattern<ct::MakeTokenOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MakeTokenOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op, aa::MemTokenType::get(op.getContext()));
    return success();
  }
};

/// gdc_wait_tko and gdc_launch_dependents_tko keep their token order.
template <typename SrcOp, typename DstOp> struct GridDepLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<DstOp>(op, aa::MemTokenType::get(op.getContext()),
                                       adaptor.getToken());
    return success();
  }
};

/// join_tokens has two or more operands (the verifier says so).
struct JoinTokensLowering : OpConversionPattern<ct::JoinTokensOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::JoinTokensOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::JoinMemTokenOp>(op, aa::MemTokenType::get(op.getContext()),
                                                    adaptor.getTokens());
    return success();
  }
};

/// The partition or strided view's tiling, as tiled_store has it; the
/// cuda_tile verifier has excluded padding and xchg.
struct AtomicRedViewLowering : OpConversionPattern<ct::AtomicRedViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AtomicRedViewTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Tiling tiling = *getTiling(op.getView().getType());
    auto red = aa::TiledAtomicRedOp::create(
        rewriter, op.getLoc(), aa::MemTokenType::get(ctx),
        aa::RmwModeAttr::get(ctx, convertRmwMode(op.getMode())), adaptor.getValue(),
        adaptor.getView(), adaptor.getIndex(), adaptor.getToken(),
        rewriter.getDenseI64ArrayAttr(tiling.steps), rewriter.getDenseI32ArrayAttr(tiling.dimMap),
        convertScope(ctx, op.getMemoryScope()));
    copyOptimizationHints(op, red);
    rewriter.replaceOp(op, red.getResultToken());
    return success();
  }
};

/// The `global` flag is dropped: cuda_tile pointers address global memory,
/// so the storage is there either way (docs/lowering.md, "alloca").
struct AllocaLowering : OpConversionPattern<ct::AllocaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AllocaOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    rewriter.replaceOpWithNewOp<aa::AllocaOp>(op, type, op.getNumElem(), op.getAlignment());
    return success();
  }
};

struct FenceAliasLowering : OpConversionPattern<ct::MemoryFenceAliasTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::MemoryFenceAliasTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::AliasFenceOp>(op, aa::MemTokenType::get(op.getContext()),
                                                  adaptor.getToken());
    return success();
  }
};

/// Globals reach the builtin module (moveGlobalsOut) before the conversion.
struct GlobalLowering : OpConversionPattern<ct::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::GlobalOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    value = value.reshape(RankedTensorType::get({value.getNumElements()}, value.getElementType()));
    auto global = aa::GlobalOp::create(rewriter, op.getLoc(), op.getSymName(), StringAttr(),
                                       value, op.getAlignment(), op.getConstant());
    if (op.getSymbolVisibility() == ct::SymbolVisibility::Private)
      global.setSymVisibility("private");
    rewriter.eraseOp(op);
    return success();
  }
};

struct GetGlobalLowering : OpConversionPattern<ct::GetGlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::GetGlobalOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    rewriter.replaceOpWithNewOp<aa::GetGlobalOp>(op, type, op.getName());
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Support check
//===----------------------------------------------------------------------===//

/// View accesses: partition or strided views, a padding the element type
/// can hold.
static LogicalResult checkViewAccess(Operation *op, Type viewType) {
  std::optional<Tiling> tiling = getTiling(viewType);
  if (!tiling)
    return op->emitOpError() << "on " << viewType << " is not supported yet";
  if (tiling->tileShape.empty())
    return op->emitOpError("on a 0-d tile view is not supported yet");
  Type element = tiling->tensorView.getElementType();
  if (tiling->padding && isa<FloatType>(element)) {
    const llvm::fltSemantics &sem = cast<FloatType>(element).getFloatSemantics();
    ct::PaddingValue pad = tiling->padding.getValue();
    bool isInf = pad == ct::PaddingValue::PosInf || pad == ct::PaddingValue::NegInf;
    if ((isInf && !APFloat::semanticsHasInf(sem)) ||
        (pad == ct::PaddingValue::Nan && !APFloat::semanticsHasNaN(sem)))
      return op->emitOpError() << "with padding_value " << ct::stringifyPaddingValue(pad) << " for "
                               << element << " is not supported yet";
  }
  return success();
}

tileiras::detail::SupportCheck tileiras::detail::checkMemoryOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case([](ct::LoadViewTkoOp op) {
        return checkViewAccess(op, op.getView().getType());
      })
      .Case([](ct::StoreViewTkoOp op) {
        return checkViewAccess(op, op.getView().getType());
      })
      .Case([](ct::GetIndexSpaceShapeOp op) -> LogicalResult {
        if (!getTiling(op.getSrc().getType()))
          return op.emitOpError() << "on " << op.getSrc().getType() << " is not supported yet";
        return success();
      })
      .Case<ct::MakeTensorViewOp, ct::MakePartitionViewOp, ct::MakeStridedViewOp,
            ct::GetTensorShapeOp, ct::LoadPtrTkoOp, ct::StorePtrTkoOp, ct::AtomicRMWTkoOp,
            ct::AtomicCASTkoOp, ct::OffsetOp, ct::IntToPtrOp, ct::PtrToIntOp, ct::PtrToPtrOp,
            ct::MakeTokenOp, ct::JoinTokensOp, ct::GdcWaitTkoOp, ct::GdcLaunchDependentsTkoOp>(
          [](Operation *) { return success(); })
      .Case([](ct::AtomicRedViewTkoOp op) {
        return checkViewAccess(op, op.getView().getType());
      })
      // One PTX multimem access per element: 32- and 64-bit elements only
      // (PTX has f16/bf16 there only in pairs, .v2.f16, which NVIDIA uses).
      .Case<ct::MultimemLoadReduceViewTkoOp, ct::MultimemReduceViewTkoOp,
            ct::MultimemStoreViewTkoOp>([](auto op) -> LogicalResult {
        Type element = getTiling(op.getView().getType())
                           ? getTiling(op.getView().getType())->tensorView.getElementType()
                           : Type();
        if (element && element.getIntOrFloatBitWidth() != 32 &&
            element.getIntOrFloatBitWidth() != 64)
          return op.emitOpError() << "on " << element
                                  << " elements is not supported yet (32- and 64-bit only)";
        return checkViewAccess(op, op.getView().getType());
      })
      // The storage lives until the function returns, so it is freed there;
      // an alloca in a loop would need one allocation per iteration.
      .Case([](ct::AllocaOp op) -> LogicalResult {
        if (!isa<FunctionOpInterface>(op->getParentOp()))
          return op.emitOpError("inside control flow is not supported yet");
        return success();
      })
      .Case([](ct::GlobalOp op) -> LogicalResult {
        auto value = dyn_cast<DenseElementsAttr>(op.getValue());
        Type element = value ? value.getElementType() : Type();
        if (!value || !(isa<IntegerType>(element) || element.isF16() || element.isBF16() ||
                        element.isF32() || element.isF64()))
          return op.emitOpError() << "with value " << op.getValue() << " is not supported yet";
        return success();
      })
      .Case<ct::MemoryFenceAliasTkoOp, ct::GetGlobalOp>([](Operation *) { return success(); })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateMemoryPatterns(TypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<
      MakeTensorViewLowering, MakeViewLowering<ct::MakePartitionViewOp>,
      MakeViewLowering<ct::MakeStridedViewOp>, GetTensorShapeLowering, GetIndexSpaceShapeLowering,
      LoadViewLowering, StoreViewLowering, LoadPtrLowering, StorePtrLowering, AtomicRmwLowering,
      AtomicCasLowering, PointerLowering<ct::OffsetOp, aa::AddPtrOp>,
      PointerLowering<ct::IntToPtrOp, aa::IntToPtrOp>,
      PointerLowering<ct::PtrToIntOp, aa::PtrToIntOp>,
      PointerLowering<ct::PtrToPtrOp, aa::PtrCastOp>, MakeTokenLowering, JoinTokensLowering,
      GridDepLowering<ct::GdcWaitTkoOp, aa::GridDepWaitOp>,
      GridDepLowering<ct::GdcLaunchDependentsTkoOp, aa::GridDepLaunchDependentsOp>,
      AtomicRedViewLowering, AllocaLowering, FenceAliasLowering, GlobalLowering,
      GetGlobalLowering, MultimemLoadReduceLowering,
      MultimemStoreLowering<ct::MultimemReduceViewTkoOp>,
      MultimemStoreLowering<ct::MultimemStoreViewTkoOp>>(converter, patterns.getContext());
}
