//===- Batch.cpp - many compilations in one tileiras run ------------------===//
//
// `tileiras --batch FILE.json [-j N]` (docs/capi.md, "Batch mode"): an
// autotuner compiles one kernel under many hint sets, or many kernels, without
// paying for a process, LLVM's start-up and a fresh MLIRContext's dialect
// loading per variant. Each job is one compileBytecode call with its own
// context, as in the C API, so jobs run on N threads at once; the results are
// printed in job order, one JSON line per job, as each becomes available.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Batch.h"

#include "Output.h"
#include "tileiras/Driver/Compile.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <future>

using namespace llvm;
using namespace tileiras::driver;

namespace {
struct BatchJob {
  DriverOptions options;
};

struct JobResult {
  int status = ExitSuccess;
  std::string diagnostics;
  double seconds = 0;
};
} // namespace

static std::optional<EmitStage> parseEmitStage(StringRef name) {
  return StringSwitch<std::optional<EmitStage>>(name)
      .Case("cuda_tile", EmitStage::CudaTile)
      .Case("nv_tileaa", EmitStage::TileAA)
      .Case("nv_tileas", EmitStage::TileAS)
      .Case("llvm-dialect", EmitStage::LLVMDialect)
      .Case("llvm-ir", EmitStage::LLVMIR)
      .Case("ptx", EmitStage::PTX)
      .Case("cubin", EmitStage::Cubin)
      .Default(std::nullopt);
}

/// One job of the file: the command line's options with the job's keys
/// over them. The path names the job in errors (`jobs[3].hints`).
static Expected<BatchJob> parseJob(const json::Value &value, size_t index,
                                   const DriverOptions &defaults) {
  std::string where = "jobs[" + std::to_string(index) + "]";
  auto error = [&](const Twine &message) {
    return createStringError(where + ": " + message);
  };
  const json::Object *object = value.getAsObject();
  if (!object)
    return error("expected an object");
  BatchJob job;
  job.options = defaults;
  DriverOptions &options = job.options;
  bool hasInput = false, hasOutput = false;
  for (const auto &[key, field] : *object) {
    StringRef name = key;
    if (name == "input" || name == "output" || name == "gpu-name" ||
        name == "emit") {
      std::optional<StringRef> text = field.getAsString();
      if (!text)
        return error("'" + name + "' must be a string");
      if (name == "input") {
        options.inputFile = text->str();
        hasInput = true;
      } else if (name == "output") {
        options.outputFile = text->str();
        hasOutput = true;
      } else if (name == "gpu-name") {
        options.gpuName = text->str();
      } else {
        std::optional<EmitStage> stage = parseEmitStage(*text);
        if (!stage)
          return error("unknown emit stage '" + *text + "'");
        options.inspect.emit = *stage;
      }
    } else if (name == "opt-level") {
      std::optional<int64_t> level = field.getAsInteger();
      if (!level)
        return error("'opt-level' must be an integer");
      options.optLevel = *level;
    } else if (name == "lineinfo" || name == "device-debug") {
      std::optional<bool> flag = field.getAsBoolean();
      if (!flag)
        return error("'" + name + "' must be true or false");
      (name == "lineinfo" ? options.lineInfo : options.deviceDebug) = *flag;
    } else if (name == "hints") {
      const json::Object *hints = field.getAsObject();
      if (!hints)
        return error("'hints' must be an object of integers");
      for (const auto &[hint, hintValue] : *hints) {
        std::optional<int64_t> number = hintValue.getAsInteger();
        if (!number)
          return error("hint '" + StringRef(hint) + "' must be an integer");
        // A job's hint replaces the command line's hint of the same name.
        llvm::erase_if(options.hintOverrides, [&](const auto &existing) {
          return existing.first == StringRef(hint);
        });
        options.hintOverrides.emplace_back(hint.str(), *number);
      }
    } else {
      return error("unknown key '" + name +
                   "' (known: input, output, gpu-name, opt-level, lineinfo, "
                   "device-debug, hints, emit)");
    }
  }
  if (!hasInput || !hasOutput)
    return error("needs 'input' and 'output'");
  return job;
}

