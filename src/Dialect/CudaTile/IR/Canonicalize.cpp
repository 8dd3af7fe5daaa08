//===- Canonicalize.cpp - folds and canonicalization patterns --------------===//
//
// The folds and patterns NVIDIA's dialect registers (guide B §5): addf operand
// order, the if fold and the eight if patterns, and the select fold and
// patterns. The constant fold lives with ConstantOp (ShapeOps.cpp) and the
// assume fold with AssumeOp (StructureOps.cpp). docs/cuda_tile-canonicalization.md
// lists every rule with its tests.
//
// An if branch may end in `return`, `continue` or `break` instead of `yield`
// (an "early exit"): control then never reaches the ops after the if, so a
// pattern that inlines such a branch erases the rest of the enclosing block,
// and a pattern that reasons about the if's results treats an exiting branch
// as if it yielded what the other branch yields.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The value of a `constant` of i1 elements that is a splat (a one-element
/// constant is always stored as a splat).
static std::optional<bool> getConstantBool(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  DenseIntOrFPElementsAttr attr = constant.getValue();
  if (!attr.getElementType().isInteger(1) || !attr.isSplat())
    return std::nullopt;
  return attr.getSplatValue<bool>();
}

/// The value of a splat integer `constant`.
static std::optional<APInt> getConstantSplatInt(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  DenseIntOrFPElementsAttr attr = constant.getValue();
  if (!isa<IntegerType>(attr.getElementType()) || !attr.isSplat())
    return std::nullopt;
  return attr.getSplatValue<APInt>();
}

/// For `xori x, true` (the dialect's only spelling of boolean negation, the
/// constant on the right as in NVIDIA's matcher) returns x.
static Value getNegatedOperand(Value value) {
  auto xorOp = value.getDefiningOp<XOrIOp>();
  if (!xorOp || getConstantBool(xorOp.getRhs()) != true)
    return Value();
  return xorOp.getLhs();
}

/// `xori value, true` with a true splat of value's shape.
static Value createNot(PatternRewriter &rewriter, Location loc, Value value) {
  auto type = cast<ShapedType>(value.getType());
  auto trueAttr = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(type, true));
  Value trueValue = ConstantOp::create(rewriter, loc, type, trueAttr);
  return XOrIOp::create(rewriter, loc, value, trueValue);
}

/// `select cond, t, f` for a 0-D condition and arms of any shape: select needs
/// a condition of the arms' shape, so a ranked arm gets the condition reshaped
/// to its rank and broadcast to its shape.
static Value createSelect(PatternRewriter &rewriter, Location loc, Value cond, Value t,
                          Value f) {
  auto type = cast<TileType>(t.getType());
  if (type.getRank() != 0) {
    Type i1 = cast<TileType>(cond.getType()).getElementType();
    SmallVector<int64_t> ones(type.getRank(), 1);
    auto reshaped = TileType::get(ones, i1);
    cond = ReshapeOp::create(rewriter, loc, reshaped, cond);
    auto broadcast = TileType::get(type.getShape(), i1);
    if (broadcast != reshaped)
      cond = BroadcastOp::create(rewriter, loc, broadcast, cond);
  }
  return SelectOp::create(rewriter, loc, t.getType(), cond, t, f);
}

/// return, continue and break leave the enclosing block; yield does not.
static bool isEarlyExit(Operation *terminator) {
  return terminator && isa<ReturnOp, ContinueOp, BreakOp>(terminator);
}

static Operation *getTerminator(Region &region) {
  return region.empty() ? nullptr : region.front().getTerminator();
}

/// Erases `start` and every op after it in its block. Later ops go first: a
/// value defined in the block is used only further down it.
static void eraseFrom(Operation *start, PatternRewriter &rewriter) {
  Block *block = start->getBlock();
  while (&block->back() != start)
    rewriter.eraseOp(&block->back());
  rewriter.eraseOp(start);
}

