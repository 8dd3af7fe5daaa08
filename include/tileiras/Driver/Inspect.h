//===- Inspect.h - what the driver shows of its work ------------*- C++ -*-===//
//
// The options that make the driver show what it did (docs/driver.md,
// "Showing the work"): --emit=<stage>, IR printing around passes,
// --time-passes and remarks. None of them changes the code generated.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_INSPECT_H
#define TILEIRAS_DRIVER_INSPECT_H

#include "tileiras/Pipeline/Pipeline.h"

#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
class PassManager;
class TimingScope;
namespace cuda_tile {
class ModuleOp;
} // namespace cuda_tile
} // namespace mlir

namespace tileiras::driver {

using tileiras::PipelineStage;

/// Where --emit stops; the first four are the ends of the pipeline's stages
/// (tileiras::PipelineStage).
enum class EmitStage {
  CudaTile,
  TileAA,
  TileAS,
  LLVMDialect,
  LLVMIR,
  PTX,
  Cubin,
};

/// NVIDIA's remark categories (--remarks=<category>), per remark kind.
enum class RemarkFilter { None, All, Memory, TensorCore };

struct RemarkOptions {
  RemarkFilter passed = RemarkFilter::None;
  RemarkFilter missed = RemarkFilter::None;
  RemarkFilter failed = RemarkFilter::None;
  RemarkFilter analysis = RemarkFilter::None;
  /// Set for --remark-format=yaml: the file the remarks go to.
  std::optional<std::string> yamlFile;

  bool any() const {
    return passed != RemarkFilter::None || missed != RemarkFilter::None ||
           failed != RemarkFilter::None || analysis != RemarkFilter::None;
  }
};

struct InspectOptions {
  EmitStage emit = EmitStage::Cubin;
  bool printIrAfterAll = false;
  /// Pass arguments (`canonicalize`, `tileiras-assign-tile-layouts`).
  std::vector<std::string> printIrAfter;
  std::vector<std::string> printIrBefore;
  bool timePasses = false;
  RemarkOptions remarks;
};

/// The last pipeline stage --emit=`stage` needs.
PipelineStage pipelineStop(EmitStage stage);

/// Fails, with a message on stderr, when a --print-ir-{before,after} pass is
/// not among the passes the run makes (bad option value, status 2).
mlir::LogicalResult checkIrPrintingPasses(mlir::MLIRContext &context,
                                          const InspectOptions &options,
                                          llvm::StringRef gpuName);

/// Adds IR printing and pass timing to `pm` as `options` asks.
void instrumentPassManager(mlir::PassManager &pm, const InspectOptions &options,
                           mlir::TimingScope *timing);

/// Installs the remark engine on `context` (nothing when no remark is asked
/// for). Command-line remarks are printed on stdout when the context's
/// engine is destroyed, grouped by function and category, as NVIDIA's
/// tileiras 13.5 prints them; YAML remarks go to `yamlFile`.
mlir::LogicalResult setUpRemarks(mlir::MLIRContext &context,
                                 const RemarkOptions &options);

/// One `KernelResources` analysis remark per kernel of ptxas's `-v` report
/// (registers, shared memory, spills), at the entry's location in `module`.
void emitPtxasResourceRemarks(mlir::cuda_tile::ModuleOp module,
                              llvm::StringRef ptxasLog);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_INSPECT_H
