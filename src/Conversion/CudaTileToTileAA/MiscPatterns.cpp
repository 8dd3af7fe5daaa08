//===- MiscPatterns.cpp - grid ids, print, assert and assume --------------===//

#include "Patterns.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tileiras::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

template <typename SrcOp, typename DstOp> struct GridLowering : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult matchAndRewrite(SrcOp op, typename SrcOp::Adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> dims;
    for (int32_t dim = 0; dim < 3; ++dim)
      dims.push_back(DstOp::create(rewriter, op.getLoc(), rewriter.getI32Type(),
                                   rewriter.getI32IntegerAttr(dim)));
    rewriter.replaceOp(op, dims);
    return success();
  }
};

/// cuda_tile's print is printf over tiles: each conversion of the format
/// takes one argument, and a tile argument prints as "[e0, e1, ...]" (all
/// elements in row-major order, each with that conversion; a 0-d tile as the
/// bare value); integers print through a 64-bit value (signed for d and i),
/// floats as double. nv_tileaa.print keeps the format and the arguments as
/// they are; the print decomposition of the later lowering must expand them
/// this way, once per tile block.
struct PrintLowering : OpConversionPattern<ct::PrintTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::PrintTkoOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::PrintOp>(op, aa::MemTokenType::get(op.getContext()),
                                             op.getStrAttr(), adaptor.getArgs(),
                                             adaptor.getToken());
    return success();
  }
};

/// assume only states facts about a value; the value itself passes through.
struct AssumeLowering : OpConversionPattern<ct::AssumeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AssumeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getValue());
    return success();
  }
};

/// assert fails when any element is false: the elements are and-reduced to
/// one i1 for cf.assert. (cuda_tile reports each false element; the message
/// is the same, printed once.)
struct AssertLowering : OpConversionPattern<ct::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(ct::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value condition = adaptor.getCondition();
    if (auto tensor = dyn_cast<RankedTensorType>(condition.getType())) {
      Type i1 = rewriter.getI1Type();
      auto flat = RankedTensorType::get({tensor.getNumElements()}, i1);
      if (tensor != flat)
        condition = aa::ReshapeOp::create(rewriter, loc, flat, condition);
      auto all = aa::ReduceOp::create(rewriter, loc, TypeRange{i1}, ValueRange{condition},
                                      rewriter.getI32IntegerAttr(0),
                                      rewriter.getArrayAttr({rewriter.getIntegerAttr(i1, 1)}));
      OpBuilder::InsertionGuard guard(rewriter);
      Block *body = rewriter.createBlock(&all.getBody(), {}, {i1, i1}, {loc, loc});
      Value both = arith::AndIOp::create(rewriter, loc, body->getArgument(0), body->getArgument(1));
      aa::YieldOp::create(rewriter, loc, both);
      condition = all.getResult(0);
    }
    cf::AssertOp::create(rewriter, loc, condition, op.getMessage());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

tileiras::detail::SupportCheck tileiras::detail::checkMiscOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, SupportCheck>(op)
      .Case<ct::GetTileBlockIdOp, ct::GetNumTileBlocksOp, ct::PrintTkoOp, ct::AssumeOp,
            ct::AssertOp>([](Operation *) { return success(); })
      .Default([](Operation *) { return std::nullopt; });
}

void tileiras::detail::populateMiscPatterns(TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<GridLowering<ct::GetTileBlockIdOp, aa::GetProgramIdOp>,
               GridLowering<ct::GetNumTileBlocksOp, aa::GetNumProgramsOp>, PrintLowering,
               AssumeLowering, AssertLowering>(converter, patterns.getContext());
}
