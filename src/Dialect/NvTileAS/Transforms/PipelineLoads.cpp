//===- PipelineLoads.cpp - cp.async rings for the loads of dots in loops --===//
//
// See the pass description in Passes.td. The rewrite keeps the loop an
// scf.for (one more loop value: the stage to read) and the dots untouched:
// only the loads feeding them become local_loads of a stage, which the dot
// lowering reads fragment by fragment.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"
#include "tileiras/Remarks.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_PIPELINELOADS
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

namespace {

/// The most stages a ring gets: beyond three, the loops of the corpus gain
/// nothing the shared memory would not cost in occupancy.
constexpr int64_t kMaxStages = 3;

/// What the target offers; without one, everything (as the LLVM lowering
/// assumes).
struct Features {
  bool cpAsync = true, mmaSync = true, f8Mma = true, wgmma = true,
       tcgen05 = false, tcgen05I8 = false;
  int64_t sharedBytes = 48 * 1024;

  explicit Features(const tileiras::TargetInfo *target) {
    if (!target)
      return;
    cpAsync = target->hasCpAsync();
    mmaSync = target->hasMmaSync();
    f8Mma = target->hasF8Mma();
    wgmma = target->hasWgmma();
    tcgen05 = target->hasTcgen05();
    tcgen05I8 = target->hasTcgen05I8();
    sharedBytes = target->staticSharedBytes;
  }
};

/// Whether `dot` reads `operand` from shared memory once lowered: an
/// mma.sync plan (not a warpgroup dot) with the operand outside its
/// fragment layout.
bool readsFromShared(aa::DotOp dot, Value operand, const Features &features,
                     int64_t threads) {
  std::optional<MmaPlan> plan =
      getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
  if (!plan)
    return false;
  bool tcgen05 = features.tcgen05 &&
                 (plan->kind != MmaKind::I8 || features.tcgen05I8);
  if ((features.wgmma || tcgen05) && isWarpgroupDot(dot, *plan, threads))
    return false;
  SimtLayoutAttr fragment = operand == dot.getLhs() ? plan->a : plan->b;
  return getSimtLayout(operand.getType()) != fragment;
}

/// Adds to `slice`, operands first, the ops of the loop body that `value`
/// is computed by; fails unless they are pure, region-free and depend on
/// nothing carried but the induction variable.
LogicalResult collectSlice(Value value, scf::ForOp loop,
                           llvm::SetVector<Operation *> &slice) {
  if (loop.isDefinedOutsideOfLoop(value) || value == loop.getInductionVar())
    return success();
  Operation *op = value.getDefiningOp();
  if (!op || op->getBlock() != loop.getBody() || op->getNumRegions() ||
      !isMemoryEffectFree(op))
    return failure();
  if (slice.contains(op))
    return success();
  for (Value operand : op->getOperands())
    if (failed(collectSlice(operand, loop, slice)))
      return failure();
  slice.insert(op);
  return success();
}

struct Candidate {
  aa::TiledLoadOp load;
  llvm::SetVector<Operation *> slice; // computes the indices
};

/// Whether `load` can be copied ahead: see the pass description.
bool isCandidate(aa::TiledLoadOp load, scf::ForOp loop,
                 const Features &features, int64_t threads,
                 llvm::SetVector<Operation *> &slice) {
  RankedTensorType tile = load.getResult().getType();
  if (load->getBlock() != loop.getBody() ||
      load.getSem() != aa::MemSemantic::weak || load.getScope() ||
      !getSimtLayout(tile) || !loop.isDefinedOutsideOfLoop(load.getMemref()) ||
      (load.getToken() && !loop.isDefinedOutsideOfLoop(load.getToken())) ||
      !load.getResultToken().use_empty() || load.getResult().use_empty())
    return false;
  Type element = tile.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 ||
      (element.getIntOrFloatBitWidth() == 16 &&
       tile.getNumElements() * 2 % 1024))
    return false;
  for (Operation *user : load.getResult().getUsers()) {
    auto dot = dyn_cast<aa::DotOp>(user);
    if (!dot || dot->getBlock() != loop.getBody() ||
        dot.getAcc() == load.getResult() ||
        !readsFromShared(dot, load.getResult(), features, threads))
      return false;
  }
  for (Value index : load.getIndices())
    if (failed(collectSlice(index, loop, slice)))
      return false;
  return true;
}

/// Bytes of one stage of `tile`'s ring.
int64_t stageBytes(RankedTensorType tile) {
  return SharedBufferType::get(tile.getContext(), 1,
                               RankedTensorType::get(tile.getShape(),
                                                     tile.getElementType()))
      .getStageBytes();
}

