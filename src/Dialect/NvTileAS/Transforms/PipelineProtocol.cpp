//===- PipelineProtocol.cpp - the event programs of pipelined loops -------===//
//
// Turns a pipelined loop into the program one thread runs for a concrete
// trip count, by interpreting the IR: the integer arith ops that compute
// stages, predicates and loop values are evaluated on the induction
// variable and the loop-carried values of each iteration; the async ops
// become events; everything else (dots, index maths the events do not need)
// is left alone. A loop whose upper bound is not a constant gets each trip
// count in turn (lower bound 0 and step 1 where those are not constants);
// a loop nested in another loop runs twice, as its next run reuses the
// rings.
//
// Which iteration a copy fills is read from its predicate, which the pass
// makes `iv < upper bound` with iv the induction value of that iteration.
//
// The mbarriers of a pipeline (nv_tileas.create_pipeline) are numbered per
// loop: stage s of the n-th pipeline the loop uses has its `full` one at
// 2 (S_0 + ... + S_n-1) + 2s and its `empty` one right after. The model's
// arrival counts are per thread of the model (PipelineProtocol.h), not the
// op's `threads`: 2 per filling thread on `full`, 1 per reading thread on
// `empty`.
//
// TMA: tma_load and producer_expect_tx (which the pass guards by the
// copy's predicate in an scf.if, taken or not as the interpreter computes
// it) are events of thread 0 only, as the lowering issues them
// (TmaPatterns.cpp); every thread still arrives in producer_commit.
//
// Warp specialization (tileiras-warp-specialize): a kernel with
// nv_tileas.producer_warpgroups splits on `scf.if %p` with %p a
// nv_tileas.producer_warpgroup. The consumer loop (one that reads rings,
// in the else region) is checked with the producer loop of the then region
// (nv_tileas.pipeline_producer) that fills its rings; the producer's
// prologue is the async ops before it in that region. Both run the same
// trip count (their bounds must be the same values). The model has
// CheckOptions::producerThreads threads running the producer program (the
// first issues the TMA copies and expect_tx, as the lowering's first
// producer thread does) and `threads` running the consumer program; a
// `full` phase expects 2 arrivals per producer, an `empty` one 1 per
// consumer, as the lowering's 2 x 128 and 128 (create_pipeline's
// `threads` counts one warpgroup either way). Rings filled by cp.async
// are not modeled there. A consumer loop without its producer loop, or a
// producer loop without its consumer loop, is an error.
//
// Barriers other than async_wait's (tile exchanges through shared memory)
// are not modeled: they only order more, so a protocol proved without them
// holds with them.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"
#include "PipelineInterpreter.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/TypeSwitch.h"

#include <deque>

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace mlir::nv_tileas::protocol;
using mlir::nv_tileas::protocol::detail::bitWidth;
using mlir::nv_tileas::protocol::detail::Interpreter;
using mlir::nv_tileas::protocol::detail::Known;

namespace {

bool isAsyncOp(Operation *op) {
  return isa<AsyncTiledCopyOp, AsyncCommitOp, AsyncWaitOp, LocalLoadOp,
             ProducerAcquireOp, ProducerCommitOp, ConsumerWaitOp,
             ConsumerReleaseOp, TmaLoadOp, ProducerExpectTxOp,
             WarpgroupWaitOp>(op) ||
         op->hasAttr(kMmaInFlightAttrName);
}

/// The stage reads of the thread's warpgroup MMA groups in flight, oldest
/// first: a dot marked mma_in_flight still reads its stages until the
/// warpgroup_wait that retires its group, where they are read again (the
/// hardware may read them at any point up to there).
using InFlightGroups = std::deque<Program>;

/// Whether `op` is an scf.if whose regions hold async ops and no further
/// control flow (the pass's guard of a producer_expect_tx).
bool isGuard(Operation *op) {
  auto guard = dyn_cast<scf::IfOp>(op);
  if (!guard)
    return false;
  bool async = false;
  for (Region &region : guard->getRegions())
    for (Operation &inner : region.getOps()) {
      if (inner.getNumRegions())
        return false;
      async |= isAsyncOp(&inner);
    }
  return async;
}

/// The ring a copy (cp.async or TMA) fills, its stage and its predicate.
struct Copy {
  Value buffer, stage, predicate;
  OperandRange indices;
};
std::optional<Copy> asCopy(Operation *op) {
  if (auto copy = dyn_cast<AsyncTiledCopyOp>(op))
    return Copy{copy.getBuffer(), copy.getStage(), copy.getPredicate(),
                copy.getIndices()};
  if (auto copy = dyn_cast<TmaLoadOp>(op))
    return Copy{copy.getBuffer(), copy.getStage(), copy.getPredicate(),
                copy.getIndices()};
  return std::nullopt;
}

/// The pipeline an mbarrier op of a loop uses.
Value pipelineOf(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<ProducerAcquireOp, ProducerCommitOp, ConsumerWaitOp,
            ConsumerReleaseOp, ProducerExpectTxOp>(
          [](auto op) { return op.getPipeline(); })
      .Default([](Operation *) { return Value(); });
}

/// The pipelines of `loops` (those their bodies wait on or arrive at) and
/// the number of their first mbarrier.
llvm::MapVector<Value, unsigned> collectPipelines(ArrayRef<scf::ForOp> loops) {
  llvm::MapVector<Value, unsigned> pipelines;
  unsigned next = 0;
  for (scf::ForOp loop : loops)
    for (Operation &op : loop.getBody()->getOperations())
      if (Value pipeline = pipelineOf(&op))
        if (pipelines.insert({pipeline, next}).second)
          next += 2 * cast<PipelineType>(pipeline.getType()).getStages();
  return pipelines;
}

/// Whether async ops are nested in the regions of `op`.
bool holdsAsyncOps(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &inner : block)
        if (isAsyncOp(&inner) || holdsAsyncOps(&inner))
          return true;
  return false;
}

