//===- Memory.h - simulated global memory -----------------------*- C++ -*-===//
//
// Global memory is a set of disjoint buffers at fake 64-bit addresses with
// unmapped guard gaps between them, so that any access outside a buffer
// (out-of-bounds, misaligned, straddling) is detected and reported.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_MEMORY_H
#define TILEIRAS_ORACLE_INTERP_MEMORY_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tileiras::interp {

struct Buffer {
  std::string name;
  uint64_t base = 0;
  std::vector<uint8_t> bytes;
};

class Memory {
public:
  /// Allocates a zeroed buffer aligned to `align` (at least 256) and returns
  /// its address.
  uint64_t allocate(llvm::StringRef name, uint64_t size, uint64_t align = 256);
  /// The buffer that holds all of [addr, addr+size); null if none does.
  Buffer *find(uint64_t addr, uint64_t size);
  /// Little-endian access of `size` <= 8 bytes. False when out of bounds.
  bool load(uint64_t addr, unsigned size, uint64_t &value);
  bool store(uint64_t addr, unsigned size, uint64_t value);
  /// Text that says where `addr` is relative to the nearest buffer.
  std::string describe(uint64_t addr) const;

  std::vector<Buffer> buffers;

private:
  uint64_t next = 0x10000;
};

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_MEMORY_H
