//===- WarpAggregates.cpp - reduce and scan with warp shuffles ------------===//
//
// With a bit-permutation layout every slot bit, lane bit and warp bit of a
// (thread, slot) either moves along the reduced (scanned) dimension or not.
// The slots that differ only in such bits are folded in registers, the lanes
// by shfl.sync, and only the warps through __tileiras_scratch
// (WarpReduce.cpp, WarpScan.cpp); this file holds what both share.
//
//===----------------------------------------------------------------------===//

#include "WarpAggregates.h"

#include "Patterns.h"
#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace tileiras::simt;
using namespace tileiras::simt::warp;
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

namespace tileiras::simt::warp {

Value c32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

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

} // namespace tileiras::simt::warp