/// The rings of `loops` (buffers their bodies copy into or read), in order;
/// none unless one reads (an outer loop only holds a prologue).
llvm::MapVector<Value, unsigned> collectRings(ArrayRef<scf::ForOp> loops) {
  llvm::MapVector<Value, unsigned> rings;
  bool reads = false;
  for (scf::ForOp loop : loops)
    for (Operation &op : loop.getBody()->getOperations()) {
      Value buffer;
      if (std::optional<Copy> copy = asCopy(&op))
        buffer = copy->buffer;
      else if (auto load = dyn_cast<LocalLoadOp>(op))
        buffer = load.getBuffer();
      reads |= isa<LocalLoadOp>(op);
      if (buffer)
        rings.insert({buffer, rings.size()});
    }
  if (!reads)
    rings.clear();
  return rings;
}

/// The rings and mbarriers of one model, numbered across the loops whose
/// programs it runs: a loop, or a consumer loop and its producer loop.
struct Layout {
  llvm::MapVector<Value, unsigned> rings, pipelines;
  /// The rings some loop body copies into; the others hold loop-invariant
  /// operands, copied once before the loop as if for the first iteration.
  llvm::SmallDenseSet<Value, 4> refilled;
};

Layout layoutOf(ArrayRef<scf::ForOp> loops) {
  Layout layout{collectRings(loops), collectPipelines(loops), {}};
  for (scf::ForOp loop : loops)
    for (Operation &op : loop.getBody()->getOperations())
      if (std::optional<Copy> copy = asCopy(&op))
        layout.refilled.insert(copy->buffer);
  return layout;
}

/// Whether every thread reads back only the parts of `ring` it copies
/// itself: the ring is only filled by cp.async (async_tiled_copy) and read
/// by local_load, all in one SIMT layout without replicas (a slot's copier
/// is its reader), and no dot takes what a local_load read (the lowering
/// may read such a stage in place, every thread's part).
bool isThreadPrivateRing(Value ring) {
  Type tile;
  auto same = [&](Type type) {
    if (!tile)
      tile = type;
    return tile == type;
  };
  for (Operation *user : ring.getUsers()) {
    if (auto copy = dyn_cast<AsyncTiledCopyOp>(user)) {
      if (!same(copy.getTile()))
        return false;
      continue;
    }
    auto load = dyn_cast<LocalLoadOp>(user);
    if (!load || !same(load.getResult().getType()))
      return false;
    SmallVector<Value> values{load.getResult()};
    while (!values.empty())
      for (Operation *reader : values.pop_back_val().getUsers()) {
        if (isa<nv_tileaa::DotOp>(reader))
          return false;
        if (isa<nv_tileaa::ReshapeOp, nv_tileaa::PermuteOp>(reader))
          values.push_back(reader->getResult(0));
      }
  }
  SimtLayoutAttr layout = tile ? getSimtLayout(tile) : SimtLayoutAttr();
  return layout && layout.getMap().exact();
}

/// Whether `op` is the loop form of a prologue (the pass emits one past two
/// stages): an scf.for whose body copies and commits, reads no stage and
/// holds no further control flow with async ops.
bool isPrologueLoop(Operation *op) {
  auto loop = dyn_cast<scf::ForOp>(op);
  if (!loop || !loop.getBody()->getOps<LocalLoadOp>().empty() ||
      llvm::none_of(loop.getBody()->getOperations(),
                    [](Operation &inner) { return asCopy(&inner); }))
    return false;
  for (Operation &inner : loop.getBody()->getOperations())
    if (!isAsyncOp(&inner) && !isGuard(&inner) && holdsAsyncOps(&inner))
      return false;
  return true;
}

