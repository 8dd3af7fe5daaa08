//===- Report.h - tileiras-validate's findings and their output -*- C++ -*-===//
//
// Every finding has a severity, a stable id, a message and a place: the byte
// offset of the op's record in the file (bytecode input), the producer's
// source position from the debug info, or both. The validator tags each op's
// location with its byte offset (tagLocations) so that diagnostics coming
// from the verifier or the writer, which only know the op's location, still
// find their bytes.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_VALIDATE_REPORT_H
#define TILEIRAS_TOOLS_VALIDATE_REPORT_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>
#include <vector>

namespace tileiras::validate {

enum class Severity { Error, Warning };

struct SourcePos {
  std::string file;
  unsigned line = 0, col = 0;
};

struct Finding {
  Severity severity;
  std::string id;
  std::string message;
  std::optional<uint64_t> offset; // byte of the op's record (bytecode)
  std::optional<SourcePos> source; // producer's file:line:col
  std::string op;                 // op name, when the finding is about an op
  std::vector<std::string> notes;
};

class Report {
public:
  explicit Report(std::string file) : file(std::move(file)) {}
  llvm::StringRef fileName() const { return file; }

  /// Ids named by --suppress are dropped; --Werror turns warnings into errors.
  llvm::StringSet<> disabled;
  bool warningsAreErrors = false;

  void add(Finding f);
  void error(llvm::StringRef id, llvm::StringRef message,
             std::optional<uint64_t> offset);
  void atOp(mlir::Operation *op, Severity severity, llvm::StringRef id,
            const llvm::Twine &message);
  void warn(mlir::Operation *op, llvm::StringRef id, const llvm::Twine &message) {
    atOp(op, Severity::Warning, id, message);
  }
  /// A finding placed at `loc` (a diagnostic's location).
  Finding at(mlir::Location loc, Severity severity, llvm::StringRef id,
             llvm::StringRef message) const;

  unsigned numErrors() const;
  unsigned numWarnings() const;
  bool empty() const { return findings.empty(); }
  /// Exit status: 1 when an error (or a warning under --Werror) was found.
  int exitStatus() const { return numErrors() ? 1 : 0; }

  void printText(llvm::raw_ostream &os) const;
  void printJson(llvm::raw_ostream &os, llvm::StringRef version) const;

private:
  std::string file;
  std::vector<Finding> findings;
};

/// Wraps the location of every op with a known record offset in a FusedLoc
/// whose metadata holds the offset; Report::at reads it back.
void tagLocations(mlir::Operation *root,
                  const llvm::DenseMap<mlir::Operation *, uint64_t> &offsets);

} // namespace tileiras::validate

#endif // TILEIRAS_TOOLS_VALIDATE_REPORT_H
