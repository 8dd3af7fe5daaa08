//===- WarpSpecialize.cpp - a producer warpgroup for TMA pipelines --------===//
//
// See the pass description in Passes.td. The rewrite keeps the pipeline's
// protocol as tileiras-pipeline-loads wrote it and only splits its agents:
// the producer region is the prologue and the loop with every op that does
// not feed a copy removed, the consumer region the rest with the copies
// removed. Stages, parities and predicates are the same ops in both.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Remarks.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_WARPSPECIALIZE
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

namespace {

/// The register file of an SM, per CTA at one CTA per SM.
constexpr int64_t kRegistersPerSM = 64 * 1024;
/// The kernel's per-thread limit when no occupancy hint sets one: what
/// NVIDIA's tileiras 13.4 gives its warp-specialized GEMMs (256 threads).
constexpr int64_t kDefaultRegisterLimit = 128;

/// The ops the producer issues: the copies and the producer side of the
/// mbarrier handshake.
bool isProducerOp(Operation *op) {
  return isa<ProducerAcquireOp, ProducerExpectTxOp, TmaLoadOp,
             ProducerCommitOp>(op);
}

/// Whether `op` is or holds a producer op.
bool holdsProducerOps(Operation *op) {
  return op
      ->walk([](Operation *inner) {
        return isProducerOp(inner) ? WalkResult::interrupt()
                                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether every op nested in `op` is a producer op, pure, or a
/// terminator: a prologue loop or the guard of an expect_tx.
bool onlyProducerWork(Operation *op) {
  return !op->walk([](Operation *inner) {
              bool fine = isProducerOp(inner) || isMemoryEffectFree(inner) ||
                          inner->hasTrait<OpTrait::IsTerminator>() ||
                          isa<scf::ForOp, scf::IfOp>(inner);
              return fine ? WalkResult::advance() : WalkResult::interrupt();
            }).wasInterrupted();
}

/// The ops of `block` (not its terminator) that `roots` need: the roots and,
/// transitively, the defining ops in `block` of every value they and their
/// nested ops use; through the block's arguments when `forLoop` carries
/// them, its yielded values too. `carried` collects the iter_args needed.
llvm::SetVector<Operation *> backwardSlice(Block &block,
                                           ArrayRef<Operation *> roots,
                                           scf::ForOp forLoop,
                                           llvm::SmallBitVector &carried) {
  llvm::SetVector<Operation *> needed;
  SmallVector<Operation *> worklist(roots.begin(), roots.end());
  auto need = [&](Value value) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (!forLoop || arg.getOwner() != &block || arg.getArgNumber() == 0)
        return;
      unsigned i = arg.getArgNumber() - 1;
      if (carried.test(i))
        return;
      carried.set(i);
      value = block.getTerminator()->getOperand(i);
      if (isa<BlockArgument>(value))
        return;
    }
    Operation *def = value.getDefiningOp();
    if (def && def->getBlock() == &block && !needed.contains(def))
      worklist.push_back(def);
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!needed.insert(op))
      continue;
    op->walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        need(operand);
    });
  }
  return needed;
}

/// Erases the ops of `block` (not its terminator) outside `keep`, users
/// first.
void eraseAllBut(Block &block, const llvm::SetVector<Operation *> &keep) {
  SmallVector<Operation *> doomed;
  for (Operation &op : block.without_terminator())
    if (!keep.contains(&op))
      doomed.push_back(&op);
  for (Operation *op : llvm::reverse(doomed)) {
    op->dropAllUses();
    op->erase();
  }
}

/// Erases the producer ops in `region`, the scf.if guards they leave
/// empty, then the ops nothing uses any more (pure ones, and prologue
/// loops left without effects).
void eraseProducerOps(Region &region) {
  SmallVector<Operation *> doomed;
  region.walk([&](Operation *op) {
    if (isProducerOp(op))
      doomed.push_back(op);
  });
  for (Operation *op : doomed)
    op->erase();
  bool changed = true;
  while (changed) {
    changed = false;
    region.walk<WalkOrder::PostOrder>([&](Operation *op) {
      auto guard = dyn_cast<scf::IfOp>(op);
      bool emptyGuard = guard && guard->getNumResults() == 0 &&
                        guard.thenBlock()->without_terminator().empty() &&
                        (!guard.elseBlock() ||
                         guard.elseBlock()->without_terminator().empty());
      if (emptyGuard || isOpTriviallyDead(op)) {
        op->erase();
        changed = true;
      }
    });
  }
}

