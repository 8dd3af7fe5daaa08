//===- MemoryPatterns.cpp - pointers, views, memory ops, grid ids ---------===//
//
// Tile memory accesses are per-slot accesses through a vector of pointers
// (llvm.masked.gather / scatter), masked by the tile mask, the view bounds,
// and, for writes, by slot ownership so replicas never write twice. Weak
// tiled accesses whose layout gives threads contiguous runs use vector
// accesses instead (VectorAccess.h). Tokens
// carry no data; an access ordered after another access is preceded by a
// CTA barrier, since the element it depends on may live in another thread.
//
//===----------------------------------------------------------------------===//

#include "MemoryPatterns.h"
#include "Patterns.h"
#include "VectorAccess.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

#include <limits>

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

Type i64Of(OpBuilder &b) { return b.getI64Type(); }

/// The pointee's size in bytes, as stored in global memory.
int64_t pointeeBytes(const TypeConverter &converter, Type ptrLike) {
  auto ptr = cast<aa::PtrType>(aa::tileElementType(ptrLike));
  Type pointee = ptr.getPointee();
  if (isa<aa::PtrType>(pointee))
    return 8;
  return elementBytes(converter.convertType(pointee));
}

} // namespace

void tileiras::simt::orderAfter(OpBuilder &b, Location loc, Value token) {
  if (!token || token.getDefiningOp<aa::CreateMemTokenOp>())
    return;
  globalOrderBarrier(b, loc);
}

Value tileiras::simt::zeroToken(OpBuilder &b, Location loc) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
}

namespace {

Value sextTo64(OpBuilder &b, Location loc, Value v) {
  Type elt = getElementTypeOrSelf(v.getType());
  if (elt.getIntOrFloatBitWidth() == 64)
    return v;
  Type to = b.getI64Type();
  if (auto vec = dyn_cast<VectorType>(v.getType()))
    to = VectorType::get(vec.getShape(), to);
  return arith::ExtSIOp::create(b, loc, to, v);
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

struct AddPtrLowering : StatefulPattern<aa::AddPtrOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::AddPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t size = pointeeBytes(*getTypeConverter(), op.getBase().getType());
    Value offset = sextTo64(rewriter, loc, adaptor.getOffset());
    if (auto vec = dyn_cast<VectorType>(offset.getType())) {
      Value bytes = arith::MulIOp::create(
          rewriter, loc, offset,
          arith::ConstantOp::create(
              rewriter, loc,
              DenseElementsAttr::get(vec, rewriter.getI64IntegerAttr(size))));
      rewriter.replaceOpWithNewOp<arith::AddIOp>(op, adaptor.getBase(), bytes);
      return success();
    }
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(
        op, adaptor.getBase().getType(), rewriter.getI8Type(),
        adaptor.getBase(),
        ValueRange{arith::MulIOp::create(
            rewriter, loc, offset,
            arith::ConstantIntOp::create(rewriter, loc, i64Of(rewriter),
                                         size))});
    return success();
  }
};

struct PtrToIntLowering : StatefulPattern<aa::PtrToIntOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::PtrToIntOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Value source = adaptor.getSource();
    if (isa<LLVM::LLVMPointerType>(source.getType()))
      source = LLVM::PtrToIntOp::create(rewriter, op.getLoc(),
                                        i64Of(rewriter), source);
    if (getElementTypeOrSelf(type).getIntOrFloatBitWidth() < 64)
      source = arith::TruncIOp::create(rewriter, op.getLoc(), type, source);
    rewriter.replaceOp(op, source);
    return success();
  }
};

struct IntToPtrLowering : StatefulPattern<aa::IntToPtrOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::IntToPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Value source = sextTo64(rewriter, op.getLoc(), adaptor.getSource());
    if (isa<LLVM::LLVMPointerType>(type))
      source = LLVM::IntToPtrOp::create(rewriter, op.getLoc(), type, source);
    rewriter.replaceOp(op, source);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Memrefs
//===----------------------------------------------------------------------===//

