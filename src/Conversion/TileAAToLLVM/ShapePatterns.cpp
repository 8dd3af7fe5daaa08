//===- ShapePatterns.cpp - shape ops on distributed tiles -----------------===//
//
// Splat, item and make_range need no other thread. Reshape, broadcast and
// permute rename registers when, for every result slot, each thread holds
// the source element in one fixed slot (decided at compile time by
// evaluating both layouts); everything else, and they otherwise, read the
// source tile back from shared memory at the index each result slot needs.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"
#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

struct SplatLowering : StatefulPattern<aa::SplatOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    Value scalar = adaptor.getValue();
    if (isa<LLVM::LLVMPointerType>(scalar.getType()))
      scalar = LLVM::PtrToIntOp::create(rewriter, op.getLoc(),
                                        rewriter.getI64Type(), scalar);
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, type, scalar);
    return success();
  }
};

/// A one-element tile is replicated in every thread's slot 0.
struct ItemLowering : StatefulPattern<aa::ItemOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::ItemOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value x = extractSlot(rewriter, op.getLoc(), adaptor.getSource(), 0);
    Type type = getTypeConverter()->convertType(op.getType());
    if (isa<LLVM::LLVMPointerType>(type))
      x = LLVM::IntToPtrOp::create(rewriter, op.getLoc(), type, x);
    rewriter.replaceOp(op, x);
    return success();
  }
};

struct MakeRangeLowering : StatefulPattern<aa::MakeRangeOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::MakeRangeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Distribution d = distributionOf(state, op.getType());
    Location loc = op.getLoc();
    Value index = slotIndices(rewriter, loc, d);
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    unsigned width = type.getElementTypeBitWidth();
    if (width > 32)
      index = arith::ExtUIOp::create(rewriter, loc, type, index);
    else if (width < 32)
      index = arith::TruncIOp::create(rewriter, loc, type, index);
    rewriter.replaceOp(op, index);
    return success();
  }
};

/// Source coordinates as a function of result coordinates.
using CoordMap = function_ref<SmallVector<Value>(ArrayRef<Value>)>;
/// The same on constants: source coordinates of result coordinates.
using ConstCoordMap =
    function_ref<SmallVector<int64_t>(ArrayRef<int64_t>)>;

/// The source element index of result element `e` under `map`.
int64_t sourceElement(ArrayRef<int64_t> src, ArrayRef<int64_t> dst,
                      ConstCoordMap map, int64_t e) {
  SmallVector<int64_t> c(dst.size());
  for (int64_t i = dst.size() - 1; i >= 0; --i) {
    c[i] = e % dst[i];
    e /= dst[i];
  }
  int64_t linear = 0;
  for (auto [x, extent] : llvm::zip(map(c), src))
    linear = linear * extent + x;
  return linear;
}

/// The renaming that gives every result slot its source element without
/// leaving the thread, when there is one.
std::optional<SmallVector<int64_t>>
renamingFor(LoweringState &state, RankedTensorType sourceType,
            RankedTensorType resultType, ConstCoordMap map) {
  Distribution from = distributionOf(state, sourceType);
  Distribution to = distributionOf(state, resultType);
  ArrayRef<int64_t> src = sourceType.getShape(), dst = resultType.getShape();
  return renameSlots(
      from, to, [&](int64_t e) { return sourceElement(src, dst, map, e); });
}

/// Writes `source`, then gives every result slot the source element at
/// map(result coordinates) (`constMap`: the same on constants).
Value gatherFromSource(ConversionPatternRewriter &rewriter, Location loc,
                       LoweringState &state, Value source,
                       RankedTensorType sourceType, RankedTensorType resultType,
                       CoordMap map, ConstCoordMap constMap = nullptr) {
  Distribution from = distributionOf(state, sourceType);
  Distribution to = distributionOf(state, resultType);
  Type element = sourceType.getElementType();
  auto sourceIndices = [&] {
    SmallVector<Value> coords = delinearize(
        rewriter, loc, slotIndices(rewriter, loc, to), resultType.getShape());
    return linearize(rewriter, loc, map(coords), sourceType.getShape());
  };
  if (from.elements * elementBytes(element) > state.scratchLimit)
    return gatherInChunks(
        rewriter, loc, state, source, element, from, to, sourceIndices(),
        constMap ? function_ref<int64_t(int64_t)>([&](int64_t e) {
          return sourceElement(sourceType.getShape(), resultType.getShape(),
                               constMap, e);
        })
                 : nullptr);
  Exchange exchange(rewriter, loc, state);
  int64_t offset = exchange.write(source, element, from);
  return exchange.read(offset, element, sourceIndices(), to.slots);
}

