//===- tileiras-translate.cpp - bytecode <-> cuda_tile translations -------===//
//
// mlirTranslateMain with the TileIR bytecode translations: --tilebc-to-mlir,
// --mlir-to-tilebc [--bytecode-version=13.x] and --tilebc-dump; and the
// backend's --mlir-to-ptx for LLVM/NVVM dialect modules.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Target/NVPTX/Translation.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  tileiras::bytecode::registerBytecodeTranslations();
  tileiras::nvptx::registerMlirToPtxTranslation();
  return mlir::failed(
             mlir::mlirTranslateMain(argc, argv, "tileiras translation driver\n"))
             ? 1
             : 0;
}
