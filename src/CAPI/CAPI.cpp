//===- CAPI.cpp - the tileiras C API --------------------------------------===//
//
// A thin layer over compileBytecode (the function the command line calls):
// the options object is a DriverOptions, each compilation gets its own
// MLIRContext (without a thread pool of its own: callers parallelize across
// calls) and its diagnostics land in the result instead of on stderr.
//
//===----------------------------------------------------------------------===//

#include "tileiras/tileiras.h"

#include "tileiras/Driver/Compile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <new>
#include <string>

using namespace tileiras::driver;

struct tileiras_options {
  DriverOptions driver;
};

struct tileiras_result {
  tileiras_status status = TILEIRAS_OK;
  std::string output;
  std::string diagnostics;
};

static tileiras_options *defaultOptions() {
  auto *options = new (std::nothrow) tileiras_options;
  if (options)
    options->driver.inputFile = "<memory>";
  return options;
}

int tileiras_api_version(void) { return TILEIRAS_API_VERSION; }

const char *tileiras_version(void) {
  static std::string text;
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::raw_string_ostream os(text);
    printVersion(os);
  });
  return text.c_str();
}

tileiras_options *tileiras_options_create(void) { return defaultOptions(); }

void tileiras_options_destroy(tileiras_options *options) { delete options; }

tileiras_status tileiras_options_set_gpu_name(tileiras_options *options,
                                              const char *gpuName) {
  if (!options || !gpuName || !tileiras::lookupTarget(gpuName))
    return TILEIRAS_ERROR_USAGE;
  options->driver.gpuName = gpuName;
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_opt_level(tileiras_options *options,
                                               int level) {
  if (!options || level < 0 || level > 3)
    return TILEIRAS_ERROR_USAGE;
  options->driver.optLevel = level;
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_line_info(tileiras_options *options,
                                               int enabled) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  options->driver.lineInfo = enabled != 0;
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_device_debug(tileiras_options *options,
                                                  int enabled) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  options->driver.deviceDebug = enabled != 0;
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_sanitize_memcheck(tileiras_options *options,
                                                       int enabled) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  options->driver.sanitizeMemcheck = enabled != 0;
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_hint(tileiras_options *options,
                                          const char *name, int64_t value) {
  if (!options || !name || !llvm::is_contained(overridableHints(), name))
    return TILEIRAS_ERROR_USAGE;
  auto &hints = options->driver.hintOverrides;
  llvm::erase_if(hints, [&](const auto &hint) { return hint.first == name; });
  hints.emplace_back(name, value);
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_clear_hints(tileiras_options *options) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  options->driver.hintOverrides.clear();
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_output_kind(tileiras_options *options,
                                                 tileiras_output_kind kind) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  switch (kind) {
  case TILEIRAS_OUTPUT_CUBIN:
    options->driver.inspect.emit = EmitStage::Cubin;
    return TILEIRAS_OK;
  case TILEIRAS_OUTPUT_PTX:
    options->driver.inspect.emit = EmitStage::PTX;
    return TILEIRAS_OK;
  }
  return TILEIRAS_ERROR_USAGE;
}

tileiras_status tileiras_options_set_ptxas_path(tileiras_options *options,
                                                const char *path) {
  if (!options)
    return TILEIRAS_ERROR_USAGE;
  options->driver.ptxasPath = path ? path : "";
  return TILEIRAS_OK;
}

tileiras_status tileiras_options_set_input_name(tileiras_options *options,
                                                const char *name) {
  if (!options || !name)
    return TILEIRAS_ERROR_USAGE;
  options->driver.inputFile = name;
  return TILEIRAS_OK;
}

tileiras_status tileiras_compile(const void *bytecode, size_t size,
                                 const tileiras_options *options,
                                 tileiras_result **result) {
  if (!result)
    return TILEIRAS_ERROR_USAGE;
  *result = new (std::nothrow) tileiras_result;
  if (!*result)
    return TILEIRAS_ERROR_USAGE;
  tileiras_result &out = **result;
  if ((!bytecode && size) || !options) {
    out.status = TILEIRAS_ERROR_USAGE;
    out.diagnostics = "error: tileiras_compile: null bytecode or options\n";
    return out.status;
  }
  llvm::raw_string_ostream diagnostics(out.diagnostics);
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  llvm::StringRef bytes(static_cast<const char *>(bytecode), size);
  int status = compileBytecode(bytes, options->driver, context, diagnostics,
                               out.output);
  if (status != ExitSuccess)
    out.output.clear();
  out.status = static_cast<tileiras_status>(status);
  return out.status;
}

tileiras_status tileiras_result_status(const tileiras_result *result) {
  return result ? result->status : TILEIRAS_ERROR_USAGE;
}

const void *tileiras_result_output(const tileiras_result *result,
                                   size_t *size) {
  if (size)
    *size = result ? result->output.size() : 0;
  return result ? result->output.c_str() : "";
}

const char *tileiras_result_diagnostics(const tileiras_result *result) {
  return result ? result->diagnostics.c_str() : "";
}

void tileiras_result_destroy(tileiras_result *result) { delete result; }
