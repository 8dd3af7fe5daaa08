//===- WgmmaPatterns.cpp - dot as warpgroup wgmma.mma_async (sm_90a) ------===//
//
// On a target with wgmma, a dot whose mma.sync plan puts the four warps of
// one warpgroup on the 64 rows of the tile (warp w on rows 16w..16w+15) has
// exactly the accumulator layout of wgmma m64nNk: thread slot c + 4 j is
// d_(c + 4 j), row 16w + lane/4 + 8 (c/2), column 8j + 2 (lane mod 4) +
// (c mod 2) (PTX ISA, "wgmma D matrix fragment"). Such a dot (f16/bf16 k16,
// tf32 k8, s8/u8 and e4m3/e5m2 k32: 32 bytes of K per instruction) runs as
// one wgmma.mma_async per K step, reading A and B from shared memory
// through matrix descriptors:
//  - both operands go to scratch K-major as core matrices of 8 rows x 16
//    bytes, read through matrix descriptors (CoreMatrixOperands,
//    MmaLowering.h); K step t starts two core matrices, 256 t bytes,
//    further;
//  - the generic-proxy stores are made visible to the async proxy (fence
//    proxy.async.shared::cta) before the exchange's barrier; wgmma.fence
//    orders the accumulator registers, then the K steps, one commit group
//    and a wait for it; a dot marked nv_tileas.mma_in_flight (a pipelined
//    loop's, PipelineLoads.cpp) leaves its group in flight, and
//    nv_tileas.warpgroup_wait (wgmma.wait_group) retires it later.
// A ring stage in a swizzled arrangement is read with the descriptor's
// swizzled layout (the pipeline's TMA boxes then move whole rows); scratch
// operands stay unswizzled core matrices. A dot whose scratch operands
// exceed the scratch is left to mma.sync, which writes them in K slices.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

NVVM::WGMMATypes wgmmaType(Type element, MmaKind kind, bool isUnsigned) {
  switch (kind) {
  case MmaKind::BF16:
    return NVVM::WGMMATypes::bf16;
  case MmaKind::TF32:
    return NVVM::WGMMATypes::tf32;
  case MmaKind::I8:
    return isUnsigned ? NVVM::WGMMATypes::u8 : NVVM::WGMMATypes::s8;
  case MmaKind::F8:
    return isa<Float8E4M3FNType>(element) ? NVVM::WGMMATypes::e4m3
                                           : NVVM::WGMMATypes::e5m2;
  default:
    return NVVM::WGMMATypes::f16;
  }
}

