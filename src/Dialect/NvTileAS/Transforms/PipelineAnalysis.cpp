//===- PipelineAnalysis.cpp - candidates, budget and planner model --------===//

#include "PipelineAnalysis.h"

#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"
#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"
#include "tileiras/Target/PipelineMachine.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace mlir::nv_tileas::pipelining;
namespace aa = mlir::nv_tileaa;

Features::Features(const tileiras::TargetInfo *target) {
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
  tma = target->hasTma();
  sharedBytes = target->maxSharedBytes;
  sharedBytesPerSM = target->maxSharedBytes;
}

/// Whether wgmma or tcgen05 take `dot` (they stage their operands as
/// core matrices, not from a ring).
bool pipelining::isTakenByWarpgroup(aa::DotOp dot, const Features &features,
                                    int64_t threads) {
  std::optional<MmaPlan> plan =
      getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
  if (!plan)
    return false;
  bool tcgen05 =
      features.tcgen05 && (plan->kind != MmaKind::I8 || features.tcgen05I8);
  return (features.wgmma || tcgen05) && isWarpgroupDot(dot, *plan, threads);
}

/// Adds to `slice`, operands first, the ops of the loop body that `value`
/// is computed by; fails unless they are pure, region-free and depend on
/// nothing carried but the induction variable.
static LogicalResult collectSlice(Value value, scf::ForOp loop,
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

/// How a ring must hold the tile `value` for a warpgroup dot that takes it
/// directly: as A K-major, as a 16-bit B MN-major (cp.async cannot
/// transpose B into K-major); null when it cannot. Rows of 32, 64 or whole
/// 128 bytes take the descriptors' swizzled layouts (TMA then moves whole
/// rows, and copies write without bank conflicts); others core matrices.
static StringRef warpgroupArrangement(aa::DotOp dot, Value value) {
  auto tile = cast<RankedTensorType>(value.getType());
  int64_t bytes =
      llvm::divideCeil(tile.getElementType().getIntOrFloatBitWidth(), 8);
  if (tile.getRank() != 2 || tile.getDimSize(0) % 8 ||
      tile.getDimSize(1) % (16 / bytes) || dot.getLhs() == dot.getRhs())
    return {};
  int64_t rowBytes = tile.getDimSize(1) * bytes;
  bool swizzled = rowBytes == 32 || rowBytes == 64 || rowBytes % 128 == 0;
  if (dot.getLhs() == value)
    return swizzled ? "swizzle_k" : "core_k";
  if (bytes != 2)
    return "";
  return swizzled ? "swizzle_mn" : "core_mn";
}

/// Whether wgmma reads `used` (a 16-bit operand of `dot` that reaches it
/// through reshapes only) in place from a row_major buffer: its rows of 128
/// bytes are the 128-byte swizzle atom (the lowering's
/// wgmmaReadsRowMajorStage, for A and for an MN-major B).
static bool wgmmaReadsRowMajor(aa::DotOp dot, Value used,
                               const Features &features) {
  auto tile = cast<RankedTensorType>(used.getType());
  return features.wgmma && !features.tcgen05 && dot.getLhs() != dot.getRhs() &&
         tile.getRank() == 2 &&
         tile.getElementType().getIntOrFloatBitWidth() == 16 &&
         tile.getDimSize(1) * 2 == 128;
}

/// Whether every use of `value` ends in tensor-core dots that take it as an
/// operand, directly or through pure ops of the loop body (reshapes,
/// permutes, the tf32 rounding of an operand); the dots found go to `dots`,
/// and the way a ring must hold the tile for them to `arrangement` (all
/// must agree).
static bool feedsDots(Value value, scf::ForOp loop, const Features &features,
                      int64_t threads, int depth,
                      llvm::SetVector<Operation *> &dots,
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
      // A warpgroup dot reads core-matrix stages when it takes the tile
      // directly; any other tile it gets from registers, which a row-major
      // stage still fills ahead of time.
      StringRef wanted = "row_major";
      if (depth == 0 && isTakenByWarpgroup(dot, features, threads))
        if (StringRef direct = warpgroupArrangement(dot, value);
            !direct.empty())
          wanted = direct;
      if (!agree(wanted))
        return false;
      dots.insert(dot);
      continue;
    }
    if (user->getNumRegions() || !isMemoryEffectFree(user) ||
        user->getNumResults() != 1 ||
        !isa<RankedTensorType>(user->getResult(0).getType()) ||
        !agree("row_major") ||
        !feedsDots(user->getResult(0), loop, features, threads, depth + 1, dots,
                   arrangement))
      return false;
  }
  return true;
}

