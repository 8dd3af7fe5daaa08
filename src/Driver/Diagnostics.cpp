//===- Diagnostics.cpp - driver diagnostics with source positions ---------===//

#include "tileiras/Driver/Diagnostics.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::driver;

std::optional<std::string> tileiras::driver::sourcePosition(Location loc) {
  std::optional<std::string> result;
  loc->walk([&](Location inner) {
    auto file = dyn_cast<FileLineColLoc>(inner);
    if (!file)
      return WalkResult::advance();
    result = (file.getFilename().getValue() + ":" + Twine(file.getLine()) +
              ":" + Twine(file.getColumn()))
                 .str();
    return WalkResult::interrupt();
  });
  return result;
}

static StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Remark:
    return "remark";
  case DiagnosticSeverity::Note:
    return "note";
  }
  return "error";
}

static void print(llvm::raw_ostream &os, StringRef input, Diagnostic &diag,
                  StringRef indent) {
  std::string message = diag.str();
  os << indent << severityName(diag.getSeverity()) << ": " << input << ": "
     << message;
  std::optional<std::string> position = sourcePosition(diag.getLocation());
  if (position && !StringRef(message).contains(*position))
    os << " (at " << *position << ")";
  os << '\n';
}

DriverDiagnosticHandler::DriverDiagnosticHandler(MLIRContext *context,
                                                 std::string inputName,
                                                 llvm::raw_ostream &os)
    : context(context), inputName(std::move(inputName)) {
  id = context->getDiagEngine().registerHandler([this, &os](Diagnostic &diag) {
    print(os, this->inputName, diag, "");
    for (Diagnostic &note : diag.getNotes())
      print(os, this->inputName, note, "  ");
    return success();
  });
}

DriverDiagnosticHandler::~DriverDiagnosticHandler() {
  context->getDiagEngine().eraseHandler(id);
}