/// The async ops (and prologue loops) before `loop` in its block back to
/// the previous op that holds async ops (another pipelined loop): the
/// prologue.
SmallVector<Operation *> collectPrologue(scf::ForOp loop) {
  SmallVector<Operation *> prologue;
  for (Operation *op = loop->getPrevNode(); op; op = op->getPrevNode()) {
    if (isPrologueLoop(op) || isGuard(op)) {
      prologue.push_back(op);
      continue;
    }
    if (holdsAsyncOps(op))
      break;
    if (isAsyncOp(op))
      prologue.push_back(op);
  }
  std::reverse(prologue.begin(), prologue.end());
  return prologue;
}

struct Bounds {
  int64_t lower = 0, step = 1;
  std::optional<int64_t> fixedTrip; // a constant upper bound
};

std::optional<int64_t> constantInt(Value value) {
  APInt known;
  if (matchPattern(value, m_ConstantInt(&known)))
    return known.getSExtValue();
  return std::nullopt;
}

Bounds getBounds(scf::ForOp loop) {
  Bounds bounds;
  bounds.lower = constantInt(loop.getLowerBound()).value_or(0);
  bounds.step = constantInt(loop.getStep()).value_or(1);
  if (std::optional<int64_t> upper = constantInt(loop.getUpperBound()))
    bounds.fixedTrip = bounds.step > 0 && *upper > bounds.lower
                           ? (*upper - bounds.lower + bounds.step - 1) /
                                 bounds.step
                           : 0;
  return bounds;
}

/// Appends the event of `op` (an async op) to `program`.
LogicalResult addEvent(Operation *op, Interpreter &interp, scf::ForOp loop,
                       const Bounds &bounds, const Layout &layout,
                       int64_t iteration, int64_t tagOffset, Program &program,
                       InFlightGroups &inFlight) {
  const llvm::MapVector<Value, unsigned> &rings = layout.rings;
  const llvm::MapVector<Value, unsigned> &pipelines = layout.pipelines;
  auto stageOf = [&](Value buffer, Value stage, Event &event) -> LogicalResult {
    auto ring = rings.find(buffer);
    if (ring == rings.end())
      return op->emitError("pipeline protocol: a copy into a ring the loop "
                           "does not use");
    event.ring = ring->second;
    Known known = interp.eval(stage);
    int64_t stages = cast<SharedBufferType>(buffer.getType()).getStages();
    if (!known)
      return op->emitError("pipeline protocol: cannot compute the stage");
    event.stage = known->getSExtValue();
    if (event.stage < 0 || event.stage >= stages)
      return op->emitError("pipeline protocol: stage ")
             << event.stage << " is outside the ring's " << stages;
    return success();
  };
  if (isa<AsyncCommitOp>(op)) {
    program.push_back(Event{Event::Commit});
    return success();
  }
  if (Value pipeline = pipelineOf(op)) {
    auto found = pipelines.find(pipeline);
    if (found == pipelines.end())
      return op->emitError("pipeline protocol: a pipeline the loop does not "
                           "use");
    Value stage = op->getOperand(1);
    Known known = interp.eval(stage);
    int64_t stages = cast<PipelineType>(pipeline.getType()).getStages();
    if (!known)
      return op->emitError("pipeline protocol: cannot compute the stage");
    Event event{Event::WaitPhase};
    event.stage = known->getSExtValue();
    if (event.stage < 0 || event.stage >= stages)
      return op->emitError("pipeline protocol: stage ")
             << event.stage << " is outside the pipeline's " << stages;
    bool empty = isa<ProducerAcquireOp, ConsumerReleaseOp>(op);
    event.barrier = found->second + 2 * event.stage + (empty ? 1 : 0);
    if (auto expect = dyn_cast<ProducerExpectTxOp>(op)) {
      event.kind = Event::ExpectTx;
      event.bytes = expect.getBytes();
    } else if (isa<ProducerAcquireOp, ConsumerWaitOp>(op)) {
      Known parity = interp.eval(op->getOperand(2));
      if (!parity)
        return op->emitError("pipeline protocol: cannot compute the parity");
      event.parity = !parity->isZero();
    } else {
      event.kind =
          isa<ProducerCommitOp>(op) ? Event::CopyArrive : Event::Release;
    }
    program.push_back(event);
    return success();
  }
  if (auto wait = dyn_cast<AsyncWaitOp>(op)) {
    Event event{Event::Wait};
    event.pending = wait.getPending();
    event.ctaBarrier = !wait.getThreadPrivate();
    program.push_back(event);
    return success();
  }
  auto readOf = [&](LocalLoadOp load) -> FailureOr<Event> {
    Event event{Event::Read};
    bool invariant = !layout.refilled.contains(load.getBuffer());
    event.iteration = tagOffset + (invariant ? 0 : iteration);
    if (failed(stageOf(load.getBuffer(), load.getStage(), event)))
      return failure();
    return event;
  };
  if (auto load = dyn_cast<LocalLoadOp>(op)) {
    FailureOr<Event> event = readOf(load);
    if (failed(event))
      return failure();
    program.push_back(*event);
    return success();
  }
  if (op->hasAttr(kMmaInFlightAttrName)) {
    Program group;
    for (Value operand : op->getOperands())
      if (auto load = operand.getDefiningOp<LocalLoadOp>()) {
        FailureOr<Event> event = readOf(load);
        if (failed(event))
          return failure();
        group.push_back(*event);
      }
    inFlight.push_back(std::move(group));
    return success();
  }
  if (auto wait = dyn_cast<WarpgroupWaitOp>(op)) {
    while (inFlight.size() > wait.getPending()) {
      llvm::append_range(program, inFlight.front());
      inFlight.pop_front();
    }
    return success();
  }
  Copy copy = *asCopy(op);
  auto cmp = copy.predicate ? copy.predicate.getDefiningOp<arith::CmpIOp>()
                            : arith::CmpIOp();
  if (!cmp || cmp.getRhs() != loop.getUpperBound())
    return op->emitError("pipeline protocol: cannot tell which iteration the "
                         "copy is for (its predicate is not `iv < upper "
                         "bound`)");
  Known active = interp.eval(copy.predicate);
  Known iv = interp.eval(cmp.getLhs());
  if (!active || !iv)
    return op->emitError("pipeline protocol: cannot compute the predicate");
  if (active->isZero())
    return success();
  int64_t distance = iv->getSExtValue() - bounds.lower;
  if (distance % bounds.step)
    return op->emitError("pipeline protocol: the copy's iteration value ")
           << iv->getSExtValue() << " is not an iteration of the loop";
  Event event{Event::Issue};
  event.iteration = tagOffset + distance / bounds.step;
  if (failed(stageOf(copy.buffer, copy.stage, event)))
    return failure();
  if (auto tma = dyn_cast<TmaLoadOp>(op)) {
    auto found = pipelines.find(tma.getPipeline());
    if (found == pipelines.end())
      return op->emitError("pipeline protocol: a pipeline the loop does not "
                           "use");
    int64_t stages = cast<PipelineType>(tma.getPipeline().getType()).getStages();
    if (event.stage >= stages)
      return op->emitError("pipeline protocol: stage ")
             << event.stage << " is outside the pipeline's " << stages;
    event.barrier = found->second + 2 * event.stage;
    event.bytes = tma.getDesc().getType().getBoxBytes();
  }
  program.push_back(event);
  return success();
}

