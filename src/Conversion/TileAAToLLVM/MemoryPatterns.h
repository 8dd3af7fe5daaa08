//===- MemoryPatterns.h - memory helpers shared by patterns -----*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_MEMORYPATTERNS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_MEMORYPATTERNS_H

#include "Distribution.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace tileiras::simt {

/// A barrier when `token` orders this access after another access.
void orderAfter(OpBuilder &b, Location loc, Value token);
/// The converted memory token (tokens carry no data).
Value zeroToken(OpBuilder &b, Location loc);

/// Addresses (vector<V x i64>) and in-bounds mask of every slot of a tile
/// cut from a memref.
struct TileAddresses {
  Value addresses;
  Value inBounds;
};
TileAddresses tileAddresses(OpBuilder &b, Location loc, const Distribution &d,
                            Value desc, mlir::ValueRange indices,
                            mlir::RankedTensorType tile,
                            llvm::ArrayRef<int64_t> steps,
                            llvm::ArrayRef<int32_t> dimMap, int64_t eltBytes);

/// The LLVM sync scope of an nv_tileaa scope ("" for the system).
llvm::StringRef syncScopeOf(mlir::nv_tileaa::MemScope scope);
/// The atomicrmw operation of a mode on `element`.
std::optional<mlir::LLVM::AtomicBinOp> binOpOf(mlir::nv_tileaa::RmwMode mode,
                                               Type element);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_MEMORYPATTERNS_H
