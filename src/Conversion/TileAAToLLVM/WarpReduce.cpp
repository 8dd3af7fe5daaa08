//===- WarpReduce.cpp - reduce with warp shuffles -------------------------===//
//
// Slots along the reduced dimension fold in registers, lanes by
// shfl.sync.bfly butterflies, warps (and, for a combiner that does not
// commute, every bit above the first warp bit) through scratch.
//
//===----------------------------------------------------------------------===//

#include "WarpAggregates.h"

#include "Patterns.h"
#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <map>

using namespace mlir;
using namespace tileiras::simt;
using namespace tileiras::simt::warp;
namespace aa = mlir::nv_tileaa;

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
