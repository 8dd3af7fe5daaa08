//===- Pass.cpp - the cuda_tile to nv_tileaa conversion pass --------------===//
//
// Order: check that every op is supported (so that an unsupported program
// fails with one message per op and the input untouched), move the
// functions out of their cuda_tile.module, turn their control flow into
// scf where it can be and into cf where not (StructureControlFlow.cpp),
// then convert all ops and types in one partial conversion.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {
/// Converts a func.func's signature and the arguments of every block. The
/// upstream function-signature pattern converts only the entry block, and
/// flattened control flow passes tiles between blocks.
struct FuncSignatureLowering : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(func::FuncOp func, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = func.getFunctionType();
    TypeConverter::SignatureConversion entry(type.getNumInputs());
    SmallVector<Type> results;
    if (failed(converter.convertSignatureArgs(type.getInputs(), entry)) ||
        failed(converter.convertTypes(type.getResults(), results)))
      return failure();
    for (Block &block : llvm::make_early_inc_range(llvm::drop_begin(func.getBody()))) {
      TypeConverter::SignatureConversion conversion(block.getNumArguments());
      if (failed(converter.convertSignatureArgs(block.getArgumentTypes(), conversion)))
        return failure();
      rewriter.applySignatureConversion(&block, conversion, &converter);
    }
    if (!func.getBody().empty())
      rewriter.applySignatureConversion(&func.getBody().front(), entry, &converter);
    rewriter.modifyOpInPlace(func, [&] {
      func.setType(FunctionType::get(func.getContext(), entry.getConvertedTypes(), results));
    });
    return success();
  }
};
} // namespace

void tileiras::populateCudaTileToTileAAPatterns(TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  detail::populateArithPatterns(converter, patterns);
  detail::populateShapePatterns(converter, patterns);
  detail::populateMemoryPatterns(converter, patterns);
  detail::populateGatherPatterns(converter, patterns);
  detail::populateAggregatePatterns(converter, patterns);
  detail::populateMiscPatterns(converter, patterns);
  patterns.add<FuncSignatureLowering>(converter, patterns.getContext());
  // Branch operands convert with the cf structural patterns, which also
  // convert successor blocks when FuncSignatureLowering does not run (a
  // function whose signature is already legal).
  cf::populateCFStructuralTypeConversions(converter, patterns);
  populateReturnOpTypeConversionPattern(patterns, converter);
}

/// Ops that moveFunctionsOut and flattenControlFlow replace.
static bool isStructural(Operation *op) {
  return isa<ct::ModuleOp, ct::EntryOp, ct::TestingFuncOp, ct::IfOp, ct::ForOp, ct::LoopOp,
             ct::BreakOp, ct::ContinueOp, ct::ReturnOp>(op);
}

static LogicalResult checkOp(Operation *op,
                             const tileiras::CudaTileToTileAATypeConverter &converter) {
  if (auto fn = dyn_cast<FunctionOpInterface>(op)) {
    for (Type type : llvm::concat<const Type>(fn.getArgumentTypes(), fn.getResultTypes()))
      if (!converter.convertType(type))
        return op->emitOpError() << "with an argument or result of type " << type
                                 << " is not supported yet";
  }
  if (!isa<ct::CudaTileDialect>(op->getDialect()))
    return success();
  if (!isStructural(op)) {
    using namespace tileiras::detail;
    SupportCheck check = checkArithOp(op);
    for (auto family : {checkShapeOp, checkGatherOp, checkMemoryOp, checkAggregateOp, checkMiscOp})
      if (!check)
        check = family(op);
    if (!check)
      return op->emitOpError("is not supported yet");
    if (failed(*check))
      return failure();
  }
  for (Type type : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
    if (!converter.convertType(type))
      return op->emitOpError() << "on type " << type << " is not supported yet";
  return success();
}

LogicalResult
tileiras::checkCudaTileToTileAASupport(Operation *root,
                                       const CudaTileToTileAATypeConverter &converter) {
  bool ok = true;
  root->walk([&](Operation *op) { ok &= succeeded(checkOp(op, converter)); });
  return success(ok);
}

namespace {
struct ConvertCudaTileToTileAAPass
    : PassWrapper<ConvertCudaTileToTileAAPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertCudaTileToTileAAPass)

  StringRef getArgument() const final { return "tileiras-convert-cuda-tile-to-tileaa"; }
  StringRef getDescription() const final {
    return "Lower the cuda_tile.modules of a builtin.module to func.func functions in "
           "nv_tileaa, arith, math, scf and cf";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<aa::TileAADialect, arith::ArithDialect, math::MathDialect,
                    cf::ControlFlowDialect, func::FuncDialect, scf::SCFDialect>();
  }

  void runOnOperation() final {
    ModuleOp top = getOperation();
    MLIRContext *ctx = &getContext();
    tileiras::CudaTileToTileAATypeConverter converter;
    if (failed(tileiras::checkCudaTileToTileAASupport(top, converter)))
      return signalPassFailure();

    // Functions already outside a cuda_tile.module are flattened in place.
    for (func::FuncOp func : llvm::to_vector(top.getOps<func::FuncOp>()))
      if (failed(tileiras::flattenControlFlow(func, /*keepStructured=*/true)))
        return signalPassFailure();
    for (ct::ModuleOp module : llvm::to_vector(top.getOps<ct::ModuleOp>())) {
      // Globals become nv_tileaa.global next to the functions.
      for (ct::GlobalOp global : llvm::to_vector(module.getOps<ct::GlobalOp>())) {
        if (top.lookupSymbol(global.getSymNameAttr())) {
          global.emitOpError() << "cannot be moved out: symbol @" << global.getSymName()
                               << " is already defined in the target module";
          return signalPassFailure();
        }
        global->moveBefore(module);
      }
      if (failed(tileiras::moveFunctionsOut(module, top, /*keepStructured=*/true)))
        return signalPassFailure();
      module.erase();
    }

    ConversionTarget target(*ctx);
    target.addIllegalDialect<ct::CudaTileDialect>();
    target.addLegalDialect<aa::TileAADialect, arith::ArithDialect, math::MathDialect,
                           cf::ControlFlowDialect>();
    target.addLegalOp<ModuleOp, UnrealizedConversionCastOp>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType());
    });
    target.addDynamicallyLegalOp<func::ReturnOp, cf::BranchOp, cf::CondBranchOp>(
        [&](Operation *op) { return converter.isLegal(op); });

    RewritePatternSet patterns(ctx);
    tileiras::populateCudaTileToTileAAPatterns(converter, patterns);
    // Structured control flow kept as scf (StructureControlFlow.cpp) is
    // retyped in place.
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
    if (failed(applyPartialConversion(top, target, std::move(patterns)))) {
      top.emitError("failed to convert cuda_tile to nv_tileaa");
      return signalPassFailure();
    }

    // The casts around flattened branch conditions (tile<i1> -> i1) and
    // those the conversion left in pairs fold away; any other stays for the
    // next stage.
    SmallVector<UnrealizedConversionCastOp> casts;
    top.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    reconcileUnrealizedCasts(casts);
  }
};
} // namespace

std::unique_ptr<Pass> tileiras::createConvertCudaTileToTileAAPass() {
  return std::make_unique<ConvertCudaTileToTileAAPass>();
}

void tileiras::registerConvertCudaTileToTileAAPass() {
  PassRegistration<ConvertCudaTileToTileAAPass>();
}
