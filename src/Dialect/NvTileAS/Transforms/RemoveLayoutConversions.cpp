//===- RemoveLayoutConversions.cpp - fewer nv_tileas.convert_layout -------===//
//
// Layout assignment converts wherever two choices meet and leaves the
// cleanup here (see Passes.td for the rewrites). A conversion is a
// shared-memory round trip between two CTA barriers once lowered, so each
// rewrite must not add one.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_REMOVELAYOUTCONVERSIONS
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

namespace {

RankedTensorType withLayout(Type type, Attribute layout) {
  auto tensor = cast<RankedTensorType>(type);
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                               layout);
}

/// Ops that build their tile from nothing but scalars and attributes.
bool isRematerializable(Operation *op) {
  if (!op || op->getNumResults() != 1)
    return false;
  if (isa<aa::SplatOp, aa::MakeRangeOp>(op))
    return true;
  auto constant = dyn_cast<arith::ConstantOp>(op);
  return constant && isa<DenseElementsAttr>(constant.getValue()) &&
         isa<RankedTensorType>(constant.getType());
}

/// Ops working slot by slot on tiles of one shape.
bool isElementwise(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  return op->hasTrait<OpTrait::Elementwise>() || isa<aa::FArithOp>(op);
}

/// Ops whose lowering moves elements whatever the layouts: converting their
/// result is making them produce another layout.
bool absorbsConversion(Operation *op) {
  return isa_and_nonnull<aa::BroadcastOp, aa::PermuteOp, aa::ExtractOp,
                         aa::CatOp, aa::RepackOp>(op);
}

/// Rebuilds a rematerializable `op` with result type `type` at the
/// rewriter's insertion point.
Value rematerialize(PatternRewriter &rewriter, Operation *op, Type type) {
  Operation *clone = rewriter.clone(*op);
  clone->getResult(0).setType(type);
  if (auto constant = dyn_cast<arith::ConstantOp>(clone))
    constant.setValueAttr(
        cast<DenseElementsAttr>(constant.getValue()).reshape(
            cast<ShapedType>(type)));
  return clone->getResult(0);
}

/// convert(constant | splat | make_range) -> the op in the wanted layout.
struct RematerializeSource : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Operation *source = op.getSource().getDefiningOp();
    if (!isRematerializable(source))
      return failure();
    rewriter.replaceOp(op, rematerialize(rewriter, source, op.getType()));
    return success();
  }
};

/// A weak tiled load of at most one element per thread: loaded in another
/// layout, it still costs each thread one access (the index tile of a
/// gather, a flag), which is cheaper than moving it through scratch.
bool isSmallLoad(Operation *op) {
  auto load = dyn_cast_or_null<aa::TiledLoadOp>(op);
  if (!load || load.getSem() != aa::MemSemantic::weak)
    return false;
  auto type = load.getResult().getType();
  SimtLayoutAttr layout = getSimtLayout(type);
  return layout && type.getNumElements() <= layout.getThreads();
}

/// Whether `value` can be produced in another layout by retyping the chain
/// of single-use reshapes and elementwise ops that computes it, down to
/// rematerializable ops and small loads (Triton's backward
/// rematerialization, without duplicating anything but the rebuildable).
bool retypable(Value value, int depth = 6) {
  Operation *def = value.getDefiningOp();
  if (isRematerializable(def))
    return true;
  if (!def || !value.hasOneUse() || depth == 0)
    return false;
  if (isSmallLoad(def))
    return true;
  if (isa<aa::ReshapeOp>(def))
    return retypable(def->getOperand(0), depth - 1);
  return isElementwise(def) &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return !isa<RankedTensorType>(operand.getType()) ||
                  retypable(operand, depth - 1);
         });
}

/// Produces `value` in `layout`, as `retypable` allows: rebuildable ops are
/// cloned, the single-use chain above them is retyped in place (a reshape
/// keeps the row-major order, so one layout serves both its shapes).
Value retype(PatternRewriter &rewriter, Value value, Attribute layout) {
  Operation *def = value.getDefiningOp();
  Type type = withLayout(value.getType(), layout);
  if (isRematerializable(def)) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfter(def);
    return rematerialize(rewriter, def, type);
  }
  for (OpOperand &operand : def->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType())) {
      Value retyped = retype(rewriter, operand.get(), layout);
      rewriter.modifyOpInPlace(def, [&] { operand.set(retyped); });
    }
  rewriter.modifyOpInPlace(def, [&] { value.setType(type); });
  return value;
}