struct Plan {
  scf::ForOp loop;
  /// The first op of the prologue: where the regions split.
  Operation *split = nullptr;
  int64_t threads = 0, limit = 0, producerRegisters = 0, consumerRegisters = 0;
};

class Specializer {
public:
  Specializer(FunctionOpInterface function, int64_t threads,
              int64_t producerRegisters)
      : function(function), threads(threads),
        producerRegisters(producerRegisters) {}

  /// Why the function stays as it is (empty: it can be specialized).
  std::string analyze(Plan &plan);
  void rewrite(Plan plan);

private:
  FunctionOpInterface function;
  int64_t threads, producerRegisters;
};

std::string Specializer::analyze(Plan &plan) {
  Block &entry = function.getFunctionBody().front();
  SmallVector<scf::ForOp> loops;
  function.walk([&](scf::ForOp loop) {
    if (loop->hasAttr(kPipelineStagesAttrName))
      loops.push_back(loop);
  });
  if (loops.empty())
    return "";
  if (loops.size() > 1)
    return "more than one pipelined loop";
  scf::ForOp loop = loops.front();
  if (loop->getBlock() != &entry)
    return "the pipelined loop is nested";
  bool cpAsync = false;
  loop->walk([&](AsyncTiledCopyOp) { cpAsync = true; });
  bool tma = false;
  loop->walk([&](TmaLoadOp) { tma = true; });
  if (cpAsync || !tma)
    return "the loop's copies are not all TMA";
  // create_pipeline counts 2 x T arrivals per full phase, which the 128
  // producer threads make only when T is one warpgroup.
  if (threads != kWarpgroupSize)
    return "the kernel has " + std::to_string(threads) +
           " tile threads, not one warpgroup";
  plan.loop = loop;

  // The prologue: the ops before the loop that hold producer ops.
  for (Operation &op : llvm::make_range(entry.begin(), loop->getIterator()))
    if (holdsProducerOps(&op)) {
      if (!plan.split)
        plan.split = &op;
      if (!onlyProducerWork(&op))
        return "the prologue does more than copy";
    }
  if (!plan.split)
    plan.split = loop;
  // What stays before the split runs in every thread: no memory but the
  // pipeline's own set-up, and no tile (its threads are the consumers).
  for (Operation &op :
       llvm::make_range(entry.begin(), plan.split->getIterator()))
    if (!isMemoryEffectFree(&op) &&
        !isa<MakeTmaDescOp, CreatePipelineOp, AllocSharedOp,
             aa::CreateMemTokenOp, aa::MakeMemrefOp>(op))
      return "'" + op.getName().getStringRef().str() +
             "' before the pipeline's prologue";
  // After the split, the pipeline's producer ops are the prologue's and the
  // loop's only.
  for (Operation &op :
       llvm::make_range(std::next(loop->getIterator()), entry.end()))
    if (holdsProducerOps(&op))
      return "copies into the pipeline after its loop";
  // Everything the loop's copies need must be computable by the producer.
  llvm::SmallBitVector carried(loop.getNumRegionIterArgs());
  SmallVector<Operation *> roots;
  for (Operation &op : loop.getBody()->without_terminator())
    if (holdsProducerOps(&op))
      roots.push_back(&op);
  llvm::SetVector<Operation *> loopSlice =
      backwardSlice(*loop.getBody(), roots, loop, carried);
  for (Operation *op : loopSlice)
    if (!isProducerOp(op) && !onlyProducerWork(op))
      return "the loop's copies depend on '" +
             op->getName().getStringRef().str() + "'";
  // So must what they need from between the split and the loop: no memory
  // access, no tile (an exchange's barrier is the consumers').
  SmallVector<Operation *> needs;
  auto needDef = [&](Value value) {
    if (Operation *def = value.getDefiningOp();
        def && def->getBlock() == &entry)
      needs.push_back(def);
  };
  for (Operation &op :
       llvm::make_range(plan.split->getIterator(), loop->getIterator()))
    if (holdsProducerOps(&op))
      needs.push_back(&op);
  for (Operation *op : loopSlice)
    op->walk([&](Operation *inner) {
      llvm::for_each(inner->getOperands(), needDef);
    });
  needDef(loop.getLowerBound());
  needDef(loop.getUpperBound());
  needDef(loop.getStep());
  for (unsigned i = 0; i < carried.size(); ++i)
    if (carried.test(i))
      needDef(loop.getInitArgs()[i]);
  llvm::SmallBitVector none;
  for (Operation *op : backwardSlice(entry, needs, nullptr, none))
    if (!op->isBeforeInBlock(plan.split) && !holdsProducerOps(op) &&
        (!isMemoryEffectFree(op) ||
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<ShapedType>)))
      return "the producer would need '" + op->getName().getStringRef().str() +
             "'";

  // Registers: the producer gives back what the consumers take, within the
  // kernel's limit over all its threads.
  int64_t all = threads + kWarpgroupSize;
  plan.threads = threads;
  plan.limit = kDefaultRegisterLimit;
  if (auto occupancy =
          function->getAttrOfType<IntegerAttr>(aa::kOccupancyAttrName);
      occupancy && occupancy.getInt() > 1)
    plan.limit = std::min(plan.limit,
                          kRegistersPerSM / (occupancy.getInt() * all) / 8 * 8);
  plan.producerRegisters = producerRegisters;
  plan.consumerRegisters = std::min<int64_t>(
      256, (plan.limit * all - producerRegisters * kWarpgroupSize) / threads /
               8 * 8);
  if (plan.consumerRegisters <= plan.limit)
    return "the register limit (" + std::to_string(plan.limit) +
           " per thread, from the occupancy hint) leaves nothing to move";
  return "";
}

