//===- Toolkit.h - finding and running ptxas --------------------*- C++ -*-===//

#ifndef TILEIRAS_DRIVER_TOOLKIT_H
#define TILEIRAS_DRIVER_TOOLKIT_H

#include "tileiras/Driver/Pipeline.h"

#include "llvm/Support/Error.h"

#include <string>

namespace tileiras::driver {

/// Finds ptxas the way NVIDIA's tileiras does: `<root>/bin/ptxas`, where the
/// root is the first of CUDA_ROOT, CUDA_HOME, CUDA_PATH that is set or else
/// the directory above the one holding `argv0`; then `ptxas` on PATH; then
/// NVIDIA's pip ptxas (nvidia/cu13/bin) in the site-packages of the Python
/// environment tileiras is installed in. The error lists the places looked at.
llvm::Expected<std::string> findPtxas(llvm::StringRef argv0);

/// <root>/nvvm/libdevice/libdevice.10.bc for <root>/bin/ptxas, or "" when
/// that file does not exist.
std::string libdeviceNextTo(llvm::StringRef ptxas);

/// The static shared memory `ptx` declares, in bytes (its `.shared`
/// variables, each at its alignment, summed over the module).
uint64_t staticSharedBytes(llvm::StringRef ptx);

/// Assembles `ptx` for `target` and returns the cubin. ptxas's own messages
/// are part of the error. Past the target's 48 KiB of static shared memory
/// ptxas gets --enable-extended-smem=true, as from NVIDIA's tileiras.
llvm::Expected<std::string> runPtxas(llvm::StringRef ptxas, llvm::StringRef ptx,
                                     const tileiras::TargetInfo &target,
                                     const CompileOptions &options);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_TOOLKIT_H
