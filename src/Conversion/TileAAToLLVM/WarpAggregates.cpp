//===- WarpAggregates.cpp - reduce and scan with warp shuffles ------------===//
//
// With a bit-permutation layout every slot bit, lane bit and warp bit of a
// (thread, slot) either moves along the reduced (scanned) dimension or not.
// The slots that differ only in such bits are folded in registers, the lanes
// by shfl.sync, and only the warps through __tileiras_scratch.
//
//===----------------------------------------------------------------------===//

#include "WarpAggregates.h"

#include "Patterns.h"
#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <map>

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

SmallVector<Value> tileiras::simt::combineWith(OpBuilder &b, Block &body,
                                               ValueRange acc, ValueRange x) {
  IRMapping map;
  for (size_t i = 0; i < acc.size(); ++i) {
    map.map(body.getArgument(2 * i), acc[i]);
    map.map(body.getArgument(2 * i + 1), x[i]);
  }
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  SmallVector<Value> out;
  for (Value v : cast<aa::YieldOp>(body.getTerminator()).getValues())
    out.push_back(map.lookupOrDefault(v));
  return out;
}

namespace {

constexpr int kLaneBits = 5;

Value c32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

/// The layout bits and dimension bits of a reduce or scan operand, when the
/// warp lowering applies.
struct Plan {
  LayoutBits bits;
  DimBits dim;
  Distribution d;
  int64_t dimSlots, dimThreads, replicatedSlots, replicatedThreads;
};

std::optional<Plan> planFor(const LoweringState &state, Operation *op,
                            int64_t dim) {
  auto type = cast<RankedTensorType>(op->getOperand(0).getType());
  Distribution d = distributionOf(state, type);
  auto bits = LayoutBits::get(d.map);
  auto dimbits = dimBits(type.getShape(), dim);
  if (!bits || !dimbits || d.threads < nv_tileas::kWarpSize)
    return std::nullopt;
  // Every operand must share the layout and be shuffled as a whole.
  for (Value operand : op->getOperands()) {
    if (nv_tileas::getSimtLayout(operand.getType()) !=
        nv_tileas::getSimtLayout(type))
      return std::nullopt;
    Type elt = cast<RankedTensorType>(operand.getType()).getElementType();
    if (!shufflable(registerElementType(elt)))
      return std::nullopt;
  }
  int64_t m = dimbits->mask();
  return Plan{*bits,
              *dimbits,
              d,
              bits->slotMaskInto(m),
              bits->threadMaskInto(m),
              bits->replicatedSlotMask(),
              bits->replicatedThreadMask()};
}

/// (thread bit, output bit) for the thread bits that set an element bit
/// outside the dimension, the output index being the index squeezed of it.
SmallVector<std::pair<int, int>> squeezedThreadBits(const Plan &p) {
  SmallVector<std::pair<int, int>> out;
  for (auto [i, e] : llvm::enumerate(p.bits.threadBits)) {
    if (e < 0 || (p.dim.mask() >> e) & 1)
      continue;
    out.push_back({int(i), e < p.dim.first ? e : e - p.dim.count});
  }
  return out;
}

/// Slot vectors of each operand's element type from per-slot scalars.
SmallVector<Value> assembleSlots(OpBuilder &b, Location loc,
                                 ArrayRef<SmallVector<Value>> perSlot,
                                 ArrayRef<Type> elts) {
  SmallVector<Value> results;
  for (auto [k, elt] : llvm::enumerate(elts)) {
    Value vec = LLVM::PoisonOp::create(
        b, loc, VectorType::get({int64_t(perSlot.size())}, elt));
    for (auto [v, values] : llvm::enumerate(perSlot))
      vec = insertSlot(b, loc, vec, values[k], v);
    results.push_back(vec);
  }
  return results;
}

SmallVector<Value> shuffleAll(OpBuilder &b, Location loc, ValueRange xs,
                              NVVM::ShflKind kind, int64_t offset) {
  SmallVector<Value> out;
  for (Value x : xs)
    out.push_back(warpShuffle(b, loc, x, kind, offset));
  return out;
}

SmallVector<Value> selectAll(OpBuilder &b, Location loc, Value cond,
                             ValueRange yes, ValueRange no) {
  SmallVector<Value> out;
  for (auto [y, n] : llvm::zip(yes, no))
    out.push_back(arith::SelectOp::create(b, loc, cond, y, n));
  return out;
}

/// A body that is one commutative op of its two arguments.
bool isCommutativeCombiner(Block &body) {
  if (body.getNumArguments() != 2 || !llvm::hasSingleElement(
                                         body.without_terminator()))
    return false;
  Operation &op = body.front();
  return op.hasTrait<OpTrait::IsCommutative>() && op.getNumOperands() == 2 &&
         op.getOperand(0) == body.getArgument(0) &&
         op.getOperand(1) == body.getArgument(1) &&
         body.getTerminator()->getOperand(0) == op.getResult(0);
}

SmallVector<Type> registerTypes(Operation *op) {
  SmallVector<Type> elts;
  for (Value operand : op->getOperands())
    elts.push_back(registerElementType(
        cast<RankedTensorType>(operand.getType()).getElementType()));
  return elts;
}

SmallVector<Type> elementTypes(Operation *op) {
  SmallVector<Type> elts;
  for (Value operand : op->getOperands())
    elts.push_back(cast<RankedTensorType>(operand.getType()).getElementType());
  return elts;
}

} // namespace

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<Value>>
tileiras::simt::reduceInWarps(OpBuilder &b, LoweringState &state,
                              aa::ReduceOp op, ValueRange operands) {
  std::optional<Plan> plan = planFor(state, op, op.getDim());
  if (!plan)
    return failure();
  const Plan &p = *plan;
  Location loc = op.getLoc();
  Block &body = op.getBody().front();
  Type outType = op->getNumResults() ? op->getResult(0).getType() : Type();
  bool toScalar = !isa_and_nonnull<RankedTensorType>(outType);
  Distribution to = toScalar ? scalarDistribution(state)
                             : distributionOf(state, outType);
  int64_t outElements = p.d.elements >> p.dim.count;

  // The order in which the dimension's bits are folded. A commutative
  // combiner folds the slots, then the lanes in registers, and the warps
  // last through scratch. Any other folds the element bits from the lowest
  // up, so that each step combines (lower half, upper half) and the result
  // is the in-order fold: from the first warp bit on, every bit (warp, lane
  // or slot) becomes a bit of the scratch group index, folded in order.
  bool commutative = isCommutativeCombiner(body);
  struct Step {
    bool slot;
    int bit;
  };
  SmallVector<Step> steps;
  // (thread or slot bit, scratch group bit).
  SmallVector<std::pair<int, int>> lateThreadBits, lateSlotBits;
  int late = 0;
  int64_t earlyLanes = 0;
  for (int e = p.dim.first; e < p.dim.first + p.dim.count; ++e) {
    auto slotIt = llvm::find(p.bits.slotBits, e);
    bool isSlot = slotIt != p.bits.slotBits.end();
    int bit = isSlot ? int(slotIt - p.bits.slotBits.begin())
                     : int(llvm::find(p.bits.threadBits, e) -
                           p.bits.threadBits.begin());
    bool warp = !isSlot && bit >= kLaneBits;
    if (warp || (!commutative && late)) {
      (isSlot ? lateSlotBits : lateThreadBits).push_back({bit, late++});
      continue;
    }
    steps.push_back({isSlot, bit});
    if (!isSlot)
      earlyLanes |= int64_t(1) << bit;
  }
  if (commutative) {
    SmallVector<Step> slotsFirst;
    for (bool slot : {true, false})
      for (Step step : steps)
        if (step.slot == slot)
          slotsFirst.push_back(step);
    steps = slotsFirst;
  }

  // The output element slot r of thread t ends up with.
  auto outputOf = [&](int64_t t, int64_t r) {
    return p.dim.squeeze(
        p.bits.elementOf(t & ~p.dimThreads, r & ~p.dimSlots));
  };

  // 1. Fold the slots and lanes along the dimension. Live slots start as
  // the owning ones; a slot step folds slot v | bit into v; a lane step is
  // a butterfly, after which both partners hold (lower lane, upper lane)
  // (selected into that order unless the combiner commutes, so that they
  // agree bit for bit).
  std::map<int64_t, SmallVector<Value>> acc;
  for (int64_t v = 0; v < p.d.slots; ++v) {
    if (v & p.replicatedSlots)
      continue;
    for (Value operand : operands)
      acc[v].push_back(extractSlot(b, loc, operand, v));
  }
  Value tid = threadId(b, loc);
  for (Step step : steps) {
    if (step.slot) {
      int64_t bit = int64_t(1) << step.bit;
      for (auto it = acc.begin(); it != acc.end();) {
        if (it->first & bit) {
          ++it;
          continue;
        }
        it->second = combineWith(b, body, it->second, acc[it->first | bit]);
        acc.erase(it->first | bit);
        ++it;
      }
      continue;
    }
    Value upper;
    if (!commutative)
      upper = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ne,
          arith::AndIOp::create(b, loc, tid, c32(b, loc, 1 << step.bit)),
          c32(b, loc, 0));
    for (auto &[v, a] : acc) {
      SmallVector<Value> y =
          shuffleAll(b, loc, a, NVVM::ShflKind::bfly, 1 << step.bit);
      a = commutative ? combineWith(b, body, a, y)
                      : combineWith(b, body, selectAll(b, loc, upper, y, a),
                                    selectAll(b, loc, upper, a, y));
    }
  }
  // Representative slots: those with no dimension or replicated slot bit.
  SmallVector<int64_t> reps;
  for (auto &[v, a] : acc)
    reps.push_back(v);

  // 3. Without warps along the dimension, the result is in registers when
  // each result slot is some representative slot in every thread.
  SmallVector<int64_t> sourceSlot;
  for (int64_t u = 0; u < to.slots; ++u) {
    const int64_t *r = llvm::find_if(reps, [&](int64_t r) {
      for (int64_t t = 0; t < p.d.threads; ++t)
        if (outputOf(t, r) != to.map.elementOf(t, u))
          return false;
      return true;
    });
    if (r == reps.end())
      break;
    sourceSlot.push_back(*r);
  }
  if (!late && int64_t(sourceSlot.size()) == to.slots) {
    SmallVector<SmallVector<Value>> perSlot;
    for (int64_t r : sourceSlot)
      perSlot.push_back(acc[r]);
    if (toScalar)
      return perSlot.front();
    return assembleSlots(b, loc, perSlot, registerTypes(op));
  }

  // 4. Else the partial results of each group go through scratch: element
  // g * outElements + o is group g's partial of output o.
  int64_t groups = int64_t(1) << late;
  SmallVector<Type> elts = elementTypes(op);
  Exchange exchange(b, loc, state);
  SmallVector<int64_t> offsets;
  for (Type elt : elts)
    offsets.push_back(exchange.allocate(groups * outElements, elt));
  {
    // One writer per group of identical partials.
    int64_t same = earlyLanes | p.replicatedThreads;
    OpBuilder::InsertionGuard g(b);
    if (same) {
      Value writer = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::AndIOp::create(b, loc, tid, c32(b, loc, same)), c32(b, loc, 0));
      auto guard = scf::IfOp::create(b, loc, writer, /*withElseRegion=*/false);
      b.setInsertionPointToStart(guard.thenBlock());
    }
    Value group = moveBits(b, loc, tid, lateThreadBits);
    Value base = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, group, c32(b, loc, outElements)),
        moveBits(b, loc, tid, squeezedThreadBits(p)));
    for (auto &[r, a] : acc) {
      int64_t slotGroup = 0;
      for (auto [bit, g] : lateSlotBits)
        slotGroup |= ((r >> bit) & 1) << g;
      Value index = arith::AddIOp::create(
          b, loc, base,
          c32(b, loc, slotGroup * outElements + outputOf(0, r)));
      for (auto [k, elt] : llvm::enumerate(elts))
        exchange.store(offsets[k], elt, index, a[k]);
    }
  }
  exchange.sync();
  Value indices = slotIndices(b, loc, to);
  SmallVector<SmallVector<Value>> perSlot;
  for (int64_t u = 0; u < to.slots; ++u) {
    Value o = extractSlot(b, loc, indices, u);
    SmallVector<Value> a;
    for (int64_t g = 0; g < groups; ++g) {
      Value index = arith::AddIOp::create(b, loc, o,
                                          c32(b, loc, g * outElements));
      SmallVector<Value> x;
      for (auto [k, elt] : llvm::enumerate(elts))
        x.push_back(exchange.readOne(offsets[k], elt, index));
      a = g == 0 ? x : combineWith(b, body, a, x);
    }
    perSlot.push_back(a);
  }
  if (toScalar)
    return perSlot.front();
  return assembleSlots(b, loc, perSlot, registerTypes(op));
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<Value>>
tileiras::simt::scanInWarps(OpBuilder &b, LoweringState &state, aa::ScanOp op,
                            ValueRange operands) {
  std::optional<Plan> plan = planFor(state, op, op.getDim());
  if (!plan)
    return failure();
  const Plan &p = *plan;
  // The dimension's low bits must come from slots, the next from
  // consecutive lane bits, then warp bits, then (with warps) slot bits
  // again, so that the scan order is slots, lanes, warps, segments: the
  // high slot bits cut the dimension into segments scanned side by side,
  // then chained by their totals.
  int laneCount = 0, laneFirst = -1, lowCount = 0;
  int64_t lowSlots = 0;
  SmallVector<std::pair<int, int>> warpBits; // (thread bit, position bit)
  SmallVector<int> segmentBits;              // slot bits, low to high
  int stage = 0; // 0 slots, 1 lanes, 2 warps, 3 segments
  for (int k = 0; k < p.dim.count; ++k) {
    int e = p.dim.first + k;
    int slot = llvm::find(p.bits.slotBits, e) - p.bits.slotBits.begin();
    int thread = llvm::find(p.bits.threadBits, e) - p.bits.threadBits.begin();
    bool isSlot = slot < int(p.bits.slotBits.size());
    int kind = isSlot ? (stage == 0 ? 0 : 3) : thread < kLaneBits ? 1 : 2;
    if (kind < stage)
      return failure();
    stage = kind;
    if (kind == 0) {
      lowSlots |= int64_t(1) << slot;
      ++lowCount;
    } else if (kind == 1) {
      if (laneCount == 0)
        laneFirst = thread;
      else if (thread != laneFirst + laneCount)
        return failure();
      ++laneCount;
    } else if (kind == 2) {
      warpBits.push_back({thread, k - lowCount - laneCount});
    } else {
      segmentBits.push_back(slot);
    }
  }
  if (!segmentBits.empty() && warpBits.empty())
    return failure();
  int64_t segments = int64_t(1) << segmentBits.size();
  auto segmentOf = [&](int64_t v) {
    int64_t s = 0;
    for (auto [i, bit] : llvm::enumerate(segmentBits))
      s |= ((v >> bit) & 1) << i;
    return s;
  };
  Location loc = op.getLoc();
  Block &body = op.getBody().front();
  bool reverse = op.getReverse();
  SmallVector<Value> identity;
  for (Attribute id : op.getIdentities())
    identity.push_back(arith::ConstantOp::create(b, loc, cast<TypedAttr>(id)));

  // 1. In-thread inclusive scans over the slots of each line, in the
  // dimension's order (position from the slot's element bits).
  auto position = [&](int64_t v) {
    return (p.bits.elementOf(0, v) & p.dim.mask()) >> p.dim.first;
  };
  SmallVector<SmallVector<Value>> inThread(p.d.slots);
  SmallVector<int64_t> lineReps;
  DenseMap<int64_t, SmallVector<Value>> lineTotal;
  for (int64_t r = 0; r < p.d.slots; ++r) {
    if (r & (lowSlots | p.replicatedSlots))
      continue;
    SmallVector<int64_t> members;
    for (int64_t v = r; v < p.d.slots; ++v)
      if ((v & ~lowSlots) == r)
        members.push_back(v);
    llvm::sort(members, [&](int64_t x, int64_t y) {
      return reverse ? position(x) > position(y) : position(x) < position(y);
    });
    SmallVector<Value> a;
    for (int64_t v : members) {
      SmallVector<Value> x;
      for (Value operand : operands)
        x.push_back(extractSlot(b, loc, operand, v));
      a = a.empty() ? x : combineWith(b, body, a, x);
      inThread[v] = a;
    }
    lineReps.push_back(r);
    lineTotal[r] = a;
  }

  // 2. Hillis-Steele over the lanes of the dimension: the inclusive scan of
  // the thread totals, then the exclusive one by one more shuffle.
  Value tid = threadId(b, loc);
  DenseMap<int64_t, SmallVector<Value>> prefix, warpInclusive;
  Value lastLane;
  if (laneCount) {
    NVVM::ShflKind kind = reverse ? NVVM::ShflKind::down : NVVM::ShflKind::up;
    int64_t laneMask = (int64_t(1) << laneCount) - 1;
    Value lanePos = arith::AndIOp::create(
        b, loc,
        arith::ShRUIOp::create(b, loc, tid, c32(b, loc, laneFirst)),
        c32(b, loc, laneMask));
    if (reverse)
      lanePos = arith::XOrIOp::create(b, loc, lanePos, c32(b, loc, laneMask));
    for (int64_t r : lineReps) {
      SmallVector<Value> x = lineTotal[r];
      for (int k = 0; k < laneCount; ++k) {
        SmallVector<Value> y =
            shuffleAll(b, loc, x, kind, int64_t(1) << (laneFirst + k));
        Value take = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                           lanePos, c32(b, loc, 1 << k));
        x = selectAll(b, loc, take, combineWith(b, body, y, x), x);
      }
      SmallVector<Value> before =
          shuffleAll(b, loc, x, kind, int64_t(1) << laneFirst);
      Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          lanePos, c32(b, loc, 0));
      prefix[r] = selectAll(b, loc, first, identity, before);
      warpInclusive[r] = x;
    }
    lastLane = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lanePos,
                                     c32(b, loc, laneMask));
  } else {
    for (int64_t r : lineReps)
      warpInclusive[r] = lineTotal[r];
  }

  // 3. Across warps: the last lane of each warp writes its warp's total,
  // every thread folds the totals of the warps before its own (and of all,
  // the segment's total, when there are segments).
  DenseMap<int64_t, SmallVector<Value>> segmentTotal;
  if (!warpBits.empty()) {
    int64_t warps = int64_t(1) << warpBits.size();
    int64_t lines = (p.d.elements >> p.dim.count) * segments;
    Value warpPos = moveBits(b, loc, tid, warpBits);
    if (reverse)
      warpPos = arith::XOrIOp::create(b, loc, warpPos, c32(b, loc, warps - 1));
    Value line = arith::MulIOp::create(
        b, loc, moveBits(b, loc, tid, squeezedThreadBits(p)),
        c32(b, loc, segments * warps));
    SmallVector<Type> elts = elementTypes(op);
    Exchange exchange(b, loc, state);
    SmallVector<int64_t> offsets;
    for (Type elt : elts)
      offsets.push_back(exchange.allocate(lines * warps, elt));
    auto lineBase = [&](int64_t r) {
      return arith::AddIOp::create(
          b, loc, line,
          c32(b, loc,
              (p.dim.squeeze(p.bits.elementOf(0, r)) * segments +
               segmentOf(r)) *
                  warps));
    };
    {
      OpBuilder::InsertionGuard g(b);
      // One writer per warp total: the last lane, not a replica.
      Value writer = lastLane;
      if (p.replicatedThreads) {
        Value original = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq,
            arith::AndIOp::create(b, loc, tid,
                                  c32(b, loc, p.replicatedThreads)),
            c32(b, loc, 0));
        writer = writer ? arith::AndIOp::create(b, loc, writer, original)
                        : original;
      }
      if (writer) {
        auto guard = scf::IfOp::create(b, loc, writer, false);
        b.setInsertionPointToStart(guard.thenBlock());
      }
      for (int64_t r : lineReps) {
        Value index = arith::AddIOp::create(b, loc, lineBase(r), warpPos);
        for (auto [k, elt] : llvm::enumerate(elts))
          exchange.store(offsets[k], elt, index, warpInclusive[r][k]);
      }
    }
    exchange.sync();
    for (int64_t r : lineReps) {
      Value base = lineBase(r);
      SmallVector<Value> carry = identity, total;
      int64_t read = segments > 1 ? warps : warps - 1;
      for (int64_t w = 0; w < read; ++w) {
        // Totals are stored at their warp's position in scan order.
        Value index = arith::AddIOp::create(b, loc, base, c32(b, loc, w));
        SmallVector<Value> x;
        for (auto [k, elt] : llvm::enumerate(elts))
          x.push_back(exchange.readOne(offsets[k], elt, index));
        if (segments > 1)
          total = total.empty() ? x : combineWith(b, body, total, x);
        if (w + 1 == warps)
          continue;
        Value take = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           c32(b, loc, w), warpPos);
        carry = selectAll(b, loc, take, combineWith(b, body, carry, x), carry);
      }
      if (segments > 1)
        segmentTotal[r] = total;
      prefix[r] = prefix.count(r) ? combineWith(b, body, carry, prefix[r])
                                  : carry;
    }
  }

  // 4. Segments in scan order: each starts from the totals of the ones
  // before it.
  if (segments > 1) {
    for (int64_t r : lineReps) {
      if (segmentOf(r) != 0)
        continue;
      SmallVector<Value> before;
      for (int64_t i = 0; i < segments; ++i) {
        int64_t seg = reverse ? segments - 1 - i : i;
        int64_t at = r;
        for (auto [j, bit] : llvm::enumerate(segmentBits))
          at |= ((seg >> j) & 1) << bit;
        if (!before.empty())
          prefix[at] = combineWith(b, body, before, prefix[at]);
        before = before.empty() ? segmentTotal[at]
                                : combineWith(b, body, before, segmentTotal[at]);
      }
    }
  }

  // 5. Every slot: the prefix of its thread, then its in-thread scan.
  SmallVector<SmallVector<Value>> perSlot;
  for (int64_t v = 0; v < p.d.slots; ++v) {
    int64_t owner = v & ~p.replicatedSlots;
    int64_t r = owner & ~lowSlots;
    SmallVector<Value> x = inThread[owner];
    if (prefix.count(r))
      x = combineWith(b, body, prefix[r], x);
    perSlot.push_back(x);
  }
  SmallVector<Value> results = assembleSlots(b, loc, perSlot, registerTypes(op));
  // A result in another layout than the operand's moves through scratch.
  for (auto [k, result] : llvm::enumerate(op.getResults())) {
    if (nv_tileas::getSimtLayout(result.getType()) !=
        nv_tileas::getSimtLayout(op.getOperand(k).getType()))
      results[k] = relayout(b, loc, state, results[k], elementTypes(op)[k],
                                p.d, distributionOf(state, result.getType()));
  }
  return results;
}
