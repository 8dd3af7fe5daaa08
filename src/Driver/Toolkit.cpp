//===- Toolkit.cpp - finding and running ptxas ----------------------------===//
//
// NVIDIA's tileiras takes the toolkit root from the first of CUDA_ROOT,
// CUDA_HOME, CUDA_PATH that is set (a set but wrong one is not skipped), else
// from the directory above its own; it runs `<root>/bin/ptxas`, else `ptxas`
// from PATH. The ptxas flags are the ones it passes that change the cubin:
// `-arch`, the optimisation level and the memcheck instrumentation. It does
// not pass -g or -lineinfo (its cubins for -g or --lineinfo equal plain ones).
//
// Ours then looks where a pip install puts NVIDIA's ptxas (nvidia-cuda-nvcc:
// site-packages/nvidia/cu13/bin) in the Python environment tileiras itself is
// installed in, so that `pip install tileiras nvidia-cuda-nvcc` needs no
// variable (docs/packaging.md).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Toolkit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tileiras::driver;

/// The directory above the one holding the tileiras binary.
static std::string installRoot(StringRef argv0) {
  std::string exe = sys::fs::getMainExecutable(
      argv0.str().c_str(), reinterpret_cast<void *>(&installRoot));
  return sys::path::parent_path(sys::path::parent_path(exe)).str();
}

/// The toolkit root and the variable (or "the tileiras binary") it came from.
static std::pair<std::string, std::string> toolkitRoot(StringRef argv0) {
  for (const char *name : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (std::optional<std::string> value = sys::Process::GetEnv(name))
      return {*value, name};
  return {installRoot(argv0), "the location of tileiras"};
}

/// nvidia/cu13/bin/ptxas of the Python environment holding tileiras: the
/// wheel puts tileiras in <prefix>/bin, beside
/// <prefix>/lib/pythonX.Y/site-packages; a package folder in site-packages
/// (<site-packages>/<pkg>/bin/tileiras) is looked at too.
static std::optional<std::string> pipPtxas(StringRef argv0) {
  std::string root = installRoot(argv0);
  SmallVector<std::string, 4> sitePackages;
  sitePackages.push_back(sys::path::parent_path(root).str());
  SmallString<256> lib(root);
  sys::path::append(lib, "lib");
  std::error_code ec;
  for (sys::fs::directory_iterator it(lib, ec), end; !ec && it != end;
       it.increment(ec)) {
    if (!sys::path::filename(it->path()).starts_with("python3"))
      continue;
    SmallString<256> site(it->path());
    sys::path::append(site, "site-packages");
    sitePackages.push_back(std::string(site));
  }
  for (const std::string &site : sitePackages) {
    SmallString<256> candidate(site);
    sys::path::append(candidate, "nvidia", "cu13", "bin", "ptxas");
    if (sys::fs::can_execute(candidate))
      return std::string(candidate);
  }
  return std::nullopt;
}

std::string tileiras::driver::libdeviceNextTo(StringRef ptxas) {
  SmallString<256> path(sys::path::parent_path(sys::path::parent_path(ptxas)));
  sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return sys::fs::exists(path) ? std::string(path) : std::string();
}

Expected<std::string> tileiras::driver::findPtxas(StringRef argv0) {
  auto [root, origin] = toolkitRoot(argv0);
  SmallString<256> candidate(root);
  sys::path::append(candidate, "bin", "ptxas");
  if (sys::fs::can_execute(candidate))
    return std::string(candidate);
  if (ErrorOr<std::string> onPath = sys::findProgramByName("ptxas"))
    return *onPath;
  if (std::optional<std::string> pip = pipPtxas(argv0))
    return *pip;
  return createStringError(
      "cannot find ptxas: not in '" + root + "/bin' (toolkit root from " +
      origin +
      ") nor on PATH nor in the pip package nvidia-cuda-nvcc beside tileiras "
      "(site-packages/nvidia/cu13/bin); set CUDA_HOME to a CUDA toolkit that "
      "supports the target, or pip install nvidia-cuda-nvcc nvidia-nvvm");
}

namespace {
/// A temporary file removed on scope exit.
struct TempFile {
  SmallString<128> path;
  FileRemover remover;
  std::error_code create(StringRef suffix) {
    if (std::error_code ec =
            sys::fs::createTemporaryFile("tileiras", suffix, path))
      return ec;
    remover.setFile(path);
    return {};
  }
};
} // namespace

Expected<std::string>
tileiras::driver::runPtxas(StringRef ptxas, StringRef ptx, const tileiras::TargetInfo &target,
                           const CompileOptions &options) {
  TempFile ptxFile, cubinFile, logFile;
  for (auto [file, suffix] :
       {std::pair{&ptxFile, "ptx"}, std::pair{&cubinFile, "cubin"},
        std::pair{&logFile, "log"}})
    if (std::error_code ec = file->create(suffix))
      return createStringError(ec, "cannot create a temporary file: " +
                                       ec.message());
  {
    std::error_code ec;
    raw_fd_ostream os(ptxFile.path, ec);
    if (!ec) {
      os << ptx;
      os.close();
      ec = os.error();
    }
    if (ec)
      return createStringError(ec, "cannot write '" + ptxFile.path +
                                       "': " + ec.message());
  }

  std::string optLevel = "-O" + std::to_string(options.optLevel);
  SmallVector<StringRef> args = {ptxas, "-arch", target.chip, optLevel};
  if (options.sanitizeMemcheck)
    args.append({"-sanitize", "memcheck", "-g-tmem-access-check"});
  // The resource report (remarks); it does not change the cubin.
  if (options.ptxasLog)
    args.push_back("-v");
  args.append({ptxFile.path, "-o", cubinFile.path});

  std::optional<StringRef> redirects[] = {std::nullopt, logFile.path.str(),
                                          logFile.path.str()};
  std::string execError;
  int status = sys::ExecuteAndWait(ptxas, args, /*Env=*/std::nullopt, redirects,
                                   /*SecondsToWait=*/0,
                                   /*MemoryLimit=*/0, &execError);
  if (status != 0) {
    std::string log;
    if (auto buffer = MemoryBuffer::getFile(logFile.path))
      log = (*buffer)->getBuffer().rtrim().str();
    std::string reason =
        status < 0 ? execError : "exit status " + std::to_string(status);
    return createStringError("ptxas (" + ptxas.str() + ") failed for " +
                             target.chip.str() + ": " + reason +
                             (log.empty() ? "" : "\n" + log));
  }
  if (options.ptxasLog)
    if (auto buffer = MemoryBuffer::getFile(logFile.path))
      *options.ptxasLog = (*buffer)->getBuffer().str();
  auto cubin = MemoryBuffer::getFile(cubinFile.path, /*IsText=*/false,
                                     /*RequiresNullTerminator=*/false);
  if (!cubin)
    return createStringError(cubin.getError(), "ptxas wrote no output: " +
                                                   cubin.getError().message());
  return (*cubin)->getBuffer().str();
}
