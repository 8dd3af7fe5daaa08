//===- Pipeline.cpp - the one cuda_tile-to-LLVM pass pipeline -------------===//
//
// tileiras.target on the module -> refuse ops the target lacks ->
// cuda_tile -> nv_tileaa (ConvertCudaTileToTileAA) -> entry hints for the
// target -> canonicalize, CSE -> nv_tileas thread layouts on every tile
// (AssignTileLayouts), fewer conversions -> rings for loops' loads,
// stores through TMA -> scf to cf -> LLVM/NVVM
// dialects (ConvertTileAAToLLVM: distribution by those layouts) -> plain
// file:line:col locations.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Pipeline/Pipeline.h"

#include "tileiras/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileiras/Conversion/CudaTileToTileAA/EntryHints.h"
#include "tileiras/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileiras/Conversion/TileAAToTileAS/TileAAToTileAS.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void tileiras::buildTileirasPipeline(OpPassManager &pm,
                                     const TileirasPipelineOptions &options,
                                     PipelineStage stopAfter) {
  if (!options.gpuName.empty())
    pm.addPass(createSetTargetPass(options.gpuName));
  pm.addPass(createCheckTargetOpsPass());
  if (stopAfter == PipelineStage::CudaTile)
    return;
  pm.addPass(createConvertCudaTileToTileAAPass());
  pm.addPass(createResolveEntryHintsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (stopAfter == PipelineStage::TileAA)
    return;
  pm.addPass(createAssignTileLayoutsPass());
  pm.addPass(mlir::nv_tileas::createRemoveLayoutConversions());
  pm.addPass(mlir::nv_tileas::createPipelineLoads());
  pm.addPass(mlir::nv_tileas::createTmaStores());
  pm.addPass(mlir::nv_tileas::createWarpSpecialize());
  if (stopAfter == PipelineStage::TileAS)
    return;
  // Loops stay scf through nv_tileas; the LLVM conversion sees a CFG.
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertTileAAToLLVMPass());
  pm.addPass(createSimplifyLocationsPass());
}

void tileiras::registerTileirasPipeline() {
  PassPipelineRegistration<TileirasPipelineOptions>(
      "tileiras-pipeline",
      "cuda_tile to the LLVM/NVVM dialects for one target, as the tileiras "
      "driver compiles it",
      [](OpPassManager &pm, const TileirasPipelineOptions &options) {
        buildTileirasPipeline(pm, options);
      });
}
