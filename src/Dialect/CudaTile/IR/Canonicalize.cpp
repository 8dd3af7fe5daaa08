//===- Canonicalize.cpp - folds and canonicalization patterns --------------===//
//
// The folds and patterns NVIDIA's dialect registers (guide B §5): addf operand
// order, the if fold and if patterns, and the select fold. Every rewrite here
// is checked against the reference interpreter by the fold-validation tests.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// A constant i1 that is a splat or has one element.
static std::optional<bool> getConstantBool(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant || !constant.getValue().getElementType().isInteger(1))
    return std::nullopt;
  DenseIntOrFPElementsAttr attr = constant.getValue();
  if (!attr.isSplat() && attr.getNumElements() != 1)
    return std::nullopt;
  return attr.getSplatValue<bool>() || (!attr.isSplat() && *attr.value_begin<bool>());
}

/// `xori x, true` (boolean negation) returns x.
static Value getNegatedOperand(Value value) {
  auto xorOp = value.getDefiningOp<XOrIOp>();
  if (!xorOp || !cast<TileType>(xorOp.getType()).getElementType().isInteger(1))
    return Value();
  if (getConstantBool(xorOp.getRhs()) == true)
    return xorOp.getLhs();
  if (getConstantBool(xorOp.getLhs()) == true)
    return xorOp.getRhs();
  return Value();
}

//===----------------------------------------------------------------------===//
// addf: put a mulf operand on the left (canonical order for FMA fusion)
//===----------------------------------------------------------------------===//

LogicalResult AddFOp::canonicalize(AddFOp op, PatternRewriter &rewriter) {
  if (!op.getRhs().getDefiningOp<MulFOp>() || op.getLhs().getDefiningOp<MulFOp>())
    return failure();
  rewriter.modifyOpInPlace(op, [&] {
    Value lhs = op.getLhs();
    op.getLhsMutable().assign(op.getRhs());
    op.getRhsMutable().assign(lhs);
  });
  return success();
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

LogicalResult IfOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &) {
  // if (xori c, true) {A} else {B}  ->  if c {B} else {A}
  if (getElseRegion().empty())
    return failure();
  Value negated = getNegatedOperand(getCondition());
  if (!negated)
    return failure();
  getConditionMutable().assign(negated);
  getThenRegion().getBlocks().swap(getElseRegion().getBlocks());
  return success();
}

namespace {
/// Replaces an if whose condition is a constant by the chosen region.
struct RemoveStaticCondition : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    std::optional<bool> cond = getConstantBool(op.getCondition());
    if (!cond)
      return failure();
    Region &chosen = *cond ? op.getThenRegion() : op.getElseRegion();
    if (chosen.empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    Block *block = &chosen.front();
    Operation *terminator = block->getTerminator();
    if (!isa<YieldOp>(terminator)) {
      // An early exit ends the enclosing block here: drop what follows.
      Block *parent = op->getBlock();
      while (&parent->back() != op.getOperation())
        rewriter.eraseOp(&parent->back());
      rewriter.inlineBlockBefore(block, op);
      rewriter.eraseOp(op);
      return success();
    }
    ValueRange results = terminator->getOperands();
    SmallVector<Value> replacements(results.begin(), results.end());
    rewriter.inlineBlockBefore(block, op);
    rewriter.replaceOp(op, replacements);
    rewriter.eraseOp(terminator);
    return success();
  }
};

