//===- CompileFuzzer.cpp - fuzz the whole compile, bytecode to PTX ---------===//
//
// Bytecode bytes -> reader -> verifier -> the driver's pipeline
// (tileiras::driver::compileModule) -> LLVM IR -> PTX through the in-process
// NVPTX backend, with libdevice where found; no ptxas. Every input must end
// in PTX or in a diagnostic: an LLVM/MLIR fatal error (abort), a sanitizer
// report, a hang or a huge allocation is a finding.
//
// Input: raw Tile IR bytecode (what the corpus seeds are), or one selector
// byte followed by bytecode. The selector picks the target (byte % number of
// targets, spec/targets.json) and the optimization level ((byte / targets) %
// 4). Raw bytecode gets the selector that the sum of its bytes gives, so the
// unmodified corpus already covers every target and level.
//
// Per-input work is bounded: a module with a tile of more than
// kMaxTileElements elements is skipped, since the lowering unrolls tiles
// into per-thread registers and the verifier's own limit (2^24) would let
// one input run for minutes.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Driver/Pipeline.h"
#include "tileiras/Driver/Toolkit.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {
/// The corpus's largest tiles are 64x64 (4096 elements: the matmuls and
/// attention); four times that leaves room to grow a shape without letting
/// one input take seconds.
constexpr int64_t kMaxTileElements = 16384;

int64_t elementCount(cuda_tile::TileType tile) {
  int64_t count = 1;
  for (int64_t dim : tile.getShape()) {
    if (dim <= 0 || count > kMaxTileElements / dim)
      return kMaxTileElements + 1;
    count *= dim;
  }
  return count;
}

/// True when no value or attribute type of the module is a tile larger
/// than kMaxTileElements.
bool tilesAreSmall(cuda_tile::ModuleOp module) {
  auto tooLarge = [](Type type) {
    auto tile = dyn_cast<cuda_tile::TileType>(type);
    return tile && elementCount(tile) > kMaxTileElements;
  };
  WalkResult result = module->walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (tooLarge(type))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Type type : block.getArgumentTypes())
          if (tooLarge(type))
            return WalkResult::interrupt();
    for (NamedAttribute attr : op->getAttrs())
      if (auto typeAttr = dyn_cast<TypeAttr>(attr.getValue()))
        if (tooLarge(typeAttr.getValue()))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}
} // namespace

/// LLVM's BumpPtrAllocator is inline: compiled into our ASan objects it
/// poisons the slabs of MLIR's storage uniquer, which uninstrumented libMLIR
/// then carves without unpoisoning (a false use-after-poison). Ignore the
/// allocator's manual poisoning; real heap errors are still caught.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

/// libdevice.10.bc, which kernels calling math functions need: from
/// $TILEIRAS_FUZZ_LIBDEVICE (ctest sets it to the venv's), else next to the
/// ptxas the driver would find. Without it such kernels end in a diagnostic.
static std::string libdevicePath;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  if (const char *path = std::getenv("TILEIRAS_FUZZ_LIBDEVICE")) {
    libdevicePath = path;
    return 0;
  }
  llvm::Expected<std::string> ptxas = tileiras::driver::findPtxas((*argv)[0]);
  if (ptxas)
    libdevicePath = tileiras::driver::libdeviceNextTo(*ptxas);
  else
    llvm::consumeError(ptxas.takeError());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::ArrayRef<uint8_t> bytes(data, size);
  uint8_t selector = 0;
  if (tileiras::bytecode::hasMagic(bytes)) {
    for (uint8_t byte : bytes)
      selector += byte;
  } else {
    if (bytes.empty())
      return 0;
    selector = bytes.front();
    bytes = bytes.drop_front();
  }
  llvm::ArrayRef<tileiras::TargetInfo> targets = tileiras::allTargets();
  const tileiras::TargetInfo &target = targets[selector % targets.size()];

  MLIRContext &context = tileiras::fuzz::getContext();
  tileiras::bytecode::ReadError error;
  auto module = tileiras::bytecode::readBytecode(bytes, &context, error);
  if (!module || !tilesAreSmall(*module))
    return 0;

  tileiras::driver::CompileOptions options;
  options.optLevel = (selector / targets.size()) % 4;
  options.libdevicePath = libdevicePath;
  // Success or a diagnostic (swallowed by the context's handler) are both
  // fine; only a crash is not.
  (void)tileiras::driver::compileModule(*module, target, options);
  return 0;
}
