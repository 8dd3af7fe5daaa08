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

#include "tileiras/Driver/Inspect.h"
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
  /// IR printing and pass timing (--print-ir-*, --time-passes); null: none.
  const InspectOptions *inspect = nullptr;
  /// Where the pipeline and the PTX emitter nest their timers; null: untimed.
  mlir::TimingScope *timing = nullptr;
  /// When set, ptxas runs with -v and its report lands here (remarks).
  std::string *ptxasLog = nullptr;
};

/// Lowers `module` to PTX text for `target`. On failure the reason has been
/// reported through the context's diagnostic engine, at an op's location.
mlir::FailureOr<std::string> compileModule(mlir::cuda_tile::ModuleOp module,
                                           const TargetInfo &target,
                                           const CompileOptions &options);

/// The output of --emit=`stage` for a stage before the cubin: the module's
/// MLIR text after that pipeline stage, the LLVM IR of --save-llvm, or the
/// PTX. Fails as compileModule does.
mlir::FailureOr<std::string> emitStage(mlir::cuda_tile::ModuleOp module,
                                       const TargetInfo &target,
                                       const CompileOptions &options,
                                       EmitStage stage);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_PIPELINE_H
