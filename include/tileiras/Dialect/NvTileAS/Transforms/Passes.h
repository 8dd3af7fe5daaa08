//===- Passes.h - nv_tileas passes ------------------------------*- C++ -*-===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PASSES_H
#define TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PASSES_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace tileiras {
struct TargetInfo;
} // namespace tileiras

namespace mlir::nv_tileas {

#define GEN_PASS_DECL
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"

/// The rewrites of --tileiras-remove-layout-conversions.
void populateRemoveLayoutConversionsPatterns(RewritePatternSet &patterns);

/// The rewrite of --tileiras-tma-stores: eligible tiled stores to
/// tma_store, for `target` (which has TMA); the tile takes `minBoxBytes` to
/// `maxBoxBytes`, and beside the rings it fits the CTA's shared memory.
void populateTmaStorePatterns(RewritePatternSet &patterns,
                              const tileiras::TargetInfo *target,
                              unsigned minBoxBytes, unsigned maxBoxBytes);

#define GEN_PASS_REGISTRATION
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PASSES_H
