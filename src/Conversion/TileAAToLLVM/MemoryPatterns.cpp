//===- MemoryPatterns.cpp - pointers, views, memory ops, grid ids ---------===//
//
// Tile memory accesses are per-slot accesses through a vector of pointers
// (llvm.masked.gather / scatter), masked by the tile mask, the view bounds,
// and, for writes, by slot ownership so replicas never write twice. Tokens
// carry no data; an access ordered after another access is preceded by a
// CTA barrier, since the element it depends on may live in another thread.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

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

/// A barrier when `token` orders this access after another access.
void orderAfter(OpBuilder &b, Location loc, Value token) {
  if (!token || token.getDefiningOp<aa::CreateMemTokenOp>())
    return;
  barrier(b, loc);
}

Value zeroToken(OpBuilder &b, Location loc) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
}

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

/// Addresses (vector<V x i64>) and in-bounds mask of every slot of a tile
/// cut from a memref.
struct TileAddresses {
  Value addresses;
  Value inBounds;
};

TileAddresses tileAddresses(OpBuilder &b, Location loc, const Distribution &d,
                            Value desc, ValueRange indices,
                            RankedTensorType tile, ArrayRef<int64_t> steps,
                            ArrayRef<int32_t> dimMap, int64_t eltBytes) {
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
    // Unsigned compare also rejects negative coordinates.
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, c,
                                         splat64(size));
    inBounds = inBounds ? arith::AndIOp::create(b, loc, inBounds, inside)
                        : inside;
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

Value pointersOf(OpBuilder &b, Location loc, Value addresses) {
  auto vec = cast<VectorType>(addresses.getType());
  auto ptrs = VectorType::get(vec.getShape(),
                              LLVM::LLVMPointerType::get(b.getContext(), 1));
  return LLVM::IntToPtrOp::create(b, loc, ptrs, addresses);
}

Value andMasks(OpBuilder &b, Location loc, Value a, Value c) {
  if (!a)
    return c;
  if (!c)
    return a;
  return arith::AndIOp::create(b, loc, a, c);
}

Value allTrue(OpBuilder &b, Location loc, int64_t slots) {
  auto type = VectorType::get({slots}, b.getI1Type());
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getBoolAttr(true)));
}

Value gather(OpBuilder &b, Location loc, VectorType type, Value addresses,
             Value mask, Value passThru, int64_t eltBytes) {
  if (!passThru)
    passThru = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  if (!mask)
    mask = allTrue(b, loc, type.getNumElements());
  return LLVM::masked_gather::create(
      b, loc, type, pointersOf(b, loc, addresses), mask, ValueRange{passThru},
      b.getI32IntegerAttr(eltBytes));
}

void scatter(OpBuilder &b, Location loc, Value value, Value addresses,
             Value mask, int64_t eltBytes) {
  if (!mask)
    mask = allTrue(b, loc, cast<VectorType>(value.getType()).getNumElements());
  LLVM::masked_scatter::create(b, loc, value, pointersOf(b, loc, addresses),
                               mask, b.getI32IntegerAttr(eltBytes));
}

struct TiledLoadLowering : StatefulPattern<aa::TiledLoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getResult().getType();
    auto type = cast<VectorType>(getTypeConverter()->convertType(tile));
    Distribution d = distributionOf(state, tile);
    int64_t bytes = elementBytes(type.getElementType());
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes);
    Value passThru;
    if (auto pad = op.getPadding())
      passThru = arith::ConstantOp::create(
          rewriter, loc,
          DenseElementsAttr::get(type, cast<TypedAttr>(*pad)));
    Value x = gather(rewriter, loc, type, at.addresses, at.inBounds, passThru,
                     bytes);
    rewriter.replaceOp(op, {x, zeroToken(rewriter, loc)});
    return success();
  }
};

