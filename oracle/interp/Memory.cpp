//===- Memory.cpp - simulated global memory -------------------------------===//

#include "Memory.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace tileiras::interp {

uint64_t Memory::allocate(llvm::StringRef name, uint64_t size,
                          uint64_t align) {
  align = std::max<uint64_t>(align, 256);
  uint64_t base = (next + align - 1) / align * align;
  // A 4 KiB gap keeps small overruns out of the neighbouring buffer.
  next = base + size + 4096;
  buffers.push_back({name.str(), base, std::vector<uint8_t>(size, 0)});
  return base;
}

Buffer *Memory::find(uint64_t addr, uint64_t size) {
  for (Buffer &b : buffers)
    if (addr >= b.base && addr - b.base <= b.bytes.size() &&
        size <= b.bytes.size() - (addr - b.base))
      return &b;
  return nullptr;
}

bool Memory::load(uint64_t addr, unsigned size, uint64_t &value) {
  Buffer *b = find(addr, size);
  if (!b)
    return false;
  value = 0;
  for (unsigned i = 0; i < size; ++i)
    value |= uint64_t(b->bytes[addr - b->base + i]) << (8 * i);
  return true;
}

bool Memory::store(uint64_t addr, unsigned size, uint64_t value) {
  Buffer *b = find(addr, size);
  if (!b)
    return false;
  for (unsigned i = 0; i < size; ++i)
    b->bytes[addr - b->base + i] = uint8_t(value >> (8 * i));
  return true;
}

std::string Memory::describe(uint64_t addr) const {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "address " << llvm::format_hex(addr, 10);
  const Buffer *best = nullptr;
  for (const Buffer &b : buffers)
    if (!best || (addr >= b.base && b.base > best->base) ||
        (addr < best->base && b.base < best->base))
      best = &b;
  if (best) {
    int64_t off = int64_t(addr - best->base);
    os << " (byte offset " << off << " of buffer '" << best->name << "' of "
       << best->bytes.size() << " bytes)";
  }
  return out;
}

} // namespace tileiras::interp
