//===- Diagnostics.h - driver diagnostics with source positions -*- C++ -*-===//

#ifndef TILEIRAS_DRIVER_DIAGNOSTICS_H
#define TILEIRAS_DRIVER_DIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace tileiras::driver {

/// `file:line:col` of the first file position inside `loc` (bytecode debug
/// info arrives as `#cuda_tile.di_loc`, fused or call-site locations).
std::optional<std::string> sourcePosition(mlir::Location loc);

/// Prints every diagnostic as `error: <input>: <message>`, followed by
/// ` (at file:line:col)` when the location has a file position the message
/// does not already name; notes are indented under their error. They go to
/// `os` (stderr for the command line, a string for the C API).
class DriverDiagnosticHandler {
public:
  DriverDiagnosticHandler(mlir::MLIRContext *context, std::string inputName,
                          llvm::raw_ostream &os);
  ~DriverDiagnosticHandler();

private:
  mlir::MLIRContext *context;
  mlir::DiagnosticEngine::HandlerID id;
  std::string inputName;
};

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_DIAGNOSTICS_H