/// Appends the events of `op`: an async op's, or those of the region an
/// scf.if guard takes.
LogicalResult addEvents(Operation *op, Interpreter &interp, scf::ForOp loop,
                        const Bounds &bounds, const Layout &layout,
                        int64_t iteration, int64_t tagOffset, Program &program,
                        InFlightGroups &inFlight) {
  if (isAsyncOp(op))
    return addEvent(op, interp, loop, bounds, layout, iteration, tagOffset,
                    program, inFlight);
  if (!isGuard(op))
    return success();
  auto guard = cast<scf::IfOp>(op);
  Known taken = interp.eval(guard.getCondition());
  if (!taken)
    return op->emitError("pipeline protocol: cannot compute the condition");
  Region &region =
      taken->isZero() ? guard.getElseRegion() : guard.getThenRegion();
  for (Operation &inner : region.getOps())
    if (isAsyncOp(&inner) &&
        failed(addEvent(&inner, interp, loop, bounds, layout, iteration,
                        tagOffset, program, inFlight)))
      return failure();
  return success();
}

/// Whether `value` depends on a value the loop carries (its induction
/// variable or iter_args) other than through `through`.
bool dependsOnLoopBesides(Value value, Value through, scf::ForOp loop) {
  if (value == through)
    return false;
  if (auto arg = dyn_cast<BlockArgument>(value))
    return arg.getOwner() == loop.getBody();
  Operation *op = value.getDefiningOp();
  if (!loop->isProperAncestor(op))
    return false;
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return dependsOnLoopBesides(operand, through, loop);
  });
}

