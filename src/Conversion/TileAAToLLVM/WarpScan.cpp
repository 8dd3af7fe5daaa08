//===- WarpScan.cpp - scan with warp shuffles -----------------------------===//
//
// In-thread scans over the slots, a Hillis-Steele shfl.sync.up (down for
// reverse) scan over the lanes, warp totals through scratch, and segments
// (high slot bits) chained by their totals.
//
//===----------------------------------------------------------------------===//

#include "WarpAggregates.h"

#include "Patterns.h"
#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tileiras::simt;
using namespace tileiras::simt::warp;
namespace aa = mlir::nv_tileaa;

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
