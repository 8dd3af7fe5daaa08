//===- Npy.h - numpy .npy arrays --------------------------------*- C++ -*-===//
//
// numpy's format: "\x93NUMPY", u8 major, u8 minor, a u16 (v1) or u32 (v2, v3)
// little-endian header length, then a Python dict literal with 'descr',
// 'fortran_order' and 'shape', padded with spaces to a multiple of 64 bytes
// and ended by '\n'; the raw data follows.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_NPY_H
#define TILEIRAS_ORACLE_INTERP_NPY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tileiras::interp {

struct NpyArray {
  std::string descr; // e.g. "<f4", "|b1"
  char kind = 0;     // 'f', 'i', 'u', 'b', 'V'
  unsigned itemSize = 0;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;

  uint64_t numElements() const;
};

/// Parses `bytes`; on failure returns false and sets `error`.
bool parseNpy(llvm::ArrayRef<uint8_t> bytes, NpyArray &out,
              std::string &error);
/// Serializes as format version 1.0.
std::string serializeNpy(const NpyArray &array);

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_NPY_H
