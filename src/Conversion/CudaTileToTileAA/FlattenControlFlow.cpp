//===- FlattenControlFlow.cpp - cuda_tile control flow to a CFG -----------===//
//
// cuda_tile's control flow is structured, but its terminators are not: a
// `break`, `continue` or `return` may sit inside `if` regions and leave
// several levels at once. Rather than teach every later conversion about
// these exits, this step moves the functions into func.func and replaces
// if/for/loop by plain blocks, so the rest of the lowering sees only
// cf.br, cf.cond_br and func.return. With keepStructured (the conversion
// pass), StructureControlFlow.cpp first turns what scf can express into
// scf ops, and only the rest is flattened here.
//
// Structured ops are flattened outermost first: by the time an op's
// `continue` or `break` is rewritten into a cf.br, the blocks it targets
// exist, even when the branch still sits in a not-yet-inlined `if` region;
// inlining that `if` afterwards carries the branch along.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

/// The ops whose regions this file inlines into the function body.
static bool isStructured(Operation *op) { return isa<ct::IfOp, ct::ForOp, ct::LoopOp>(op); }

/// True when every op between `op` and `func` is structured control flow,
/// i.e. when `op` ends up directly in the function body once its ancestors
/// are flattened.
static bool isInFlattenableNest(Operation *op, Operation *func) {
  for (Operation *parent = op->getParentOp(); parent != func; parent = parent->getParentOp())
    if (!parent || !isStructured(parent))
      return false;
  return true;
}

/// The for or loop a `continue` or `break` leaves: the nearest ancestor that
/// is not an `if` (null when there is none, which the verifier rejects).
static Operation *getTargetLoop(Operation *exit) {
  Operation *parent = exit->getParentOp();
  while (isa_and_nonnull<ct::IfOp>(parent))
    parent = parent->getParentOp();
  return isa_and_nonnull<ct::ForOp, ct::LoopOp>(parent) ? parent : nullptr;
}

/// Checks one op of a function body for what the rewrite relies on.
static LogicalResult checkOpFlattenable(Operation *op, Operation *func) {
  if (isStructured(op)) {
    // Inlining a region into, say, a reduce body would give that body
    // several blocks, which its op does not allow.
    if (!isInFlattenableNest(op, func))
      return op->emitOpError() << "cannot be flattened inside '" << op->getParentOp()->getName()
                               << "'";
    // Only an if may leave a region empty (the else branch).
    for (Region &region : op->getRegions())
      if ((region.empty() && !isa<ct::IfOp>(op)) ||
          (!region.empty() &&
           (!region.hasOneBlock() || region.front().empty() ||
            !region.front().back().hasTrait<OpTrait::IsTerminator>())))
        return op->emitOpError("expected single-block regions ending in a terminator");
    // The header and latch of a for are built from its block arguments.
    if (auto forOp = dyn_cast<ct::ForOp>(op))
      if (forOp.getBody()->getNumArguments() != forOp.getNumResults() + 1 ||
          forOp.getInitValues().size() != forOp.getNumResults())
        return op->emitOpError(
            "expected an induction variable and one iteration value per result");
    return success();
  }
  if (isa<ct::ContinueOp, ct::BreakOp>(op)) {
    Operation *loop = getTargetLoop(op);
    if (!loop || (isa<ct::BreakOp>(op) && !isa<ct::LoopOp>(loop)))
      return op->emitOpError("has no enclosing loop to leave");
    return success();
  }
  if (isa<ct::ReturnOp>(op) && !isInFlattenableNest(op, func))
    return op->emitOpError() << "cannot return from inside '" << op->getParentOp()->getName()
                             << "'";
  return success();
}

/// Checks a whole function (func.func, or a cuda_tile function about to
/// become one), so that the rewrite can fail before touching anything.
/// Verified input always passes; the checks keep unverified or future input
/// from crashing the pass.
static LogicalResult checkFlattenable(Operation *func) {
  WalkResult walk = func->walk([&](Operation *op) {
    return op == func ? WalkResult::advance() : WalkResult(checkOpFlattenable(op, func));
  });
  return failure(walk.wasInterrupted());
}

