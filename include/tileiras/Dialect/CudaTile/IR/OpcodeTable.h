//===- OpcodeTable.h - cuda_tile opcodes and versions -----------*- C++ -*-===//
//
// The table in spec/cuda_tile_ops.json, compiled in: every op's bytecode
// opcode and the first bytecode version that has it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUDATILE_IR_OPCODETABLE_H
#define TILEIRAS_DIALECT_CUDATILE_IR_OPCODETABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::cuda_tile {

/// A bytecode version `major.minor` (the tag byte never changes semantics).
struct BytecodeVersion {
  uint8_t major = 0;
  uint8_t minor = 0;
  friend bool operator<(BytecodeVersion a, BytecodeVersion b) {
    return a.major != b.major ? a.major < b.major : a.minor < b.minor;
  }
  friend bool operator==(BytecodeVersion a, BytecodeVersion b) {
    return a.major == b.major && a.minor == b.minor;
  }
};

struct OpcodeInfo {
  const char *mnemonic; // without the `cuda_tile.` prefix
  uint32_t opcode;
  BytecodeVersion since;
  bool testOnly;
};

/// All ops, in opcode order.
llvm::ArrayRef<OpcodeInfo> getOpcodeTable();
std::optional<OpcodeInfo> lookupOpcode(uint32_t opcode);
std::optional<OpcodeInfo> lookupMnemonic(llvm::StringRef mnemonic);

} // namespace mlir::cuda_tile

#endif // TILEIRAS_DIALECT_CUDATILE_IR_OPCODETABLE_H