/// Whether `load` is one a ring may copy: weak, unscoped, not multimem, no
/// one ordered after it, whole bytes, and a 16-bit tile of whole swizzle
/// lines.
static bool isCopyable(aa::TiledLoadOp load) {
  RankedTensorType tile = load.getResult().getType();
  // A multimem load reads the whole multicast group: cp.async cannot.
  if (load->hasAttr(aa::kMultimemAttrName) ||
      load.getSem() != aa::MemSemantic::weak || load.getScope() ||
      !getSimtLayout(tile) || !load.getResultToken().use_empty())
    return false;
  Type element = tile.getElementType();
  return element.isIntOrFloat() && element.getIntOrFloatBitWidth() % 8 == 0 &&
         (element.getIntOrFloatBitWidth() != 16 ||
          tile.getNumElements() * 2 % 1024 == 0);
}

/// Whether no op from `from` (exclusive) to `to` (exclusive), in one block,
/// may write memory.
static bool writesNothingBetween(Operation *from, Operation *to) {
  for (Operation *op = from->getNextNode(); op && op != to;
       op = op->getNextNode()) {
    if (isMemoryEffectFree(op))
      continue;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects || effects.hasEffect<MemoryEffects::Write>() ||
        op->getNumRegions())
      return false;
  }
  return true;
}

/// Whether `load` can be copied ahead: see the pass description.
bool pipelining::isCandidate(aa::TiledLoadOp load, scf::ForOp loop,
                             const Features &features, int64_t threads,
                             llvm::SetVector<Operation *> &slice,
                             llvm::SetVector<Operation *> &dots,
                             std::string &arrangement, bool simt) {
  if (load->getBlock() != loop.getBody() || !isCopyable(load) ||
      !loop.isDefinedOutsideOfLoop(load.getMemref()) ||
      (load.getToken() && !loop.isDefinedOutsideOfLoop(load.getToken())))
    return false;
  if (!feedsDots(load.getResult(), loop, features, threads, 0, dots,
                 arrangement)) {
    // Read in registers by whatever the body does with it (a SIMT loop):
    // a row-major ring, read back in the load's own layout.
    if (!simt || load.getResult().use_empty())
      return false;
    dots.clear();
    arrangement = "row_major";
  }
  for (Value index : load.getIndices())
    if (failed(collectSlice(index, loop, slice)))
      return false;
  return true;
}

