//===- Checks.h - tileiras-validate's --strict checks -----------*- C++ -*-===//
//
// Each check walks a verified cuda_tile.module and adds warnings to the
// report, each with a stable id (docs/validate.md lists them):
//   token-race              TokenOrder.cpp
//   view-unaligned-base, view-inner-stride, view-stride-align,
//   view-stride-unknown, view-narrow-tile          ViewAlignment.cpp
//   hint-warps-clamped, hint-occupancy-saturated, hint-cga-size,
//   hint-unusable-on-target                        Hints.cpp
//   newer-than-target                              TargetVersion.cpp
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_VALIDATE_CHECKS_H
#define TILEIRAS_TOOLS_VALIDATE_CHECKS_H

#include "Report.h"

#include "tileiras/Bytecode/Bytecode.h"

namespace mlir::cuda_tile {
class ModuleOp;
} // namespace mlir::cuda_tile

namespace tileiras::validate {

/// Every warning id, for --suppress and docs/validate.md.
inline constexpr llvm::StringLiteral kWarningIds[] = {
    "token-race",          "view-unaligned-base",
    "view-inner-stride",   "view-stride-align",
    "view-stride-unknown", "view-narrow-tile",
    "hint-warps-clamped",  "hint-occupancy-saturated",
    "hint-cga-size",       "hint-unusable-on-target",
    "newer-than-target"};

void checkTokenOrder(mlir::cuda_tile::ModuleOp module, Report &report);
void checkViewAlignment(mlir::cuda_tile::ModuleOp module, Report &report);
/// `gpuName` (e.g. "sm_90") is the target the `default` hints are judged
/// for; empty: every target the `default` key may be compiled for.
/// `toolkit` (--target-version) is the NVIDIA tileiras whose handling of the
/// hints is judged: 13.4 or older clamps the warps; none or 13.5: 13.5's.
void checkHints(mlir::cuda_tile::ModuleOp module, llvm::StringRef gpuName,
                std::optional<bytecode::Version> toolkit, Report &report);
/// `fileVersion` is the bytecode header's version (none for text input).
void checkTargetVersion(mlir::cuda_tile::ModuleOp module,
                        bytecode::Version target,
                        std::optional<bytecode::Version> fileVersion,
                        Report &report);

/// "op 'cuda_tile.x' at byte N (f.py:1:2)": how a message names another op.
std::string describeOp(mlir::Operation *op, const Report &report);

} // namespace tileiras::validate

#endif // TILEIRAS_TOOLS_VALIDATE_CHECKS_H
