//===- Patterns.h - cuda_tile to nv_tileaa, shared internals ----*- C++ -*-===//
//
// Each op family has a populate function and a support check. The check
// runs on the whole input before anything changes, so a program the
// conversion cannot lower yet fails with one diagnostic per offending op and
// leaves the IR as it was; the patterns then only meet supported ops.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SRC_CONVERSION_CUDATILETOTILEAA_PATTERNS_H
#define TILEIRAS_SRC_CONVERSION_CUDATILETOTILEAA_PATTERNS_H

#include "tileiras/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace tileiras::detail {

/// What a family's check says about an op: std::nullopt when the family
/// does not lower it, else success, or failure with an error emitted.
using SupportCheck = std::optional<mlir::LogicalResult>;

void populateArithPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateShapePatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateMemoryPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateAggregatePatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateMiscPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

SupportCheck checkArithOp(mlir::Operation *op);
SupportCheck checkShapeOp(mlir::Operation *op);
SupportCheck checkMemoryOp(mlir::Operation *op);
SupportCheck checkAggregateOp(mlir::Operation *op);
SupportCheck checkMiscOp(mlir::Operation *op);
/// Gather/scatter views (GatherPatterns.cpp), checked before checkMemoryOp.
SupportCheck checkGatherOp(mlir::Operation *op);
void populateGatherPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

/// A view's padding value as an attribute of `element` (null without one).
mlir::TypedAttr getPaddingAttr(mlir::cuda_tile::PaddingValueAttr padding, mlir::Type element);

/// A constant of `type` (a scalar, or a tensor of `value`'s type) with every
/// element `value`: arith.constant of the scalar, splatted for a tensor.
mlir::Value createSplatConstant(mlir::OpBuilder &builder, mlir::Location loc, mlir::Type type,
                                mlir::TypedAttr value);

/// An i1 (or tensor of i1) type of the shape of `type`.
mlir::Type getI1Like(mlir::Type type);
/// `elementType` with the shape of `like`: a tensor, or the scalar itself.
mlir::Type getSameShape(mlir::Type like, mlir::Type elementType);

/// Copies an op's `optimization_hints` onto the nv_tileaa op replacing it, as
/// `nv_tileaa.optimization_hints` (the function-level name), so later stages
/// can still read them.
void copyOptimizationHints(mlir::Operation *from, mlir::Operation *to);

} // namespace tileiras::detail

#endif // TILEIRAS_SRC_CONVERSION_CUDATILETOTILEAA_PATTERNS_H