SmallVector<InvariantOperand>
pipelining::findInvariantOperands(scf::ForOp loop, const Features &features,
                                  int64_t threads) {
  SmallVector<InvariantOperand> found;
  llvm::DenseSet<Value> seen;
  for (auto dot : loop.getBody()->getOps<aa::DotOp>()) {
    std::optional<MmaPlan> plan =
        getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
    if (!plan)
      continue;
    for (auto [used, fragment] :
         {std::pair{dot.getLhs(), plan->a}, std::pair{dot.getRhs(), plan->b}}) {
      if (!loop.isDefinedOutsideOfLoop(used) ||
          !seen.insert(used).second ||
          getSimtLayout(used.getType()) == fragment)
        continue;
      InvariantOperand candidate;
      candidate.used = used;
      Value source = used;
      while (auto reshape = source.getDefiningOp<aa::ReshapeOp>()) {
        candidate.reshapes.insert(candidate.reshapes.begin(), reshape);
        source = reshape.getSource();
      }
      candidate.load = source.getDefiningOp<aa::TiledLoadOp>();
      if (!candidate.load ||
          candidate.load->getBlock() != loop->getBlock() ||
          !isCopyable(candidate.load) ||
          !writesNothingBetween(candidate.load, loop))
        continue;
      // Every use in the loop is a dot taking it as a multiplicand, all
      // wanting the same arrangement.
      bool direct = true;
      for (OpOperand &use : used.getUses()) {
        if (!loop->isAncestor(use.getOwner()))
          continue;
        auto user = dyn_cast<aa::DotOp>(use.getOwner());
        if (!user || user->getBlock() != loop.getBody() ||
            user.getAcc() == used ||
            !getDotMmaPlan(user, threads, features.mmaSync, features.f8Mma)) {
          direct = false;
          break;
        }
        StringRef wanted = "row_major";
        if (isTakenByWarpgroup(user, features, threads))
          // Core matrices and swizzle atoms are laid out for the operand's
          // own shape; through reshapes only a row_major buffer wgmma reads
          // in place will do.
          wanted = candidate.reshapes.empty() ? warpgroupArrangement(user, used)
                   : wgmmaReadsRowMajor(user, used, features) ? "row_major"
                                                              : StringRef();
        if (wanted.empty() || (!candidate.arrangement.empty() &&
                               candidate.arrangement != wanted)) {
          direct = false;
          break;
        }
        candidate.arrangement = wanted.str();
      }
      if (direct && !candidate.arrangement.empty())
        found.push_back(std::move(candidate));
    }
  }
  return found;
}

/// Bytes of one stage of `tile`'s ring.
int64_t pipelining::stageBytes(RankedTensorType tile) {
  return SharedBufferType::get(
             tile.getContext(), 1,
             RankedTensorType::get(tile.getShape(), tile.getElementType()))
      .getStageBytes();
}

int64_t pipelining::ringPadding(RankedTensorType tile, StringRef arrangement,
                                const Features &features) {
  return SharedBufferType::get(
             tile.getContext(), 1,
             RankedTensorType::get(tile.getShape(), tile.getElementType()),
             arrangement)
             .getAlignment(features.wgmma) -
         128;
}

static int64_t tileBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      !tensor.getElementType().isIntOrFloat())
    return 0;
  return tensor.getNumElements() *
         llvm::divideCeil(tensor.getElementType().getIntOrFloatBitWidth(), 8);
}

