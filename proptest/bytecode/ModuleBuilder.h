//===- ModuleBuilder.h - Program -> cuda_tile.module -------------*- C++ -*-===//
//
// MLIR side only (compiled without RTTI).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_BYTECODE_MODULEBUILDER_H
#define TILEIRAS_PROPTEST_BYTECODE_MODULEBUILDER_H

#include "Program.h"

#include "mlir/IR/OwningOpRef.h"

namespace mlir {
class MLIRContext;
namespace cuda_tile {
class ModuleOp;
} // namespace cuda_tile
} // namespace mlir

namespace tileiras::bcprop {

/// Builds `P` as `cuda_tile.module @kernels` (unverified) and lists the
/// version-gated things it uses.
mlir::OwningOpRef<mlir::cuda_tile::ModuleOp>
buildModule(mlir::MLIRContext *Ctx, const Program &P,
            std::vector<Feature> &Features);

} // namespace tileiras::bcprop

#endif // TILEIRAS_PROPTEST_BYTECODE_MODULEBUILDER_H
