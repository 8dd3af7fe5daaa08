//===- Patterns.h - nv_tileaa to LLVM pattern sets --------------*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_PATTERNS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_PATTERNS_H

#include "Distribution.h"

#include "mlir/Transforms/DialectConversion.h"

namespace tileiras::simt {

/// arith and math on tensors: arith keeps working on the slot vectors, math
/// is applied slot by slot so libdevice calls stay scalar.
void populateElementwisePatterns(SimtTypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
/// splat, item, reshape, make_range, broadcast, permute, extract, cat.
void populateShapePatterns(SimtTypeConverter &converter,
                           LoweringState &state,
                           mlir::RewritePatternSet &patterns);
/// tiled_load/tiled_store marked nv_tileaa.multimem: PTX multimem.*.
void populateMultimemPatterns(SimtTypeConverter &converter,
                              LoweringState &state,
                              mlir::RewritePatternSet &patterns);
/// Pointers, memrefs, loads, stores, tokens, grid ids.
void populateMemoryPatterns(SimtTypeConverter &converter,
                            LoweringState &state,
                            mlir::RewritePatternSet &patterns);
/// atomic_rmw, atomic_cas.
void populateAtomicPatterns(SimtTypeConverter &converter,
                            LoweringState &state,
                            mlir::RewritePatternSet &patterns);
/// nv_tileas.convert_layout.
void populateLayoutPatterns(SimtTypeConverter &converter,
                            LoweringState &state,
                            mlir::RewritePatternSet &patterns);
/// reduce, scan, dot, print.
void populateAggregatePatterns(SimtTypeConverter &converter,
                               LoweringState &state,
                               mlir::RewritePatternSet &patterns);
/// dot as warp-level mma.sync when its tiles have an mma.sync plan's
/// layouts (before the scalar dot of populateAggregatePatterns).
void populateMmaPatterns(SimtTypeConverter &converter, LoweringState &state,
                         mlir::RewritePatternSet &patterns);

/// dot as warpgroup wgmma.mma_async (sm_90a) when its mma.sync plan puts
/// one warpgroup on 64 rows (before populateMmaPatterns).
void populateWgmmaPatterns(SimtTypeConverter &converter, LoweringState &state,
                           mlir::RewritePatternSet &patterns);

/// dot as tcgen05.mma with its accumulator in tensor memory (sm_100a
/// family) when its mma.sync plan puts the four warps on 64 rows.
void populateTcgen05Patterns(SimtTypeConverter &converter,
                             LoweringState &state,
                             mlir::RewritePatternSet &patterns);

/// repack (pack/unpack), get_base, get_dim_stride.
void populateAsyncCopyPatterns(SimtTypeConverter &converter,
                               LoweringState &state,
                               mlir::RewritePatternSet &patterns);

/// make_tma_desc (the tensor map built in the kernel), tma_load
/// (cp.async.bulk.tensor) and producer_expect_tx (mbarrier.expect_tx).
void populateTmaPatterns(SimtTypeConverter &converter, LoweringState &state,
                         mlir::RewritePatternSet &patterns);

void populatePackPatterns(SimtTypeConverter &converter, LoweringState &state,
                          mlir::RewritePatternSet &patterns);

/// A conversion pattern that reads and updates the kernel's lowering state.
template <typename Op>
struct StatefulPattern : mlir::OpConversionPattern<Op> {
  StatefulPattern(SimtTypeConverter &converter, LoweringState &state,
                  mlir::PatternBenefit benefit = 1)
      : mlir::OpConversionPattern<Op>(converter, &converter.getContext(),
                                      benefit),
        state(state) {}
  LoweringState &state;
};

/// Ops whose converted result is their converted operand: slots and
/// addresses do not change.
template <typename Op>
struct ForwardSourceLowering : StatefulPattern<Op> {
  using StatefulPattern<Op>::StatefulPattern;
  mlir::LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  mlir::ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getSource());
    return mlir::success();
  }
};

/// The distribution of a tile type: its #nv_tileas.simt layout. The pass
/// rejects tiles without one (or over another thread count) before any
/// pattern runs. This is the one way patterns get a Distribution; a scalar
/// that is not a tile uses scalarDistribution.
inline Distribution distributionOf(const LoweringState &state,
                                   mlir::Type tensor) {
  auto layout = mlir::nv_tileas::getSimtLayout(tensor);
  assert(layout && layout.getThreads() == state.threads &&
         "tile without a layout over the kernel's threads");
  (void)state;
  return Distribution(layout);
}

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_PATTERNS_H
