//===- FlattenControlFlow.h - cuda_tile control flow to a CFG ---*- C++ -*-===//
//
// The first step of lowering cuda_tile: entries and functions leave their
// cuda_tile.module as func.func, and structured control flow (if, for, loop
// with their yield, continue, break and nested return) becomes blocks joined
// by cf.br, cf.cond_br and func.return. Later conversions then see one kind
// of branch whatever exit the source program took.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_CUDATILETOTILEAA_FLATTENCONTROLFLOW_H
#define TILEIRAS_CONVERSION_CUDATILETOTILEAA_FLATTENCONTROLFLOW_H

#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace mlir {
class ModuleOp;
class Pass;
namespace func {
class FuncOp;
} // namespace func
namespace cuda_tile {
class ModuleOp;
} // namespace cuda_tile
} // namespace mlir

namespace tileiras {

/// Unit attribute that marks a func.func made from a cuda_tile.entry.
inline constexpr llvm::StringLiteral kKernelAttrName = "nv_tileaa.kernel";
/// The entry's `optimization_hints`, carried over unchanged.
inline constexpr llvm::StringLiteral kOptimizationHintsAttrName =
    "nv_tileaa.optimization_hints";

/// Rewrites every cuda_tile.entry / cuda_tile.testing$func of `module` into a
/// func.func placed in `target`, keeping the symbol name, argument types,
/// argument/result attributes and body; entries get the unit attribute
/// `nv_tileaa.kernel` and their `optimization_hints` as
/// `nv_tileaa.optimization_hints`. Then flattens control flow in each body.
/// Fails, leaving both modules untouched, on globals (not supported yet), on
/// a name already taken in `target` and on bodiless functions.
mlir::LogicalResult moveFunctionsOut(mlir::cuda_tile::ModuleOp module, mlir::ModuleOp target,
                                     bool keepStructured = false);

/// Replaces cuda_tile.if/for/loop (and their yield/continue/break
/// terminators, and every cuda_tile.return) in `func` by blocks and
/// cf.br/cf.cond_br/func.return. Fails, leaving `func` untouched, on
/// control flow it cannot inline (inside a reduce or scan body, say).
/// With `keepStructured`, first turns what scf can express into scf ops
/// (structureControlFlow) and flattens only the rest.
mlir::LogicalResult flattenControlFlow(mlir::func::FuncOp func, bool keepStructured = false);

/// Replaces the cuda_tile.for/loop/if of `func` that scf can express by
/// scf.for/while/if, their bodies still in cuda_tile (StructureControlFlow.cpp
/// lists what stays). Expects a function flattenControlFlow accepts.
void structureControlFlow(mlir::func::FuncOp func);

/// The pass `tileiras-flatten-tile-control-flow` on a builtin.module: moves
/// the functions of every cuda_tile.module into it, erases the emptied
/// cuda_tile.modules and flattens control flow in every func.func.
std::unique_ptr<mlir::Pass> createFlattenTileControlFlowPass();
void registerFlattenTileControlFlowPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_CUDATILETOTILEAA_FLATTENCONTROLFLOW_H
