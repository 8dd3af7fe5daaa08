//===- FuzzSupport.cpp - shared set-up of the fuzz targets -----------------===//

#include "FuzzSupport.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

mlir::MLIRContext &tileiras::fuzz::getContext() {
  static mlir::MLIRContext *context = [] {
    auto *ctx = new mlir::MLIRContext(mlir::MLIRContext::Threading::DISABLED);
    ctx->loadDialect<mlir::cuda_tile::CudaTileDialect>();
    ctx->getDiagEngine().registerHandler([](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();
  return *context;
}
