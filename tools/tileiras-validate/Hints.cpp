//===- Hints.cpp - optimization hints outside their useful range ----------===//
//
// The verifier accepts every value the dialect allows; these warnings say
// which of them cannot do what they ask, from NVIDIA's tileiras as measured
// on its PTX (docs/driver.md, "entry hints"). The tileiras judged is 13.5
// (what ours follows), or 13.4 with --target-version 13.4 or older:
//   hint-warps-clamped        13.4 only: num_worker_warps_per_cta outside
//                             [4, 8] is clamped (.reqntid 32 * clamp(w, 4, 8));
//                             13.5 gives a CTA the warps asked for
//   hint-occupancy-saturated  occupancy o above the cap for T' threads per CTA
//                             (T' = max(T, 128)): .maxnreg is computed from
//                             min(o, 8, 5, 3, 1 for T' = 128, 256, 512, 1024),
//                             so a larger o asks for nothing more
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

/// The largest occupancy that still changes .maxnreg for `threads` per CTA:
/// NVIDIA computes it from min(o, cap) (measured on 13.4 and 13.5's PTX).
int64_t occupancyCap(int64_t threads) {
  threads = std::max<int64_t>(threads, 128);
  if (threads <= 128)
    return 8;
  if (threads <= 256)
    return 5;
  if (threads <= 512)
    return 3;
  return 1;
}

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
                llvm::StringRef gpuName, bool clampsWarps, Report &report) {
  auto judge = [&](llvm::StringRef key, DictionaryAttr own,
                   DictionaryAttr merged, const tileiras::TargetInfo *target) {
    std::string where = (key + ".").str();
    if (std::optional<int64_t> w = intHint(own, "num_worker_warps_per_cta"))
      if (clampsWarps && (*w < 4 || *w > 8))
        report.warn(entry, "hint-warps-clamped",
                    where + "num_worker_warps_per_cta = " + llvm::Twine(*w) +
                        " is clamped to " + llvm::Twine(*w < 4 ? 4 : 8) +
                        " warps: NVIDIA's tileiras 13.4 uses 4 to 8 worker "
                        "warps per CTA (13.5 gives the warps asked for)");
    // The verifier keeps the hint a power of two up to 32.
    std::optional<int64_t> warps = intHint(merged, "num_worker_warps_per_cta");
    int64_t threads = kDefaultThreads;
    if (warps)
      threads = 32 * (clampsWarps ? std::clamp<int64_t>(*warps, 4, 8) : *warps);
    int64_t cap = occupancyCap(threads);
    if (std::optional<int64_t> o = intHint(own, "occupancy"))
      if (*o > cap)
        report.warn(entry, "hint-occupancy-saturated",
                    where + "occupancy = " + llvm::Twine(*o) + " with " +
                        llvm::Twine(threads) +
                        " threads per CTA asks for no more than occupancy " +
                        llvm::Twine(cap) +
                        " does: NVIDIA's tileiras takes the register limit "
                        "(.maxnreg) from at most occupancy " +
                        llvm::Twine(cap) + " at " +
                        llvm::Twine(std::max<int64_t>(threads, 128)) +
                        " threads per CTA");
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
                                    llvm::StringRef gpuName,
                                    std::optional<bytecode::Version> toolkit,
                                    Report &report) {
  // 13.4 clamped the worker warps; 13.5 (and ours) does not.
  bool clampsWarps = toolkit && toolkit->key() <= 1304;
  module.walk([&](Operation *op) {
    auto hints =
        op->getAttrOfType<ct::OptimizationHintsAttr>("optimization_hints");
    if (!hints)
      return;
    if (auto entry = dyn_cast<ct::EntryOp>(op))
      checkEntry(entry, hints, gpuName, clampsWarps, report);
    else
      checkAccessHints(op, hints, gpuName, report);
  });
}
