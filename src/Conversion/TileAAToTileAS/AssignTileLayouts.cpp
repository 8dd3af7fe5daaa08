//===- AssignTileLayouts.cpp - give every tile a thread layout ------------===//
//
// Every ranked tensor of every function (arguments, block arguments, op
// results, and so signatures and constants) gets the canonical
// #nv_tileas.simt encoding for its element count. One layout per element
// count keeps elementwise ops, reshapes and branches slot-for-slot; the
// shape ops that move elements go through shared memory whatever the
// layouts. A count without a canonical layout is an error at the value.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/TileAAToTileAS/TileAAToTileAS.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

class LayoutAssigner {
public:
  LayoutAssigner(MLIRContext *context, int64_t threads)
      : context(context), threads(threads) {}

  /// `type` with its layout, or null after an error at `loc`.
  Type convert(Type type, Location loc) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      return type;
    if (SimtLayoutAttr layout = getSimtLayout(tensor)) {
      if (layout.getThreads() == threads)
        return type;
      emitError(loc) << "tile layout is over " << layout.getThreads()
                     << " threads, but the kernel has " << threads;
      return {};
    }
    if (tensor.getEncoding()) {
      emitError(loc) << "tile type " << type
                     << " already has an encoding that is not a thread layout";
      return {};
    }
    if (!tensor.hasStaticShape()) {
      emitError(loc) << "tile type " << type
                     << " has no static shape to lay out";
      return {};
    }
    auto layout = canonicalLayout(threads, tensor.getNumElements());
    if (!layout) {
      emitError(loc) << layout.error();
      return {};
    }
    auto encoding = SimtLayoutAttr::get(
        context, threads, cute::LayoutAttr::get(context, *layout));
    return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                                 encoding);
  }

  LogicalResult retype(Value value, Location loc) {
    Type type = convert(value.getType(), loc);
    if (!type)
      return failure();
    value.setType(type);
    return success();
  }

  LogicalResult convertTypes(TypeRange types, Location loc,
                             SmallVectorImpl<Type> &out) {
    for (Type type : types) {
      out.push_back(convert(type, loc));
      if (!out.back())
        return failure();
    }
    return success();
  }

  LogicalResult run(func::FuncOp func) {
    bool ok = true;
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            ok &= succeeded(retype(arg, arg.getLoc()));
      for (Value result : op->getResults())
        ok &= succeeded(retype(result, op->getLoc()));
      if (auto constant = dyn_cast<arith::ConstantOp>(op))
        ok &= succeeded(retypeConstant(constant));
    });
    if (!ok)
      return failure();
    // The signature follows the entry block (a declaration has none).
    FunctionType type = func.getFunctionType();
    SmallVector<Type> inputs, results;
    if (func.isExternal()) {
      if (failed(convertTypes(type.getInputs(), func.getLoc(), inputs)))
        return failure();
    } else {
      llvm::append_range(inputs, func.front().getArgumentTypes());
    }
    if (failed(convertTypes(type.getResults(), func.getLoc(), results)))
      return failure();
    func.setFunctionType(FunctionType::get(context, inputs, results));
    return success();
  }

private:
  /// A tile constant's value is typed like its result.
  LogicalResult retypeConstant(arith::ConstantOp op) {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || op.getValue().getType() == type)
      return success();
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense)
      return op.emitOpError("tile constant of kind ")
             << op.getValue() << " cannot take a thread layout";
    op.setValueAttr(dense.reshape(type));
    return success();
  }

  MLIRContext *context;
  int64_t threads;
};

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
    return "Give every nv_tileaa tile its #nv_tileas.simt thread layout";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<TileASDialect, cute::CuteDialect>();
  }

  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("Warps per CTA"),
                            llvm::cl::init(kDefaultNumWarps)};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A kernel's own warp count (from its hints) wins over the option.
    FailureOr<unsigned> warps = nv_tileaa::moduleNumWarps(module, numWarps);
    if (failed(warps))
      return signalPassFailure();
    LayoutAssigner assigner(&getContext(), kWarpSize * int64_t(*warps));
    bool ok = true;
    for (auto func : module.getOps<func::FuncOp>())
      ok &= succeeded(assigner.run(func));
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
