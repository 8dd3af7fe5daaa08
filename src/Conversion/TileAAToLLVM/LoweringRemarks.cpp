//===- LoweringRemarks.cpp - what the SIMT lowering decided ---------------===//
//
// --remarks: the instruction each dot and each global access becomes, told
// before the lowering runs (it may lower the module twice, see
// TileAAToLLVM.cpp) from the same tests the patterns make, so there is one
// remark per op. NVIDIA 13.5's names and argument spellings where it makes
// the same decision (observed with its --remarks, docs/driver.md):
//   RemarkTensorCoreMMA (passed, Tensor-core): Instruction = Tensor-core
//     SM80 (mma.sync), SM89 (mma.sync on f8), SM90 (wgmma), SM100 (tcgen05),
//     Shape = the instruction's [M, N, K], NumCTAs for SM100; failed, for a
//     dot lowered to FMAs: Instruction = FMA, Shape = [1, 1, 1];
//   RemarkMemoryLoadInstructionSelected (passed, Memory): Instruction =
//     Global-memory load instruction, or Ldgsts instruction (cp.async).
// Ours: Atom (the PTX instruction), the Reason of the FMA fallback, the
// vector width and guard of every access, and the store counterpart
// (StoreInstructionSelected).
//
//===----------------------------------------------------------------------===//

#include "LoweringRemarks.h"

#include "MmaLowering.h"
#include "VectorAccess.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Remarks.h"

#include "mlir/IR/Remarks.h"
#include "llvm/ADT/DenseSet.h"

#include <tuple>

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

static std::string shapeText(ArrayRef<int64_t> shape) {
  std::string text = "[";
  llvm::interleave(
      shape, [&](int64_t d) { text += std::to_string(d); },
      [&] { text += ", "; });
  return text + "]";
}

static remark::RemarkOpts optsFor(StringRef name, StringRef category,
                                  Operation *op) {
  return remark::RemarkOpts::name(name).category(category).function(
      tileiras::remarks::functionName(op));
}

/// Why a dot gets no tensor-core instruction: the tests of getDotMmaPlan,
/// one at a time.
static std::string fallbackReason(aa::DotOp op, const LoweringState &state) {
  auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType(),
       acc = op.getAcc().getType();
  auto precision = op->getAttrOfType<StringAttr>("input_precision");
  std::optional<MmaKind> kind = getMmaKind(
      lhs.getElementType(), rhs.getElementType(), acc.getElementType(),
      precision && precision.getValue() == "tf32", state.f8Mma);
  std::string types;
  llvm::raw_string_ostream os(types);
  os << lhs.getElementType() << " x " << rhs.getElementType() << " -> "
     << acc.getElementType();
  if (!kind)
    return "no tensor-core instruction on this target multiplies " + types;
  if (!state.mmaSync)
    return "the target has no mma.sync";
  for (bool alongM : {false, true})
    if (getMmaPlan(op.getContext(), state.threads, *kind, lhs.getShape(),
                   rhs.getShape(), alongM))
      return "the accumulator did not get the instruction's thread layout";
  return "the shape " + shapeText(lhs.getShape()) + " x " +
         shapeText(rhs.getShape()) + " does not tile by the instruction over " +
         std::to_string(state.threads / 32) + " warps";
}

static void remarkDot(aa::DotOp op, const LoweringState &state) {
  Location at = tileiras::remarks::sourceLocation(op.getLoc());
  // The patterns' order: tcgen05 or wgmma (benefit 3), mma.sync (2), FMA.
  std::optional<MmaPlan> warpgroup = matchWarpgroupPlan(op, state);
  bool tcgen05 = state.tcgen05 && warpgroup &&
                 (warpgroup->kind != MmaKind::I8 || state.tcgen05I8);
  bool wgmma = !tcgen05 && state.wgmma && warpgroup;
  std::optional<MmaPlan> plan = matchMmaPlan(op, state);
  if (!plan) {
    remark::failed(at, optsFor("RemarkTensorCoreMMA",
                               tileiras::remarks::kTensorCore, op))
        << Arg("Remark", "MMA operation failed to optimize to use Tensor "
                         "Cores, it is using FMA instructions instead")
        << Arg("Instruction", "FMA") << Arg("Shape", "[1, 1, 1]")
        << Arg("Reason", fallbackReason(op, state));
    return;
  }
  SmallVector<int64_t, 3> shape = {plan->m, plan->n, plan->k};
  std::string instruction = "Tensor-core SM80", atom = "mma.sync";
  if (tcgen05 || wgmma) {
    // One instruction covers the warpgroup's 64 rows, all N, and 32 bytes
    // of K (MmaLowering.h, CoreMatrixOperands).
    Type element = op.getLhs().getType().getElementType();
    int64_t bytes = std::max<int64_t>(
        1, (element.getIntOrFloatBitWidth() + 7) / 8);
    shape = {64, op.getRhs().getType().getDimSize(1), 32 / bytes};
    instruction = tcgen05 ? "Tensor-core SM100" : "Tensor-core SM90";
    atom = tcgen05 ? "tcgen05.mma" : "wgmma.mma_async";
  } else if (plan->kind == MmaKind::F8) {
    instruction = "Tensor-core SM89";
  }
  atom += " m" + std::to_string(shape[0]) + "n" + std::to_string(shape[1]) +
          "k" + std::to_string(shape[2]);
  remark::detail::InFlightRemark out =
      remark::passed(at, optsFor("RemarkTensorCoreMMA",
                                 tileiras::remarks::kTensorCore, op));
  out << Arg("Remark",
             "MMA operation successfully optimized to use Tensor Cores")
      << Arg("Instruction", instruction) << Arg("Shape", shapeText(shape));
  if (tcgen05)
    out << Arg("NumCTAs", int64_t(1));
  out << Arg("Atom", atom);
}

