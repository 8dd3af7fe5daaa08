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
#include "tileiras/Remarks.h"
#include "tileiras/Schedule/PipelinePlanner.h"
#include "tileiras/Schedule/ProblemJson.h"
#include "tileiras/Target/PipelineMachine.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_PIPELINELOADS
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

namespace {

/// The most stages a ring gets: the planner asks for no more on the corpus
/// loops, and deeper rings cost occupancy.
constexpr int64_t kMaxStages = 4;

/// What the target offers; without one, everything (as the LLVM lowering
/// assumes).
struct Features {
  bool cpAsync = true, mmaSync = true, f8Mma = true, wgmma = true,
       tcgen05 = false, tcgen05I8 = false;
  int64_t sharedBytes = 48 * 1024;
  tileiras::sched::PipelineMachine machine;

  explicit Features(const tileiras::TargetInfo *target) {
    // Without a target, the machine model of the first tensor-core target.
    machine = tileiras::getPipelineMachine(
        target ? *target : *tileiras::lookupTarget("sm_80"));
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

/// Whether wgmma or tcgen05 take `dot` (they stage their operands as
/// core matrices, not from a ring).
bool isTakenByWarpgroup(aa::DotOp dot, const Features &features,
                        int64_t threads) {
  std::optional<MmaPlan> plan =
      getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
  if (!plan)
    return false;
  bool tcgen05 = features.tcgen05 &&
                 (plan->kind != MmaKind::I8 || features.tcgen05I8);
  return (features.wgmma || tcgen05) && isWarpgroupDot(dot, *plan, threads);
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
  llvm::SetVector<Operation *> dots;  // read what the load copies
  std::string arrangement;            // of its ring (SharedBufferType)
};

/// How a ring must hold the tile `value` for a warpgroup dot that takes it
/// directly: as A in K-major core matrices, as a 16-bit B in MN-major ones
/// (cp.async cannot transpose B into K-major); null when it cannot.
StringRef warpgroupArrangement(aa::DotOp dot, Value value) {
  auto tile = cast<RankedTensorType>(value.getType());
  int64_t bytes =
      llvm::divideCeil(tile.getElementType().getIntOrFloatBitWidth(), 8);
  if (tile.getRank() != 2 || tile.getDimSize(0) % 8 ||
      tile.getDimSize(1) % (16 / bytes) || dot.getLhs() == dot.getRhs())
    return {};
  if (dot.getLhs() == value)
    return "core_k";
  return bytes == 2 ? "core_mn" : "";
}

/// Whether every use of `value` ends in tensor-core dots that take it as an
/// operand: mma.sync dots directly or through pure ops of the loop body
/// (reshapes, permutes, the tf32 rounding of an operand), warpgroup dots
/// (wgmma, tcgen05) directly; the dots found go to `dots`, and the way a
/// ring must hold the tile for them to `arrangement` (all must agree).
bool feedsDots(Value value, scf::ForOp loop, const Features &features,
               int64_t threads, int depth, llvm::SetVector<Operation *> &dots,
               std::string &arrangement) {
  if (value.use_empty() || depth > 32)
    return false;
  auto agree = [&](StringRef wanted) {
    if (wanted.empty() || (!arrangement.empty() && arrangement != wanted))
      return false;
    arrangement = wanted.str();
    return true;
  };
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (user->getBlock() != loop.getBody())
      return false;
    if (auto dot = dyn_cast<aa::DotOp>(user)) {
      if (dot.getAcc() == value ||
          !getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma))
        return false;
      bool warpgroup = isTakenByWarpgroup(dot, features, threads);
      if (!agree(!warpgroup ? StringRef("row_major")
                 : depth == 0 ? warpgroupArrangement(dot, value)
                              : StringRef()))
        return false;
      dots.insert(dot);
      continue;
    }
    if (user->getNumRegions() || !isMemoryEffectFree(user) ||
        user->getNumResults() != 1 ||
        !isa<RankedTensorType>(user->getResult(0).getType()) ||
        !agree("row_major") ||
        !feedsDots(user->getResult(0), loop, features, threads, depth + 1,
                   dots, arrangement))
      return false;
  }
  return true;
}

/// Whether `load` can be copied ahead: see the pass description.
bool isCandidate(aa::TiledLoadOp load, scf::ForOp loop,
                 const Features &features, int64_t threads,
                 llvm::SetVector<Operation *> &slice,
                 llvm::SetVector<Operation *> &dots, std::string &arrangement) {
  RankedTensorType tile = load.getResult().getType();
  if (load->getBlock() != loop.getBody() ||
      load.getSem() != aa::MemSemantic::weak || load.getScope() ||
      !getSimtLayout(tile) || !loop.isDefinedOutsideOfLoop(load.getMemref()) ||
      (load.getToken() && !loop.isDefinedOutsideOfLoop(load.getToken())) ||
      !load.getResultToken().use_empty())
    return false;
  Type element = tile.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 ||
      (element.getIntOrFloatBitWidth() == 16 &&
       tile.getNumElements() * 2 % 1024))
    return false;
  if (!feedsDots(load.getResult(), loop, features, threads, 0, dots,
                 arrangement))
    return false;
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

/// Multiply-adds per cycle of one SM's tensor cores by mma kind: a model
/// (A100's dense rates: 312 f16, 156 tf32, 624 int8 TFLOPS, 19.5 f64, over
/// 108 SMs at 1.41 GHz), which only weighs the dots against the copies.
int64_t fmasPerCycle(MmaKind kind) {
  switch (kind) {
  case MmaKind::F16:
  case MmaKind::BF16:
    return 1024;
  case MmaKind::TF32:
    return 512;
  case MmaKind::I8:
  case MmaKind::F8:
    return 2048;
  case MmaKind::F64:
    return 64;
  }
  llvm_unreachable("unknown mma kind");
}

/// Whether `value` is computed, within `body`, from `from`'s result.
bool dependsOn(Value value, Operation *from, Block *body, int depth = 0) {
  Operation *op = value.getDefiningOp();
  if (!op || op->getBlock() != body || depth > 64)
    return false;
  if (op == from)
    return true;
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return dependsOn(operand, from, body, depth + 1);
  });
}