struct MakeMemrefLowering : StatefulPattern<aa::MakeMemrefOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::MakeMemrefOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getType());
    Value desc = LLVM::UndefOp::create(rewriter, loc, type);
    desc = LLVM::InsertValueOp::create(rewriter, loc, desc, adaptor.getBase(),
                                       ArrayRef<int64_t>{0});
    for (auto [i, size] : llvm::enumerate(adaptor.getSizes()))
      desc = LLVM::InsertValueOp::create(rewriter, loc, desc, size,
                                         ArrayRef<int64_t>{1, int64_t(i)});
    for (auto [i, stride] : llvm::enumerate(adaptor.getStrides()))
      desc = LLVM::InsertValueOp::create(rewriter, loc, desc, stride,
                                         ArrayRef<int64_t>{2, int64_t(i)});
    rewriter.replaceOp(op, desc);
    return success();
  }
};

struct GetDimSizeLowering : StatefulPattern<aa::GetDimSizeOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::GetDimSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(
        op, adaptor.getMemref(), ArrayRef<int64_t>{1, int64_t(op.getDim())});
    return success();
  }
};

/// Whether the size along `dim` of a memref descriptor built by
/// make_memref is known to fit in i32: an i32 (or narrower) sign-extended, or
/// a constant. Then clamping it to [0, 2^31-1] is 32-bit work (a max.s32)
/// rather than 64-bit min/max.
bool sizeFitsI32(Value desc, int64_t dim) {
  while (auto insert = desc.getDefiningOp<LLVM::InsertValueOp>()) {
    if (insert.getPosition() != ArrayRef<int64_t>{1, dim}) {
      desc = insert.getContainer();
      continue;
    }
    Value size = insert.getValue();
    Value narrow;
    if (auto ext = size.getDefiningOp<arith::ExtSIOp>())
      narrow = ext.getIn();
    else if (auto ext = size.getDefiningOp<LLVM::SExtOp>())
      narrow = ext.getArg();
    if (narrow)
      return getElementTypeOrSelf(narrow.getType()).getIntOrFloatBitWidth() <= 32;
    APInt value;
    return matchPattern(size, m_ConstantInt(&value)) && value.isSignedIntN(32);
  }
  return false;
}

/// Whether 0 <= origin + j < size for each slot's coordinate j (a
/// vector<V x i32>, 0 <= j < 2^31) along a dim whose tile starts at `origin`
/// (i64) in a view dim of `size` (i64). The window [lo, hi) = [-origin,
/// size - origin) of allowed j is clamped once, uniformly, to [0, 2^31-1],
/// so each slot pays one 32-bit compare, (j - lo) <u (hi - lo), instead of a
/// 64-bit compare of origin + j (two SASS ISETPs and the high words).
Value slotsInside(OpBuilder &b, Location loc, Value origin, Value j,
                  Value size) {
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  auto c64 = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i64, v).getResult();
  };
  Value zero = c64(0), top = c64(std::numeric_limits<int32_t>::max());
  auto clamp = [&](Value v, Value low) {
    return arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, v, low), top);
  };
  Value lo = clamp(arith::SubIOp::create(b, loc, zero, origin), zero);
  Value hi = clamp(arith::SubIOp::create(b, loc, size, origin), lo);
  Value lo32 = arith::TruncIOp::create(b, loc, i32, lo);
  Value count = arith::TruncIOp::create(
      b, loc, i32, arith::SubIOp::create(b, loc, hi, lo));
  auto splat = [&](Value scalar) {
    return vector::BroadcastOp::create(b, loc, j.getType(), scalar).getResult();
  };
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                               arith::SubIOp::create(b, loc, j, splat(lo32)),
                               splat(count));
}

} // namespace