struct TiledStoreLowering : StatefulPattern<aa::TiledStoreOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getValue().getType();
    Distribution d = distributionOf(state, tile);
    auto type = cast<VectorType>(adaptor.getValue().getType());
    int64_t bytes = elementBytes(type.getElementType());
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes);
    scatter(rewriter, loc, adaptor.getValue(), at.addresses,
            andMasks(rewriter, loc, at.inBounds, ownerMask(rewriter, loc, d)),
            bytes);
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pointer loads, stores, atomics
//===----------------------------------------------------------------------===//

/// Runs `body` in thread 0 only and returns its value to every thread.
Value inThreadZero(ConversionPatternRewriter &rewriter, Location loc,
                   LoweringState &state, Type type,
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
  int64_t offset = exchange.write(asVector, type, Distribution(state.threads, 1));
  return exchange.readOne(
      offset, type,
      arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0));
}

struct LoadLowering : StatefulPattern<aa::LoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (op.getSem() != aa::MemSemantic::weak)
      return rewriter.notifyMatchFailure(op, "ordered loads");
    orderAfter(rewriter, loc, op.getToken());
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    int64_t bytes = pointeeBytes(*getTypeConverter(), op.getPtrs().getType());
    Value x;
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
    if (op.getSem() != aa::MemSemantic::weak)
      return rewriter.notifyMatchFailure(op, "ordered stores");
    orderAfter(rewriter, loc, op.getToken());
    int64_t bytes = pointeeBytes(*getTypeConverter(), op.getPtrs().getType());
    Value value = adaptor.getValue();
    if (isa<VectorType>(value.getType())) {
      Distribution d = distributionOf(state, op.getValue().getType());
      scatter(rewriter, loc, value, adaptor.getPtrs(),
              andMasks(rewriter, loc, adaptor.getMask(),
                       ownerMask(rewriter, loc, d)),
              bytes);
    } else {
      Value mask = adaptor.getMask();
      inThreadZero(rewriter, loc, state, nullptr, [&](OpBuilder &b) {
        if (mask) {
          auto guard = scf::IfOp::create(b, loc, mask, false);
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(guard.thenBlock());
          LLVM::StoreOp::create(b, loc, value, adaptor.getPtrs(), bytes);
        } else {
          LLVM::StoreOp::create(b, loc, value, adaptor.getPtrs(), bytes);
        }
        return Value();
      });
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

LLVM::AtomicOrdering orderingOf(aa::MemSemantic sem) {
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

StringRef syncScopeOf(aa::MemScope scope) {
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

std::optional<LLVM::AtomicBinOp> binOpOf(aa::RmwMode mode, Type element) {
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

/// Emits `atomic(ptr, operands...)` for every slot whose mask and ownership
/// allow it; other slots get poison.
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
  return result;
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
    LLVM::AtomicOrdering ordering = orderingOf(op.getSem());
    StringRef scope = syncScopeOf(op.getScope());
    Value result = perSlotAtomic(
        rewriter, loc, state, op, adaptor.getPtrs(), adaptor.getMask(), type,
        [&](OpBuilder &b, Value ptr, int64_t slot) -> Value {
          Value x = slot < 0 ? value : extractSlot(b, loc, value, slot);
          return LLVM::AtomicRMWOp::create(b, loc, *kind, ptr, x, ordering,
                                           scope);
        });
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
    rewriter.replaceOp(op, {result, zeroToken(rewriter, loc)});
    return success();
  }
};

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
               StoreLowering, AtomicRmwLowering, AtomicCasLowering,
               CreateTokenLowering, JoinTokenLowering,
               GridLowering<aa::GetProgramIdOp, NVVM::BlockIdXOp,
                            NVVM::BlockIdYOp, NVVM::BlockIdZOp>,
               GridLowering<aa::GetNumProgramsOp, NVVM::GridDimXOp,
                            NVVM::GridDimYOp, NVVM::GridDimZOp>>(converter,
                                                                 state);
}
