//===- Pipeline.cpp - cuda_tile module to PTX -----------------------------===//
//
// The tileiras pipeline (tileiras/Pipeline/Pipeline.h: it attaches the
// target to the module and lowers to the LLVM/NVVM dialects), then the PTX
// emitter, which reads chip and PTX ISA from the module. Nothing happens
// here that `tileiras-opt --tileiras-pipeline=gpu-name=X | tileiras-translate
// --mlir-to-ptx` does not do (test/Driver/pipeline-equivalence.test), except
// telling the crash handler which phase runs.
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

#include "llvm/Support/raw_ostream.h"

#include <csignal>

using namespace mlir;
using namespace tileiras::driver;

/// Keeps the crash handler told which pass runs and on what IR, and raises
/// the test-only fatal error.
namespace {
class CrashPhaseTracker : public PassInstrumentation {
public:
  explicit CrashPhaseTracker(std::string forceAt) : forceAt(std::move(forceAt)) {}
  void runBeforePass(Pass *pass, Operation *op) override {
    StringRef name = pass->getArgument();
    if (name.empty())
      name = pass->getName();
    enterPhase(("pass '" + name + "'").str(), name, op);
  }
  void enterPhase(std::string phase, StringRef name, Operation *op) {
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

private:
  std::string forceAt;
};
} // namespace

FailureOr<std::string>
tileiras::driver::compileModule(cuda_tile::ModuleOp module,
                                const TargetInfo &target,
                                const CompileOptions &options) {
  // The pipeline runs on a builtin module holding the cuda_tile.module, the
  // form tileiras-opt gives bytecode in.
  OwningOpRef<ModuleOp> container = ModuleOp::create(module.getLoc());
  container->getBody()->push_back(module->clone());

  PassManager pm(module.getContext());
  auto tracker =
      std::make_unique<CrashPhaseTracker>(options.testingFatalErrorAt);
  CrashPhaseTracker *phases = tracker.get();
  pm.addInstrumentation(std::move(tracker));
  TileirasPipelineOptions pipeline;
  pipeline.gpuName = target.name.str();
  buildTileirasPipeline(pm, pipeline);
  if (failed(pm.run(*container)))
    return failure();

  phases->enterPhase("NVPTX code generation", "nvptx-codegen", *container);
  tileiras::nvptx::PtxOptions ptx;
  ptx.optLevel = options.optLevel;
  ptx.lineInfo = options.lineInfo;
  ptx.deviceDebug = options.deviceDebug;
  ptx.libdevicePath = options.libdevicePath;
  ptx.unlinkedIr = options.llvmIr;
  return tileiras::nvptx::translateToPtx(*container, ptx);
}