/// cf.cond_br takes an i1; the condition is a 0-d tile<i1>. The cast stands
/// in until the type conversion turns tile<i1> into i1 and folds it away.
static Value castToI1(OpBuilder &builder, Location loc, Value condition) {
  return UnrealizedConversionCastOp::create(builder, loc, builder.getI1Type(), condition)
      .getResult(0);
}

/// Moves everything after `op` into a new block whose arguments take the
/// place of `op`'s results; branches that leave `op` will target it.
static Block *splitAfter(RewriterBase &rewriter, Operation *op) {
  Block *continuation = rewriter.splitBlock(op->getBlock(), std::next(op->getIterator()));
  for (Value result : op->getResults())
    continuation->addArgument(result.getType(), op->getLoc());
  return continuation;
}

/// Rewrites the `continue` and `break` ops that leave `loop` (those nested in
/// its body through `if`s only) into branches to `continueDest` and
/// `breakDest`, passing their operands.
static void lowerLoopExits(RewriterBase &rewriter, Operation *loop, Block *continueDest,
                           Block *breakDest) {
  SmallVector<Operation *> exits;
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Exits nested in an inner loop belong to that loop.
    if (op != loop && isa<ct::ForOp, ct::LoopOp>(op))
      return WalkResult::skip();
    if (isa<ct::ContinueOp, ct::BreakOp>(op))
      exits.push_back(op);
    return WalkResult::advance();
  });
  for (Operation *exit : exits) {
    Block *dest = isa<ct::ContinueOp>(exit) ? continueDest : breakDest;
    rewriter.setInsertionPoint(exit);
    rewriter.replaceOpWithNewOp<cf::BranchOp>(exit, dest, exit->getOperands());
  }
}

/// before:  ... if %c { then } else { else } ...rest
/// after:   ... cond_br %c, ^then, ^else
///          ^then: ... br ^cont(yielded)   ^else: ... br ^cont(yielded)
///          ^cont(results): ...rest
/// Without an else region the false edge goes straight to ^cont.
static void flattenIf(RewriterBase &rewriter, ct::IfOp ifOp) {
  Location loc = ifOp.getLoc();
  Block *before = ifOp->getBlock();
  Block *continuation = splitAfter(rewriter, ifOp);

  auto inlineBranch = [&](Region &region) -> Block * {
    if (region.empty())
      return continuation;
    Block *entry = &region.front();
    // Other terminators (an early exit, already a cf.br or still a return)
    // leave the region elsewhere and stay as they are.
    if (auto yield = dyn_cast<ct::YieldOp>(entry->back())) {
      rewriter.setInsertionPoint(yield);
      rewriter.replaceOpWithNewOp<cf::BranchOp>(yield, continuation, yield.getOperands());
    }
    rewriter.inlineRegionBefore(region, continuation);
    return entry;
  };
  Block *thenBlock = inlineBranch(ifOp.getThenRegion());
  Block *elseBlock = inlineBranch(ifOp.getElseRegion());

  rewriter.setInsertionPointToEnd(before);
  cf::CondBranchOp::create(rewriter, loc, castToI1(rewriter, loc, ifOp.getCondition()),
                           thenBlock, ValueRange(), elseBlock, ValueRange());
  rewriter.replaceOp(ifOp, continuation->getArguments());
}

