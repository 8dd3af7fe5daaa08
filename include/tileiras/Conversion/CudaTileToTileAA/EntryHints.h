//===- EntryHints.h - kernel attributes from cuda_tile entry hints -*- C++ -*-===//
//
// An entry's `optimization_hints` hold one dictionary per architecture plus
// `default`. The pass below picks the hints of the target being compiled
// for and turns the ones that shape the SIMT kernel into nv_tileaa
// attributes that later passes read without knowing about cuda_tile.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_CUDATILETOTILEAA_ENTRYHINTS_H
#define TILEIRAS_CONVERSION_CUDATILETOTILEAA_ENTRYHINTS_H

#include "mlir/Pass/Pass.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir::cuda_tile {
class OptimizationHintsAttr;
} // namespace mlir::cuda_tile

namespace tileiras {

/// What an entry's hints mean for one target.
struct KernelHints {
  /// 32 * numWarps threads per CTA, when hinted.
  std::optional<int64_t> numWarps;
  /// CTAs per SM the kernel should allow, when hinted.
  std::optional<int64_t> occupancy;
};

/// At most 32 warps (1024 threads) per CTA.
inline constexpr int64_t kMaxWorkerWarps = 32;

/// The hints of `hints` for `arch` (e.g. "sm_90"). As NVIDIA's tileiras 13.5
/// (checked on its PTX), `num_worker_warps_per_cta` w gives min(w, 32) warps
/// when w is a positive power of two and counts as not hinted otherwise
/// (13.4 clamped w to [4, 8]: 1, 2 -> .reqntid 128; 16, 32 -> 256).
KernelHints resolveKernelHints(mlir::cuda_tile::OptimizationHintsAttr hints,
                               llvm::StringRef arch);

/// `tileiras-resolve-entry-hints`: on every kernel func.func, replaces
/// `nv_tileaa.optimization_hints` by `nv_tileaa.num_warps` and
/// `nv_tileaa.occupancy` (each when hinted) for the module's target
/// (`tileiras.target`), or the `default` key when the module has none.
std::unique_ptr<mlir::Pass> createResolveEntryHintsPass();
/// The same for the hint key `arch`, whatever the module says (tests).
std::unique_ptr<mlir::Pass> createResolveEntryHintsPass(std::string arch);
void registerResolveEntryHintsPass();

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_CUDATILETOTILEAA_ENTRYHINTS_H
