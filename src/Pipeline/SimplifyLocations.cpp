//===- SimplifyLocations.cpp - plain file:line:col locations --------------===//

#include "tileiras/Pipeline/Pipeline.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

using namespace mlir;

/// The source position of a location: its first file:line:col, or unknown.
static Location sourceLocation(Location loc) {
  Location found = UnknownLoc::get(loc.getContext());
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      found = file;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

namespace {
struct SimplifyLocationsPass
    : PassWrapper<SimplifyLocationsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SimplifyLocationsPass)

  StringRef getArgument() const final { return "tileiras-simplify-locations"; }
  StringRef getDescription() const final {
    return "Reduce every location to its first file:line:col, the part LLVM "
           "line tables use";
  }

  void runOnOperation() final {
    getOperation().walk([](Operation *op) {
      op->setLoc(sourceLocation(op->getLoc()));
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setLoc(sourceLocation(arg.getLoc()));
    });
  }
};
} // namespace

std::unique_ptr<Pass> tileiras::createSimplifyLocationsPass() {
  return std::make_unique<SimplifyLocationsPass>();
}

void tileiras::registerSimplifyLocationsPass() {
  PassRegistration<SimplifyLocationsPass>();
}
