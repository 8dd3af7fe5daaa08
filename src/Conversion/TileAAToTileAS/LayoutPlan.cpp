//===- LayoutPlan.cpp - choosing a thread layout for every tile -----------===//

#include "LayoutPlan.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
using tileiras::LayoutPlan;

static RankedTensorType tileType(Value value) {
  return dyn_cast<RankedTensorType>(value.getType());
}

/// Constants, splats and ranges: no layout of their own, rebuilt in any
/// layout for free.
static bool isCheap(Operation *op) {
  return isa<aa::SplatOp, aa::MakeRangeOp>(op) ||
         (isa<arith::ConstantOp>(op) && isa<RankedTensorType>(
                                            op->getResult(0).getType()));
}

/// Ops whose lowering accepts any layout on these operands (they move
/// elements through shared memory or read one replicated element).
static bool acceptsAnyLayout(OpOperand &use) {
  Operation *op = use.getOwner();
  unsigned i = use.getOperandNumber();
  if (isa<aa::PermuteOp, aa::ExtractOp,
          aa::RepackOp, aa::PrintOp, aa::ItemOp, ConvertLayoutOp>(op))
    return true;
  if (auto dot = dyn_cast<aa::DotOp>(op))
    return use.get() != dot.getAcc();
  if (auto insert = dyn_cast<aa::InsertOp>(op))
    return use.get() == insert.getSource() && i == 0;
  return false;
}

/// Whether `value` is computed from a dot's result, looking back through at
/// most `budget` defining ops (an attention kernel's probabilities, computed
/// from the scores; a K loop's result, from what its body yields).
static bool computedFromDot(Value value, int budget = 32) {
  SmallVector<Value> work{value};
  llvm::DenseSet<Value> seen;
  while (!work.empty() && budget > 0) {
    Value current = work.pop_back_val();
    Operation *def = current.getDefiningOp();
    if (!def || !seen.insert(current).second)
      continue;
    if (isa<aa::DotOp>(def))
      return true;
    --budget;
    if (def->getNumRegions() == 0)
      llvm::append_range(work, def->getOperands());
    // A loop's result is what its body yields (a K loop's accumulator).
    else if (auto loop = dyn_cast<scf::ForOp>(def))
      work.push_back(
          loop.getYieldedValues()[cast<OpResult>(current).getResultNumber()]);
  }
  return false;
}

LayoutPlan::LayoutPlan(func::FuncOp func, int64_t threads, bool anchored,
                       MmaTarget mma)
    : func(func), context(func.getContext()), threads(threads),
      anchored(anchored), mma(mma) {
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != func.getOperation())
      ops.push_back(op);
    tieCarriedValues(op);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (tileType(arg))
            values.push_back(arg);
    for (Value result : op->getResults())
      if (tileType(result))
        values.push_back(result);
  });
}

void LayoutPlan::tieCarriedValues(Operation *op) {
  auto tie = [&](ArrayRef<Value> group) {
    if (group.empty() || !tileType(group.front()))
      return;
    auto shared = std::make_shared<SmallVector<Value>>(group);
    for (Value value : group)
      ties[value] = shared;
  };
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    for (auto [arg, result] :
         llvm::zip(forOp.getRegionIterArgs(), forOp.getResults()))
      tie({arg, result});
  else if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    for (auto [arg, result] :
         llvm::zip(whileOp.getAfterArguments(), whileOp.getResults()))
      tie({arg, result});
  // An if's results and a while's before arguments are alone in their
  // group: they are the only value of their slot.
}

Value LayoutPlan::carriedInto(OpOperand &use) {
  Operation *op = use.getOwner();
  unsigned i = use.getOperandNumber();
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return i >= forOp.getNumControlOperands()
               ? forOp.getRegionIterArgs()[i - forOp.getNumControlOperands()]
               : Value();
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return whileOp.getBeforeArguments()[i];
  if (auto condition = dyn_cast<scf::ConditionOp>(op))
    return i == 0 ? Value()
                  : condition.getParentOp().getAfterArguments()[i - 1];
  if (!isa<scf::YieldOp>(op))
    return {};
  Operation *parent = op->getParentOp();
  if (auto forOp = dyn_cast<scf::ForOp>(parent))
    return forOp.getRegionIterArgs()[i];
  if (auto whileOp = dyn_cast<scf::WhileOp>(parent))
    return whileOp.getBeforeArguments()[i];
  if (auto ifOp = dyn_cast<scf::IfOp>(parent))
    return ifOp.getResult(i);
  return {};
}