/// Checks that copies load the tile of the iteration their predicate names:
/// the indices of a copy in the body depend on the loop only through that
/// iteration's value, and a prologue copy loads what the body's copy into
/// the same ring would for its iteration. Returns what is wrong, if
/// anything (a wrong tile is property 4, found without exploring).
std::optional<std::string> checkCopyTiles(scf::ForOp loop, const Bounds &bounds,
                                          ArrayRef<Operation *> prologue) {
  DenseMap<Value, Operation *> bodyCopy;
  for (Operation &op : loop.getBody()->getOperations()) {
    std::optional<Copy> copy = asCopy(&op);
    if (!copy)
      continue;
    auto cmp = copy->predicate
                   ? copy->predicate.getDefiningOp<arith::CmpIOp>()
                   : arith::CmpIOp();
    if (!cmp)
      continue; // extractProgram reports it
    for (Value index : copy->indices)
      if (dependsOnLoopBesides(index, cmp.getLhs(), loop))
        return std::string("a copy in the loop computes its indices from the "
                           "current iteration's values, not from those of "
                           "the iteration it copies (its predicate's)");
    // Two copies into one ring in the body: no single reference.
    auto [it, inserted] = bodyCopy.try_emplace(copy->buffer, &op);
    if (!inserted)
      it->second = nullptr;
  }
  Type ivType = loop.getInductionVar().getType();
  for (Operation *op : prologue) {
    std::optional<Copy> copy = asCopy(op);
    Operation *referenceOp = copy ? bodyCopy.lookup(copy->buffer) : nullptr;
    if (!referenceOp)
      continue;
    Copy reference = *asCopy(referenceOp);
    auto cmp = copy->predicate
                   ? copy->predicate.getDefiningOp<arith::CmpIOp>()
                   : arith::CmpIOp();
    if (!cmp || copy->indices.size() != reference.indices.size())
      continue;
    Interpreter outside(loop), inside(loop);
    outside.bindOuter(loop.getLowerBound(),
                      APInt(bitWidth(ivType), bounds.lower, true));
    outside.bindOuter(loop.getStep(),
                      APInt(bitWidth(ivType), bounds.step, true));
    Known iv = outside.eval(cmp.getLhs());
    if (!iv)
      continue;
    inside.startIteration(
        SmallVector<Known>(loop.getBody()->getNumArguments(), std::nullopt));
    auto refCmp = reference.predicate.getDefiningOp<arith::CmpIOp>();
    inside.bindInner(refCmp.getLhs(), *iv);
    for (auto [mine, theirs] : llvm::zip(copy->indices, reference.indices)) {
      Known a = outside.eval(mine), b = inside.eval(theirs);
      if (a && b && a->getBitWidth() == b->getBitWidth() && *a != *b)
        return "the prologue copy of it " +
               std::to_string((iv->getSExtValue() - bounds.lower) /
                              bounds.step) +
               " loads index " + std::to_string(a->getSExtValue()) +
               " where the loop's copy of that iteration loads " +
               std::to_string(b->getSExtValue());
    }
  }
  return std::nullopt;
}

/// The program one thread runs in a model laid out as `layout`: the
/// prologue of `loop` and `trip` iterations of its body.
FailureOr<Program> interpret(scf::ForOp loop, int64_t trip,
                             const Layout &layout) {
  SmallVector<Operation *> prologue = collectPrologue(loop);
  Bounds bounds = getBounds(loop);
  if (bounds.step <= 0)
    return loop.emitError("pipeline protocol: the step must be positive");
  Interpreter interp(loop);
  Type ivType = loop.getInductionVar().getType();
  auto concrete = [&](int64_t v) {
    return APInt(bitWidth(ivType), v, /*isSigned=*/true);
  };
  interp.bindOuter(loop.getLowerBound(), concrete(bounds.lower));
  interp.bindOuter(loop.getStep(), concrete(bounds.step));
  if (!bounds.fixedTrip)
    interp.bindOuter(loop.getUpperBound(),
                     concrete(bounds.lower + trip * bounds.step));

  for (Operation &op : loop.getBody()->getOperations())
    if (holdsAsyncOps(&op) && !isGuard(&op))
      return op.emitError("pipeline protocol: async ops under control flow "
                          "in a pipelined loop are not modeled");

  Program program;
  // The next run of a nested loop refills rings the last one read.
  int runs = loop->getParentOfType<LoopLikeOpInterface>() ? 2 : 1;
  for (int run = 0; run < runs; ++run) {
    int64_t tagOffset = run * kRunStride;
    InFlightGroups inFlight;
    for (Operation *op : prologue) {
      auto prologueLoop = dyn_cast<scf::ForOp>(op);
      if (!prologueLoop) {
        if (failed(addEvents(op, interp, loop, bounds, layout, 0, tagOffset,
                             program, inFlight)))
          return failure();
        continue;
      }
      // A prologue loop runs its constant trip count; its body's values are
      // computed afresh in each of its iterations.
      std::optional<int64_t> from = constantInt(prologueLoop.getLowerBound()),
                             to = constantInt(prologueLoop.getUpperBound()),
                             by = constantInt(prologueLoop.getStep());
      if (!from || !to || !by || *by <= 0)
        return prologueLoop.emitError(
            "pipeline protocol: a prologue loop needs constant bounds");
      Interpreter steps(prologueLoop);
      steps.bindOuter(loop.getLowerBound(), concrete(bounds.lower));
      steps.bindOuter(loop.getStep(), concrete(bounds.step));
      if (!bounds.fixedTrip)
        steps.bindOuter(loop.getUpperBound(),
                        concrete(bounds.lower + trip * bounds.step));
      Type type = prologueLoop.getInductionVar().getType();
      for (int64_t d = *from; d < *to; d += *by) {
        steps.startIteration({APInt(bitWidth(type), d, /*isSigned=*/true)});
        for (Operation &inner : prologueLoop.getBody()->getOperations())
          if (failed(addEvents(&inner, steps, loop, bounds, layout, 0,
                               tagOffset, program, inFlight)))
            return failure();
      }
    }
    SmallVector<Known> arguments{concrete(bounds.lower)};
    for (Value init : loop.getInitArgs())
      arguments.push_back(interp.eval(init));
    for (int64_t i = 0; i < trip; ++i) {
      interp.startIteration(arguments);
      for (Operation &op : loop.getBody()->getOperations())
        if (failed(addEvents(&op, interp, loop, bounds, layout, i, tagOffset,
                             program, inFlight)))
          return failure();
      arguments.assign({concrete(bounds.lower + (i + 1) * bounds.step)});
      for (Value yielded : loop.getBody()->getTerminator()->getOperands())
        arguments.push_back(interp.eval(yielded));
    }
    // The groups still in flight are retired after the loop (the pass's
    // warpgroup_wait 0 there).
    for (Program &group : inFlight)
      llvm::append_range(program, group);
  }
  return program;
}

