//===- TileAAToLLVM.cpp - the SIMT lowering pass --------------------------===//
//
// Two conversions. The first distributes tiles: nv_tileaa and nv_tileas ops
// and tensor typed arith/math become per-thread code on slot vectors, by
// the #nv_tileas.simt layout every tile type must carry (see
// Distribution.h; tileiras-assign-tile-layouts assigns them), using scf,
// vector, llvm and nvvm. The second is the
// upstream lowering of those to the LLVM dialect, with math going to
// libdevice. Kernels get `nvvm.kernel`, `.reqntid` and `.minnctapersm 1`.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/TileAAToLLVM/TileAAToLLVM.h"

#include "FloatPatterns.h"
#include "GlobalPatterns.h"
#include "LoweringRemarks.h"
#include "MiscPatterns.h"
#include "Patterns.h"
#include "VectorAccess.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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

/// Ends a shared-memory diagnostic with the limit it exceeds.
LogicalResult exceeds(InFlightDiagnostic &error, int64_t limit,
                      const TargetInfo *target) {
  error << ", more than the " << limit;
  if (target)
    return error << " a CTA may use on " << target->name;
  return error << " a kernel may declare statically";
}

/// Every shared global of the module (the scratch, pipeline stages,
/// mbarriers, slots) against `limit`, each at its alignment in module order.
/// Past 48 KiB they stay static, as NVIDIA's tileiras declares them; the
/// driver then lets ptxas take them (--enable-extended-smem) and the
/// launcher opts the kernel in (docs/lowering.md).
LogicalResult checkSharedMemory(ModuleOp module, int64_t limit,
                                const TargetInfo *target) {
  DataLayout layout(module);
  int64_t bytes = 0;
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    if (global.getAddrSpace() != 3)
      continue;
    Type type = global.getGlobalType();
    uint64_t align =
        global.getAlignment().value_or(layout.getTypeABIAlignment(type));
    bytes = llvm::alignTo(bytes, align) +
            int64_t(layout.getTypeSize(type).getFixedValue());
  }
  if (bytes <= limit)
    return success();
  InFlightDiagnostic error = module.emitError()
                             << "the kernels need " << bytes
                             << " bytes of shared memory";
  return exceeds(error, limit, target);
}

/// Ops whose lowering moves elements through shared memory: their tiles may
/// have any layouts. Every other op works slot by slot.
bool exchangesElements(Operation *op) {
  return isa<nv_tileaa::BroadcastOp, nv_tileaa::PermuteOp,
             nv_tileaa::ExtractOp, nv_tileaa::CatOp, nv_tileaa::ReduceOp,
             nv_tileaa::ScanOp, nv_tileaa::DotOp, nv_tileaa::PrintOp,
             nv_tileaa::InsertOp, nv_tileaa::RepackOp,
             nv_tileas::ConvertLayoutOp>(op);
}

/// The patterns read each tile's layout, so every tile must have one over
/// the kernel's threads, and an op working slot by slot needs one layout
/// for all its tiles of one size.
LogicalResult checkLayouts(ModuleOp module, int64_t threads) {
  bool ok = true;
  module.walk([&](Operation *op) {
    SmallVector<Type> types(op->getOperandTypes());
    llvm::append_range(types, op->getResultTypes());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        llvm::append_range(types, block.getArgumentTypes());
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      llvm::append_range(types, func.getArgumentTypes());
      llvm::append_range(types, func.getResultTypes());
    }
    DenseMap<int64_t, nv_tileas::SimtLayoutAttr> bySize;
    for (Type type : types) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      auto layout = nv_tileas::getSimtLayout(tensor);
      if (!layout) {
        op->emitError() << "tile type " << type
                        << " has no #nv_tileas.simt layout (run "
                           "--tileiras-assign-tile-layouts first)";
        ok = false;
        return;
      }
      if (layout.getThreads() != threads) {
        op->emitError() << "tile layout is over " << layout.getThreads()
                        << " threads, but the kernel has " << threads;
        ok = false;
        return;
      }
      // Branches pass each tile to its own block argument, in its layout.
      if (exchangesElements(op) ||
          isa<FunctionOpInterface, BranchOpInterface, scf::YieldOp,
              scf::ConditionOp, scf::ForOp, scf::WhileOp, scf::IfOp>(op))
        continue;
      auto [it, inserted] =
          bySize.try_emplace(tensor.getNumElements(), layout);
      if (!inserted && it->second != layout) {
        op->emitError() << "expects its tiles of " << tensor.getNumElements()
                        << " elements to share one thread layout; convert "
                           "them with nv_tileas.convert_layout";
        ok = false;
        return;
      }
    }
  });
  return success(ok);
}

