//===- Pipeline.cpp - cuda_tile module to PTX -----------------------------===//
//
// The tileiras pipeline (tileiras/Pipeline/Pipeline.h: it attaches the
// target to the module and lowers to the LLVM/NVVM dialects), then the PTX
// emitter, which reads chip and PTX ISA from the module. Nothing happens
// here that `tileiras-opt --tileiras-pipeline=gpu-name=X | tileiras-translate
// --mlir-to-ptx` does not do (test/Driver/pipeline-equivalence.test).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Pipeline.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Pipeline/Pipeline.h"
#include "tileiras/Target/NVPTX/PtxEmitter.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace tileiras::driver;

FailureOr<std::string>
tileiras::driver::compileModule(cuda_tile::ModuleOp module,
                                const TargetInfo &target,
                                const CompileOptions &options) {
  // The pipeline runs on a builtin module holding the cuda_tile.module, the
  // form tileiras-opt gives bytecode in.
  OwningOpRef<ModuleOp> container = ModuleOp::create(module.getLoc());
  container->getBody()->push_back(module->clone());

  PassManager pm(module.getContext());
  TileirasPipelineOptions pipeline;
  pipeline.gpuName = target.name.str();
  buildTileirasPipeline(pm, pipeline);
  if (failed(pm.run(*container)))
    return failure();

  tileiras::nvptx::PtxOptions ptx;
  ptx.optLevel = options.optLevel;
  ptx.lineInfo = options.lineInfo;
  ptx.deviceDebug = options.deviceDebug;
  ptx.libdevicePath = options.libdevicePath;
  ptx.unlinkedIr = options.llvmIr;
  return tileiras::nvptx::translateToPtx(*container, ptx);
}