int64_t tileBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      !tensor.getElementType().isIntOrFloat())
    return 0;
  return tensor.getNumElements() *
         llvm::divideCeil(tensor.getElementType().getIntOrFloatBitWidth(), 8);
}

/// An upper bound of the scratch one tile exchange of `func` may need once
/// the `pipelined` loads read from rings: the largest tile any op takes or
/// makes, except that a dot counts the operands it stages (not those in
/// its fragment layout or from a ring) together and not its accumulator.
int64_t exchangeBound(Operation *func,
                      const llvm::SmallPtrSetImpl<Operation *> &pipelined,
                      const Features &features) {
  int64_t bound = 0;
  func->walk([&](Operation *op) {
    if (pipelined.contains(op))
      return;
    if (auto dot = dyn_cast<aa::DotOp>(op)) {
      int64_t threads = 0;
      if (SimtLayoutAttr layout = getSimtLayout(dot.getAcc().getType()))
        threads = layout.getThreads();
      std::optional<MmaPlan> plan =
          getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
      int64_t staged = 0;
      for (auto [operand, fragment] :
           {std::pair{dot.getLhs(), plan ? plan->a : SimtLayoutAttr()},
            std::pair{dot.getRhs(), plan ? plan->b : SimtLayoutAttr()}}) {
        Operation *from = operand.getDefiningOp();
        if ((from && pipelined.contains(from)) ||
            (fragment && getSimtLayout(operand.getType()) == fragment))
          continue;
        staged += tileBytes(operand.getType());
      }
      bound = std::max(bound, staged);
      return;
    }
    for (Type type : op->getOperandTypes())
      bound = std::max(bound, tileBytes(type));
    for (Type type : op->getResultTypes())
      bound = std::max(bound, tileBytes(type));
  });
  return bound;
}

