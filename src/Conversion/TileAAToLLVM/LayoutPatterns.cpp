//===- LayoutPatterns.cpp - layout conversions ----------------------------===//
//
// convert_layout is a register renaming when every thread already holds its
// result elements in fixed slots; else an exchange: the owners under the
// source layout write the tile to shared memory, and every slot of the
// result layout reads the element it holds.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

using namespace mlir;
using namespace tileiras::simt;
namespace as = mlir::nv_tileas;

namespace {

struct ConvertLayoutLowering : StatefulPattern<as::ConvertLayoutOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ConvertLayoutOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Distribution from = distributionOf(state, op.getSource().getType());
    Distribution to = distributionOf(state, op.getType());
    Type element = cast<RankedTensorType>(op.getType()).getElementType();
    rewriter.replaceOp(op, relayout(rewriter, loc, state,
                                        adaptor.getSource(), element, from,
                                        to));
    return success();
  }
};

} // namespace

void tileiras::simt::populateLayoutPatterns(SimtTypeConverter &converter,
                                            LoweringState &state,
                                            RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutLowering>(converter, state);
}
