//===- ReadFuzzer.cpp - fuzz the bytecode reader ---------------------------===//
//
// Any byte string must produce either a verified module or an error with an
// offset inside the input: never a crash, a hang or a huge allocation.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::MLIRContext &context = tileiras::fuzz::getContext();
  tileiras::bytecode::ReadError error;
  auto module = tileiras::bytecode::readBytecode(llvm::ArrayRef<uint8_t>(data, size),
                                                 &context, error);
  if (!module) {
    // A reader error must point into the input (an empty message means the
    // verifier rejected a structurally valid file).
    if (!error.message.empty() && error.offset > size) {
      std::fprintf(stderr, "error offset %llu beyond input size %zu: %s\n",
                   static_cast<unsigned long long>(error.offset), size,
                   error.message.c_str());
      std::abort();
    }
    return 0;
  }
  // Whatever was accepted must print.
  module->print(llvm::nulls());
  return 0;
}
