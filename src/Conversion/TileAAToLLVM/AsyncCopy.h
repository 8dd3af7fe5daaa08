//===- AsyncCopy.h - addresses in nv_tileas shared rings --------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H

#include "Distribution.h"

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace tileiras::simt {

/// The start of stage `stage` (i32) of the ring at `ring` (!llvm.ptr<3>).
Value stagePointer(OpBuilder &b, Location loc,
                   mlir::nv_tileas::SharedBufferType type, Value ring,
                   Value stage);

/// The byte offset of the element of 2-D `tile` at row-major `index` (i32
/// or a vector of them) in a stage of W = `width`-byte swizzle atoms
/// ("swizzle_k"/"swizzle_mn": atom columns of W bytes x the rows, each
/// 16-byte piece XOR-ed with its 128-byte line mod W/16), as TMA lays out a
/// box with the W-byte swizzle.
Value swizzleAtomOffset(OpBuilder &b, Location loc, mlir::RankedTensorType tile,
                        int64_t width, Value index);

/// The address of the tile's element at row-major `index` (i32) in the
/// stage starting at `stage`, swizzled as the ring type says.
Value stageElementPointer(OpBuilder &b, Location loc,
                          mlir::nv_tileas::SharedBufferType type, Value stage,
                          Value index);

/// The `full` (or `empty`) mbarrier of `stage` (i32) in the pipeline at
/// `base` (!llvm.ptr<3>).
Value stageBarrier(OpBuilder &b, Location loc, Value base, Value stage,
                   bool empty);

/// Polls until the phase of `barrier` with `parity` (i1 or i32) has
/// completed (try_wait from sm_90, test_wait before); the successful poll
/// acquires.
void waitParity(OpBuilder &b, Location loc, const LoweringState &state,
                Value barrier, Value parity);

/// A dot operand read from a ring: the start of its stage and the ring's
/// type; `transposed` when the operand is a 2-D view of the stage with its
/// two dimensions swapped (attention's K^T): its columns are rows there.
struct StagedOperand {
  Value stage;
  mlir::nv_tileas::SharedBufferType ring;
  bool transposed = false;
};

/// The stage `operand` (an original-IR value) was loaded from by an
/// nv_tileas.local_load, through reshapes (which keep the row-major order a
/// row_major stage holds) and, on a row_major stage, one 2-D permute [1, 0]
/// (`transposed`); nullopt for any other operand.
std::optional<StagedOperand>
stagedOperand(mlir::ConversionPatternRewriter &rewriter, Location loc,
              Value operand);

/// The local_load stagedOperand finds for `operand` (null if none), and
/// whether the operand is its transpose.
std::pair<mlir::nv_tileas::LocalLoadOp, bool> stageSource(Value operand);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H
