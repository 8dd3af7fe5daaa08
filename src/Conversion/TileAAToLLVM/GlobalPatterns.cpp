//===- GlobalPatterns.cpp - globals, alloca, view reductions, fences ------===//
//
// * nv_tileaa.global is an LLVM global in addrspace(1) (PTX .global) with
//   its initializer; get_global is its address.
// * nv_tileaa.alloca is storage in global memory for the tile block (the
//   CTA): cuda_tile pointers address global memory and every access through
//   them is ld/st/atom.global, so neither shared memory (a different state
//   space) nor local memory (also private to one thread) can back it.
//   Thread 0 takes it from the device heap (malloc, as NVIDIA's tileiras
//   does), zeroes it (the interpreter's allocations are zeroed) and hands
//   the pointer to the other threads through a shared slot; the function's
//   returns free it after a barrier. The support check keeps allocas out of
//   loops, so one slot per alloca suffices.
// * nv_tileaa.tiled_atomic_red: one relaxed atomicrmw per owned in-bounds
//   element (llc-22 still emits atom.global.*, with the old value unused).
// * nv_tileaa.alias_fence: fence.acq_rel.cta and a CTA barrier. All memory
//   accesses here go through the generic proxy, so no proxy fence is needed;
//   the barrier orders the accesses of every thread of the tile block.
//
//===----------------------------------------------------------------------===//

#include "GlobalPatterns.h"
#include "MemoryPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

/// The attribute naming an alloca's shared pointer slot, set by
/// prepareAllocas for the alloca pattern.
static constexpr llvm::StringLiteral kSlotAttrName = "nv_tileaa.alloca_slot";
/// Device malloc returns 16-byte aligned memory.
static constexpr int64_t kMallocAlignment = 16;

static LLVM::LLVMFuncOp getOrInsertFunction(OpBuilder &b, Operation *module,
                                            StringRef name,
                                            LLVM::LLVMFunctionType type) {
  if (auto fn = dyn_cast_or_null<LLVM::LLVMFuncOp>(
          SymbolTable::lookupSymbolIn(module, name)))
    return fn;
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(&module->getRegion(0).front());
  return LLVM::LLVMFuncOp::create(b, module->getLoc(), name, type);
}

static Value slotAddress(OpBuilder &b, Location loc, StringRef slot) {
  return LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), slot);
}

LogicalResult tileiras::simt::prepareAllocas(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  for (auto func : module.getOps<func::FuncOp>()) {
    SmallVector<aa::AllocaOp> allocas;
    func.walk([&](aa::AllocaOp op) { allocas.push_back(op); });
    if (allocas.empty())
      continue;
    SmallVector<StringAttr> slots;
    for (aa::AllocaOp op : allocas) {
      b.setInsertionPointToStart(module.getBody());
      auto slot = LLVM::GlobalOp::create(
          b, op.getLoc(), ptr, /*isConstant=*/false, LLVM::Linkage::Internal,
          uniqueSymbolName(module, "__tileiras_alloca"), Attribute(),
          /*alignment=*/8, /*addrSpace=*/3);
      slots.push_back(slot.getSymNameAttr());
      op->setAttr(kSlotAttrName, FlatSymbolRefAttr::get(slot.getSymNameAttr()));
    }
    // A return that no alloca dominates frees null, which does nothing.
    Location loc = func.getLoc();
    b.setInsertionPointToStart(&func.getBody().front());
    auto init = scf::IfOp::create(b, loc, isThreadZero(b, loc), false);
    b.setInsertionPointToStart(init.thenBlock());
    Value null = LLVM::ZeroOp::create(b, loc, ptr);
    for (StringAttr slot : slots)
      LLVM::StoreOp::create(b, loc, null, slotAddress(b, loc, slot));

    LLVM::LLVMFuncOp freeFn = getOrInsertFunction(
        b, module, "free",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {ptr}));
    func.walk([&](func::ReturnOp ret) {
      b.setInsertionPoint(ret);
      // Every thread is done with the storage.
      barrier(b, ret.getLoc());
      auto guard =
          scf::IfOp::create(b, ret.getLoc(), isThreadZero(b, ret.getLoc()), false);
      b.setInsertionPointToStart(guard.thenBlock());
      for (StringAttr slot : slots) {
        Value raw = LLVM::LoadOp::create(b, ret.getLoc(), ptr,
                                         slotAddress(b, ret.getLoc(), slot));
        LLVM::CallOp::create(b, ret.getLoc(), freeFn, ValueRange{raw});
      }
    });
  }
  return success();
}

namespace {

struct GlobalLowering : StatefulPattern<aa::GlobalOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = cast<DenseElementsAttr>(op.getValue());
    Type element = value.getElementType();
    // i1 is stored as a byte, as every i1 in memory.
    if (element.isInteger(1)) {
      element = rewriter.getI8Type();
      value = value.mapValues(element, [](const APInt &bit) {
        return bit.zext(8);
      });
    }
    int64_t n = value.getNumElements();
    auto type = LLVM::LLVMArrayType::get(element, n);
    uint64_t alignment = std::max<uint64_t>(op.getAlignment(),
                                            elementBytes(element));
    auto linkage = op.isPrivate() ? LLVM::Linkage::Internal
                                  : LLVM::Linkage::External;
    rewriter.replaceOpWithNewOp<LLVM::GlobalOp>(
        op, type, op.getConstant(), linkage, op.getSymName(), value, alignment,
        /*addrSpace=*/1);
    return success();
  }
};