/// Reshape keeps the row-major order: the same element indices, so a
/// renaming when the layouts allow (always for equal layouts), else an
/// exchange.
struct ReshapeLowering : StatefulPattern<aa::ReshapeOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Distribution from = distributionOf(state, op.getSource().getType());
    Distribution to = distributionOf(state, op.getType());
    rewriter.replaceOp(op, relayout(rewriter, op.getLoc(), state,
                                        adaptor.getSource(),
                                        op.getType().getElementType(), from,
                                        to));
    return success();
  }
};

struct BroadcastLowering : StatefulPattern<aa::BroadcastOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto src = op.getSource().getType();
    Location loc = op.getLoc();
    // One source element: every slot of every thread already holds it.
    if (src.getNumElements() == 1) {
      auto type =
          cast<VectorType>(getTypeConverter()->convertType(op.getType()));
      Value x = extractSlot(rewriter, loc, adaptor.getSource(), 0);
      rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, type, x);
      return success();
    }
    // Source coordinate 0 along the broadcast dimensions.
    auto sourceCoords = [&](ArrayRef<int64_t> c) {
      SmallVector<int64_t> s(c);
      for (auto [i, dim] : llvm::enumerate(src.getShape()))
        if (dim == 1)
          s[i] = 0;
      return s;
    };
    if (auto slots = renamingFor(state, src, op.getType(), sourceCoords)) {
      rewriter.replaceOp(
          op, applyRenaming(rewriter, loc, adaptor.getSource(), *slots));
      return success();
    }
    Distribution d = distributionOf(state, op.getType());
    Value zero = constI32(rewriter, loc, d.slots, 0);
    rewriter.replaceOp(
        op, gatherFromSource(
                rewriter, loc, state, adaptor.getSource(), src, op.getType(),
                [&](ArrayRef<Value> c) {
                  SmallVector<Value> s(c);
                  for (auto [i, dim] : llvm::enumerate(src.getShape()))
                    if (dim == 1)
                      s[i] = zero;
                  return s;
                },
                sourceCoords));
    return success();
  }
};

struct PermuteLowering : StatefulPattern<aa::PermuteOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::PermuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int32_t> perm = op.getPermutation();
    // Dots that read the stage's transpose in place never look at it.
    if (!op->use_empty() && llvm::all_of(op->getUses(), [&](OpOperand &use) {
          auto dot = dyn_cast<aa::DotOp>(use.getOwner());
          return dot && readsTransposedStage(dot, op.getResult(), state);
        })) {
      rewriter.replaceOpWithNewOp<ub::PoisonOp>(
          op, getTypeConverter()->convertType(op.getType()));
      return success();
    }
    auto sourceCoords = [&](ArrayRef<int64_t> c) {
      SmallVector<int64_t> s(c.size());
      for (auto [i, p] : llvm::enumerate(perm))
        s[p] = c[i];
      return s;
    };
    if (auto slots = renamingFor(state, op.getSource().getType(), op.getType(),
                                 sourceCoords)) {
      rewriter.replaceOp(op, applyRenaming(rewriter, op.getLoc(),
                                           adaptor.getSource(), *slots));
      return success();
    }
    rewriter.replaceOp(op,
                       gatherFromSource(
                           rewriter, op.getLoc(), state, adaptor.getSource(),
                           op.getSource().getType(), op.getType(),
                           [&](ArrayRef<Value> c) {
                             SmallVector<Value> s(c.size());
                             for (auto [i, p] : llvm::enumerate(perm))
                               s[p] = c[i];
                             return s;
                           },
                           sourceCoords));
    return success();
  }
};

/// i32 copy of a scalar index of any integer width.
Value indexAsI32(OpBuilder &b, Location loc, Value index) {
  unsigned width = index.getType().getIntOrFloatBitWidth();
  if (width > 32)
    return arith::TruncIOp::create(b, loc, b.getI32Type(), index);
  if (width < 32)
    return arith::ExtSIOp::create(b, loc, b.getI32Type(), index);
  return index;
}

struct ExtractLowering : StatefulPattern<aa::ExtractOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto result = op.getType();
    Distribution d = distributionOf(state, result);
    SmallVector<Value> origins;
    for (auto [i, index] : llvm::enumerate(adaptor.getIndices())) {
      Value scaled = arith::MulIOp::create(
          rewriter, loc, indexAsI32(rewriter, loc, index),
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(),
                                       result.getDimSize(i)));
      origins.push_back(splatI32(rewriter, loc, d.slots, scaled));
    }
    rewriter.replaceOp(
        op, gatherFromSource(rewriter, loc, state, adaptor.getSource(),
                             op.getSource().getType(), result,
                             [&](ArrayRef<Value> c) {
                               SmallVector<Value> s;
                               for (auto [o, x] : llvm::zip(origins, c))
                                 s.push_back(
                                     arith::AddIOp::create(rewriter, loc, o, x));
                               return s;
                             }));
    return success();
  }
};

