//===- CrashHandler.cpp - internal compiler errors and reproducers --------===//
//
// report_fatal_error (LLVM's "Cannot select", MLIR's fatal errors) reaches
// the handler installed with llvm::install_fatal_error_handler; a crash
// signal (SIGSEGV, SIGABRT from a failed check, SIGILL from
// llvm_unreachable in release builds) reaches the one added with
// llvm::sys::AddSignalHandler. Both report, write the bundle and end the
// process with ExitCompile, so no later code writes an output file (outputs
// are only ever written whole, after compiling: Output.cpp). From a signal
// handler the bundle is best effort: the state may be damaged.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/CrashHandler.h"

#include "tileiras/Driver/Driver.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <vector>

using namespace llvm;
using namespace tileiras::driver;

namespace {
/// Set once, before any compilation starts.
struct ProcessState {
  std::vector<std::string> argv;
  std::string reproducerDir;
  bool reported = false;
};
/// What the compilation on this thread is doing: batch mode and the C API
/// compile on several threads at once, each with its own phase.
struct CompileState {
  std::string input;
  std::string phase = "driver";
  std::string ir;
};
/// The two, as the report and the bundle see them.
struct CrashState {
  ProcessState &process;
  CompileState &compile;
};
} // namespace

static ProcessState &processState() {
  static ProcessState s;
  return s;
}

static CompileState &compileState() {
  static thread_local CompileState s;
  return s;
}

/// The command line as a shell would read it back, the input replaced by the
/// bundle's copy.
static std::string reproduceCommand(const CrashState &cs) {
  const ProcessState &s = cs.process;
  const CompileState &c = cs.compile;
  std::string line = "tileiras";
  raw_string_ostream os(line);
  for (size_t i = 1; i < s.argv.size(); ++i) {
    StringRef arg = s.argv[i];
    // A rerun must not write a bundle over this one.
    if (arg == "--crash-reproducer-dir" || arg == "-crash-reproducer-dir") {
      ++i;
      continue;
    }
    if (arg.starts_with("--crash-reproducer-dir=") ||
        arg.starts_with("-crash-reproducer-dir="))
      continue;
    if (!c.input.empty() && arg == c.input) {
      os << " \"$here/input.tilebc\"";
      continue;
    }
    os << " '";
    for (char c : arg)
      if (c == '\'')
        os << "'\\''";
      else
        os << c;
    os << '\'';
  }
  return line;
}

static void writeFile(StringRef dir, StringRef name, StringRef contents) {
  SmallString<256> path(dir);
  sys::path::append(path, name);
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (!ec)
    os << contents;
}

/// Writes the bundle into a fresh directory under the reproducer directory;
/// returns its path, empty when none was written.
static std::string writeBundle(const CrashState &cs, StringRef message) {
  const ProcessState &s = cs.process;
  const CompileState &c = cs.compile;
  if (s.reproducerDir.empty())
    return "";
  if (sys::fs::create_directories(s.reproducerDir))
    return "";
  SmallString<256> model(s.reproducerDir);
  sys::path::append(model, "tileiras-crash-%%%%%%");
  SmallString<256> dir;
  if (sys::fs::createUniqueDirectory(model, dir))
    return "";
  if (!c.input.empty())
    if (auto buffer = MemoryBuffer::getFile(c.input, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false))
      writeFile(dir, "input.tilebc", (*buffer)->getBuffer());
  std::string version;
  raw_string_ostream vs(version);
  printVersion(vs);
  writeFile(dir, "version.txt", version);
  writeFile(dir, "error.txt",
            ("internal compiler error in " + c.phase + ": " + message + "\n")
                .str());
  std::string command;
  for (const std::string &arg : s.argv)
    command += (command.empty() ? "" : " ") + arg;
  writeFile(dir, "command.txt", command + "\n");
  if (!c.ir.empty())
    writeFile(dir, "ir-before.mlir", c.ir);
  // TILEIRAS names the tileiras to rerun (default: the one on PATH).
  writeFile(dir, "reproduce.sh",
            "#!/bin/sh\n# Reruns the failing compile on the bundled input.\n"
            "here=$(cd \"$(dirname \"$0\")\" && pwd)\n"
            "set -- " + reproduceCommand(cs) + "\nshift\n"
            "exec \"${TILEIRAS:-tileiras}\" \"$@\"\n");
  sys::fs::setPermissions((dir + "/reproduce.sh").str(),
                          sys::fs::perms(0755));
  return std::string(dir);
}

static void report(StringRef message) {
  ProcessState &s = processState();
  if (s.reported)
    return;
  s.reported = true;
  errs() << "error: internal compiler error in " << compileState().phase
         << ": " << message << "\n";
  std::string bundle = writeBundle({s, compileState()}, message);
  if (!bundle.empty())
    errs() << "note: reproducer written to " << bundle << "\n";
  errs().flush();
}

static void onFatalError(void *, const char *reason, bool) {
  report(reason);
  sys::RunInterruptHandlers();
  std::_Exit(ExitCompile);
}

static void onCrashSignal(void *) {
  report("crash signal (see the stack dump above)");
  std::_Exit(ExitCompile);
}

void tileiras::driver::installCrashHandlers(ArrayRef<const char *> argv,
                                            StringRef reproducerDir) {
  ProcessState &s = processState();
  s.argv.assign(argv.begin(), argv.end());
  s.reproducerDir = reproducerDir.str();
  install_fatal_error_handler(onFatalError);
  sys::AddSignalHandler(onCrashSignal, nullptr);
}

void tileiras::driver::setCrashInput(StringRef path) {
  compileState().input = path.str();
}

void tileiras::driver::setCrashPhase(StringRef phase) {
  compileState().phase = phase.str();
}

bool tileiras::driver::crashReproducerWanted() {
  return !processState().reproducerDir.empty();
}

void tileiras::driver::setCrashIr(std::string ir) {
  compileState().ir = std::move(ir);
}
