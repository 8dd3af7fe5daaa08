//===- AggregatePatterns.cpp - reduce, scan and dot -----------------------===//
//
// Each result slot computes its own element from the operands in shared
// memory: a loop over the reduced (or scanned, or K) dimension that applies
// the combiner body, or a multiply-add, to scalars. Every thread that holds a
// replica computes it too, so results are replicated like any tile.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "WarpAggregates.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

/// The tiles a reduce or scan combines, each written to its own scratch
/// region (owners under `d`); returns the regions' offsets and fills `elts`
/// with the register element types. The caller reads them back.
SmallVector<int64_t> writeOperands(Exchange &exchange, Operation *op,
                                   ValueRange converted, const Distribution &d,
                                   SmallVectorImpl<Type> &elts) {
  SmallVector<int64_t> offsets;
  for (auto [operand, value] : llvm::zip(op->getOperands(), converted)) {
    Type elt = cast<RankedTensorType>(operand.getType()).getElementType();
    elts.push_back(registerElementType(elt));
    offsets.push_back(exchange.write(value, elt, d));
  }
  exchange.sync();
  return offsets;
}

Value constantOf(OpBuilder &b, Location loc, Attribute identity) {
  return arith::ConstantOp::create(b, loc, cast<TypedAttr>(identity));
}

/// Slot vectors of every result, built from per-slot scalars.
SmallVector<Value> assemble(OpBuilder &b, Location loc,
                            ArrayRef<SmallVector<Value>> perSlot,
                            ArrayRef<Type> elementTypes) {
  SmallVector<Value> results;
  int64_t slots = perSlot.size();
  for (auto [i, elt] : llvm::enumerate(elementTypes)) {
    Value vec = LLVM::PoisonOp::create(b, loc, VectorType::get({slots}, elt));
    for (int64_t v = 0; v < slots; ++v)
      vec = insertSlot(b, loc, vec, perSlot[v][i], v);
    results.push_back(vec);
  }
  return results;
}

struct ReduceLowering : StatefulPattern<aa::ReduceOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto fast = reduceInWarps(rewriter, state, op, adaptor.getOperands());
    if (succeeded(fast)) {
      rewriter.replaceOp(op, *fast);
      return success();
    }
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getOperands()[0].getType());
    ArrayRef<int64_t> srcShape = srcType.getShape();
    int64_t dim = op.getDim(), extent = srcShape[dim];
    SmallVector<int64_t> outShape(srcShape);
    outShape.erase(outShape.begin() + dim);
    Distribution from = distributionOf(state, srcType);
    // A reduction to a scalar leaves it in every thread.
    Type outType = op->getNumResults() ? op->getResult(0).getType() : Type();
    Distribution to = isa_and_nonnull<RankedTensorType>(outType)
                          ? distributionOf(state, outType)
                          : scalarDistribution(state);

    Exchange exchange(rewriter, loc, state);
    SmallVector<Type> elts;
    SmallVector<int64_t> offsets =
        writeOperands(exchange, op, adaptor.getOperands(), from, elts);

    // Result coordinates, and the source index of (coordinates, k = 0).
    Value outIndex = slotIndices(rewriter, loc, to);
    SmallVector<Value> coords =
        outShape.empty() ? SmallVector<Value>{}
                         : delinearize(rewriter, loc, outIndex, outShape);
    coords.insert(coords.begin() + dim, constI32(rewriter, loc, to.slots, 0));
    Value base = linearize(rewriter, loc, coords, srcShape);
    int64_t stride = 1;
    for (int64_t i = srcShape.size() - 1; i > dim; --i)
      stride *= srcShape[i];

    Block &body = op.getBody().front();
    SmallVector<SmallVector<Value>> perSlot;
    for (int64_t v = 0; v < to.slots; ++v) {
      // A slot replicating another slot of its thread (a stride-0 value
      // leaf, as in the slice layouts of reduce results) reuses it.
      int64_t same = v;
      for (const nv_tileas::SimtLeaf &leaf : to.map.value)
        if (leaf.stride == 0)
          same -= leaf.coord(v) * leaf.prefix;
      if (same != v) {
        perSlot.push_back(perSlot[same]);
        continue;
      }
      SmallVector<Value> init;
      for (Attribute identity : op.getIdentities())
        init.push_back(constantOf(rewriter, loc, identity));
      Value first = extractSlot(rewriter, loc, base, v);
      auto loop = scf::ForOp::create(
          rewriter, loc,
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0),
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(),
                                       extent),
          arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 1),
          init);
      {
        OpBuilder::InsertionGuard g(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        Value k = loop.getInductionVar();
        Value index = arith::AddIOp::create(
            rewriter, loc, first,
            arith::MulIOp::create(
                rewriter, loc, k,
                arith::ConstantIntOp::create(rewriter, loc,
                                             rewriter.getI32Type(), stride)));
        SmallVector<Value> xs;
        for (auto [operand, offset] : llvm::zip(op.getOperands(), offsets))
          xs.push_back(exchange.readOne(
              offset, cast<RankedTensorType>(operand.getType()).getElementType(),
              index));
        scf::YieldOp::create(
            rewriter, loc,
            combineWith(rewriter, body, loop.getRegionIterArgs(), xs));
      }
      perSlot.push_back(SmallVector<Value>(loop.getResults()));
    }
    if (outShape.empty()) {
      rewriter.replaceOp(op, perSlot.front());
      return success();
    }
    rewriter.replaceOp(op, assemble(rewriter, loc, perSlot, elts));
    return success();
  }
};

