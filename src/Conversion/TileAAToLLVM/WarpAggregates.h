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

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_WARPAGGREGATES_H
