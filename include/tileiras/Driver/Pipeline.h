//===- Pipeline.h - cuda_tile module to PTX ---------------------*- C++ -*-===//
//
// The interface between the driver and the lowering: the driver reads and
// verifies the bytecode, calls `compileModule` (the tileiras pipeline of
// tileiras/Pipeline/Pipeline.h, then the PTX emitter), assembles the PTX
// with ptxas and writes the cubin.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_PIPELINE_H
#define TILEIRAS_DRIVER_PIPELINE_H

#include "tileiras/Target/TargetInfo.h"

#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::cuda_tile {
class ModuleOp;
} // namespace mlir::cuda_tile

namespace tileiras::driver {

using tileiras::TargetInfo;

enum class HostArch { X86_64, AArch64 };
enum class HostOS { Linux, Windows };

/// What the command line asks of the compilation (already validated).
struct CompileOptions {
  unsigned optLevel = 3;
  bool lineInfo = false;
  bool deviceDebug = false;
  bool sanitizeMemcheck = false;
  HostArch hostArch = HostArch::X86_64;
  HostOS hostOS = HostOS::Linux;
  /// libdevice.10.bc of the toolkit; empty when none was found.
  std::string libdevicePath;
  /// When set, receives the optimized LLVM IR without libdevice
  /// (nvptx::PtxOptions::unlinkedIr): --save-llvm.
  std::string *llvmIr = nullptr;
  /// Test only (--testing-fatal-error): a pass argument or `nvptx-codegen`
  /// at which to raise a fatal error (`signal:` before it: a SIGSEGV).
  std::string testingFatalErrorAt;
};

/// Lowers `module` to PTX text for `target`. On failure the reason has been
/// reported through the context's diagnostic engine, at an op's location.
mlir::FailureOr<std::string> compileModule(mlir::cuda_tile::ModuleOp module,
                                           const TargetInfo &target,
                                           const CompileOptions &options);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_PIPELINE_H
