//===- PipelineLoads.cpp - cp.async rings for the loads of dots in loops --===//
//
// See the pass description in Passes.td. The rewrite keeps the loop an
// scf.for (one more loop value: the stage to read) and the dots untouched:
// only the loads feeding them become local_loads of a stage, which the dot
// lowering reads fragment by fragment.
//
//===----------------------------------------------------------------------===//

#include "PipelineAnalysis.h"

#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"
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
using namespace mlir::nv_tileas::pipelining;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

namespace {

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
    int64_t arenas = 0;
    module.walk(
        [&](FunctionOpInterface func) { shareRings(func, features, arenas); });
    if (verifyProtocol &&
        failed(protocol::checkPipelines(module, {}, /*remarks=*/false)))
      signalPassFailure();
  }

  /// Rings whose uses lie in disjoint runs of the kernel body's top-level
  /// ops (sequential loops) share one arena: each ring after the first of
  /// its arena waits, before its first use, for every thread's copies and
  /// reads of the rings before it (async_wait 0: a CTA barrier, with the
  /// async-proxy fence where TMA may write next). Each loop's rings were
  /// sized as if alone, which this makes true. Rings in nested blocks stay
  /// apart: their runs repeat.
  void shareRings(FunctionOpInterface func, const Features &features,
                  int64_t &arenas) {
    if (func.getFunctionBody().empty())
      return;
    Block &body = func.getFunctionBody().front();
    // Each top-level ring's uses, as a run [first, last] of body ops.
    struct Ring {
      AllocSharedOp alloc;
      Operation *first = nullptr, *last = nullptr;
      size_t order = 0;
    };
    SmallVector<Ring> rings;
    for (auto alloc : body.getOps<AllocSharedOp>()) {
      Ring ring{alloc};
      for (Operation *user : alloc->getUsers()) {
        Operation *top = body.findAncestorOpInBlock(*user);
        if (!top)
          return;
        if (!ring.first || top->isBeforeInBlock(ring.first))
          ring.first = top;
        if (!ring.last || ring.last->isBeforeInBlock(top))
          ring.last = top;
      }
      if (ring.first)
        rings.push_back(ring);
    }
    // By first use; rings first used by one op keep their order.
    for (auto [i, ring] : llvm::enumerate(rings))
      ring.order = i;
    llvm::sort(rings, [](const Ring &a, const Ring &b) {
      if (a.first != b.first)
        return a.first->isBeforeInBlock(b.first);
      return a.order < b.order;
    });
    // Arenas by their last use so far; a ring joins the first arena whose
    // rings are all used before it.
    struct Arena {
      SmallVector<AllocSharedOp> members;
      Operation *last;
    };
    SmallVector<Arena> open;
    SmallVector<Operation *> handoffs;
    for (const Ring &ring : rings) {
      auto free = llvm::find_if(open, [&](const Arena &arena) {
        return arena.last->isBeforeInBlock(ring.first);
      });
      if (free == open.end()) {
        open.push_back({{ring.alloc}, ring.last});
        continue;
      }
      free->members.push_back(ring.alloc);
      free->last = ring.last;
      if (!llvm::is_contained(handoffs, ring.first))
        handoffs.push_back(ring.first);
    }
    for (Arena &arena : open) {
      if (arena.members.size() < 2)
        continue;
      for (AllocSharedOp alloc : arena.members)
        alloc.setArena(arenas);
      ++arenas;
    }
    for (Operation *first : handoffs) {
      OpBuilder b(first);
      AsyncWaitOp::create(b, first->getLoc(), 0,
                          /*async_proxy=*/features.tma);
    }
  }

  /// Whether `loop`'s bounds and step are constants that give it at most
  /// one iteration.
  static bool atMostOnce(scf::ForOp loop) {
    std::optional<APInt> trips = loop.getStaticTripCount();
    return trips && trips->ule(1);
  }

  void pipeline(scf::ForOp loop, const Features &features) {
    SmallVector<Candidate> candidates;
    int64_t threads = 0;
    for (auto load : loop.getBody()->getOps<aa::TiledLoadOp>()) {
      SimtLayoutAttr layout = getSimtLayout(load.getResult().getType());
      if (!layout)
        continue;
      // Every layout of a kernel is over its one thread count.
      threads = layout.getThreads();
      Candidate candidate{load, {}, {}, {}};
      // A loop that runs at most once has nothing to copy ahead for.
      bool simtLoop = simt && !atMostOnce(loop);
      if (isCandidate(load, loop, features, threads, candidate.slice,
                      candidate.dots, candidate.arrangement, simtLoop))
        candidates.push_back(std::move(candidate));
    }
    if (candidates.empty())
      return;
    // Loads whose dots read the ring directly first, then those the dots
    // take from registers, then those no dot reads: when not every ring
    // fits twice, the last go first.
    enum Rank { kDirect, kThroughRegisters, kSimt };
    auto rank = [&](const Candidate &c) {
      return c.dots.empty()                       ? kSimt
             : readDirectly(c, features, threads) ? kDirect
                                                  : kThroughRegisters;
    };
    llvm::stable_sort(candidates, [&](const Candidate &a, const Candidate &b) {
      return rank(a) < rank(b);
    });
    // A loop completed on mbarriers has two 8-byte mbarriers per stage,
    // which come out of the exchange reserve where the exchanges leave room
    // in it, else out of the rings' budget. Where that leaves fewer than two
    // stages, the loop keeps commit groups and CTA barriers.
    bool nested = loop->getParentOfType<LoopLikeOpInterface>() != nullptr;
    // Where every thread reads back only what it copied, its own wait_group
    // is all it waits for: no mbarrier, no CTA barrier.
    bool threadPrivate = isThreadPrivate(loop, candidates);
    bool useBarriers = mbarriers && !nested && !threadPrivate;
    // Operands loaded ahead of the loop get a buffer of their own when that
    // costs no ring (a nested loop would copy them again every run).
    SmallVector<InvariantOperand> invariants;
    if (!nested)
      invariants = findInvariantOperands(loop, features, threads);
    SmallVector<Candidate> all = candidates;
    int64_t perStage = 0, budget = 0, fitting = 0;
    auto fit = [&](int64_t barrierBytes, bool withInvariants) {
      candidates = all;
      int64_t fixed = 0;
      llvm::DenseMap<Operation *, StringRef> invariantBuffers;
      if (withInvariants)
        for (InvariantOperand &operand : invariants) {
          RankedTensorType tile = operand.load.getResult().getType();
          fixed += stageBytes(tile) +
                   ringPadding(tile, operand.arrangement, features);
          invariantBuffers[operand.load] = operand.arrangement;
        }
      while (true) {
        perStage = 0;
        int64_t padding = 0;
        llvm::DenseMap<Operation *, StringRef> pipelined = invariantBuffers;
        for (Candidate &c : candidates) {
          RankedTensorType tile = c.load.getResult().getType();
          perStage += stageBytes(tile);
          padding += ringPadding(tile, c.arrangement, features);
          pipelined[c.load] = c.arrangement;
        }
        int64_t reserve = std::max<int64_t>(
            reserveBytes,
            exchangeBound(loop->getParentOfType<FunctionOpInterface>(),
                          pipelined, features) +
                barrierBytes *
                    std::max<int64_t>(kMaxStages, int64_t(stages)));
        budget = std::max<int64_t>(
            0, sharedBytesPerCTA(loop->getParentOfType<FunctionOpInterface>(),
                                 features) -
                   reserve - fixed - padding);
        fitting = std::min(kMaxStages, budget / perStage);
        if (fitting >= 2 || candidates.size() == 1)
          break;
        candidates.pop_back();
      }
    };
    auto fitBest = [&](int64_t barrierBytes) {
      fit(barrierBytes, /*withInvariants=*/false);
      if (invariants.empty())
        return;
      SmallVector<Candidate> without = candidates;
      int64_t perStageWithout = perStage, budgetWithout = budget,
              fittingWithout = fitting;
      fit(barrierBytes, /*withInvariants=*/true);
      if (fitting >= 2 && candidates.size() == without.size())
        return;
      invariants.clear();
      candidates = std::move(without);
      perStage = perStageWithout;
      budget = budgetWithout;
      fitting = fittingWithout;
    };
    fitBest(useBarriers ? 16 : 0);
    if (useBarriers && fitting < 2) {
      useBarriers = false;
      fitBest(0);
    }
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
    std::string why =
        !features.cpAsync ? "the target has no cp.async"
        : chosen < 2 ? "fewer than two stages of " + std::to_string(perStage) +
                           " bytes fit in " + std::to_string(budget)
                     : "";
    remarkDecision(loop, candidates.size(), chosen, perStage, why,
                   plan ? &*plan : nullptr);
    if (!why.empty())
      return;
    // TMA fills a ring only on mbarriers: its copies complete by bytes on
    // the stage's full mbarrier.
    SmallVector<std::string> noTma;
    for (Candidate &c : candidates) {
      noTma.push_back(useBarriers ? whyNoTma(c, features)
                                  : "the loop keeps commit groups");
      c.tma = tma && noTma.back().empty();
      if (!tma && noTma.back().empty())
        noTma.back() = "TMA is off (tma=false)";
    }
    remarkCopier(loop, candidates, noTma);
    Builder b(loop.getContext());
    loop->setAttr(kPipelineStagesAttrName, b.getI64IntegerAttr(chosen));
    if (plan)
      loop->setAttr(kPipelineIIAttrName,
                    b.getI64IntegerAttr(plan->schedule.ii));
    bool mmaInFlight =
        useBarriers && keepsMmaInFlight(loop, candidates, features, threads);
    rewrite(loop, candidates, invariants, chosen, threads, useBarriers,
            mmaInFlight, threadPrivate);
  }

  /// Whether each thread reads back exactly the parts of the rings of
  /// `candidates` it copies: every tile is read only in registers, in the
  /// load's own layout (the copy's), which has no replicas, and no dot in
  /// the loop may read a stage in place.
  static bool isThreadPrivate(scf::ForOp loop, ArrayRef<Candidate> candidates) {
    if (loop.getBody()
            ->walk([](aa::DotOp) { return WalkResult::interrupt(); })
            .wasInterrupted())
      return false;
    return llvm::all_of(candidates, [](const Candidate &c) {
      aa::TiledLoadOp load = c.load;
      SimtLayoutAttr layout = getSimtLayout(load.getResult().getType());
      return c.dots.empty() && c.arrangement == "row_major" && layout &&
             layout.getMap().exact();
    });
  }

  /// Writes the plan's problem and schedule as tileiras-sched reads them.
  void dumpPlan(scf::ForOp loop, const tileiras::sched::PipelinePlan &plan) {
    std::string stem =
        (tileiras::remarks::functionName(loop) + "." + llvm::Twine(dumped++))
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
    write(".schedule.json",
          tileiras::sched::writeScheduleJson(plan.problem, plan.schedule));
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

  /// Which copier fills each ring, and why not TMA where it does not.
  void remarkCopier(scf::ForOp loop, ArrayRef<Candidate> candidates,
                    ArrayRef<std::string> noTma) {
    if (!loop->getContext()->getRemarkEngine())
      return;
    auto opts = remark::RemarkOpts::name("PipelineCopier")
                    .category(tileiras::remarks::kMemory)
                    .function(tileiras::remarks::functionName(loop));
    for (auto [c, why] : llvm::zip(candidates, noTma)) {
      aa::TiledLoadOp load = c.load;
      Location at = tileiras::remarks::sourceLocation(load.getLoc());
      if (!c.tma) {
        remark::missed(at, opts)
            << Arg("Remark", "Ring filled by cp.async, not TMA")
            << Arg("Reason", why);
        continue;
      }
      ArrayRef<int64_t> shape = load.getResult().getType().getShape();
      std::string box;
      for (int64_t size : shape)
        box += (box.empty() ? "" : "x") + std::to_string(size);
      remark::passed(at, opts)
          << Arg("Remark", "Ring filled by TMA (cp.async.bulk.tensor)")
          << Arg("Box", box);
    }
  }

  /// The fill's bytes announced on the stage's full mbarrier (when it
  /// happens), then the copy of the box at the tile's first element.
  static void issueTma(OpBuilder &b, Location loc, const Candidate &c,
                       Value desc, ArrayRef<Value> tileIndices, Value buffer,
                       Value stage, Value pipe, Value inside) {
    auto type = cast<TmaDescType>(desc.getType());
    auto announce = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(announce.thenBlock());
      ProducerExpectTxOp::create(b, loc, pipe, stage,
                                 b.getI32IntegerAttr(type.getBoxBytes()));
    }
    aa::TiledLoadOp load = c.load;
    SmallVector<Value> first =
        tileFirstElement(b, loc, tileIndices, load.getSteps());
    TmaLoadOp::create(b, loc, desc, first, buffer, stage, pipe, inside);
  }

  void rewrite(scf::ForOp loop, MutableArrayRef<Candidate> candidates,
               ArrayRef<InvariantOperand> invariants, int64_t numStages,
               int64_t threads, bool useBarriers, bool mmaInFlight,
               bool threadPrivate) {
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    Type i32 = b.getI32Type();
    auto stageConstant = [&](OpBuilder &b, int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, i32, v);
    };
    auto flip = [&](OpBuilder &b, Value parity) -> Value {
      return arith::XOrIOp::create(
          b, loc, parity,
          arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
    };
    // The phases of a nested loop's mbarriers would have to be carried from
    // one run to the next; it keeps commit groups and barriers.
    bool nested = loop->getParentOfType<LoopLikeOpInterface>() != nullptr;
    Value pipe;
    if (useBarriers)
      pipe = CreatePipelineOp::create(
          b, loc, PipelineType::get(b.getContext(), numStages),
          b.getI32IntegerAttr(threads));
    // A TMA ring's tensor map is built where its view is made (the
    // kernel's entry block, which every thread runs).
    SmallVector<Value> descs;
    for (Candidate &c : candidates) {
      if (!c.tma) {
        descs.push_back(Value());
        continue;
      }
      RankedTensorType tile = c.load.getResult().getType();
      OpBuilder at(c.load.getMemref().getDefiningOp()->getNextNode());
      descs.push_back(MakeTmaDescOp::create(
          at, loc,
          TmaDescType::get(
              b.getContext(),
              RankedTensorType::get(tile.getShape(), tile.getElementType()),
              c.arrangement),
          c.load.getMemref()));
    }
    SmallVector<Value> buffers;
    for (Candidate &c : candidates) {
      RankedTensorType tile = c.load.getResult().getType();
      auto type = SharedBufferType::get(
          b.getContext(), numStages,
          RankedTensorType::get(tile.getShape(), tile.getElementType()),
          c.arrangement);
      buffers.push_back(AllocSharedOp::create(b, loc, type, IntegerAttr()));
    }
    auto predicate = arith::CmpIPredicate::slt;
    if (loop.getUnsignedCmp())
      predicate = arith::CmpIPredicate::ult;
    Value upperBound = loop.getUpperBound();
    // Issues every candidate's copy for iteration `iv` into `stage`; the
    // index slices are computed from `inductionVar`.
    auto issue = [&](OpBuilder &b, Value inductionVar, Value iv, Value stage) {
      Value inside = arith::CmpIOp::create(b, loc, predicate, iv, upperBound);
      for (auto [c, buffer, desc] : llvm::zip(candidates, buffers, descs)) {
        IRMapping map;
        map.map(inductionVar, iv);
        for (Operation *op : c.slice)
          b.clone(*op, map);
        SmallVector<Value> indices;
        for (Value index : c.load.getIndices())
          indices.push_back(map.lookupOrDefault(index));
        if (desc) {
          issueTma(b, loc, c, desc, indices, buffer, stage, pipe, inside);
          continue;
        }
        AsyncTiledCopyOp::create(
            b, loc, c.load.getMemref(), indices, buffer, stage, inside,
            c.load.getStepsAttr(), c.load.getDimMapAttr(),
            c.load.getPaddingAttr(), c.load.getInboundsAttr(),
            TypeAttr::get(c.load.getResult().getType()));
      }
      if (pipe)
        ProducerCommitOp::create(b, loc, pipe, stage);
      else
        AsyncCommitOp::create(b, loc);
    };

    // The previous run of a nested loop may still be reading its last
    // stages, which the prologue overwrites.
    if (nested)
      AsyncWaitOp::create(b, loc, 0, /*async_proxy=*/false, threadPrivate);
    // Invariant operands are copied first, as if for iteration 0: stage 0's
    // commit covers them, so the first wait in the loop sees them landed.
    SmallVector<Value> invariantBuffers;
    for (const InvariantOperand &operand : invariants) {
      aa::TiledLoadOp load = operand.load;
      RankedTensorType tile = load.getResult().getType();
      auto type = SharedBufferType::get(
          b.getContext(), 1,
          RankedTensorType::get(tile.getShape(), tile.getElementType()),
          operand.arrangement);
      Value buffer = AllocSharedOp::create(b, loc, type, IntegerAttr());
      Value first = arith::CmpIOp::create(b, loc, predicate,
                                          loop.getLowerBound(), upperBound);
      AsyncTiledCopyOp::create(
          b, loc, load.getMemref(), load.getIndices(), buffer,
          stageConstant(b, 0), first, load.getStepsAttr(),
          load.getDimMapAttr(), load.getPaddingAttr(), load.getInboundsAttr(),
          TypeAttr::get(tile));
      invariantBuffers.push_back(buffer);
    }
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
      auto prologue = scf::ForOp::create(
          b, loc, ivConstant(0), ivConstant(numStages - 1), ivConstant(1));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(prologue.getBody()->getTerminator());
      Value d = prologue.getInductionVar();
      Value iv = arith::AddIOp::create(b, loc, loop.getLowerBound(),
                                       arith::MulIOp::create(b, loc, d, step));
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
    // The loop carries the stage it reads and, with mbarriers, the parity of
    // that stage's current fill ((i / S) mod 2), which flips as the stage
    // wraps.
    SmallVector<Value> inits{stageConstant(b, 0)};
    if (pipe)
      inits.push_back(arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0));
    FailureOr<LoopLikeOpInterface> replaced = loop.replaceWithAdditionalYields(
        rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
        [&](OpBuilder &b, Location loc, ArrayRef<BlockArgument> args) {
          Value read = args.front();
          Value last = stageConstant(b, numStages - 1);
          Value wraps = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              read, last);
          Value next = arith::AddIOp::create(b, loc, read, stageConstant(b, 1));
          SmallVector<Value> yields{arith::SelectOp::create(
              b, loc, wraps, stageConstant(b, 0), next)};
          if (pipe)
            yields.push_back(arith::SelectOp::create(
                b, loc, wraps, flip(b, args[1]), args[1]));
          return yields;
        });
    if (failed(replaced))
      return;
    auto newLoop = cast<scf::ForOp>(replaced->getOperation());
    unsigned carried = pipe ? 2 : 1;
    Value read = newLoop.getRegionIterArgs()[newLoop.getNumRegionIterArgs() -
                                             carried];
    Value parity = pipe ? newLoop.getRegionIterArgs().back() : Value();

    b.setInsertionPointToStart(newLoop.getBody());
    // wgmma and tcgen05 read core-matrix stages through the async proxy.
    bool asyncProxy = llvm::any_of(candidates, [](const Candidate &c) {
      return c.arrangement != "row_major";
    });
    if (pipe)
      ConsumerWaitOp::create(b, loc, pipe, read, parity, asyncProxy);
    else
      AsyncWaitOp::create(b, loc, numStages - 2, asyncProxy, threadPrivate);
    // The dots take the invariant operands from their buffers (the loads
    // before the loop stay only for other users).
    for (auto [operand, buffer] : llvm::zip(invariants, invariantBuffers)) {
      aa::TiledLoadOp load = operand.load;
      Value used = operand.used;
      IRMapping map;
      map.map(load.getResult(),
              LocalLoadOp::create(b, loc, load.getResult().getType(), buffer,
                                  stageConstant(b, 0))
                  .getResult());
      for (Operation *reshape : operand.reshapes)
        b.clone(*reshape, map);
      used.replaceUsesWithIf(map.lookup(used), [&](OpOperand &use) {
        return newLoop->isAncestor(use.getOwner());
      });
      for (Operation *op : llvm::reverse(operand.reshapes))
        if (op->use_empty())
          op->erase();
      if (load->use_empty())
        load->erase();
    }
    // Iteration i + S - 1 goes into the stage iteration i - 1 read.
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, read,
                                        stageConstant(b, 0));
    Value previous = arith::SubIOp::create(b, loc, read, stageConstant(b, 1));
    Value write = arith::SelectOp::create(
        b, loc, first, stageConstant(b, numStages - 1), previous);
    // With the dots in flight (keepsMmaInFlight), iteration i - 1's wgmma
    // may still read that stage until iteration i's dots are issued and
    // wgmma.wait_group 1 retires it: the release, then the refill, move
    // behind them.
    if (mmaInFlight) {
      for (auto dot : newLoop.getBody()->getOps<aa::DotOp>())
        dot->setAttr(kMmaInFlightAttrName, b.getUnitAttr());
      b.setInsertionPoint(newLoop.getBody()->getTerminator());
      WarpgroupWaitOp::create(b, loc, ValueRange{}, 1);
      Value notFirstIteration = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ne, newLoop.getInductionVar(),
          newLoop.getLowerBound());
      auto release = scf::IfOp::create(b, loc, notFirstIteration,
                                       /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(release.thenBlock());
      ConsumerReleaseOp::create(b, loc, pipe, write);
    }
    // Every thread released that stage in iteration i - 1 (in flight: in
    // iteration i, just above): the parity of that read ((i - 1) / S mod 2;
    // 1 before the first iteration, which returns at once on the fresh
    // mbarrier).
    if (pipe)
      ProducerAcquireOp::create(
          b, loc, pipe, write,
          arith::SelectOp::create(b, loc, first, flip(b, parity), parity));
    Value ahead = arith::MulIOp::create(
        b, loc, newLoop.getStep(),
        arith::ConstantOp::create(
            b, loc,
            b.getIntegerAttr(newLoop.getStep().getType(), numStages - 1)));
    issue(b, newLoop.getInductionVar(),
          arith::AddIOp::create(b, loc, newLoop.getInductionVar(), ahead),
          write);

    for (auto [c, buffer] : llvm::zip(candidates, buffers)) {
      b.setInsertionPoint(c.load);
      Value tile = LocalLoadOp::create(
          b, c.load.getLoc(), c.load.getResult().getType(), buffer, read);
      c.load.getResult().replaceAllUsesWith(tile);
      c.load.erase();
    }
    // The body's reads of the stage (the dots that read it in place
    // included) are over at its end; in flight, the last dots' after the
    // loop.
    if (mmaInFlight) {
      // The loop's results that the last dots accumulate are read through
      // the wait.
      SmallVector<Value> accumulators;
      for (auto dot : newLoop.getBody()->getOps<aa::DotOp>())
        accumulators.push_back(newLoop.getTiedLoopResult(
            cast<BlockArgument>(dot.getAcc())));
      b.setInsertionPointAfter(newLoop);
      auto wait = WarpgroupWaitOp::create(b, loc, accumulators, 0);
      for (auto [before, after] :
           llvm::zip(accumulators, wait.getResults()))
        before.replaceAllUsesExcept(after, wait);
    } else if (pipe) {
      b.setInsertionPoint(newLoop.getBody()->getTerminator());
      ConsumerReleaseOp::create(b, loc, pipe, read);
    }
  }
};

} // namespace