LayoutPlan::Layout LayoutPlan::canonical(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return getCanonicalSimtLayout(context, threads, tensor.getNumElements());
}

LayoutPlan::Layout LayoutPlan::blocked(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  Type element = tensor.getElementType();
  int64_t bytes = 8; // pointers are 64-bit addresses
  if (element.isIntOrFloat())
    bytes = std::max<int64_t>(1, (element.getIntOrFloatBitWidth() + 7) / 8);
  return getBlockedSimtLayout(context, threads, tensor.getShape(), bytes);
}

bool LayoutPlan::set(Value value, Layout layout) {
  if (!layout || layouts.count(value))
    return false;
  auto tied = ties.find(value);
  if (tied == ties.end()) {
    layouts[value] = layout;
    return true;
  }
  for (Value member : *tied->second)
    layouts[member] = layout;
  return true;
}

LayoutPlan::Layout LayoutPlan::aggregateLayout(Operation *op, bool lenient) {
  if (Layout known = aggregates.lookup(op))
    return known;
  Value operand = op->getOperand(0);
  Layout current = layouts.lookup(operand);
  if (!current && !lenient)
    return {};
  auto type = cast<RankedTensorType>(operand.getType());
  int64_t dim = isa<aa::ReduceOp>(op) ? cast<aa::ReduceOp>(op).getDim()
                                      : cast<aa::ScanOp>(op).getDim();
  Layout ideal = getReduceSimtLayout(context, threads, type.getShape(), dim);
  // Keep the operand's layout unless the ideal one avoids a cross-warp step
  // that it needs: a conversion costs more than a few shuffle levels.
  Layout chosen = current;
  if (!current ||
      (ideal && reducesAcrossWarps(current, type.getShape(), dim) &&
       !reducesAcrossWarps(ideal, type.getShape(), dim)))
    chosen = ideal ? ideal : canonical(type);
  aggregates[op] = chosen;
  return chosen;
}

/// Whether `layout` gives every thread runs along the rows of `type` of
/// 16 bytes (an f64 mma accumulator, say: each run one 128-bit access, as
/// wide as the coalesced layout's), or, for a dot's result (`fromDot`), of
/// two elements and at least 4 bytes (an mma accumulator fragment: a quad
/// of lanes writes 16 or 32 contiguous bytes). Converting would cost a
/// shared-memory round trip and two CTA barriers.
static bool writesWholeRuns(nv_tileas::SimtLayoutAttr layout,
                            RankedTensorType type, bool fromDot) {
  Type element = type.getElementType();
  if (!layout || !element.isIntOrFloat() || element.isInteger(1) ||
      type.getRank() == 0)
    return false;
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  int64_t wanted = fromDot ? std::max<int64_t>(4, 2 * bytes) : 16;
  if (bytes == 0 || wanted % bytes)
    return false;
  nv_tileas::SimtMap map = layout.getMap();
  return map.exact() &&
         widestRowRun(map, type.getShape().back(), wanted / bytes) * bytes ==
             wanted;
}

