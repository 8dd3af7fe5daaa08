//===- Driver.cpp - the tileiras command-line driver ----------------------===//
//
// The checks run in the order NVIDIA's tileiras 13.4 runs them (observed, see
// docs/driver.md): read the file; check the magic and the version; check the
// target, the optimisation level and -g; read the whole module; compile;
// assemble; write. The first failure ends the run with its exit code and no
// output file is touched.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Driver.h"

#include "Output.h"
#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Driver/CrashHandler.h"
#include "tileiras/Driver/Diagnostics.h"
#include "tileiras/Driver/Toolkit.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras;
using namespace tileiras::driver;

void tileiras::driver::printVersion(llvm::raw_ostream &os) {
  os << "tileiras: open reimplementation of the Cuda Tile IR optimizing "
        "assembler\n"
        "Compatible with Cuda compilation tools, release 13.4, V13.4.0\n"
        "Reads Tile IR bytecode "
     << bytecode::versionName(bytecode::kMinVersion) << " to "
     << bytecode::versionName(bytecode::kMaxVersion) << "; built on LLVM/MLIR "
     << LLVM_VERSION_STRING << "\n";
}

static int fail(int code, const llvm::Twine &message) {
  llvm::errs() << "error: " << message << '\n';
  return code;
}

/// The header check NVIDIA runs before looking at the options: the magic,
/// then the version (missing bytes read as 0).
static int checkHeader(llvm::StringRef bytes, bytecode::Version &version) {
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

/// `-l`, checked after reading the module as NVIDIA 13.5 does. Its tile
/// libraries (a .tilelib of extern declarations plus LTOIR/cubin/fatbin, or an
/// implementation-provider shared library) are not implemented here: a
/// library that exists is refused with that reason, status 5 as NVIDIA's
/// own failures to load one.
static int checkTileLibraries(const DriverOptions &options) {
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

/// Resource remarks need ptxas's -v report, and ptxas records its command
/// line in the cubin: a second run gives the report, the cubin stays the one
/// of a run without remarks.
static int remarkPtxasResources(cuda_tile::ModuleOp module,
                                llvm::StringRef ptxas, llvm::StringRef ptx,
                                const TargetInfo &target,
                                const CompileOptions &compile,
                                TimingScope &rootTime) {
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

/// --emit of a stage before the cubin: no ptxas, the text to -o.
static int emitStageOutput(cuda_tile::ModuleOp module, const TargetInfo &target,
                           CompileOptions &compile,
                           const DriverOptions &options) {
  FailureOr<std::string> text =
      emitStage(module, target, compile, options.inspect.emit);
  if (failed(text))
    return ExitCompile;
  if (llvm::Error error = writeOutputAtomically(options.outputFile, *text))
    return fail(ExitConfig, toString(std::move(error)));
  return ExitSuccess;
}

int tileiras::driver::runDriver(const DriverOptions &options) {
  // --time-passes: the report goes to stderr when `timing` goes away.
  DefaultTimingManager timing;
  timing.setEnabled(options.inspect.timePasses);
  TimingScope rootTime = timing.getRootScope();
  llvm::StringRef input = options.inputFile;
  setCrashInput(input);
  setCrashPhase("bytecode reader");
  auto buffer = llvm::MemoryBuffer::getFile(input, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail(ExitUsage, "unable to read input file '" + input +
                               "': " + buffer.getError().message());
  llvm::StringRef bytes = (*buffer)->getBuffer();

  bytecode::Version version;
  if (int code = checkHeader(bytes, version))
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

  MLIRContext context;
  context.loadDialect<cuda_tile::CudaTileDialect>();
  // Diagnostics name the op and its source position, not its IR.
  context.printOpOnDiagnostic(false);
  DriverDiagnosticHandler diagnostics(&context, input.str());
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
  if (int code = checkTileLibraries(options))
    return code;

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
  llvm::Expected<std::string> ptxas = findPtxas(options.argv0);
  if (ptxas)
    compile.libdevicePath = libdeviceNextTo(*ptxas);
  if (options.inspect.emit != EmitStage::Cubin) {
    llvm::consumeError(ptxas.takeError());
    return emitStageOutput(*module, *target, compile, options);
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
                                      rootTime))
    return code;

  if (llvm::Error error = writeOutputAtomically(options.outputFile, *cubin))
    return fail(ExitConfig, toString(std::move(error)));
  return ExitSuccess;
}