/// The loop as the pipeline planner sees it: the candidates' copies and
/// the dots that read them, with their tensor-core cycles.
tileiras::sched::PipelineLoop
plannerLoop(scf::ForOp loop, MutableArrayRef<Candidate> candidates,
            const Features &features, int64_t threads) {
  tileiras::sched::PipelineLoop model;
  llvm::SetVector<Operation *> dots;
  for (Candidate &c : candidates) {
    model.copies.push_back(
        {"copy" + std::to_string(model.copies.size()),
         stageBytes(c.load.getResult().getType())});
    dots.insert(c.dots.begin(), c.dots.end());
  }
  SmallVector<Operation *> ordered(dots.begin(), dots.end());
  llvm::sort(ordered, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  for (auto [i, op] : llvm::enumerate(ordered)) {
    auto dot = cast<aa::DotOp>(op);
    std::optional<MmaPlan> plan =
        getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
    int64_t fmas = dot.getResult().getType().getNumElements() *
                   dot.getLhs().getType().getShape().back();
    tileiras::sched::PipelineLoop::Compute compute;
    compute.name = "dot" + std::to_string(i);
    compute.tensorCycles =
        std::max<int64_t>(1, fmas / fmasPerCycle(plan->kind));
    for (auto [j, c] : llvm::enumerate(candidates))
      if (c.dots.contains(op))
        compute.reads.push_back(j);
    for (unsigned earlier = 0; earlier < i; ++earlier)
      if (llvm::any_of(op->getOperands(), [&](Value operand) {
            return dependsOn(operand, ordered[earlier], loop.getBody());
          }))
        compute.after.push_back(earlier);
    model.computes.push_back(std::move(compute));
  }
  return model;
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
  }

  void pipeline(scf::ForOp loop, const Features &features) {
    SmallVector<Candidate> candidates;
    for (auto load : loop.getBody()->getOps<aa::TiledLoadOp>()) {
      Candidate candidate{load, {}, {}, {}};
      int64_t threads = getSimtLayout(load.getResult().getType())
                            ? getSimtLayout(load.getResult().getType())
                                  .getThreads()
                            : 0;
      if (isCandidate(load, loop, features, threads, candidate.slice,
                      candidate.dots, candidate.arrangement))
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
    int64_t threads =
        getSimtLayout(candidates.front().load.getResult().getType())
            .getThreads();
    // The planner's stage count: how far ahead a copy must start to arrive
    // before its dot at the schedule's II.
    std::optional<tileiras::sched::PipelinePlan> plan;
    if (!stages && fitting >= 2) {
      auto planned = tileiras::sched::planPipeline(
          plannerLoop(loop, candidates, features, threads), features.machine,
          fitting);
      if (planned) {
        plan = *planned;
        if (!dumpSchedules.empty())
          dumpPlan(loop, *plan);
      }
    }
    int64_t chosen = stages ? int64_t(stages) : plan ? plan->stages : fitting;
    std::string why = !features.cpAsync ? "the target has no cp.async"
                      : chosen < 2
                          ? "fewer than two stages of " +
                                std::to_string(perStage) + " bytes fit in " +
                                std::to_string(budget)
                          : "";
    remarkDecision(loop, candidates.size(), chosen, perStage, why,
                   plan ? &*plan : nullptr);
    if (!why.empty())
      return;
    Builder b(loop.getContext());
    loop->setAttr("nv_tileas.pipeline_stages", b.getI64IntegerAttr(chosen));
    if (plan)
      loop->setAttr("nv_tileas.pipeline_ii",
                    b.getI64IntegerAttr(plan->schedule.ii));
    rewrite(loop, candidates, chosen);
  }

  /// Writes the plan's problem and schedule as tileiras-sched reads them.
  void dumpPlan(scf::ForOp loop, const tileiras::sched::PipelinePlan &plan) {
    std::string stem = (tileiras::remarks::functionName(loop) + "." +
                        llvm::Twine(dumped++))
                           .str();
    auto write = [&](StringRef suffix, const std::string &text) {
      llvm::SmallString<256> path(dumpSchedules);
      llvm::sys::path::append(path, stem + suffix);
      std::error_code error;
      llvm::raw_fd_ostream out(path, error);
      if (error) {
        loop.emitError() << "cannot write " << path << ": " << error.message();
        return signalPassFailure();
      }
      out << text;
    };
    if (std::error_code error =
            llvm::sys::fs::create_directories(dumpSchedules)) {
      loop.emitError() << "cannot create " << dumpSchedules << ": "
                       << error.message();
      return signalPassFailure();
    }
    write(".problem.json", tileiras::sched::writeProblemJson(plan.problem));
    write(".schedule.json", tileiras::sched::writeScheduleJson(
                                plan.problem, plan.schedule));
  }
  int64_t dumped = 0;

  void remarkDecision(scf::ForOp loop, size_t copies, int64_t chosen,
                      int64_t perStage, StringRef why,
                      const tileiras::sched::PipelinePlan *plan) {
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
    remark::detail::InFlightRemark out = remark::passed(at, opts);
    out << Arg("Remark", "Loop loads copied ahead with cp.async")
        << Arg("Copies", int64_t(copies)) << Arg("Stages", chosen)
        << Arg("StageBytes", perStage);
    if (plan)
      out << Arg("II", plan->schedule.ii) << Arg("MinII", plan->minII)
          << Arg("Plan", plan->why);
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
          RankedTensorType::get(tile.getShape(), tile.getElementType()),
          c.arrangement);
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
    // The prologue: iterations 0 .. S-2 into stages 0 .. S-2, as a loop of
    // its own past two stages (one copy site instead of S-1 of them).
    Value step = loop.getStep();
    Type ivType = loop.getInductionVar().getType();
    auto ivConstant = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getIntegerAttr(ivType, v));
    };
    if (numStages == 2) {
      issue(b, loop.getInductionVar(), loop.getLowerBound(),
            stageConstant(b, 0));
    } else {
      auto prologue = scf::ForOp::create(b, loc, ivConstant(0),
                                         ivConstant(numStages - 1),
                                         ivConstant(1));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(prologue.getBody()->getTerminator());
      Value d = prologue.getInductionVar();
      Value iv = arith::AddIOp::create(
          b, loc, loop.getLowerBound(), arith::MulIOp::create(b, loc, d, step));
      Value stage = d;
      if (ivType.isIndex())
        stage = arith::IndexCastOp::create(b, loc, i32, d);
      else if (ivType.getIntOrFloatBitWidth() > 32)
        stage = arith::TruncIOp::create(b, loc, i32, d);
      else if (ivType.getIntOrFloatBitWidth() < 32)
        stage = arith::ExtUIOp::create(b, loc, i32, d);
      issue(b, loop.getInductionVar(), iv, stage);
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
    // wgmma and tcgen05 read core-matrix stages through the async proxy.
    bool asyncProxy = llvm::any_of(candidates, [](const Candidate &c) {
      return c.arrangement != "row_major";
    });
    AsyncWaitOp::create(b, loc, numStages - 2, asyncProxy);
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