LayoutPlan::Layout LayoutPlan::demand(OpOperand &use) {
  Value value = use.get();
  auto type = tileType(value);
  // An mma.sync dot reads operands in any other layout from scratch, one
  // fragment per step; a chained dot's A is wanted in the fragment layout,
  // which the accumulator it comes from holds already (a renaming).
  if (auto dot = dyn_cast<aa::DotOp>(use.getOwner())) {
    auto plan = mmaPlans.find(dot);
    if (plan != mmaPlans.end()) {
      if (use.getOperandNumber() == 2)
        return plan->second.c;
      if (use.getOperandNumber() == 0 && computedFromDot(value))
        return plan->second.a;
      return {};
    }
  }
  if (!type || acceptsAnyLayout(use))
    return {};
  Operation *op = use.getOwner();
  if (isa<func::ReturnOp>(op))
    return canonical(type);
  if (Value carried = carriedInto(use))
    return layouts.lookup(carried);
  if (isa<scf::YieldOp, scf::ConditionOp, scf::ForOp, scf::WhileOp>(op))
    return {};
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      SuccessorOperands operands = branch.getSuccessorOperands(s);
      OperandRange forwarded = operands.getForwardedOperands();
      unsigned begin = forwarded.getBeginOperandIndex();
      unsigned i = use.getOperandNumber();
      if (i >= begin && i < begin + forwarded.size())
        return layouts.lookup(op->getSuccessor(s)->getArgument(
            operands.getProducedOperandCount() + i - begin));
    }
    return {};
  }
  // Stores of tiles that fit one element per thread take the value as it
  // comes (owners store): converting would cost a shared-memory round trip
  // to coalesce a few hundred bytes at most.
  auto small = [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return !tensor || tensor.getNumElements() <= threads;
  };
  if (isa<aa::TiledStoreOp, aa::TiledAtomicRedOp>(op))
    return small(type) ||
                   writesWholeRuns(layouts.lookup(value), type,
                                   computedFromDot(value))
               ? Layout()
               : blocked(type);
  if (auto store = dyn_cast<aa::StoreOp>(op)) {
    Type valueType = store.getValue().getType();
    if (!small(valueType))
      return blocked(valueType);
    if (!isa<RankedTensorType>(valueType))
      return {};
    // Pointers and mask go slot by slot with the value.
    return value == store.getValue() ? Layout()
                                     : layouts.lookup(store.getValue());
  }
  if (auto load = dyn_cast<aa::LoadOp>(op))
    return layouts.lookup(load.getResult());
  if (isa<aa::ReduceOp, aa::ScanOp>(op))
    return aggregates.lookup(op);
  if (isa<aa::ReshapeOp, aa::DotOp, aa::InsertOp>(op))
    return layouts.lookup(op->getResult(0));
  if (auto broadcast = dyn_cast<aa::BroadcastOp>(op))
    return broadcastDemand(broadcast);
  if (isa<aa::CatOp>(op))
    return catOperands.lookup(op);
  // Slot by slot: one layout for the op's tiles of this size.
  int64_t elements = type.getNumElements();
  auto sameSize = [&](Value v) {
    auto t = tileType(v);
    return t && t.getNumElements() == elements;
  };
  for (Value result : op->getResults())
    if (sameSize(result))
      if (Layout layout = layouts.lookup(result))
        return layout;
  for (Value operand : op->getOperands())
    if (sameSize(operand))
      if (Layout layout = layouts.lookup(operand))
        return layout;
  return {};
}

/// The broadcast is a register renaming when every thread already holds the
/// source elements its result slots repeat; otherwise its source is wanted
/// in the layout that makes it one, so that the move is a conversion the
/// cleanup can rematerialize away (a small load, a range) rather than an
/// exchange hidden in the broadcast.
LayoutPlan::Layout LayoutPlan::broadcastDemand(aa::BroadcastOp broadcast) {
  auto from = broadcast.getSource().getType();
  auto to = broadcast.getType();
  Layout result = layouts.lookup(broadcast.getResult());
  // One element: every slot of every thread holds it already.
  if (!result || from.getNumElements() == 1)
    return {};
  SmallVector<int64_t> dims;
  for (auto [i, extent] : llvm::enumerate(from.getShape()))
    if (extent != to.getShape()[i])
      dims.push_back(i);
  Layout needed = sliceSimtLayout(result, to.getShape(), dims);
  if (!needed)
    return {};
  Layout held = layouts.lookup(broadcast.getSource());
  if (held && holdsSimtLayout(held, needed))
    return {};
  return broadcastSourceSimtLayout(result, to.getShape(), dims);
}

/// cat is a register renaming when both operands share a layout: the
/// result appends the second operand's slots to the first's. Of the two
/// operands' layouts, the one the other operand is already in, or already
/// converted to for another use, costs no exchange.
bool LayoutPlan::forwardCat(aa::CatOp cat) {
  if (layouts.count(cat.getResult()) || catOperands.count(cat))
    return false;
  Value lhs = cat.getLhs(), rhs = cat.getRhs();
  Layout a = layouts.lookup(lhs), b = layouts.lookup(rhs);
  if (!a || !b || lhs.getType() != rhs.getType())
    return false;
  // Whether `value` is, or will be converted to, `layout` anyway.
  auto availableIn = [&](Value value, Layout layout) {
    if (layouts.lookup(value) == layout)
      return true;
    for (OpOperand &use : value.getUses())
      if (use.getOwner() != cat.getOperation() && demand(use) == layout)
        return true;
    return false;
  };
  auto shape = cat.getLhs().getType().getShape();
  Layout chosen, result;
  for (Layout candidate : {a, b}) {
    Layout joined = catSimtLayout(candidate, shape, cat.getDim());
    if (!joined)
      continue;
    bool free = availableIn(lhs, candidate) && availableIn(rhs, candidate);
    if (!chosen || free) {
      chosen = candidate;
      result = joined;
    }
    if (free)
      break;
  }
  if (!chosen)
    return false;
  catOperands[cat] = chosen;
  return set(cat.getResult(), result);
}

