//===- Inspect.cpp - IR printing, pass timing and remarks -----------------===//
//
// MLIR's own instrumentation does the work: IR printing and pass timing are
// pass-manager instrumentations, remarks go through the context's remark
// engine (mlir/IR/Remarks.h) to LLVM's YAML remark serializer or to the
// command-line printer below.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Inspect.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Pipeline/Pipeline.h"
#include "tileiras/Remarks.h"

#include "mlir/IR/Remarks.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Remark/RemarkStreamer.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;
using namespace tileiras::driver;

/// Insertion-ordered, keyed by string.
template <typename T>
using OrderedStringMap =
    llvm::MapVector<std::string, T, std::map<std::string, unsigned>>;

tileiras::PipelineStage tileiras::driver::pipelineStop(EmitStage stage) {
  switch (stage) {
  case EmitStage::CudaTile:
    return PipelineStage::CudaTile;
  case EmitStage::TileAA:
    return PipelineStage::TileAA;
  case EmitStage::TileAS:
    return PipelineStage::TileAS;
  default:
    return PipelineStage::LLVM;
  }
}

LogicalResult tileiras::driver::checkIrPrintingPasses(
    MLIRContext &context, const InspectOptions &options,
    llvm::StringRef gpuName) {
  PassManager pm(&context);
  TileirasPipelineOptions pipeline;
  pipeline.gpuName = gpuName.str();
  buildTileirasPipeline(pm, pipeline, pipelineStop(options.emit));
  llvm::StringSet<> inPipeline;
  for (Pass &pass : pm.getPasses())
    inPipeline.insert(pass.getArgument());
  for (auto [flag, names] :
       {std::pair{"--print-ir-after", &options.printIrAfter},
        std::pair{"--print-ir-before", &options.printIrBefore}})
    for (const std::string &name : *names)
      if (!inPipeline.contains(name)) {
        llvm::errs() << "error: " << flag << ": no pass '" << name
                     << "' runs; the passes are:";
        for (Pass &pass : pm.getPasses())
          llvm::errs() << ' ' << pass.getArgument();
        llvm::errs() << '\n';
        return failure();
      }
  return success();
}

void tileiras::driver::instrumentPassManager(PassManager &pm,
                                             const InspectOptions &options,
                                             TimingScope *timing) {
  auto listed = [](const std::vector<std::string> &names, Pass *pass) {
    return llvm::is_contained(names, pass->getArgument());
  };
  bool before = !options.printIrBefore.empty();
  bool after = options.printIrAfterAll || !options.printIrAfter.empty();
  if (before || after)
    pm.enableIRPrinting(
        [&options, listed](Pass *pass, Operation *) {
          return listed(options.printIrBefore, pass);
        },
        [&options, listed](Pass *pass, Operation *) {
          return options.printIrAfterAll || listed(options.printIrAfter, pass);
        },
        /*printModuleScope=*/false, /*printAfterOnlyOnChange=*/false);
  if (timing)
    pm.enableTiming(*timing);
}

//===----------------------------------------------------------------------===//
// Remarks
//===----------------------------------------------------------------------===//

static std::optional<std::string> categoryRegex(RemarkFilter filter) {
  switch (filter) {
  case RemarkFilter::None:
    return std::nullopt;
  case RemarkFilter::All:
    return std::string(".*");
  case RemarkFilter::Memory:
    return ("^" + tileiras::remarks::kMemory + "$").str();
  case RemarkFilter::TensorCore:
    return ("^" + tileiras::remarks::kTensorCore + "$").str();
  }
  llvm_unreachable("unknown remark filter");
}

namespace {
/// Prints remarks the way NVIDIA's tileiras 13.5 does on the command line:
/// per function, per category, one block per remark. They are printed when
/// the engine is destroyed, so that each function's remarks stay together.
class CommandLineRemarkStreamer final
    : public remark::detail::MLIRRemarkStreamerBase {
public:
  ~CommandLineRemarkStreamer() override { finalize(); }

  void streamOptimizationRemark(const remark::detail::Remark &remark) override {
    Entry entry;
    switch (remark.getRemarkType()) {
    case llvm::remarks::Type::Passed:
      entry.kind = "passed";
      break;
    case llvm::remarks::Type::Missed:
      entry.kind = "missed";
      break;
    case llvm::remarks::Type::Failure:
      entry.kind = "failed";
      break;
    default:
      entry.kind = "analysis";
      break;
    }
    entry.name = remark.getRemarkName().str();
    if (auto pos = dyn_cast<FileLineColLoc>(remark.getLocation()))
      entry.where = ("\"" + pos.getFilename().getValue() + "\":" +
                     llvm::Twine(pos.getLine()) + ":" +
                     llvm::Twine(pos.getColumn()))
                        .str();
    for (const auto &arg : remark.getArgs()) {
      if (arg.key == "Remark")
        entry.message += arg.val;
      else if (arg.key == "Reason")
        entry.notes.push_back("reason: " + arg.val);
      else
        entry.notes.push_back("note: " + arg.key + " = " + arg.val);
    }
    functions[remark.getFunction().str()][remark.getCategoryName().str()]
        .push_back(std::move(entry));
  }

  void finalize() override {
    llvm::raw_ostream &os = llvm::outs();
    for (auto &[function, categories] : functions) {
      os << "in function: " << function << ":\n\n";
      for (auto &[category, entries] : categories) {
        os << "  category: " << category << '\n';
        for (const Entry &entry : entries) {
          os << "    remark[" << entry.kind << "]: " << entry.message << '\n';
          if (!entry.where.empty())
            os << "      --> " << entry.where << '\n';
          os << "       |\n       = name: " << entry.name << '\n';
          for (const std::string &note : entry.notes)
            os << "       = " << note << '\n';
          os << '\n';
        }
      }
    }
    os.flush();
    functions.clear();
  }

private:
  struct Entry {
    std::string kind, name, where, message;
    std::vector<std::string> notes;
  };
  OrderedStringMap<OrderedStringMap<std::vector<Entry>>> functions;
};
} // namespace