/// Remarks already given: the copies a software pipeline makes of one load
/// (prologue and loop: the same location, source memref, stage ring and
/// decision) get one.
using Seen =
    llvm::DenseSet<std::tuple<Location, void *, void *, StringRef, int64_t>>;

/// The vector width of a global access and what guards it.
static void remarkAccess(Operation *op, bool isLoad, StringRef instruction,
                         RankedTensorType tile, const LoweringState &state,
                         Seen &seen) {
  if (!tile)
    return;
  Type element = tile.getElementType();
  const AccessPlan *plan = vectorPlanOf(state, op);
  int64_t width = plan ? plan->width : 1;
  int64_t bytes =
      element.isIntOrFloat()
          ? std::max<int64_t>(1, (element.getIntOrFloatBitWidth() + 7) / 8)
          : 8;
  StringRef guard = "per element";
  if (plan)
    guard = plan->inBounds && plan->alignment >= width * bytes
                ? "none (in bounds and aligned)"
                : "per vector";
  Location at = tileiras::remarks::sourceLocation(op->getLoc());
  auto copy = dyn_cast<AsyncTiledCopyOp>(op);
  void *memory = op->getOperand(0).getAsOpaquePointer();
  void *ring = copy ? copy.getBuffer().getAsOpaquePointer() : nullptr;
  if (!seen.insert({at, memory, ring, instruction, width}).second)
    return;
  remark::detail::InFlightRemark out =
      isLoad ? remark::passed(at, optsFor("RemarkMemoryLoadInstructionSelected",
                                          tileiras::remarks::kMemory, op))
             : remark::passed(at, optsFor("StoreInstructionSelected",
                                          tileiras::remarks::kMemory, op));
  out << Arg("Remark", isLoad ? "Load instruction selected"
                              : "Store instruction selected")
      << Arg("Instruction", instruction.str()) << Arg("VectorWidth", width)
      << Arg("VectorBytes", width * bytes) << Arg("Guard", guard.str());
}

void tileiras::simt::emitLoweringRemarks(ModuleOp module,
                                         const LoweringState &config) {
  if (!module->getContext()->getRemarkEngine())
    return;
  LoweringState state;
  state.threads = config.threads;
  state.mmaSync = config.mmaSync;
  state.f8Mma = config.f8Mma;
  state.wgmma = config.wgmma;
  state.tcgen05 = config.tcgen05;
  state.tcgen05I8 = config.tcgen05I8;
  planVectorAccesses(module, state);
  Seen seen;
  module.walk([&](Operation *op) {
    if (auto dot = dyn_cast<aa::DotOp>(op))
      return remarkDot(dot, state);
    // Scalar accesses (a pointer, not a tile of them) get no remark.
    auto tileOf = [](Type type) { return dyn_cast<RankedTensorType>(type); };
    if (auto load = dyn_cast<aa::TiledLoadOp>(op))
      return remarkAccess(op, true, "Global-memory load instruction",
                          tileOf(load.getResult().getType()), state, seen);
    if (auto load = dyn_cast<aa::LoadOp>(op))
      return remarkAccess(op, true, "Global-memory load instruction",
                          tileOf(load.getResult().getType()), state, seen);
    if (auto copy = dyn_cast<AsyncTiledCopyOp>(op))
      return remarkAccess(op, true, "Ldgsts instruction",
                          copy.getTileType(), state, seen);
    if (auto store = dyn_cast<aa::TiledStoreOp>(op))
      return remarkAccess(op, false, "Global-memory store instruction",
                          tileOf(store.getValue().getType()), state, seen);
    if (auto store = dyn_cast<aa::StoreOp>(op))
      return remarkAccess(op, false, "Global-memory store instruction",
                          tileOf(store.getValue().getType()), state, seen);
  });
}
