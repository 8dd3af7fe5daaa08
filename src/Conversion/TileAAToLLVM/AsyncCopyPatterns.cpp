//===- AsyncCopyPatterns.cpp - nv_tileas cp.async rings to NVVM -----------===//
//
// A ring (nv_tileas.alloc_shared) is a static shared array of its own,
// 128-byte aligned, beside the exchange scratch; its stage s starts
// s * stageBytes in. Copies go run by run with cp.async (VectorAccess.cpp
// decides which runs may), commit and wait are cp.async.commit_group and
// cp.async.wait_group followed by a CTA barrier. A local_load reads its
// slots run by run; dots that read the stage themselves leave those loads
// dead.
//
// A pipeline (nv_tileas.create_pipeline) is a static shared array of 2S
// mbarriers, stage s's `full` at 2s and `empty` at 2s + 1, initialized by
// thread 0 before the kernel's initialization barrier at its entry. producer_commit is
// cp.async.mbarrier.arrive.noinc (with .noinc the hardware's arrival counts
// against the expected count, hence two per thread) and mbarrier.arrive;
// the waits poll mbarrier.try_wait.parity (test_wait.parity before sm_90,
// which has no try_wait).
//
//===----------------------------------------------------------------------===//

#include "AsyncCopy.h"
#include "MmaLowering.h"
#include "VectorAccess.h"

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace tileiras::simt;
namespace as = mlir::nv_tileas;

Value tileiras::simt::stagePointer(OpBuilder &b, Location loc,
                                   as::SharedBufferType type, Value ring,
                                   Value stage) {
  Value bytes = arith::MulIOp::create(
      b, loc, stage,
      arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                   type.getStageBytes()));
  return LLVM::GEPOp::create(b, loc, ring.getType(), b.getI8Type(), ring,
                             ValueRange{bytes});
}

Value tileiras::simt::swizzleAtomOffset(OpBuilder &b, Location loc,
                                        RankedTensorType tile, int64_t width,
                                        Value index) {
  int64_t bytes = elementBytes(tile.getElementType());
  int64_t rows = tile.getDimSize(0), columns = tile.getDimSize(1);
  int64_t perAtom = width / bytes;
  auto c = [&](int64_t v) -> Value {
    if (auto vector = dyn_cast<VectorType>(index.getType()))
      return arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(vector, b.getI32IntegerAttr(v)));
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  };
  auto mul = [&](Value x, int64_t v) -> Value {
    return arith::MulIOp::create(b, loc, x, c(v));
  };
  // (r, c) -> its byte in the atom columns, then the pattern's XOR (see the
  // type).
  Value row = arith::DivUIOp::create(b, loc, index, c(columns));
  Value column = arith::RemUIOp::create(b, loc, index, c(columns));
  Value offset = arith::AddIOp::create(
      b, loc,
      arith::AddIOp::create(
          b, loc,
          mul(arith::DivUIOp::create(b, loc, column, c(perAtom)), rows * width),
          mul(row, width)),
      mul(arith::RemUIOp::create(b, loc, column, c(perAtom)), bytes));
  Value lines = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, offset, c(7)), c(width / 16 - 1));
  return arith::XOrIOp::create(b, loc, offset,
                               arith::ShLIOp::create(b, loc, lines, c(4)));
}

Value tileiras::simt::stageElementPointer(OpBuilder &b, Location loc,
                                          as::SharedBufferType type,
                                          Value stage, Value index) {
  if (type.isSwizzled())
    index = swizzle16(b, loc, index);
  if (int64_t width = type.getSwizzleBytes())
    return LLVM::GEPOp::create(
        b, loc, stage.getType(), b.getI8Type(), stage,
        ValueRange{swizzleAtomOffset(b, loc, type.getTile(), width, index)});
  if (type.isCoreMatrices()) {
    // (r, c) of the R x C tile -> its place among the core matrices (see
    // the type): both arrangements number them the same way.
    int64_t columns = type.getTile().getDimSize(1);
    Value width = arith::ConstantIntOp::create(b, loc, b.getI32Type(), columns);
    index = coreMatrixIndex(
        b, loc, arith::DivUIOp::create(b, loc, index, width),
        arith::RemUIOp::create(b, loc, index, width), columns,
        16 / elementBytes(type.getTile().getElementType()));
  }
  Type element = registerElementType(type.getTile().getElementType());
  return LLVM::GEPOp::create(b, loc, stage.getType(), element, stage,
                             ValueRange{index});
}

