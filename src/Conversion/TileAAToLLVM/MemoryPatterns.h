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
/// cut from a memref. Tile dims whose `inbounds` flag is set (the
/// producer's promise) are not checked; the mask is null when none is.
struct TileAddresses {
  Value addresses;
  Value inBounds;
};
TileAddresses tileAddresses(OpBuilder &b, Location loc, const Distribution &d,
                            Value desc, mlir::ValueRange indices,
                            mlir::RankedTensorType tile,
                            llvm::ArrayRef<int64_t> steps,
                            llvm::ArrayRef<int32_t> dimMap, int64_t eltBytes,
                            std::optional<llvm::ArrayRef<bool>> inbounds = {});

/// The splat of a tiled access's `padding` attribute (null: none, and a
/// null result) in the converted tile type `type`, f8 as its bits.
Value paddingVector(OpBuilder &b, Location loc, mlir::VectorType type,
                    mlir::Attribute padding);

/// One access per slot: llvm.masked.gather / scatter of the slots at
/// `addresses` (vector<V x i64>) where `mask` (null: all) holds; a gather
/// gives `passThru` (zero when null) elsewhere.
Value gather(OpBuilder &b, Location loc, mlir::VectorType type,
             Value addresses, Value mask, Value passThru, int64_t eltBytes);
void scatter(OpBuilder &b, Location loc, Value value, Value addresses,
             Value mask, int64_t eltBytes);

/// `a && c`, where a null mask means all-true.
Value andMasks(OpBuilder &b, Location loc, Value a, Value c);
/// Runs `body` in thread 0 only and returns its value to every thread
/// (through scratch); with a null `type`, returns null.
Value inThreadZero(mlir::ConversionPatternRewriter &rewriter, Location loc,
                   LoweringState &state, Type type,
                   llvm::function_ref<Value(OpBuilder &)> body);

/// Whether a semantic has a release / an acquire part.
bool releases(mlir::nv_tileaa::MemSemantic sem);
bool acquires(mlir::nv_tileaa::MemSemantic sem);
/// A releasing access is preceded, an acquiring one followed, by a CTA
/// barrier, so the ordering holds for the whole tile block.
void barrierBeforeRelease(OpBuilder &b, Location loc,
                          mlir::nv_tileaa::MemSemantic sem);
void barrierAfterAcquire(OpBuilder &b, Location loc,
                         mlir::nv_tileaa::MemSemantic sem);
/// The LLVM ordering of an nv_tileaa semantic (weak and relaxed: monotonic).
mlir::LLVM::AtomicOrdering orderingOf(mlir::nv_tileaa::MemSemantic sem);

/// The LLVM sync scope of an nv_tileaa scope ("" for the system).
llvm::StringRef syncScopeOf(mlir::nv_tileaa::MemScope scope);
/// The atomicrmw operation of a mode on `element`.
std::optional<mlir::LLVM::AtomicBinOp> binOpOf(mlir::nv_tileaa::RmwMode mode,
                                               Type element);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_MEMORYPATTERNS_H