LogicalResult distribute(ModuleOp module, LoweringState &state,
                         const TargetInfo *gpu) {
  MLIRContext *ctx = module.getContext();
  SimtTypeConverter converter(ctx, state);
  RewritePatternSet patterns(ctx);
  populateElementwisePatterns(converter, patterns);
  populateShapePatterns(converter, state, patterns);
  populateMemoryPatterns(converter, state, patterns);
  populateMultimemPatterns(converter, state, patterns);
  populateAtomicPatterns(converter, state, patterns);
  populateAggregatePatterns(converter, state, patterns);
  populateMmaPatterns(converter, state, patterns);
  populateWgmmaPatterns(converter, state, patterns);
  populateTcgen05Patterns(converter, state, patterns);
  populatePrintPatterns(converter, state, patterns);
  populateMiscPatterns(converter, state, gpu, patterns);
  populateGlobalPatterns(converter, state, patterns);
  populateLayoutPatterns(converter, state, patterns);
  populatePackPatterns(converter, state, patterns);
  populateAsyncCopyPatterns(converter, state, patterns);
  populateTmaPatterns(converter, state, patterns);
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
  target.addIllegalDialect<nv_tileaa::TileAADialect,
                           nv_tileas::TileASDialect>();
  target.addLegalOp<UnrealizedConversionCastOp, ModuleOp>();
  target.addIllegalOp<cf::AssertOp>();
  target.addDynamicallyLegalDialect<arith::ArithDialect, math::MathDialect>(
      [&](Operation *op) {
        return converter.isLegal(op) && !needsFloatLowering(op);
      });
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
    target.addIllegalOp<scf::ForOp, scf::IfOp, scf::WhileOp,
                        scf::ConditionOp, scf::YieldOp,
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
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) become inline PTX.
  populateNVVMToLLVMConversionPatterns(patterns);
  LLVMConversionTarget target(*ctx);
  target.addLegalDialect<NVVM::NVVMDialect>();
  target.addIllegalOp<NVVM::WgmmaMmaAsyncOp>();
  target.addLegalOp<ModuleOp>();
  // The scratch region a wgmma reads (none, from rings) goes to the inline
  // PTX that replaces it, in the same order, for eliminateRedundantBarriers.
  SmallVector<Attribute> wgmmaRegions;
  module.walk([&](NVVM::WgmmaMmaAsyncOp op) {
    wgmmaRegions.push_back(op->getAttr(tileiras::simt::kScratchRegionAttr));
  });
  if (failed(applyFullConversion(module, target, std::move(patterns))))
    return failure();
  auto region = wgmmaRegions.begin();
  module.walk([&](LLVM::InlineAsmOp op) {
    if (region == wgmmaRegions.end() ||
        !op.getAsmString().contains("wgmma.mma_async"))
      return;
    if (Attribute attr = *region++)
      op->setAttr(tileiras::simt::kScratchRegionAttr, attr);
  });
  SmallVector<UnrealizedConversionCastOp> casts;
  module.walk([&](UnrealizedConversionCastOp op) { casts.push_back(op); });
  reconcileUnrealizedCasts(casts);
  return success();
}

/// `.maxnreg` for a kernel of `threads` threads that should fit `occupancy`
/// CTAs per SM, or nothing when one CTA per SM is asked for or possible.
/// What NVIDIA's tileiras 13.5 writes (measured for o = 2..32 and 1 to 32
/// warps on sm_80, sm_89, sm_90; docs/driver.md): 8 * floor(65536 / (8 * o *
/// T)) with T at least 128 and o at most the CTAs it lets share an SM
/// (8, 5, 3, 1 for 128, 256, 512, 1024 threads).
static std::optional<int64_t> maxRegistersForOccupancy(int64_t occupancy,
                                                       int64_t threads) {
  constexpr int64_t registersPerSM = 64 * 1024;
  threads = std::max<int64_t>(threads, 128);
  int64_t mostCTAs = threads <= 128   ? 8
                     : threads <= 256 ? 5
                     : threads <= 512 ? 3
                                      : 1;
  occupancy = std::min(occupancy, mostCTAs);
  if (occupancy <= 1)
    return std::nullopt;
  return registersPerSM / (occupancy * threads) / 8 * 8;
}

