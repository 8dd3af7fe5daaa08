//===- EntryHints.cpp - kernel attributes from cuda_tile entry hints ------===//
//
// The numbers follow what NVIDIA's tileiras 13.5 writes into its PTX (seen
// by running it with a ptxas that keeps its input, docs/driver.md):
//   num_worker_warps_per_cta w  ->  .reqntid 32 * min(w, 32) for a power of
//                                   two w, else as if not hinted (13.4
//                                   clamped to [4, 8] instead)
//   occupancy o                 ->  .maxnreg (tileiras-convert-tileaa-to-llvm)
//   num_cta_in_cga              ->  not used here (see the pass comment).
// And of loads and stores through views:
//   allow_tma = false           ->  nv_tileaa.no_tma (no TMA ring or store)
// Per-key fallback: a key missing from the target's dictionary comes from
// `default`.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/CudaTileToTileAA/EntryHints.h"

#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
namespace ct = mlir::cuda_tile;

static std::optional<int64_t> intHint(DictionaryAttr dict, StringRef key) {
  if (!dict)
    return std::nullopt;
  if (auto value = dict.getAs<IntegerAttr>(key))
    return value.getInt();
  return std::nullopt;
}

tileiras::KernelHints
tileiras::resolveKernelHints(ct::OptimizationHintsAttr hints, StringRef arch) {
  KernelHints resolved;
  if (!hints)
    return resolved;
  DictionaryAttr dict = hints.lookupForArch(arch);
  // NVIDIA's reader takes any i32 here; only a positive power of two counts.
  if (std::optional<int64_t> warps = intHint(dict, "num_worker_warps_per_cta");
      warps && *warps > 0 && llvm::isPowerOf2_64(*warps))
    resolved.numWarps = std::min<int64_t>(*warps, kMaxWorkerWarps);
  resolved.occupancy = intHint(dict, "occupancy");
  return resolved;
}

namespace {
/// Runs after tileiras-convert-cuda-tile-to-tileaa. `num_cta_in_cga` is
/// dropped on purpose: NVIDIA uses it to let the CTAs of a cluster share one
/// tile block (the block id becomes %clusterid). The SIMT lowering gives each
/// CTA its own tile block, which is correct for every launch the producers
/// make, so it does not form clusters (docs/driver.md, intended differences).
struct ResolveEntryHintsPass
    : PassWrapper<ResolveEntryHintsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ResolveEntryHintsPass)

  ResolveEntryHintsPass() = default;
  ResolveEntryHintsPass(const ResolveEntryHintsPass &other)
      : PassWrapper(other) {}
  explicit ResolveEntryHintsPass(std::string archName) { arch = archName; }

  StringRef getArgument() const final { return "tileiras-resolve-entry-hints"; }
  StringRef getDescription() const final {
    return "Turn the optimization_hints of kernels into nv_tileaa.num_warps "
           "and nv_tileaa.occupancy, and allow_tma = false of view loads and "
           "stores into nv_tileaa.no_tma, for one architecture";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<nv_tileaa::TileAADialect>();
  }

  Option<std::string> arch{
      *this, "arch",
      llvm::cl::desc("hint key, e.g. sm_90 (default: the module's target's; "
                     "`default` when the module has no target)"),
      llvm::cl::init("")};

  void runOnOperation() final {
    Builder b(&getContext());
    std::string key = arch;
    if (key.empty()) {
      FailureOr<const tileiras::TargetInfo *> target =
          tileiras::findModuleTarget(getOperation());
      if (failed(target))
        return signalPassFailure();
      key = *target ? (*target)->hintKey() : "default";
    }
    getOperation().walk([&](func::FuncOp func) {
      if (!func->hasAttr(tileiras::kKernelAttrName))
        return;
      auto hints = func->getAttrOfType<ct::OptimizationHintsAttr>(
          tileiras::kOptimizationHintsAttrName);
      tileiras::KernelHints resolved = tileiras::resolveKernelHints(hints, key);
      func->removeAttr(tileiras::kOptimizationHintsAttrName);
      if (resolved.numWarps)
        func->setAttr(nv_tileaa::kNumWarpsAttrName,
                      b.getI32IntegerAttr(*resolved.numWarps));
      if (resolved.occupancy)
        func->setAttr(nv_tileaa::kOccupancyAttrName,
                      b.getI32IntegerAttr(*resolved.occupancy));
    });
    // A view load or store whose `allow_tma = false` applies here must not
    // be copied by TMA (cuTile's `allow_tma=False`).
    getOperation().walk([&](Operation *op) {
      if (!isa<nv_tileaa::TiledLoadOp, nv_tileaa::TiledStoreOp>(op))
        return;
      auto hints = op->getAttrOfType<ct::OptimizationHintsAttr>(
          tileiras::kOptimizationHintsAttrName);
      if (!hints)
        return;
      DictionaryAttr dict = hints.lookupForArch(key);
      if (auto allow = dict ? dict.getAs<BoolAttr>("allow_tma") : BoolAttr();
          allow && !allow.getValue())
        op->setAttr(nv_tileaa::kNoTmaAttrName, b.getUnitAttr());
    });
  }
};
} // namespace

std::unique_ptr<Pass> tileiras::createResolveEntryHintsPass() {
  return std::make_unique<ResolveEntryHintsPass>();
}

std::unique_ptr<Pass> tileiras::createResolveEntryHintsPass(std::string arch) {
  return std::make_unique<ResolveEntryHintsPass>(std::move(arch));
}

void tileiras::registerResolveEntryHintsPass() {
  PassRegistration<ResolveEntryHintsPass>();
}