/// Result slots inside the inserted slice read the source from scratch;
/// the others keep the destination slot they already hold.
struct InsertLowering : StatefulPattern<aa::InsertOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto source = op.getSource().getType();
    auto result = op.getType();
    Distribution from = distributionOf(state, source);
    Distribution to = distributionOf(state, result);
    Exchange exchange(rewriter, loc, state);
    Type elt = result.getElementType();
    int64_t offset = exchange.write(adaptor.getSource(), elt, from);
    SmallVector<Value> c = delinearize(
        rewriter, loc, slotIndices(rewriter, loc, to), result.getShape());
    Value inside;
    SmallVector<Value> local;
    for (auto [i, index] : llvm::enumerate(adaptor.getIndices())) {
      int64_t extent = source.getDimSize(i);
      Value origin = splatI32(
          rewriter, loc, to.slots,
          arith::MulIOp::create(rewriter, loc, indexAsI32(rewriter, loc, index),
                                arith::ConstantIntOp::create(
                                    rewriter, loc, rewriter.getI32Type(),
                                    extent)));
      // Unsigned: a coordinate before the origin wraps to a large value.
      Value d = arith::SubIOp::create(rewriter, loc, c[i], origin);
      Value in = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ult, d,
          constI32(rewriter, loc, to.slots, extent));
      inside = inside ? arith::AndIOp::create(rewriter, loc, inside, in) : in;
      local.push_back(d);
    }
    // Slots outside read element 0 rather than past the region.
    Value index = arith::SelectOp::create(
        rewriter, loc, inside, linearize(rewriter, loc, local, source.getShape()),
        constI32(rewriter, loc, to.slots, 0));
    Value x = exchange.read(offset, elt, index, to.slots);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, inside, x,
                                                 adaptor.getDest());
    return success();
  }
};

/// The slots of lhs ++ rhs (one vector, rhs slots after lhs's) that give
/// every result slot of cat its element without leaving the thread, when
/// there are such slots (operands in one layout, the result in its cat
/// layout: catSimtLayout).
std::optional<SmallVector<int64_t>>
catRenaming(LoweringState &state, RankedTensorType lhs, RankedTensorType rhs,
            RankedTensorType result, int64_t dim) {
  Distribution a = distributionOf(state, lhs), b = distributionOf(state, rhs);
  Distribution to = distributionOf(state, result);
  if (a.threads != to.threads || b.threads != to.threads)
    return std::nullopt;
  ArrayRef<int64_t> shape = result.getShape();
  // The result index of an operand element.
  auto placed = [&](RankedTensorType type, int64_t e, int64_t shift) {
    ArrayRef<int64_t> from = type.getShape();
    SmallVector<int64_t> c(from.size());
    for (int64_t i = from.size() - 1; i >= 0; --i) {
      c[i] = e % from[i];
      e /= from[i];
    }
    c[dim] += shift;
    int64_t linear = 0;
    for (auto [x, extent] : llvm::zip(c, shape))
      linear = linear * extent + x;
    return linear;
  };
  auto sourceOf = [&](int64_t t, int64_t slot) {
    return slot < a.slots ? placed(lhs, a.map.elementOf(t, slot), 0)
                          : placed(rhs, b.map.elementOf(t, slot - a.slots),
                                   lhs.getDimSize(dim));
  };
  DenseMap<int64_t, int64_t> slotOf;
  for (int64_t s = a.slots + b.slots - 1; s >= 0; --s)
    slotOf[sourceOf(0, s)] = s;
  SmallVector<int64_t> slots;
  for (int64_t u = 0; u < to.slots; ++u) {
    auto it = slotOf.find(to.map.elementOf(0, u));
    if (it == slotOf.end())
      return std::nullopt;
    for (int64_t t = 1; t < to.threads; ++t)
      if (sourceOf(t, it->second) != to.map.elementOf(t, u))
        return std::nullopt;
    slots.push_back(it->second);
  }
  return slots;
}