std::pair<as::LocalLoadOp, bool> tileiras::simt::stageSource(Value operand) {
  auto throughReshapes = [](Value value) {
    while (auto reshape = value.getDefiningOp<nv_tileaa::ReshapeOp>())
      value = reshape.getSource();
    return value;
  };
  Value stored = throughReshapes(operand);
  bool transposed = false;
  if (auto permute = stored.getDefiningOp<nv_tileaa::PermuteOp>();
      permute && permute.getPermutation() == ArrayRef<int32_t>{1, 0}) {
    // Reshapes keep the row-major order, so element (r, c) of the permute's
    // R x C source is at r * C + c of the stage whatever its shape.
    stored = throughReshapes(permute.getSource());
    transposed = true;
  }
  auto local = stored.getDefiningOp<as::LocalLoadOp>();
  // Core matrices are laid out for the operand's own shape.
  if (!local ||
      (local.getBuffer().getType().isOperandLayout() && stored != operand))
    return {};
  return {local, transposed};
}

std::optional<StagedOperand>
tileiras::simt::stagedOperand(ConversionPatternRewriter &rewriter, Location loc,
                              Value operand) {
  auto [local, transposed] = stageSource(operand);
  if (!local)
    return std::nullopt;
  as::SharedBufferType ring = local.getBuffer().getType();
  return StagedOperand{
      stagePointer(rewriter, loc, ring,
                   rewriter.getRemappedValue(local.getBuffer()),
                   rewriter.getRemappedValue(local.getStage())),
      ring, transposed};
}

void tileiras::simt::waitParity(OpBuilder &b, Location loc,
                                const LoweringState &state, Value barrier,
                                Value parity) {
  Type i1 = b.getI1Type();
  Value phase = parity.getType() == i1
                    ? arith::ExtUIOp::create(b, loc, b.getI32Type(), parity)
                          .getResult()
                    : parity;
  StringRef poll = state.mbarrierTryWait
                       ? "llvm.nvvm.mbarrier.try.wait.parity.scope.cta."
                         "space.cta"
                       : "llvm.nvvm.mbarrier.test.wait.parity.scope.cta."
                         "space.cta";
  auto loop = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
  OpBuilder::InsertionGuard g(b);
  Block *before = b.createBlock(&loop.getBefore());
  b.setInsertionPointToStart(before);
  Value done = LLVM::CallIntrinsicOp::create(b, loc, i1, b.getStringAttr(poll),
                                             ValueRange{barrier, phase})
                   .getResult(0);
  Value again = arith::XOrIOp::create(
      b, loc, done, arith::ConstantIntOp::create(b, loc, i1, 1));
  scf::ConditionOp::create(b, loc, again, ValueRange{});
  Block *after = b.createBlock(&loop.getAfter());
  b.setInsertionPointToStart(after);
  scf::YieldOp::create(b, loc);
}

namespace {

struct AllocSharedLowering : StatefulPattern<as::AllocSharedOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::AllocSharedOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    as::SharedBufferType type = op.getBuffer().getType();
    int64_t bytes = type.getStages() * type.getStageBytes();
    int64_t alignment = type.getAlignment(state.wgmma);
    auto module = op->getParentOfType<ModuleOp>();
    std::string name;
    if (std::optional<uint64_t> arena = op.getArena()) {
      // One array for the arena's rings, made by the first of them.
      name = "__tileiras_arena_" + std::to_string(*arena);
      std::tie(bytes, alignment) = state.arenas.lookup(*arena);
    } else {
      name = "__tileiras_stages_" + std::to_string(state.rings++);
    }
    if (!module.lookupSymbol(name)) {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      LLVM::GlobalOp::create(
          rewriter, loc, LLVM::LLVMArrayType::get(rewriter.getI8Type(), bytes),
          /*isConstant=*/false, LLVM::Linkage::Internal, name, Attribute(),
          alignment, /*addrSpace=*/3);
    }
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, LLVM::LLVMPointerType::get(rewriter.getContext(), 3), name);
    return success();
  }
};

