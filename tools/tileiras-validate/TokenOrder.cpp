//===- TokenOrder.cpp - token-less memory accesses that may race ----------===//
//
// cuda_tile orders memory operations only through tokens: two `_tko` accesses
// with no token path between them may be performed in either order, and by
// different threads of the tile block (our lowering, like NVIDIA's, puts a
// CTA barrier only between token-ordered accesses). `token-race` flags a
// pair of accesses in one entry when
//   * at least one of them writes (store_view/store_ptr, or an atomic paired
//     with a non-atomic access; two atomics are atomic with each other),
//   * both may reach the same memory: their addresses derive from the same
//     entry argument, global or alloca, or one of them derives from
//     something the check cannot follow (int_to_ptr, a pointer loaded from
//     memory), which may alias anything; distinct pointer arguments are
//     taken to be distinct buffers, and
//   * neither's input token derives from the other's result token (through
//     join_tokens, loop-carried values and if/loop results). Inside a common
//     loop both directions are needed: B after A in one iteration leaves A
//     of the next iteration unordered with B unless B's token is carried
//     into A.
// Indices are not compared: two tiles of one view may or may not overlap.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
using namespace tileiras::validate;

namespace {

/// What an address derives from: an entry argument, a global's name, an
/// alloca, or "unknown".
struct Root {
  const void *key;
  std::string name;
  bool operator==(const Root &o) const { return key == o.key; }
};
using Roots = llvm::SmallVector<Root, 2>;

bool isAddressType(Type t) {
  if (auto tile = dyn_cast<ct::TileType>(t))
    return isa<ct::PointerType>(tile.getElementType());
  return isa<ct::PointerType, ct::TensorViewType, ct::PartitionViewType,
             ct::StridedViewType, ct::GatherScatterViewType>(t);
}

/// The loop (for/loop) a break or continue belongs to, the op a yield ends.
Operation *terminatorOwner(Operation *t) {
  if (isa<ct::YieldOp>(t))
    return t->getParentOp();
  for (Operation *p = t->getParentOp(); p; p = p->getParentOp())
    if (isa<ct::ForOp, ct::LoopOp>(p))
      return p;
  return nullptr;
}

/// Values that flow into result `index` of region op `op`, or into its
/// loop-carried block argument `index` (continue, break, yield operands).
void terminatorInputs(Operation *op, unsigned index, bool carried,
                      llvm::SmallVectorImpl<Value> &out) {
  op->walk([&](Operation *t) {
    if (!isa<ct::YieldOp, ct::BreakOp, ct::ContinueOp>(t) ||
        terminatorOwner(t) != op)
      return;
    if (carried && !isa<ct::ContinueOp>(t))
      return;
    if (index < t->getNumOperands())
      out.push_back(t->getOperand(index));
  });
}

/// Where a loop-carried block argument starts and what feeds it back.
bool carriedInputs(BlockArgument arg, llvm::SmallVectorImpl<Value> &out) {
  Operation *owner = arg.getOwner()->getParentOp();
  unsigned i = arg.getArgNumber();
  if (auto forOp = dyn_cast<ct::ForOp>(owner)) {
    if (i == 0)
      return false; // the induction variable
    --i;
    if (i < forOp.getInitValues().size())
      out.push_back(forOp.getInitValues()[i]);
  } else if (isa<ct::LoopOp>(owner)) {
    if (i < owner->getNumOperands())
      out.push_back(owner->getOperand(i));
  } else {
    return false;
  }
  terminatorInputs(owner, i, /*carried=*/true, out);
  return true;
}

class RootFinder {
public:
  Roots rootsOf(Value v) {
    llvm::SmallPtrSet<void *, 16> visited;
    Roots out;
    collect(v, visited, out);
    return out;
  }
  static bool isUnknown(const Root &r) { return r.key == &unknownKey; }

private:
  static inline char unknownKey;
  static void add(Roots &out, Root r) {
    if (!llvm::is_contained(out, r))
      out.push_back(std::move(r));
  }
  void collect(Value v, llvm::SmallPtrSetImpl<void *> &visited, Roots &out) {
    if (!visited.insert(v.getAsOpaquePointer()).second)
      return;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (isa<ct::EntryOp, ct::TestingFuncOp>(owner)) {
        add(out, {v.getAsOpaquePointer(),
                  "argument #" + std::to_string(arg.getArgNumber())});
        return;
      }
      llvm::SmallVector<Value> inputs;
      if (!carriedInputs(arg, inputs)) {
        add(out, {&unknownKey, "an unknown address"});
        return;
      }
      for (Value in : inputs)
        collect(in, visited, out);
      return;
    }
    Operation *def = v.getDefiningOp();
    if (auto global = dyn_cast<ct::GetGlobalOp>(def)) {
      StringAttr name = global.getNameAttr().getAttr();
      add(out, {name.getAsOpaquePointer(), "global @" + name.str()});
      return;
    }
    if (isa<ct::AllocaOp>(def)) {
      add(out, {def, "an alloca"});
      return;
    }
    if (def->getNumRegions()) {
      llvm::SmallVector<Value> inputs;
      terminatorInputs(def, cast<OpResult>(v).getResultNumber(),
                       /*carried=*/false, inputs);
      for (Value in : inputs)
        collect(in, visited, out);
      return;
    }
    // Pointers that come out of memory or from integers can be anything.
    bool followed = false;
    if (!def->hasTrait<OpTrait::IsTerminator>() &&
        !isa<ct::LoadPtrTkoOp, ct::LoadViewTkoOp, ct::AtomicRMWTkoOp,
             ct::AtomicCASTkoOp, ct::IntToPtrOp>(def)) {
      for (Value operand : def->getOperands())
        if (isAddressType(operand.getType())) {
          collect(operand, visited, out);
          followed = true;
        }
    }
    if (!followed)
      add(out, {&unknownKey, "an address the check cannot follow"});
  }
};