/// An upper bound of the scratch one tile exchange of `func` may need once
/// the `pipelined` loads (by the arrangement of their rings) read from
/// rings: the largest tile any op that may exchange takes or makes (not
/// loads, stores, splats, control flow or elementwise ops, whose tiles
/// share one layout once the conversions are explicit), except that a dot
/// counts the operands it stages together (not those in its fragment
/// layout or read from a ring directly: row_major by mma.sync, core
/// matrices by wgmma and tcgen05), and not its accumulator. (tcgen05's
/// control words have a shared array of their own.)
int64_t pipelining::exchangeBound(
    Operation *func, const llvm::DenseMap<Operation *, StringRef> &pipelined,
    const Features &features) {
  auto dotPlan = [&](aa::DotOp dot) {
    int64_t threads = 0;
    if (SimtLayoutAttr layout = getSimtLayout(dot.getAcc().getType()))
      threads = layout.getThreads();
    return getDotMmaPlan(dot, threads, features.mmaSync, features.f8Mma);
  };
  // Whether `dot` reads `operand` from a ring in place, as the dot
  // lowerings find a stage: through reshapes, and for mma.sync's 16-bit B
  // through one transpose.
  auto readInPlace = [&](aa::DotOp dot, Value operand) {
    Value source = operand;
    bool reshaped = false, transposed = false;
    while (Operation *def = source.getDefiningOp()) {
      if (auto reshape = dyn_cast<aa::ReshapeOp>(def)) {
        source = reshape.getSource();
        reshaped = true;
      } else if (auto permute = dyn_cast<aa::PermuteOp>(def);
                 permute && !transposed &&
                 permute.getPermutation() == ArrayRef<int32_t>{1, 0}) {
        source = permute.getSource();
        transposed = true;
      } else {
        break;
      }
    }
    Operation *from = source.getDefiningOp();
    auto ring = from ? pipelined.find(from) : pipelined.end();
    if (ring == pipelined.end())
      return false;
    int64_t threads = 0;
    if (SimtLayoutAttr layout = getSimtLayout(dot.getAcc().getType()))
      threads = layout.getThreads();
    if (isTakenByWarpgroup(dot, features, threads))
      return ring->second != "row_major" && !reshaped && !transposed;
    if (ring->second != "row_major")
      return false;
    if (!transposed)
      return true;
    // ldmatrix without .trans: 16-bit, B only, and an mma.sync plan.
    bool sixteenBit = cast<RankedTensorType>(operand.getType())
                          .getElementType()
                          .getIntOrFloatBitWidth() == 16;
    return sixteenBit && operand == dot.getRhs() &&
           dot.getLhs() != dot.getRhs() && dotPlan(dot).has_value();
  };
  int64_t bound = 0;
  func->walk([&](Operation *op) {
    if (pipelined.contains(op) ||
        isa<scf::ForOp, scf::YieldOp, scf::IfOp, scf::WhileOp,
            scf::ConditionOp, aa::TiledLoadOp, aa::TiledStoreOp, aa::LoadOp,
            aa::StoreOp, aa::SplatOp>(op) ||
        OpTrait::hasElementwiseMappableTraits(op))
      return;
    if (auto dot = dyn_cast<aa::DotOp>(op)) {
      std::optional<MmaPlan> plan = dotPlan(dot);
      int64_t staged = 0;
      for (auto [operand, fragment] :
           {std::pair{dot.getLhs(), plan ? plan->a : SimtLayoutAttr()},
            std::pair{dot.getRhs(), plan ? plan->b : SimtLayoutAttr()}}) {
        if (readInPlace(dot, operand) ||
            (fragment && getSimtLayout(operand.getType()) == fragment))
          continue;
        staged += tileBytes(operand.getType());
      }
      bound = std::max(bound, staged);
      return;
    }
    // A conversion or reshape (same row-major order) where every thread
    // holds its elements already renames registers.
    if (isa<aa::ReshapeOp, ConvertLayoutOp>(op)) {
      SimtLayoutAttr from = getSimtLayout(op->getOperand(0).getType()),
                     to = getSimtLayout(op->getResult(0).getType());
      if (from && to && holdsSimtLayout(from, to))
        return;
    }
    // A transposed ring stage that mma.sync dots read in place as B: the
    // permute is never lowered.
    if (auto permute = dyn_cast<aa::PermuteOp>(op);
        permute && !permute->use_empty() &&
        llvm::all_of(permute->getUses(), [&](OpOperand &use) {
          auto dot = dyn_cast<aa::DotOp>(use.getOwner());
          return dot && readInPlace(dot, permute.getResult());
        }))
      return;
    // A broadcast that is no renaming gathers from its source in scratch.
    if (auto broadcast = dyn_cast<aa::BroadcastOp>(op)) {
      bound = std::max(bound, tileBytes(broadcast.getSource().getType()));
      return;
    }
    // A commutative reduce folds in registers and shuffles; only the
    // warps' partial results meet in scratch.
    if (auto reduce = dyn_cast<aa::ReduceOp>(op);
        reduce && aa::isCommutativeCombiner(reduce.getBody().front())) {
      auto source = cast<RankedTensorType>(reduce.getOperands()[0].getType());
      SimtLayoutAttr layout = getSimtLayout(source);
      int64_t warps = layout ? llvm::divideCeil(layout.getThreads(), 32) : 32;
      int64_t partials = 0;
      for (auto [operand, result] :
           llvm::zip(reduce.getOperands(), reduce.getResults())) {
        Type element = cast<RankedTensorType>(operand.getType()).getElementType();
        int64_t bytes = llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
        int64_t outputs = 1;
        if (auto tile = dyn_cast<RankedTensorType>(result.getType()))
          outputs = tile.getNumElements();
        partials += llvm::alignTo(warps * outputs * bytes, 16);
      }
      bound = std::max(bound, partials);
      return;
    }
    for (Type type : op->getOperandTypes())
      bound = std::max(bound, tileBytes(type));
    for (Type type : op->getResultTypes())
      bound = std::max(bound, tileBytes(type));
  });
  return bound;
}

