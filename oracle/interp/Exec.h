//===- Exec.h - interpreter state shared by the op families -----*- C++ -*-===//

#ifndef TILEIRAS_ORACLE_INTERP_EXEC_H
#define TILEIRAS_ORACLE_INTERP_EXEC_H

#include "Interp.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

#include <memory>

namespace tileiras::interp {

/// A tensor_view at run time: base address and the resolved shape/strides.
struct TensorViewValue {
  uint64_t base = 0;
  mlir::Type elt;
  llvm::SmallVector<int64_t, 4> shape, strides;
};

/// Any SSA value: a tile, a token (no payload) or a view (tensor_view plus
/// the view's static type, which carries the tiling).
struct RtValue {
  Tile tile;
  std::shared_ptr<TensorViewValue> view;
};

enum class Flow { Normal, Yield, Break, Continue, Return };

class Exec {
public:
  Exec(Memory &memory, const RunOptions &options)
      : memory(memory), options(options) {}

  Memory &memory;
  const RunOptions &options;
  mlir::Operation *module = nullptr;
  std::array<int64_t, 3> blockId{0, 0, 0}, grid{1, 1, 1};
  llvm::DenseMap<mlir::Value, RtValue> env;
  uint64_t steps = 0;
  llvm::StringMap<uint64_t> globals;
  /// Set by an `if` whose region ended in break/continue/return.
  Flow pendingFlow = Flow::Normal;
  llvm::SmallVector<RtValue> pendingValues;

  const RtValue &get(mlir::Value v) { return env[v]; }
  const Tile &tile(mlir::Value v) { return env[v].tile; }
  void setTile(mlir::Value v, Tile t) { env[v].tile = std::move(t); }
  void set(mlir::Value v, RtValue r) { env[v] = std::move(r); }

  /// Reports `msg` at `op` with the current tile block and fails.
  mlir::LogicalResult fail(mlir::Operation *op, const llvm::Twine &msg);
  /// Fails when any element of `t` is poison: memory and control flow may
  /// not consume poison (see docs/interp.md).
  mlir::LogicalResult checkNoPoison(mlir::Operation *op, const Tile &t,
                                    llvm::StringRef what);

  /// Runs `block` with `args`; `flow` and `results` describe its terminator.
  mlir::LogicalResult runBlock(mlir::Block &block,
                               llvm::ArrayRef<RtValue> args, Flow &flow,
                               llvm::SmallVectorImpl<RtValue> &results);
  mlir::LogicalResult runOp(mlir::Operation *op);
  mlir::LogicalResult checkE5M3(mlir::Operation *op);
};

using Handler = mlir::LogicalResult (*)(Exec &, mlir::Operation *);
using HandlerMap = llvm::StringMap<Handler>;

void registerFloatOps(HandlerMap &map);
void registerIntOps(HandlerMap &map);
void registerConvertOps(HandlerMap &map);
void registerShapeOps(HandlerMap &map);
void registerMemoryOps(HandlerMap &map);
void registerAggregateOps(HandlerMap &map);
void registerControlOps(HandlerMap &map);

/// Helpers shared by the families.
llvm::RoundingMode toLLVMRounding(mlir::cuda_tile::RoundingMode mode);
/// The element type of a tile-typed value.
mlir::Type eltOf(mlir::Value v);
llvm::ArrayRef<int64_t> shapeOf(mlir::Value v);

/// Reads or writes one element of type `elt` at `addr`; fails with a
/// description of the address when it is not inside one buffer or misaligned.
mlir::LogicalResult loadElt(Exec &ex, mlir::Operation *op, uint64_t addr,
                            mlir::Type elt, uint64_t &bits);
mlir::LogicalResult storeElt(Exec &ex, mlir::Operation *op, uint64_t addr,
                             mlir::Type elt, uint64_t bits);

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_EXEC_H