void Specializer::rewrite(Plan plan) {
  MLIRContext *context = function->getContext();
  Block &entry = function.getFunctionBody().front();
  Location loc = plan.loop.getLoc();
  OpBuilder b(context);
  b.setInsertionPoint(plan.split);
  Value role = ProducerWarpgroupOp::create(b, loc, b.getI1Type());
  auto split = scf::IfOp::create(b, loc, role, /*withElseRegion=*/true);
  Block *producer = split.thenBlock();
  Block *consumer = split.elseBlock();

  // The producer: a copy of the prologue and the loop, trimmed to what the
  // copies need.
  b.setInsertionPoint(producer->getTerminator());
  SetMaxRegistersOp::create(b, loc, /*increase=*/false, plan.producerRegisters);
  IRMapping mapping;
  auto splitIt = std::next(split->getIterator());
  for (Operation &op :
       llvm::make_range(splitIt, std::next(plan.loop->getIterator())))
    b.clone(op, mapping);
  auto loop = cast<scf::ForOp>(mapping.lookup(plan.loop.getOperation()));
  loop->removeAttr(kPipelineStagesAttrName);
  loop->removeAttr(kPipelineIIAttrName);
  loop->setAttr(kPipelineProducerAttrName, UnitAttr::get(context));
  {
    Block &body = *loop.getBody();
    llvm::SmallBitVector carried(loop.getNumRegionIterArgs());
    SmallVector<Operation *> roots;
    for (Operation &op : body.without_terminator())
      if (holdsProducerOps(&op))
        roots.push_back(&op);
    llvm::SetVector<Operation *> keep =
        backwardSlice(body, roots, loop, carried);
    // A value the copies do not need is carried unchanged, and then
    // dropped by the loop's canonicalization.
    for (unsigned i = 0; i < carried.size(); ++i)
      if (!carried.test(i))
        body.getTerminator()->setOperand(i, loop.getRegionIterArg(i));
    eraseAllBut(body, keep);
  }
  {
    SmallVector<Operation *> roots;
    for (Operation &op : producer->without_terminator())
      if (holdsProducerOps(&op))
        roots.push_back(&op);
    llvm::SmallBitVector none;
    llvm::SetVector<Operation *> keep =
        backwardSlice(*producer, roots, nullptr, none);
    keep.insert(&producer->front()); // set_max_registers
    eraseAllBut(*producer, keep);
  }

  // The consumers: everything from the split on, without the copies.
  b.setInsertionPointToStart(consumer);
  SetMaxRegistersOp::create(b, loc, /*increase=*/true, plan.consumerRegisters);
  for (Operation &op : llvm::make_early_inc_range(
           llvm::make_range(splitIt, entry.getTerminator()->getIterator())))
    op.moveBefore(consumer->getTerminator());
  eraseProducerOps(split.getElseRegion());
  // Drops the producer loop's iter_args that only the consumers needed (no
  // folding: constants stay where they are).
  RewritePatternSet patterns(context);
  scf::ForOp::getCanonicalizationPatterns(patterns, context);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps)
      .enableFolding(false)
      .enableConstantCSE(false);
  (void)applyOpPatternsGreedily(SmallVector<Operation *>{loop.getOperation()},
                                std::move(patterns), config);

  // Tiles made before the split are the consumers' only.
  Operation *setMax = &consumer->front();
  SmallVector<Operation *> before = llvm::to_vector(
      llvm::map_range(llvm::make_range(entry.begin(), split->getIterator()),
                      [](Operation &op) { return &op; }));
  for (Operation *op : llvm::reverse(before))
    if (isMemoryEffectFree(op) && !op->use_empty() &&
        llvm::all_of(op->getUsers(), [&](Operation *user) {
          return split.getElseRegion().isAncestor(user->getParentRegion());
        }))
      op->moveAfter(setMax);

  Builder builder(context);
  function->setAttr(kProducerWarpgroupsAttrName, builder.getI64IntegerAttr(1));
  function->setAttr(kMaxRegistersAttrName,
                    builder.getI64IntegerAttr(plan.limit));
}