bool LayoutPlan::forward(Operation *op) {
  bool changed = false;
  // Block arguments take the layout of the first incoming tile.
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      SuccessorOperands operands = branch.getSuccessorOperands(s);
      for (auto [i, operand] :
           llvm::enumerate(operands.getForwardedOperands()))
        if (tileType(operand))
          changed |= set(op->getSuccessor(s)->getArgument(
                             operands.getProducedOperandCount() + i),
                         layouts.lookup(operand));
    }
    return changed;
  }
  // A carried value takes the layout of the first init or yield that has one.
  if (isa<scf::ForOp, scf::WhileOp, scf::YieldOp, scf::ConditionOp>(op)) {
    for (OpOperand &use : op->getOpOperands())
      if (Value carried = carriedInto(use); carried && tileType(carried))
        changed |= set(carried, layouts.lookup(use.get()));
    return changed;
  }
  if (isa<scf::IfOp>(op))
    return false;
  if (isCheap(op) || llvm::none_of(op->getResults(), tileType))
    return false;
  auto sourceLayout = [&]() { return layouts.lookup(op->getOperand(0)); };
  return TypeSwitch<Operation *, bool>(op)
      .Case<aa::TiledLoadOp, aa::LoadOp>([&](Operation *op) {
        return set(op->getResult(0), blocked(op->getResult(0).getType()));
      })
      .Case<aa::ReduceOp>([&](aa::ReduceOp reduce) {
        Layout layout = aggregateLayout(reduce, /*lenient=*/false);
        if (!layout)
          return false;
        auto shape = tileType(reduce.getOperands()[0]).getShape();
        // Slots that would only repeat a reduced element in one thread are
        // dropped: they would cost registers and arithmetic in every later
        // op, and through loop-carried values nothing would merge them.
        Layout slice = dropValueReplicas(
            sliceSimtLayout(layout, shape, {reduce.getDim()}));
        bool changed = false;
        for (Value result : reduce.getResults()) {
          if (!tileType(result))
            continue;
          // A slice that distributes like the canonical layout is written
          // as it, so the two never meet in a conversion.
          Layout plain = canonical(result.getType());
          changed |= set(result, slice && !sameSimtDistribution(slice, plain)
                                     ? slice
                                     : plain);
        }
        return changed;
      })
      .Case<aa::ScanOp>([&](aa::ScanOp scan) {
        Layout layout = aggregateLayout(scan, /*lenient=*/false);
        bool changed = false;
        for (Value result : scan.getResults())
          changed |= set(result, layout);
        return changed;
      })
      .Case<aa::ReshapeOp>([&](aa::ReshapeOp reshape) {
        // Row-major order is kept: the same layout is a renaming.
        return set(reshape.getResult(), sourceLayout());
      })
      .Case<aa::BroadcastOp>([&](aa::BroadcastOp broadcast) {
        Layout source = sourceLayout();
        auto from = broadcast.getSource().getType();
        auto to = broadcast.getType();
        if (!source || from.getNumElements() == 1)
          return false;
        SmallVector<int64_t> dims;
        for (auto [i, extent] : llvm::enumerate(from.getShape()))
          if (extent != to.getShape()[i])
            dims.push_back(i);
        // A layout of the result shape whose slice is the source's makes
        // the broadcast a renaming: the reduce operands are the candidates.
        auto fits = [&](Layout candidate) {
          Layout slice = sliceSimtLayout(candidate, to.getShape(), dims);
          return slice && (sameSimtDistribution(slice, source) ||
                           sameSimtDistribution(dropValueReplicas(slice),
                                                source));
        };
        for (auto [aggregate, layout] : aggregates)
          if (tileType(aggregate->getOperand(0)).getShape() == to.getShape() &&
              fits(layout))
            return set(broadcast.getResult(), layout);
        for (auto [value, layout] : layouts)
          if (tileType(value).getShape() == to.getShape() && fits(layout))
            return set(broadcast.getResult(), layout);
        return false;
      })
      .Case<aa::PermuteOp>([&](aa::PermuteOp permute) {
        Layout source = sourceLayout();
        if (!source)
          return false;
        return set(permute.getResult(),
                   permuteSimtLayout(source,
                                     permute.getSource().getType().getShape(),
                                     permute.getPermutation()));
      })
      .Case<aa::DotOp>([&](aa::DotOp dot) {
        auto plan = mmaPlans.find(dot);
        if (plan != mmaPlans.end())
          return set(dot.getResult(), plan->second.c);
        return set(dot.getResult(), layouts.lookup(dot.getAcc()));
      })
      .Case<aa::InsertOp>([&](aa::InsertOp insert) {
        return set(insert.getResult(), layouts.lookup(insert.getDest()));
      })
      .Case<aa::CatOp>([&](aa::CatOp cat) { return forwardCat(cat); })
      .Case<aa::ExtractOp, aa::RepackOp>([](Operation *) { return false; })
      .Default([&](Operation *op) {
        // Slot by slot: the first operand of the same size that has one.
        bool changed = false;
        for (Value result : op->getResults()) {
          auto type = tileType(result);
          if (!type)
            continue;
          for (Value operand : op->getOperands()) {
            auto operandType = tileType(operand);
            if (operandType &&
                operandType.getNumElements() == type.getNumElements() &&
                layouts.lookup(operand)) {
              changed |= set(result, layouts.lookup(operand));
              break;
            }
          }
        }
        return changed;
      });
}