/// before:  ... for %iv in (%lb to %ub, step %s) iter_values(%a = %init) { body } ...rest
/// after:   ... br ^header(%lb, %init)
///          ^header(%i, %x): %in = cmpi less_than %i, %ub; cond_br %in, ^body(%i, %x), ^exit(%x)
///          ^body(%iv, %a): ... br ^latch(next)      (each continue)
///          ^latch(%y): %n = addi %i, %s; br ^header(%n, %y)
///          ^exit(results): ...rest
/// The comparison is signed unless the loop says `unsigned`. The increment
/// wraps like the source's own addi; a step that carries the index past the
/// type's range is the program's concern, as it is for scf.for.
static void flattenFor(RewriterBase &rewriter, ct::ForOp forOp) {
  Location loc = forOp.getLoc();
  Block *before = forOp->getBlock();
  Block *exit = splitAfter(rewriter, forOp);
  Block *body = forOp.getBody();

  // header(iv, iters...) has the body's signature; latch(iters...) the results'.
  SmallVector<Location> locs(body->getNumArguments(), loc);
  Block *header = rewriter.createBlock(exit, body->getArgumentTypes(), locs);
  Block *latch =
      rewriter.createBlock(exit, forOp.getResultTypes(), ArrayRef(locs).drop_front());

  lowerLoopExits(rewriter, forOp, /*continueDest=*/latch, /*breakDest=*/exit);
  rewriter.inlineRegionBefore(forOp.getRegion(), latch);

  rewriter.setInsertionPointToEnd(before);
  SmallVector<Value> entryArgs{forOp.getLowerBound()};
  llvm::append_range(entryArgs, forOp.getInitValues());
  cf::BranchOp::create(rewriter, loc, header, entryArgs);

  rewriter.setInsertionPointToEnd(header);
  Value iv = header->getArgument(0);
  ct::Signedness signedness =
      forOp.getUnsignedCmp() ? ct::Signedness::Unsigned : ct::Signedness::Signed;
  Value inRange = ct::CmpIOp::create(rewriter, loc, ct::ComparisonPredicate::LessThan, iv,
                                     forOp.getUpperBound(), signedness);
  cf::CondBranchOp::create(rewriter, loc, castToI1(rewriter, loc, inRange), body,
                           header->getArguments(), exit, header->getArguments().drop_front());

  rewriter.setInsertionPointToEnd(latch);
  SmallVector<Value> nextArgs{ct::AddIOp::create(rewriter, loc, iv, forOp.getStep())};
  llvm::append_range(nextArgs, latch->getArguments());
  cf::BranchOp::create(rewriter, loc, header, nextArgs);

  rewriter.replaceOp(forOp, exit->getArguments());
}

/// before:  ... loop iter_values(%a = %init) { body } ...rest
/// after:   ... br ^body(%init)
///          ^body(%a): ... br ^body(next) (each continue) ... br ^exit(vals) (each break)
///          ^exit(results): ...rest
/// The body block is its own loop header.
static void flattenLoop(RewriterBase &rewriter, ct::LoopOp loopOp) {
  Block *before = loopOp->getBlock();
  Block *exit = splitAfter(rewriter, loopOp);
  Block *body = loopOp.getBody();

  lowerLoopExits(rewriter, loopOp, /*continueDest=*/body, /*breakDest=*/exit);
  rewriter.inlineRegionBefore(loopOp.getRegion(), exit);

  rewriter.setInsertionPointToEnd(before);
  cf::BranchOp::create(rewriter, loopOp.getLoc(), body, loopOp.getInitValues());
  rewriter.replaceOp(loopOp, exit->getArguments());
}