LogicalResult tileiras::driver::setUpRemarks(MLIRContext &context,
                                             const RemarkOptions &options) {
  if (!options.any()) {
    // NVIDIA's tileiras writes the (empty) file all the same.
    if (!options.yamlFile)
      return success();
    std::error_code ec;
    llvm::raw_fd_ostream os(*options.yamlFile, ec);
    return failure(bool(ec));
  }
  remark::RemarkCategories categories;
  categories.passed = categoryRegex(options.passed);
  categories.missed = categoryRegex(options.missed);
  categories.failed = categoryRegex(options.failed);
  categories.analysis = categoryRegex(options.analysis);
  auto policy = std::make_unique<remark::RemarkEmittingPolicyAll>();
  if (options.yamlFile)
    return remark::enableOptimizationRemarksWithLLVMStreamer(
        context, *options.yamlFile, llvm::remarks::Format::YAML,
        std::move(policy), categories);
  return remark::enableOptimizationRemarks(
      context, std::make_unique<CommandLineRemarkStreamer>(), std::move(policy),
      categories);
}

namespace {
struct KernelResources {
  std::optional<int64_t> registers, sharedBytes, spillStoreBytes,
      spillLoadBytes;
};
} // namespace

/// Reads ptxas -v's report: "Compiling entry function 'K' for 'sm_90a'",
/// "N bytes stack frame, N bytes spill stores, N bytes spill loads",
/// "Used N registers, used N barriers, N bytes smem, ...".
static OrderedStringMap<KernelResources>
parsePtxasReport(llvm::StringRef log) {
  OrderedStringMap<KernelResources> kernels;
  llvm::Regex entry("Compiling entry function '([^']+)'");
  llvm::Regex spills("([0-9]+) bytes spill stores, ([0-9]+) bytes spill loads");
  llvm::Regex registers("Used ([0-9]+) registers");
  llvm::Regex shared("([0-9]+) bytes smem");
  KernelResources *current = nullptr;
  llvm::SmallVector<llvm::StringRef> lines, match;
  log.split(lines, '\n');
  auto number = [](llvm::StringRef text) {
    int64_t value = 0;
    text.getAsInteger(10, value);
    return value;
  };
  for (llvm::StringRef line : lines) {
    if (entry.match(line, &match)) {
      current = &kernels[match[1].str()];
      continue;
    }
    if (!current)
      continue;
    if (spills.match(line, &match)) {
      current->spillStoreBytes = number(match[1]);
      current->spillLoadBytes = number(match[2]);
    }
    if (registers.match(line, &match))
      current->registers = number(match[1]);
    if (shared.match(line, &match))
      current->sharedBytes = number(match[1]);
  }
  return kernels;
}

void tileiras::driver::emitPtxasResourceRemarks(cuda_tile::ModuleOp module,
                                                llvm::StringRef ptxasLog) {
  if (!module->getContext()->getRemarkEngine())
    return;
  OrderedStringMap<KernelResources> kernels =
      parsePtxasReport(ptxasLog);
  using Arg = remark::detail::Remark::Arg;
  module->walk([&](cuda_tile::EntryOp entry) {
    auto found = kernels.find(entry.getSymName().str());
    if (found == kernels.end())
      return;
    const KernelResources &resources = found->second;
    remark::detail::InFlightRemark out = remark::analysis(
        tileiras::remarks::sourceLocation(entry.getLoc()),
        remark::RemarkOpts::name("KernelResources")
            .category(tileiras::remarks::kKernel)
            .function(entry.getSymName()));
    out << Arg(
        "Remark", "Resources used by the kernel (ptxas)");
    if (resources.registers)
      out << Arg("Registers", *resources.registers);
    if (resources.sharedBytes)
      out << Arg("SharedMemoryBytes",
                                            *resources.sharedBytes);
    if (resources.spillStoreBytes)
      out << Arg("SpillStoreBytes",
                                            *resources.spillStoreBytes);
    if (resources.spillLoadBytes)
      out << Arg("SpillLoadBytes",
                                            *resources.spillLoadBytes);
  });
}
