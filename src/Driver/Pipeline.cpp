//===- Pipeline.cpp - cuda_tile module to PTX -----------------------------===//
//
// The tileiras pipeline (tileiras/Pipeline/Pipeline.h: it attaches the
// target to the module and lowers to the LLVM/NVVM dialects), then the PTX
// emitter, which reads chip and PTX ISA from the module. Nothing happens
// here that `tileiras-opt --tileiras-pipeline=gpu-name=X | tileiras-translate
// --mlir-to-ptx` does not do (test/Driver/pipeline-equivalence.test), except
// telling the crash handler which phase runs. --emit stops after a stage of
// the same pipeline (tileiras::PipelineStage).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Pipeline.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Driver/CrashHandler.h"
#include "tileiras/Pipeline/Pipeline.h"
#include "tileiras/Target/NVPTX/PtxEmitter.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"

#include "llvm/Support/raw_ostream.h"

#include <csignal>

using namespace mlir;
using namespace tileiras::driver;

/// Tells the crash handler which phase runs and on what IR, and raises the
/// test-only fatal error (--testing-fatal-error) when `name` is `forceAt`.
static void enterCrashPhase(StringRef forceAt, std::string phase,
                            StringRef name, Operation *op) {
  setCrashPhase(phase);
  if (crashReproducerWanted()) {
    std::string ir;
    llvm::raw_string_ostream os(ir);
    op->print(os, OpPrintingFlags().enableDebugInfo());
    setCrashIr(std::move(ir));
  }
  StringRef at = forceAt;
  bool signal = at.consume_front("signal:");
  if (at.empty() || at != name)
    return;
  if (signal)
    std::raise(SIGSEGV);
  llvm::report_fatal_error("forced by --testing-fatal-error=" +
                           llvm::Twine(forceAt));
}

namespace {
/// Enters a crash phase before every pass.
class CrashPhaseTracker : public PassInstrumentation {
public:
  explicit CrashPhaseTracker(std::string forceAt)
      : forceAt(std::move(forceAt)) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    StringRef name = pass->getArgument();
    if (name.empty())
      name = pass->getName();
    enterCrashPhase(forceAt, ("pass '" + name + "'").str(), name, op);
  }

private:
  std::string forceAt;
};
} // namespace

/// Runs the pipeline up to `stop` on a builtin module holding a clone of
/// `module`, the form tileiras-opt gives bytecode in.
static FailureOr<OwningOpRef<ModuleOp>>
runPipeline(cuda_tile::ModuleOp module, const TargetInfo &target,
            const CompileOptions &options, tileiras::PipelineStage stop) {
  OwningOpRef<ModuleOp> container = ModuleOp::create(module.getLoc());
  container->getBody()->push_back(module->clone());

  PassManager pm(module.getContext());
  pm.addInstrumentation(
      std::make_unique<CrashPhaseTracker>(options.testingFatalErrorAt));
  tileiras::TileirasPipelineOptions pipeline;
  pipeline.gpuName = target.name.str();
  buildTileirasPipeline(pm, pipeline, stop);
  std::optional<TimingScope> pipelineTime;
  if (options.timing)
    pipelineTime = options.timing->nest("tileiras-pipeline");
  if (options.inspect)
    instrumentPassManager(pm, *options.inspect,
                          pipelineTime ? &*pipelineTime : nullptr);
  if (failed(pm.run(*container)))
    return failure();
  return container;
}

/// The PTX emitter (LLVM IR translation, optimization, NVPTX) on the
/// pipeline's output.
static FailureOr<std::string> emitPtx(ModuleOp container,
                                      const CompileOptions &options) {
  std::optional<TimingScope> time;
  if (options.timing)
    time = options.timing->nest("LLVM IR and NVPTX code generation");
  enterCrashPhase(options.testingFatalErrorAt, "NVPTX code generation",
                  "nvptx-codegen", container);
  tileiras::nvptx::PtxOptions ptx;
  ptx.optLevel = options.optLevel;
  ptx.lineInfo = options.lineInfo;
  ptx.deviceDebug = options.deviceDebug;
  ptx.libdevicePath = options.libdevicePath;
  ptx.unlinkedIr = options.llvmIr;
  return tileiras::nvptx::translateToPtx(container, ptx);
}

FailureOr<std::string>
tileiras::driver::compileModule(cuda_tile::ModuleOp module,
                                const TargetInfo &target,
                                const CompileOptions &options) {
  auto container =
      runPipeline(module, target, options, tileiras::PipelineStage::LLVM);
  if (failed(container))
    return failure();
  return emitPtx(**container, options);
}

FailureOr<std::string> tileiras::driver::emitStage(
    cuda_tile::ModuleOp module, const TargetInfo &target,
    const CompileOptions &options, EmitStage stage) {
  PipelineStage stop = pipelineStop(stage);
  auto container = runPipeline(module, target, options, stop);
  if (failed(container))
    return failure();
  if (stage == EmitStage::LLVMIR || stage == EmitStage::PTX) {
    std::string llvmIr;
    CompileOptions withIr = options;
    withIr.llvmIr = &llvmIr;
    FailureOr<std::string> ptx = emitPtx(**container, withIr);
    if (failed(ptx))
      return failure();
    return stage == EmitStage::PTX ? *ptx : llvmIr;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  (*container)->print(os);
  return text;
}