bool LayoutPlan::backward(Value value) {
  // A scan's results are laid out as its operand is (aggregateLayout): a
  // layout wanted by a use is a conversion after the scan, never its own.
  if (value.getDefiningOp<aa::ScanOp>())
    return false;
  for (OpOperand &use : value.getUses())
    if (Layout layout = demand(use))
      return set(value, layout);
  return false;
}

bool LayoutPlan::lenientStep() {
  for (Operation *op : ops)
    if (isa<aa::ReduceOp, aa::ScanOp>(op) && !aggregates.count(op)) {
      aggregateLayout(op, /*lenient=*/true);
      return true;
    }
  for (Value value : values)
    if (!layouts.count(value))
      return set(value, canonical(value.getType()));
  return false;
}

LogicalResult LayoutPlan::checkTypes() {
  bool ok = true;
  auto check = [&](Value value, Location loc) {
    auto type = tileType(value);
    if (Layout layout = getSimtLayout(type)) {
      if (layout.getThreads() != threads) {
        emitError(loc) << "tile layout is over " << layout.getThreads()
                       << " threads, but the kernel has " << threads;
        ok = false;
      }
      layouts[value] = layout;
      return;
    }
    if (type.getEncoding()) {
      emitError(loc) << "tile type " << type
                     << " already has an encoding that is not a thread layout";
      ok = false;
    } else if (!type.hasStaticShape()) {
      emitError(loc) << "tile type " << type << " has no static shape to lay out";
      ok = false;
    } else if (auto layout = canonicalLayout(threads, type.getNumElements());
               !layout) {
      emitError(loc) << layout.error();
      ok = false;
    }
  };
  for (Value value : values) {
    Location loc = isa<BlockArgument>(value)
                       ? cast<BlockArgument>(value).getLoc()
                       : value.getDefiningOp()->getLoc();
    check(value, loc);
  }
  return success(ok);
}

LogicalResult LayoutPlan::choose() {
  if (failed(checkTypes()))
    return failure();
  if (!anchored) {
    for (Value value : values)
      set(value, canonical(value.getType()));
    return success();
  }
  // The function boundary keeps the canonical layouts.
  if (!func.isExternal())
    for (BlockArgument arg : func.front().getArguments())
      if (tileType(arg))
        set(arg, canonical(arg.getType()));
  planDots();
  while (true) {
    bool changed = false;
    for (Operation *op : ops)
      changed |= forward(op);
    for (Value value : llvm::reverse(values))
      if (!layouts.count(value))
        changed |= backward(value);
    if (!changed && !lenientStep())
      break;
  }
  return success();
}

