//===- MmaLowering.h - what the tensor-core dot lowerings share -*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H

#include "AsyncCopy.h"
#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"

#include <optional>

namespace tileiras::simt {

/// The mma.sync plan whose accumulator layout the dot's acc and result have
/// (the layout assignment chose it), if the target has the instruction.
std::optional<mlir::nv_tileas::MmaPlan>
matchMmaPlan(mlir::nv_tileaa::DotOp op, const LoweringState &state);

/// Where a 16-bit tile's element goes in scratch or a pipeline stage
/// (`index`: i32 or a vector of them, row-major in the tile): the 16-byte
/// chunk within each 128-byte line XOR-ed with the line number mod 8.
mlir::Value swizzle16(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::Value index);

/// The element index of (row, col) of an R x C tile held as core matrices
/// of 8 rows x `perRow` elements, numbered along C first (`row`, `col`:
/// i32 or vectors of them): ((row/8) (C/perRow) + col/perRow) 8 perRow +
/// (row mod 8) perRow + col mod perRow. Scratch operands of wgmma/tcgen05
/// and "core_k"/"core_mn" ring stages share it.
mlir::Value coreMatrixIndex(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value row, mlir::Value col, int64_t columns,
                            int64_t perRow);

/// Makes this thread's generic-proxy writes to shared memory visible to
/// the async proxy (wgmma and tcgen05 read operands through it).
void fenceAsyncProxy(mlir::OpBuilder &b, mlir::Location loc);

/// Whether mma.sync or wgmma reads `operand`, the B of `dot`, in place from
/// a ring stage that holds its transpose (ldmatrix without .trans, a
/// K-major wgmma descriptor), so that the permute computing it is never
/// needed.
bool readsTransposedStage(mlir::nv_tileaa::DotOp dot, mlir::Value operand,
                          const LoweringState &state);

/// Whether wgmma reads `operand` of `dot` in place from a row_major ring
/// stage: a 16-bit stage is XOR-swizzled per 128-byte line (swizzle16),
/// which for rows of exactly 128 bytes (64 elements along the operand's
/// contiguous dimension) is the descriptors' 128-byte swizzle atom. A as
/// stored (K-major), B as stored (MN-major) or through a permute [1, 0] of
/// the stage (K-major).
bool wgmmaReadsRowMajorStage(mlir::nv_tileaa::DotOp dot, mlir::Value operand,
                             const LoweringState &state);

/// The plan of a dot the async tensor cores (wgmma, tcgen05) can run
/// (isWarpgroupDot).
std::optional<mlir::nv_tileas::MmaPlan>
matchWarpgroupPlan(mlir::nv_tileaa::DotOp op, const LoweringState &state);

/// The two operands of a 64-row dot in shared memory for the async tensor
/// cores (wgmma, tcgen05), as core matrices of 8 rows x 16 bytes (`perRow`
/// = 16 / element bytes elements). An operand read from a ring stage
/// (StagedOperand, "core_k" or "core_mn") stays there; the others are
/// written to scratch, both K-major: element (r, k) of the M x K tile A,
/// and element (k, n) of B stored as its N x K transpose (row n), at
/// ((r/8) (K/perRow) + k/perRow) 8 perRow + (r mod 8) perRow + k mod perRow.
/// A K-major matrix descriptor: start address >> 4 (bits 0-13), leading
/// byte offset 128 >> 4 (bits 16-29: the next core matrix along K), stride
/// byte offset (K/perRow) x 128 >> 4 (bits 32-45: the next 8 rows), no
/// swizzle; one instruction consumes 32 bytes of K (two core matrices), so
/// K step t starts 256 t bytes further. B in a "core_mn" stage is MN-major:
/// leading byte offset (N/perRow) x 128 (the next 8 k), stride byte offset
/// 128 (the next perRow n), K step t 2 (N/perRow) 128 t bytes further.
/// A stage in a swizzled arrangement ("swizzle_k" A, "swizzle_mn" B; atoms
/// of W bytes, see !nv_tileas.smem) is read with the descriptor's W-byte
/// layout: K-major, stride byte offset 8 W (the next 8 rows), and K step t
/// at 32 t bytes into its atom column (of M W bytes); MN-major, stride byte
/// offset 8 W (the next 8 k), leading byte offset K W (the next atom
/// column of n), and K step t 32 t / e rows of W bytes further.
struct CoreMatrixOperands {
  mlir::Value aStart, bStart; ///< shared-memory addresses (!llvm.ptr<3>)
  bool bMnMajor = false;
  int64_t M, K, N, perRow;
  /// W of an operand read from a swizzled stage, else 0.
  int64_t aSwizzle = 0, bSwizzle = 0;
  mlir::Type element;

  /// Where the instruction takes the descriptor's layout field from.
  enum class Format {
    Wgmma,  ///< bits 62-63: 1, 2, 3 for 128, 64, 32 bytes
    Tcgen05 ///< bits 61-63: 2, 4, 6; and the fixed 0b001 in bits 46-48
  };

  /// Writes to scratch the operands not `staged` (their tile types and
  /// converted vectors); `exchange` is created on first need.
  /// `aRowMajor`, `bRowMajor`: the operand is read in place from a
  /// row_major stage (wgmmaReadsRowMajorStage).
  static CoreMatrixOperands
  write(mlir::OpBuilder &b, mlir::Location loc,
        std::optional<Exchange> &exchange, LoweringState &state,
        mlir::RankedTensorType lhs, mlir::Value a,
        std::optional<StagedOperand> aStaged, mlir::RankedTensorType rhs,
        mlir::Value bTile, std::optional<StagedOperand> bStaged,
        bool aRowMajor = false, bool bRowMajor = false);
  /// The scratch bytes `write` takes for the operands of `dot` it does not
  /// read from a stage: a dot whose operands exceed the scratch is left to
  /// mma.sync, which writes them one K slice at a time.
  static int64_t scratchBytes(mlir::nv_tileaa::DotOp dot,
                              bool aRowMajor = false, bool bRowMajor = false);
  /// Instructions along K.
  int64_t steps() const { return K / (2 * perRow); }
  /// The descriptor of A (or B) for K step `step`.
  mlir::Value descriptor(mlir::OpBuilder &b, mlir::Location loc, bool ofA,
                         int64_t step, Format format) const;
};

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H