/// convert(reshape/elementwise chain of small loads and rebuildable ops):
/// the chain computes the wanted layout directly.
struct RetypeCheapChain : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSource();
    if (isRematerializable(source.getDefiningOp()) || !retypable(source))
      return failure();
    rewriter.replaceOp(op, retype(rewriter, source, getSimtLayout(op.getType())));
    return success();
  }
};

/// convert(broadcast | permute | ...) with no other use: the op produces the
/// wanted layout itself, as it moves elements anyway.
struct AbsorbIntoProducer : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Operation *source = op.getSource().getDefiningOp();
    if (!op.getSource().hasOneUse() || !absorbsConversion(source))
      return failure();
    rewriter.modifyOpInPlace(source, [&] {
      source->getResult(0).setType(op.getType());
    });
    rewriter.replaceOp(op, source->getResult(0));
    return success();
  }
};

/// Whether converting `value` to `layout` costs nothing once the rewrites
/// below have run: it is a conversion from that layout, rematerializable,
/// the only use of an op that absorbs conversions, or the only use of an
/// elementwise op whose operands are all free (a chain up to `depth` deep).
bool freeToConvert(Value value, Attribute layout, int depth = 4) {
  if (!isa<RankedTensorType>(value.getType()))
    return true;
  Operation *def = value.getDefiningOp();
  if (auto convert = dyn_cast_or_null<ConvertLayoutOp>(def))
    return getSimtLayout(convert.getSource().getType()) == layout;
  if (isRematerializable(def))
    return true;
  if (!def || !value.hasOneUse())
    return false;
  if (absorbsConversion(def))
    return true;
  return depth > 0 && isElementwise(def) &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return freeToConvert(operand, layout, depth - 1);
         });
}

/// convert(elementwise(a, b, ...)) -> elementwise(convert(a), ...) when the
/// operand conversions cancel, rematerialize, are absorbed or hoist further.
struct HoistAboveElementwise : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Operation *source = op.getSource().getDefiningOp();
    if (!source || !isElementwise(source) || !op.getSource().hasOneUse())
      return failure();
    Attribute layout = getSimtLayout(op.getType());
    if (!llvm::all_of(source->getOperands(), [&](Value operand) {
          return freeToConvert(operand, layout);
        }))
      return failure();
    IRMapping map;
    for (Value operand : source->getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        map.map(operand,
                ConvertLayoutOp::create(rewriter, op.getLoc(),
                                        withLayout(operand.getType(), layout),
                                        operand));
    Operation *clone = rewriter.clone(*source, map);
    clone->getResult(0).setType(op.getType());
    rewriter.replaceOp(op, clone->getResult(0));
    return success();
  }
};

/// elementwise(convert(a), convert(b), c) with a and b in one layout S:
/// run in S and convert the result once.
struct SinkBelowElementwise : RewritePattern {
  SinkBelowElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op))
      return failure();
    // A result only converted again is the hoisting pattern's case.
    Value result = op->getResult(0);
    if (result.hasOneUse() && isa<ConvertLayoutOp>(*result.getUsers().begin()))
      return failure();
    Attribute common;
    int converts = 0;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue;
      Operation *def = operand.getDefiningOp();
      if (isRematerializable(def))
        continue;
      auto convert = dyn_cast_or_null<ConvertLayoutOp>(def);
      if (!convert ||
          isRematerializable(convert.getSource().getDefiningOp()))
        return failure();
      Attribute from = getSimtLayout(convert.getSource().getType());
      if (common && from != common)
        return failure();
      common = from;
      ++converts;
    }
    if (converts < 2)
      return failure();
    IRMapping map;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue;
      Operation *def = operand.getDefiningOp();
      if (auto convert = dyn_cast<ConvertLayoutOp>(def))
        map.map(operand, convert.getSource());
      else
        map.map(operand, rematerialize(rewriter, def,
                                       withLayout(operand.getType(), common)));
    }
    Operation *clone = rewriter.clone(*op, map);
    Type resultType = op->getResult(0).getType();
    clone->getResult(0).setType(withLayout(resultType, common));
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, resultType,
                                                 clone->getResult(0));
    return success();
  }
};

struct RemoveLayoutConversionsPass
    : mlir::nv_tileas::impl::RemoveLayoutConversionsBase<
          RemoveLayoutConversionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRemoveLayoutConversionsPatterns(patterns);
    // A cleanup: stopping at the iteration limit leaves valid IR.
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::nv_tileas::populateRemoveLayoutConversionsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RematerializeSource, RetypeCheapChain, AbsorbIntoProducer,
               HoistAboveElementwise, SinkBelowElementwise>(
      patterns.getContext());
}
