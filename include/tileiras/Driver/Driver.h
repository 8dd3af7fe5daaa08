//===- Driver.h - the tileiras command-line driver --------------*- C++ -*-===//
//
// Runs one compilation the way NVIDIA's tileiras does: the same validation
// order, exit codes and output (a plain cubin). `tools/tileiras` parses the
// command line into `DriverOptions` and calls `runDriver`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_DRIVER_H
#define TILEIRAS_DRIVER_DRIVER_H

#include "tileiras/Driver/Pipeline.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tileiras::driver {

/// Exit statuses; the values are those NVIDIA's tileiras 13.4 returns.
enum ExitCode : int {
  ExitSuccess = 0,
  /// Bad command line, no input, unreadable input.
  ExitUsage = 1,
  /// Unsupported or missing target, bad option values, unwritable output.
  ExitConfig = 2,
  /// Not TileIR bytecode, unsupported version, malformed or invalid module.
  ExitBadInput = 3,
  /// Lowering, ptxas or toolkit failure.
  ExitCompile = 5,
};

struct DriverOptions {
  std::string inputFile;
  std::string outputFile = "elf.o";
  /// Empty when --gpu-name was not given.
  std::string gpuName;
  int optLevel = 3;
  bool lineInfo = false;
  bool deviceDebug = false;
  bool sanitizeMemcheck = false;
  HostArch hostArch = HostArch::X86_64;
  HostOS hostOS = HostOS::Linux;
  /// Where to also write the PTX given to ptxas (a developer option).
  std::optional<std::string> ptxFile;
  /// Where to write the optimized LLVM IR before libdevice linking and the
  /// NVPTX backend (a developer option, the emulator's input).
  std::optional<std::string> llvmFile;
  /// `--preview=simt` (13.5): the SIMT preview is enabled.
  bool previewSimt = false;
  /// `-l` (13.5): tile libraries; refused (docs/driver.md).
  std::vector<std::string> tileLibraries;
  /// `--apply-controls` (13.5): refused as NVIDIA refuses it on Linux.
  std::string applyControls;
  /// Test only: where to force an internal error (CompileOptions).
  std::string testingFatalErrorAt;
  /// --emit, IR printing, pass timing, remarks (Inspect.h).
  InspectOptions inspect;
  /// --hint NAME=VALUE: entry hints set for the target, over the bytecode's
  /// (compileBytecode checks the names and values).
  std::vector<std::pair<std::string, int64_t>> hintOverrides;
  /// argv[0], to find a toolkit installed around the binary.
  std::string argv0;
  /// The ptxas to run; empty: found from argv0 and the environment
  /// (findPtxas).
  std::string ptxasPath;
};

/// Compiles `options.inputFile`; returns the process exit status.
int runDriver(const DriverOptions &options);

/// The `--version` text. Producers hash it and parse its `V13.x.y` token.
void printVersion(llvm::raw_ostream &os);

/// `--version --json`: one line of JSON for caches to key on (tool version,
/// bytecode versions, LLVM version, build id; docs/driver.md).
void printVersionJson(llvm::raw_ostream &os);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_DRIVER_H
