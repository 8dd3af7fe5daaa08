//===- LayoutBits.cpp - power-of-two thread layouts as bit maps -----------===//

#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"

#include "llvm/Support/MathExtras.h"

using namespace tileiras::simt;
namespace tas = mlir::nv_tileas;

/// Adds the bits of one mode's leaves to `bits` (indexed by the mode's
/// index bit); false when a leaf is not a power of two or reaches an element
/// bit already taken.
static bool addLeaves(llvm::ArrayRef<tas::SimtLeaf> leaves,
                      llvm::SmallVectorImpl<int> &bits, int64_t &taken) {
  for (const tas::SimtLeaf &leaf : leaves) {
    if (leaf.shape == 1)
      continue;
    if (!llvm::isPowerOf2_64(leaf.shape) || !llvm::isPowerOf2_64(leaf.prefix) ||
        (leaf.stride != 0 && !llvm::isPowerOf2_64(leaf.stride)))
      return false;
    int from = llvm::Log2_64(leaf.prefix), width = llvm::Log2_64(leaf.shape);
    int to = leaf.stride ? int(llvm::Log2_64(leaf.stride)) : -1;
    if (from + width > int(bits.size()) || (to >= 0 && to + width > 62))
      return false;
    for (int i = 0; i < width; ++i) {
      if (bits[from + i] != -2)
        return false;
      bits[from + i] = to < 0 ? -1 : to + i;
      if (to >= 0) {
        if (taken & (int64_t(1) << (to + i)))
          return false;
        taken |= int64_t(1) << (to + i);
      }
    }
  }
  return llvm::none_of(bits, [](int b) { return b == -2; });
}

std::optional<LayoutBits> LayoutBits::get(const tas::SimtMap &map) {
  if (!llvm::isPowerOf2_64(map.threads) || !llvm::isPowerOf2_64(map.slots))
    return std::nullopt;
  LayoutBits bits;
  // -2: not yet assigned by any leaf.
  bits.threadBits.assign(llvm::Log2_64(map.threads), -2);
  bits.slotBits.assign(llvm::Log2_64(map.slots), -2);
  int64_t taken = 0;
  if (!addLeaves(map.thread, bits.threadBits, taken) ||
      !addLeaves(map.value, bits.slotBits, taken))
    return std::nullopt;
  // The element index must be dense: the bits reached are 0..log2(N)-1.
  if (!llvm::isPowerOf2_64(map.elements) ||
      taken != int64_t(map.elements) - 1)
    return std::nullopt;
  return bits;
}

static int64_t gather(llvm::ArrayRef<int> bits, int64_t index) {
  int64_t e = 0;
  for (auto [i, b] : llvm::enumerate(bits))
    if (b >= 0 && (index >> i) & 1)
      e |= int64_t(1) << b;
  return e;
}

int64_t LayoutBits::elementOf(int64_t t, int64_t v) const {
  return gather(threadBits, t) | gather(slotBits, v);
}

static int64_t maskInto(llvm::ArrayRef<int> bits, int64_t elementMask,
                        bool replicated) {
  int64_t m = 0;
  for (auto [i, b] : llvm::enumerate(bits))
    if (replicated ? b < 0 : (b >= 0 && (elementMask >> b) & 1))
      m |= int64_t(1) << i;
  return m;
}

int64_t LayoutBits::threadMaskInto(int64_t elementMask, bool replicated) const {
  return maskInto(threadBits, elementMask, replicated);
}
int64_t LayoutBits::slotMaskInto(int64_t elementMask, bool replicated) const {
  return maskInto(slotBits, elementMask, replicated);
}
int64_t LayoutBits::threadMaskInto(int64_t elementMask) const {
  return threadMaskInto(elementMask, false);
}
int64_t LayoutBits::slotMaskInto(int64_t elementMask) const {
  return slotMaskInto(elementMask, false);
}

std::optional<DimBits> tileiras::simt::dimBits(llvm::ArrayRef<int64_t> shape,
                                               int64_t dim) {
  DimBits bits;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    if (!llvm::isPowerOf2_64(shape[i]))
      return std::nullopt;
    int width = llvm::Log2_64(shape[i]);
    if (i == dim)
      bits.count = width;
    else if (i > dim)
      bits.first += width;
  }
  return bits;
}
