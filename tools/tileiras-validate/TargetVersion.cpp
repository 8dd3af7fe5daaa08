//===- TargetVersion.cpp - what a declared older target cannot read -------===//
//
// `--target-version 13.x`: `newer-than-target` for the bytecode header when
// the file itself is newer, every op whose opcode came later
// (spec/cuda_tile_ops.json), and every attribute or optional field set on an
// op that the target's record layout lacks (the reader's op table, the same
// one the writer uses to refuse writing them), and `ftof` with a rounding
// mode other than nearest_even before 13.4 (cuTile Python's exporter refuses
// it: "The requested conversion and rounding_mode require tileiras 13.4").
// Anything else the target
// cannot encode (a newer type such as i4, a 13.4 pointer attribute, a
// private or constant global) is found by writing the module at the target
// version; the writer stops at its first problem, so only that one is
// reported, and only when the walk found nothing.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "OpTable.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
using namespace tileiras::validate;
using tileiras::bytecode::FieldDesc;
using tileiras::bytecode::FieldKind;
using tileiras::bytecode::OpDesc;
using tileiras::bytecode::versionName;

namespace {

/// Whether the optional field `f` (with a flag bit) is set on `op`.
bool isSet(Operation *op, const OpDesc &desc, const FieldDesc &f) {
  if (f.kind == FieldKind::Attr)
    return op->getAttr(f.name) != nullptr;
  if (f.kind != FieldKind::OptOperand)
    return false;
  unsigned segment = 0;
  for (const FieldDesc &g : desc.fields) {
    if (&g == &f)
      break;
    if (g.kind == FieldKind::Operand || g.kind == FieldKind::OptOperand ||
        g.kind == FieldKind::VarOperands)
      ++segment;
  }
  if (auto sizes = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
    return segment < sizes.size() && sizes[segment] > 0;
  return op->getNumOperands() > segment;
}

void checkOp(Operation *op, unsigned target, Report &report, unsigned &found) {
  if (op->getDialect() == nullptr ||
      op->getDialect()->getNamespace() != "cuda_tile")
    return;
  const OpDesc *desc = tileiras::bytecode::lookupOp(op->getName().stripDialect());
  if (!desc)
    return;
  std::string name = op->getName().getStringRef().str();
  std::string targetName = versionName(target);
  // Values an older version's verifier refused though the field existed.
  if (auto ftof = dyn_cast<ct::FToFOp>(op)) {
    auto mode = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode");
    if (target < 1304 && mode &&
        mode.getValue() != ct::RoundingMode::NearestEven) {
      ++found;
      report.warn(op, "newer-than-target",
                  "'" + name + "' with rounding mode '" +
                      ct::stringifyRoundingMode(mode.getValue()) +
                      "' needs 13.4; the target " + targetName +
                      " accepts only nearest_even");
    }
  }
  if (desc->since > target) {
    ++found;
    report.warn(op, "newer-than-target",
                "op '" + name + "' needs bytecode " +
                    versionName(desc->since) + "; the target " + targetName +
                    " does not have it");
    return;
  }
  for (const FieldDesc &f : desc->fields) {
    if (f.since <= target)
      continue;
    if (f.kind == FieldKind::Flags) {
      // A flag bitfield added later: every optional field it announces.
      for (const FieldDesc &g : desc->fields)
        if (g.flagBit >= 0 && isSet(op, *desc, g)) {
          ++found;
          report.warn(op, "newer-than-target",
                      "'" + llvm::Twine(g.name) + "' on '" + name +
                          "' needs bytecode " + versionName(f.since) +
                          "; the target " + targetName + " cannot encode it");
        }
    } else if (f.kind == FieldKind::Attr && !tileiras::bytecode::isDefaultFieldValue(f, op->getAttr(f.name))) {
      ++found;
      report.warn(op, "newer-than-target",
                  "attribute '" + llvm::Twine(f.name) + "' of '" + name +
                      "' needs bytecode " + versionName(f.since) +
                      "; the target " + targetName + " cannot encode it");
    }
  }
}

} // namespace

void tileiras::validate::checkTargetVersion(
    ct::ModuleOp module, bytecode::Version target,
    std::optional<bytecode::Version> fileVersion, Report &report) {
  unsigned found = 0;
  if (fileVersion && fileVersion->key() > target.key()) {
    report.add(Finding{Severity::Warning, "newer-than-target",
                       "the file is bytecode " + fileVersion->str() +
                           ", newer than the target " + target.str() +
                           ": a " + target.str() +
                           " reader refuses all of it (write it with "
                           "--bytecode-version=" + target.str() + ")",
                       uint64_t(8), std::nullopt, "", {}});
  }
  module.walk([&](Operation *op) { checkOp(op, target.key(), report, found); });
  if (found)
    return;

  // Types, attribute values and global fields: ask the writer.
  std::optional<Finding> first;
  {
    ScopedDiagnosticHandler capture(module.getContext(), [&](Diagnostic &d) {
      if (!first && d.getSeverity() == DiagnosticSeverity::Error &&
          llvm::StringRef(d.str()).contains("requires bytecode version"))
        first = report.at(d.getLocation(), Severity::Warning,
                          "newer-than-target", d.str());
      return success();
    });
    std::string sink;
    llvm::raw_string_ostream os(sink);
    (void)bytecode::writeBytecode(module, os, target);
  }
  if (first)
    report.add(std::move(*first));
}
