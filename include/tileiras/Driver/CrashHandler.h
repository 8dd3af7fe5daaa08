//===- CrashHandler.h - internal compiler errors and reproducers -*- C++ -*-===//
//
// Any LLVM/MLIR fatal error or crash signal during a compile becomes
// `error: internal compiler error in <phase>: <message>` with exit status 5
// (ExitCompile), and, when a reproducer directory is named, a bundle with the
// input, the command line, the version and the IR before the failing pass.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_CRASHHANDLER_H
#define TILEIRAS_DRIVER_CRASHHANDLER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tileiras::driver {

/// Installs the fatal-error and crash-signal handlers. `reproducerDir` may be
/// empty (no bundle is written then).
void installCrashHandlers(llvm::ArrayRef<const char *> argv,
                          llvm::StringRef reproducerDir);

/// Names the input whose bytes go into the bundle.
void setCrashInput(llvm::StringRef path);

/// Names the phase now running (`pass 'canonicalize'`, `NVPTX code
/// generation`, ...); the message names it.
void setCrashPhase(llvm::StringRef phase);

/// Whether a bundle will be written, so callers print IR only when needed.
bool crashReproducerWanted();

/// The IR the current phase started from (kept for the bundle).
void setCrashIr(std::string ir);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_CRASHHANDLER_H