/// Replaces `op` by the body of the single-block `region`: the yielded values
/// replace the results, while an early exit ends the enclosing block here.
static void replaceOpWithRegion(PatternRewriter &rewriter, Operation *op, Region &region) {
  Block *block = &region.front();
  Operation *terminator = block->getTerminator();
  rewriter.inlineBlockBefore(block, op);
  if (auto yield = dyn_cast<YieldOp>(terminator)) {
    rewriter.replaceOp(op, yield.getOperands());
    rewriter.eraseOp(yield);
    return;
  }
  eraseFrom(op, rewriter);
}

//===----------------------------------------------------------------------===//
// addf: put a mulf operand on the left (canonical order for FMA fusion)
//===----------------------------------------------------------------------===//

LogicalResult AddFOp::canonicalize(AddFOp op, PatternRewriter &rewriter) {
  if (!op.getRhs().getDefiningOp<MulFOp>() || op.getLhs().getDefiningOp<MulFOp>())
    return failure();
  // Swapping in place keeps rounding_mode and flush_to_zero.
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
  // Splice rather than iplist::swap: only splicing updates the blocks' parent
  // region, which dominance and the verifier rely on.
  Region &thenRegion = getThenRegion(), &elseRegion = getElseRegion();
  Block *oldThen = &thenRegion.front();
  thenRegion.getBlocks().splice(thenRegion.end(), elseRegion.getBlocks());
  elseRegion.getBlocks().splice(elseRegion.end(), thenRegion.getBlocks(), oldThen);
  return success();
}

namespace {
/// 1. Drops results nobody uses. An exiting branch keeps its terminator.
struct RemoveUnusedResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    SmallVector<unsigned> used;
    for (OpResult result : op.getResults())
      if (!result.use_empty())
        used.push_back(result.getResultNumber());
    if (used.size() == op.getNumResults())
      return failure();
    if (!isa<YieldOp>(getTerminator(op.getThenRegion())) &&
        !isa_and_present<YieldOp>(getTerminator(op.getElseRegion())))
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
      auto yield = dyn_cast_or_null<YieldOp>(getTerminator(*region));
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

/// 2. With both branches yielding, a result whose two yields agree is that
/// value; one that yields (true, false) is the condition, (false, true) its
/// negation.
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
        // One value yielded by both branches is defined outside the if.
        replacement = t;
      } else if (result.getType() == op.getCondition().getType()) {
        // Only a 0-D i1 result can stand for the 0-D condition.
        std::optional<bool> tc = getConstantBool(t), ec = getConstantBool(e);
        if (tc == true && ec == false) {
          replacement = op.getCondition();
        } else if (tc == false && ec == true) {
          rewriter.setInsertionPoint(op);
          replacement = createNot(rewriter, op.getLoc(), op.getCondition());
        }
      }
      if (!replacement)
        continue;
      rewriter.replaceAllUsesWith(result, replacement);
      changed = true;
    }
    return success(changed);
  }
};

/// 3. A constant condition: the if becomes the chosen region, or disappears
/// when that region is an absent else.
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
    replaceOpWithRegion(rewriter, op, chosen);
    return success();
  }
};