/// The scf.if on nv_tileas.producer_warpgroup that `op` is nested in (the
/// split of a warp-specialized kernel into its roles), if any.
scf::IfOp roleSplitOf(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto split = dyn_cast<scf::IfOp>(parent))
      if (split.getCondition().getDefiningOp<ProducerWarpgroupOp>())
        return split;
  return {};
}

bool isProducerLoop(scf::ForOp loop) {
  return loop->hasAttr(kPipelineProducerAttrName);
}

/// Whether `loop` reads rings in the else region of a role split: the
/// consumer loop of a warp-specialized kernel.
bool isConsumerLoop(scf::ForOp loop) {
  scf::IfOp split = roleSplitOf(loop);
  return split && split.getElseRegion().isAncestor(loop->getParentRegion()) &&
         !collectRings(loop).empty();
}

/// The producer loops of `consumer`'s role split that fill (in their bodies
/// or prologues) a ring it reads: exactly one in a well-formed kernel.
SmallVector<scf::ForOp> producersOf(scf::ForOp consumer) {
  scf::IfOp split = roleSplitOf(consumer);
  llvm::SmallDenseSet<Value, 4> read;
  for (LocalLoadOp load : consumer.getBody()->getOps<LocalLoadOp>())
    read.insert(load.getBuffer());
  auto fills = [&](Operation *root) {
    return root
        ->walk([&](Operation *op) {
          std::optional<Copy> copy = asCopy(op);
          return copy && read.contains(copy->buffer) ? WalkResult::interrupt()
                                                     : WalkResult::advance();
        })
        .wasInterrupted();
  };
  SmallVector<scf::ForOp> producers;
  split.getThenRegion().walk([&](scf::ForOp loop) {
    if (isProducerLoop(loop) && roleSplitOf(loop) == split &&
        (fills(loop) || llvm::any_of(collectPrologue(loop), fills)))
      producers.push_back(loop);
  });
  return producers;
}

/// The producer loop of `loop`: null where `loop` is not a consumer loop,
/// an error where it is and not exactly one producer loop fills its rings.
FailureOr<scf::ForOp> producerLoopOf(scf::ForOp loop) {
  if (!isConsumerLoop(loop))
    return scf::ForOp();
  SmallVector<scf::ForOp> producers = producersOf(loop);
  if (producers.size() == 1)
    return producers.front();
  if (producers.empty())
    return loop.emitError("pipeline protocol: no producer loop (")
           << kPipelineProducerAttrName
           << ") of the producer warpgroup fills the rings this consumer "
              "loop reads";
  InFlightDiagnostic error = loop.emitError("pipeline protocol: ")
                             << producers.size()
                             << " producer loops fill the rings this "
                                "consumer loop reads";
  for (scf::ForOp producer : producers)
    error.attachNote(producer.getLoc()) << "a producer loop";
  return error;
}

