//===- BarrierElimination.cpp - Drop CTA barriers that order nothing ------===//
//
// Patterns emit CTA barriers locally: every shared-memory exchange starts with
// one (the previous exchange's readers may still read the one scratch), token
// orderings, releases and acquires add theirs. Over the lowered CFG (loops are
// back edges) a forward dataflow finds which are provably redundant, in rounds
// whose removals leave the state the next round relies on as it was:
//
//  1. a global-order barrier (kGlobalOrderAttr) that no global access can
//     reach without crossing another barrier: what it orders already
//     precedes that barrier;
//  2. an exchange-entry barrier (kExchangeEntryAttr) where the scratch bytes
//     that can reach it so and the ones accessed after it, up to the next
//     barrier, are disjoint: nobody can still be using the bytes the
//     exchange writes (exchanges take regions side by side when the scratch
//     grows by little, for this: LoweringState::lastExchangeEnd); one at a
//     time;
//  3. any barrier that no memory access at all can reach so.
//
// The state at a point is "since the last barrier, on some path, shared /
// global memory may have been accessed", with the hull of the scratch bytes
// (kScratchRegionAttr on an exchange's accesses; any other shared access may
// touch every byte). Calls, unknown memory ops, inline PTX not marked
// kPointerAccessAttr and ops with regions count as both, everywhere. A
// non-kernel function may be entered right after its caller's accesses, so its
// entry state is "both".
//
//===----------------------------------------------------------------------===//

#include "Distribution.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace tileiras::simt;

namespace {

/// Shared and global memory accessed since the last barrier, on some path;
/// for shared memory also the hull [begin, end) of the scratch bytes
/// touched (everything for an access without kScratchRegionAttr; none,
/// [kAll, 0), for accesses only outside the scratch).
struct Touched {
  static constexpr int64_t kAll = std::numeric_limits<int64_t>::max();
  bool shared = false;
  bool global = false;
  int64_t begin = 0, end = 0;
  static Touched sharedBytes(int64_t begin, int64_t end) {
    return {true, false, begin, end};
  }
  Touched join(Touched other) const {
    Touched joined{shared || other.shared, global || other.global, 0, 0};
    if (!shared)
      std::tie(joined.begin, joined.end) = std::pair(other.begin, other.end);
    else if (!other.shared)
      std::tie(joined.begin, joined.end) = std::pair(begin, end);
    else
      std::tie(joined.begin, joined.end) = std::pair(
          std::min(begin, other.begin), std::max(end, other.end));
    return joined;
  }
  bool overlapsShared(const Touched &o) const {
    return shared && o.shared && begin < o.end && o.begin < end;
  }
  bool operator==(const Touched &o) const {
    return shared == o.shared && global == o.global && begin == o.begin &&
           end == o.end;
  }
};


/// Whether a pointer (or vector of pointers) may point into shared memory:
/// the scratch lives in address space 3, and generic pointers may alias it.
bool mayBeShared(Value ptr) {
  Type type = ptr.getType();
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
  return !pointer || pointer.getAddressSpace() != 1;
}

/// Whether it may point elsewhere than shared memory.
bool mayBeGlobal(Value ptr) {
  Type type = ptr.getType();
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
  return !pointer || pointer.getAddressSpace() != 3;
}

/// Whether `ptr` points into a shared global other than the scratch (the
/// tcgen05 control words, a pipeline ring): the scratch bytes it touches
/// are none.
bool outsideScratch(Value ptr) {
  auto pointer = dyn_cast<LLVM::LLVMPointerType>(ptr.getType());
  if (!pointer || pointer.getAddressSpace() != 3)
    return false;
  while (auto gep = ptr.getDefiningOp<LLVM::GEPOp>())
    ptr = gep.getBase();
  auto global = ptr.getDefiningOp<LLVM::AddressOfOp>();
  return global && global.getGlobalName() != kScratchSymbol;
}

Touched through(Value ptr) {
  // A thread's own variable (the tcgen05 phase parity, say).
  if (ptr.getDefiningOp<LLVM::AllocaOp>())
    return {};
  if (outsideScratch(ptr))
    return Touched::sharedBytes(Touched::kAll, 0);
  bool shared = mayBeShared(ptr);
  return {shared, mayBeGlobal(ptr), 0, shared ? Touched::kAll : 0};
}

/// What cp.async (whose copies go to rings, never to the scratch), an
/// mbarrier, a tensor-memory op, a wgmma fence or wait or a warp sync
/// touches through its pointers: shared memory outside the scratch through
/// a pointer into another shared global (the tcgen05 control words, a
/// pipeline ring), nothing through a tensor-memory pointer, and nothing at
/// all without pointers (fences, commit groups, waits, warp syncs, the
/// permit). Other ops: nullopt.
std::optional<Touched> asyncOrTensorMemoryAccess(Operation *op) {
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    if (!call.getIntrin().starts_with("llvm.nvvm.mbarrier."))
      return std::nullopt;
  } else if (!isa<NVVM::CpAsyncOp, NVVM::CpAsyncMBarrierArriveOp,
                  NVVM::CpAsyncCommitGroupOp, NVVM::CpAsyncWaitGroupOp,
                  NVVM::FenceProxyOp, NVVM::WgmmaFenceAlignedOp,
                  NVVM::WgmmaGroupSyncAlignedOp, NVVM::WgmmaWaitGroupSyncOp,
                  NVVM::SyncWarpOp, NVVM::MBarrierInitOp,
                  NVVM::MBarrierArriveOp, NVVM::MBarrierInvalOp,
                  NVVM::Tcgen05CommitOp, NVVM::Tcgen05LdOp, NVVM::Tcgen05WaitOp,
                  NVVM::Tcgen05FenceOp, NVVM::Tcgen05AllocOp,
                  NVVM::Tcgen05DeallocOp, NVVM::Tcgen05RelinquishAllocPermitOp>(
                 op)) {
    return std::nullopt;
  }
  Touched touched;
  for (Value operand : op->getOperands()) {
    auto pointer = dyn_cast<LLVM::LLVMPointerType>(operand.getType());
    if (pointer && pointer.getAddressSpace() != 6)
      touched = touched.join(through(operand));
  }
  return touched;
}