struct WgmmaDotLowering : StatefulPattern<aa::DotOp> {
  // Before mma.sync (2) and the scalar dot (1).
  WgmmaDotLowering(SimtTypeConverter &converter, LoweringState &state)
      : StatefulPattern(converter, state, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = matchWarpgroupPlan(op, state);
    if (!state.wgmma || !plan)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType();
    int64_t M = lhs.getDimSize(0),
            N = rhs.getDimSize(1);
    Type element = lhs.getElementType();

    bool aRowMajor = wgmmaReadsRowMajorStage(op, op.getLhs(), state);
    bool bRowMajor = wgmmaReadsRowMajorStage(op, op.getRhs(), state);
    if (CoreMatrixOperands::scratchBytes(op, aRowMajor, bRowMajor) >
        state.scratchLimit)
      return failure();
    std::optional<Exchange> exchange;
    CoreMatrixOperands operands = CoreMatrixOperands::write(
        rewriter, loc, exchange, state, lhs, adaptor.getLhs(),
        stagedOperand(rewriter, loc, op.getLhs()), rhs, adaptor.getRhs(),
        stagedOperand(rewriter, loc, op.getRhs()), aRowMajor, bRowMajor);
    // The stores above are generic-proxy accesses; wgmma reads through the
    // async proxy. (Stages of core matrices and swizzle atoms were fenced
    // by their consumer_wait; a row_major stage's wait has no fence, so the
    // thread fences here, after it, as that wait would.)
    if (exchange || aRowMajor || bRowMajor)
      fenceAsyncProxy(rewriter, loc);
    if (exchange)
      exchange->sync();

    // The accumulator as wgmma's struct: d_i is slot i.
    int64_t count = N / 2;
    Type accElement = op.getAcc().getType().getElementType();
    auto structType = LLVM::LLVMStructType::getLiteral(
        context, SmallVector<Type>(count, accElement));
    Value acc = LLVM::PoisonOp::create(rewriter, loc, structType);
    for (int64_t i = 0; i < count; ++i)
      acc = LLVM::InsertValueOp::create(
          rewriter, loc, acc, extractSlot(rewriter, loc, adaptor.getAcc(), i),
          i);

    bool integer = plan->kind == MmaKind::I8;
    auto typeA = NVVM::WGMMATypesAttr::get(
        context, wgmmaType(element, plan->kind, op.getLhsUnsigned()));
    auto typeB = NVVM::WGMMATypesAttr::get(
        context, wgmmaType(rhs.getElementType(), plan->kind,
                           op.getRhsUnsigned()));
    auto typeD = NVVM::WGMMATypesAttr::get(
        context, integer ? NVVM::WGMMATypes::s32 : NVVM::WGMMATypes::f32);
    auto scaleIn = NVVM::WGMMAScaleInAttr::get(context, NVVM::WGMMAScaleIn::one);
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    for (int64_t tk = 0; tk < operands.steps(); ++tk) {
      Value a = operands.descriptor(rewriter, loc, true, tk,
                                    CoreMatrixOperands::Format::Wgmma);
      Value b = operands.descriptor(rewriter, loc, false, tk,
                                    CoreMatrixOperands::Format::Wgmma);
      auto wgmma = NVVM::WgmmaMmaAsyncOp::create(
          rewriter, loc, structType, acc, a, b,
          NVVM::MMAShapeAttr::get(context, int(M), int(N),
                                  int(2 * operands.perRow)),
          typeA, typeB, typeD,
          NVVM::WGMMAScaleOutAttr::get(context, NVVM::WGMMAScaleOut::one),
          scaleIn, scaleIn,
          NVVM::MMALayoutAttr::get(context, NVVM::MMALayout::row),
          // B from a core_mn or swizzle_mn stage is MN-major (imm-trans-b 1).
          NVVM::MMALayoutAttr::get(context, operands.bMnMajor
                                                ? NVVM::MMALayout::row
                                                : NVVM::MMALayout::col),
          // mmai wraps on overflow.
          integer ? NVVM::MMAIntOverflowAttr::get(context,
                                                  NVVM::MMAIntOverflow::wrapped)
                  : nullptr);
      // Operands read from rings only: no scratch byte.
      if (!exchange)
        wgmma->setAttr(kScratchRegionAttr,
                       rewriter.getDenseI64ArrayAttr({kNoScratchBytes, 0}));
      acc = wgmma.getResult();
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    // A dot of a pipelined loop stays in flight: the loop's
    // nv_tileas.warpgroup_wait retires it one iteration later.
    if (!op->hasAttr(kMmaInFlightAttrName))
      NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc,
                                         rewriter.getI64IntegerAttr(0));

    Value result = adaptor.getAcc();
    for (int64_t i = 0; i < count; ++i)
      result = insertSlot(rewriter, loc, result,
                          LLVM::ExtractValueOp::create(rewriter, loc, acc, i),
                          i);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// The register constraint of `type` in NVPTX inline asm.
StringRef registerConstraint(Type type) {
  if (type.isF32())
    return "f";
  if (type.isF64())
    return "d";
  switch (type.getIntOrFloatBitWidth()) {
  case 16:
    return "h";
  case 64:
    return "l";
  default:
    return "r";
  }
}

/// wgmma.wait_group, then each register of the retired accumulators through
/// an empty volatile asm that returns it (tied): the volatile asms keep
/// their order, and the accumulators' readers take the asm's results, so
/// none is scheduled above the wait (ptxas would serialize the wgmmas).
struct WarpgroupWaitLowering : StatefulPattern<WarpgroupWaitOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(WarpgroupWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    NVVM::WgmmaWaitGroupSyncOp::create(
        rewriter, loc, rewriter.getI64IntegerAttr(op.getPending()));
    SmallVector<Value> results;
    for (Value value : adaptor.getValues()) {
      auto type = cast<VectorType>(value.getType());
      std::string constraints =
          ("=" + registerConstraint(type.getElementType()) + ",0").str();
      Value result = value;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        Value pinned =
            LLVM::InlineAsmOp::create(
                rewriter, loc, type.getElementType(),
                ValueRange{extractSlot(rewriter, loc, value, i)}, "",
                constraints, /*has_side_effects=*/true,
                /*is_align_stack=*/false,
                LLVM::tailcallkind::TailCallKind::None,
                LLVM::AsmDialectAttr(), ArrayAttr())
                .getResult(0);
        result = insertSlot(rewriter, loc, result, pinned, i);
      }
      results.push_back(result);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void tileiras::simt::populateWgmmaPatterns(SimtTypeConverter &converter,
                                           LoweringState &state,
                                           RewritePatternSet &patterns) {
  patterns.add<WgmmaDotLowering, WarpgroupWaitLowering>(converter, state);
}
