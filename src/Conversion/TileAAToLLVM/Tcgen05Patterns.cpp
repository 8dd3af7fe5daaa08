//===- Tcgen05Patterns.cpp - dot as tcgen05.mma (sm_100a family) ----------===//
//
// On a target with tcgen05, a dot (f16/bf16, tf32, e4m3/e5m2 with an f32
// accumulator; s8/u8 with s32) whose mma.sync plan puts the four warps on
// the 64 rows of the tile (warp w on rows 16w..16w+15, the plan wgmma uses
// too) runs on the 5th-generation tensor core, its accumulator in tensor
// memory:
//  - A and B go to scratch as for wgmma (K-major core matrices of 8 rows x
//    16 bytes, B as its N x K transpose: CoreMatrixOperands), with one more
//    16-byte region for the tensor-memory address (written by
//    tcgen05.alloc) and the mbarrier the MMAs complete on;
//  - warp 0 allocates max(32, N rounded up to a power of two) columns (and
//    frees them after the dot, so no permit is relinquished); thread 0
//    initializes the mbarrier, issues one tcgen05.mma (kind::f16, tf32,
//    f8f6f4 or i8; cta_group::1, M = 64) per 32 bytes of K, the first
//    without the input D (tensor memory needs no initial store), and
//    commits them to the mbarrier; every thread waits for phase 0;
//  - with M = 64, row m of D is tensor-memory lane 32 (m / 16) + m mod 16
//    (the data path of a 64-row MMA): warp w reads its 16 rows with
//    tcgen05.ld.16x256b, whose registers are the m16n8 accumulator
//    fragment repeated over N/8 column blocks - the plan's C layout, slot
//    i is register i;
//  - the result is the register accumulator plus D; then warp 0 frees the
//    columns and thread 0 invalidates the mbarrier (the scratch is reused).
// Descriptors: the shared-memory descriptor of wgmma plus the fixed 0b001
// in bits 46-48; the instruction descriptor: instructionDescriptor.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

NVVM::Tcgen05MMAKind kindOf(MmaKind kind) {
  switch (kind) {
  case MmaKind::TF32:
    return NVVM::Tcgen05MMAKind::TF32;
  case MmaKind::I8:
    return NVVM::Tcgen05MMAKind::I8;
  case MmaKind::F8:
    return NVVM::Tcgen05MMAKind::F8F6F4;
  default:
    return NVVM::Tcgen05MMAKind::F16;
  }
}

/// PTX ISA "Instruction descriptor" (kind::tf32/f16/f8f6f4/i8): D type in
/// bits 4-5 (f32 1, s32 2), A and B type in bits 7-9 and 10-12 (f16 0, bf16
/// 1; tf32 2; e4m3 0, e5m2 1; u8 0, s8 1), K-major (the caller sets bit 16
/// for an MN-major B), N >> 3 in
/// bits 17-22, M >> 4 in bits 24-28.
int64_t instructionDescriptor(MmaKind kind, Type a, Type b, aa::DotOp op,
                              int64_t M, int64_t N) {
  auto type = [&](Type t, bool isUnsigned) -> int64_t {
    switch (kind) {
    case MmaKind::BF16:
      return 1;
    case MmaKind::TF32:
      return 2;
    case MmaKind::F8:
      return isa<Float8E5M2Type>(t) ? 1 : 0;
    case MmaKind::I8:
      return isUnsigned ? 0 : 1;
    default:
      return 0;
    }
  };
  int64_t dtype = kind == MmaKind::I8 ? 2 : 1;
  return (dtype << 4) | (type(a, op.getLhsUnsigned()) << 7) |
         (type(b, op.getRhsUnsigned()) << 10) | ((N >> 3) << 17) |
         ((M >> 4) << 24);
}

