//===- AsyncCopy.h - addresses in nv_tileas shared rings --------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H

#include "Distribution.h"

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

namespace tileiras::simt {

/// The start of stage `stage` (i32) of the ring at `ring` (!llvm.ptr<3>).
Value stagePointer(OpBuilder &b, Location loc,
                   mlir::nv_tileas::SharedBufferType type, Value ring,
                   Value stage);

/// The address of the tile's element at row-major `index` (i32) in the
/// stage starting at `stage`, swizzled as the ring type says.
Value stageElementPointer(OpBuilder &b, Location loc,
                          mlir::nv_tileas::SharedBufferType type, Value stage,
                          Value index);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_ASYNCCOPY_H
