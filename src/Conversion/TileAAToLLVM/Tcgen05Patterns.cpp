//===- Tcgen05Patterns.cpp - dot as tcgen05.mma (sm_100a family) ----------===//
//
// On a target with tcgen05, a dot (f16/bf16, tf32, e4m3/e5m2 with an f32
// accumulator; s8/u8 with s32) whose mma.sync plan puts the four warps on
// the 64 rows of the tile (warp w on rows 16w..16w+15, the plan wgmma uses
// too) runs on the 5th-generation tensor core, its accumulator in tensor
// memory:
//  - the kernel sets tensor memory up once, at its entry: warp 0 allocates
//    max(32, N rounded up to a power of two) columns for its widest such
//    dot, thread 0 initializes three mbarriers (in `__tileiras_tcgen05`
//    after the address): `full`, which the MMAs complete on; `free`,
//    which every thread arrives on once it has read the accumulator (and
//    once at the start), so that the thread issuing the next MMAs, and
//    warp 0 before it frees the columns at each return, wait for readers
//    without a CTA barrier; and `ready`, which every thread arrives on
//    once it has written its part of the operands to scratch (set up in
//    every such kernel: whether a dot's operands come from a ring stage
//    is only known as each dot is lowered);
//  - A and B go to scratch as for wgmma unless a ring stage holds them
//    (K-major core matrices of 8 rows x 16 bytes, B as its N x K transpose
//    or an MN-major stage: CoreMatrixOperands); a dot whose scratch
//    operands exceed the scratch is left to mma.sync (K slices);
//  - operands written to scratch are published by `ready` (each writer
//    fences them into the async proxy before it arrives; the MMAs are the
//    only reader, so no CTA barrier is needed) and a stage by the wait of
//    its ring; thread 0 waits on `ready` and `free`, issues one
//    tcgen05.mma (kind::f16, tf32, f8f6f4 or i8; cta_group::1, M = 64) per
//    32 bytes of K, the first without the input D (tensor memory needs no
//    initial store), and commits them to `full`; every thread waits on
//    `full`, after which the MMAs read no scratch byte any more. Dot k
//    waits for phase k of `full` and `free`, and the dots with scratch
//    operands for the next phase of `ready`: two parities per thread,
//    flipped per dot (variables LLVM keeps in registers);
//  - with M = 64, row m of D is tensor-memory lane 32 (m / 16) + m mod 16
//    (the data path of a 64-row MMA): warp w reads its 16 rows with
//    tcgen05.ld.16x256b, whose registers are the m16n8 accumulator
//    fragment repeated over N/8 column blocks - the plan's C layout, slot
//    i is register i; the result is the register accumulator plus D.
// Descriptors: the shared-memory descriptor of wgmma with the fixed 0b001
// in bits 46-48 and its swizzle in bits 61-63 (CoreMatrixOperands::Format);
// the instruction descriptor: instructionDescriptor.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

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

/// The plan of a dot that runs on tcgen05, if it does.
std::optional<MmaPlan> tcgen05Plan(aa::DotOp op, const LoweringState &state) {
  std::optional<MmaPlan> plan = matchWarpgroupPlan(op, state);
  if (!state.tcgen05 || !plan ||
      (plan->kind == MmaKind::I8 && !state.tcgen05I8))
    return std::nullopt;
  return plan;
}

constexpr llvm::StringLiteral kControlSymbol = "__tileiras_tcgen05";

void tcgen05Fence(OpBuilder &b, Location loc, NVVM::Tcgen05FenceKind kind) {
  NVVM::Tcgen05FenceOp::create(
      b, loc, NVVM::Tcgen05FenceKindAttr::get(b.getContext(), kind));
}

/// The kernel's tensor memory: its control words and the variables holding
/// the parities of the mbarrier phases the next dot waits for.
struct TensorMemory {
  Value control; // !llvm.ptr<3>: i32 [0] the address, [2] full, [4] free,
                 // [6] ready
  Value parity;  // !llvm.ptr: i32 alloca, for `full` and `free`
  Value readyParity; // the same, for `ready`
  int64_t columns;
};

/// The mbarrier at i32 `index` of the control words.
Value controlWord(OpBuilder &b, Location loc, Value control, int64_t index) {
  return LLVM::GEPOp::create(
      b, loc, control.getType(), b.getI32Type(), control,
      ValueRange{arith::ConstantIntOp::create(b, loc, b.getI32Type(), index)});
}

/// The three mbarriers of the control words `control` (see TensorMemory).
struct ControlBarriers {
  Value full, free, ready;
};
ControlBarriers controlBarriers(OpBuilder &b, Location loc, Value control) {
  return {controlWord(b, loc, control, 2), controlWord(b, loc, control, 4),
          controlWord(b, loc, control, 6)};
}