struct ScanLowering : StatefulPattern<aa::ScanOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto fast = scanInWarps(rewriter, state, op, adaptor.getOperands());
    if (succeeded(fast)) {
      rewriter.replaceOp(op, *fast);
      return success();
    }
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getOperands()[0].getType());
    ArrayRef<int64_t> shape = type.getShape();
    int64_t dim = op.getDim(), extent = shape[dim];
    Distribution d = distributionOf(state, type);

    Exchange exchange(rewriter, loc, state);
    SmallVector<Type> elts;
    SmallVector<int64_t> offsets =
        writeOperands(exchange, op, adaptor.getOperands(), d, elts);

    SmallVector<Value> coords =
        delinearize(rewriter, loc, slotIndices(rewriter, loc, d), shape);
    Value position = coords[dim];
    coords[dim] = constI32(rewriter, loc, d.slots, 0);
    Value base = linearize(rewriter, loc, coords, shape);
    int64_t stride = 1;
    for (int64_t i = shape.size() - 1; i > dim; --i)
      stride *= shape[i];

    Type i32 = rewriter.getI32Type();
    auto c32 = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    Block &body = op.getBody().front();
    SmallVector<SmallVector<Value>> perSlot;
    for (int64_t v = 0; v < d.slots; ++v) {
      SmallVector<Value> init;
      for (Attribute identity : op.getIdentities())
        init.push_back(constantOf(rewriter, loc, identity));
      Value first = extractSlot(rewriter, loc, base, v);
      Value mine = extractSlot(rewriter, loc, position, v);
      auto loop = scf::ForOp::create(rewriter, loc, c32(0), c32(extent),
                                     c32(1), init);
      {
        OpBuilder::InsertionGuard g(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        // Forward scans fold k = 0..mine, reverse scans k = extent-1..mine.
        Value k = loop.getInductionVar();
        if (op.getReverse())
          k = arith::SubIOp::create(rewriter, loc, c32(extent - 1), k);
        Value take = arith::CmpIOp::create(
            rewriter, loc,
            op.getReverse() ? arith::CmpIPredicate::sge
                            : arith::CmpIPredicate::sle,
            k, mine);
        Value index = arith::AddIOp::create(
            rewriter, loc, first,
            arith::MulIOp::create(rewriter, loc, k, c32(stride)));
        SmallVector<Value> xs;
        for (auto [operand, offset] : llvm::zip(op.getOperands(), offsets))
          xs.push_back(exchange.readOne(
              offset, cast<RankedTensorType>(operand.getType()).getElementType(),
              index));
        SmallVector<Value> next =
            combineWith(rewriter, body, loop.getRegionIterArgs(), xs);
        SmallVector<Value> kept;
        for (auto [n, acc] : llvm::zip(next, loop.getRegionIterArgs()))
          kept.push_back(arith::SelectOp::create(rewriter, loc, take, n, acc));
        scf::YieldOp::create(rewriter, loc, kept);
      }
      perSlot.push_back(SmallVector<Value>(loop.getResults()));
    }
    rewriter.replaceOp(op, assemble(rewriter, loc, perSlot, elts));
    return success();
  }
};

/// Converts a scalar operand element to the accumulator element type.
Value toAccumulator(OpBuilder &b, Location loc, Value x, Type element,
                    Type acc, bool isUnsigned) {
  // f8 slots hold their i8 encoding.
  if (x.getType() != element && isa<FloatType>(element))
    x = arith::BitcastOp::create(b, loc, element, x);
  if (x.getType() == acc)
    return x;
  if (isa<IntegerType>(acc))
    return isUnsigned ? arith::ExtUIOp::create(b, loc, acc, x).getResult()
                      : arith::ExtSIOp::create(b, loc, acc, x).getResult();
  if (x.getType().getIntOrFloatBitWidth() < acc.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, acc, x);
  return arith::TruncFOp::create(b, loc, acc, x);
}