LogicalResult tileiras::flattenControlFlow(func::FuncOp func, bool keepStructured) {
  if (failed(checkFlattenable(func)))
    return failure();
  if (keepStructured)
    structureControlFlow(func);

  // Pre-order puts every op after its ancestors; flattening an ancestor
  // moves an op but never destroys it, so the list stays valid.
  SmallVector<Operation *> structured;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isStructured(op))
      structured.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  for (Operation *op : structured)
    llvm::TypeSwitch<Operation *>(op)
        .Case([&](ct::IfOp ifOp) { flattenIf(rewriter, ifOp); })
        .Case([&](ct::ForOp forOp) { flattenFor(rewriter, forOp); })
        .Case([&](ct::LoopOp loopOp) { flattenLoop(rewriter, loopOp); });

  // Every return now sits directly in the function body.
  SmallVector<ct::ReturnOp> returns;
  func.walk([&](ct::ReturnOp op) { returns.push_back(op); });
  for (ct::ReturnOp op : returns) {
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<func::ReturnOp>(op, op.getOperands());
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Moving functions out of cuda_tile.module
//===----------------------------------------------------------------------===//

/// Checks what moveFunctionsOut relies on before it changes anything.
static LogicalResult checkMovable(ct::ModuleOp module, ModuleOp target) {
  for (Operation &op : *module.getBody()) {
    // Globals become module-level data in a later step (another conversion).
    if (isa<ct::GlobalOp>(op))
      return op.emitError("globals are not supported yet");
    auto fn = dyn_cast<FunctionOpInterface>(op);
    if (!fn)
      return op.emitOpError("cannot be moved out of a cuda_tile.module");
    if (fn.getFunctionBody().empty())
      return op.emitOpError("has no body");
    if (failed(checkFlattenable(fn)))
      return failure();
    for (Operation &other : *target.getBody()) {
      if (&other == module.getOperation())
        continue;
      auto symbol = dyn_cast<SymbolOpInterface>(other);
      if (symbol && symbol.getNameAttr() == fn.getNameAttr())
        return op.emitOpError() << "cannot be moved out: symbol @" << fn.getName()
                                << " is already defined in the target module";
    }
  }
  return success();
}

/// Builds the func.func that takes over `fn`'s name, signature, attributes
/// and body.
static func::FuncOp moveFunction(OpBuilder &builder, FunctionOpInterface fn) {
  auto type = cast<FunctionType>(fn.getFunctionType());
  auto funcOp = func::FuncOp::create(builder, fn.getLoc(), fn.getName(), type);
  funcOp.setArgAttrsAttr(fn.getArgAttrsAttr());
  funcOp.setResAttrsAttr(fn.getResAttrsAttr());
  for (NamedAttribute attr : fn->getDiscardableAttrs())
    funcOp->setAttr(attr.getName(), attr.getValue());
  if (auto entry = dyn_cast<ct::EntryOp>(fn.getOperation())) {
    funcOp->setAttr(tileiras::kKernelAttrName, builder.getUnitAttr());
    if (ct::OptimizationHintsAttr hints = entry.getOptimizationHintsAttr())
      funcOp->setAttr(tileiras::kOptimizationHintsAttrName, hints);
  }
  funcOp.getBody().takeBody(fn.getFunctionBody());
  return funcOp;
}

LogicalResult tileiras::moveFunctionsOut(ct::ModuleOp module, ModuleOp target,
                                         bool keepStructured) {
  if (failed(checkMovable(module, target)))
    return failure();
  // Next to the cuda_tile.module when it lives in `target`, which keeps the
  // functions of several modules in source order.
  OpBuilder builder(module.getContext());
  if (module->getBlock() == target.getBody())
    builder.setInsertionPoint(module);
  else
    builder.setInsertionPointToEnd(target.getBody());
  SmallVector<func::FuncOp> moved;
  for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
    moved.push_back(moveFunction(builder, cast<FunctionOpInterface>(op)));
    op.erase();
  }
  // checkMovable has checked the bodies, so flattening cannot fail here.
  for (func::FuncOp funcOp : moved)
    if (failed(flattenControlFlow(funcOp, keepStructured)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct FlattenTileControlFlowPass
    : PassWrapper<FlattenTileControlFlowPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FlattenTileControlFlowPass)

  FlattenTileControlFlowPass() = default;
  FlattenTileControlFlowPass(const FlattenTileControlFlowPass &other) : PassWrapper(other) {}

  Option<bool> keepStructured{
      *this, "keep-structured",
      llvm::cl::desc("Turn the control flow scf can express into scf.for/while/if and "
                     "flatten only the rest, as the cuda_tile-to-nv_tileaa conversion does"),
      llvm::cl::init(false)};

  StringRef getArgument() const final { return "tileiras-flatten-tile-control-flow"; }
  StringRef getDescription() const final {
    return "Move cuda_tile functions into func.func and turn their structured control flow "
           "into cf branches";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<arith::ArithDialect, cf::ControlFlowDialect, func::FuncDialect,
                    scf::SCFDialect>();
  }

  void runOnOperation() final {
    ModuleOp top = getOperation();
    bool ok = true;
    // Functions already moved out (by an earlier run, say) are flattened
    // too; moveFunctionsOut flattens the ones it creates.
    for (func::FuncOp funcOp : llvm::to_vector(top.getOps<func::FuncOp>()))
      ok &= succeeded(tileiras::flattenControlFlow(funcOp, keepStructured));
    for (ct::ModuleOp module : llvm::to_vector(top.getOps<ct::ModuleOp>())) {
      if (failed(tileiras::moveFunctionsOut(module, top, keepStructured))) {
        ok = false;
        continue;
      }
      module.erase();
    }
    if (!ok)
      signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> tileiras::createFlattenTileControlFlowPass() {
  return std::make_unique<FlattenTileControlFlowPass>();
}

void tileiras::registerFlattenTileControlFlowPass() {
  PassRegistration<FlattenTileControlFlowPass>();
}