/// Sets up, once per function, the tensor memory of its tcgen05 dots: the
/// allocation at its entry, the release before each of its returns.
TensorMemory kernelTensorMemory(OpBuilder &b, aa::DotOp first,
                                LoweringState &state) {
  MLIRContext *context = b.getContext();
  auto fn = first->getParentOfType<FunctionOpInterface>();
  Location loc = fn.getLoc();
  Type i32 = b.getI32Type();
  auto shared = LLVM::LLVMPointerType::get(context, 3);
  auto module = fn->getParentOfType<ModuleOp>();
  OpBuilder::InsertionGuard g(b);
  if (!module.lookupSymbol(kControlSymbol)) {
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, loc, LLVM::LLVMArrayType::get(i32, 8),
                           /*isConstant=*/false, LLVM::Linkage::Internal,
                           kControlSymbol, Attribute(), /*alignment=*/16,
                           /*addrSpace=*/3);
  }
  auto found = state.tensorMemory.find(fn);
  if (found != state.tensorMemory.end()) {
    b.setInsertionPoint(first);
    return {LLVM::AddressOfOp::create(b, loc, shared, kControlSymbol),
            found->second.parity, found->second.readyParity,
            found->second.columns};
  }
  int64_t columns = 32;
  fn->walk([&](aa::DotOp dot) {
    if (tcgen05Plan(dot, state))
      columns = std::max<int64_t>(
          columns, llvm::PowerOf2Ceil(dot.getRhs().getType().getDimSize(1)));
  });
  auto c32 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i32, v);
  };
  auto group = NVVM::CTAGroupKindAttr::get(context, NVVM::CTAGroupKind::CTA_1);
  Value parity, readyParity;
  // The control words and the thread predicates, made anew where they are
  // used: the initialization may land before the kernel's init barrier,
  // which another lowering may have placed at the entry already, or at the
  // very start of the entry when this is the first.
  struct Words {
    Value control;
    ControlBarriers barriers;
  };
  auto words = [&] {
    Value control = LLVM::AddressOfOp::create(b, loc, shared, kControlSymbol);
    return Words{control, controlBarriers(b, loc, control)};
  };
  auto isWarpZero = [&] {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::DivUIOp::create(b, loc, threadId(b, loc), c32(32)), c32(0));
  };
  auto setUp = [&](bool release) {
    if (!release) {
      auto initialize = [&] {
        Words w = words();
        when(b, loc, isWarpZero(), [&] {
          NVVM::Tcgen05AllocOp::create(b, loc, w.control, c32(columns), group);
          NVVM::Tcgen05RelinquishAllocPermitOp::create(b, loc, group);
        });
        when(b, loc, isThreadZero(b, loc), [&] {
          NVVM::MBarrierInitOp::create(b, loc, w.barriers.full, c32(1), Value());
          NVVM::MBarrierInitOp::create(
              b, loc, w.barriers.free, c32(state.threads), Value());
          NVVM::MBarrierInitOp::create(
              b, loc, w.barriers.ready, c32(state.threads), Value());
        });
        tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
      };
      // The kernel's initialization barrier (shared with its pipelines'
      // mbarriers) between the tcgen05 fences.
      if (Operation *initBarrier = emitKernelInit(b, fn, initialize)) {
        b.setInsertionPointAfter(initBarrier);
      } else {
        initialize();
        tileiras::simt::barrier(b, loc);
      }
      tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
      // Nothing to read yet: phase 0 of `free` completes at once.
      NVVM::MBarrierArriveOp::create(b, loc, b.getI64Type(), words().barriers.free);
      return;
    }
    Words w = words();
    // Every thread is done with tensor memory before warp 0 frees it.
    when(b, loc, isWarpZero(), [&] {
      waitParity(b, loc, state, w.barriers.free,
                 LLVM::LoadOp::create(b, loc, i32, parity).getResult());
      tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
      Value base = LLVM::LoadOp::create(b, loc, i32, w.control);
      NVVM::Tcgen05DeallocOp::create(
          b, loc,
          LLVM::IntToPtrOp::create(b, loc,
                                   LLVM::LLVMPointerType::get(context, 6), base),
          c32(columns), group);
    });
    when(b, loc, isThreadZero(b, loc), [&] {
      NVVM::MBarrierInvalOp::create(b, loc, w.barriers.full);
      NVVM::MBarrierInvalOp::create(b, loc, w.barriers.free);
      NVVM::MBarrierInvalOp::create(b, loc, w.barriers.ready);
    });
  };
  Block &entry = fn.getFunctionBody().front();
  b.setInsertionPointToStart(&entry);
  auto parityVariable = [&] {
    Value variable = LLVM::AllocaOp::create(
        b, loc, LLVM::LLVMPointerType::get(context), i32, c32(1));
    LLVM::StoreOp::create(b, loc, c32(0), variable);
    return variable;
  };
  parity = parityVariable();
  readyParity = parityVariable();
  setUp(/*release=*/false);
  for (Block &block : fn.getFunctionBody())
    if (Operation *terminator = block.getTerminator();
        terminator && terminator->hasTrait<OpTrait::ReturnLike>()) {
      b.setInsertionPoint(terminator);
      setUp(/*release=*/true);
    }
  state.tensorMemory[fn] = {parity, readyParity, columns};
  b.setInsertionPoint(first);
  return {LLVM::AddressOfOp::create(b, loc, shared, kControlSymbol), parity,
          readyParity, columns};
}