struct Access {
  Operation *op;
  Value address;
  Value token;       // input token, may be null
  Value resultToken;
  bool writes;
  bool atomic;
  Roots roots;
  llvm::SmallPtrSet<Operation *, 8> after; // accesses this one is ordered after
};

std::optional<Access> asAccess(Operation *op) {
  auto make = [&](Value address, Value token, Value result, bool writes,
                  bool atomic) {
    return Access{op, address, token, result, writes, atomic, {}, {}};
  };
  if (auto l = dyn_cast<ct::LoadViewTkoOp>(op))
    return make(l.getView(), l.getToken(), l.getResultToken(), false, false);
  if (auto s = dyn_cast<ct::StoreViewTkoOp>(op))
    return make(s.getView(), s.getToken(), s.getResultToken(), true, false);
  if (auto l = dyn_cast<ct::LoadPtrTkoOp>(op))
    return make(l.getSource(), l.getToken(), l.getResultToken(), false, false);
  if (auto s = dyn_cast<ct::StorePtrTkoOp>(op))
    return make(s.getDestination(), s.getToken(), s.getResultToken(), true,
                false);
  if (auto a = dyn_cast<ct::AtomicRMWTkoOp>(op))
    return make(a.getPointers(), a.getToken(), a.getResultToken(), true, true);
  if (auto a = dyn_cast<ct::AtomicCASTkoOp>(op))
    return make(a.getPointers(), a.getToken(), a.getResultToken(), true, true);
  if (auto a = dyn_cast<ct::AtomicRedViewTkoOp>(op))
    return make(a.getView(), a.getToken(), a.getResultToken(), true, true);
  return std::nullopt;
}

/// Every access whose result token flows into `token`.
void tokenAncestors(Value token,
                    const llvm::DenseMap<Value, Operation *> &producer,
                    llvm::SmallPtrSetImpl<Operation *> &out) {
  llvm::SmallVector<Value> work{token};
  llvm::SmallPtrSet<void *, 32> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!v || !seen.insert(v.getAsOpaquePointer()).second)
      continue;
    if (auto it = producer.find(v); it != producer.end())
      out.insert(it->second);
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      llvm::SmallVector<Value> inputs;
      if (carriedInputs(arg, inputs))
        work.append(inputs.begin(), inputs.end());
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (def->getNumRegions()) {
      llvm::SmallVector<Value> inputs;
      terminatorInputs(def, cast<OpResult>(v).getResultNumber(), false, inputs);
      work.append(inputs.begin(), inputs.end());
      continue;
    }
    // A tko op's result token carries its input token's ordering along;
    // join_tokens carries all of its inputs'.
    for (Value operand : def->getOperands())
      if (isa<ct::TokenType>(operand.getType()))
        work.push_back(operand);
  }
}

bool sharedRoot(const Access &a, const Access &b, std::string &what) {
  for (const Root &ra : a.roots) {
    for (const Root &rb : b.roots) {
      if (RootFinder::isUnknown(ra) || RootFinder::isUnknown(rb)) {
        what = RootFinder::isUnknown(ra) ? ra.name : rb.name;
        what = "memory that may overlap (one address derives from " + what + ")";
        return true;
      }
      if (ra == rb) {
        what = "memory reached from " + ra.name;
        return true;
      }
    }
  }
  return false;
}

bool inCommonLoop(Operation *a, Operation *b) {
  for (Operation *p = a->getParentOp(); p; p = p->getParentOp())
    if (isa<ct::ForOp, ct::LoopOp>(p) && p->isProperAncestor(b))
      return true;
  return false;
}

void checkFunction(Operation *func, Report &report) {
  std::vector<Access> accesses;
  llvm::DenseMap<Value, Operation *> producer;
  RootFinder roots;
  func->walk([&](Operation *op) {
    if (std::optional<Access> a = asAccess(op)) {
      a->roots = roots.rootsOf(a->address);
      producer[a->resultToken] = op;
      accesses.push_back(std::move(*a));
    }
  });
  for (Access &a : accesses)
    tokenAncestors(a.token, producer, a.after);

  for (size_t j = 0; j < accesses.size(); ++j) {
    for (size_t i = 0; i < j; ++i) {
      const Access &a = accesses[i], &b = accesses[j];
      if (!a.writes && !b.writes)
        continue;
      if (a.atomic && b.atomic)
        continue;
      std::string what;
      if (!sharedRoot(a, b, what))
        continue;
      bool aThenB = b.after.contains(a.op), bThenA = a.after.contains(b.op);
      if (inCommonLoop(a.op, b.op) ? (aThenB && bThenA) : (aThenB || bThenA))
        continue;
      report.warn(b.op, "token-race",
                  "'" + b.op->getName().getStringRef() + "' and " +
                      describeOp(a.op, report) + " both access " + what +
                      (inCommonLoop(a.op, b.op)
                           ? ", and no token orders them in both directions "
                             "across iterations of their loop: they may run "
                             "in either order and race between threads (carry "
                             "the later one's result token into the loop)"
                           : ", and no token orders them: they may run in "
                             "either order and race between threads (pass one's "
                             "result token to the other)"));
    }
  }
}

} // namespace

void tileiras::validate::checkTokenOrder(ct::ModuleOp module, Report &report) {
  for (Operation &op : *module.getBody())
    if (isa<ct::EntryOp, ct::TestingFuncOp>(op))
      checkFunction(&op, report);
}
