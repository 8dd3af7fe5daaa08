//===- BarrierElimination.cpp - Drop CTA barriers that order nothing ------===//
//
// Patterns emit CTA barriers locally: every shared-memory exchange starts with
// one (the previous exchange's readers may still read the one scratch), token
// orderings, releases and acquires add theirs. Over the lowered CFG (loops are back
// edges) a forward dataflow finds which are provably redundant, in rounds
// whose removals leave the state the next round relies on as it was:
//
//  1. a global-order barrier (kGlobalOrderAttr) that no global access can
//     reach without crossing another barrier: what it orders already
//     precedes that barrier;
//  2. an exchange-entry barrier (kExchangeEntryAttr) that no shared access
//     can reach so: nobody can still be reading (or writing) the scratch;
//  3. any barrier that no memory access at all can reach so.
//
// The state at a point is "since the last barrier, on some path, shared /
// global memory may have been accessed". Calls, unknown memory ops and ops
// with regions count as both. A non-kernel function may be entered right
// after its caller's accesses, so its entry state is "both".
//
//===----------------------------------------------------------------------===//

#include "Distribution.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace tileiras::simt;

namespace {

struct Touched {
  bool shared = false;
  bool global = false;
  Touched join(Touched other) const {
    return {shared || other.shared, global || other.global};
  }
  bool operator==(const Touched &o) const {
    return shared == o.shared && global == o.global;
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

Touched through(Value ptr) { return {mayBeShared(ptr), mayBeGlobal(ptr)}; }

/// What one non-barrier op adds to the state: an op whose every effect is
/// on a global pointer leaves shared memory alone; anything else (calls,
/// inline asm, effects on no value or on a possibly shared pointer) may not.
Touched accessesOf(Operation *op) {
  if (op->getNumRegions() != 0)
    return {true, true};
  // Register-to-register only, though not marked so.
  if (isMemoryEffectFree(op) || isa<NVVM::ShflOp>(op))
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
  auto interface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!interface)
    return {true, true};
  SmallVector<MemoryEffects::EffectInstance> effects;
  interface.getEffects(effects);
  Touched touched;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    Value value = effect.getValue();
    touched = touched.join(value ? through(value) : Touched{true, true});
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
  in[entry] = isKernel(func) ? Touched{} : Touched{true, true};
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
    for (Operation *op : findBarriers(func, [](Operation *op, Touched s) {
           return op->hasAttr(kExchangeEntryAttr) && !s.shared;
         }))
      op->erase();
    // A barrier with no access before it leaves the state as a barrier would.
    for (Operation *op : findBarriers(func, [](Operation *, Touched s) {
           return !s.shared && !s.global;
         }))
      op->erase();
    func.walk([](NVVM::Barrier0Op op) {
      op->removeAttr(kExchangeEntryAttr);
      op->removeAttr(kGlobalOrderAttr);
    });
  });
}