void LayoutPlan::planDots() {
  if (!mma.mmaSync)
    return;
  SmallVector<aa::DotOp> dots;
  func.walk([&](aa::DotOp dot) { dots.push_back(dot); });
  // Chained dots put every warp on a block of rows, so that one dot's
  // accumulator is the next one's A operand without moving data.
  bool chained = llvm::any_of(
      dots, [](aa::DotOp dot) { return computedFromDot(dot.getLhs()); });
  for (aa::DotOp dot : dots) {
    auto tf32 = dot->getAttrOfType<StringAttr>("input_precision");
    std::optional<MmaKind> kind =
        getMmaKind(dot.getLhs().getType().getElementType(),
                   dot.getRhs().getType().getElementType(),
                   dot.getAcc().getType().getElementType(),
                   tf32 && tf32.getValue() == "tf32", mma.f8Mma);
    if (!kind)
      continue;
    // A dot of 64 rows on one warpgroup takes wgmma's (and tcgen05.ld's)
    // accumulator layout where the target has them: each warp 16 rows.
    auto lhsShape = dot.getLhs().getType().getShape();
    Type accElement = dot.getAcc().getType().getElementType();
    bool wgmma = mma.warpgroupMma && threads == 128 && lhsShape.size() == 2 &&
                 lhsShape[0] == 64 && *kind != MmaKind::F64 &&
                 (accElement.isF32() || accElement.isInteger(32));
    std::optional<MmaPlan> plan =
        getMmaPlan(context, threads, *kind, lhsShape,
                   dot.getRhs().getType().getShape(), chained || wgmma);
    if (!plan)
      continue;
    mmaPlans[dot] = *plan;
    set(dot.getResult(), plan->c);
    // The accumulator a loop carries stays in the fragment layout.
    if (isa<BlockArgument>(dot.getAcc()))
      set(dot.getAcc(), plan->c);
  }
}

/// A tile constant's value is typed like its result.
static LogicalResult retypeConstant(arith::ConstantOp op) {
  auto type = dyn_cast<RankedTensorType>(op.getType());
  if (!type || op.getValue().getType() == type)
    return success();
  auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
  if (!dense)
    return op.emitOpError("tile constant of kind ")
           << op.getValue() << " cannot take a thread layout";
  op.setValueAttr(dense.reshape(type));
  return success();
}

LogicalResult LayoutPlan::apply() {
  for (Value value : values) {
    auto type = tileType(value);
    value.setType(RankedTensorType::get(type.getShape(), type.getElementType(),
                                        layouts.lookup(value)));
  }
  bool ok = true;
  // One conversion per (value, layout), right after the value is defined.
  DenseMap<std::pair<Value, Attribute>, Value> converted;
  OpBuilder builder(context);
  for (Operation *op : ops) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      ok &= succeeded(retypeConstant(constant));
    for (OpOperand &use : op->getOpOperands()) {
      Layout want = anchored ? demand(use) : Layout();
      Value value = use.get();
      if (!want || want == layouts.lookup(value))
        continue;
      Value &to = converted[{value, want}];
      if (!to) {
        if (auto arg = dyn_cast<BlockArgument>(value))
          builder.setInsertionPointToStart(arg.getOwner());
        else
          builder.setInsertionPointAfter(value.getDefiningOp());
        auto type = tileType(value);
        to = ConvertLayoutOp::create(
            builder, value.getLoc(),
            RankedTensorType::get(type.getShape(), type.getElementType(), want),
            value);
      }
      use.set(to);
    }
  }
  if (!ok)
    return failure();
  // The signature follows the entry block (a declaration has none) and the
  // canonical results.
  FunctionType type = func.getFunctionType();
  SmallVector<Type> inputs, results;
  auto withLayout = [&](Type type) -> Type {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || getSimtLayout(tensor))
      return type;
    Layout layout = canonical(tensor);
    if (!layout) {
      emitError(func.getLoc()) << "tile type " << type
                               << " has no thread layout for " << threads
                               << " threads";
      ok = false;
      return type;
    }
    return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                                 layout);
  };
  if (func.isExternal())
    llvm::append_range(inputs, llvm::map_range(type.getInputs(), withLayout));
  else
    llvm::append_range(inputs, func.front().getArgumentTypes());
  llvm::append_range(results, llvm::map_range(type.getResults(), withLayout));
  func.setFunctionType(FunctionType::get(context, inputs, results));
  return success(ok);
}