/// Whether the dots read `c`'s stages themselves, rather than registers a
/// local_load fills (the tile then still goes through scratch).
bool pipelining::readDirectly(const Candidate &c, const Features &features,
                              int64_t threads) {
  if (c.arrangement != "row_major")
    return true;
  return llvm::none_of(c.dots, [&](Operation *dot) {
    return isTakenByWarpgroup(cast<aa::DotOp>(dot), features, threads);
  });
}

bool pipelining::keepsMmaInFlight(scf::ForOp loop,
                                  ArrayRef<Candidate> candidates,
                                  const Features &features, int64_t threads) {
  if (!features.wgmma || features.tcgen05)
    return false;
  auto fromCoreMatrixRing = [&](Value operand) {
    return llvm::any_of(candidates, [&](const Candidate &c) {
      aa::TiledLoadOp load = c.load; // (getResult is not const)
      return operand == load.getResult() && c.arrangement != "row_major" &&
             readDirectly(c, features, threads);
    });
  };
  Block *body = loop.getBody();
  auto dots = body->getOps<aa::DotOp>();
  if (dots.empty())
    return false;
  for (aa::DotOp dot : dots) {
    if (!isTakenByWarpgroup(dot, features, threads) ||
        !fromCoreMatrixRing(dot.getLhs()) || !fromCoreMatrixRing(dot.getRhs()))
      return false;
    auto carried = dyn_cast<BlockArgument>(dot.getAcc());
    if (!carried || carried.getOwner() != body || carried.getArgNumber() == 0 ||
        !carried.hasOneUse() || !dot.getResult().hasOneUse())
      return false;
    OpOperand &use = *dot.getResult().getUses().begin();
    if (use.getOwner() != body->getTerminator() ||
        use.getOperandNumber() + 1 != carried.getArgNumber())
      return false;
  }
  return true;
}