/// The jobs of `path`: `{"jobs": [...]}` or a bare array.
static Expected<std::vector<BatchJob>>
parseBatchFile(StringRef path, const DriverOptions &defaults) {
  auto buffer = MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/true);
  if (!buffer)
    return createStringError("unable to read batch file '" + path +
                             "': " + buffer.getError().message());
  Expected<json::Value> root = json::parse((*buffer)->getBuffer());
  if (!root)
    return createStringError("batch file '" + path +
                             "' is not JSON: " + toString(root.takeError()));
  const json::Array *list = root->getAsArray();
  if (const json::Object *object = root->getAsObject()) {
    list = object->getArray("jobs");
    for (const auto &[key, value] : *object)
      if (StringRef(key) != "jobs")
        return createStringError("batch file '" + path + "': unknown key '" +
                                 StringRef(key) + "' (expected 'jobs')");
  }
  if (!list)
    return createStringError("batch file '" + path +
                             "': expected {\"jobs\": [...]} or an array");
  std::vector<BatchJob> jobs;
  for (size_t i = 0; i < list->size(); ++i) {
    Expected<BatchJob> job = parseJob((*list)[i], i, defaults);
    if (!job)
      return createStringError("batch file '" + path +
                               "': " + toString(job.takeError()));
    jobs.push_back(std::move(*job));
  }
  return jobs;
}

static JobResult runJob(const DriverOptions &options) {
  JobResult result;
  raw_string_ostream diagnostics(result.diagnostics);
  auto start = std::chrono::steady_clock::now();
  auto finish = [&](int status) {
    result.status = status;
    result.seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    return result;
  };
  auto buffer = MemoryBuffer::getFile(options.inputFile, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!buffer) {
    diagnostics << "error: unable to read input file '" << options.inputFile
                << "': " << buffer.getError().message() << '\n';
    return finish(ExitUsage);
  }
  // The parallelism is across jobs; a context's own thread pool would only
  // oversubscribe the machine.
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  std::string output;
  if (int status = compileBytecode((*buffer)->getBuffer(), options, context,
                                   diagnostics, output))
    return finish(status);
  if (Error error = writeOutputAtomically(options.outputFile, output)) {
    diagnostics << "error: " << toString(std::move(error)) << '\n';
    return finish(ExitConfig);
  }
  return finish(ExitSuccess);
}

int tileiras::driver::runBatch(StringRef batchFile,
                               const DriverOptions &defaults, unsigned threads) {
  Expected<std::vector<BatchJob>> jobs = parseBatchFile(batchFile, defaults);
  if (!jobs) {
    errs() << "error: " << toString(jobs.takeError()) << '\n';
    return ExitConfig;
  }
  DefaultThreadPool pool(hardware_concurrency(std::max(1u, threads)));
  std::vector<std::shared_future<JobResult>> results;
  for (const BatchJob &job : *jobs)
    results.push_back(pool.async(runJob, job.options));
  int firstFailure = ExitSuccess;
  for (size_t i = 0; i < jobs->size(); ++i) {
    const JobResult &result = results[i].get();
    const DriverOptions &options = (*jobs)[i].options;
    json::Object line{{"job", int64_t(i)},
                      {"input", options.inputFile},
                      {"output", options.outputFile},
                      {"gpu-name", options.gpuName},
                      {"status", result.status},
                      {"seconds", result.seconds},
                      {"diagnostics", result.diagnostics}};
    outs() << json::Value(std::move(line)) << '\n';
    outs().flush();
    if (result.status != ExitSuccess && firstFailure == ExitSuccess)
      firstFailure = result.status;
  }
  return firstFailure;
}