struct Tcgen05DotLowering : StatefulPattern<aa::DotOp> {
  // Before mma.sync (2) and the scalar dot (1); wgmma (3) never matches on
  // the same target.
  Tcgen05DotLowering(SimtTypeConverter &converter, LoweringState &state)
      : StatefulPattern(converter, state, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = tcgen05Plan(op, state);
    if (!plan || CoreMatrixOperands::scratchBytes(op) > state.scratchLimit)
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
    TensorMemory memory = kernelTensorMemory(b, op, state);
    std::optional<Exchange> operandExchange;
    CoreMatrixOperands operands = CoreMatrixOperands::write(
        b, loc, operandExchange, state, lhs, adaptor.getLhs(),
        stagedOperand(rewriter, loc, op.getLhs()), rhs, adaptor.getRhs(),
        stagedOperand(rewriter, loc, op.getRhs()));
    ControlBarriers barriers = controlBarriers(b, loc, memory.control);
    Value full = barriers.full, free = barriers.free, ready = barriers.ready;
    Value tid = threadId(b, loc);
    Value warp = arith::DivUIOp::create(b, loc, tid, c32(32));
    Value thread0 = isThreadZero(b, loc);
    auto group = NVVM::CTAGroupKindAttr::get(context, NVVM::CTAGroupKind::CTA_1);

    // Each thread's operand writes go to the async proxy before it arrives
    // on `ready`, which the issuing thread waits for; a stage's are
    // visible after its ring's wait.
    Value readyParity;
    if (operandExchange) {
      fenceAsyncProxy(b, loc);
      NVVM::MBarrierArriveOp::create(b, loc, b.getI64Type(), ready);
      operandExchange->publishedByMBarrier();
      readyParity = LLVM::LoadOp::create(b, loc, i32, memory.readyParity);
      LLVM::StoreOp::create(b, loc,
                            arith::XOrIOp::create(b, loc, readyParity, c32(1)),
                            memory.readyParity);
    }
    Value parity = LLVM::LoadOp::create(b, loc, i32, memory.parity);
    Value base = LLVM::LoadOp::create(b, loc, i32, memory.control);
    auto tmemType = LLVM::LLVMPointerType::get(context, 6);
    Value tmem = LLVM::IntToPtrOp::create(b, loc, tmemType, base);

    Type accElement = op.getAcc().getType().getElementType();
    NVVM::Tcgen05MMAKind kind = kindOf(plan->kind);
    int64_t idesc = instructionDescriptor(plan->kind, element,
                                          rhs.getElementType(), op, M, N);
    // B from a core_mn or swizzle_mn stage is MN-major (bit 16).
    if (operands.bMnMajor)
      idesc |= int64_t(1) << 16;
    when(b, loc, thread0, [&] {
      // Every thread has written its operands and read the previous dot's
      // accumulator.
      if (operandExchange)
        waitParity(b, loc, state, ready, readyParity);
      waitParity(b, loc, state, free, parity);
      tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
      for (int64_t tk = 0; tk < operands.steps(); ++tk) {
        Value enableInput =
            arith::ConstantIntOp::create(b, loc, i1, tk > 0 ? 1 : 0);
        auto mma = NVVM::Tcgen05MMAOp::create(
            b, loc, NVVM::Tcgen05MMAKindAttr::get(context, kind), group,
            NVVM::Tcgen05MMACollectorOpAttr::get(
                context, NVVM::Tcgen05MMACollectorOp::DISCARD),
            /*aShift=*/nullptr, tmem,
            operands.descriptor(b, loc, true, tk,
                                CoreMatrixOperands::Format::Tcgen05),
            operands.descriptor(b, loc, false, tk,
                                CoreMatrixOperands::Format::Tcgen05),
            c32(idesc), enableInput,
            /*scaleInputD=*/Value(), /*disableOutputLane=*/Value());
        // The scratch bytes the MMA reads (none for operands from ring
        // stages only), until every thread's wait on `full`.
        if (operandExchange)
          operandExchange->tagAll(mma);
        else
          mma->setAttr(kScratchRegionAttr,
                       b.getDenseI64ArrayAttr({kNoScratchBytes, 0}));
      }
      NVVM::Tcgen05CommitOp::create(b, loc, full, /*multicastMask=*/Value(),
                                    group);
    });
    // Every thread waits for the MMAs, then flips the parity it expects
    // next.
    waitParity(b, loc, state, full, parity);
    LLVM::StoreOp::create(b, loc, arith::XOrIOp::create(b, loc, parity, c32(1)),
                          memory.parity);
    tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);

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
    tcgen05Fence(b, loc, NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    NVVM::MBarrierArriveOp::create(b, loc, b.getI64Type(), free);
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