/// Multiply-adds per cycle of one SM's tensor cores by mma kind: a model
/// (A100's dense rates: 312 f16, 156 tf32, 624 int8 TFLOPS, 19.5 f64, over
/// 108 SMs at 1.41 GHz), which only weighs the dots against the copies.
static int64_t fmasPerCycle(MmaKind kind) {
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
static bool dependsOn(Value value, Operation *from, Block *body,
                      int depth = 0) {
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
pipelining::plannerLoop(scf::ForOp loop, MutableArrayRef<Candidate> candidates,
                        const Features &features, int64_t threads) {
  tileiras::sched::PipelineLoop model;
  llvm::SetVector<Operation *> dots;
  for (Candidate &c : candidates) {
    model.copies.push_back({"copy" + std::to_string(model.copies.size()),
                            stageBytes(c.load.getResult().getType())});
    dots.insert(c.dots.begin(), c.dots.end());
  }
  SmallVector<Operation *> ordered(dots.begin(), dots.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  // The tiles no dot reads are consumed by CUDA-core work, modelled as one
  // compute on the same pipe: an instruction per element, over the 128
  // lanes of an SM.
  tileiras::sched::PipelineLoop::Compute simt;
  simt.name = "simt";
  int64_t simtElements = 0;
  for (auto [j, c] : llvm::enumerate(candidates))
    if (c.dots.empty()) {
      simt.reads.push_back(j);
      simtElements += c.load.getResult().getType().getNumElements();
    }
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
  // Without dots, nothing carries an accumulator from one iteration on.
  model.accumulatorCarried = !ordered.empty();
  if (!simt.reads.empty()) {
    simt.tensorCycles = std::max<int64_t>(1, simtElements / 128);
    model.computes.push_back(std::move(simt));
  }
  return model;
}

int64_t pipelining::sharedBytesPerCTA(Operation *func,
                                      const Features &features) {
  auto occupancy =
      func->getAttrOfType<IntegerAttr>(nv_tileaa::kOccupancyAttrName);
  if (!occupancy || occupancy.getInt() <= 1)
    return features.sharedBytes;
  return std::min(features.sharedBytes,
                  features.sharedBytesPerSM / occupancy.getInt() - 1024);
}

std::string pipelining::whyNoTensorMap(aa::MakeMemrefOp view,
                                       int64_t elementBytes) {
  if (view.getBaseDivBy().value_or(1) % 16)
    return "base not 16-byte aligned";
  ValueRange strides = view.getStrides();
  if (!matchPattern(strides.back(), m_One()))
    return "the last dimension is not contiguous";
  std::optional<ArrayRef<int64_t>> divBy = view.getStrideDivBy();
  for (auto [d, stride] : llvm::enumerate(strides.drop_back())) {
    APInt constant;
    int64_t known = matchPattern(stride, m_ConstantInt(&constant))
                        ? constant.getSExtValue()
                    : divBy && d < divBy->size() ? (*divBy)[d]
                                                 : 1;
    if (known * elementBytes % 16)
      return "stride not 16-byte aligned";
  }
  return "";
}

std::string pipelining::whyNoTma(const Candidate &c, const Features &features) {
  if (!features.tma)
    return "the target has no TMA";
  if (c.load->hasAttr(aa::kNoTmaAttrName))
    return "allow_tma = false";
  if (c.arrangement == "row_major")
    return "the ring is not of core matrices or swizzle atoms";
  aa::TiledLoadOp load = c.load;
  RankedTensorType tile = load.getResult().getType();
  auto make = load.getMemref().getDefiningOp<aa::MakeMemrefOp>();
  auto function = load->getParentOfType<FunctionOpInterface>();
  if (!make || !function ||
      make->getBlock() != &function->getRegion(0).front())
    return "the view is not made in the kernel's entry block";
  if (llvm::to_vector(load.getDimMap()) != SmallVector<int32_t>{0, 1} ||
      llvm::to_vector(load.getSteps()) != llvm::to_vector(tile.getShape()))
    return "the tile is transposed or strided";
  if (auto padding = load.getPaddingAttr())
    if (!matchPattern(padding, m_AnyZeroFloat()) &&
        !matchPattern(padding, m_Zero()))
      return "the padding is not zero";
  int64_t bytes = llvm::divideCeil(tile.getElementType().getIntOrFloatBitWidth(), 8);
  int64_t perPiece = 16 / bytes;
  auto fact = [](std::optional<ArrayRef<int64_t>> facts, unsigned i) {
    return facts && i < facts->size() ? (*facts)[i] : int64_t(1);
  };
  if (std::string why = whyNoTensorMap(make, bytes); !why.empty())
    return why;
  // A swizzled ring's 2-D boxes read out-of-bounds elements as zero; the
  // core matrices' 4-D map needs whole ones.
  if (StringRef(c.arrangement).starts_with("core_") &&
      (fact(make.getSizeDivBy(), 0) % 8 ||
       fact(make.getSizeDivBy(), 1) % perPiece))
    return "extents not whole core matrices (8 rows, 16 bytes)";
  if (tile.getDimSize(0) / 8 > 256 || tile.getDimSize(1) / perPiece > 256)
    return "the box is too large";
  return "";
}

SmallVector<Value> pipelining::tileFirstElement(OpBuilder &b, Location loc,
                                                ValueRange indices,
                                                ArrayRef<int64_t> steps) {
  Type i32 = b.getI32Type();
  SmallVector<Value> first;
  for (auto [index, step] : llvm::zip(indices, steps)) {
    Value i = index;
    if (i.getType().isIndex())
      i = arith::IndexCastOp::create(b, loc, i32, i);
    else if (i.getType().getIntOrFloatBitWidth() > 32)
      i = arith::TruncIOp::create(b, loc, i32, i);
    else if (i.getType().getIntOrFloatBitWidth() < 32)
      i = arith::ExtSIOp::create(b, loc, i32, i);
    first.push_back(arith::MulIOp::create(
        b, loc, i, arith::ConstantIntOp::create(b, loc, i32, step)));
  }
  return first;
}
