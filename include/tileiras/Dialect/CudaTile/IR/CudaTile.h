//===- CudaTile.h - cuda_tile dialect ---------------------------*- C++ -*-===//
//
// Everything a user of the cuda_tile dialect needs: the dialect, its types,
// attributes, enums and operations.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUDATILE_IR_CUDATILE_H
#define TILEIRAS_DIALECT_CUDATILE_IR_CUDATILE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTileDialect.h.inc"
#include "tileiras/Dialect/CudaTile/IR/CudaTileEnums.h.inc"

#include "tileiras/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {
class ModuleOp;
class IfOp;
class ForOp;
class LoopOp;
class ReduceOp;
class ScanOp;

/// True for the view types that implement tile-wise access (partition,
/// strided and gather/scatter views).
bool isTileView(Type type);
/// Index rank and tile type of a tile view; null for other types.
unsigned getViewIndexRank(Type view);
TileType getViewTileType(Type view);
/// The tensor_view a tile view is built on.
TensorViewType getViewTensorView(Type view);

/// The i1 tile with the shape of `tileType` (for comparison results).
Type getI1SameShape(Type tileType);
/// The tile of pointers to the elements of `tileType`.
Type getPointerTileOf(Type tileType);
/// True when `expected` (from getPointerTileOf) and `actual` are the same tile
/// of pointers, ignoring 13.4's pointer attribute on `actual`.
bool pointerTilesMatch(Type expected, Type actual);
/// True when `maybe` is null or has the shape of `other`.
bool optionalShapeMatches(Value maybe, Value other);

/// Prefix-free printing and parsing of cuda_tile types (`tile<4xf32>`,
/// `ptr<f16>`, `token`); builtin types go through the usual printer.
void printCudaTileType(AsmPrinter &printer, Type type);
ParseResult parseCudaTileType(AsmParser &parser, Type &type);
} // namespace mlir::cuda_tile

#define GET_OP_CLASSES
#include "tileiras/Dialect/CudaTile/IR/CudaTileOps.h.inc"

#endif // TILEIRAS_DIALECT_CUDATILE_IR_CUDATILE_H
