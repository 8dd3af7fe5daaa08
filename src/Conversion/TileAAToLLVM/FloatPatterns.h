//===- FloatPatterns.h - rounding modes and f8 conversions ------*- C++ -*-===//
//
// The float operations upstream arith-to-LLVM cannot lower for NVPTX: they
// become NVVM intrinsics (or a PTX cvt through inline asm) slot by slot.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_FLOATPATTERNS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_FLOATPATTERNS_H

#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tileiras::simt {

/// arith ops that need FloatPatterns even on scalars: truncf with a
/// directed rounding mode, and truncf/extf to or from f8E4M3FN/f8E5M2.
bool needsFloatLowering(mlir::Operation *op);

/// nv_tileaa.farith, and the ops needsFloatLowering selects, on slot
/// vectors or scalars.
void populateFloatPatterns(const mlir::TypeConverter &converter,
                           mlir::RewritePatternSet &patterns);

/// Refuses, with an error at the op, f8 conversions on targets without
/// cvt.*.e4m3x2/e5m2x2 (before sm_89). A null target: no check.
mlir::LogicalResult checkFloatTargetSupport(mlir::ModuleOp module,
                                            const TargetInfo *target);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_FLOATPATTERNS_H
