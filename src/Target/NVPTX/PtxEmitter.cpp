//===- PtxEmitter.cpp - LLVM/NVVM dialect module to PTX -------------------===//
//
// MLIR LLVM/NVVM dialects -> LLVM IR -> (libdevice) -> new-PM pipeline ->
// NVPTX AsmPrinter. Everything LLVM would turn into a process exit (an
// unknown chip or PTX ISA, a PTX ISA below the chip's minimum) is checked
// first and reported as a diagnostic instead.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Target/NVPTX/PtxEmitter.h"

#include "Internal.h"

#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace mlir;
using namespace tileiras::nvptx;

static constexpr llvm::StringLiteral kTriple = "nvptx64-nvidia-cuda";

/// Only NVPTX: the host targets are never needed and initializing all of
/// them would cost start-up time in every tool that links this library.
static const llvm::Target *lookupNvptxTarget(std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  return llvm::TargetRegistry::lookupTarget(llvm::Triple(kTriple), error);
}

static std::string ptxFeature(unsigned ptxVersion) {
  return "ptx" + std::to_string(ptxVersion);
}

static std::string formatPtxVersion(unsigned ptxVersion) {
  return std::to_string(ptxVersion / 10) + "." +
         std::to_string(ptxVersion % 10);
}

/// LLVM's NVPTX subtarget ends the process (reportFatalUsageError) when the
/// requested PTX ISA is older than the chip needs, and the per-chip minimum
/// is not in any installed header. Without a `+ptxNN` feature it uses exactly
/// that minimum, so print an empty module and read its `.version`.
static FailureOr<unsigned> minimumPtxVersion(const llvm::Target &target,
                                             llvm::StringRef chip) {
  llvm::Triple triple(kTriple);
  std::unique_ptr<llvm::TargetMachine> machine(target.createTargetMachine(
      triple, chip, "", llvm::TargetOptions(), std::nullopt));
  if (!machine)
    return failure();
  llvm::LLVMContext context;
  llvm::Module probe("ptx-version-probe", context);
  probe.setTargetTriple(triple);
  probe.setDataLayout(machine->createDataLayout());
  llvm::SmallString<512> text;
  llvm::raw_svector_ostream os(text);
  llvm::legacy::PassManager passes;
  if (machine->addPassesToEmitFile(passes, os, nullptr,
                                   llvm::CodeGenFileType::AssemblyFile))
    return failure();
  passes.run(probe);

  llvm::StringRef rest = text.str();
  size_t at = rest.find(".version ");
  if (at == llvm::StringRef::npos)
    return failure();
  llvm::StringRef version =
      rest.drop_front(at + strlen(".version ")).take_until([](char c) {
        return c == '\n';
      });
  auto [major, minor] = version.split('.');
  unsigned majorValue, minorValue;
  if (major.getAsInteger(10, majorValue) || minor.getAsInteger(10, minorValue))
    return failure();
  return majorValue * 10 + minorValue;
}