struct CatLowering : StatefulPattern<aa::CatOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType();
    auto result = op.getType();
    int64_t dim = op.getDim();
    Distribution to = distributionOf(state, result);
    if (auto slots = catRenaming(state, lhs, rhs, result, dim)) {
      rewriter.replaceOpWithNewOp<vector::ShuffleOp>(
          op, adaptor.getLhs(), adaptor.getRhs(), *slots);
      return success();
    }
    Type elt = result.getElementType();
    int64_t size = elementBytes(elt);
    if (int64_t(llvm::alignTo(lhs.getNumElements() * size, 16)) +
            rhs.getNumElements() * size >
        state.scratchLimit) {
      rewriter.replaceOp(op, catInParts(rewriter, loc, op, adaptor));
      return success();
    }
    Exchange exchange(rewriter, loc, state);
    int64_t lhsOffset = exchange.write(
        adaptor.getLhs(), elt, distributionOf(state, lhs));
    int64_t rhsOffset = exchange.write(
        adaptor.getRhs(), elt, distributionOf(state, rhs));
    SmallVector<Value> c = delinearize(
        rewriter, loc, slotIndices(rewriter, loc, to), result.getShape());
    Value split = constI32(rewriter, loc, to.slots, lhs.getDimSize(dim));
    Value inLhs = arith::CmpIOp::create(rewriter, loc,
                                        arith::CmpIPredicate::ult, c[dim], split);
    Value lhsIndex = linearize(rewriter, loc, c, lhs.getShape());
    SmallVector<Value> shifted(c);
    shifted[dim] = arith::SubIOp::create(rewriter, loc, c[dim], split);
    Value rhsIndex = linearize(rewriter, loc, shifted, rhs.getShape());
    // The two regions are read as one array: rhs elements follow at
    // (rhsOffset - lhsOffset) / size elements past the lhs region.
    Value rhsBase =
        constI32(rewriter, loc, to.slots, (rhsOffset - lhsOffset) / size);
    Value index = arith::SelectOp::create(
        rewriter, loc, inLhs, lhsIndex,
        arith::AddIOp::create(rewriter, loc, rhsBase, rhsIndex));
    rewriter.replaceOp(op, exchange.read(lhsOffset, elt, index, to.slots));
    return success();
  }

  /// A cat whose operands do not fit in scratch together: one operand's
  /// exchange after the other, each in chunks if it alone does not fit;
  /// the result slots of the other operand keep their value.
  Value catInParts(ConversionPatternRewriter &rewriter, Location loc,
                   aa::CatOp op, OpAdaptor adaptor) const {
    auto result = op.getType();
    ArrayRef<int64_t> shape = result.getShape();
    int64_t dim = op.getDim();
    int64_t split = op.getLhs().getType().getDimSize(dim);
    int64_t inner = ShapedType::getNumElements(shape.drop_front(dim + 1));
    Distribution to = distributionOf(state, result);
    SmallVector<Value> c =
        delinearize(rewriter, loc, slotIndices(rewriter, loc, to), shape);
    Value inLhs =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult, c[dim],
                              constI32(rewriter, loc, to.slots, split));
    // Past every operand: no chunk holds it.
    Value nowhere =
        constI32(rewriter, loc, to.slots, std::numeric_limits<int32_t>::max());
    Value value;
    for (bool isLhs : {true, false}) {
      auto type = isLhs ? op.getLhs().getType() : op.getRhs().getType();
      Value converted = isLhs ? adaptor.getLhs() : adaptor.getRhs();
      int64_t first = isLhs ? 0 : split;
      int64_t extent = type.getDimSize(dim);
      SmallVector<Value> shifted(c);
      shifted[dim] = arith::SubIOp::create(
          rewriter, loc, c[dim], constI32(rewriter, loc, to.slots, first));
      Value index = linearize(rewriter, loc, shifted, type.getShape());
      Value indices =
          arith::SelectOp::create(rewriter, loc, inLhs, isLhs ? index : nowhere,
                                  isLhs ? nowhere : index);
      value = gatherInChunks(
          rewriter, loc, state, converted, type.getElementType(),
          distributionOf(state, type), to, indices,
          [&](int64_t e) -> int64_t {
            int64_t along = e / inner % shape[dim];
            if (along < first || along >= first + extent)
              return -1;
            return sourceElement(
                type.getShape(), shape,
                [&](ArrayRef<int64_t> coords) {
                  SmallVector<int64_t> s(coords);
                  s[dim] -= first;
                  return s;
                },
                e);
          },
          value);
    }
    return value;
  }
};

} // namespace

void tileiras::simt::populateShapePatterns(SimtTypeConverter &converter,
                                           LoweringState &state,
                                           RewritePatternSet &patterns) {
  patterns.add<SplatLowering, ItemLowering, ReshapeLowering,
               MakeRangeLowering,
               BroadcastLowering, PermuteLowering, ExtractLowering,
               InsertLowering, CatLowering>(converter, state);
}
