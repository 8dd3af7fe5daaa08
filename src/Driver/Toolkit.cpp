//===- Toolkit.cpp - finding and running ptxas ----------------------------===//
//
// NVIDIA's tileiras takes the toolkit root from the first of CUDA_ROOT,
// CUDA_HOME, CUDA_PATH that is set (a set but wrong one is not skipped), else
// from the directory above its own; it runs `<root>/bin/ptxas`, else `ptxas`
// from PATH. The ptxas flags are the ones it passes that change the cubin:
// `-arch`, the optimisation level and the memcheck instrumentation (and
// --enable-extended-smem=true, which ours passes only where the PTX needs
// it). It does not pass -g or -lineinfo (its cubins for -g or --lineinfo
// equal plain ones).
//
// Ours then looks where a pip install puts NVIDIA's ptxas (nvidia-cuda-nvcc:
// site-packages/nvidia/cu13/bin) in the Python environment tileiras itself is
// installed in, so that `pip install tileiras nvidia-cuda-nvcc` needs no
// variable (docs/packaging.md).
//
// ptxas runs without any file on disk: the PTX, the cubin and ptxas's
// messages are unnamed in-memory files (memfd) handed to it as stdin, stdout
// and stderr, so concurrent compilations in one process (the C API) share
// nothing and leave nothing behind (docs/capi.md).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Toolkit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

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
/// An unnamed in-memory file: memfd_create, else an O_TMPFILE file in the
/// temporary directory (unlinked from birth); closed on scope exit. Neither
/// has a name another process could see, and neither outlives the call.
class AnonymousFile {
public:
  AnonymousFile(const AnonymousFile &) = delete;
  AnonymousFile &operator=(const AnonymousFile &) = delete;
  explicit AnonymousFile(const char *name) {
    fd = ::memfd_create(name, MFD_CLOEXEC);
    if (fd < 0) {
      SmallString<128> dir;
      sys::path::system_temp_directory(/*ErasedOnReboot=*/true, dir);
      fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    }
  }
  ~AnonymousFile() {
    if (fd >= 0)
      ::close(fd);
  }
  bool valid() const { return fd >= 0; }
  int get() const { return fd; }

  bool write(StringRef data) {
    while (!data.empty()) {
      ssize_t n = ::write(fd, data.data(), data.size());
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return false;
      data = data.drop_front(n);
    }
    return ::lseek(fd, 0, SEEK_SET) == 0;
  }

  std::string readAll() const {
    std::string result;
    char chunk[1 << 16];
    for (off_t at = 0;;) {
      ssize_t n = ::pread(fd, chunk, sizeof(chunk), at);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return result;
      result.append(chunk, n);
      at += n;
    }
  }

private:
  int fd = -1;
};
} // namespace

uint64_t tileiras::driver::staticSharedBytes(StringRef ptx) {
  // Lines `.shared .align A .T name[N]...;`, at module scope or in the one
  // function that uses the variable (LLVM demotes it there), each at its
  // alignment; our PTX has no other static .shared. Summed over the module:
  // at least what any one kernel declares.
  uint64_t bytes = 0;
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.ltrim();
    if (!line.consume_front(".shared "))
      continue;
    uint64_t align = 1, width = 0, count = 1;
    SmallVector<StringRef> words;
    line.split(words, ' ', -1, /*KeepEmpty=*/false);
    for (size_t i = 0; i < words.size(); ++i) {
      StringRef word = words[i];
      if (word == ".align" && i + 1 < words.size()) {
        words[++i].getAsInteger(10, align);
      } else if (word.size() > 2 && word[0] == '.' &&
                 StringRef("busf").contains(word[1])) {
        word.drop_front(2).getAsInteger(10, width);
      } else {
        // name[N][M]...; a scalar has no brackets.
        for (size_t open = word.find('['); open != StringRef::npos;
             open = word.find('[', open + 1)) {
          uint64_t n = 0;
          word.substr(open + 1).take_until([](char c) { return c == ']'; })
              .getAsInteger(10, n);
          count *= n;
        }
      }
    }
    bytes = alignTo(bytes, std::max<uint64_t>(align, 1)) + width / 8 * count;
  }
  return bytes;
}