/// Checks what the NVPTX backend would otherwise only warn about (an unknown
/// chip or `+ptxNN` is ignored with a note on stderr) or abort on.
static LogicalResult checkTarget(const llvm::Target &target,
                                 const PtxOptions &options, Location loc) {
  if (options.optLevel > 3)
    return emitError(loc) << "invalid optimization level " << options.optLevel
                          << " (expected 0 to 3)";
  std::unique_ptr<llvm::MCSubtargetInfo> info(
      target.createMCSubtargetInfo(llvm::Triple(kTriple), "", ""));
  if (!info->isCPUStringValid(options.chip))
    return emitError(loc) << "'" << options.chip
                          << "' is not a target of LLVM " LLVM_VERSION_STRING
                             "'s NVPTX backend";

  std::string feature = ptxFeature(options.ptxVersion);
  unsigned newest = 0;
  bool known = false;
  for (const llvm::SubtargetFeatureKV &kv : info->getAllProcessorFeatures()) {
    llvm::StringRef key = kv.Key;
    unsigned version;
    if (key.consume_front("ptx") && !key.getAsInteger(10, version))
      newest = std::max(newest, version);
    known |= feature == kv.Key;
  }
  if (!known)
    return emitError(loc) << "PTX ISA " << formatPtxVersion(options.ptxVersion)
                          << " is not supported by LLVM " LLVM_VERSION_STRING
                             "'s NVPTX backend (newest: "
                          << formatPtxVersion(newest) << ")";

  FailureOr<unsigned> minimum = minimumPtxVersion(target, options.chip);
  if (failed(minimum))
    return emitError(loc) << "cannot determine the minimum PTX ISA of '"
                          << options.chip << "'";
  if (options.ptxVersion < *minimum)
    return emitError(loc) << "PTX ISA " << formatPtxVersion(options.ptxVersion)
                          << " does not support '" << options.chip
                          << "' (needs at least " << formatPtxVersion(*minimum)
                          << ")";
  return success();
}

static std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const llvm::Target &target, const PtxOptions &options) {
  static constexpr llvm::CodeGenOptLevel levels[] = {
      llvm::CodeGenOptLevel::None, llvm::CodeGenOptLevel::Less,
      llvm::CodeGenOptLevel::Default, llvm::CodeGenOptLevel::Aggressive};
  return std::unique_ptr<llvm::TargetMachine>(target.createTargetMachine(
      llvm::Triple(kTriple), options.chip, "+" + ptxFeature(options.ptxVersion),
      llvm::TargetOptions(), std::nullopt, std::nullopt,
      levels[options.optLevel]));
}

namespace {
/// Routes LLVM's diagnostics (linker, optimizer, AsmPrinter) to MLIR's
/// engine instead of stderr, at the `llvm.func` they name when they name one.
struct ForwardToMlir : llvm::DiagnosticHandler {
  ForwardToMlir(ModuleOp module, bool &sawError)
      : module(module), sawError(sawError) {}

  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    llvm::DiagnosticSeverity severity = info.getSeverity();
    if (severity != llvm::DS_Error && severity != llvm::DS_Warning)
      return true;
    Location loc = module.getLoc();
    std::string message;
    // What the backend cannot select or emit ("blocksareclusters requires
    // PTX version >= 9.0") comes as "Unsupported", naming the function:
    // report it there, without the "<unknown>:0:0: in function ..." prefix.
    if (auto *unsupported =
            llvm::dyn_cast<llvm::DiagnosticInfoUnsupported>(&info)) {
      if (Operation *func = SymbolTable::lookupSymbolIn(
              module, unsupported->getFunction().getName()))
        loc = func->getLoc();
      message = unsupported->getMessage().str();
    } else {
      llvm::raw_string_ostream os(message);
      llvm::DiagnosticPrinterRawOStream printer(os);
      info.print(printer);
    }
    if (severity == llvm::DS_Error) {
      sawError = true;
      emitError(loc) << "LLVM: " << message;
    } else {
      emitWarning(loc) << "LLVM: " << message;
    }
    return true;
  }

  ModuleOp module;
  bool &sawError;
};
} // namespace

/// The debug info the options ask for, if any. Line info is
/// DebugDirectivesOnly, not LineTablesOnly: the NVPTX backend turns the
/// latter into `.target sm_XX, debug` plus DWARF sections, which nvcc
/// -lineinfo does not emit; the former is `.file`/`.loc` only (clang uses it
/// for CUDA's -gline-directives-only too).
static std::optional<LLVM::DIEmissionKind>
debugKind(const PtxOptions &options) {
  if (options.deviceDebug && options.optLevel == 0)
    return LLVM::DIEmissionKind::Full;
  if (options.lineInfo)
    return LLVM::DIEmissionKind::DebugDirectivesOnly;
  return std::nullopt;
}