struct AsyncTiledCopyLowering : StatefulPattern<as::AsyncTiledCopyOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::AsyncTiledCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    OpBuilder::InsertionGuard g(rewriter);
    if (Value predicate = adaptor.getPredicate()) {
      auto guard = scf::IfOp::create(rewriter, loc, predicate,
                                     /*withElseRegion=*/false);
      rewriter.setInsertionPointToStart(guard.thenBlock());
    }
    RankedTensorType tile = op.getTileType();
    auto type = cast<VectorType>(getTypeConverter()->convertType(tile));
    Distribution d = distributionOf(state, tile);
    int64_t bytes = elementBytes(tile.getElementType());
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes, op.getInbounds());
    Value passThru = paddingVector(rewriter, loc, type, op.getPaddingAttr());
    as::SharedBufferType ring = op.getBuffer().getType();
    Value stage =
        stagePointer(rewriter, loc, ring, adaptor.getBuffer(), adaptor.getStage());
    Value indices = slotIndices(rewriter, loc, d);
    asyncCopy(rewriter, loc, vectorPlanOf(state, op), type, at,
              ownerMask(rewriter, loc, d), passThru, bytes,
              [&](OpBuilder &b, int64_t slot) {
                return stageElementPointer(b, loc, ring, stage,
                                           extractSlot(b, loc, indices, slot));
              });
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncCommitLowering : StatefulPattern<as::AsyncCommitOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::AsyncCommitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncCommitGroupOp>(op);
    return success();
  }
};

struct AsyncWaitLowering : StatefulPattern<as::AsyncWaitOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    NVVM::CpAsyncWaitGroupOp::create(rewriter, loc, op.getPending());
    // The copies are generic-proxy writes; wgmma and tcgen05 read through
    // the async proxy, and each writer must fence before the barrier.
    if (op.getAsyncProxy())
      fenceAsyncProxy(rewriter, loc);
    // Other threads' copies of the stage are visible after the barrier; a
    // thread-private ring's reader copied its parts itself.
    if (!op.getThreadPrivate())
      barrier(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

Value tileiras::simt::stageBarrier(OpBuilder &b, Location loc, Value base,
                                   Value stage, bool empty) {
  Type i32 = b.getI32Type();
  Value index = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, stage,
                            arith::ConstantIntOp::create(b, loc, i32, 2)),
      arith::ConstantIntOp::create(b, loc, i32, empty ? 1 : 0));
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI64Type(), base,
                             ValueRange{index});
}

namespace {

struct CreatePipelineLowering : StatefulPattern<as::CreatePipelineOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::CreatePipelineOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Every thread of the CTA arrives in every phase.
    if (op.getThreads() != state.threads)
      return op.emitOpError("expects the kernel's ")
             << state.threads << " threads, got " << op.getThreads();
    int64_t stages = op.getPipeline().getType().getStages();
    auto module = op->getParentOfType<ModuleOp>();
    std::string name =
        "__tileiras_mbarriers_" + std::to_string(state.pipelines++);
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      LLVM::GlobalOp::create(
          rewriter, loc,
          LLVM::LLVMArrayType::get(rewriter.getI64Type(), 2 * stages),
          /*isConstant=*/false, LLVM::Linkage::Internal, name, Attribute(),
          /*alignment=*/8, /*addrSpace=*/3);
    }
    Type i32 = rewriter.getI32Type();
    auto c32 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v);
    };
    auto pointer = LLVM::LLVMPointerType::get(rewriter.getContext(), 3);
    // Thread 0 initializes the mbarriers, visible to the CTA after a
    // barrier: the kernel's initialization barrier at its entry, else one
    // right here.
    auto initialize = [&] {
      Value base = LLVM::AddressOfOp::create(rewriter, loc, pointer, name);
      when(rewriter, loc, isThreadZero(rewriter, loc), [&] {
        for (int64_t s = 0; s < stages; ++s) {
          NVVM::MBarrierInitOp::create(
              rewriter, loc, stageBarrier(rewriter, loc, base, c32(s), false),
              c32(2 * op.getThreads()), Value());
          NVVM::MBarrierInitOp::create(
              rewriter, loc, stageBarrier(rewriter, loc, base, c32(s), true),
              c32(op.getThreads()), Value());
        }
      });
    };
    if (!emitKernelInit(rewriter,
                        op->getParentOfType<FunctionOpInterface>(),
                        initialize)) {
      initialize();
      barrier(rewriter, loc);
    }
    rewriter.replaceOp(op, LLVM::AddressOfOp::create(rewriter, loc, pointer,
                                                     name));
    return success();
  }
};

