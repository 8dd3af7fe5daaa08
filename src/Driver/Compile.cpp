//===- Compile.cpp - one compilation, shared by the CLI and the C API -----===//
//
// The checks run in the order NVIDIA's tileiras 13.4 runs them (observed, see
// docs/driver.md): check the magic and the version; check the target, the
// optimisation level and -g; read the whole module; compile; assemble. The
// first failure ends the compilation with its exit code and no output.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Compile.h"

#include "Output.h"
#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Driver/CrashHandler.h"
#include "tileiras/Driver/Diagnostics.h"
#include "tileiras/Driver/Toolkit.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace tileiras;
using namespace tileiras::driver;

namespace {
/// Writes `error: <message>` lines to the compilation's diagnostic stream.
struct Failer {
  llvm::raw_ostream &os;
  int operator()(int code, const llvm::Twine &message) const {
    os << "error: " << message << '\n';
    return code;
  }
};
} // namespace

llvm::ArrayRef<llvm::StringLiteral> tileiras::driver::overridableHints() {
  static constexpr llvm::StringLiteral names[] = {
      "num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"};
  return names;
}

/// The header check NVIDIA runs before looking at the options: the magic,
/// then the version (missing bytes read as 0).
static int checkHeader(llvm::StringRef bytes, bytecode::Version &version,
                       const Failer &fail) {
  llvm::ArrayRef<uint8_t> data(reinterpret_cast<const uint8_t *>(bytes.data()),
                               bytes.size());
  if (!bytecode::hasMagic(data)) {
    if (bytes.starts_with("ML\xEFR"))
      return fail(ExitBadInput, "input does not correspond to Tile IR "
                                "bytecode (it looks like MLIR bytecode "
                                "instead)");
    return fail(ExitBadInput, "input does not correspond to Tile IR bytecode");
  }
  auto byteAt = [&](size_t i) -> uint8_t {
    return i < data.size() ? data[i] : 0;
  };
  version.major = byteAt(8);
  version.minor = byteAt(9);
  version.tag = byteAt(10) | (byteAt(11) << 8);
  if (version.key() < bytecode::kMinVersion ||
      version.key() > bytecode::kMaxVersion)
    return fail(ExitBadInput, "unsupported Tile IR bytecode version: " +
                                  llvm::Twine(unsigned(version.major)) + "." +
                                  llvm::Twine(unsigned(version.minor)));
  return ExitSuccess;
}

