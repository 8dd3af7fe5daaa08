//===- InitAll.cpp - register every tileiras dialect and pass --------------===//

#include "tileiras/InitAll.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/Cute/IR/Cute.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void tileiras::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::cuda_tile::CudaTileDialect>();
  registry.insert<mlir::cute::CuteDialect>();
}

void tileiras::registerAllPasses() {
  // Generic passes (canonicalize, cse, ...) work on every dialect.
  mlir::registerTransformsPasses();
}