struct DotLowering : StatefulPattern<aa::DotOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto a = op.getLhs().getType(), b = op.getRhs().getType(),
         c = op.getAcc().getType();
    int64_t rank = c.getRank();
    int64_t m = c.getDimSize(rank - 2), n = c.getDimSize(rank - 1),
            k = a.getDimSize(rank - 1);
    Distribution to = distributionOf(state, op.getResult().getType());
    Value batch, row, col;
    Type i32 = rewriter.getI32Type();
    auto c32 = [&](int64_t v) {
      return arith::ConstantIntOp::create(rewriter, loc, i32, v).getResult();
    };
    Type acc = c.getElementType();
    // Operands that do not fit in scratch together go in K slices, each an
    // exchange of its own.
    int64_t bytes =
        llvm::alignTo(a.getNumElements() * elementBytes(a.getElementType()),
                      16) +
        b.getNumElements() * elementBytes(b.getElementType());
    int64_t slices = slicesToFit(bytes, state.scratchLimit, k, 1);
    int64_t sliceK = k / slices;
    Value result = adaptor.getAcc();
    for (int64_t slice = 0; slice < slices; ++slice) {
      Exchange exchange(rewriter, loc, state);
      auto identity = [](Value index) { return index; };
      auto write = [&](Value tile, RankedTensorType type, int64_t dim) {
        Distribution d = distributionOf(state, type);
        return slices == 1
                   ? exchange.write(tile, type.getElementType(), d)
                   : exchange.writeBox(tile, type.getElementType(), d,
                                       type.getShape(), dim, slice * sliceK,
                                       sliceK, identity, d.slots);
      };
      int64_t aOffset = write(adaptor.getLhs(), a, rank - 1);
      int64_t bOffset = write(adaptor.getRhs(), b, rank - 2);
      exchange.sync();
      if (slice == 0) {
        SmallVector<Value> coords = delinearize(
            rewriter, loc, slotIndices(rewriter, loc, to), c.getShape());
        batch = rank == 3 ? coords[0] : constI32(rewriter, loc, to.slots, 0);
        row = coords[rank - 2];
        col = coords[rank - 1];
      }
      // Row `row` of the A slice and column `col` of the B slice.
      Value aBase = arith::AddIOp::create(
          rewriter, loc,
          arith::MulIOp::create(rewriter, loc, batch,
                                constI32(rewriter, loc, to.slots, m * sliceK)),
          arith::MulIOp::create(rewriter, loc, row,
                                constI32(rewriter, loc, to.slots, sliceK)));
      Value bBase = arith::AddIOp::create(
          rewriter, loc,
          arith::MulIOp::create(rewriter, loc, batch,
                                constI32(rewriter, loc, to.slots, sliceK * n)),
          col);
      Value sums = slice == 0 ? adaptor.getAcc() : result;
      for (int64_t v = 0; v < to.slots; ++v) {
        Value aFirst = extractSlot(rewriter, loc, aBase, v);
        Value bFirst = extractSlot(rewriter, loc, bBase, v);
        auto loop =
            scf::ForOp::create(rewriter, loc, c32(0), c32(sliceK), c32(1),
                               ValueRange{extractSlot(rewriter, loc, sums, v)});
        {
          OpBuilder::InsertionGuard g(rewriter);
          rewriter.setInsertionPointToStart(loop.getBody());
          Value kk = loop.getInductionVar();
          Value x = exchange.readOne(
              aOffset, a.getElementType(),
              arith::AddIOp::create(rewriter, loc, aFirst, kk));
          Value y = exchange.readOne(
              bOffset, b.getElementType(),
              arith::AddIOp::create(
                  rewriter, loc, bFirst,
                  arith::MulIOp::create(rewriter, loc, kk, c32(n))));
          x = toAccumulator(rewriter, loc, x, a.getElementType(), acc,
                            op.getLhsUnsigned());
          y = toAccumulator(rewriter, loc, y, b.getElementType(), acc,
                            op.getRhsUnsigned());
          Value sum = loop.getRegionIterArgs()[0];
          Value next =
              isa<IntegerType>(acc)
                  ? arith::AddIOp::create(
                        rewriter, loc, sum,
                        arith::MulIOp::create(rewriter, loc, x, y))
                        .getResult()
                  : math::FmaOp::create(rewriter, loc, x, y, sum).getResult();
          scf::YieldOp::create(rewriter, loc, next);
        }
        result = insertSlot(rewriter, loc, result, loop.getResult(0), v);
      }
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tileiras::simt::populateAggregatePatterns(SimtTypeConverter &converter,
                                               LoweringState &state,
                                               RewritePatternSet &patterns) {
  patterns.add<ReduceLowering, ScanLowering, DotLowering>(converter, state);
}