/// Runs `args` with the three files as its stdin, stdout and stderr; returns
/// its exit status, or -1 (with `error`) when it could not run or died of a
/// signal. posix_spawn's dup2 clears close-on-exec on the child's copies
/// only, so concurrent spawns on other threads never inherit these files.
static int spawnAndWait(StringRef program, ArrayRef<std::string> args,
                        const AnonymousFile &in, const AnonymousFile &out,
                        const AnonymousFile &err, std::string &error) {
  std::string path = program.str();
  std::vector<char *> argv;
  for (const std::string &arg : args)
    argv.push_back(const_cast<char *>(arg.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.get(), STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out.get(), STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err.get(), STDERR_FILENO);
  pid_t pid;
  int spawned =
      ::posix_spawn(&pid, path.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    error = "cannot run it: " + std::string(std::strerror(spawned));
    return -1;
  }
  int status;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      error = "cannot wait for it: " + std::string(std::strerror(errno));
      return -1;
    }
  if (WIFEXITED(status))
    return WEXITSTATUS(status);
  error = "killed by signal " + std::to_string(WTERMSIG(status));
  return -1;
}

Expected<std::string>
tileiras::driver::runPtxas(StringRef ptxas, StringRef ptx,
                           const tileiras::TargetInfo &target,
                           const CompileOptions &options) {
  // ptxas reads and writes paths only: /dev/stdin and /dev/stdout name the
  // in-memory files the child gets as fds 0 and 1 (its messages and the -v
  // report go to stderr, a third one). The cubin is the same as from named
  // files (ptxas records its options in the cubin, not its file names).
  AnonymousFile ptxFile("tileiras-ptx"), cubinFile("tileiras-cubin"),
      logFile("tileiras-ptxas-log");
  if (!ptxFile.valid() || !cubinFile.valid() || !logFile.valid())
    return createStringError("cannot create an in-memory file for ptxas: " +
                             std::string(std::strerror(errno)));
  if (!ptxFile.write(ptx))
    return createStringError("cannot write the PTX for ptxas: " +
                             std::string(std::strerror(errno)));

  std::vector<std::string> args = {ptxas.str(), "-arch", target.chip.str(),
                                   "-O" + std::to_string(options.optLevel)};
  if (options.sanitizeMemcheck)
    args.insert(args.end(), {"-sanitize", "memcheck", "-g-tmem-access-check"});
  // Without it ptxas refuses a static .shared over 48 KiB ("uses too much
  // shared data"); NVIDIA's tileiras passes it always, ours only then, so
  // that other cubins keep the documented options (docs/lowering.md).
  if (staticSharedBytes(ptx) > target.staticSharedBytesPerBlock())
    args.push_back("--enable-extended-smem=true");
  // The resource report (remarks); it does not change the cubin.
  if (options.ptxasLog)
    args.push_back("-v");
  args.insert(args.end(), {"/dev/stdin", "-o", "/dev/stdout"});

  std::string error;
  int status = spawnAndWait(ptxas, args, ptxFile, cubinFile, logFile, error);
  std::string log = logFile.readAll();
  if (status != 0) {
    std::string reason =
        status < 0 ? error : "exit status " + std::to_string(status);
    StringRef messages = StringRef(log).rtrim();
    return createStringError("ptxas (" + ptxas.str() + ") failed for " +
                             target.chip.str() + ": " + reason +
                             (messages.empty() ? "" : "\n" + messages.str()));
  }
  if (options.ptxasLog)
    *options.ptxasLog = std::move(log);
  std::string cubin = cubinFile.readAll();
  if (cubin.empty())
    return createStringError("ptxas wrote no output");
  return cubin;
}
