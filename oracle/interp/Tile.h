//===- Tile.h - runtime values of the cuda_tile interpreter -----*- C++ -*-===//
//
// A tile is a flat row-major array of raw element bits plus its shape and
// element type. Keeping bits (not host floats) lets every op decide its own
// arithmetic: APFloat in the op's rounding mode, APInt with wrap-around.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_TILE_H
#define TILEIRAS_ORACLE_INTERP_TILE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tileiras::interp {

/// Element kinds the interpreter distinguishes.
bool isFloatElt(mlir::Type elt);
bool isIntElt(mlir::Type elt);
bool isPtrElt(mlir::Type elt);
/// Bits of one element in a register (i1 -> 1, tf32 -> 32, ptr -> 64).
unsigned eltBits(mlir::Type elt);
/// Bytes of one element in memory (i1 -> 1 byte, tf32 -> 4 bytes).
unsigned eltBytes(mlir::Type elt);
/// APFloat semantics of a float element type (tf32 included).
const llvm::fltSemantics &floatSemantics(mlir::Type elt);

/// Conversions between stored bits and APFloat/APInt. tf32 is stored in the
/// f32 layout with the 13 low mantissa bits zero, as it is in memory.
llvm::APFloat decodeFloat(mlir::Type elt, uint64_t bits);
uint64_t encodeFloat(mlir::Type elt, const llvm::APFloat &value);
llvm::APInt decodeInt(mlir::Type elt, uint64_t bits);
uint64_t maskBits(mlir::Type elt, uint64_t bits);
/// The canonical quiet NaN the interpreter produces (NaN payloads are
/// unspecified by cuda_tile; see docs/interp.md).
uint64_t canonicalNaN(mlir::Type elt);

struct Tile {
  mlir::Type elt;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<uint64_t> bits;
  /// Per-element poison flags; empty when nothing is poison.
  std::vector<uint8_t> poison;

  Tile() = default;
  Tile(mlir::Type elt, llvm::ArrayRef<int64_t> shape);
  static Tile scalar(mlir::Type elt, uint64_t bits);

  size_t size() const { return bits.size(); }
  int64_t rank() const { return shape.size(); }
  bool isPoison(size_t i) const { return !poison.empty() && poison[i]; }
  bool anyPoison() const;
  void setPoison(size_t i);
  /// Copies element `j` of `src` (bits and poison) into element `i`.
  void copyElt(size_t i, const Tile &src, size_t j);
  /// The integer value of element `i`, sign- or zero-extended to 64 bits.
  int64_t getSExt(size_t i) const;
  uint64_t getZExt(size_t i) const;
};

/// Row-major strides of `shape` (in elements).
llvm::SmallVector<int64_t, 4> rowMajorStrides(llvm::ArrayRef<int64_t> shape);
/// Unflattens a row-major index.
void unflatten(int64_t flat, llvm::ArrayRef<int64_t> shape,
               llvm::SmallVectorImpl<int64_t> &index);

/// Text of one element: integers in decimal (signed), floats as the shortest
/// decimal that reads back exactly, pointers in hex; "poison" when poisoned.
std::string formatElement(const Tile &tile, size_t i, bool hex = false);
/// `[a, b, ...]` nested by shape.
std::string formatTile(const Tile &tile, bool hex = false);

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_TILE_H