TileAddresses tileiras::simt::tileAddresses(OpBuilder &b, Location loc, const Distribution &d,
                            Value desc, ValueRange indices,
                            RankedTensorType tile, ArrayRef<int64_t> steps,
                            ArrayRef<int32_t> dimMap, int64_t eltBytes,
                            std::optional<ArrayRef<bool>> inbounds) {
  auto i64v = VectorType::get({d.slots}, b.getI64Type());
  auto splat64 = [&](Value scalar) {
    return vector::BroadcastOp::create(b, loc, i64v, scalar).getResult();
  };
  auto const64 = [&](int64_t v) {
    return arith::ConstantOp::create(
               b, loc, DenseElementsAttr::get(i64v, b.getI64IntegerAttr(v)))
        .getResult();
  };
  SmallVector<Value> j =
      delinearize(b, loc, slotIndices(b, loc, d), tile.getShape());
  Value offset = const64(0);
  Value inBounds;
  for (int64_t i = 0; i < tile.getRank(); ++i) {
    int64_t dim = dimMap[i];
    Value origin = arith::MulIOp::create(
        b, loc, sextTo64(b, loc, indices[i]),
        arith::ConstantIntOp::create(b, loc, b.getI64Type(), steps[i]));
    Value c = arith::AddIOp::create(b, loc, splat64(origin),
                                    arith::ExtUIOp::create(b, loc, i64v, j[i]));
    Value size = LLVM::ExtractValueOp::create(b, loc, desc,
                                              ArrayRef<int64_t>{1, dim});
    Value stride = LLVM::ExtractValueOp::create(b, loc, desc,
                                                ArrayRef<int64_t>{2, dim});
    if (!inbounds || !(*inbounds)[i]) {
      // The clamped window is free only when it folds: a constant origin
      // and a size that fits in i32 leave one max.s32 per access. A runtime
      // origin (its window needs 64-bit min/max and a subtraction per slot)
      // or a 64-bit size cost more than the 64-bit compares they replace; a
      // one-wide dim compares the origin alone, which LLVM narrows.
      bool narrow = tile.getDimSize(i) > 1 &&
                    matchPattern(indices[i], m_Constant()) &&
                    sizeFitsI32(desc, dim);
      // Unsigned compare also rejects negative coordinates.
      Value inside =
          narrow ? slotsInside(b, loc, origin, j[i], size)
                 : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, c,
                                         splat64(size))
                       .getResult();
      inBounds = inBounds ? arith::AndIOp::create(b, loc, inBounds, inside)
                          : inside;
    }
    offset = arith::AddIOp::create(
        b, loc, offset, arith::MulIOp::create(b, loc, c, splat64(stride)));
  }
  Value base = LLVM::PtrToIntOp::create(
      b, loc, b.getI64Type(),
      LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{0}));
  Value addresses = arith::AddIOp::create(
      b, loc, splat64(base),
      arith::MulIOp::create(b, loc, offset, const64(eltBytes)));
  return {addresses, inBounds};
}

namespace {

Value pointersOf(OpBuilder &b, Location loc, Value addresses) {
  auto vec = cast<VectorType>(addresses.getType());
  auto ptrs = VectorType::get(vec.getShape(),
                              LLVM::LLVMPointerType::get(b.getContext(), 1));
  return LLVM::IntToPtrOp::create(b, loc, ptrs, addresses);
}

} // namespace

Value tileiras::simt::andMasks(OpBuilder &b, Location loc, Value a, Value c) {
  if (!a)
    return c;
  if (!c)
    return a;
  return arith::AndIOp::create(b, loc, a, c);
}

namespace {

Value allTrue(OpBuilder &b, Location loc, int64_t slots) {
  auto type = VectorType::get({slots}, b.getI1Type());
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getBoolAttr(true)));
}

} // namespace

Value tileiras::simt::paddingVector(OpBuilder &b, Location loc,
                                    VectorType type, Attribute padding) {
  if (!padding)
    return Value();
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, registerAttr(cast<TypedAttr>(padding))));
}

Value tileiras::simt::gather(OpBuilder &b, Location loc, VectorType type,
                             Value addresses, Value mask, Value passThru,
                             int64_t eltBytes) {
  if (!passThru)
    passThru = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  if (!mask)
    mask = allTrue(b, loc, type.getNumElements());
  return LLVM::masked_gather::create(
      b, loc, type, pointersOf(b, loc, addresses), mask, ValueRange{passThru},
      b.getI32IntegerAttr(eltBytes));
}

void tileiras::simt::scatter(OpBuilder &b, Location loc, Value value,
                             Value addresses, Value mask, int64_t eltBytes) {
  if (!mask)
    mask = allTrue(b, loc, cast<VectorType>(value.getType()).getNumElements());
  LLVM::masked_scatter::create(b, loc, value, pointersOf(b, loc, addresses),
                               mask, b.getI32IntegerAttr(eltBytes));
}

