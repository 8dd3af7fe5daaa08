//===- TileAAToLLVM.h - nv_tileaa to LLVM/NVVM ------------------*- C++ -*-===//
//
// The SIMT lowering: every tile is distributed over the CTA's threads by the
// #nv_tileas.simt layout its type carries (TileAAToTileAS.h assigns them;
// a tile without one is an error), and nv_tileaa, nv_tileas, arith, math
// and cf become LLVM and NVVM dialect operations.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace tileiras {

struct TileAAToLLVMOptions {
  /// Warps per CTA; every kernel gets `.reqntid 32 * numWarps, 1, 1`. Tile
  /// layouts must be over the same thread count.
  unsigned numWarps = mlir::nv_tileas::kDefaultNumWarps;
  /// Compute capability times ten (sm_90 -> 90); 0 when unknown, which
  /// assumes every feature (griddepcontrol) is there.
  unsigned sm = 0;
};

std::unique_ptr<mlir::Pass>
createConvertTileAAToLLVMPass(TileAAToLLVMOptions options = {});

/// The PTX ISA version (times ten) that a module the pass lowered for `sm`
/// needs beyond the target's own minimum, or 0: on sm_89, ptxas takes the
/// f8 conversions (cvt with .e4m3x2/.e5m2x2) from PTX 8.1 only, although
/// PTX 7.8 introduced the target.
unsigned requiredPtxVersion(mlir::ModuleOp module, unsigned sm);
void registerConvertTileAAToLLVMPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
