//===- CudaTileToTileAA.h - cuda_tile to nv_tileaa --------------*- C++ -*-===//
//
// The first conversion of the lowering: the functions of a cuda_tile.module
// become func.func in the enclosing builtin.module, their control flow a CFG
// (FlattenControlFlow.h), and their ops nv_tileaa plus upstream arith, math,
// cf and func on builtin tensors and scalars.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H
#define TILEIRAS_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H

#include "mlir/Transforms/DialectConversion.h"

#include <memory>

namespace mlir {
class Pass;
} // namespace mlir

namespace tileiras {

/// cuda_tile types to their nv_tileaa form:
///   tile<SxT>            -> tensor<SxT'>   (rank >= 1)
///   tile<T>              -> T'             (0-d)
///   ptr<T>               -> !nv_tileaa.ptr<T'>
///   token                -> !nv_tileaa.mem_token
///   tensor_view<..xT>    -> !nv_tileaa.memref<T', rank>
///   partition_view, strided_view -> the memref of their tensor_view
/// where T' is T except tf32 -> f32 (tf32 values are f32 bit patterns with
/// the low 13 mantissa bits clear). fnv8E5M3FNU and gather_scatter_view have
/// no conversion yet. Other types convert to themselves. Materializations are
/// unrealized_conversion_cast both ways.
class CudaTileToTileAATypeConverter : public mlir::TypeConverter {
public:
  CudaTileToTileAATypeConverter();

  /// The element type a tile of `type` elements converts to, or null.
  mlir::Type convertElementType(mlir::Type type) const;
};

/// Patterns for every cuda_tile op the conversion supports (the function
/// boundary and branch type conversions included). They assume
/// checkCudaTileToTileAASupport has accepted the ops.
void populateCudaTileToTileAAPatterns(mlir::TypeConverter &converter,
                                      mlir::RewritePatternSet &patterns);

/// Emits an error for every cuda_tile op (or block argument) under `root`
/// the conversion does not support yet, and fails if there is one.
mlir::LogicalResult checkCudaTileToTileAASupport(mlir::Operation *root,
                                                 const CudaTileToTileAATypeConverter &converter);

/// The pass `tileiras-convert-cuda-tile-to-tileaa` on a builtin.module.
std::unique_ptr<mlir::Pass> createConvertCudaTileToTileAAPass();
void registerConvertCudaTileToTileAAPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H
