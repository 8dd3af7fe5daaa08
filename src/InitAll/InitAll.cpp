//===- InitAll.cpp - register every tileiras dialect and pass --------------===//

#include "tileiras/InitAll.h"

#include "tileiras/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileiras/Conversion/CudaTileToTileAA/EntryHints.h"
#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/Cute/IR/Cute.h"
#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "tileiras/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileiras/Conversion/TileAAToTileAS/TileAAToTileAS.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Pipeline/Pipeline.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void tileiras::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::cuda_tile::CudaTileDialect>();
  registry.insert<mlir::cute::CuteDialect>();
  registry.insert<mlir::cute_nvgpu::CuteNvgpuDialect>();
  registry.insert<mlir::nv_tileaa::TileAADialect>();
  registry.insert<mlir::nv_tileas::TileASDialect>();
  // The upstream dialects the lowering passes through.
  registry.insert<mlir::arith::ArithDialect, mlir::cf::ControlFlowDialect,
                  mlir::func::FuncDialect, mlir::LLVM::LLVMDialect,
                  mlir::NVVM::NVVMDialect, mlir::math::MathDialect,
                  mlir::scf::SCFDialect, mlir::vector::VectorDialect>();
}

void tileiras::registerAllPasses() {
  // Generic passes (canonicalize, cse, ...) work on every dialect.
  mlir::registerTransformsPasses();
  // The registered pipeline's step between nv_tileas and the LLVM lowering.
  mlir::registerSCFToControlFlowPass();
  tileiras::registerAssignTileLayoutsPass();
  mlir::nv_tileas::registerNvTileASPasses();
  tileiras::registerConvertTileAAToLLVMPass();
  tileiras::registerFlattenTileControlFlowPass();
  tileiras::registerConvertCudaTileToTileAAPass();
  tileiras::registerResolveEntryHintsPass();
  tileiras::registerPipelinePasses();
  tileiras::registerTileirasPipeline();
}