/// Rejects, at the op, what the warp-specialized model does not represent:
/// TMA copies or announcements among the consumer's ops (a TMA stage is
/// the first producer's in the model), and cp.async rings (a part per
/// copying thread, CTA barriers across both roles).
LogicalResult checkRoles(scf::ForOp consumer, scf::ForOp producer) {
  auto check = [](Operation *root, bool isConsumer) {
    return failure(
        root->walk([&](Operation *op) {
              if (isa<AsyncTiledCopyOp, AsyncCommitOp, AsyncWaitOp>(op)) {
                op->emitError("pipeline protocol: cp.async rings of "
                              "warp-specialized loops are not modeled");
                return WalkResult::interrupt();
              }
              if (isConsumer && isa<TmaLoadOp, ProducerExpectTxOp>(op)) {
                op->emitError("pipeline protocol: a TMA copy in a "
                              "warp-specialized consumer loop (the producer "
                              "warpgroup issues them)");
                return WalkResult::interrupt();
              }
              return WalkResult::advance();
            })
            .wasInterrupted());
  };
  for (auto [loop, isConsumer] :
       {std::pair{consumer, true}, std::pair{producer, false}}) {
    if (failed(check(loop, isConsumer)))
      return failure();
    for (Operation *op : collectPrologue(loop))
      if (failed(check(op, isConsumer)))
        return failure();
  }
  return success();
}

/// Whether two loop bounds are one value, or equal constants.
bool sameBound(Value a, Value b) {
  if (a == b)
    return true;
  std::optional<int64_t> x = constantInt(a), y = constantInt(b);
  return x && y && *x == *y;
}

/// Checks the model of `loop`, with `producer` its producer loop where it
/// is a warp-specialized consumer loop, for every trip count.
FailureOr<LoopReport> checkModel(scf::ForOp loop, scf::ForOp producer,
                                 const CheckOptions &options) {
  LoopReport report;
  SmallVector<scf::ForOp, 2> loops{loop};
  if (producer) {
    if (!sameBound(loop.getLowerBound(), producer.getLowerBound()) ||
        !sameBound(loop.getUpperBound(), producer.getUpperBound()) ||
        !sameBound(loop.getStep(), producer.getStep())) {
      InFlightDiagnostic error =
          producer.emitError("pipeline protocol: the producer loop's bounds "
                             "are not those of its consumer loop");
      error.attachNote(loop.getLoc()) << "the consumer loop";
      return error;
    }
    if (options.producerThreads == 0)
      return loop.emitError("pipeline protocol: a warp-specialized model "
                            "needs a producer thread");
    if (failed(checkRoles(loop, producer)))
      return failure();
    loops.push_back(producer);
    report.producers = options.producerThreads;
    report.consumers = options.threads;
  }
  Layout layout = layoutOf(loops);
  SmallVector<int64_t> ringStages;
  SmallVector<bool> privateRings;
  for (auto &ring : layout.rings) {
    ringStages.push_back(
        cast<SharedBufferType>(ring.first.getType()).getStages());
    privateRings.push_back(isThreadPrivateRing(ring.first));
    report.stages = std::max(report.stages, ringStages.back());
  }
  report.rings = layout.rings.size();
  // A `full` phase waits for two arrivals from each thread that fills the
  // ring, an `empty` one for one from each that reads it: every thread of
  // a loop that does both, else the producers and the consumers.
  unsigned fillers = producer ? report.producers : options.threads;
  SmallVector<Barrier> barriers;
  for (auto &pipeline : layout.pipelines)
    for (int64_t s = 0,
                 e = cast<PipelineType>(pipeline.first.getType()).getStages();
         s < e; ++s)
      barriers.append(
          {Barrier{true, 2 * fillers}, Barrier{false, options.threads}});
  report.barriers = barriers.size();
  Bounds bounds = getBounds(loop);
  int64_t first = 0;
  report.maxTrip = options.maxTrip ? options.maxTrip : 2 * report.stages + 1;
  if (bounds.fixedTrip)
    first = report.maxTrip = *bounds.fixedTrip;
  if (report.maxTrip >= kRunStride)
    return loop.emitError("pipeline protocol: trip counts up to ")
           << kRunStride - 1 << " are modeled, not " << report.maxTrip;
  // The copies are the producer's; property 4 holds them to its prologue.
  scf::ForOp copier = producer ? producer : loop;
  if (std::optional<std::string> wrong =
          checkCopyTiles(copier, getBounds(copier), collectPrologue(copier))) {
    report.violation = Violation{Property::WrongIteration, *wrong};
    return report;
  }
  for (int64_t trip = first; trip <= report.maxTrip; ++trip) {
    FailureOr<Program> program = interpret(copier, trip, layout);
    if (failed(program))
      return failure();
    // Producers first: thread 0 issues the TMA copies.
    std::vector<Program> threads(producer ? report.producers : options.threads,
                                 *program);
    if (producer) {
      FailureOr<Program> consumer = interpret(loop, trip, layout);
      if (failed(consumer))
        return failure();
      threads.insert(threads.end(), report.consumers, *consumer);
    }
    // A TMA stage is one tile, the issuer's (PipelineModel.cpp): a ring
    // that cp.async fills as well has no single model.
    llvm::SmallDenseMap<unsigned, bool> tmaFilled;
    for (const Program &thread : threads)
      for (const Event &e : thread) {
        bool tma = e.bytes != 0;
        if (e.kind == Event::Issue &&
            tmaFilled.try_emplace(e.ring, tma).first->second != tma)
          return loop.emitError("pipeline protocol: ring ")
                 << e.ring << " is filled both by TMA and by cp.async";
      }
    // Thread 0 issues the TMA copies and announces their bytes.
    for (Program &others : llvm::drop_begin(threads))
      llvm::erase_if(others, [](const Event &e) {
        return e.kind == Event::ExpectTx || (e.kind == Event::Issue && e.bytes);
      });
    Exploration result =
        explore(threads, ringStages, barriers, options.maxStates, privateRings);
    report.states += result.states;
    if (!result.limit.empty())
      return loop.emitError("pipeline protocol: the model at trip count ")
             << trip << " has " << result.limit
             << ", beyond what the checker explores";
    if (result.violation) {
      report.violation = result.violation;
      report.violatingTrip = trip;
      break;
    }
  }
  return report;
}

