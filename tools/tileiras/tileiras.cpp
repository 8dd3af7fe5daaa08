//===- tileiras.cpp - TileIR bytecode to cubin ----------------------------===//
//
// The command line of NVIDIA's tileiras 13.4 and 13.5 (same options,
// spellings and llvm::cl behaviour: `-O3` but not `-O 3`, unknown values
// rejected while parsing with exit status 1), plus --list-gpus and extra
// --gpu-name targets.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Batch.h"
#include "tileiras/Driver/CrashHandler.h"
#include "tileiras/Driver/Driver.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Target/TargetInfo.h"

#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tileiras::driver;

static cl::OptionCategory assemblerCategory("TileIR Assembler Options");
static cl::OptionCategory remarkCategory("TileIR Assembler Remark Options",
                                         "Filter remarks by category.");

static cl::opt<std::string> inputFile(cl::Positional,
                                      cl::desc("<tile bytecode file>"),
                                      cl::cat(assemblerCategory));
static cl::opt<std::string> outputFile("output-file",
                                       cl::desc("Specify name of output file."),
                                       cl::value_desc("file"),
                                       cl::init("elf.o"),
                                       cl::cat(assemblerCategory));
static cl::alias outputAlias("o", cl::desc("Alias for --output-file"),
                             cl::aliasopt(outputFile), cl::NotHidden,
                             cl::cat(assemblerCategory));

// Values are added from the target table in main(), so that an unknown name
// is refused while parsing, as NVIDIA's tileiras does.
static cl::opt<const tileiras::TargetInfo *> gpuName(
    "gpu-name", cl::desc("Specify name of NVIDIA GPU to generate code for."),
    cl::value_desc("value"), cl::init(nullptr), cl::cat(assemblerCategory));
static cl::alias archAlias("arch", cl::desc("Alias for --gpu-name"),
                           cl::aliasopt(gpuName), cl::NotHidden,
                           cl::cat(assemblerCategory));

static cl::opt<int>
    optLevel("opt-level",
             cl::desc("Specify optimization level. Default Value: 3."),
             cl::value_desc("N"), cl::init(3), cl::cat(assemblerCategory));
static cl::alias optAlias("O", cl::desc("Alias for --opt-level"),
                          cl::aliasopt(optLevel), cl::NotHidden,
                          cl::AlwaysPrefix, cl::cat(assemblerCategory));

static cl::opt<bool> lineInfo(
    "lineinfo",
    cl::desc("Generate line-number information (if present in the input "
             "bytecode)"),
    cl::cat(assemblerCategory));
static cl::opt<bool> deviceDebug(
    "device-debug",
    cl::desc("Generate debug information (if present in the input bytecode)"),
    cl::cat(assemblerCategory));
static cl::alias debugAlias("g", cl::desc("Alias for --device-debug"),
                            cl::aliasopt(deviceDebug), cl::NotHidden,
                            cl::cat(assemblerCategory));

static cl::opt<HostArch>
    hostArch("host-arch",
             cl::desc("Specify the architecture for the generated host code."),
             cl::values(clEnumValN(HostArch::X86_64, "x86_64", "x86_64"),
                        clEnumValN(HostArch::AArch64, "aarch64", "aarch64")),
             cl::init(HostArch::X86_64), cl::cat(assemblerCategory));
static cl::opt<HostOS> hostOS(
    "host-os",
    cl::desc("Specify the operating system for the generated host code."),
    cl::values(clEnumValN(HostOS::Linux, "linux", "linux"),
               clEnumValN(HostOS::Windows, "windows", "windows")),
    cl::init(HostOS::Linux), cl::cat(assemblerCategory));

enum class Sanitizer { None, Memcheck };
static cl::opt<Sanitizer>
    sanitize("sanitize",
             cl::desc("Enable compiler instrumentation for the sanitizer tool "
                      "specified by the option."),
             cl::values(clEnumValN(Sanitizer::Memcheck, "memcheck",
                                   "Sanitize memory accesses")),
             cl::init(Sanitizer::None), cl::cat(assemblerCategory));

static cl::opt<bool>
    listVersions("list-versions",
                 cl::desc("List all supported bytecode versions and exit"),
                 cl::cat(assemblerCategory));
static cl::opt<bool>
    listGpus("list-gpus",
             cl::desc("List the supported --gpu-name targets and exit"),
             cl::cat(assemblerCategory));