/// 4. Results yielded from outside the if become selects (or the value itself
/// when both branches yield it); results computed inside stay if results.
struct ConvertToSelect : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0 || !op.elseBlock())
      return failure();
    if (!llvm::all_of(op.getResultTypes(), llvm::IsaPred<TileType>))
      return failure();
    auto thenYield = dyn_cast<YieldOp>(op.thenBlock()->getTerminator());
    auto elseYield = dyn_cast<YieldOp>(op.elseBlock()->getTerminator());
    if (!thenYield && !elseYield)
      return failure();
    // An exiting branch never delivers results: let it "yield" the other's.
    ValueRange thenValues = (thenYield ? thenYield : elseYield).getOperands();
    ValueRange elseValues = (elseYield ? elseYield : thenYield).getOperands();
    auto definedInside = [&](Value v) {
      return op->isAncestor(v.getParentRegion()->getParentOp());
    };
    SmallVector<unsigned> kept;
    for (unsigned i = 0, e = op.getNumResults(); i < e; ++i)
      if (definedInside(thenValues[i]) || definedInside(elseValues[i]))
        kept.push_back(i);
    if (kept.size() == op.getNumResults())
      return failure();

    SmallVector<Value> replacements(op.getNumResults());
    SmallVector<Type> keptTypes;
    for (unsigned i : kept)
      keptTypes.push_back(op.getResult(i).getType());
    unsigned next = 0;
    for (unsigned i = 0, e = op.getNumResults(); i < e; ++i) {
      if (next < kept.size() && kept[next] == i) {
        ++next;
        continue;
      }
      replacements[i] = thenValues[i] == elseValues[i]
                            ? thenValues[i]
                            : createSelect(rewriter, op.getLoc(), op.getCondition(),
                                           thenValues[i], elseValues[i]);
    }

    auto newIf = IfOp::create(rewriter, op.getLoc(), keptTypes, op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getElseRegion(), newIf.getElseRegion(),
                                newIf.getElseRegion().end());
    for (YieldOp yield : {thenYield, elseYield}) {
      if (!yield)
        continue;
      SmallVector<Value> keptValues;
      for (unsigned i : kept)
        keptValues.push_back(yield.getOperand(i));
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(keptValues); });
    }
    for (auto [newIndex, oldIndex] : llvm::enumerate(kept))
      replacements[oldIndex] = newIf.getResult(newIndex);
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// 5. A result-less if loses an else block that only yields.
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

/// 6. Two adjacent ifs on the same condition, or on a condition and its
/// negation, become one if with the results of both.
struct CombineIfs : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Appends `nextBlock` (a block of the second if) to the block of `dst`,
  /// which holds the first if's block (if any) ending in a yield.
  static void appendBlock(PatternRewriter &rewriter, Region &dst, Block *nextBlock) {
    if (dst.empty()) {
      rewriter.inlineRegionBefore(*nextBlock->getParent(), dst, dst.end());
      return;
    }
    Block *block = &dst.front();
    auto firstYield = cast<YieldOp>(block->getTerminator());
    Operation *nextTerminator = nextBlock->getTerminator();
    rewriter.mergeBlocks(nextBlock, block);
    if (auto nextYield = dyn_cast<YieldOp>(nextTerminator)) {
      SmallVector<Value> values(firstYield.getOperands());
      llvm::append_range(values, nextYield.getOperands());
      rewriter.setInsertionPointToEnd(block);
      YieldOp::create(rewriter, nextYield.getLoc(), values);
      rewriter.eraseOp(nextYield);
    }
    rewriter.eraseOp(firstYield);
  }

  LogicalResult matchAndRewrite(IfOp next, PatternRewriter &rewriter) const override {
    auto prev = dyn_cast_or_null<IfOp>(next->getPrevNode());
    if (!prev)
      return failure();
    // The blocks of `next` that run after prev's then and else blocks.
    Block *afterThen = nullptr, *afterElse = nullptr;
    Value cond = prev.getCondition();
    if (next.getCondition() == cond) {
      afterThen = next.thenBlock();
      afterElse = next.elseBlock();
    } else if (getNegatedOperand(next.getCondition()) == cond ||
               getNegatedOperand(cond) == next.getCondition()) {
      afterThen = next.elseBlock();
      afterElse = next.thenBlock();
    } else {
      return failure();
    }
    // After a branch of prev that exits, next never runs.
    if (isEarlyExit(getTerminator(prev.getThenRegion())))
      afterThen = nullptr;
    if (isEarlyExit(getTerminator(prev.getElseRegion())))
      afterElse = nullptr;
    if (!afterThen && !afterElse)
      return failure();

    // Inside next, prev's results are the values prev's matching branch yields.
    auto forwardYields = [&](Block *nextBlock, Region &prevRegion) {
      if (!nextBlock || prevRegion.empty())
        return;
      auto yield = cast<YieldOp>(prevRegion.front().getTerminator());
      Region *scope = nextBlock->getParent();
      for (auto [result, value] : llvm::zip(prev.getResults(), yield.getOperands()))
        rewriter.replaceUsesWithIf(result, value, [&](OpOperand &use) {
          return scope->isAncestor(use.getOwner()->getParentRegion());
        });
    };
    forwardYields(afterThen, prev.getThenRegion());
    forwardYields(afterElse, prev.getElseRegion());

    SmallVector<Type> types(prev.getResultTypes());
    llvm::append_range(types, next.getResultTypes());
    rewriter.setInsertionPoint(next);
    auto combined = IfOp::create(rewriter, prev.getLoc(), types, cond);
    rewriter.inlineRegionBefore(prev.getThenRegion(), combined.getThenRegion(),
                                combined.getThenRegion().end());
    if (afterThen)
      appendBlock(rewriter, combined.getThenRegion(), afterThen);
    rewriter.inlineRegionBefore(prev.getElseRegion(), combined.getElseRegion(),
                                combined.getElseRegion().end());
    if (afterElse)
      appendBlock(rewriter, combined.getElseRegion(), afterElse);

    unsigned numPrev = prev.getNumResults();
    rewriter.replaceOp(prev, combined.getResults().take_front(numPrev));
    rewriter.replaceOp(next, combined.getResults().drop_front(numPrev));
    return success();
  }
};