struct ProducerAcquireLowering : StatefulPattern<as::ProducerAcquireOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ProducerAcquireOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    waitParity(rewriter, loc, state,
               stageBarrier(rewriter, loc, adaptor.getPipeline(),
                            adaptor.getStage(), /*empty=*/true),
               adaptor.getParity());
    rewriter.eraseOp(op);
    return success();
  }
};

struct ProducerCommitLowering : StatefulPattern<as::ProducerCommitOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ProducerCommitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value full = stageBarrier(rewriter, loc, adaptor.getPipeline(),
                              adaptor.getStage(), /*empty=*/false);
    NVVM::CpAsyncMBarrierArriveOp::create(rewriter, loc, full,
                                          /*noinc=*/true);
    // Publishes the runs the copies stored synchronously.
    NVVM::MBarrierArriveOp::create(rewriter, loc, rewriter.getI64Type(), full);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ConsumerWaitLowering : StatefulPattern<as::ConsumerWaitOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ConsumerWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    waitParity(rewriter, loc, state,
               stageBarrier(rewriter, loc, adaptor.getPipeline(),
                            adaptor.getStage(), /*empty=*/false),
               adaptor.getParity());
    // The copies are generic-proxy writes that the wait made visible to
    // this thread; the async-proxy reads it issues next (wgmma, tcgen05)
    // are ordered after them by a proxy fence in this thread.
    if (op.getAsyncProxy())
      fenceAsyncProxy(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ConsumerReleaseLowering : StatefulPattern<as::ConsumerReleaseOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ConsumerReleaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    NVVM::MBarrierArriveOp::create(
        rewriter, loc, rewriter.getI64Type(),
        stageBarrier(rewriter, loc, adaptor.getPipeline(), adaptor.getStage(),
                     /*empty=*/true));
    rewriter.eraseOp(op);
    return success();
  }
};

struct LocalLoadLowering : StatefulPattern<as::LocalLoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::LocalLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getResult().getType());
    auto type = cast<VectorType>(getTypeConverter()->convertType(tile));
    as::SharedBufferType ring = op.getBuffer().getType();
    Value stage = stagePointer(rewriter, loc, ring, adaptor.getBuffer(),
                               adaptor.getStage());
    Distribution d = distributionOf(state, tile);
    Value indices = slotIndices(rewriter, loc, d);
    // A run of slots holding consecutive elements of a row, aligned to its
    // size and at most 16 bytes, stays contiguous in every arrangement
    // (swizzle16 and core matrices move 16-byte pieces): one ld.shared.
    Type element = tile.getElementType();
    int64_t bytes = elementBytes(element);
    int64_t width = element.isInteger(1)
                        ? 1
                        : widestRun(d.map, tile.getShape().back(), bytes);
    auto runType = VectorType::get({width}, type.getElementType());
    Value result = LLVM::PoisonOp::create(rewriter, loc, type);
    for (int64_t v0 = 0; v0 < type.getNumElements(); v0 += width) {
      Value address = stageElementPointer(
          rewriter, loc, ring, stage, extractSlot(rewriter, loc, indices, v0));
      if (width == 1) {
        result = insertSlot(
            rewriter, loc, result,
            LLVM::LoadOp::create(rewriter, loc, type.getElementType(), address),
            v0);
        continue;
      }
      Value run =
          LLVM::LoadOp::create(rewriter, loc, runType, address, width * bytes);
      for (int64_t k = 0; k < width; ++k)
        result = insertSlot(rewriter, loc, result,
                            extractSlot(rewriter, loc, run, k), v0 + k);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tileiras::simt::populateAsyncCopyPatterns(SimtTypeConverter &converter,
                                               LoweringState &state,
                                               RewritePatternSet &patterns) {
  patterns.add<AllocSharedLowering, AsyncTiledCopyLowering,
               AsyncCommitLowering, AsyncWaitLowering, LocalLoadLowering,
               CreatePipelineLowering, ProducerAcquireLowering,
               ProducerCommitLowering, ConsumerWaitLowering,
               ConsumerReleaseLowering>(converter, state);
}
