//===- Tcgen05Patterns.cpp - dot as tcgen05.mma (sm_100a family) ----------===//
//
// On a target with tcgen05, a 16-bit dot with an f32 accumulator whose
// mma.sync plan puts the four warps on the 64 rows of the tile (warp w on
// rows 16w..16w+15, the plan wgmma uses too) runs on the 5th-generation
// tensor core, its accumulator in tensor memory:
//  - A and B go to scratch as for wgmma (K-major core matrices of 8 rows x
//    16 bytes, B as its N x K transpose, WgmmaPatterns.cpp), with one more
//    16-byte region for the tensor-memory address (written by
//    tcgen05.alloc) and the mbarrier the MMAs complete on;
//  - warp 0 allocates max(32, N rounded up to a power of two) columns
//    (and frees them after the dot, so no permit is relinquished);
//    thread 0 initializes the mbarrier, issues one tcgen05.mma kind::f16
//    (cta_group::1, M = 64) per K step of 16 (the first without the input
//    D, so tensor memory needs no initial store) and commits them to the
//    mbarrier; every thread waits for phase 0;
//  - with M = 64, row m of D is tensor-memory lane 32 (m / 16) + m mod 16
//    (the data path of a 64-row MMA): warp w reads its 16 rows with
//    tcgen05.ld.16x256b, whose registers are the m16n8 accumulator
//    fragment repeated over N/8 column blocks - the plan's C layout, slot
//    i is register i;
//  - the result is the register accumulator plus D; then warp 0 frees the
//    columns and thread 0 invalidates the mbarrier (the scratch is reused).
// Descriptors: the shared-memory descriptor of wgmma plus the fixed 0b001
// in bits 46-48; the instruction descriptor (PTX ISA "Instruction
// descriptor", kind::f16): D type f32 (bits 4-5 = 1), A and B type (bits
// 7-9, 10-12: f16 0, bf16 1), no transpose (K-major), N >> 3 in bits
// 17-22, M >> 4 in bits 24-28.
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

bool tcgen05Covers(const MmaPlan &plan, const LoweringState &state) {
  return state.tcgen05 &&
         (plan.kind == MmaKind::F16 || plan.kind == MmaKind::BF16) &&
         state.threads == 128 && plan.warpsM == 4 && plan.warpsN == 1 &&
         plan.tilesM == 1 && plan.batch == 1 && plan.tilesN * plan.n <= 256;
}

struct Tcgen05DotLowering : StatefulPattern<aa::DotOp> {
  // Before mma.sync (2) and the scalar dot (1); wgmma (3) never matches on
  // the same target.
  Tcgen05DotLowering(SimtTypeConverter &converter, LoweringState &state)
      : StatefulPattern(converter, state, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = matchMmaPlan(op, state);
    // A chained dot's A is in registers: mma.sync reads it there.
    if (!plan || !tcgen05Covers(*plan, state) ||
        !op.getAcc().getType().getElementType().isF32() ||
        getSimtLayout(op.getLhs().getType()) == plan->a)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    OpBuilder &b = rewriter;
    auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType();
    int64_t M = lhs.getDimSize(0), K = lhs.getDimSize(1),
            N = rhs.getDimSize(1);
    Type element = lhs.getElementType();
    Type i32 = b.getI32Type(), i64 = b.getI64Type(), i1 = b.getI1Type();
    auto c32 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i32, v);
    };
    auto c64 = [&](int64_t v) -> Value {
      return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
    };
    auto splat = [&](Value like, int64_t c) -> Value {
      return arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(cast<VectorType>(like.getType()),
                                 b.getI32IntegerAttr(int32_t(c))));
    };
    // Core-matrix index of (row, col) in a K-major tile (8 x 8 elements).
    auto coreMatrices = [&](Value row, Value col) -> Value {
      auto op2 = [&](auto tag, Value x, int64_t c) -> Value {
        return decltype(tag)::create(b, loc, x, splat(x, c));
      };
      Value group = arith::AddIOp::create(
          b, loc, op2(arith::MulIOp(), op2(arith::DivUIOp(), row, 8), K / 8),
          op2(arith::DivUIOp(), col, 8));
      Value inside = arith::AddIOp::create(
          b, loc, op2(arith::MulIOp(), op2(arith::RemUIOp(), row, 8), 8),
          op2(arith::RemUIOp(), col, 8));
      return arith::AddIOp::create(b, loc, op2(arith::MulIOp(), group, 64),
                                   inside);
    };

    Exchange exchange(b, loc, state);
    int64_t aOffset = exchange.write(
        adaptor.getLhs(), element, distributionOf(state, lhs),
        [&](Value index) {
          return coreMatrices(
              arith::DivUIOp::create(b, loc, index, splat(index, K)),
              arith::RemUIOp::create(b, loc, index, splat(index, K)));
        },
        /*remapRun=*/8);
    int64_t bOffset = exchange.write(
        adaptor.getRhs(), element, distributionOf(state, rhs),
        [&](Value index) {
          return coreMatrices(
              arith::RemUIOp::create(b, loc, index, splat(index, N)),
              arith::DivUIOp::create(b, loc, index, splat(index, N)));
        },
        /*remapRun=*/1);
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

    NVVM::FenceProxyOp::create(
        b, loc, NVVM::ProxyKindAttr::get(context, NVVM::ProxyKind::async_shared),
        NVVM::SharedSpaceAttr::get(context, NVVM::SharedSpace::shared_cta));
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

    auto address = [&](int64_t offset) -> Value {
      return LLVM::PtrToIntOp::create(
          b, loc, i64, exchange.elementPointer(offset, element, c32(0)));
    };
    Value aStart = address(aOffset), bStart = address(bOffset);
    int64_t fixed = (int64_t(128 >> 4) << 16) |
                    (int64_t(((K / 8) * 128) >> 4) << 32) | (int64_t(1) << 46);
    auto descriptor = [&](Value start, int64_t byteOffset) -> Value {
      Value addr = LLVM::AddOp::create(b, loc, start, c64(byteOffset));
      Value field = LLVM::LShrOp::create(
          b, loc, LLVM::AndOp::create(b, loc, addr, c64(0x3FFFF)), c64(4));
      return LLVM::OrOp::create(b, loc, field, c64(fixed));
    };
    int64_t typeBits = element.isBF16() ? 1 : 0;
    int64_t idesc = (1 << 4) | (typeBits << 7) | (typeBits << 10) |
                    ((N >> 3) << 17) | ((M >> 4) << 24);
    when(thread0, [&] {
      for (int64_t tk = 0; tk < K / 16; ++tk) {
        Value enableInput =
            arith::ConstantIntOp::create(b, loc, i1, tk > 0 ? 1 : 0);
        NVVM::Tcgen05MMAOp::create(
            b, loc,
            NVVM::Tcgen05MMAKindAttr::get(context, NVVM::Tcgen05MMAKind::F16),
            group,
            NVVM::Tcgen05MMACollectorOpAttr::get(
                context, NVVM::Tcgen05MMACollectorOp::DISCARD),
            /*aShift=*/nullptr, tmem, descriptor(aStart, 256 * tk),
            descriptor(bStart, 256 * tk), c32(idesc), enableInput,
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
      Value d = LLVM::BitcastOp::create(
          b, loc, b.getF32Type(),
          LLVM::ExtractElementOp::create(b, loc, loaded.getResult(), c32(i)));
      result = insertSlot(
          b, loc, result,
          arith::AddFOp::create(b, loc,
                                extractSlot(b, loc, adaptor.getAcc(), i), d),
          i);
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
