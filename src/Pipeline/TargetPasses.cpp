//===- TargetPasses.cpp - attach the target, check ops against it ---------===//

#include "tileiras/Pipeline/Pipeline.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// The one place that says which element types a target has. NVIDIA's
/// tileiras 13.4 refuses f8E4M3FN/f8E5M2 before sm_90, f8E8M0FNU/f4E2M1FN
/// before sm_100 and fnv8E5M3FNU everywhere but sm_107. We take f8E4M3FN/f8E5M2 where
/// PTX has their conversions (sm_89, as NVIDIA 13.5 does; an intended
/// difference, docs/driver.md).
static bool targetHasElementType(const tileiras::TargetInfo &target,
                                 Type type) {
  if (isa<Float8E4M3FNType, Float8E5M2Type>(type))
    return target.hasF8Conversions();
  if (isa<Float8E8M0FNUType, Float4E2M1FNType>(type))
    return target.hasBlockScaledMma();
  // NVIDIA 13.4 and 13.5 compile fnv8E5M3FNU for sm_107 only (tried sm_80
  // to sm_121; found by the whole-compile differential).
  if (isa<cuda_tile::Float8E5M3FNUType>(type))
    return target.sm == 107;
  return true;
}

/// Refuses, before any lowering, an op that produces a value of an element
/// type the target lacks (NVIDIA's check and wording: op results, not entry
/// arguments). LLVM's instruction selection would otherwise abort on the
/// conversion intrinsics.
static LogicalResult checkTargetTypes(Operation *root,
                                      const tileiras::TargetInfo &target) {
  WalkResult result = root->walk([&](Operation *op) {
    for (Type resultType : op->getResultTypes()) {
      Type missing;
      resultType.walk([&](Type inner) {
        if (!missing && !targetHasElementType(target, inner))
          missing = inner;
      });
      if (!missing)
        continue;
      // NVIDIA names cuda_tile's own types without the dialect prefix.
      std::string name;
      llvm::raw_string_ostream os(name);
      missing.print(os);
      StringRef shortName(name);
      shortName.consume_front("!cuda_tile.");
      op->emitError() << "Incompatibility with architecture '" << target.name
                      << "': unsupported type '" << shortName << "'";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// The 13.5 pointer attributes `unicast` and `multicast` (multimem views):
/// NVIDIA's tileiras 13.5 takes them on sm_100, sm_103 and sm_107 only.
static LogicalResult checkPointerAttrs(Operation *root,
                                       const tileiras::TargetInfo &target) {
  if (target.sm == 100 || target.sm == 103 || target.sm == 107)
    return success();
  WalkResult result = root->walk([&](Operation *op) {
    for (Type type : op->getResultTypes()) {
      cuda_tile::PtrAttr attr;
      type.walk([&](Type inner) {
        cuda_tile::PtrAttr a;
        if (auto p = dyn_cast<cuda_tile::PointerType>(inner))
          a = p.getPtrAttr();
        else if (auto tv = dyn_cast<cuda_tile::TensorViewType>(inner))
          a = tv.getPtrAttr();
        if (a && a.getValue() != cuda_tile::PtrAttrValue::None && !attr)
          attr = a;
      });
      if (!attr)
        continue;
      op->emitError() << "Incompatibility with architecture '" << target.name
                      << "': " << cuda_tile::stringifyPtrAttrValue(attr.getValue())
                      << " pointers require sm_100 or sm_103 or sm_107";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// PTX's identifier syntax: a letter followed by [a-zA-Z0-9_$]*, or one of
/// `_$%` followed by at least one of them.
static bool isPtxIdentifier(StringRef name) {
  auto follows = [](char c) { return llvm::isAlnum(c) || c == '_' || c == '$'; };
  if (name.empty() || !llvm::all_of(name.drop_front(), follows))
    return false;
  char first = name.front();
  if (llvm::isAlpha(first))
    return true;
  return (first == '_' || first == '$' || first == '%') && name.size() > 1;
}

/// Entries and globals keep their names in the PTX. A name PTX cannot spell
/// would reach the NVPTX printer, which aborts ("Symbol name with unsupported
/// characters"); NVIDIA's tileiras 13.4 fails to compile such a module too,
/// without saying why.
static LogicalResult checkSymbolNames(Operation *root) {
  WalkResult result = root->walk([&](Operation *op) {
    if (!isa<cuda_tile::EntryOp, cuda_tile::GlobalOp>(op))
      return WalkResult::advance();
    auto name = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (!name || isPtxIdentifier(name.getValue()))
      return WalkResult::advance();
    // The attribute prints quoted and escaped.
    op->emitOpError() << "name " << name
                      << " is not a PTX identifier (a letter, then letters, "
                         "digits, '_' or '$')";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

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
    return "Refuse cuda_tile ops and element types the module's target "
           "cannot run";
  }

  void runOnOperation() final {
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::getModuleTarget(getOperation());
    if (failed(target) || failed(checkSymbolNames(getOperation())) ||
        failed(checkTargetTypes(getOperation(), **target)) ||
        failed(checkPointerAttrs(getOperation(), **target)))
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