// New in NVIDIA's tileiras 13.5 (docs/driver.md, "13.5 options"): what it
// does with them was found by running it.
namespace {
/// `--preview` takes a comma-separated list of named features; `simt` is the
/// only one 13.5 knows, and an unknown name is a parse error (status 1).
struct PreviewFeatureParser : cl::parser<std::string> {
  using cl::parser<std::string>::parser;
  bool parse(cl::Option &option, StringRef, StringRef arg,
             std::string &value) {
    if (arg != "simt")
      return option.error("unknown preview feature '" + arg +
                          "'; supported features: simt");
    value = arg.str();
    return false;
  }
};
} // namespace
static cl::list<std::string, bool, PreviewFeatureParser> previewFeatures(
    "preview", cl::desc("Enable one or more named preview features"),
    cl::value_desc("feature[,feature...]"), cl::CommaSeparated,
    cl::cat(assemblerCategory));
static cl::list<std::string>
    tileLibraries("l", cl::desc("Tile libraries to load. Requires the SIMT "
                                "preview."),
                  cl::value_desc("path"), cl::cat(assemblerCategory));
static cl::opt<std::string> applyControls(
    "apply-controls",
    cl::desc("Composite ACF file forwarded to libNVVM and, when used, direct "
             "PTXAS. Paths requiring quoting, including paths with "
             "whitespace, are unsupported."),
    cl::value_desc("path"), cl::cat(assemblerCategory));

// Remarks, as NVIDIA's tileiras 13.4 and 13.5 spell them (src/Driver/Inspect.cpp).
enum class RemarkCategory { None, All, Memory, TensorCore };
static auto remarkValues() {
  return cl::values(
      clEnumValN(RemarkCategory::None, "none", "Disable remarks"),
      clEnumValN(RemarkCategory::All, "all", "Show all remarks"),
      clEnumValN(RemarkCategory::Memory, "memory", "Memory-related remarks"),
      clEnumValN(RemarkCategory::TensorCore, "tensorcore",
                 "Tensor-core remarks"));
}
enum class RemarkFormat { CommandLine, Yaml };
static cl::opt<RemarkFormat> remarkFormat(
    "remark-format", cl::desc("Specify the format for remark output"),
    cl::values(clEnumValN(RemarkFormat::CommandLine, "command-line",
                          "Print remarks to command-line"),
               clEnumValN(RemarkFormat::Yaml, "yaml",
                          "Write remarks to YAML file")),
    cl::init(RemarkFormat::CommandLine), cl::cat(remarkCategory));
static cl::opt<RemarkCategory> remarks(
    "remarks",
    cl::desc("Enable all remark types (passed, missed, failed, analysis) for "
             "the specified category"),
    remarkValues(), cl::init(RemarkCategory::None), cl::cat(remarkCategory));
static cl::opt<RemarkCategory> remarksPassed(
    "remarks-passed", cl::desc("Category for passed optimization remarks"),
    remarkValues(), cl::init(RemarkCategory::None), cl::cat(remarkCategory));
static cl::opt<RemarkCategory> remarksMissed(
    "remarks-missed", cl::desc("Category for missed optimization remarks"),
    remarkValues(), cl::init(RemarkCategory::None), cl::cat(remarkCategory));
static cl::opt<RemarkCategory> remarksFailed(
    "remarks-failed", cl::desc("Category for failed optimization remarks"),
    remarkValues(), cl::init(RemarkCategory::None), cl::cat(remarkCategory));
static cl::opt<RemarkCategory> remarksAnalysis(
    "remarks-analysis", cl::desc("Category for analysis optimization remarks"),
    remarkValues(), cl::init(RemarkCategory::None), cl::cat(remarkCategory));
static cl::opt<std::string>
    remarksOutputFile("remarks-output-file",
                      cl::desc("Output file for YAML remark format. Default is "
                               "tileir_remarks.yaml"),
                      cl::init("tileir_remarks.yaml"), cl::cat(remarkCategory));

// Not in NVIDIA's tileiras: keeps the PTX handed to ptxas (golden tests).
static cl::opt<std::string>
    savePtx("save-ptx", cl::desc("Also write the generated PTX to <file>"),
            cl::value_desc("file"), cl::Hidden, cl::cat(assemblerCategory));

// Not in NVIDIA's tileiras: the LLVM IR the NVPTX backend gets, optimized,
// without libdevice (the host emulator's input, docs/testing.md).
static cl::opt<std::string> saveLlvm(
    "save-llvm",
    cl::desc("Also write the optimized LLVM IR, before libdevice linking and "
             "the NVPTX backend, to <file>"),
    cl::value_desc("file"), cl::Hidden, cl::cat(assemblerCategory));

// Not in NVIDIA's tileiras: where an internal compiler error writes its
// reproducer bundle (docs/driver.md); TILEIRAS_CRASH_DIR when not given.
static cl::opt<std::string> crashReproducerDir(
    "crash-reproducer-dir",
    cl::desc("On an internal compiler error, write a reproducer bundle "
             "(input, command line, version, IR) under <dir> (default: "
             "$TILEIRAS_CRASH_DIR)"),
    cl::value_desc("dir"), cl::cat(assemblerCategory));

