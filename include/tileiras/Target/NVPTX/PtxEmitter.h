//===- PtxEmitter.h - LLVM/NVVM dialect module to PTX -----------*- C++ -*-===//
//
// The backend half of the pipeline: a module whose functions are llvm.func
// (kernels carry `nvvm.kernel`, `nvvm.reqntid`, ...) is translated to LLVM IR,
// linked with libdevice when it calls `__nv_*` functions, optimized, and
// printed as PTX by LLVM's NVPTX backend.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_NVPTX_PTXEMITTER_H
#define TILEIRAS_TARGET_NVPTX_PTXEMITTER_H

#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace tileiras::nvptx {

struct PtxOptions {
  /// The PTX `.target` ("sm_90a", "sm_80", "sm_100f"); empty: the chip of
  /// the module's `tileiras.target` (a module without one is an error).
  llvm::StringRef chip;
  /// PTX ISA as major*10+minor (88 is `.version 8.8`); 0: the target's
  /// minimum, raised for the features the module uses (requiredPtxVersion).
  /// Always pinned, so the output does not move with LLVM's per-chip default.
  unsigned ptxVersion = 0;
  /// 0..3, for both the IR pipeline and instruction selection.
  unsigned optLevel = 3;
  /// `.file`/`.loc` from the MLIR locations, no DWARF sections.
  bool lineInfo = false;
  /// Full debug info; only honoured at optLevel 0.
  bool deviceDebug = false;
  /// libdevice.10.bc; empty means no linking, and then any `__nv_*` function
  /// in the module is an error.
  std::string libdevicePath;
  /// When set, also receives the module as the NVPTX backend would get it,
  /// optimized for `optLevel` by the same target machine, but without
  /// libdevice linked: its `__nv_*` calls stay declarations. This is the
  /// input of the host emulator (utils/emulator), which maps them to libm.
  std::string *unlinkedIr = nullptr;
};

/// Translates `module` to PTX text. The module itself is left unchanged.
/// Errors are reported through the context's diagnostic engine, at the
/// location of the offending op or of the module. A module without any op
/// (what producers' version probes compile to) is a PTX header only.
mlir::FailureOr<std::string> translateToPtx(mlir::ModuleOp module,
                                            const PtxOptions &options);

/// Fills in `options.chip` and `options.ptxVersion` where they are unset,
/// from the module's target (or, for the version, the table row of the
/// given chip).
mlir::LogicalResult resolvePtxTarget(mlir::ModuleOp module,
                                     PtxOptions &options);

/// The PTX ISA `module` needs on `target`: the target's minimum, raised
/// when the module uses an instruction the table gives a later ISA (f8
/// conversions on sm_89 need PTX 8.1).
unsigned requiredPtxVersion(mlir::ModuleOp module, const TargetInfo &target);

/// True for a module without any op.
bool isEmptyModule(mlir::ModuleOp module);

/// The PTX header alone, for the resolved `options`.
std::string emptyModulePtx(const PtxOptions &options);

/// `<toolkitRoot>/nvvm/libdevice/libdevice.10.bc`.
std::string libdeviceUnder(llvm::StringRef toolkitRoot);

} // namespace tileiras::nvptx

#endif // TILEIRAS_TARGET_NVPTX_PTXEMITTER_H
