//===- RoundTripFuzzer.cpp - read -> write -> read must be stable ---------===//
//
// Every input the reader accepts is written back at its own version and read
// again; the second module must print exactly like the first.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tileiras::bytecode;

static std::string printed(mlir::Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  return text;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::MLIRContext &context = tileiras::fuzz::getContext();
  llvm::ArrayRef<uint8_t> bytes(data, size);
  ReadError error;
  auto first = readBytecode(bytes, &context, error);
  if (!first)
    return 0;
  // The header's version is bytes 8 and 9 (the reader accepted them).
  Version version;
  version.major = data[8];
  version.minor = data[9];
  std::string written;
  llvm::raw_string_ostream os(written);
  if (mlir::failed(writeBytecode(*first, os, version))) {
    std::fprintf(stderr, "writer rejected a module the reader accepted\n");
    std::abort();
  }
  os.flush();
  ReadError secondError;
  auto second = readBytecode(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(written.data()),
                              written.size()),
      &context, secondError);
  if (!second) {
    std::fprintf(stderr, "re-reading written bytecode failed at byte %llu: %s\n",
                 static_cast<unsigned long long>(secondError.offset),
                 secondError.message.c_str());
    std::abort();
  }
  if (printed(*first) != printed(*second)) {
    std::fprintf(stderr, "read -> write -> read changed the module\n");
    std::abort();
  }
  return 0;
}
