//===- WarpAggregates.h - reduce and scan with warp shuffles ----*- C++ -*-===//
//
// The fast lowerings of nv_tileaa.reduce and nv_tileaa.scan for layouts
// that are bit permutations (LayoutBits): within a thread over slots, then
// shfl.sync across the lanes that hold the dimension, then through shared
// memory only across the warps that do. They fail, emitting nothing, on
// any other layout; AggregatePatterns.cpp then uses the scratch lowering.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_WARPAGGREGATES_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_WARPAGGREGATES_H

#include "Distribution.h"

#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

namespace tileiras::simt {

/// Applies a reduce or scan combiner body to (acc_i, x_i) pairs.
llvm::SmallVector<Value> combineWith(OpBuilder &b, mlir::Block &body,
                                     mlir::ValueRange acc, mlir::ValueRange x);

/// The results of `op` (scalars for a reduction to a scalar), or failure
/// when the layouts or element types need the scratch lowering.
mlir::FailureOr<llvm::SmallVector<Value>>
reduceInWarps(OpBuilder &b, LoweringState &state, mlir::nv_tileaa::ReduceOp op,
              mlir::ValueRange operands);
mlir::FailureOr<llvm::SmallVector<Value>>
scanInWarps(OpBuilder &b, LoweringState &state, mlir::nv_tileaa::ScanOp op,
            mlir::ValueRange operands);

} // namespace tileiras::simt

/// Helpers shared by WarpReduce.cpp and WarpScan.cpp.
namespace tileiras::simt::warp {

/// Lane bits of the thread id (bits 0-4).
inline constexpr int kLaneBits = 5;

/// The layout bits and dimension bits of a reduce or scan operand.
struct Plan {
  LayoutBits bits;
  DimBits dim;
  Distribution d;
  int64_t dimSlots, dimThreads, replicatedSlots, replicatedThreads;
};

/// The plan when the warp lowering applies: every operand in the same
/// bit-permutation layout, shufflable elements, whole warps.
std::optional<Plan> planFor(const LoweringState &state, mlir::Operation *op,
                            int64_t dim);
Value c32(OpBuilder &b, Location loc, int64_t v);
/// (thread bit, output bit) for the thread bits that set an element bit
/// outside the dimension, the output index being the index squeezed of it.
llvm::SmallVector<std::pair<int, int>> squeezedThreadBits(const Plan &p);
/// Slot vectors of each operand's element type from per-slot scalars.
llvm::SmallVector<Value>
assembleSlots(OpBuilder &b, Location loc,
              llvm::ArrayRef<llvm::SmallVector<Value>> perSlot,
              llvm::ArrayRef<Type> elts);
llvm::SmallVector<Value> shuffleAll(OpBuilder &b, Location loc,
                                    mlir::ValueRange xs,
                                    mlir::NVVM::ShflKind kind, int64_t offset);
llvm::SmallVector<Value> selectAll(OpBuilder &b, Location loc, Value cond,
                                   mlir::ValueRange yes, mlir::ValueRange no);
using mlir::nv_tileaa::isCommutativeCombiner;
/// Register and tile element types of the operands.
llvm::SmallVector<Type> registerTypes(mlir::Operation *op);
llvm::SmallVector<Type> elementTypes(mlir::Operation *op);

} // namespace tileiras::simt::warp

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_WARPAGGREGATES_H
