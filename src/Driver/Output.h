//===- Output.h - writing the output file whole or not at all ---*- C++ -*-===//

#ifndef TILEIRAS_DRIVER_OUTPUT_H
#define TILEIRAS_DRIVER_OUTPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace tileiras::driver {

/// Writes `contents` to `path` ("-" is stdout) through a temporary file and
/// a rename.
llvm::Error writeOutputAtomically(llvm::StringRef path,
                                  llvm::StringRef contents);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_OUTPUT_H
