//===- OpcodeTable.cpp - cuda_tile opcodes and versions --------------------===//

#include "tileiras/Dialect/CudaTile/IR/OpcodeTable.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::cuda_tile;

static const OpcodeInfo kOpcodeTable[] = {
#include "OpcodeTable.inc"
};

llvm::ArrayRef<OpcodeInfo> mlir::cuda_tile::getOpcodeTable() { return kOpcodeTable; }

std::optional<OpcodeInfo> mlir::cuda_tile::lookupOpcode(uint32_t opcode) {
  for (const OpcodeInfo &info : kOpcodeTable)
    if (info.opcode == opcode)
      return info;
  return std::nullopt;
}

std::optional<OpcodeInfo> mlir::cuda_tile::lookupMnemonic(llvm::StringRef mnemonic) {
  for (const OpcodeInfo &info : kOpcodeTable)
    if (mnemonic == info.mnemonic)
      return info;
  return std::nullopt;
}
