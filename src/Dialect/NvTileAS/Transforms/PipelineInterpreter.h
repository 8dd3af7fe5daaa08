//===- PipelineInterpreter.h - integers of a pipelined loop ----*- C++ -*-===//
//
// The part of the protocol check that evaluates the IR: the integer arith
// ops that compute stages, predicates and indices, on the induction
// variable and loop-carried values of one concrete iteration. Values it
// cannot compute (function arguments, program ids, loads) are unknown.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEINTERPRETER_H
#define TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEINTERPRETER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::nv_tileas::protocol::detail {

/// A known integer, or nothing.
using Known = std::optional<APInt>;

inline unsigned bitWidth(Type type) {
  return type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
}

/// Evaluates integer values of one loop: those outside it once, those of
/// its body per iteration.
class Interpreter {
public:
  explicit Interpreter(scf::ForOp loop) : loop(loop) {}

  void bindOuter(Value value, APInt known) { outer[value] = known; }
  /// Starts an iteration with these block-argument values.
  void startIteration(ArrayRef<Known> arguments) {
    inner.clear();
    for (auto [arg, known] :
         llvm::zip(loop.getBody()->getArguments(), arguments))
      inner[arg] = known;
  }
  /// Fixes a value of the current iteration.
  void bindInner(Value value, APInt known) { inner[value] = known; }
  Known eval(Value value);

private:
  scf::ForOp loop;
  DenseMap<Value, Known> outer, inner;
  Known compute(Operation *op);
};

} // namespace mlir::nv_tileas::protocol::detail

#endif // TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEINTERPRETER_H
