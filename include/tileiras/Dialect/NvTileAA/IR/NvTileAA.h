//===- NvTileAA.h - nv_tileaa dialect ---------------------------*- C++ -*-===//
//
// Tile algebra on builtin tensors between cuda_tile and the distributed form.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAA_IR_NVTILEAA_H
#define TILEIRAS_DIALECT_NVTILEAA_IR_NVTILEAA_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileiras/Dialect/NvTileAA/IR/TileAADialect.h.inc"
#include "tileiras/Dialect/NvTileAA/IR/TileAAEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAAAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAATypes.h.inc"

#define GET_OP_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAAOps.h.inc"

namespace mlir::nv_tileaa {
/// Attribute names the lowering puts on func.func.
inline constexpr llvm::StringLiteral kKernelAttrName = "nv_tileaa.kernel";
inline constexpr llvm::StringLiteral kNumWarpsAttrName = "nv_tileaa.num_warps";
/// CTAs per SM a kernel's hints ask for (limits its registers).
inline constexpr llvm::StringLiteral kOccupancyAttrName = "nv_tileaa.occupancy";
/// On a tiled_load or tiled_store through a view of a multicast pointer (the
/// cuda_tile multimem ops, 13.5): every element access goes to all memories
/// of the multicast group (PTX multimem.*). A tiled_load's value is the
/// reduction kind of multimem.ld_reduce (`add`, `min`, `max`, `umin`, `umax`,
/// `and`, `or`, `xor`); a tiled_store's is `store` (multimem.st) or a
/// reduction kind (multimem.red).
inline constexpr llvm::StringLiteral kMultimemAttrName = "nv_tileaa.multimem";
/// On a tiled_load or tiled_store whose `allow_tma = false` hint applies to
/// the target (tileiras-resolve-entry-hints): no TMA may copy its tile.
inline constexpr llvm::StringLiteral kNoTmaAttrName = "nv_tileaa.no_tma";

/// The shape of a tile type: its tensor shape, or {} for a 0-d tile (scalar).
ArrayRef<int64_t> tileShape(Type type);
/// The element type of a tile type (the type itself for a 0-d tile).
Type tileElementType(Type type);

/// The warps of the kernels of `module`: their common `nv_tileaa.num_warps`,
/// or `fallback` (a pass's `num-warps` option, checked to be in 1..32) when
/// none sets it. Every tile of a module is laid out over
/// one thread count, so kernels asking for different counts are an error
/// (reported at the first one that differs).
FailureOr<unsigned> moduleNumWarps(ModuleOp module, unsigned fallback);

/// Whether a reduce or scan body is one commutative op of its two
/// arguments (its partials may then be folded in any order).
bool isCommutativeCombiner(Block &body);
} // namespace mlir::nv_tileaa

#endif // TILEIRAS_DIALECT_NVTILEAA_IR_NVTILEAA_H