/// What inline PTX touches: nothing for an empty string (a register pin),
/// its pointer operands' memory for kPointerAccessAttr (a bulk store's
/// read of its box is asynchronous, but its issuing thread waits for it,
/// wait_group.read, before any barrier). Other inline PTX: nullopt.
std::optional<Touched> inlinePtxAccess(Operation *op) {
  auto ptx = dyn_cast<LLVM::InlineAsmOp>(op);
  if (!ptx)
    return std::nullopt;
  if (ptx.getAsmString().empty())
    return Touched{};
  if (!op->hasAttr(kPointerAccessAttr))
    return std::nullopt;
  Touched touched;
  for (Value operand : op->getOperands())
    if (isa<LLVM::LLVMPointerType>(operand.getType()))
      touched = touched.join(through(operand));
  return touched;
}

/// What one non-barrier op adds to the state: an op whose every effect is
/// on a global pointer leaves shared memory alone; anything else (calls,
/// inline asm, effects on no value or on a possibly shared pointer) may not.
Touched accessesOf(Operation *op) {
  const Touched everything{true, true, 0, Touched::kAll};
  if (op->getNumRegions() != 0)
    return everything;
  // An exchange's access: its region of the scratch only.
  if (auto region = op->getAttrOfType<DenseI64ArrayAttr>(kScratchRegionAttr);
      region && region.size() == 2)
    return Touched::sharedBytes(region[0], region[1]);
  if (std::optional<Touched> touched = asyncOrTensorMemoryAccess(op))
    return *touched;
  if (std::optional<Touched> touched = inlinePtxAccess(op))
    return *touched;
  // Register-to-register only, though not marked so.
  if (isMemoryEffectFree(op) || isa<NVVM::ShflOp>(op))
    return {};
  // libdevice math (__nv_fmaf, __nv_expf, ...) touches memory only through
  // pointer arguments (__nv_sincosf's outputs, say).
  if (auto call = dyn_cast<LLVM::CallOp>(op))
    if (std::optional<StringRef> callee = call.getCallee();
        callee && callee->starts_with("__nv_") &&
        llvm::none_of(call.getArgOperands(), [](Value arg) {
          return isa<LLVM::LLVMPointerType>(arg.getType());
        }))
      return {};
  // Intrinsics that declare no effects but access only through their
  // pointer operands.
  if (auto gather = dyn_cast<LLVM::masked_gather>(op))
    return through(gather.getPtrs());
  if (auto scatter = dyn_cast<LLVM::masked_scatter>(op))
    return through(scatter.getPtrs());
  if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op))
    return through(load.getData());
  if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op))
    return through(store.getData());
  // Atomic and volatile loads and stores declare effects on no value, yet
  // access only their pointer: an acquire from global memory reads no
  // scratch (its ordering is the global-order barriers' business).
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return through(load.getAddr());
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return through(store.getAddr());
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    return through(rmw.getPtr());
  auto interface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!interface)
    return everything;
  SmallVector<MemoryEffects::EffectInstance> effects;
  interface.getEffects(effects);
  Touched touched;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    Value value = effect.getValue();
    touched = touched.join(value ? through(value) : everything);
  }
  return touched;
}

