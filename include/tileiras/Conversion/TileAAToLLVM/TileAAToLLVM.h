//===- TileAAToLLVM.h - nv_tileaa to LLVM/NVVM ------------------*- C++ -*-===//
//
// The SIMT lowering: every tile is distributed over the CTA's threads and
// nv_tileaa, arith, math and cf become LLVM and NVVM dialect operations.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace tileiras {

struct TileAAToLLVMOptions {
  /// Warps per CTA; every kernel gets `.reqntid 32 * numWarps, 1, 1`.
  unsigned numWarps = 4;
};

std::unique_ptr<mlir::Pass>
createConvertTileAAToLLVMPass(TileAAToLLVMOptions options = {});
void registerConvertTileAAToLLVMPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