namespace {

Value orderedGather(OpBuilder &b, Location loc, LoweringState &state,
                    const Distribution &d, VectorType type, Value addresses,
                    Value mask, Value passThru, int64_t eltBytes,
                    aa::MemSemantic sem, aa::MemScope scope);
void orderedScatter(OpBuilder &b, Location loc, Value value, Value addresses,
                    Value mask, int64_t eltBytes, aa::MemSemantic sem,
                    aa::MemScope scope);
struct TiledLoadLowering : StatefulPattern<aa::TiledLoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->hasAttr(aa::kMultimemAttrName))
      return failure(); // MultimemPatterns.cpp
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getResult().getType();
    auto type = cast<VectorType>(getTypeConverter()->convertType(tile));
    Distribution d = distributionOf(state, tile);
    int64_t bytes = elementBytes(type.getElementType());
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes, op.getInbounds());
    Value passThru = paddingVector(rewriter, loc, type, op.getPaddingAttr());
    const AccessPlan *plan = vectorPlanOf(state, op);
    Value x =
        plan ? vectorLoad(rewriter, loc, *plan, type, at, passThru, bytes)
        : op.getSem() == aa::MemSemantic::weak
            ? gather(rewriter, loc, type, at.addresses, at.inBounds, passThru,
                     bytes)
            : orderedGather(rewriter, loc, state, d, type, at.addresses,
                            at.inBounds, passThru, bytes, op.getSem(),
                            *op.getScope());
    rewriter.replaceOp(op, {x, zeroToken(rewriter, loc)});
    return success();
  }
};

struct TiledStoreLowering : StatefulPattern<aa::TiledStoreOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->hasAttr(aa::kMultimemAttrName))
      return failure(); // MultimemPatterns.cpp
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getValue().getType();
    Distribution d = distributionOf(state, tile);
    auto type = cast<VectorType>(adaptor.getValue().getType());
    int64_t bytes = elementBytes(type.getElementType());
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes, op.getInbounds());
    if (const AccessPlan *plan = vectorPlanOf(state, op)) {
      vectorStore(rewriter, loc, *plan, adaptor.getValue(), at,
                  ownerMask(rewriter, loc, d), bytes);
      rewriter.replaceOp(op, zeroToken(rewriter, loc));
      return success();
    }
    Value mask =
        andMasks(rewriter, loc, at.inBounds, ownerMask(rewriter, loc, d));
    if (op.getSem() == aa::MemSemantic::weak) {
      scatter(rewriter, loc, adaptor.getValue(), at.addresses, mask, bytes);
    } else {
      barrierBeforeRelease(rewriter, loc, op.getSem());
      orderedScatter(rewriter, loc, adaptor.getValue(), at.addresses, mask,
                     bytes, op.getSem(), *op.getScope());
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pointer loads, stores, atomics
//===----------------------------------------------------------------------===//

} // namespace

/// Runs `body` in thread 0 only and returns its value to every thread.
Value tileiras::simt::inThreadZero(ConversionPatternRewriter &rewriter,
                                   Location loc, LoweringState &state,
                                   Type type,
                                   function_ref<Value(OpBuilder &)> body) {
  Value isZero = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::eq, threadId(rewriter, loc),
      arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0));
  auto guard = scf::IfOp::create(rewriter, loc, type ? TypeRange{type}
                                                     : TypeRange{},
                                 isZero, /*withElseRegion=*/bool(type));
  {
    OpBuilder::InsertionGuard g(rewriter);
    rewriter.setInsertionPointToStart(guard.thenBlock());
    Value v = body(rewriter);
    if (type) {
      scf::YieldOp::create(rewriter, loc, v);
      rewriter.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(rewriter, loc,
                           ValueRange{LLVM::PoisonOp::create(rewriter, loc,
                                                             type)});
    }
  }
  if (!type)
    return nullptr;
  // Broadcast through scratch: thread 0 owns the only element.
  Exchange exchange(rewriter, loc, state);
  Value asVector = vector::BroadcastOp::create(
      rewriter, loc, VectorType::get({1}, type), guard.getResult(0));
  int64_t offset = exchange.write(asVector, type, scalarDistribution(state));
  return exchange.readOne(
      offset, type,
      arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0));
}

namespace {

//===----------------------------------------------------------------------===//
// Ordered (relaxed, acquire, release) accesses
//
// Each element is one atomic access by its owner (a thread holding a replica
// does not access memory), as a scalar `ld.<sem>.<scope>` or
// `st.<sem>.<scope>`. Loaded values then go from owners to replicas through
// scratch, so that all copies of an element agree even when memory changes
// under the load. cuda_tile orders tile blocks, not threads: a release is
// preceded by a CTA barrier, so the accesses of every thread of the block
// happen before it (the barrier and the release are cumulative), and an
// acquire is followed by one, so the accesses of every thread come after.
//===----------------------------------------------------------------------===//

} // namespace