// Test only: raise a fatal error (or, with `signal:`, a SIGSEGV) when the
// named pass or `nvptx-codegen` is about to run.
static cl::opt<std::string> testingFatalError(
    "testing-fatal-error", cl::desc("Force an internal error (tests)"),
    cl::value_desc("[signal:]pass"), cl::Hidden, cl::cat(assemblerCategory));

// Not in NVIDIA's tileiras (13.4 nor 13.5): showing the work
// (docs/driver.md, "Showing the work").
static cl::OptionCategory inspectCategory(
    "Showing the work (not in NVIDIA's tileiras)");
static cl::opt<EmitStage> emit(
    "emit", cl::desc("Stop after <stage> and write its output to -o (stdout "
                     "without -o)"),
    cl::values(
        clEnumValN(EmitStage::CudaTile, "cuda_tile",
                   "cuda_tile MLIR, read, verified and checked for the target"),
        clEnumValN(EmitStage::TileAA, "nv_tileaa",
                   "nv_tileaa MLIR, entry hints resolved, canonicalized"),
        clEnumValN(EmitStage::TileAS, "nv_tileas",
                   "nv_tileaa ops on #nv_tileas thread layouts"),
        clEnumValN(EmitStage::LLVMDialect, "llvm-dialect",
                   "the LLVM and NVVM dialects"),
        clEnumValN(EmitStage::LLVMIR, "llvm-ir",
                   "optimized LLVM IR, libdevice not linked"),
        clEnumValN(EmitStage::PTX, "ptx", "the PTX given to ptxas"),
        clEnumValN(EmitStage::Cubin, "cubin", "the cubin (default)")),
    cl::init(EmitStage::Cubin), cl::cat(inspectCategory));
static cl::opt<bool> printIrAfterAll(
    "print-ir-after-all",
    cl::desc("Print the IR after every pass of the pipeline (stderr)"),
    cl::cat(inspectCategory));
static cl::list<std::string> printIrAfter(
    "print-ir-after",
    cl::desc("Print the IR after the pass <pass-arg> (stderr; repeatable)"),
    cl::value_desc("pass-arg"), cl::cat(inspectCategory));
static cl::list<std::string> printIrBefore(
    "print-ir-before",
    cl::desc("Print the IR before the pass <pass-arg> (stderr; repeatable)"),
    cl::value_desc("pass-arg"), cl::cat(inspectCategory));
// --time-passes is LLVM's own option (llvm::TimePassesIsEnabled, which also
// times the NVPTX backend's passes); main() shows it in this category.
// Not in NVIDIA's tileiras: entry-hint overrides and batch mode, for
// autotuners (docs/capi.md).
static cl::OptionCategory tuningCategory(
    "Autotuning (not in NVIDIA's tileiras)");
static cl::list<std::string> hints(
    "hint",
    cl::desc("Set the entry hint <name> (occupancy, num_worker_warps_per_cta, "
             "num_cta_in_cga) for the target, over the bytecode's "
             "(repeatable)"),
    cl::value_desc("name=value"), cl::cat(tuningCategory));
static cl::opt<std::string> batchFile(
    "batch",
    cl::desc("Compile the jobs of a JSON file ({\"jobs\": [{\"input\": ..., "
             "\"output\": ..., \"gpu-name\": ..., \"hints\": {...}}, ...]}); "
             "the other options are every job's defaults"),
    cl::value_desc("file.json"), cl::cat(tuningCategory));
static cl::opt<unsigned> batchThreads(
    "jobs", cl::desc("With --batch: compile this many jobs at once"),
    cl::value_desc("N"), cl::init(1), cl::cat(tuningCategory));
static cl::alias batchThreadsAlias("j", cl::desc("Alias for --jobs"),
                                   cl::aliasopt(batchThreads), cl::NotHidden,
                                   cl::cat(tuningCategory));

static cl::opt<bool> versionJson(
    "json", cl::desc("With --version: one line of JSON (a fingerprint)"),
    cl::cat(inspectCategory));

static RemarkFilter remarkFilter(RemarkCategory kind) {
  switch (kind) {
  case RemarkCategory::None:
    return RemarkFilter::None;
  case RemarkCategory::All:
    return RemarkFilter::All;
  case RemarkCategory::Memory:
    return RemarkFilter::Memory;
  case RemarkCategory::TensorCore:
    return RemarkFilter::TensorCore;
  }
  return RemarkFilter::None;
}

/// --remarks=C enables every kind for C; --remarks-<kind> overrides it.
static RemarkOptions remarkOptions() {
  RemarkOptions result;
  auto pick = [](cl::opt<RemarkCategory> &kind) {
    return remarkFilter(kind.getNumOccurrences() ? kind : remarks);
  };
  result.passed = pick(remarksPassed);
  result.missed = pick(remarksMissed);
  result.failed = pick(remarksFailed);
  result.analysis = pick(remarksAnalysis);
  if (remarkFormat == RemarkFormat::Yaml)
    result.yamlFile = remarksOutputFile;
  return result;
}

