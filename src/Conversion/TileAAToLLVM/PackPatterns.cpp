//===- PackPatterns.cpp - repack and memref fields -------------------------===//
//
// * nv_tileaa.repack (cuda_tile pack/unpack): the result element j is made
//   of source bytes [j * wo, (j + 1) * wo), which live in other threads'
//   slots in general, so the source goes through the scratch exchange as
//   bytes: the owners store their elements, every result slot loads its
//   element at its own width from the same bytes. Scratch is little-endian
//   like the cuda_tile bit stream.
// * nv_tileaa.get_base / get_dim_stride read the memref descriptor
//   {ptr, sizes, strides} (gather/scatter views address through pointers).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

struct RepackLowering : StatefulPattern<aa::RepackOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::RepackOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto src = cast<RankedTensorType>(op.getSource().getType());
    auto dst = cast<RankedTensorType>(op.getResult().getType());
    Distribution to = distributionOf(state, dst);
    Exchange exchange(rewriter, loc, state);
    int64_t offset = exchange.write(adaptor.getSource(), src.getElementType(),
                                    distributionOf(state, src));
    Value indices = slotIndices(rewriter, loc, to);
    rewriter.replaceOp(op, exchange.read(offset, dst.getElementType(), indices,
                                         to.slots));
    return success();
  }
};

struct GetBaseLowering : StatefulPattern<aa::GetBaseOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::GetBaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(
        op, adaptor.getMemref(), ArrayRef<int64_t>{0});
    return success();
  }
};

struct GetDimStrideLowering : StatefulPattern<aa::GetDimStrideOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::GetDimStrideOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(
        op, adaptor.getMemref(), ArrayRef<int64_t>{2, int64_t(op.getDim())});
    return success();
  }
};

} // namespace

void tileiras::simt::populatePackPatterns(SimtTypeConverter &converter,
                                          LoweringState &state,
                                          RewritePatternSet &patterns) {
  patterns.add<RepackLowering, GetBaseLowering, GetDimStrideLowering>(
      converter, state);
}