bool tileiras::simt::releases(aa::MemSemantic sem) {
  return sem == aa::MemSemantic::release || sem == aa::MemSemantic::acq_rel;
}
bool tileiras::simt::acquires(aa::MemSemantic sem) {
  return sem == aa::MemSemantic::acquire || sem == aa::MemSemantic::acq_rel;
}

void tileiras::simt::barrierBeforeRelease(OpBuilder &b, Location loc,
                                          aa::MemSemantic sem) {
  if (releases(sem))
    globalOrderBarrier(b, loc);
}

void tileiras::simt::barrierAfterAcquire(OpBuilder &b, Location loc,
                                         aa::MemSemantic sem) {
  if (acquires(sem))
    globalOrderBarrier(b, loc);
}

namespace {

/// Atomic accesses need a byte-sized type: i1 is accessed as i8.
Type atomicType(OpBuilder &b, Type element) {
  return element.isInteger(1) ? b.getI8Type() : element;
}

Value atomicLoad(OpBuilder &b, Location loc, Type type, Value ptr,
                 int64_t bytes, aa::MemSemantic sem, aa::MemScope scope) {
  Type memType = atomicType(b, type);
  Value x = LLVM::LoadOp::create(b, loc, memType, ptr, bytes, false, false,
                                 false, false, orderingOf(sem),
                                 syncScopeOf(scope));
  if (memType != type)
    x = arith::TruncIOp::create(b, loc, type, x);
  return x;
}

void atomicStore(OpBuilder &b, Location loc, Value x, Value ptr, int64_t bytes,
                 aa::MemSemantic sem, aa::MemScope scope) {
  Type memType = atomicType(b, x.getType());
  if (memType != x.getType())
    x = arith::ExtUIOp::create(b, loc, memType, x);
  LLVM::StoreOp::create(b, loc, x, ptr, bytes, false, false, false,
                        orderingOf(sem), syncScopeOf(scope));
}

Value globalPointer(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), address);
}

Value orderedGather(OpBuilder &b, Location loc, LoweringState &state,
                    const Distribution &d, VectorType type, Value addresses,
                    Value mask, Value passThru, int64_t eltBytes,
                    aa::MemSemantic sem, aa::MemScope scope) {
  Type elt = type.getElementType();
  if (!passThru)
    passThru = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  Value allowed = andMasks(b, loc, mask, ownerMask(b, loc, d));
  Value result = passThru;
  for (int64_t v = 0; v < d.slots; ++v) {
    Value ptr = globalPointer(b, loc, extractSlot(b, loc, addresses, v));
    Value x;
    if (allowed) {
      auto guard = scf::IfOp::create(b, loc, TypeRange{elt},
                                     extractSlot(b, loc, allowed, v), true);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.thenBlock());
      scf::YieldOp::create(
          b, loc, atomicLoad(b, loc, elt, ptr, eltBytes, sem, scope));
      b.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(b, loc, extractSlot(b, loc, passThru, v));
      x = guard.getResult(0);
    } else {
      x = atomicLoad(b, loc, elt, ptr, eltBytes, sem, scope);
    }
    result = insertSlot(b, loc, result, x, v);
  }
  if (d.exact()) {
    barrierAfterAcquire(b, loc, sem);
    return result;
  }
  // The exchange's barriers also order the block after an acquire.
  return redistribute(b, loc, state, result, elt, d, d);
}

