//===- KernelAttrs.cpp - attributes nv_tileaa puts on kernels -------------===//

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

using namespace mlir;

FailureOr<unsigned> nv_tileaa::moduleNumWarps(ModuleOp module,
                                              unsigned fallback) {
  if (fallback < 1 || fallback > 32)
    return module.emitError("num-warps must be in 1..32");
  std::optional<unsigned> common;
  for (auto func : module.getOps<func::FuncOp>()) {
    auto warps = func->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
    if (!warps)
      continue;
    int64_t value = warps.getInt();
    if (value < 1 || value > 32)
      return func.emitError() << kNumWarpsAttrName << " must be in 1..32, got "
                              << value;
    if (common && *common != unsigned(value))
      return func.emitError()
             << "kernels of one module with different warp counts ("
             << *common << " and " << value << ") are not supported yet";
    common = unsigned(value);
  }
  return common.value_or(fallback);
}
