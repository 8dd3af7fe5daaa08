//===- tileiras-opt.cpp - the tileiras optimizer driver --------------------===//
//
// MlirOptMain with every tileiras dialect and pass: parse, verify, transform
// and print cuda_tile and the lower dialects.
//
//===----------------------------------------------------------------------===//

#include "tileiras/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tileiras::registerAllDialects(registry);
  tileiras::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "tileiras optimizer driver\n", registry));
}
