//===- Remarks.h - what the passes' remarks share ---------------*- C++ -*-===//
//
// Optimization remarks go through MLIR's remark engine (mlir/IR/Remarks.h);
// the driver installs it for --remarks (tileiras/Driver/Inspect.h). Categories
// are NVIDIA's where they exist (Memory, Tensor-core) and ours otherwise
// (Kernel). Remarks point at the producer's source line.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_REMARKS_H
#define TILEIRAS_REMARKS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"

namespace tileiras::remarks {

inline constexpr llvm::StringLiteral kMemory = "Memory";
/// NVIDIA 13.5 spells it so in its YAML (`Pass: Tensor-core`).
inline constexpr llvm::StringLiteral kTensorCore = "Tensor-core";
/// Ours: launch shape and resources of a kernel.
inline constexpr llvm::StringLiteral kKernel = "Kernel";

/// The first file:line:col inside `loc` (cuda_tile's debug locations wrap
/// it in a scope), else `loc`.
inline mlir::Location sourceLocation(mlir::Location loc) {
  mlir::Location found = loc;
  loc->walk([&](mlir::Location inner) {
    if (llvm::isa<mlir::FileLineColLoc>(inner)) {
      found = inner;
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

/// The symbol name of the function or entry holding `op` (or `op` itself).
inline llvm::StringRef functionName(mlir::Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto name = op->getAttrOfType<mlir::StringAttr>(
            mlir::SymbolTable::getSymbolAttrName()))
      if (op->getNumRegions())
        return name.getValue();
  return {};
}

} // namespace tileiras::remarks

#endif // TILEIRAS_REMARKS_H