/// The inspection options; the output goes to stdout when --emit names a
/// text stage and -o is not given.
static InspectOptions inspectOptions(DriverOptions &options) {
  InspectOptions result;
  result.emit = emit;
  result.printIrAfterAll = printIrAfterAll;
  result.printIrAfter = printIrAfter;
  result.printIrBefore = printIrBefore;
  result.timePasses = TimePassesIsEnabled;
  result.remarks = remarkOptions();
  if (emit != EmitStage::Cubin && !outputFile.getNumOccurrences())
    options.outputFile = "-";
  return result;
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  for (const tileiras::TargetInfo &target : tileiras::allTargets())
    gpuName.getParser().addLiteralOption(target.name, &target,
                                         target.description);
  // --version prints while it is parsed: look for --json first.
  bool json = llvm::any_of(ArrayRef(argv + 1, argc - 1), [](StringRef arg) {
    return arg == "--json" || arg == "-json";
  });
  cl::SetVersionPrinter(json ? printVersionJson : printVersion);
  cl::HideUnrelatedOptions(
      {&assemblerCategory, &remarkCategory, &inspectCategory, &tuningCategory});
  if (cl::Option *time = cl::getRegisteredOptions().lookup("time-passes")) {
    time->setDescription("Time each pass, code generation and ptxas (report "
                         "on stderr)");
    time->addCategory(inspectCategory);
    time->setHiddenFlag(cl::NotHidden);
  }
  cl::ParseCommandLineOptions(
      argc, argv, "tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler");

  std::string crashDir = crashReproducerDir;
  if (crashDir.empty())
    if (std::optional<std::string> env =
            sys::Process::GetEnv("TILEIRAS_CRASH_DIR"))
      crashDir = *env;
  installCrashHandlers(ArrayRef<const char *>(argv, argc), crashDir);

  if (listVersions) {
    for (unsigned minor = tileiras::bytecode::kMinVersion % 100;
         minor <= tileiras::bytecode::kMaxVersion % 100; ++minor)
      outs() << tileiras::bytecode::kMinVersion / 100 << '.' << minor << '\n';
    return ExitSuccess;
  }
  if (listGpus) {
    for (const tileiras::TargetInfo &target : tileiras::allTargets())
      outs() << target.name << '\n';
    return ExitSuccess;
  }
  if (batchFile.empty() && inputFile.empty()) {
    cl::PrintHelpMessage();
    errs() << "error: no input file provided\n";
    return ExitUsage;
  }

  DriverOptions options;
  options.inputFile = inputFile;
  options.outputFile = outputFile;
  options.gpuName = gpuName ? gpuName->name.str() : "";
  options.optLevel = optLevel;
  options.lineInfo = lineInfo;
  options.deviceDebug = deviceDebug;
  options.sanitizeMemcheck = sanitize == Sanitizer::Memcheck;
  options.hostArch = hostArch;
  options.hostOS = hostOS;
  options.inspect = inspectOptions(options);
  if (savePtx.getNumOccurrences())
    options.ptxFile = savePtx;
  if (saveLlvm.getNumOccurrences())
    options.llvmFile = saveLlvm;
  options.previewSimt = !previewFeatures.empty();
  options.tileLibraries = tileLibraries;
  options.applyControls = applyControls;
  options.testingFatalErrorAt = testingFatalError;
  options.argv0 = argv[0];
  for (StringRef hint : hints) {
    auto [name, value] = hint.split('=');
    int64_t number;
    if (name.empty() || value.getAsInteger(10, number)) {
      errs() << "error: --hint expects name=integer, got '" << hint << "'\n";
      return ExitConfig;
    }
    options.hintOverrides.emplace_back(name.str(), number);
  }
  if (batchFile.empty())
    return runDriver(options);
  // What shows the work of one compilation has no place among many.
  if (!inputFile.empty() || options.inspect.remarks.any() ||
      options.inspect.timePasses || options.inspect.printIrAfterAll ||
      !options.inspect.printIrAfter.empty() ||
      !options.inspect.printIrBefore.empty() || savePtx.getNumOccurrences() ||
      saveLlvm.getNumOccurrences() || outputFile.getNumOccurrences()) {
    errs() << "error: --batch takes its inputs and outputs from the batch "
              "file and cannot be combined with an input file, -o, "
              "--save-ptx, --save-llvm, remarks, --time-passes or IR "
              "printing\n";
    return ExitConfig;
  }
  return runBatch(batchFile, options, batchThreads);
}
