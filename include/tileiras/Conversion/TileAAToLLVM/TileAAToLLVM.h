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
#include <string>

namespace tileiras {

struct TileAAToLLVMOptions {
  /// Warps per CTA; every kernel gets `.reqntid 32 * numWarps, 1, 1`. Tile
  /// layouts must be over the same thread count.
  unsigned numWarps = mlir::nv_tileas::kDefaultNumWarps;
  /// A `--gpu-name` spelling that overrides the module's `tileiras.target`
  /// (tests). With neither, every feature (griddepcontrol) is assumed.
  std::string gpuName;
};

std::unique_ptr<mlir::Pass>
createConvertTileAAToLLVMPass(TileAAToLLVMOptions options = {});

void registerConvertTileAAToLLVMPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
