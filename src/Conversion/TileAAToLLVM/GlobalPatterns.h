//===- GlobalPatterns.h - globals, alloca, view reductions ------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_GLOBALPATTERNS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_GLOBALPATTERNS_H

#include "MiscPatterns.h"

namespace tileiras::simt {

/// Gives every nv_tileaa.alloca a shared slot for its pointer, and every
/// function with one the frees at its returns. Runs before the conversion,
/// whose alloca pattern needs the slots.
mlir::LogicalResult prepareAllocas(mlir::ModuleOp module);

/// global, get_global, alloca, tiled_atomic_red, alias_fence.
void populateGlobalPatterns(SimtTypeConverter &converter, LoweringState &state,
                            mlir::RewritePatternSet &patterns);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_GLOBALPATTERNS_H