bool isKernel(LLVM::LLVMFuncOp func) {
  return func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName());
}

/// State on entry to every block, to a fixpoint. Barriers reset the state.
llvm::DenseMap<Block *, Touched> blockEntryStates(LLVM::LLVMFuncOp func) {
  llvm::DenseMap<Block *, Touched> in;
  Block *entry = &func.getBody().front();
  in[entry] =
      isKernel(func) ? Touched{} : Touched{true, true, 0, Touched::kAll};
  llvm::SetVector<Block *> work;
  work.insert(entry);
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    Touched state = in[block];
    for (Operation &op : *block)
      state = isa<NVVM::Barrier0Op>(op) ? Touched{} : state.join(accessesOf(&op));
    for (Block *succ : block->getSuccessors()) {
      auto [it, inserted] = in.try_emplace(succ, state);
      Touched joined = it->second.join(state);
      if (inserted || !(joined == it->second)) {
        it->second = joined;
        work.insert(succ);
      }
    }
  }
  return in;
}

/// The barriers `removable` accepts given the state just before them.
template <typename Pred>
SmallVector<Operation *> findBarriers(LLVM::LLVMFuncOp func, Pred removable) {
  SmallVector<Operation *> found;
  llvm::DenseMap<Block *, Touched> in = blockEntryStates(func);
  for (auto &[block, entryState] : in) {
    Touched state = entryState;
    for (Operation &op : *block) {
      if (!isa<NVVM::Barrier0Op>(op)) {
        state = state.join(accessesOf(&op));
        continue;
      }
      if (removable(&op, state))
        found.push_back(&op);
      state = {};
    }
  }
  return found;
}

/// What may be accessed from just after `barrier` up to the next barrier on
/// some path. Leaving a function that is not a kernel reaches the caller's
/// accesses: anything.
Touched accessesUntilNextBarrier(Operation *barrier, bool kernel) {
  Touched touched;
  SmallVector<Block *> work;
  llvm::DenseSet<Block *> seen;
  auto scan = [&](Block::iterator it, Block *block) {
    for (; it != block->end(); ++it) {
      if (isa<NVVM::Barrier0Op>(*it))
        return;
      if (!kernel && isa<LLVM::ReturnOp>(*it))
        touched = touched.join({true, true, 0, Touched::kAll});
      touched = touched.join(accessesOf(&*it));
    }
    llvm::append_range(work, block->getSuccessors());
  };
  scan(std::next(barrier->getIterator()), barrier->getBlock());
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    if (seen.insert(block).second)
      scan(block->begin(), block);
  }
  return touched;
}

} // namespace

void tileiras::simt::eliminateRedundantBarriers(ModuleOp module) {
  module.walk([](LLVM::LLVMFuncOp func) {
    if (func.getBody().empty())
      return;
    // Removing a global-order barrier with no global access before it leaves
    // the global state after it unchanged (still untouched), so all of them
    // can go at once; likewise for exchange entries and the shared state.
    for (Operation *op : findBarriers(func, [](Operation *op, Touched s) {
           return op->hasAttr(kGlobalOrderAttr) && !s.global;
         }))
      op->erase();
    // An exchange entry whose writers (and whatever else runs up to the
    // next barrier) touch no scratch byte that was accessed since the last
    // barrier: nobody can still be using those bytes. One at a time, as each
    // removal widens what reaches the barriers after it.
    bool kernel = isKernel(func);
    while (true) {
      SmallVector<Operation *> entries =
          findBarriers(func, [&](Operation *op, Touched s) {
            return op->hasAttr(kExchangeEntryAttr) &&
                   !s.overlapsShared(accessesUntilNextBarrier(op, kernel));
          });
      if (entries.empty())
        break;
      entries.front()->erase();
    }
    // A barrier with no access before it leaves the state as a barrier would.
    for (Operation *op : findBarriers(func, [](Operation *, Touched s) {
           return !s.shared && !s.global;
         }))
      op->erase();
    func.walk([](NVVM::Barrier0Op op) {
      op->removeAttr(kExchangeEntryAttr);
      op->removeAttr(kGlobalOrderAttr);
    });
    func.walk([](Operation *op) { op->removeAttr(kScratchRegionAttr); });
  });
}
