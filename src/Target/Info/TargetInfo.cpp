//===- TargetInfo.cpp - the target table and the module attribute ---------===//
//
// The rows come from spec/targets.json (TargetTable.inc, generated at build
// time by utils/gen-target-table.py).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Target/TargetInfo.h"
#include "tileiras/Target/PipelineMachine.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace tileiras;

static constexpr uint32_t bit(TargetFeature feature) {
  return 1u << static_cast<unsigned>(feature);
}

#include "TargetTable.inc"

unsigned TargetInfo::ptxIsaFor(TargetFeature feature) const {
  for (const FeaturePtxIsa &entry : featurePtxIsa)
    if (entry.feature == feature)
      return std::max(minPtxIsa, entry.ptxIsa);
  return minPtxIsa;
}

llvm::ArrayRef<TargetInfo> tileiras::allTargets() { return kTargets; }

const TargetInfo *tileiras::lookupTarget(llvm::StringRef name) {
  for (const TargetInfo &target : kTargets)
    if (target.name == name)
      return &target;
  return nullptr;
}

const TargetInfo *tileiras::lookupTargetByChip(llvm::StringRef chip) {
  for (const TargetInfo &target : kTargets)
    if (target.chip == chip)
      return &target;
  return nullptr;
}

void tileiras::setModuleTarget(ModuleOp module, const TargetInfo &target) {
  module->setAttr(kTargetAttrName,
                  StringAttr::get(module.getContext(), target.name));
}

FailureOr<const TargetInfo *> tileiras::findModuleTarget(Operation *op) {
  // The innermost builtin module with the attribute: passes may run on a
  // function or on a module nested in the one the pipeline marked.
  for (Operation *at = op; at; at = at->getParentOp()) {
    if (!isa<ModuleOp>(at))
      continue;
    Attribute attr = at->getAttr(kTargetAttrName);
    if (!attr)
      continue;
    auto name = dyn_cast<StringAttr>(attr);
    const TargetInfo *target = name ? lookupTarget(name.getValue()) : nullptr;
    if (!target)
      return at->emitError() << "'" << kTargetAttrName << "' is " << attr
                             << ", not the --gpu-name of a known target";
    return target;
  }
  return static_cast<const TargetInfo *>(nullptr);
}

FailureOr<const TargetInfo *> tileiras::getModuleTarget(Operation *op) {
  FailureOr<const TargetInfo *> target = findModuleTarget(op);
  if (failed(target))
    return failure();
  if (!*target) {
    Operation *module = op;
    while (module->getParentOp())
      module = module->getParentOp();
    return module->emitError()
           << "no target: the module has no '" << kTargetAttrName
           << "' attribute (run tileiras-set-target or the tileiras pipeline "
              "with gpu-name)";
  }
  return target;
}

sched::PipelineMachine tileiras::getPipelineMachine(const TargetInfo &target) {
  sched::PipelineMachine machine;
  machine.globalLatencyCycles = target.pipeline.globalLatencyCycles;
  machine.bytesPerCycle = target.pipeline.bytesPerCycle;
  machine.tensorLatencyCycles = target.pipeline.tensorLatencyCycles;
  return machine;
}