/// 7. `if a { if b {X} }` becomes `if (andi a, b) {X}` when no else block does
/// anything but yield.
struct CombineNestedIfs : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The yield that is the only op of `region`'s block, or null.
  static YieldOp getYieldOnly(Region &region) {
    if (region.empty() || !llvm::hasSingleElement(region.front()))
      return YieldOp();
    return dyn_cast<YieldOp>(region.front().front());
  }

  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    Block *thenBlock = op.thenBlock();
    if (thenBlock->getOperations().size() != 2)
      return failure();
    auto inner = dyn_cast<IfOp>(thenBlock->front());
    auto thenYield = dyn_cast<YieldOp>(thenBlock->getTerminator());
    if (!inner || !thenYield)
      return failure();
    YieldOp elseYield = getYieldOnly(op.getElseRegion());
    YieldOp innerElseYield = getYieldOnly(inner.getElseRegion());
    if ((op.elseBlock() && !elseYield) || (inner.elseBlock() && !innerElseYield))
      return failure();
    // An exit in the inner then block is kept as is; with an else block on
    // either if, the combined else would need to know which if failed.
    Operation *innerTerminator = inner.thenBlock()->getTerminator();
    if (isEarlyExit(innerTerminator) && (op.elseBlock() || inner.elseBlock()))
      return failure();

    // Outer results read through the inner if need the same value on both
    // failure paths; the others (defined outside) become selects on the outer
    // condition, since the combined if cannot tell `!a` from `a && !b`.
    SmallVector<Value> thenValues;
    SmallVector<unsigned> selects;
    for (auto [i, value] : llvm::enumerate(thenYield.getOperands())) {
      if (auto result = dyn_cast<OpResult>(value); result && result.getOwner() == inner) {
        unsigned index = result.getResultNumber();
        if (innerElseYield.getOperand(index) != elseYield.getOperand(i))
          return failure();
        thenValues.push_back(cast<YieldOp>(innerTerminator).getOperand(index));
        continue;
      }
      if (!isa<TileType>(value.getType()))
        return failure();
      thenValues.push_back(value);
      selects.push_back(i);
    }

    Location loc = op.getLoc();
    Value cond = AndIOp::create(rewriter, loc, op.getCondition(), inner.getCondition());
    auto newIf = IfOp::create(rewriter, loc, op.getResultTypes(), cond);
    rewriter.inlineRegionBefore(inner.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    if (auto yield = dyn_cast<YieldOp>(innerTerminator))
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(thenValues); });
    // A result-less else only yields: drop it.
    if (op.getNumResults() != 0)
      rewriter.inlineRegionBefore(op.getElseRegion(), newIf.getElseRegion(),
                                  newIf.getElseRegion().end());

    SmallVector<Value> replacements(newIf.getResults());
    rewriter.setInsertionPoint(newIf);
    for (unsigned i : selects)
      replacements[i] = createSelect(rewriter, loc, op.getCondition(), thenValues[i],
                                     elseYield.getOperand(i));
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// 8. Both branches exit: the then branch moves into a result-less if and the
/// else branch follows it unconditionally, ending the enclosing block.
struct MoveTerminatorToParent : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    if (!op.elseBlock() || !isEarlyExit(op.thenBlock()->getTerminator()) ||
        !isEarlyExit(op.elseBlock()->getTerminator()))
      return failure();
    auto newIf = IfOp::create(rewriter, op.getLoc(), TypeRange(), op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    replaceOpWithRegion(rewriter, op, op.getElseRegion());
    return success();
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &patterns, MLIRContext *context) {
  // Guide B §5.2 order.
  patterns.add<RemoveUnusedResults, ReplaceYieldWithValue, RemoveStaticCondition,
               ConvertToSelect, RemoveEmptyElseBranch, CombineIfs, CombineNestedIfs,
               MoveTerminatorToParent>(context);
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
  // (4) select (cmpi eq a, b), a, b -> b ; with ne -> a (either arm order)
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
    rewriter.replaceOp(op, createNot(rewriter, op.getLoc(), op.getCond()));
    return success();
  }
};

