//===- Output.cpp - writing the output file whole or not at all -----------===//
//
// The cubin goes to a temporary file beside the destination, which is then
// renamed over it: a failure or a crash never leaves a partial output, and
// readers never see one being written. A destination that exists and is not
// a regular file (/dev/null, a pipe, a terminal) is written in place: renaming
// over it would replace a device node with a file.
//
//===----------------------------------------------------------------------===//

#include "Output.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

Error tileiras::driver::writeOutputAtomically(StringRef path,
                                              StringRef contents) {
  if (path == "-") {
    outs() << contents;
    outs().flush();
    return Error::success();
  }
  sys::fs::file_status status;
  if (!sys::fs::status(path, status) && sys::fs::exists(status) &&
      !sys::fs::is_regular_file(status) && !sys::fs::is_directory(status)) {
    std::error_code ec;
    raw_fd_ostream os(path, ec, sys::fs::OF_None);
    if (!ec) {
      os << contents;
      os.close();
      ec = os.error();
      os.clear_error();
    }
    if (ec)
      return createStringError(ec, "cannot write output file '" + path +
                                       "': " + ec.message());
    return Error::success();
  }
  SmallString<256> model(path);
  model += ".tmp%%%%%%";
  int fd;
  SmallString<256> temp;
  if (std::error_code ec = sys::fs::createUniqueFile(model, fd, temp))
    return createStringError(ec, "cannot write output file '" + path +
                                     "': " + ec.message());
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << contents;
    os.close();
    if (os.has_error()) {
      std::error_code ec = os.error();
      os.clear_error();
      sys::fs::remove(temp);
      return createStringError(ec, "cannot write output file '" + path +
                                       "': " + ec.message());
    }
  }
  if (std::error_code ec = sys::fs::rename(temp, path)) {
    sys::fs::remove(temp);
    return createStringError(ec, "cannot write output file '" + path +
                                     "': " + ec.message());
  }
  return Error::success();
}
