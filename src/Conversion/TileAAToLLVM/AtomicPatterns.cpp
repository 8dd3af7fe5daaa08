//===- AtomicPatterns.cpp - atomic_rmw and atomic_cas ---------------------===//
//
// One atomic per owned, unmasked slot; replicas get the owner's old value
// through scratch. LLVM 22's NVPTX drops the ordering of atomicrmw and makes
// every scope .gpu, so atomic_rmw is a relaxed access between explicit
// fences, and at .sys scope inline PTX. A releasing atomic is preceded, an
// acquiring one followed, by a CTA barrier (MemoryPatterns.cpp explains why).
//
//===----------------------------------------------------------------------===//

#include "MemoryPatterns.h"
#include "Patterns.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

/// Emits `atomic(ptr, operands...)` for every slot whose mask and ownership
/// allow it. Replicas of an element get its owner's result through scratch;
/// masked-off elements are poison.
template <typename Op>
Value perSlotAtomic(ConversionPatternRewriter &rewriter, Location loc,
                    LoweringState &state, Op op, Value ptrs, Value mask,
                    Type resultType,
                    function_ref<Value(OpBuilder &, Value ptr, int64_t slot)>
                        atomic) {
  auto vec = dyn_cast<VectorType>(resultType);
  if (!vec) {
    return inThreadZero(rewriter, loc, state, resultType, [&](OpBuilder &b) {
      if (!mask)
        return atomic(b, ptrs, -1);
      auto guard = scf::IfOp::create(b, loc, TypeRange{resultType}, mask, true);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.thenBlock());
      scf::YieldOp::create(b, loc, atomic(b, ptrs, -1));
      b.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(
          b, loc, ValueRange{LLVM::PoisonOp::create(b, loc, resultType)});
      return guard.getResult(0);
    });
  }
  Distribution d = distributionOf(state, op.getResult().getType());
  Value allowed = andMasks(rewriter, loc, mask, ownerMask(rewriter, loc, d));
  Value result = LLVM::PoisonOp::create(rewriter, loc, vec);
  Type elt = vec.getElementType();
  for (int64_t v = 0; v < d.slots; ++v) {
    Value ptr = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 1),
        extractSlot(rewriter, loc, ptrs, v));
    Value old;
    if (allowed) {
      auto guard = scf::IfOp::create(rewriter, loc, TypeRange{elt},
                                     extractSlot(rewriter, loc, allowed, v),
                                     true);
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      scf::YieldOp::create(rewriter, loc, atomic(rewriter, ptr, v));
      rewriter.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(
          rewriter, loc, ValueRange{LLVM::PoisonOp::create(rewriter, loc, elt)});
      old = guard.getResult(0);
    } else {
      old = atomic(rewriter, ptr, v);
    }
    result = insertSlot(rewriter, loc, result, old, v);
  }
  if (d.exact())
    return result;
  return redistribute(rewriter, loc, state, result, elt, d, d);
}

/// `atom.relaxed.sys.global.<op>.<type>` as inline PTX, or null where PTX
/// has no such atom (float min/max, 16-bit floats): those keep atomicrmw.
Value sysAtomicRmw(OpBuilder &b, Location loc, aa::RmwMode mode, Value ptr,
                   Value x) {
  Type type = x.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  bool isFloat = isa<FloatType>(type);
  if ((bits != 32 && bits != 64) || (isFloat && mode != aa::RmwMode::AddF &&
                                     mode != aa::RmwMode::Xchg))
    return nullptr;
  std::string b32 = bits == 32 ? "32" : "64";
  std::string op;
  switch (mode) {
  case aa::RmwMode::Add:
    op = "add.u" + b32;
    break;
  case aa::RmwMode::AddF:
    op = "add.f" + b32;
    break;
  case aa::RmwMode::And:
    op = "and.b" + b32;
    break;
  case aa::RmwMode::Or:
    op = "or.b" + b32;
    break;
  case aa::RmwMode::Xor:
    op = "xor.b" + b32;
    break;
  case aa::RmwMode::Xchg:
    op = "exch.b" + b32;
    break;
  case aa::RmwMode::Max:
    op = "max.s" + b32;
    break;
  case aa::RmwMode::Min:
    op = "min.s" + b32;
    break;
  case aa::RmwMode::UMax:
    op = "max.u" + b32;
    break;
  case aa::RmwMode::UMin:
    op = "min.u" + b32;
    break;
  }
  // exch of a float goes through its bits.
  Type asmType = type;
  if (isFloat && mode == aa::RmwMode::Xchg) {
    asmType = b.getIntegerType(bits);
    x = LLVM::BitcastOp::create(b, loc, asmType, x);
  }
  std::string reg = isa<FloatType>(asmType) ? (bits == 32 ? "f" : "d")
                                            : (bits == 32 ? "r" : "l");
  std::string constraints = "=" + reg + ",l," + reg + ",~{memory}";
  Value old = LLVM::InlineAsmOp::create(
                  b, loc, asmType, ValueRange{ptr, x},
                  "atom.relaxed.sys.global." + op + " $0, [$1], $2;",
                  constraints, /*has_side_effects=*/true,
                  /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                  LLVM::AsmDialectAttr(), ArrayAttr())
                  .getResult(0);
  if (asmType != type)
    old = LLVM::BitcastOp::create(b, loc, type, old);
  return old;
}