/// All three operands constant: the selected elements as one constant.
struct SelectConsts : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    auto cond = op.getCond().getDefiningOp<ConstantOp>();
    auto t = op.getValIfTrue().getDefiningOp<ConstantOp>();
    auto f = op.getValIfFalse().getDefiningOp<ConstantOp>();
    if (!cond || !t || !f)
      return failure();
    auto type = cast<ShapedType>(op.getType());
    // Element attributes exist for the builtin integer and float types only.
    if (!isa<IntegerType, FloatType>(type.getElementType()))
      return failure();
    SmallVector<Attribute> values;
    values.reserve(type.getNumElements());
    for (auto [c, tv, fv] : llvm::zip(cond.getValue().getValues<bool>(),
                                      t.getValue().getValues<Attribute>(),
                                      f.getValue().getValues<Attribute>()))
      values.push_back(c ? tv : fv);
    auto attr = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(type, values));
    rewriter.replaceOpWithNewOp<ConstantOp>(op, type, attr);
    return success();
  }
};

/// select c, 1, 0 -> exti c unsigned; select c, 0, 1 -> exti (xori c, true)
/// unsigned. Only for integer results wider than i1.
struct SelectToExtI : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    auto elementType = dyn_cast<IntegerType>(cast<TileType>(op.getType()).getElementType());
    if (!elementType || elementType.getWidth() == 1)
      return failure();
    std::optional<APInt> t = getConstantSplatInt(op.getValIfTrue());
    std::optional<APInt> f = getConstantSplatInt(op.getValIfFalse());
    if (!t || !f)
      return failure();
    Value cond = op.getCond();
    if (t->isZero() && f->isOne())
      cond = createNot(rewriter, op.getLoc(), cond);
    else if (!t->isOne() || !f->isZero())
      return failure();
    rewriter.replaceOpWithNewOp<ExtIOp>(
        op, op.getType(), cond, SignednessAttr::get(getContext(), Signedness::Unsigned));
    return success();
  }
};
} // namespace

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &patterns, MLIRContext *context) {
  // Guide B §5.1 order.
  patterns.add<SelectI1ToNot, SelectConsts, SelectToExtI>(context);
}
