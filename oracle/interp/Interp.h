//===- Interp.h - reference interpreter for cuda_tile -----------*- C++ -*-===//
//
// Executable semantics of cuda_tile on the CPU. The interpreter is an oracle:
// it shares no code with src/ besides the dialect's IR classes, so that folds,
// rewrites and compiled kernels can be checked against it.
//
// Undefined behaviour (out-of-bounds access, integer division by zero, a use
// of poison in memory or control flow, a violated assume) is reported as an
// error at the op's location and the run fails.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_INTERP_H
#define TILEIRAS_ORACLE_INTERP_INTERP_H

#include "Memory.h"
#include "Tile.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <vector>

namespace tileiras::interp {

struct RunOptions {
  /// Tile blocks run one after another; this permutes their order so that
  /// results that depend on it (races between blocks) show up.
  enum class BlockOrder { Forward, Reverse } order = BlockOrder::Forward;
  /// Upper bound on executed ops per tile block (guards endless loops); 0 = none.
  uint64_t maxSteps = 0;
};

/// Runs entry `entry` of `module` (a cuda_tile.module) over `grid`. `args`
/// are 0-D tiles in the entry's argument order; pointers are addresses in
/// `memory`. Errors go to the context's diagnostic engine.
mlir::LogicalResult runKernel(mlir::Operation *module, llvm::StringRef entry,
                              llvm::ArrayRef<Tile> args,
                              std::array<int64_t, 3> grid, Memory &memory,
                              const RunOptions &options = {});

/// Runs one function-like op (`testing$func` or `entry`) as tile block
/// (0,0,0) of a 1x1x1 grid and returns the operands of its `return`.
mlir::LogicalResult runFunction(mlir::Operation *func,
                                llvm::ArrayRef<Tile> args, Memory &memory,
                                std::vector<Tile> &results,
                                const RunOptions &options = {});

/// The op names (e.g. "cuda_tile.addf") that have an interpreter rule.
std::vector<std::string> supportedOps();

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_INTERP_H
