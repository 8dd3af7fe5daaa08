//===- StructureControlFlow.cpp - cuda_tile control flow to scf -----------===//
//
// Keeps loops visible to later passes: cuda_tile.for becomes scf.for,
// cuda_tile.loop becomes scf.while and cuda_tile.if becomes scf.if, with
// cuda_tile ops still inside (the conversion retypes them afterwards).
//
// A `continue` or `break` inside an `if` of a loop body is made structural
// by moving the rest of the block into the branch that falls through, so
// that every path of the body ends in exactly one exit; each exit then
// yields its values (and, in a `loop`, an i1 "keep going" flag) out of the
// `if`s, and the body ends in scf.yield (for) or scf.condition (while):
//
//   loop iter_values(%a = %x) {        scf.while (%a = %x) {
//     if %c { break %a }                 %r:2 = scf.if %c { yield false, %a }
//     %b = f(%a)                                    else { %b = f(%a); yield true, %b }
//     continue %b                        scf.condition(%r#0) %r#1
//   }                                  } do { ^(%v): scf.yield %v }
//
// What stays for flattenControlFlow (a CFG, as before), per loop or if,
// together with every op around it:
//  - anything holding a `return` (scf has no early return);
//  - a loop with an `if` holding its exits whose two branches both fall
//    through (the rest of the block would be duplicated);
//  - a `loop` whose results differ in type from its iteration values (the
//    while would need placeholder values for the other kind of exit);
//  - control flow nested in an op other than if/for/loop (reduce, scan),
//    which flattening refuses with a diagnostic.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

static bool isLoop(Operation *op) { return isa<ct::ForOp, ct::LoopOp>(op); }
static bool isExit(Operation *op) { return isa<ct::ContinueOp, ct::BreakOp>(op); }

/// True when all ancestors of `op` up to `func` are if/for/loop, in
/// cuda_tile or already in scf.
static bool isInStructuredNest(Operation *op, Operation *func) {
  for (Operation *parent = op->getParentOp(); parent != func; parent = parent->getParentOp())
    if (!parent || !isa<ct::IfOp, ct::ForOp, ct::LoopOp, scf::IfOp, scf::ForOp, scf::WhileOp>(
                       parent))
      return false;
  return true;
}