/// Runs LLVM's default pipeline for the level. The PassBuilder constructor
/// calls the target machine's registerPassBuilderCallbacks, which put
/// NVVMReflect and NVVMIntrRange at the start of every pipeline, O0
/// included. (NVPTX codegen in LLVM 22 also runs nvvm-reflect in its
/// addIRPasses at every level, as `llc -debug-pass=Structure` shows, so
/// `__nvvm_reflect` never reaches instruction selection.)
static void optimize(llvm::Module &module, llvm::TargetMachine &machine,
                     unsigned optLevel) {
  // Declared in this order so that they are destroyed in the reverse one.
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);

  const llvm::OptimizationLevel levels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  llvm::ModulePassManager passes =
      optLevel == 0 ? builder.buildO0DefaultPipeline(levels[0])
                    : builder.buildPerModuleDefaultPipeline(levels[optLevel]);
  passes.run(module, modules);
}

FailureOr<std::string>
tileiras::nvptx::translateToPtx(ModuleOp module,
                                const PtxOptions &requested) {
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  PtxOptions options = requested;
  if (failed(resolvePtxTarget(module, options)))
    return failure();
  // Before the LLVM checks: a version probe compiles for every target in
  // the table, sm_107 included, which LLVM 22 cannot target.
  if (isEmptyModule(module))
    return emptyModulePtx(options);

  std::string error;
  const llvm::Target *target = lookupNvptxTarget(error);
  if (!target)
    return emitError(loc) << "NVPTX target unavailable: " << error;
  if (failed(checkTarget(*target, options, loc)) ||
      failed(checkLibdeviceAvailable(module, options.libdevicePath)))
    return failure();

  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  // A no-op when the context already has them.
  context->appendDialectRegistry(registry);

  // Debug scopes are added to a copy: the caller's module stays as it was.
  OwningOpRef<ModuleOp> copy;
  ModuleOp input = module;
  std::optional<LLVM::DIEmissionKind> kind = debugKind(options);
  if (kind) {
    copy = module.clone();
    input = *copy;
    PassManager pm(context, ModuleOp::getOperationName());
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass({*kind}));
    if (failed(pm.run(input)))
      return failure();
  }

  llvm::LLVMContext llvmContext;
  bool sawError = false;
  llvmContext.setDiagnosticHandler(
      std::make_unique<ForwardToMlir>(module, sawError));
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(input, llvmContext, "tileiras");
  if (!llvmModule)
    return failure();
  // Debug info the module brought itself is dropped unless it was asked for.
  if (!kind)
    llvm::StripDebugInfo(*llvmModule);

  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(*target, options);
  if (!machine)
    return emitError(loc) << "cannot create an NVPTX target machine for '"
                          << options.chip << "'";
  llvmModule->setTargetTriple(machine->getTargetTriple());
  llvmModule->setDataLayout(machine->createDataLayout());

  if (options.unlinkedIr) {
    std::unique_ptr<llvm::Module> unlinked = llvm::CloneModule(*llvmModule);
    optimize(*unlinked, *machine, options.optLevel);
    options.unlinkedIr->clear();
    llvm::raw_string_ostream os(*options.unlinkedIr);
    unlinked->print(os, nullptr);
  }
  if (failed(linkLibdevice(*llvmModule, options.libdevicePath, module)))
    return failure();
  optimize(*llvmModule, *machine, options.optLevel);
  if (sawError)
    return failure();

  std::string ptx;
  {
    llvm::SmallString<0> buffer;
    llvm::raw_svector_ostream os(buffer);
    llvm::legacy::PassManager codegen;
    if (machine->addPassesToEmitFile(codegen, os, nullptr,
                                     llvm::CodeGenFileType::AssemblyFile))
      return emitError(loc) << "the NVPTX target cannot emit assembly";
    codegen.run(*llvmModule);
    ptx = buffer.str().str();
  }
  if (sawError)
    return failure();
  return ptx;
}
