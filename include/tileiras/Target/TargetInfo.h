//===- TargetInfo.h - facts about each GPU target ---------------*- C++ -*-===//
//
// The one table of target facts, generated from spec/targets.json: the
// `--gpu-name` spelling, the chip given to ptxas, the minimum PTX ISA, shared
// memory per CTA and the features passes ask about. Passes never compare SM
// numbers; they ask a named question (`hasGridDepControl()`).
//
// The target travels in the IR: the pipeline's first pass sets the
// `tileiras.target` string attribute (the `--gpu-name` spelling) on the
// top-level builtin module, and every later pass and the PTX emitter read it
// with `getModuleTarget`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_TARGETINFO_H
#define TILEIRAS_TARGET_TARGETINFO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace tileiras {

/// The features of spec/targets.json ("features"), snake_case there.
enum class TargetFeature : unsigned {
  CpAsync,
  F8Conversions,
  Griddepcontrol,
  Clusters,
  Tma,
  Wgmma,
  Tcgen05,
  BlockScaledMma,
  MmaSync,
  F8Mma,
  Tcgen05I8,
};

/// A PTX ISA that a feature needs on one target beyond the target's minimum.
struct FeaturePtxIsa {
  TargetFeature feature;
  unsigned ptxIsa;
};

/// The pipeline planner's machine model ("pipeline" in spec/targets.json;
/// round public figures, docs/schedule.md). Read it through
/// getPipelineMachine (tileiras/Target/PipelineMachine.h).
struct PipelineFacts {
  unsigned globalLatencyCycles;
  unsigned bytesPerCycle;
  unsigned tensorLatencyCycles;
};

struct TargetInfo {
  /// The `--gpu-name` spelling, and the value of the module attribute.
  llvm::StringRef name;
  /// Compute capability times ten: sm_100a -> 100.
  unsigned sm;
  /// The PTX `.target` and the `-arch` given to ptxas.
  llvm::StringRef chip;
  /// The oldest PTX ISA that knows `chip`, as major*10+minor.
  unsigned minPtxIsa;
  /// True for the targets NVIDIA's tileiras 13.4 lists in `--help`.
  bool nvidiaAccepts;
  /// One line for `--help`.
  llvm::StringRef description;
  unsigned staticSharedBytes;
  unsigned maxSharedBytes;
  uint32_t featureBits;
  llvm::ArrayRef<FeaturePtxIsa> featurePtxIsa;
  PipelineFacts pipeline;

  bool has(TargetFeature feature) const {
    return featureBits & (1u << static_cast<unsigned>(feature));
  }
  bool hasCpAsync() const { return has(TargetFeature::CpAsync); }
  bool hasF8Conversions() const { return has(TargetFeature::F8Conversions); }
  bool hasGridDepControl() const { return has(TargetFeature::Griddepcontrol); }
  bool hasClusters() const { return has(TargetFeature::Clusters); }
  bool hasTma() const { return has(TargetFeature::Tma); }
  bool hasWgmma() const { return has(TargetFeature::Wgmma); }
  bool hasTcgen05() const { return has(TargetFeature::Tcgen05); }
  bool hasBlockScaledMma() const { return has(TargetFeature::BlockScaledMma); }
  bool hasMmaSync() const { return has(TargetFeature::MmaSync); }
  bool hasF8Mma() const { return has(TargetFeature::F8Mma); }
  bool hasTcgen05I8() const { return has(TargetFeature::Tcgen05I8); }

  /// Shared memory a kernel may declare statically (`.shared` arrays).
  unsigned staticSharedBytesPerBlock() const { return staticSharedBytes; }
  /// The most shared memory one CTA may use, static and dynamic together,
  /// once the launch opts in (cudaFuncAttributeMaxDynamicSharedMemorySize).
  unsigned maxSharedBytesPerBlock() const { return maxSharedBytes; }

  /// The PTX ISA a module using `feature` needs on this target: the
  /// target's minimum unless the table raises it (f8 on sm_89: 8.1).
  unsigned ptxIsaFor(TargetFeature feature) const;
  /// The key of cuda_tile optimization hints: the base architecture
  /// (`sm_100` for sm_100a and sm_100f).
  std::string hintKey() const { return "sm_" + std::to_string(sm); }
};

/// Every target, in `--help` and `--list-gpus` order.
llvm::ArrayRef<TargetInfo> allTargets();

/// The target whose `--gpu-name` spelling is `name`, or null.
const TargetInfo *lookupTarget(llvm::StringRef name);

/// The first target whose chip (PTX `.target`) is `chip`, or null. Targets
/// sharing a chip (sm_90, sm_90a) have the same facts.
const TargetInfo *lookupTargetByChip(llvm::StringRef chip);

/// The name of the module attribute that carries the target.
inline constexpr llvm::StringLiteral kTargetAttrName = "tileiras.target";

/// Sets the target attribute on `module`.
void setModuleTarget(mlir::ModuleOp module, const TargetInfo &target);

/// The target `module` (or the builtin module around it) carries; null
/// when it has none. Reports an error at the module when the attribute
/// names no known target.
mlir::FailureOr<const TargetInfo *> findModuleTarget(mlir::Operation *op);

/// Like findModuleTarget, but a module without a target is an error too,
/// reported at the module.
mlir::FailureOr<const TargetInfo *> getModuleTarget(mlir::Operation *op);

} // namespace tileiras

#endif // TILEIRAS_TARGET_TARGETINFO_H