void orderedScatter(OpBuilder &b, Location loc, Value value, Value addresses,
                    Value mask, int64_t eltBytes, aa::MemSemantic sem,
                    aa::MemScope scope) {
  int64_t slots = cast<VectorType>(value.getType()).getNumElements();
  for (int64_t v = 0; v < slots; ++v) {
    Value ptr = globalPointer(b, loc, extractSlot(b, loc, addresses, v));
    Value x = extractSlot(b, loc, value, v);
    if (!mask) {
      atomicStore(b, loc, x, ptr, eltBytes, sem, scope);
      continue;
    }
    auto guard =
        scf::IfOp::create(b, loc, extractSlot(b, loc, mask, v), false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    atomicStore(b, loc, x, ptr, eltBytes, sem, scope);
  }
}

struct LoadLowering : StatefulPattern<aa::LoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    int64_t bytes = pointeeBytes(*getTypeConverter(), op.getPtrs().getType());
    Value x;
    aa::MemSemantic sem = op.getSem();
    if (sem != aa::MemSemantic::weak) {
      aa::MemScope scope = *op.getScope();
      if (auto vec = dyn_cast<VectorType>(type)) {
        x = orderedGather(rewriter, loc, state,
                          distributionOf(state, op.getResult().getType()), vec,
                          adaptor.getPtrs(), adaptor.getMask(),
                          adaptor.getOther(), bytes, sem, scope);
      } else {
        // One thread loads a uniform scalar, so that all threads agree.
        Value mask = adaptor.getMask(), other = adaptor.getOther();
        Value ptr = adaptor.getPtrs();
        x = inThreadZero(rewriter, loc, state, type, [&](OpBuilder &b) {
          if (!mask)
            return atomicLoad(b, loc, type, ptr, bytes, sem, scope);
          Value otherwise =
              other ? other
                    : arith::ConstantOp::create(b, loc, b.getZeroAttr(type))
                          .getResult();
          auto guard = scf::IfOp::create(b, loc, TypeRange{type}, mask, true);
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(guard.thenBlock());
          scf::YieldOp::create(
              b, loc, atomicLoad(b, loc, type, ptr, bytes, sem, scope));
          b.setInsertionPointToStart(guard.elseBlock());
          scf::YieldOp::create(b, loc, otherwise);
          return guard.getResult(0);
        });
      }
      rewriter.replaceOp(op, {x, zeroToken(rewriter, loc)});
      return success();
    }
    if (auto vec = dyn_cast<VectorType>(type)) {
      x = gather(rewriter, loc, vec, adaptor.getPtrs(), adaptor.getMask(),
                 adaptor.getOther(), bytes);
    } else if (adaptor.getMask()) {
      Value other = adaptor.getOther()
                        ? adaptor.getOther()
                        : arith::ConstantOp::create(
                              rewriter, loc, rewriter.getZeroAttr(type))
                              .getResult();
      auto guard = scf::IfOp::create(rewriter, loc, TypeRange{type},
                                     adaptor.getMask(), true);
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      scf::YieldOp::create(
          rewriter, loc,
          ValueRange{LLVM::LoadOp::create(rewriter, loc, type,
                                          adaptor.getPtrs(), bytes)});
      rewriter.setInsertionPointToStart(guard.elseBlock());
      scf::YieldOp::create(rewriter, loc, other);
      x = guard.getResult(0);
    } else {
      x = LLVM::LoadOp::create(rewriter, loc, type, adaptor.getPtrs(), bytes);
    }
    rewriter.replaceOp(op, {x, zeroToken(rewriter, loc)});
    return success();
  }
};

struct StoreLowering : StatefulPattern<aa::StoreOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    aa::MemSemantic sem = op.getSem();
    orderAfter(rewriter, loc, op.getToken());
    barrierBeforeRelease(rewriter, loc, sem);
    int64_t bytes = pointeeBytes(*getTypeConverter(), op.getPtrs().getType());
    Value value = adaptor.getValue();
    auto store = [&](OpBuilder &b, Value x, Value ptr) {
      if (sem == aa::MemSemantic::weak)
        LLVM::StoreOp::create(b, loc, x, ptr, bytes);
      else
        atomicStore(b, loc, x, ptr, bytes, sem, *op.getScope());
    };
    if (isa<VectorType>(value.getType())) {
      Distribution d = distributionOf(state, op.getValue().getType());
      Value mask = andMasks(rewriter, loc, adaptor.getMask(),
                            ownerMask(rewriter, loc, d));
      if (sem == aa::MemSemantic::weak)
        scatter(rewriter, loc, value, adaptor.getPtrs(), mask, bytes);
      else
        orderedScatter(rewriter, loc, value, adaptor.getPtrs(), mask, bytes,
                       sem, *op.getScope());
    } else {
      Value mask = adaptor.getMask();
      inThreadZero(rewriter, loc, state, nullptr, [&](OpBuilder &b) {
        if (mask) {
          auto guard = scf::IfOp::create(b, loc, mask, false);
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(guard.thenBlock());
          store(b, value, adaptor.getPtrs());
        } else {
          store(b, value, adaptor.getPtrs());
        }
        return Value();
      });
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

} // namespace