/// "2 threads", or "1 producer + 2 consumer threads".
std::string describeThreads(const LoopReport &report, unsigned threads) {
  if (!report.producers)
    return std::to_string(threads) + " threads";
  return std::to_string(report.producers) + " producer + " +
         std::to_string(report.consumers) + " consumer threads";
}

} // namespace

bool mlir::nv_tileas::protocol::isPipelinedLoop(scf::ForOp loop) {
  return !collectRings(loop).empty();
}

FailureOr<Program> mlir::nv_tileas::protocol::extractProgram(scf::ForOp loop,
                                                             int64_t trip) {
  return interpret(loop, trip, layoutOf(loop));
}

FailureOr<LoopReport>
mlir::nv_tileas::protocol::checkLoop(scf::ForOp loop,
                                     const CheckOptions &options) {
  FailureOr<scf::ForOp> producer = producerLoopOf(loop);
  if (failed(producer))
    return failure();
  return checkModel(loop, *producer, options);
}

LogicalResult mlir::nv_tileas::protocol::checkPipelines(
    Operation *root, const CheckOptions &options, bool remarks) {
  bool failed = false;
  // The producer loops some consumer loop reads from.
  llvm::SmallPtrSet<Operation *, 4> consumed;
  root->walk([&](scf::ForOp loop) {
    if (!isPipelinedLoop(loop))
      return;
    if (isConsumerLoop(loop))
      for (scf::ForOp producer : producersOf(loop))
        consumed.insert(producer);
    FailureOr<LoopReport> report = checkLoop(loop, options);
    if (mlir::failed(report)) {
      failed = true;
      return;
    }
    if (report->violation) {
      failed = true;
      InFlightDiagnostic error = loop.emitError("pipeline protocol violated: ")
                                 << describe(report->violation->property);
      if (report->violatingTrip < 0) {
        error.attachNote() << report->violation->trace;
        return;
      }
      error << ", at trip count " << report->violatingTrip << " with "
            << describeThreads(*report, options.threads);
      error.attachNote() << "counterexample: " << report->violation->trace;
      return;
    }
    if (remarks)
      loop.emitRemark("pipeline protocol: ")
          << report->stages << " stages, " << report->rings
          << (report->rings == 1 ? " ring" : " rings")
          << (report->barriers
                  ? ", " + std::to_string(report->barriers) + " mbarriers"
                  : std::string())
          << ", trip "
          << "counts " << (getBounds(loop).fixedTrip ? report->maxTrip : 0)
          << ".." << report->maxTrip << ", "
          << describeThreads(*report, options.threads) << ", " << report->states
          << " states, 0 violations";
  });
  root->walk([&](scf::ForOp loop) {
    if (!isProducerLoop(loop) || consumed.contains(loop))
      return;
    failed = true;
    scf::IfOp split = roleSplitOf(loop);
    if (!split || !split.getThenRegion().isAncestor(loop->getParentRegion()))
      loop.emitError("pipeline protocol: a producer loop outside the "
                     "producer warpgroup's region (the then region of an "
                     "scf.if on nv_tileas.producer_warpgroup)");
    else
      loop.emitError("pipeline protocol: no consumer loop reads the rings "
                     "this producer loop fills");
  });
  return failure(failed);
}
