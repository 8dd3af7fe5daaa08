//===- TargetPasses.cpp - attach the target, check ops against it ---------===//

#include "tileiras/Pipeline/Pipeline.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;

namespace {
struct SetTargetPass : PassWrapper<SetTargetPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SetTargetPass)

  SetTargetPass() = default;
  SetTargetPass(const SetTargetPass &other) : PassWrapper(other) {}
  explicit SetTargetPass(std::string name) { gpuName = std::move(name); }

  StringRef getArgument() const final { return "tileiras-set-target"; }
  StringRef getDescription() const final {
    return "Attach the target (tileiras.target) that later passes and the "
           "PTX emitter read";
  }

  Option<std::string> gpuName{*this, "gpu-name",
                              llvm::cl::desc("a --gpu-name spelling, e.g. "
                                             "sm_90")};

  void runOnOperation() final {
    const tileiras::TargetInfo *target = tileiras::lookupTarget(gpuName);
    if (!target) {
      getOperation().emitError()
          << "unknown target '" << gpuName << "' (tileiras --list-gpus)";
      return signalPassFailure();
    }
    tileiras::setModuleTarget(getOperation(), *target);
  }
};

struct CheckTargetOpsPass
    : PassWrapper<CheckTargetOpsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckTargetOpsPass)

  StringRef getArgument() const final { return "tileiras-check-target-ops"; }
  StringRef getDescription() const final {
    return "Refuse cuda_tile ops the module's target cannot run";
  }

  void runOnOperation() final {
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::getModuleTarget(getOperation());
    if (failed(target))
      return signalPassFailure();
    // NVIDIA's tileiras 13.4 refuses block-scaled MMA before sm_100: its
    // operand and scale types (f8E4M3FN before sm_90, f8E8M0FNU and
    // f4E2M1FN before sm_100) are incompatible with those architectures.
    if ((*target)->hasBlockScaledMma())
      return;
    bool ok = true;
    getOperation().walk([&](cuda_tile::MmaFScaledOp op) {
      op.emitOpError() << "needs sm_100 or newer; the target is "
                       << (*target)->name;
      ok = false;
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> tileiras::createSetTargetPass(std::string gpuName) {
  return std::make_unique<SetTargetPass>(std::move(gpuName));
}

std::unique_ptr<Pass> tileiras::createCheckTargetOpsPass() {
  return std::make_unique<CheckTargetOpsPass>();
}

void tileiras::registerPipelinePasses() {
  PassRegistration<SetTargetPass>();
  PassRegistration<CheckTargetOpsPass>();
  registerSimplifyLocationsPass();
}