struct WarpSpecialize
    : public mlir::nv_tileas::impl::WarpSpecializeBase<WarpSpecialize> {
  using WarpSpecializeBase::WarpSpecializeBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (producerRegisters < 24 || producerRegisters > 256 ||
        producerRegisters % 8) {
      module.emitError("tileiras-warp-specialize: producer-registers must be "
                       "a multiple of 8 in [24, 256], not ")
          << static_cast<unsigned>(producerRegisters);
      return signalPassFailure();
    }
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::findModuleTarget(module);
    if (failed(target))
      return signalPassFailure();
    // setmaxnreg and a producer that only issues TMA: sm_90a. The tcgen05
    // dots of sm_100 synchronize their tensor memory over all the tile
    // threads in ways the split does not handle yet.
    if (!*target || !(*target)->hasTma() || !(*target)->hasWgmma())
      return;
    FailureOr<unsigned> warps = aa::moduleNumWarps(module, kDefaultNumWarps);
    if (failed(warps))
      return signalPassFailure();
    int64_t threads = kWarpSize * int64_t(*warps);
    for (auto function : module.getOps<FunctionOpInterface>()) {
      if (!function->hasAttr(aa::kKernelAttrName) ||
          function.getFunctionBody().empty())
        continue;
      Specializer specializer(function, threads, producerRegisters);
      Plan plan;
      std::string why = specializer.analyze(plan);
      if (!plan.loop && why.empty())
        continue;
      report(function, plan, why);
      if (why.empty())
        specializer.rewrite(plan);
    }
  }

  void report(FunctionOpInterface function, Plan plan, StringRef why) {
    if (!function->getContext()->getRemarkEngine())
      return;
    Operation *at = plan.loop ? plan.loop.getOperation() : function;
    auto opts = remark::RemarkOpts::name("WarpSpecialize")
                    .category(tileiras::remarks::kKernel)
                    .function(tileiras::remarks::functionName(at));
    Location loc = tileiras::remarks::sourceLocation(at->getLoc());
    if (!why.empty()) {
      remark::missed(loc, opts)
          << Arg("Remark", "No producer warpgroup") << Arg("Reason", why);
      return;
    }
    remark::passed(loc, opts)
        << Arg("Remark", "A producer warpgroup issues the TMA copies")
        << Arg("Threads", plan.threads + kWarpgroupSize)
        << Arg("Registers", std::to_string(plan.producerRegisters) +
                                " producer / " +
                                std::to_string(plan.consumerRegisters) +
                                " consumers of " + std::to_string(plan.limit));
  }
};

} // namespace
