//===- TileAAToTileAS.h - nv_tileaa to nv_tileas ----------------*- C++ -*-===//
//
// Thread layouts for every tile: `tileiras-assign-tile-layouts` gives each
// ranked tensor of a function the canonical #nv_tileas.simt encoding for its
// element count and the kernel's thread count, which is what the LLVM
// lowering (TileAAToLLVM.h) then distributes by.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H
#define TILEIRAS_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Pass/Pass.h"

#include <memory>

namespace tileiras {

struct AssignTileLayoutsOptions {
  /// Warps per CTA: layouts are over 32 * numWarps threads.
  unsigned numWarps = mlir::nv_tileas::kDefaultNumWarps;
};

std::unique_ptr<mlir::Pass>
createAssignTileLayoutsPass(AssignTileLayoutsOptions options = {});
void registerAssignTileLayoutsPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H
