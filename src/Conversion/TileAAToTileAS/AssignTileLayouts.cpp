//===- AssignTileLayouts.cpp - give every tile a thread layout ------------===//
//
// Every ranked tensor of every function (arguments, block arguments, op
// results, and so signatures and constants) gets a #nv_tileas.simt
// encoding, chosen at anchors and propagated (LayoutPlan.h), with an
// nv_tileas.convert_layout wherever a value's layout is not the one a use
// needs. A tile whose element count has no thread layout is an error at the
// value. --tileiras-remove-layout-conversions cleans up afterwards.
//
//===----------------------------------------------------------------------===//

#include "LayoutPlan.h"
#include "LayoutRemarks.h"

#include "tileiras/Conversion/TileAAToTileAS/TileAAToTileAS.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

struct AssignTileLayoutsPass
    : PassWrapper<AssignTileLayoutsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AssignTileLayoutsPass)

  AssignTileLayoutsPass() = default;
  AssignTileLayoutsPass(const AssignTileLayoutsPass &other)
      : PassWrapper(other) {}
  explicit AssignTileLayoutsPass(tileiras::AssignTileLayoutsOptions options) {
    numWarps = options.numWarps;
  }

  StringRef getArgument() const override {
    return "tileiras-assign-tile-layouts";
  }
  StringRef getDescription() const override {
    return "Give every nv_tileaa tile a #nv_tileas.simt thread layout, chosen at anchors and propagated";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<TileASDialect, cute::CuteDialect>();
  }

  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("Warps per CTA"),
                            llvm::cl::init(kDefaultNumWarps)};
  Option<bool> canonical{
      *this, "canonical",
      llvm::cl::desc("Give every tile the canonical layout of its element "
                     "count: no anchors, no conversions (for testing one "
                     "op's lowering in isolation)"),
      llvm::cl::init(false)};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A kernel's own warp count (from its hints) wins over the option.
    FailureOr<unsigned> warps = nv_tileaa::moduleNumWarps(module, numWarps);
    if (failed(warps))
      return signalPassFailure();
    // Tensor-core layouts only for a module that names its target.
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::findModuleTarget(module);
    if (failed(target))
      return signalPassFailure();
    tileiras::MmaTarget mma;
    if (*target)
      mma = {(*target)->hasMmaSync(), (*target)->hasF8Mma(),
             (*target)->hasWgmma() || (*target)->hasTcgen05()};
    bool ok = true;
    for (auto func : module.getOps<func::FuncOp>()) {
      tileiras::LayoutPlan plan(func, kWarpSize * int64_t(*warps),
                                /*anchored=*/!canonical, mma);
      bool planned = succeeded(plan.choose()) && succeeded(plan.apply());
      if (planned)
        tileiras::remarkTileLayouts(func, kWarpSize * int64_t(*warps));
      ok &= planned;
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass>
tileiras::createAssignTileLayoutsPass(AssignTileLayoutsOptions options) {
  return std::make_unique<AssignTileLayoutsPass>(options);
}

void tileiras::registerAssignTileLayoutsPass() {
  PassRegistration<AssignTileLayoutsPass>();
}
