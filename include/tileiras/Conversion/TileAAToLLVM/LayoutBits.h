//===- LayoutBits.h - power-of-two thread layouts as bit maps ---*- C++ -*-===//
//
// When every leaf shape, prefix and non-zero stride of a #nv_tileas.simt
// layout is a power of two (and the element bits the leaves reach do not
// overlap), the layout is a bit permutation: bit i of the thread id sets one
// bit of the row-major element index, or none (the thread replicates along
// it), and so does bit j of the slot index. The warp-level lowerings of
// reduce and scan read off that map which lanes, warps and slots move along
// a dimension.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_LAYOUTBITS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_LAYOUTBITS_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace tileiras::simt {

/// The element bit each thread-id bit and slot-index bit sets; -1 where the
/// bit replicates (a stride-0 leaf).
struct LayoutBits {
  llvm::SmallVector<int> threadBits, slotBits;

  /// The bit map of `map`, or nullopt when it is not a bit permutation (a
  /// shape or stride that is not a power of two, or leaves that overlap).
  static std::optional<LayoutBits> get(const mlir::nv_tileas::SimtMap &map);

  /// The element index slot v of thread t holds (equals map.elementOf).
  int64_t elementOf(int64_t t, int64_t v) const;
  /// The thread bits (a mask of thread-id bits) that set an element bit in
  /// `elementMask`; likewise for slots.
  int64_t threadMaskInto(int64_t elementMask) const;
  int64_t slotMaskInto(int64_t elementMask) const;
  /// The thread-id and slot bits that replicate.
  int64_t replicatedThreadMask() const { return threadMaskInto(-1, true); }
  int64_t replicatedSlotMask() const { return slotMaskInto(-1, true); }

private:
  int64_t threadMaskInto(int64_t elementMask, bool replicated) const;
  int64_t slotMaskInto(int64_t elementMask, bool replicated) const;
};

/// The element-index bits of dimension `dim` of a row-major `shape` whose
/// extents are powers of two: [first, first + count).
struct DimBits {
  int first = 0, count = 0;
  int64_t mask() const { return ((int64_t(1) << count) - 1) << first; }
  /// The index with this dimension's bits removed (the index in the shape
  /// without `dim`).
  int64_t squeeze(int64_t index) const {
    int64_t low = index & ((int64_t(1) << first) - 1);
    return low | ((index >> (first + count)) << first);
  }
};
/// Nullopt when some extent of `shape` is not a power of two.
std::optional<DimBits> dimBits(llvm::ArrayRef<int64_t> shape, int64_t dim);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_LAYOUTBITS_H
