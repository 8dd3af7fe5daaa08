//===- Pipeline.h - the one cuda_tile-to-LLVM pass pipeline -----*- C++ -*-===//
//
// cuda_tile (a builtin module holding cuda_tile.module, as the bytecode
// reader and tileiras-opt give it) down to the LLVM and NVVM dialects. The
// driver, `tileiras-opt --tileiras-pipeline=gpu-name=sm_90`, the benchmarks
// and docs/lowering.md all use this definition; the PTX emitter
// (tileiras/Target/NVPTX/PtxEmitter.h) takes its output.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PIPELINE_PIPELINE_H
#define TILEIRAS_PIPELINE_PIPELINE_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

#include <memory>
#include <string>

namespace tileiras {

struct TileirasPipelineOptions
    : mlir::PassPipelineOptions<TileirasPipelineOptions> {
  Option<std::string> gpuName{
      *this, "gpu-name",
      llvm::cl::desc("Target (a --gpu-name spelling) to attach to the module "
                     "as tileiras.target; empty: the module must carry one")};
};

/// The pipeline's stages, in order; each ends with the IR in one form (the
/// driver's --emit values, docs/driver.md).
enum class PipelineStage {
  /// cuda_tile with the target attached and checked against it.
  CudaTile,
  /// nv_tileaa with the entry hints resolved, canonicalized.
  TileAA,
  /// nv_tileaa ops on #nv_tileas.simt-laid-out tiles, conversions cleaned up.
  TileAS,
  /// The LLVM and NVVM dialects with plain locations.
  LLVM,
};

/// Appends the pipeline to `pm`, which must run on builtin.module, up to and
/// including the passes of `stopAfter`.
void buildTileirasPipeline(mlir::OpPassManager &pm,
                           const TileirasPipelineOptions &options,
                           PipelineStage stopAfter = PipelineStage::LLVM);

/// `--tileiras-pipeline` in tileiras-opt.
void registerTileirasPipeline();

/// `tileiras-set-target{gpu-name=...}`: sets `tileiras.target` on the
/// module; an unknown name is an error at the module.
std::unique_ptr<mlir::Pass> createSetTargetPass(std::string gpuName = "");

/// `tileiras-check-target-ops`: refuses, at the op, cuda_tile ops the
/// module's target cannot run and NVIDIA's tileiras 13.4 refuses too
/// (mmaf_scaled before sm_100).
std::unique_ptr<mlir::Pass> createCheckTargetOpsPass();

/// `tileiras-simplify-locations`: every location becomes its first
/// file:line:col (or unknown). cuda_tile's di_loc wraps one in a scope LLVM
/// IR translation does not know; line tables need only the position.
std::unique_ptr<mlir::Pass> createSimplifyLocationsPass();

void registerSimplifyLocationsPass();

/// The three passes above.
void registerPipelinePasses();

} // namespace tileiras

#endif // TILEIRAS_PIPELINE_PIPELINE_H