struct GetGlobalLowering : StatefulPattern<aa::GetGlobalOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::GetGlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, LLVM::LLVMPointerType::get(rewriter.getContext(), 1),
        op.getName());
    return success();
  }
};

struct AllocaLowering : StatefulPattern<aa::AllocaOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::AllocaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto slot = op->getAttrOfType<FlatSymbolRefAttr>(kSlotAttrName);
    if (!slot)
      return rewriter.notifyMatchFailure(op, "no slot (prepareAllocas)");
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto global = LLVM::LLVMPointerType::get(ctx, 1);
    Type i64 = rewriter.getI64Type();
    Operation *module = SymbolTable::getNearestSymbolTable(op->getParentOp());
    Type pointee = cast<aa::PtrType>(op.getType()).getPointee();
    int64_t eltBytes = isa<aa::PtrType>(pointee)
                           ? 8
                           : elementBytes(getTypeConverter()->convertType(pointee));
    int64_t bytes = op.getNumElem() * eltBytes;
    int64_t alignment = op.getAlignment();
    // Room to move the start up to the alignment malloc does not give.
    int64_t slack = alignment > kMallocAlignment ? alignment : 0;
    auto i64Const = [&](int64_t v) {
      return LLVM::ConstantOp::create(rewriter, loc, i64,
                                      rewriter.getI64IntegerAttr(v));
    };
    // The aligned start of the storage at generic address `raw`.
    auto alignedStart = [&](Value raw) -> Value {
      if (!slack)
        return raw;
      Value address = LLVM::PtrToIntOp::create(rewriter, loc, i64, raw);
      Value up = LLVM::AddOp::create(rewriter, loc, address,
                                     i64Const(alignment - 1));
      Value start =
          LLVM::AndOp::create(rewriter, loc, up, i64Const(-alignment));
      Value skip = LLVM::SubOp::create(rewriter, loc, start, address);
      return LLVM::GEPOp::create(rewriter, loc, ptr, rewriter.getI8Type(),
                                 raw, ValueRange{skip});
    };

    LLVM::LLVMFuncOp mallocFn = getOrInsertFunction(
        rewriter, module, "malloc", LLVM::LLVMFunctionType::get(ptr, {i64}));
    auto guard = scf::IfOp::create(rewriter, loc, isThreadZero(rewriter, loc),
                                   false);
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      Value raw = LLVM::CallOp::create(rewriter, loc, mallocFn,
                                       ValueRange{i64Const(bytes + slack)})
                      .getResult();
      // An exhausted device heap (cudaLimitMallocHeapSize) stops the kernel.
      Value failed = LLVM::ICmpOp::create(
          rewriter, loc, LLVM::ICmpPredicate::eq, raw,
          LLVM::ZeroOp::create(rewriter, loc, ptr));
      auto check = scf::IfOp::create(rewriter, loc, failed, false);
      rewriter.setInsertionPointToStart(check.thenBlock());
      LLVM::Trap::create(rewriter, loc);
      rewriter.setInsertionPointAfter(check);
      LLVM::StoreOp::create(rewriter, loc, raw,
                            slotAddress(rewriter, loc, slot.getValue()));
      LLVM::MemsetOp::create(
          rewriter, loc, alignedStart(raw),
          LLVM::ConstantOp::create(rewriter, loc, rewriter.getI8Type(),
                                   rewriter.getI8IntegerAttr(0)),
          i64Const(bytes), /*isVolatile=*/false);
    }
    barrier(rewriter, loc);
    Value raw = LLVM::LoadOp::create(rewriter, loc, ptr,
                                     slotAddress(rewriter, loc, slot.getValue()));
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(op, global,
                                                       alignedStart(raw));
    return success();
  }
};

struct TiledAtomicRedLowering : StatefulPattern<aa::TiledAtomicRedOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledAtomicRedOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = op.getValue().getType();
    auto type = cast<VectorType>(adaptor.getValue().getType());
    Type element = type.getElementType();
    std::optional<LLVM::AtomicBinOp> kind = binOpOf(op.getMode(), element);
    if (!kind)
      return rewriter.notifyMatchFailure(op, "unsupported atomic mode");
    orderAfter(rewriter, loc, op.getToken());
    Distribution d = distributionOf(state, tile);
    int64_t bytes = elementBytes(element);
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes);
    // Replicas must not add their copy a second time.
    Value allowed = at.inBounds;
    if (Value owned = ownerMask(rewriter, loc, d))
      allowed = arith::AndIOp::create(rewriter, loc, allowed, owned);
    auto global = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
    StringRef scope = syncScopeOf(op.getScope());
    for (int64_t v = 0; v < d.slots; ++v) {
      auto guard = scf::IfOp::create(
          rewriter, loc, extractSlot(rewriter, loc, allowed, v), false);
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      Value ptr = LLVM::IntToPtrOp::create(
          rewriter, loc, global, extractSlot(rewriter, loc, at.addresses, v));
      LLVM::AtomicRMWOp::create(rewriter, loc, *kind, ptr,
                                extractSlot(rewriter, loc, adaptor.getValue(), v),
                                LLVM::AtomicOrdering::monotonic, scope);
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

struct AliasFenceLowering : StatefulPattern<aa::AliasFenceOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::AliasFenceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acq_rel,
                          "block");
    barrier(rewriter, loc);
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

} // namespace

void tileiras::simt::populateGlobalPatterns(SimtTypeConverter &converter,
                                            LoweringState &state,
                                            RewritePatternSet &patterns) {
  patterns.add<GlobalLowering, GetGlobalLowering, AllocaLowering,
               TiledAtomicRedLowering, AliasFenceLowering>(converter, state);
}