struct PipelineLoads
    : public mlir::nv_tileas::impl::PipelineLoadsBase<PipelineLoads> {
  using PipelineLoadsBase::PipelineLoadsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::findModuleTarget(module);
    if (failed(target))
      return signalPassFailure();
    Features features(*target);
    SmallVector<scf::ForOp> loops;
    // Innermost loops only: an outer loop's body holds the inner loop.
    module.walk([&](scf::ForOp loop) {
      if (loop.getBody()->getOps<scf::ForOp>().empty())
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      pipeline(loop, features);
    if (verifyProtocol &&
        failed(protocol::checkPipelines(module, {}, /*remarks=*/false)))
      signalPassFailure();
  }

  void pipeline(scf::ForOp loop, const Features &features) {
    SmallVector<Candidate> candidates;
    for (auto load : loop.getBody()->getOps<aa::TiledLoadOp>()) {
      Candidate candidate{load, {}};
      int64_t threads = getSimtLayout(load.getResult().getType())
                            ? getSimtLayout(load.getResult().getType())
                                  .getThreads()
                            : 0;
      if (isCandidate(load, loop, features, threads, candidate.slice))
        candidates.push_back(std::move(candidate));
    }
    if (candidates.empty())
      return;
    int64_t perStage = 0;
    for (Candidate &c : candidates)
      perStage += stageBytes(c.load.getResult().getType());
    llvm::SmallPtrSet<Operation *, 4> pipelined;
    for (Candidate &c : candidates)
      pipelined.insert(c.load);
    int64_t reserve = std::max<int64_t>(
        reserveBytes,
        exchangeBound(loop->getParentOfType<FunctionOpInterface>(), pipelined,
                      features));
    int64_t budget = std::max<int64_t>(0, features.sharedBytes - reserve);
    int64_t fitting = std::min(kMaxStages, budget / perStage);
    int64_t chosen = stages ? int64_t(stages) : fitting;
    std::string why = !features.cpAsync ? "the target has no cp.async"
                      : chosen < 2
                          ? "fewer than two stages of " +
                                std::to_string(perStage) + " bytes fit in " +
                                std::to_string(budget)
                          : "";
    remarkDecision(loop, candidates.size(), chosen, perStage, why);
    if (!why.empty())
      return;
    rewrite(loop, candidates, chosen);
  }

  void remarkDecision(scf::ForOp loop, size_t copies, int64_t chosen,
                      int64_t perStage, StringRef why) {
    if (!loop->getContext()->getRemarkEngine())
      return;
    auto opts = remark::RemarkOpts::name("SoftwarePipeline")
                    .category(tileiras::remarks::kMemory)
                    .function(tileiras::remarks::functionName(loop));
    Location at = tileiras::remarks::sourceLocation(loop.getLoc());
    if (!why.empty()) {
      remark::missed(at, opts) << Arg("Remark", "Loop loads not pipelined")
                               << Arg("Reason", why.str());
      return;
    }
    remark::passed(at, opts)
        << Arg("Remark", "Loop loads copied ahead with cp.async")
        << Arg("Copies", int64_t(copies)) << Arg("Stages", chosen)
        << Arg("StageBytes", perStage);
  }

  void rewrite(scf::ForOp loop, MutableArrayRef<Candidate> candidates,
               int64_t numStages) {
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    Type i32 = b.getI32Type();
    auto stageConstant = [&](OpBuilder &b, int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i32, v);
    };
    SmallVector<Value> buffers;
    for (Candidate &c : candidates) {
      RankedTensorType tile = c.load.getResult().getType();
      auto type = SharedBufferType::get(
          b.getContext(), numStages,
          RankedTensorType::get(tile.getShape(), tile.getElementType()));
      buffers.push_back(AllocSharedOp::create(b, loc, type));
    }
    auto predicate = arith::CmpIPredicate::slt;
    if (loop.getUnsignedCmp())
      predicate = arith::CmpIPredicate::ult;
    Value upperBound = loop.getUpperBound();
    // Issues every candidate's copy for iteration `iv` into `stage`; the
    // index slices are computed from `inductionVar`.
    auto issue = [&](OpBuilder &b, Value inductionVar, Value iv, Value stage) {
      Value inside = arith::CmpIOp::create(b, loc, predicate, iv, upperBound);
      for (auto [c, buffer] : llvm::zip(candidates, buffers)) {
        IRMapping map;
        map.map(inductionVar, iv);
        for (Operation *op : c.slice)
          b.clone(*op, map);
        SmallVector<Value> indices;
        for (Value index : c.load.getIndices())
          indices.push_back(map.lookupOrDefault(index));
        AsyncTiledCopyOp::create(
            b, loc, c.load.getMemref(), indices, buffer, stage, inside,
            c.load.getStepsAttr(), c.load.getDimMapAttr(),
            c.load.getPaddingAttr(), c.load.getInboundsAttr(),
            TypeAttr::get(c.load.getResult().getType()));
      }
      AsyncCommitOp::create(b, loc);
    };

    // The previous run of a nested loop may still be reading its last
    // stages, which the prologue overwrites.
    if (loop->getParentOfType<LoopLikeOpInterface>())
      AsyncWaitOp::create(b, loc, 0);
    Value step = loop.getStep();
    Value iv = loop.getLowerBound();
    for (int64_t d = 0; d + 1 < numStages; ++d) {
      if (d)
        iv = arith::AddIOp::create(b, loc, iv, step);
      issue(b, loop.getInductionVar(), iv, stageConstant(b, d));
    }

    IRRewriter rewriter(loop->getContext());
    rewriter.setInsertionPoint(loop);
    FailureOr<LoopLikeOpInterface> replaced = loop.replaceWithAdditionalYields(
        rewriter, ValueRange{stageConstant(b, 0)},
        /*replaceInitOperandUsesInLoop=*/false,
        [&](OpBuilder &b, Location loc, ArrayRef<BlockArgument> args) {
          Value read = args.front();
          Value last = stageConstant(b, numStages - 1);
          Value wraps = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              read, last);
          Value next = arith::AddIOp::create(b, loc, read, stageConstant(b, 1));
          return SmallVector<Value>{arith::SelectOp::create(
              b, loc, wraps, stageConstant(b, 0), next)};
        });
    if (failed(replaced))
      return;
    auto newLoop = cast<scf::ForOp>(replaced->getOperation());
    Value read = newLoop.getRegionIterArgs().back();

    b.setInsertionPointToStart(newLoop.getBody());
    AsyncWaitOp::create(b, loc, numStages - 2);
    // Iteration i + S - 1 goes into the stage iteration i - 1 read.
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, read,
                                        stageConstant(b, 0));
    Value previous =
        arith::SubIOp::create(b, loc, read, stageConstant(b, 1));
    Value write = arith::SelectOp::create(
        b, loc, first, stageConstant(b, numStages - 1), previous);
    Value ahead = arith::MulIOp::create(
        b, loc, newLoop.getStep(),
        arith::ConstantOp::create(
            b, loc, b.getIntegerAttr(newLoop.getStep().getType(),
                                     numStages - 1)));
    issue(b, newLoop.getInductionVar(),
          arith::AddIOp::create(b, loc, newLoop.getInductionVar(), ahead),
          write);

    for (auto [c, buffer] : llvm::zip(candidates, buffers)) {
      b.setInsertionPoint(c.load);
      Value tile = LocalLoadOp::create(b, c.load.getLoc(),
                                       c.load.getResult().getType(), buffer,
                                       read);
      c.load.getResult().replaceAllUsesWith(tile);
      c.load.erase();
    }
  }
};

} // namespace