/// Drops results nobody uses.
struct RemoveUnusedResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    SmallVector<unsigned> used;
    for (OpResult result : op.getResults())
      if (!result.use_empty())
        used.push_back(result.getResultNumber());
    if (used.size() == op.getNumResults())
      return failure();
    auto thenYield = dyn_cast<YieldOp>(op.thenBlock()->getTerminator());
    auto elseYield = op.elseBlock() ? dyn_cast<YieldOp>(op.elseBlock()->getTerminator())
                                    : YieldOp();
    if (!thenYield && !elseYield)
      return failure();
    SmallVector<Type> types;
    for (unsigned i : used)
      types.push_back(op.getResult(i).getType());
    auto newIf = IfOp::create(rewriter, op.getLoc(), types, op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getElseRegion(), newIf.getElseRegion(),
                                newIf.getElseRegion().end());
    for (Region *region : {&newIf.getThenRegion(), &newIf.getElseRegion()}) {
      if (region->empty())
        continue;
      auto yield = dyn_cast<YieldOp>(region->front().getTerminator());
      if (!yield)
        continue;
      SmallVector<Value> kept;
      for (unsigned i : used)
        kept.push_back(yield.getOperand(i));
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(kept); });
    }
    SmallVector<Value> replacements(op.getNumResults(), Value());
    for (auto [newIndex, oldIndex] : llvm::enumerate(used))
      replacements[oldIndex] = newIf.getResult(newIndex);
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// Results whose two yields agree, or that are the condition or its
/// negation, are replaced by that value.
struct ReplaceYieldWithValue : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0 || !op.elseBlock())
      return failure();
    auto thenYield = dyn_cast<YieldOp>(op.thenBlock()->getTerminator());
    auto elseYield = dyn_cast<YieldOp>(op.elseBlock()->getTerminator());
    if (!thenYield || !elseYield)
      return failure();
    bool changed = false;
    for (OpResult result : op.getResults()) {
      if (result.use_empty())
        continue;
      Value t = thenYield.getOperand(result.getResultNumber());
      Value e = elseYield.getOperand(result.getResultNumber());
      Value replacement;
      if (t == e) {
        replacement = t;
      } else if (result.getType() == op.getCondition().getType()) {
        std::optional<bool> tc = getConstantBool(t), ec = getConstantBool(e);
        if (tc == true && ec == false) {
          replacement = op.getCondition();
        } else if (tc == false && ec == true) {
          rewriter.setInsertionPoint(op);
          Value trueValue = ConstantOp::create(
              rewriter, op.getLoc(), op.getCondition().getType(),
              cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(
                  cast<ShapedType>(op.getCondition().getType()), true)));
          replacement = XOrIOp::create(rewriter, op.getLoc(), op.getCondition(), trueValue);
        }
      }
      if (!replacement)
        continue;
      // A value defined inside the if is not visible after it.
      if (Operation *def = replacement.getDefiningOp(); def && op->isProperAncestor(def))
        continue;
      {
        rewriter.replaceAllUsesWith(result, replacement);
        changed = true;
      }
    }
    return success(changed);
  }
};

/// An else block that only yields nothing is removed.
struct RemoveEmptyElseBranch : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() != 0 || !op.elseBlock())
      return failure();
    Block *elseBlock = op.elseBlock();
    if (!llvm::hasSingleElement(*elseBlock) || !isa<YieldOp>(elseBlock->front()))
      return failure();
    rewriter.modifyOpInPlace(op, [&] { rewriter.eraseBlock(elseBlock); });
    return success();
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &patterns, MLIRContext *context) {
  patterns.add<RemoveUnusedResults, ReplaceYieldWithValue, RemoveStaticCondition,
               RemoveEmptyElseBranch>(context);
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  Value cond = getCond(), t = getValIfTrue(), f = getValIfFalse();
  // (1) select c, x, x -> x
  if (t == f)
    return t;
  // (2) constant condition -> that arm
  if (std::optional<bool> c = getConstantBool(cond))
    return *c ? t : f;
  // (3) select c, true, false -> c (i1 results)
  if (getType() == cond.getType() && getConstantBool(t) == true &&
      getConstantBool(f) == false)
    return cond;
  // (4) select (cmpi eq a, b), a, b -> b ; with ne -> a
  if (auto cmp = cond.getDefiningOp<CmpIOp>()) {
    Value a = cmp.getLhs(), b = cmp.getRhs();
    bool arms = (t == a && f == b) || (t == b && f == a);
    if (arms && cmp.getComparisonPredicate() == ComparisonPredicate::Equal)
      return f;
    if (arms && cmp.getComparisonPredicate() == ComparisonPredicate::NotEqual)
      return t;
  }
  // (5) select (xori p, true), a, b -> select p, b, a (in place)
  if (Value negated = getNegatedOperand(cond)) {
    getCondMutable().assign(negated);
    getValIfTrueMutable().assign(f);
    getValIfFalseMutable().assign(t);
    return getResult();
  }
  // (6) select p, (select p, a, b), c -> select p, a, c (and the mirror)
  if (auto inner = t.getDefiningOp<SelectOp>(); inner && inner.getCond() == cond) {
    getValIfTrueMutable().assign(inner.getValIfTrue());
    return getResult();
  }
  if (auto inner = f.getDefiningOp<SelectOp>(); inner && inner.getCond() == cond) {
    getValIfFalseMutable().assign(inner.getValIfFalse());
    return getResult();
  }
  return {};
}

namespace {
/// select p, false, true -> xori p, true
struct SelectI1ToNot : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    if (op.getType() != op.getCond().getType() || getConstantBool(op.getValIfTrue()) != false ||
        getConstantBool(op.getValIfFalse()) != true)
      return failure();
    Value trueValue = ConstantOp::create(
        rewriter, op.getLoc(), op.getType(),
        cast<DenseIntOrFPElementsAttr>(
            DenseElementsAttr::get(cast<ShapedType>(op.getType()), true)));
    rewriter.replaceOpWithNewOp<XOrIOp>(op, op.getCond(), trueValue);
    return success();
  }
};
} // namespace

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &patterns, MLIRContext *context) {
  patterns.add<SelectI1ToNot>(context);
}