/// Sets the overridden hints in every entry's dictionary for the target's
/// hint key, where they win over the target's and `default`'s values, then
/// checks them as the verifier checks the bytecode's own (a bad value is an
/// error at the entry).
static LogicalResult applyHintOverrides(cuda_tile::ModuleOp module,
                                        const TargetInfo &target,
                                        const DriverOptions &options) {
  if (options.hintOverrides.empty())
    return success();
  MLIRContext *context = module->getContext();
  Builder b(context);
  std::string key = target.hintKey();
  WalkResult walk = module->walk([&](cuda_tile::EntryOp entry) {
    NamedAttrList all;
    NamedAttrList forTarget;
    if (cuda_tile::OptimizationHintsAttr hints =
            entry.getOptimizationHintsAttr()) {
      all.append(hints.getValue().getValue());
      if (auto existing = hints.getValue().getAs<DictionaryAttr>(key))
        forTarget.append(existing.getValue());
    }
    for (const auto &[name, value] : options.hintOverrides)
      forTarget.set(name, b.getI64IntegerAttr(value));
    all.set(key, forTarget.getDictionary(context));
    auto updated =
        cuda_tile::OptimizationHintsAttr::get(context, all.getDictionary(context));
    if (failed(updated.verifyForOp(entry)))
      return WalkResult::interrupt();
    entry.setOptimizationHintsAttr(updated);
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Resource remarks need ptxas's -v report, and ptxas records its command
/// line in the cubin: a second run gives the report, the cubin stays the one
/// of a run without remarks.
static int remarkPtxasResources(cuda_tile::ModuleOp module,
                                llvm::StringRef ptxas, llvm::StringRef ptx,
                                const TargetInfo &target,
                                const CompileOptions &compile,
                                TimingScope &rootTime, const Failer &fail) {
  if (!module->getContext()->getRemarkEngine())
    return ExitSuccess;
  TimingScope time = rootTime.nest("ptxas -v (remarks)");
  std::string report;
  CompileOptions verbose = compile;
  verbose.ptxasLog = &report;
  llvm::Expected<std::string> cubin = runPtxas(ptxas, ptx, target, verbose);
  if (!cubin)
    return fail(ExitCompile, toString(cubin.takeError()));
  emitPtxasResourceRemarks(module, report);
  return ExitSuccess;
}

/// `-l`, checked after reading the module as NVIDIA 13.5 does. Its tile
/// libraries (a .tilelib of extern declarations plus LTOIR/cubin/fatbin, or an
/// implementation-provider shared library) are not implemented here: a
/// library that exists is refused with that reason, status 5 as NVIDIA's
/// own failures to load one.
static int checkTileLibraries(const DriverOptions &options,
                              const Failer &fail) {
  if (options.tileLibraries.empty())
    return ExitSuccess;
  if (!options.previewSimt)
    return fail(ExitCompile, "libraries require the 'simt' preview feature");
  for (const std::string &path : options.tileLibraries) {
    auto library = llvm::MemoryBuffer::getFile(
        path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!library)
      return fail(ExitCompile, "failed to open tile library: " +
                                   library.getError().message());
  }
  return fail(ExitCompile, "tile library '" + options.tileLibraries.front() +
                               "': tile libraries (-l) are not supported by "
                               "this tileiras yet");
}

int tileiras::driver::compileBytecode(llvm::StringRef bytes,
                                      const DriverOptions &options,
                                      MLIRContext &context,
                                      llvm::raw_ostream &diagnostics,
                                      std::string &output,
                                      TimingScope *timing) {
  Failer fail{diagnostics};
  TimingScope untimed;
  TimingScope &rootTime = timing ? *timing : untimed;
  llvm::StringRef input = options.inputFile;
  setCrashInput(input);
  setCrashPhase("bytecode reader");

  bytecode::Version version;
  if (int code = checkHeader(bytes, version, fail))
    return code;

  const TargetInfo *target = tileiras::lookupTarget(options.gpuName);
  if (!target)
    return fail(ExitConfig,
                "no GPU architecture given; use --gpu-name (bytecode in '" +
                    input + "' is version " + version.str() + ")");
  if (options.optLevel < 0 || options.optLevel > 3)
    return fail(ExitConfig,
                "invalid optimization level: " + llvm::Twine(options.optLevel));
  if (options.deviceDebug && options.optLevel != 0)
    return fail(ExitConfig,
                "optimized debugging is currently not supported, change the "
                "optimization level to 0 or disable full debug info");
  // NVIDIA 13.5 refuses every non-empty value here, on x86_64 and aarch64
  // Linux alike, before it reads the module.
  if (!options.applyControls.empty())
    return fail(ExitConfig, "--apply-controls is not supported on this "
                            "platform");
  for (const auto &override : options.hintOverrides)
    if (!llvm::is_contained(overridableHints(), override.first))
      return fail(ExitConfig, "unknown entry hint '" + override.first +
                                  "' (known: num_cta_in_cga, "
                                  "num_worker_warps_per_cta, occupancy)");

  context.loadDialect<cuda_tile::CudaTileDialect>();
  // Diagnostics name the op and its source position, not its IR.
  context.printOpOnDiagnostic(false);
  DriverDiagnosticHandler handler(&context, input.str(), diagnostics);
  TimingScope readTime = rootTime.nest("read and verify the bytecode");
  bytecode::ReadError readError;
  bytecode::ReadOptions readOptions;
  readOptions.preview = options.previewSimt;
  OwningOpRef<cuda_tile::ModuleOp> module = bytecode::readBytecode(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()),
                              bytes.size()),
      &context, readError, readOptions);
  if (!module) {
    // An empty message means the verifier failed and has reported already.
    if (!readError.message.empty())
      fail(ExitBadInput, input + ": error at offset " +
                             llvm::Twine(readError.offset) + ": " +
                             readError.message);
    return fail(ExitBadInput, input +
                                  ": input does not correspond to valid "
                                  "Tile IR bytecode " +
                                  version.str());
  }
  readTime.stop();
  if (int code = checkTileLibraries(options, fail))
    return code;
  if (failed(applyHintOverrides(*module, *target, options)))
    return ExitConfig;

  setCrashPhase("compile");
  if (failed(checkIrPrintingPasses(context, options.inspect, target->name)))
    return ExitConfig;
  if (failed(setUpRemarks(context, options.inspect.remarks)))
    return fail(ExitConfig, "cannot write the remarks file '" +
                                options.inspect.remarks.yamlFile.value_or("") +
                                "'");
  CompileOptions compile;
  compile.inspect = &options.inspect;
  compile.timing = &rootTime;
  compile.testingFatalErrorAt = options.testingFatalErrorAt;

  compile.optLevel = options.optLevel;
  compile.lineInfo = options.lineInfo;
  compile.deviceDebug = options.deviceDebug;
  compile.sanitizeMemcheck = options.sanitizeMemcheck;
  compile.hostArch = options.hostArch;
  compile.hostOS = options.hostOS;
  // libdevice comes with the toolkit that provides ptxas.
  llvm::Expected<std::string> ptxas =
      options.ptxasPath.empty() ? findPtxas(options.argv0)
                                : llvm::Expected<std::string>(options.ptxasPath);
  if (ptxas)
    compile.libdevicePath = libdeviceNextTo(*ptxas);
  if (options.inspect.emit != EmitStage::Cubin) {
    llvm::consumeError(ptxas.takeError());
    FailureOr<std::string> text =
        emitStage(*module, *target, compile, options.inspect.emit);
    if (failed(text))
      return ExitCompile;
    output = std::move(*text);
    return ExitSuccess;
  }
  // An empty module has no LLVM IR; the file then stays empty.
  std::string llvmIr;
  if (options.llvmFile)
    compile.llvmIr = &llvmIr;
  FailureOr<std::string> ptx = compileModule(*module, *target, compile);
  if (failed(ptx)) {
    llvm::consumeError(ptxas.takeError());
    return ExitCompile;
  }
  if (options.ptxFile)
    if (llvm::Error error = writeOutputAtomically(*options.ptxFile, *ptx))
      return fail(ExitConfig, toString(std::move(error)));
  if (options.llvmFile)
    if (llvm::Error error = writeOutputAtomically(*options.llvmFile, llvmIr))
      return fail(ExitConfig, toString(std::move(error)));
  if (!ptxas)
    return fail(ExitCompile, input + ": " + toString(ptxas.takeError()));
  setCrashPhase("ptxas");
  TimingScope ptxasTime = rootTime.nest("ptxas");
  llvm::Expected<std::string> cubin = runPtxas(*ptxas, *ptx, *target, compile);
  ptxasTime.stop();
  if (!cubin)
    return fail(ExitCompile, input + ": " + toString(cubin.takeError()));
  if (int code = remarkPtxasResources(*module, *ptxas, *ptx, *target, compile,
                                      rootTime, fail))
    return code;
  output = std::move(*cubin);
  return ExitSuccess;
}
