//===- Compile.h - one compilation, shared by the CLI and the C API -*- C++ -*-===//
//
// `compileBytecode` is everything `tileiras` does between reading the input
// file and writing the output file: the header check, the option checks, the
// bytecode reader, the entry-hint overrides, the pipeline, the PTX emitter
// and ptxas. The command line (runDriver), its batch mode and the C API
// (include/tileiras/tileiras.h) all call it, so they cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_COMPILE_H
#define TILEIRAS_DRIVER_COMPILE_H

#include "tileiras/Driver/Driver.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
class MLIRContext;
class TimingScope;
} // namespace mlir

namespace tileiras::driver {

/// The entry hints an override may set (docs/driver.md, "Entry hints").
llvm::ArrayRef<llvm::StringLiteral> overridableHints();

/// Compiles the TileIR bytecode `bytes` as `options` asks (its `inputFile`
/// only names the input in diagnostics and reproducers; `outputFile` is not
/// used). On success (ExitSuccess) `output` holds the cubin or the text of
/// the --emit stage. Every diagnostic goes to `diagnostics` as
/// `error: <input>: <message> (at file:line:col)`. `context` must be fresh;
/// remarks, when enabled, are printed when it is destroyed. Several calls may
/// run at once on different threads, each with its own context.
int compileBytecode(llvm::StringRef bytes, const DriverOptions &options,
                    mlir::MLIRContext &context, llvm::raw_ostream &diagnostics,
                    std::string &output, mlir::TimingScope *timing = nullptr);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_COMPILE_H
