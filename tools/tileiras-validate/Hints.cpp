//===- Hints.cpp - optimization hints outside their useful range ----------===//
//
// The verifier accepts every value the dialect allows; these warnings say
// which of them cannot do what they ask, from NVIDIA's tileiras 13.4 as
// measured on its PTX (docs/driver.md, "entry hints"):
//   hint-warps-clamped        num_worker_warps_per_cta outside [4, 8]: it is
//                             clamped (.reqntid 32 * clamp(w, 4, 8))
//   hint-occupancy-saturated  occupancy o with T threads per CTA where
//                             o * T > 1024: .maxnreg is max(64, 65536/(o*T))
//                             rounded down to 8, so it stops shrinking at 64
//                             and no SM holds more than 2048 threads
//   hint-cga-size             num_cta_in_cga = 16: a non-portable cluster
//                             size that a launch must opt in to
//   hint-unusable-on-target   a hint the hint's target cannot use: clusters
//                             (num_cta_in_cga > 1) or allow_tma on sm_8x,
//                             through the arch key or through `default`
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
using namespace tileiras::validate;

namespace {

constexpr int64_t kDefaultThreads = 128; // 4 warps when not hinted
constexpr int64_t kRegisterFloorThreads = 1024; // 65536 / 64 registers

std::optional<int64_t> intHint(DictionaryAttr dict, llvm::StringRef key) {
  if (auto v = dict ? dict.getAs<IntegerAttr>(key) : IntegerAttr())
    return v.getInt();
  return std::nullopt;
}

bool boolHint(DictionaryAttr dict, llvm::StringRef key) {
  auto v = dict ? dict.getAs<BoolAttr>(key) : BoolAttr();
  return v && v.getValue();
}

/// Targets without thread block clusters (and TMA) that a `default` key
/// applies to when no --gpu-name narrows it.
constexpr const char *kPreHopper = "sm_8x";

void checkEntry(ct::EntryOp entry, ct::OptimizationHintsAttr hints,
                llvm::StringRef gpuName, Report &report) {
  auto judge = [&](llvm::StringRef key, DictionaryAttr own,
                   DictionaryAttr merged, const tileiras::TargetInfo *target) {
    std::string where = (key + ".").str();
    if (std::optional<int64_t> w = intHint(own, "num_worker_warps_per_cta"))
      if (*w < 4 || *w > 8)
        report.warn(entry, "hint-warps-clamped",
                    where + "num_worker_warps_per_cta = " + llvm::Twine(*w) +
                        " is clamped to " + llvm::Twine(*w < 4 ? 4 : 8) +
                        " warps: NVIDIA's tileiras uses 4 to 8 worker warps "
                        "per CTA");
    std::optional<int64_t> warps = intHint(merged, "num_worker_warps_per_cta");
    int64_t threads =
        warps ? 32 * std::clamp<int64_t>(*warps, 4, 8) : kDefaultThreads;
    if (std::optional<int64_t> o = intHint(own, "occupancy"))
      if (*o > 1 && *o * threads > kRegisterFloorThreads)
        report.warn(entry, "hint-occupancy-saturated",
                    where + "occupancy = " + llvm::Twine(*o) + " with " +
                        llvm::Twine(threads) +
                        " threads per CTA asks for no more than occupancy " +
                        llvm::Twine(kRegisterFloorThreads / threads) +
                        " does: the register limit it sets stops at 64 per "
                        "thread (" +
                        llvm::Twine(*o * threads) +
                        " threads per SM; an SM holds at most 2048)");
    if (std::optional<int64_t> n = intHint(own, "num_cta_in_cga")) {
      if (*n > 8)
        report.warn(entry, "hint-cga-size",
                    where + "num_cta_in_cga = " + llvm::Twine(*n) +
                        " is a non-portable cluster size: a launch must opt "
                        "in (cudaFuncAttributeNonPortableClusterSizeAllowed) "
                        "and not every chip has it; 8 is the portable "
                        "maximum");
      if (*n > 1 && (target ? !target->hasClusters() : key == "default"))
        report.warn(entry, "hint-unusable-on-target",
                    where + "num_cta_in_cga = " + llvm::Twine(*n) +
                        " cannot be used on " +
                        (target ? target->name : llvm::StringRef(kPreHopper)) +
                        ", which has no thread block clusters" +
                        (key == "default" ? " (set it per architecture)" : ""));
    }
  };

  if (!gpuName.empty()) {
    const tileiras::TargetInfo *target = tileiras::lookupTarget(gpuName);
    // The hints the compile for gpuName sees: its key merged over default.
    DictionaryAttr merged = hints.lookupForArch(gpuName);
    judge(hints.getValue().getAs<DictionaryAttr>(gpuName) ? gpuName
                                                          : "default",
          merged, merged, target);
    return;
  }
  for (NamedAttribute archEntry : hints.getValue()) {
    llvm::StringRef arch = archEntry.getName().getValue();
    auto own = dyn_cast<DictionaryAttr>(archEntry.getValue());
    judge(arch, own, hints.lookupForArch(arch), tileiras::lookupTarget(arch));
  }
}

void checkAccessHints(Operation *op, ct::OptimizationHintsAttr hints,
                      llvm::StringRef gpuName, Report &report) {
  for (NamedAttribute archEntry : hints.getValue()) {
    llvm::StringRef arch = archEntry.getName().getValue();
    if (!gpuName.empty() && arch != gpuName && arch != "default")
      continue;
    if (!boolHint(dyn_cast<DictionaryAttr>(archEntry.getValue()), "allow_tma"))
      continue;
    const tileiras::TargetInfo *target =
        tileiras::lookupTarget(arch == "default" ? gpuName : arch);
    if (target && !target->hasTma())
      report.warn(op, "hint-unusable-on-target",
                  arch + ".allow_tma = true cannot be used on " +
                      target->name + ", which has no TMA");
  }
}

} // namespace

void tileiras::validate::checkHints(ct::ModuleOp module,
                                    llvm::StringRef gpuName, Report &report) {
  module.walk([&](Operation *op) {
    auto hints =
        op->getAttrOfType<ct::OptimizationHintsAttr>("optimization_hints");
    if (!hints)
      return;
    if (auto entry = dyn_cast<ct::EntryOp>(op))
      checkEntry(entry, hints, gpuName, report);
    else
      checkAccessHints(op, hints, gpuName, report);
  });
}