struct AtomicRmwLowering : StatefulPattern<aa::AtomicRmwOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::AtomicRmwOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    std::optional<LLVM::AtomicBinOp> kind =
        binOpOf(op.getMode(), getElementTypeOrSelf(type));
    if (!kind)
      return rewriter.notifyMatchFailure(op, "unsupported atomic mode");
    orderAfter(rewriter, loc, op.getToken());
    Value value = adaptor.getValue();
    aa::MemSemantic sem = op.getSem();
    aa::MemScope scope = op.getScope();
    barrierBeforeRelease(rewriter, loc, sem);
    // LLVM 22's NVPTX drops the ordering of atomicrmw and makes every scope
    // .gpu (fixed upstream after the 22 branch), so the ordering is explicit
    // fences around a relaxed access, and .sys accesses are inline PTX.
    Value result = perSlotAtomic(
        rewriter, loc, state, op, adaptor.getPtrs(), adaptor.getMask(), type,
        [&](OpBuilder &b, Value ptr, int64_t slot) -> Value {
          Value x = slot < 0 ? value : extractSlot(b, loc, value, slot);
          if (releases(sem))
            LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::release,
                                  syncScopeOf(scope));
          Value old;
          if (scope == aa::MemScope::sys)
            old = sysAtomicRmw(b, loc, op.getMode(), ptr, x);
          if (!old)
            old = LLVM::AtomicRMWOp::create(b, loc, *kind, ptr, x,
                                            LLVM::AtomicOrdering::monotonic,
                                            syncScopeOf(scope));
          if (acquires(sem))
            LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acquire,
                                  syncScopeOf(scope));
          return old;
        });
    barrierAfterAcquire(rewriter, loc, sem);
    rewriter.replaceOp(op, {result, zeroToken(rewriter, loc)});
    return success();
  }
};

struct AtomicCasLowering : StatefulPattern<aa::AtomicCasOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::AtomicCasOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    if (!isa<IntegerType>(getElementTypeOrSelf(type)))
      return rewriter.notifyMatchFailure(op, "float compare-and-swap");
    orderAfter(rewriter, loc, op.getToken());
    LLVM::AtomicOrdering ordering = orderingOf(op.getSem());
    // A failed exchange has no release part.
    LLVM::AtomicOrdering failure =
        ordering == LLVM::AtomicOrdering::acq_rel ||
                ordering == LLVM::AtomicOrdering::acquire
            ? LLVM::AtomicOrdering::acquire
            : LLVM::AtomicOrdering::monotonic;
    StringRef scope = syncScopeOf(op.getScope());
    barrierBeforeRelease(rewriter, loc, op.getSem());
    Value cmp = adaptor.getCmp(), value = adaptor.getValue();
    Value result = perSlotAtomic(
        rewriter, loc, state, op, adaptor.getPtrs(), adaptor.getMask(), type,
        [&](OpBuilder &b, Value ptr, int64_t slot) -> Value {
          Value c = slot < 0 ? cmp : extractSlot(b, loc, cmp, slot);
          Value x = slot < 0 ? value : extractSlot(b, loc, value, slot);
          Value pair = LLVM::AtomicCmpXchgOp::create(b, loc, ptr, c, x,
                                                     ordering, failure, scope);
          return LLVM::ExtractValueOp::create(b, loc, pair,
                                              ArrayRef<int64_t>{0});
        });
    barrierAfterAcquire(rewriter, loc, op.getSem());
    rewriter.replaceOp(op, {result, zeroToken(rewriter, loc)});
    return success();
  }
};

} // namespace

void tileiras::simt::populateAtomicPatterns(SimtTypeConverter &converter,
                                            LoweringState &state,
                                            RewritePatternSet &patterns) {
  patterns.add<AtomicRmwLowering, AtomicCasLowering>(converter, state);
}
