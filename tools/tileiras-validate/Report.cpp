//===- Report.cpp - findings, locations, text and JSON output -------------===//

#include "Report.h"
#include "Checks.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::validate;

static constexpr llvm::StringLiteral kByteKey = "tileiras.validate.byte";

void tileiras::validate::tagLocations(
    Operation *root, const llvm::DenseMap<Operation *, uint64_t> &offsets) {
  MLIRContext *ctx = root->getContext();
  root->walk([&](Operation *op) {
    auto it = offsets.find(op);
    if (it == offsets.end())
      return;
    auto meta = DictionaryAttr::get(
        ctx, {NamedAttribute(StringAttr::get(ctx, kByteKey),
                             IntegerAttr::get(IntegerType::get(ctx, 64),
                                              it->second))});
    op->setLoc(FusedLoc::get(ctx, {op->getLoc()}, meta));
  });
}

static std::optional<uint64_t> byteOf(Location loc) {
  if (auto fused = dyn_cast<FusedLoc>(loc))
    if (auto meta = dyn_cast_or_null<DictionaryAttr>(fused.getMetadata()))
      if (auto byte = meta.getAs<IntegerAttr>(kByteKey))
        return byte.getValue().getZExtValue();
  return std::nullopt;
}

/// The first file:line:col inside `loc` (debug info from the producer).
static std::optional<SourcePos> sourceOf(Location loc) {
  if (auto flc = dyn_cast<FileLineColLoc>(loc))
    return SourcePos{flc.getFilename().str(), flc.getLine(), flc.getColumn()};
  if (auto di = dyn_cast<cuda_tile::DILocAttr>(loc))
    return sourceOf(di.getLoc());
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations())
      if (std::optional<SourcePos> pos = sourceOf(inner))
        return pos;
    return std::nullopt;
  }
  if (auto name = dyn_cast<NameLoc>(loc))
    return sourceOf(name.getChildLoc());
  if (auto call = dyn_cast<CallSiteLoc>(loc))
    return sourceOf(call.getCallee());
  return std::nullopt;
}

Finding Report::at(Location loc, Severity severity, llvm::StringRef id,
                   llvm::StringRef message) const {
  return Finding{severity, id.str(), message.str(), byteOf(loc), sourceOf(loc),
                 "", {}};
}

void Report::add(Finding f) {
  if (f.severity == Severity::Warning) {
    if (disabled.contains(f.id))
      return;
    if (warningsAreErrors)
      f.severity = Severity::Error;
  }
  findings.push_back(std::move(f));
}

void Report::error(llvm::StringRef id, llvm::StringRef message,
                   std::optional<uint64_t> offset) {
  add(Finding{Severity::Error, id.str(), message.str(), offset, std::nullopt, "", {}});
}

void Report::atOp(Operation *op, Severity severity, llvm::StringRef id,
                  const llvm::Twine &message) {
  Finding f = at(op->getLoc(), severity, id, message.str());
  f.op = op->getName().getStringRef().str();
  add(std::move(f));
}

unsigned Report::numErrors() const {
  return llvm::count_if(findings, [](const Finding &f) {
    return f.severity == Severity::Error;
  });
}
unsigned Report::numWarnings() const {
  return findings.size() - numErrors();
}

static const char *severityName(Severity s) {
  return s == Severity::Error ? "error" : "warning";
}

// `error: FILE: byte N: f.py:3:4: message [id]`, the reader's own format
// (tileiras-translate) with the source position and the id added.
void Report::printText(llvm::raw_ostream &os) const {
  for (const Finding &f : findings) {
    os << severityName(f.severity) << ": " << file << ": ";
    if (f.offset)
      os << "byte " << *f.offset << ": ";
    if (f.source)
      os << f.source->file << ":" << f.source->line << ":" << f.source->col
         << ": ";
    os << f.message << " [" << f.id << "]\n";
    for (const std::string &note : f.notes)
      os << "note: " << note << "\n";
  }
}

void Report::printJson(llvm::raw_ostream &os, llvm::StringRef version) const {
  llvm::json::OStream j(os, 1);
  j.object([&] {
    j.attribute("file", file);
    if (version.empty())
      j.attribute("version", nullptr);
    else
      j.attribute("version", version);
    j.attribute("valid", numErrors() == 0);
    j.attribute("errors", int64_t(numErrors()));
    j.attribute("warnings", int64_t(numWarnings()));
    j.attributeArray("diagnostics", [&] {
      for (const Finding &f : findings) {
        j.object([&] {
          j.attribute("severity", severityName(f.severity));
          j.attribute("id", f.id);
          j.attribute("message", f.message);
          j.attribute("file", file);
          if (f.offset)
            j.attribute("offset", int64_t(*f.offset));
          else
            j.attribute("offset", nullptr);
          if (f.source) {
            j.attributeObject("source", [&] {
              j.attribute("file", f.source->file);
              j.attribute("line", int64_t(f.source->line));
              j.attribute("col", int64_t(f.source->col));
            });
          } else {
            j.attribute("source", nullptr);
          }
          if (!f.op.empty())
            j.attribute("op", f.op);
          if (!f.notes.empty())
            j.attributeArray("notes", [&] {
              for (const std::string &n : f.notes)
                j.value(n);
            });
        });
      }
    });
  });
  os << "\n";
}

std::string tileiras::validate::describeOp(Operation *op, const Report &report) {
  Finding f = report.at(op->getLoc(), Severity::Warning, "", "");
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "'" << op->getName().getStringRef() << "'";
  if (f.offset)
    os << " at byte " << *f.offset;
  if (f.source)
    os << (f.offset ? " (" : " at ") << f.source->file << ":" << f.source->line
       << ":" << f.source->col << (f.offset ? ")" : "");
  return out;
}
