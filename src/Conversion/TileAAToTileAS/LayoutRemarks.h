//===- LayoutRemarks.h - remarks of tileiras-assign-tile-layouts -*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTREMARKS_H
#define TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTREMARKS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tileiras {

/// Emits the remarks of the layouts given to `func` for `threads` threads
/// (nothing without a remark engine).
void remarkTileLayouts(mlir::func::FuncOp func, int64_t threads);

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTREMARKS_H
