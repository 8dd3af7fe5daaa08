//===- TileAAToLLVM.cpp - the SIMT lowering pass --------------------------===//
//
// Two conversions. The first distributes tiles: nv_tileaa ops and tensor
// typed arith/math become per-thread code on slot vectors (see
// Distribution.h), using scf, vector, llvm and nvvm. The second is the
// upstream lowering of those to the LLVM dialect, with math going to
// libdevice. Kernels get `nvvm.kernel`, `.reqntid` and `.minnctapersm 1`.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/TileAAToLLVM/TileAAToLLVM.h"

#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace tileiras;
using namespace tileiras::simt;

namespace {

/// The scratch array every exchange addresses; sized once all patterns ran.
LLVM::GlobalOp createScratch(ModuleOp module) {
  OpBuilder b(module.getBodyRegion());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), 1);
  auto global = LLVM::GlobalOp::create(
      b, module.getLoc(), type, /*isConstant=*/false, LLVM::Linkage::Internal,
      kScratchSymbol, Attribute(), /*alignment=*/16, /*addrSpace=*/3);
  return global;
}

LogicalResult distribute(ModuleOp module, LoweringState &state) {
  MLIRContext *ctx = module.getContext();
  SimtTypeConverter converter(ctx, state);
  RewritePatternSet patterns(ctx);
  populateElementwisePatterns(converter, patterns);
  populateShapePatterns(converter, state, patterns);
  populateMemoryPatterns(converter, state, patterns);
  populateAggregatePatterns(converter, state, patterns);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  // Non-entry block signatures are converted with the branches that feed
  // them (the function pattern converts the entry block only).
  cf::populateCFStructuralTypeConversions(converter, patterns);
  populateReturnOpTypeConversionPattern(patterns, converter);

  ConversionTarget target(*ctx);
  target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect,
                         scf::SCFDialect, vector::VectorDialect,
                         ub::UBDialect>();
  target.addIllegalDialect<nv_tileaa::TileAADialect>();
  target.addLegalOp<UnrealizedConversionCastOp, ModuleOp>();
  target.addDynamicallyLegalDialect<arith::ArithDialect, math::MathDialect>(
      [&](Operation *op) { return converter.isLegal(op); });
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return converter.isSignatureLegal(op.getFunctionType());
  });
  target.markUnknownOpDynamicallyLegal([&](Operation *op) {
    return isNotBranchOpInterfaceOrReturnLikeOp(op) ||
           isLegalForBranchOpInterfaceTypeConversionPattern(op, converter) ||
           isLegalForReturnOpTypeConversionPattern(op, converter);
  });
  // Ops inside reduce/scan bodies are cloned by their parent's pattern.
  return applyPartialConversion(module, target, std::move(patterns));
}

LogicalResult lowerToLLVM(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  {
    RewritePatternSet patterns(ctx);
    populateSCFToControlFlowConversionPatterns(patterns);
    // ceildiv/floordiv and friends have no LLVM counterpart.
    arith::populateArithExpandOpsPatterns(patterns);
    ConversionTarget target(*ctx);
    target.addIllegalOp<scf::ForOp, scf::IfOp, scf::YieldOp,
                        arith::CeilDivSIOp, arith::CeilDivUIOp,
                        arith::FloorDivSIOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return failure();
  }
  LowerToLLVMOptions options(ctx);
  options.overrideIndexBitwidth(64);
  LLVMTypeConverter converter(ctx, options);
  RewritePatternSet patterns(ctx);
  // libdevice first so math ops it covers do not become LLVM intrinsics
  // that NVPTX cannot select (exp, log, sin, ...).
  populateLibDeviceConversionPatterns(converter, patterns, /*benefit=*/10);
  populateMathToLLVMConversionPatterns(converter, patterns);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
  cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
  populateFuncToLLVMConversionPatterns(converter, patterns);
  populateVectorToLLVMConversionPatterns(converter, patterns);
  ub::populateUBToLLVMConversionPatterns(converter, patterns);
  LLVMConversionTarget target(*ctx);
  target.addLegalDialect<NVVM::NVVMDialect>();
  target.addLegalOp<ModuleOp>();
  if (failed(applyFullConversion(module, target, std::move(patterns))))
    return failure();
  SmallVector<UnrealizedConversionCastOp> casts;
  module.walk([&](UnrealizedConversionCastOp op) { casts.push_back(op); });
  reconcileUnrealizedCasts(casts);
  return success();
}

struct ConvertTileAAToLLVMPass
    : PassWrapper<ConvertTileAAToLLVMPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertTileAAToLLVMPass)

  ConvertTileAAToLLVMPass() = default;
  ConvertTileAAToLLVMPass(const ConvertTileAAToLLVMPass &other)
      : PassWrapper(other) {}
  explicit ConvertTileAAToLLVMPass(TileAAToLLVMOptions options) {
    numWarps = options.numWarps;
  }

  StringRef getArgument() const override {
    return "tileiras-convert-tileaa-to-llvm";
  }
  StringRef getDescription() const override {
    return "Distribute nv_tileaa tiles over threads and lower to LLVM/NVVM";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<LLVM::LLVMDialect, NVVM::NVVMDialect, scf::SCFDialect,
                    vector::VectorDialect, ub::UBDialect>();
  }

  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("Warps per CTA"),
                            llvm::cl::init(4)};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (numWarps == 0 || numWarps > 32) {
      module.emitError("num-warps must be in 1..32");
      return signalPassFailure();
    }
    LoweringState state;
    state.threads = 32 * int64_t(numWarps);
    SmallVector<std::string> kernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (func->hasAttr(nv_tileaa::kKernelAttrName))
        kernels.push_back(func.getSymName().str());

    LLVM::GlobalOp scratch = createScratch(module);
    if (failed(distribute(module, state)))
      return signalPassFailure();
    if (state.scratchBytes > kMaxStaticSharedBytes) {
      module.emitError() << "tile exchanges need " << state.scratchBytes
                         << " bytes of shared memory, more than the "
                         << kMaxStaticSharedBytes
                         << " a kernel may declare statically";
      return signalPassFailure();
    }
    if (state.scratchBytes == 0)
      scratch.erase();
    else
      scratch.setGlobalType(LLVM::LLVMArrayType::get(
          IntegerType::get(&getContext(), 8), state.scratchBytes));
    if (failed(lowerToLLVM(module)))
      return signalPassFailure();

    Builder b(&getContext());
    // nv_tileaa facts have been used; LLVM IR translation would reject them.
    module.walk([](LLVM::LLVMFuncOp func) {
      for (NamedAttribute attr : llvm::to_vector(func->getDiscardableAttrs()))
        if (attr.getName().strref().starts_with("nv_tileaa."))
          func->removeAttr(attr.getName());
    });
    for (const std::string &name : kernels) {
      auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
      if (!func)
        continue;
      func->removeAttr(nv_tileaa::kKernelAttrName);
      func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                    b.getUnitAttr());
      func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                    b.getDenseI32ArrayAttr({int32_t(state.threads), 1, 1}));
      func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    b.getI32IntegerAttr(1));
    }
  }
};

} // namespace

std::unique_ptr<Pass>
tileiras::createConvertTileAAToLLVMPass(TileAAToLLVMOptions options) {
  return std::make_unique<ConvertTileAAToLLVMPass>(options);
}

void tileiras::registerConvertTileAAToLLVMPass() {
  PassRegistration<ConvertTileAAToLLVMPass>();
}