/// In a warp-specialized kernel, the CTA barriers of the lowering past the
/// split are the consumers': barrier 1 over the kernel's `threads` tile
/// threads (the producer warpgroup never reaches them, and may have
/// exited). Those before it (kAllThreadsBarrierAttr) keep barrier 0.
static void consumerBarriers(LLVM::LLVMFuncOp func, int64_t threads) {
  func.walk([&](NVVM::Barrier0Op barrier) {
    if (barrier->hasAttr(kAllThreadsBarrierAttr))
      return;
    OpBuilder b(barrier);
    Location loc = barrier.getLoc();
    auto c32 = [&](int64_t v) -> Value {
      return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                      b.getI32IntegerAttr(v));
    };
    NVVM::BarrierOp::create(b, loc, Type(), c32(kConsumerBarrier), c32(threads),
                            NVVM::BarrierReductionAttr(), Value());
    barrier.erase();
  });
}

struct ConvertTileAAToLLVMPass
    : PassWrapper<ConvertTileAAToLLVMPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertTileAAToLLVMPass)

  ConvertTileAAToLLVMPass() = default;
  ConvertTileAAToLLVMPass(const ConvertTileAAToLLVMPass &other)
      : PassWrapper(other) {}
  explicit ConvertTileAAToLLVMPass(TileAAToLLVMOptions options) {
    numWarps = options.numWarps;
    gpuName = options.gpuName;
  }

  StringRef getArgument() const override {
    return "tileiras-convert-tileaa-to-llvm";
  }
  StringRef getDescription() const override {
    return "Distribute nv_tileaa tiles over threads and lower to LLVM/NVVM";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    // Everything the pass creates on its way to LLVM (scf -> cf included):
    // an input of func and nv_tileas alone would not load cf or arith.
    registry.insert<arith::ArithDialect, cf::ControlFlowDialect,
                    LLVM::LLVMDialect, NVVM::NVVMDialect, scf::SCFDialect,
                    vector::VectorDialect, ub::UBDialect>();
  }

  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("Warps per CTA"),
                            llvm::cl::init(nv_tileas::kDefaultNumWarps)};
  Option<std::string> gpuName{
      *this, "gpu-name",
      llvm::cl::desc("Target, overriding the module's tileiras.target (for "
                     "tests); with neither, every feature is assumed")};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<unsigned> warps = nv_tileaa::moduleNumWarps(module, numWarps);
    if (failed(warps))
      return signalPassFailure();
    LoweringState state;
    state.threads = nv_tileas::kWarpSize * int64_t(*warps);
    // Read before the nv_tileaa attributes are dropped below.
    llvm::StringMap<int64_t> occupancy;
    for (auto func : module.getOps<func::FuncOp>())
      if (auto value = func->getAttrOfType<IntegerAttr>(
              nv_tileaa::kOccupancyAttrName))
        occupancy[func.getSymName()] = value.getInt();
    specialized.clear();
    for (auto func : module.getOps<func::FuncOp>())
      if (auto groups = func->getAttrOfType<IntegerAttr>(
              nv_tileas::kProducerWarpgroupsAttrName)) {
        auto limit =
            func->getAttrOfType<IntegerAttr>(nv_tileas::kMaxRegistersAttrName);
        specialized[func.getSymName()] = {groups.getInt(),
                                          limit ? limit.getInt() : 0};
      }
    SmallVector<std::string> kernels;
    for (auto func : module.getOps<func::FuncOp>())
      if (func->hasAttr(nv_tileaa::kKernelAttrName))
        kernels.push_back(func.getSymName().str());

    if (failed(checkLayouts(module, state.threads)))
      return signalPassFailure();
    const TargetInfo *target = nullptr;
    if (!gpuName.empty()) {
      target = lookupTarget(gpuName);
      if (!target) {
        module.emitError() << "unknown gpu-name '" << gpuName << "'";
        return signalPassFailure();
      }
    } else {
      FailureOr<const TargetInfo *> attached = findModuleTarget(module);
      if (failed(attached))
        return signalPassFailure();
      target = *attached;
    }
    if (failed(checkFloatTargetSupport(module, target)))
      return signalPassFailure();
    // Exchanges side by side let barrier elimination drop the barrier before
    // an exchange's writes, at the price of scratch. When one was placed, the
    // tiles are lowered a second time from this copy with every exchange at
    // offset 0, and that lowering is kept unless side by side has fewer
    // barriers or the other does not fit. Diagnostics wait until the choice.
    int64_t threads = state.threads;
    // Once, before the lowering that may run twice.
    emitLoweringRemarks(module, stateFor(threads, target));
    OwningOpRef<ModuleOp> pristine(module.clone());
    Attempt sideBySide = lowerTiles(module, threads, /*sideBySide=*/true, target,
                                    occupancy, kernels);
    if (!sideBySide.placedSideBySide) {
      sideBySide.replay(&getContext());
      if (!sideBySide.ok)
        signalPassFailure();
      return;
    }
    Attempt stacked = lowerTiles(*pristine, threads, /*sideBySide=*/false,
                                 target, occupancy, kernels);
    bool keepStacked = stacked.ok && (!sideBySide.ok ||
                                      stacked.barriers <= sideBySide.barriers);
    if (!keepStacked) {
      sideBySide.replay(&getContext());
      if (!sideBySide.ok)
        signalPassFailure();
      return;
    }
    Block *body = module.getBody();
    for (Operation &op : *body)
      op.dropAllReferences();
    body->clear();
    body->getOperations().splice(body->end(),
                                 pristine->getBody()->getOperations());
    stacked.replay(&getContext());
  }

  /// One lowering of the tiles: its diagnostics held back, its verdict, and
  /// what the choice between two lowerings looks at.
  struct Attempt {
    bool ok = false;
    bool placedSideBySide = false;
    int64_t barriers = 0;
    SmallVector<Diagnostic> diagnostics;

    void replay(MLIRContext *context) {
      for (Diagnostic &diagnostic : diagnostics)
        context->getDiagEngine().emit(std::move(diagnostic));
      diagnostics.clear();
    }
  };

  /// The lowering state for `threads` threads on `target` (null: every
  /// instruction assumed).
  /// Warp-specialized kernels: their producer warpgroups and register limit
  /// (read before the nv_tileas attributes are dropped).
  llvm::StringMap<std::pair<int64_t, int64_t>> specialized;

  static LoweringState stateFor(int64_t threads, const TargetInfo *target) {
    LoweringState state;
    state.threads = threads;
    state.mmaSync = !target || target->hasMmaSync();
    state.f8Mma = !target || target->hasF8Mma();
    state.wgmma = !target || target->hasWgmma();
    // Without a target both would be assumed; wgmma then wins (benefit).
    state.tcgen05 = target && target->hasTcgen05();
    state.tcgen05I8 = target && target->hasTcgen05I8();
    state.mbarrierTryWait = !target || target->sm >= 90;
    return state;
  }

  Attempt lowerTiles(ModuleOp module, int64_t threads, bool sideBySide,
                     const TargetInfo *target,
                     const llvm::StringMap<int64_t> &occupancy,
                     ArrayRef<std::string> kernels) {
    Attempt attempt;
    ScopedDiagnosticHandler hold(&getContext(), [&](Diagnostic &diagnostic) {
      attempt.diagnostics.push_back(std::move(diagnostic));
      return success();
    });
    LoweringState state = stateFor(threads, target);
    state.sideBySide = sideBySide;
    attempt.ok = succeeded(
        finishLowering(module, state, target, occupancy, kernels));
    attempt.placedSideBySide = state.placedSideBySide;
    module.walk([&](Operation *op) {
      if (isa<NVVM::Barrier0Op, NVVM::BarrierOp>(op))
        ++attempt.barriers;
    });
    return attempt;
  }

  LogicalResult finishLowering(ModuleOp module, LoweringState &state,
                               const TargetInfo *target,
                               const llvm::StringMap<int64_t> &occupancy,
                               ArrayRef<std::string> kernels) {
    LLVM::GlobalOp scratch = createScratch(module);
    if (failed(prepareAllocas(module)))
      return failure();
    planVectorAccesses(module, state);
    module.walk([&](nv_tileas::AllocSharedOp ring) {
      auto type = ring.getBuffer().getType();
      int64_t bytes = type.getStages() * type.getStageBytes(),
              alignment = type.getAlignment(state.wgmma);
      if (std::optional<uint64_t> arena = ring.getArena()) {
        auto &[arenaBytes, arenaAlignment] = state.arenas[*arena];
        arenaBytes = std::max(arenaBytes, bytes);
        arenaAlignment = std::max(arenaAlignment, alignment);
        return;
      }
      // With the padding that aligns it (after 128-byte aligned globals).
      state.ringBytes += bytes + alignment - 128;
    });
    for (auto &[arena, size] : state.arenas)
      state.ringBytes += size.first + size.second - 128;
    // Each tensor map is encoded in a 128-byte shared staging buffer.
    module.walk([&](nv_tileas::MakeTmaDescOp map) {
      state.ringBytes += 128;
      if (llvm::any_of(map->getUsers(), llvm::IsaPred<nv_tileas::TmaStoreOp>))
        state.storedMaps.insert(map);
    });
    // Two 8-byte mbarriers per stage of a pipeline.
    module.walk([&](nv_tileas::CreatePipelineOp pipeline) {
      state.ringBytes += 16 * pipeline.getPipeline().getType().getStages();
    });
    // Up to the target's opt-in maximum per CTA (past 48 KiB a launcher must
    // opt the kernel in); without a target that maximum is unknown and the
    // 48 KiB a kernel may declare without the opt-in stays.
    int64_t limit = target ? int64_t(target->maxSharedBytesPerBlock())
                           : kMaxStaticSharedBytes;
    if (state.ringBytes > limit) {
      InFlightDiagnostic error = module.emitError()
                                 << "pipeline stages need " << state.ringBytes
                                 << " bytes of shared memory";
      return exceeds(error, limit, target);
    }
    state.scratchLimit = limit - state.ringBytes;
    if (failed(distribute(module, state, target)))
      return failure();
    if (state.scratchBytes + state.ringBytes > limit) {
      InFlightDiagnostic error = module.emitError()
                                 << "tile exchanges need " << state.scratchBytes
                                 << " bytes of shared memory";
      if (state.ringBytes)
        error << " beside " << state.ringBytes << " of pipeline stages";
      return exceeds(error, limit, target);
    }
    if (state.scratchBytes == 0)
      scratch.erase();
    else {
      scratch.setGlobalType(LLVM::LLVMArrayType::get(
          IntegerType::get(&getContext(), 8), state.scratchBytes));
      scratch.setAlignment(state.scratchAlign);
    }
    if (failed(lowerToLLVM(module)))
      return failure();

    Builder b(&getContext());
    // nv_tileaa and nv_tileas facts have been used; LLVM IR translation
    // would reject them.
    module.walk([](LLVM::LLVMFuncOp func) {
      for (NamedAttribute attr : llvm::to_vector(func->getDiscardableAttrs()))
        if (attr.getName().strref().starts_with("nv_tileaa.") ||
            attr.getName().strref().starts_with("nv_tileas."))
          func->removeAttr(attr.getName());
    });
    for (const std::string &name : kernels) {
      auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
      if (!func)
        continue;
      func->removeAttr(nv_tileaa::kKernelAttrName);
      func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                    b.getUnitAttr());
      auto [producers, registerLimit] = specialized.lookup(name);
      func->setAttr(
          NVVM::NVVMDialect::getReqntidAttrName(),
          b.getDenseI32ArrayAttr(
              {int32_t(state.threads + producers * nv_tileas::kWarpgroupSize),
               1, 1}));
      func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    b.getI32IntegerAttr(1));
      // The pool the warpgroups' setmaxnreg move registers through.
      if (registerLimit) {
        func->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                      b.getI32IntegerAttr(registerLimit));
        continue;
      }
      auto hinted = occupancy.find(name);
      if (hinted == occupancy.end())
        continue;
      if (std::optional<int64_t> regs =
              maxRegistersForOccupancy(hinted->second, state.threads))
        func->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                      b.getI32IntegerAttr(*regs));
    }
    // Needs the CFG and the kernel attributes.
    eliminateRedundantBarriers(module);
    for (auto &[name, facts] : specialized)
      if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
        consumerBarriers(func, state.threads);
    // The slots and staging globals beside the scratch and the rings.
    return checkSharedMemory(module, limit, target);
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