/// True when the `if` holds a continue or break of its enclosing loop.
static bool holdsLoopExit(ct::IfOp ifOp) {
  WalkResult walk = ifOp->walk<WalkOrder::PreOrder>([](Operation *op) {
    if (isLoop(op))
      return WalkResult::skip();
    return isExit(op) ? WalkResult::interrupt() : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

static bool fallsThrough(Region &region) {
  return region.empty() || isa<ct::YieldOp>(region.front().back());
}

/// The checks of the file comment, for one loop; `flattened` holds the
/// loops nested in it that stay cuda_tile.
static bool canStructureLoop(Operation *loop, Operation *func,
                             const DenseSet<Operation *> &flattened) {
  if (!isInStructuredNest(loop, func))
    return false;
  if (auto loopOp = dyn_cast<ct::LoopOp>(loop))
    if (loopOp.getResultTypes() != loopOp.getInitValues().getTypes())
      return false;
  WalkResult walk = loop->walk([&](Operation *op) {
    if (op == loop)
      return WalkResult::advance();
    if (isa<ct::ReturnOp>(op) || flattened.contains(op))
      return WalkResult::interrupt();
    if (auto ifOp = dyn_cast<ct::IfOp>(op))
      if (holdsLoopExit(ifOp) &&
          fallsThrough(ifOp.getThenRegion()) && fallsThrough(ifOp.getElseRegion()))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

/// scf takes an i1 (or integer) where cuda_tile has a 0-d tile; the casts
/// fold away once the conversion turns those tiles into scalars.
static Value castToScalar(OpBuilder &builder, Location loc, Value tile) {
  Type element = cast<ct::TileType>(tile.getType()).getElementType();
  return UnrealizedConversionCastOp::create(builder, loc, element, tile).getResult(0);
}

/// `block` ends in a continue or break of the loop being structured and may
/// hold more of them in `if`s. Rewrites it so that it holds none and has no
/// terminator, and returns the values of the exit taken: with `withFlag`, an
/// i1 that is true for continue first, then the exit's operands.
static SmallVector<Value> structureExits(RewriterBase &rewriter, Block *block, bool withFlag,
                                         TypeRange carried) {
  ct::IfOp exitIf;
  for (Operation &op : *block)
    if (auto ifOp = dyn_cast<ct::IfOp>(op); ifOp && holdsLoopExit(ifOp)) {
      exitIf = ifOp;
      break;
    }
  if (!exitIf) {
    Operation *exit = &block->back();
    rewriter.setInsertionPoint(exit);
    SmallVector<Value> values;
    if (withFlag)
      values.push_back(arith::ConstantOp::create(
          rewriter, exit->getLoc(), rewriter.getBoolAttr(isa<ct::ContinueOp>(exit))));
    llvm::append_range(values, exit->getOperands());
    rewriter.eraseOp(exit);
    return values;
  }

  Location loc = exitIf.getLoc();
  SmallVector<Operation *> rest;
  for (Operation *op = exitIf->getNextNode(); op; op = op->getNextNode())
    rest.push_back(op);
  for (Region *region : {&exitIf.getThenRegion(), &exitIf.getElseRegion()}) {
    if (region->empty()) {
      rewriter.createBlock(region);
      ct::YieldOp::create(rewriter, loc, ValueRange());
    }
    Block &branch = region->front();
    // The branch that falls through runs the rest of the block.
    if (auto yield = dyn_cast<ct::YieldOp>(branch.back())) {
      IRMapping mapping;
      mapping.map(exitIf.getResults(), yield.getOperands());
      rewriter.setInsertionPoint(yield);
      for (Operation *op : rest)
        rewriter.clone(*op, mapping);
      rewriter.eraseOp(yield);
    }
    SmallVector<Value> values = structureExits(rewriter, &branch, withFlag, carried);
    rewriter.setInsertionPointToEnd(&branch);
    scf::YieldOp::create(rewriter, loc, values);
  }

  SmallVector<Type> types;
  if (withFlag)
    types.push_back(rewriter.getI1Type());
  llvm::append_range(types, carried);
  rewriter.setInsertionPoint(exitIf);
  auto scfIf = scf::IfOp::create(rewriter, loc, types,
                                 castToScalar(rewriter, loc, exitIf.getCondition()),
                                 /*addThenBlock=*/false, /*addElseBlock=*/false);
  scfIf.getThenRegion().takeBody(exitIf.getThenRegion());
  scfIf.getElseRegion().takeBody(exitIf.getElseRegion());
  for (Operation *op : llvm::reverse(rest))
    rewriter.eraseOp(op);
  rewriter.eraseOp(exitIf);
  return scfIf.getResults();
}

static void structureFor(RewriterBase &rewriter, ct::ForOp forOp) {
  Location loc = forOp.getLoc();
  Block *body = forOp.getBody();
  SmallVector<Value> next =
      structureExits(rewriter, body, /*withFlag=*/false, forOp.getResultTypes());
  rewriter.setInsertionPointToEnd(body);
  scf::YieldOp::create(rewriter, loc, next);

  rewriter.setInsertionPoint(forOp);
  auto scfFor = scf::ForOp::create(
      rewriter, loc, castToScalar(rewriter, loc, forOp.getLowerBound()),
      castToScalar(rewriter, loc, forOp.getUpperBound()),
      castToScalar(rewriter, loc, forOp.getStep()), forOp.getInitValues(),
      /*bodyBuilder=*/nullptr, forOp.getUnsignedCmp());
  rewriter.eraseBlock(scfFor.getBody());
  rewriter.inlineRegionBefore(forOp.getRegion(), scfFor.getRegion(), scfFor.getRegion().end());

  // The body keeps using a tile index; scf's is a scalar.
  BlockArgument iv = body->getArgument(0);
  Type tileType = iv.getType();
  iv.setType(cast<ct::TileType>(tileType).getElementType());
  rewriter.setInsertionPointToStart(body);
  auto asTile = UnrealizedConversionCastOp::create(rewriter, loc, tileType, Value(iv));
  rewriter.replaceAllUsesExcept(iv, asTile.getResult(0), asTile);
  rewriter.replaceOp(forOp, scfFor.getResults());
}

static void structureLoop(RewriterBase &rewriter, ct::LoopOp loopOp) {
  Location loc = loopOp.getLoc();
  Block *body = loopOp.getBody();
  SmallVector<Value> exit =
      structureExits(rewriter, body, /*withFlag=*/true, loopOp.getResultTypes());
  rewriter.setInsertionPointToEnd(body);
  scf::ConditionOp::create(rewriter, loc, exit.front(), ArrayRef(exit).drop_front());

  rewriter.setInsertionPoint(loopOp);
  auto whileOp = scf::WhileOp::create(
      rewriter, loc, loopOp.getResultTypes(), loopOp.getInitValues(),
      [](OpBuilder &, Location, ValueRange) {},
      [](OpBuilder &builder, Location loc, ValueRange args) {
        scf::YieldOp::create(builder, loc, args);
      });
  rewriter.eraseBlock(&whileOp.getBefore().front());
  rewriter.inlineRegionBefore(loopOp.getRegion(), whileOp.getBefore(),
                              whileOp.getBefore().end());
  rewriter.replaceOp(loopOp, whileOp.getResults());
}

/// An `if` left with no loop, exit or return inside (the loops around it
/// structured or not) becomes an scf.if.
static bool canStructureIf(ct::IfOp ifOp, Operation *func) {
  if (!isInStructuredNest(ifOp, func))
    return false;
  WalkResult walk = ifOp->walk([](Operation *op) {
    return isa<ct::ForOp, ct::LoopOp, ct::BreakOp, ct::ContinueOp, ct::ReturnOp>(op)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

static void structureIf(RewriterBase &rewriter, ct::IfOp ifOp) {
  Location loc = ifOp.getLoc();
  rewriter.setInsertionPoint(ifOp);
  auto scfIf = scf::IfOp::create(rewriter, loc, ifOp.getResultTypes(),
                                 castToScalar(rewriter, loc, ifOp.getCondition()),
                                 /*addThenBlock=*/false, /*addElseBlock=*/false);
  scfIf.getThenRegion().takeBody(ifOp.getThenRegion());
  scfIf.getElseRegion().takeBody(ifOp.getElseRegion());
  for (Region *region : {&scfIf.getThenRegion(), &scfIf.getElseRegion()}) {
    // scf wants a then block; an else may stay empty only without results.
    if (region->empty()) {
      if (region == &scfIf.getElseRegion() && ifOp.getNumResults() == 0)
        continue;
      rewriter.createBlock(region);
      scf::YieldOp::create(rewriter, loc, ValueRange());
      continue;
    }
    Operation *yield = &region->front().back();
    rewriter.setInsertionPoint(yield);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(yield, yield->getOperands());
  }
  rewriter.replaceOp(ifOp, scfIf.getResults());
}

void tileiras::structureControlFlow(func::FuncOp func) {
  IRRewriter rewriter(func.getContext());
  // Inner loops first: a loop is structured only when all loops inside it
  // are, and structuring one never touches the loops around it.
  SmallVector<Operation *> loops;
  func.walk([&](Operation *op) {
    if (isLoop(op))
      loops.push_back(op);
  });
  DenseSet<Operation *> flattened;
  for (Operation *loop : loops)
    if (!canStructureLoop(loop, func, flattened))
      flattened.insert(loop);
  for (Operation *loop : loops) {
    if (flattened.contains(loop))
      continue;
    if (auto forOp = dyn_cast<ct::ForOp>(loop))
      structureFor(rewriter, forOp);
    else
      structureLoop(rewriter, cast<ct::LoopOp>(loop));
  }

  // Outer ifs first, so that an inner one sees an scf parent.
  SmallVector<ct::IfOp> ifs;
  func.walk<WalkOrder::PreOrder>([&](ct::IfOp op) { ifs.push_back(op); });
  for (ct::IfOp ifOp : ifs)
    if (canStructureIf(ifOp, func))
      structureIf(rewriter, ifOp);
}
