//===- LayoutBitsTest.cpp - bit maps of thread layouts --------------------===//
//
// The bit map of a layout must agree with evaluating the CuTe layout at
// every (thread, slot), and must refuse layouts that are not bit
// permutations.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Conversion/TileAAToLLVM/LayoutBits.h"
#include "tileiras/Layout/Layout.h"

#include <gtest/gtest.h>

#include <random>

using namespace tileiras::simt;
namespace lay = tileiras::layout;
namespace tas = mlir::nv_tileas;

namespace {

using L = lay::Layout;

/// Every (t, v) evaluates to the same element through the bit map as
/// through the layout library.
void expectAgrees(const L &layout) {
  tas::SimtMap map = tas::SimtMap::get(layout);
  std::optional<LayoutBits> bits = LayoutBits::get(map);
  ASSERT_TRUE(bits.has_value());
  for (int64_t v = 0; v < map.slots; ++v)
    for (int64_t t = 0; t < map.threads; ++t)
      ASSERT_EQ(bits->elementOf(t, v),
                lay::evaluateInt(layout, t + map.threads * v))
          << "t=" << t << " v=" << v;
}

TEST(LayoutBits, CanonicalLayouts) {
  for (int64_t threads : {32, 128, 256})
    for (int64_t n = 1; n <= 4096; n *= 2) {
      auto layout = tas::canonicalLayout(threads, n);
      ASSERT_TRUE(bool(layout));
      expectAgrees(*layout);
    }
}

TEST(LayoutBits, SliceLayoutReplicatesReducedThreadBits) {
  // 8x64 over 128 threads: lanes along columns, warps along rows, 4 rows
  // per thread; the slice along dim 1 keeps rows and zeroes the lane strides.
  L src = L::tuple({L::tuple({L::leaf(32, 1), L::leaf(4, 64)}),
                    L::tuple({L::leaf(2, 32), L::leaf(2, 256)})});
  expectAgrees(src);
  auto bits = *LayoutBits::get(tas::SimtMap::get(src));
  DimBits cols = *dimBits({8, 64}, 1);
  EXPECT_EQ(bits.threadMaskInto(cols.mask()), 0x1f);
  EXPECT_EQ(bits.slotMaskInto(cols.mask()), 0x1);
  L slice = L::tuple({L::tuple({L::leaf(32, 0), L::leaf(4, 1)}),
                      L::tuple({L::leaf(2, 0), L::leaf(2, 4)})});
  expectAgrees(slice);
  auto sliceBits = *LayoutBits::get(tas::SimtMap::get(slice));
  EXPECT_EQ(sliceBits.replicatedThreadMask(), 0x1f);
  EXPECT_EQ(sliceBits.replicatedSlotMask(), 0x1);
}

TEST(LayoutBits, RandomBitPermutations) {
  std::mt19937 rng(12);
  for (int trial = 0; trial < 200; ++trial) {
    // Element bits 0..e-1 dealt to 7 thread bits and s slot bits; the
    // leftover thread bits replicate.
    int e = 1 + rng() % 10, s = rng() % 4;
    std::vector<int> owner(7 + s, -1);
    std::vector<int> positions(7 + s);
    for (int i = 0; i < 7 + s; ++i)
      positions[i] = i;
    std::shuffle(positions.begin(), positions.end(), rng);
    int placed = 0;
    for (int i = 0; i < 7 + s && placed < e; ++i)
      owner[positions[i]] = placed++;
    std::vector<L> thread, value;
    for (int i = 0; i < 7; ++i)
      thread.push_back(L::leaf(2, owner[i] < 0 ? 0 : int64_t(1) << owner[i]));
    for (int i = 0; i < s; ++i)
      value.push_back(
          L::leaf(2, owner[7 + i] < 0 ? 0 : int64_t(1) << owner[7 + i]));
    if (value.empty())
      value.push_back(L::leaf(1, 0));
    if (placed < e)
      continue; // not every element bit found a home: not a tile layout
    expectAgrees(L::tuple({L::tuple(thread), L::tuple(value)}));
  }
}

TEST(LayoutBits, RefusesOtherLayouts) {
  // A shape of 3, a stride of 3, overlapping leaves, a gap in the elements.
  for (const L &layout :
       {L::tuple({L::leaf(32, 1), L::leaf(3, 32)}),
        L::tuple({L::leaf(32, 3), L::leaf(1, 0)}),
        L::tuple({L::tuple({L::leaf(32, 1), L::leaf(4, 16)}), L::leaf(1, 0)}),
        L::tuple({L::leaf(32, 2), L::leaf(1, 0)})})
    EXPECT_FALSE(LayoutBits::get(tas::SimtMap::get(layout)).has_value());
}

TEST(LayoutBits, DimBitsOfRowMajorShapes) {
  DimBits b = *dimBits({4, 8, 16}, 1);
  EXPECT_EQ(b.first, 4);
  EXPECT_EQ(b.count, 3);
  EXPECT_EQ(b.squeeze((3 << 7) | (5 << 4) | 9), (3 << 4) | 9);
  EXPECT_FALSE(dimBits({4, 6}, 0).has_value());
}

} // namespace
