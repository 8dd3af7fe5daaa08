//===- LoweringRemarks.h - what the SIMT lowering decided -------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_LOWERINGREMARKS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_LOWERINGREMARKS_H

#include "Distribution.h"

#include "mlir/IR/BuiltinOps.h"

namespace tileiras::simt {

/// With a remark engine: one remark per dot (the tensor-core instruction, or
/// why FMA) and per global access (instruction, vector width, guard), as the
/// lowering of `module` under `config` (threads and target flags) will
/// decide. Leaves `module` unchanged.
void emitLoweringRemarks(mlir::ModuleOp module, const LoweringState &config);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_LOWERINGREMARKS_H