LLVM::AtomicOrdering tileiras::simt::orderingOf(aa::MemSemantic sem) {
  switch (sem) {
  case aa::MemSemantic::weak:
  case aa::MemSemantic::relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case aa::MemSemantic::acquire:
    return LLVM::AtomicOrdering::acquire;
  case aa::MemSemantic::release:
    return LLVM::AtomicOrdering::release;
  case aa::MemSemantic::acq_rel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  llvm_unreachable("unknown memory semantic");
}

StringRef tileiras::simt::syncScopeOf(aa::MemScope scope) {
  switch (scope) {
  case aa::MemScope::tl_blk:
    return "block";
  case aa::MemScope::cluster:
    return "cluster";
  case aa::MemScope::gpu:
    return "device";
  case aa::MemScope::sys:
    return "";
  }
  llvm_unreachable("unknown memory scope");
}

std::optional<LLVM::AtomicBinOp> tileiras::simt::binOpOf(aa::RmwMode mode,
                                                         Type element) {
  bool isFloat = isa<FloatType>(element);
  switch (mode) {
  case aa::RmwMode::Add:
    return LLVM::AtomicBinOp::add;
  case aa::RmwMode::AddF:
    return LLVM::AtomicBinOp::fadd;
  case aa::RmwMode::And:
    return LLVM::AtomicBinOp::_and;
  case aa::RmwMode::Or:
    return LLVM::AtomicBinOp::_or;
  case aa::RmwMode::Xor:
    return LLVM::AtomicBinOp::_xor;
  case aa::RmwMode::Xchg:
    return LLVM::AtomicBinOp::xchg;
  case aa::RmwMode::Max:
    return isFloat ? LLVM::AtomicBinOp::fmax : LLVM::AtomicBinOp::max;
  case aa::RmwMode::Min:
    return isFloat ? LLVM::AtomicBinOp::fmin : LLVM::AtomicBinOp::min;
  case aa::RmwMode::UMax:
    return LLVM::AtomicBinOp::umax;
  case aa::RmwMode::UMin:
    return LLVM::AtomicBinOp::umin;
  }
  return std::nullopt;
}

namespace {

//===----------------------------------------------------------------------===//
// Tokens and grid ids
//===----------------------------------------------------------------------===//

struct CreateTokenLowering : StatefulPattern<aa::CreateMemTokenOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::CreateMemTokenOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, zeroToken(rewriter, op.getLoc()));
    return success();
  }
};

struct JoinTokenLowering : StatefulPattern<aa::JoinMemTokenOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::JoinMemTokenOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, zeroToken(rewriter, op.getLoc()));
    return success();
  }
};

template <typename Op, typename X, typename Y, typename Z>
struct GridLowering : StatefulPattern<Op> {
  using StatefulPattern<Op>::StatefulPattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Location loc = op.getLoc();
    Value v;
    switch (op.getDim()) {
    case 0:
      v = X::create(rewriter, loc, i32);
      break;
    case 1:
      v = Y::create(rewriter, loc, i32);
      break;
    default:
      v = Z::create(rewriter, loc, i32);
      break;
    }
    rewriter.replaceOp(op, v);
    return success();
  }
};

} // namespace

void tileiras::simt::populateMemoryPatterns(SimtTypeConverter &converter,
                                            LoweringState &state,
                                            RewritePatternSet &patterns) {
  patterns.add<AddPtrLowering, PtrToIntLowering, IntToPtrLowering,
               ForwardSourceLowering<aa::PtrCastOp>, MakeMemrefLowering, GetDimSizeLowering,
               TiledLoadLowering, TiledStoreLowering, LoadLowering,
               StoreLowering, CreateTokenLowering, JoinTokenLowering,
               GridLowering<aa::GetProgramIdOp, NVVM::BlockIdXOp,
                            NVVM::BlockIdYOp, NVVM::BlockIdZOp>,
               GridLowering<aa::GetNumProgramsOp, NVVM::GridDimXOp,
                            NVVM::GridDimYOp, NVVM::GridDimZOp>>(converter,
                                                                 state);
}
