//===- tileiras-validate.cpp - a strict validator for bytecode producers --===//
//
//   tileiras-validate FILE [--strict] [--target-version=13.x] [--gpu-name=sm_N]
//                          [--json] [--Werror] [--suppress=ID,...]
//
// Reads FILE with the bytecode reader of src/Bytecode (what NVIDIA's reader
// refuses is an error with its byte offset), runs the cuda_tile verifier
// (errors with the op's byte offset and source position) and, with
// --strict, the checks of Checks.h. It lowers nothing. FILE may also be
// cuda_tile MLIR text. Exit status: 0 valid, 1 invalid (or a warning under
// --Werror), 2 usage or an unreadable file. docs/validate.md.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Report.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
namespace bc = tileiras::bytecode;
using namespace tileiras::validate;

namespace {

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("<bytecode or .mlir file>"),
                                     llvm::cl::Required);
llvm::cl::opt<bool> strict("strict",
                           llvm::cl::desc("also warn about what is legal but "
                                          "likely wrong (docs/validate.md)"));
llvm::cl::opt<bool> json("json", llvm::cl::desc("print one JSON document on "
                                                "stdout instead of text on "
                                                "stderr"));
llvm::cl::opt<bool> werror("Werror",
                           llvm::cl::desc("treat warnings as errors (exit 1)"));
llvm::cl::opt<std::string>
    targetVersion("target-version",
                  llvm::cl::desc("warn about ops and fields newer than this "
                                 "bytecode version (13.1 to 13.5)"),
                  llvm::cl::value_desc("13.x"));
llvm::cl::opt<std::string>
    gpuName("gpu-name",
            llvm::cl::desc("judge hints for this target only (e.g. sm_90); "
                           "default: every key on its own"),
            llvm::cl::value_desc("sm_N"));
llvm::cl::list<std::string>
    noWarn("suppress", llvm::cl::CommaSeparated,
           llvm::cl::desc("drop warnings with these ids"),
           llvm::cl::value_desc("id,..."));

/// Bytecode unless the input looks like text: the reader then explains
/// what is wrong with a file that was meant to be bytecode (a bad magic).
bool looksLikeText(llvm::StringRef bytes) {
  if (bytes.empty() || bytes.starts_with("\x7f"))
    return false;
  return llvm::all_of(bytes.take_front(64), [](char c) {
    return c == '\n' || c == '\r' || c == '\t' ||
           (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f);
  });
}

int usage(const llvm::Twine &message) {
  llvm::errs() << "tileiras-validate: " << message << "\n";
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  std::string parseErrors;
  llvm::raw_string_ostream parseErrorStream(parseErrors);
  if (!llvm::cl::ParseCommandLineOptions(
          argc, argv,
          "tileiras-validate: check TileIR bytecode as NVIDIA's reader and "
          "the cuda_tile verifier do, and with --strict what is legal but "
          "likely wrong\n",
          &parseErrorStream)) {
    llvm::errs() << parseErrors;
    return 2;
  }
  std::optional<bc::Version> target;
  if (!targetVersion.empty() && !(target = bc::parseVersion(targetVersion)))
    return usage("invalid --target-version '" + targetVersion +
                 "': the supported versions are [" +
                 bc::versionName(bc::kMinVersion) + " - " +
                 bc::versionName(bc::kMaxVersion) + "]");

  if (!gpuName.empty() && !tileiras::lookupTarget(gpuName))
    return usage("unknown --gpu-name '" + gpuName + "'");
  for (const std::string &id : noWarn)
    if (!llvm::is_contained(kWarningIds, llvm::StringRef(id)))
      return usage("unknown warning id '" + id + "' in --suppress");

  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(inputFile);
  if (!buffer)
    return usage("cannot read '" + inputFile +
                 "': " + buffer.getError().message());
  llvm::StringRef bytes = (*buffer)->getBuffer();

  Report report(inputFile == "-" ? std::string("<stdin>") : std::string(inputFile));
  report.warningsAreErrors = werror;
  for (const std::string &id : noWarn)
    report.disabled.insert(id);

  MLIRContext ctx;
  ctx.getOrLoadDialect<ct::CudaTileDialect>();
  ctx.printOpOnDiagnostic(false);
  ctx.printStackTraceOnDiagnostic(false);
  bool isText = looksLikeText(bytes);
  // Everything the parser and the verifier report becomes a finding.
  llvm::StringRef diagnosticId = isText ? "parse" : "verifier";
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    Severity severity = d.getSeverity() == DiagnosticSeverity::Error
                            ? Severity::Error
                            : Severity::Warning;
    Finding f = report.at(d.getLocation(), severity, diagnosticId, d.str());
    // Op verifiers start with "'<op>' op ".
    llvm::StringRef text = f.message;
    if (text.consume_front("'") && text.contains("' op "))
      f.op = text.split("' op ").first.str();
    for (Diagnostic &note : d.getNotes())
      f.notes.push_back(note.str());
    report.add(std::move(f));
    return success();
  });

  std::optional<bc::Version> fileVersion;
  OwningOpRef<Operation *> owner;
  ct::ModuleOp module;
  if (!isText) {
    bc::ReadError error;
    bc::ReadOptions options;
    options.verify = false; // below, once locations carry byte offsets
    llvm::DenseMap<Operation *, uint64_t> offsets;
    options.opOffsets = &offsets;
    OwningOpRef<ct::ModuleOp> read = bc::readBytecode(
        llvm::ArrayRef<uint8_t>(
            reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()),
        &ctx, error, options);
    if (read) {
      fileVersion = bc::Version{uint8_t(bytes[8]), uint8_t(bytes[9]),
                                uint16_t(uint8_t(bytes[10]) |
                                         (uint8_t(bytes[11]) << 8))};
      tagLocations(read.get(), offsets);
      module = read.get();
      owner = OwningOpRef<Operation *>(read.release());
    } else {
      report.error("bytecode", error.message, error.offset);
    }
  } else {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(bytes, report.fileName()), llvm::SMLoc());
    ParserConfig config(&ctx, /*verifyAfterParse=*/false);
    owner = parseSourceFile(sourceMgr, config);
    if (owner) {
      module = dyn_cast<ct::ModuleOp>(owner.get());
      if (!module && owner->getNumRegions() == 1) {
        auto inner = owner->getRegion(0).getOps<ct::ModuleOp>();
        if (!inner.empty() && std::next(inner.begin()) == inner.end())
          module = *inner.begin();
      }
      if (!module)
        report.error("parse", "expected exactly one cuda_tile.module",
                     std::nullopt);
    }
    diagnosticId = "verifier";
  }

  if (module && succeeded(verify(owner.get()))) {
    if (strict) {
      checkTokenOrder(module, report);
      checkViewAlignment(module, report);
      checkHints(module, gpuName, target, report);
    }
    if (target)
      checkTargetVersion(module, *target, fileVersion, report);
  }

  if (json)
    report.printJson(llvm::outs(), fileVersion ? fileVersion->str() : "");
  else
    report.printText(llvm::errs());
  return report.exitStatus();
}
