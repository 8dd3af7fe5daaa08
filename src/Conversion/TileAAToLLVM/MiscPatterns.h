//===- MiscPatterns.h - print, griddep, constants, assert -------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_MISCPATTERNS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_MISCPATTERNS_H

#include "Patterns.h"

#include "tileiras/Target/TargetInfo.h"

namespace tileiras::simt {

/// print as vprintf calls from thread 0 (PrintPatterns.cpp).
void populatePrintPatterns(SimtTypeConverter &converter, LoweringState &state,
                           mlir::RewritePatternSet &patterns);
/// griddep_wait / griddep_launch_dependents for `target` (null when
/// unknown, which keeps them), and non-splat tile constants, cf.assert
/// (__assertfail).
void populateMiscPatterns(SimtTypeConverter &converter, LoweringState &state,
                          const TargetInfo *target,
                          mlir::RewritePatternSet &patterns);

/// A module-level symbol name starting with `prefix` that is not taken yet.
std::string uniqueSymbolName(mlir::Operation *module, llvm::StringRef prefix);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_MISCPATTERNS_H