struct Tcgen05DotLowering : StatefulPattern<aa::DotOp> {
  // Before mma.sync (2) and the scalar dot (1); wgmma (3) never matches on
  // the same target.
  Tcgen05DotLowering(SimtTypeConverter &converter, LoweringState &state)
      : StatefulPattern(converter, state, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = matchWarpgroupPlan(op, state);
    if (!state.tcgen05 || !plan ||
        (plan->kind == MmaKind::I8 && !state.tcgen05I8))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    OpBuilder &b = rewriter;
    auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType();
    int64_t M = lhs.getDimSize(0), N = rhs.getDimSize(1);
    Type element = lhs.getElementType();
    Type i32 = b.getI32Type(), i1 = b.getI1Type();
    auto c32 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i32, v);
    };
    std::optional<Exchange> operandExchange;
    CoreMatrixOperands operands = CoreMatrixOperands::write(
        b, loc, operandExchange, state, lhs, adaptor.getLhs(),
        stagedOperand(rewriter, loc, op.getLhs()), rhs, adaptor.getRhs(),
        stagedOperand(rewriter, loc, op.getRhs()));
    if (!operandExchange)
      operandExchange.emplace(b, loc, state);
    Exchange &exchange = *operandExchange;
    // [0]: the tensor-memory address; [2, 4): the mbarrier.
    int64_t control = exchange.allocate(4, i32);
    Value slot = exchange.elementPointer(control, i32, c32(0));
    Value barrier = exchange.elementPointer(control, i32, c32(2));

    Value tid = threadId(b, loc);
    Value warp = arith::DivUIOp::create(b, loc, tid, c32(32));
    auto when = [&](Value condition, function_ref<void()> body) {
      auto guard = scf::IfOp::create(b, loc, condition,
                                     /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.thenBlock());
      body();
    };
    Value warp0 = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        warp, c32(0));
    Value thread0 = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          tid, c32(0));
    auto group = NVVM::CTAGroupKindAttr::get(context, NVVM::CTAGroupKind::CTA_1);
    int64_t columns = std::max<int64_t>(32, llvm::PowerOf2Ceil(N));

    fenceAsyncProxy(b, loc);
    // No relinquish_alloc_permit: the dot may run again (a K loop) and
    // allocate again.
    when(warp0, [&] {
      NVVM::Tcgen05AllocOp::create(b, loc, slot, c32(columns), group);
    });
    when(thread0, [&] { NVVM::MBarrierInitOp::create(b, loc, barrier, c32(1),
                                                     Value()); });
    auto fence = [&](NVVM::Tcgen05FenceKind kind) {
      NVVM::Tcgen05FenceOp::create(
          b, loc, NVVM::Tcgen05FenceKindAttr::get(context, kind));
    };
    fence(NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    exchange.sync();
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    Value base = LLVM::LoadOp::create(b, loc, i32, slot);
    auto tmemType = LLVM::LLVMPointerType::get(context, 6);
    Value tmem = LLVM::IntToPtrOp::create(b, loc, tmemType, base);

    Type accElement = op.getAcc().getType().getElementType();
    NVVM::Tcgen05MMAKind kind = kindOf(plan->kind);
    int64_t idesc = instructionDescriptor(plan->kind, element,
                                          rhs.getElementType(), op, M, N);
    // B from a core_mn stage is MN-major (bit 16).
    if (operands.bMnMajor)
      idesc |= int64_t(1) << 16;
    // The fixed 0b001 of tcgen05's shared-memory descriptor (bits 46-48).
    int64_t version = int64_t(1) << 46;
    when(thread0, [&] {
      for (int64_t tk = 0; tk < operands.steps(); ++tk) {
        Value enableInput =
            arith::ConstantIntOp::create(b, loc, i1, tk > 0 ? 1 : 0);
        NVVM::Tcgen05MMAOp::create(
            b, loc, NVVM::Tcgen05MMAKindAttr::get(context, kind), group,
            NVVM::Tcgen05MMACollectorOpAttr::get(
                context, NVVM::Tcgen05MMACollectorOp::DISCARD),
            /*aShift=*/nullptr, tmem,
            operands.descriptor(b, loc, true, tk, version),
            operands.descriptor(b, loc, false, tk, version),
            c32(idesc), enableInput,
            /*scaleInputD=*/Value(), /*disableOutputLane=*/Value());
      }
      NVVM::Tcgen05CommitOp::create(b, loc, barrier, /*multicastMask=*/Value(),
                                    group);
    });
    // Every thread waits for the MMAs: phase 0 of the mbarrier.
    auto wait = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
    {
      OpBuilder::InsertionGuard g(b);
      Block *before = b.createBlock(&wait.getBefore());
      b.setInsertionPointToStart(before);
      Value done = LLVM::CallIntrinsicOp::create(
                       b, loc, i1,
                       b.getStringAttr(
                           "llvm.nvvm.mbarrier.try.wait.parity.scope.cta."
                           "space.cta"),
                       ValueRange{barrier, c32(0)})
                       .getResult(0);
      Value again = arith::XOrIOp::create(
          b, loc, done, arith::ConstantIntOp::create(b, loc, i1, 1));
      scf::ConditionOp::create(b, loc, again, ValueRange{});
      Block *after = b.createBlock(&wait.getAfter());
      b.setInsertionPointToStart(after);
      scf::YieldOp::create(b, loc);
    }
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);

    // Warp w's 16 rows are lanes 32w..32w+15.
    Value lane = LLVM::ShlOp::create(
        b, loc, arith::MulIOp::create(b, loc, warp, c32(32)), c32(16));
    Value rows = LLVM::IntToPtrOp::create(
        b, loc, tmemType, Value(LLVM::AddOp::create(b, loc, base, lane)));
    int64_t count = N / 2;
    auto loaded = NVVM::Tcgen05LdOp::create(
        b, loc, VectorType::get({count}, i32), /*pack=*/nullptr,
        NVVM::Tcgen05LdStShapeAttr::get(context,
                                        NVVM::Tcgen05LdStShape::SHAPE_16X256B),
        rows, /*offset=*/Value());
    NVVM::Tcgen05WaitOp::create(
        b, loc, NVVM::Tcgen05WaitKindAttr::get(context,
                                               NVVM::Tcgen05WaitKind::LOAD));
    Value result = adaptor.getAcc();
    for (int64_t i = 0; i < count; ++i) {
      Value d =
          LLVM::ExtractElementOp::create(b, loc, loaded.getResult(), c32(i));
      Value acc = extractSlot(b, loc, adaptor.getAcc(), i);
      // s32 accumulators wrap, as mmai does.
      Value sum =
          accElement.isInteger(32)
              ? arith::AddIOp::create(b, loc, acc, d).getResult()
              : arith::AddFOp::create(
                    b, loc, acc,
                    LLVM::BitcastOp::create(b, loc, b.getF32Type(), d))
                    .getResult();
      result = insertSlot(b, loc, result, sum, i);
    }
    // Every warp has read its rows before warp 0 frees the columns.
    fence(NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    tileiras::simt::barrier(b, loc);
    fence(NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    when(warp0, [&] {
      NVVM::Tcgen05DeallocOp::create(b, loc, tmem, c32(columns), group);
    });
    when(thread0, [&] { NVVM::MBarrierInvalOp::create(b, loc, barrier); });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tileiras::simt::populateTcgen05Patterns(SimtTypeConverter &converter,
                                             LoweringState &state,
                                             RewritePatternSet &patterns) {
  patterns.add<Tcgen05DotLowering>(converter, state);
}
