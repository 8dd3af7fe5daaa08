//===- SimtLayoutsTest.cpp - anchored and derived layouts -----------------===//
//
// By enumeration over (thread, slot): the blocked, reduce, slice and
// permuted layouts own every element of their tile exactly once; a slice
// puts in each (t, v) the operand's element with the dropped dimensions
// removed (so a reduce result sits where its inputs were), and a permuted
// layout keeps every element in its thread and slot.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {

int64_t count(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t e : shape)
    n *= e;
  return n;
}

SmallVector<int64_t> coords(int64_t index, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> c(shape.size());
  for (int64_t i = int64_t(shape.size()) - 1; i >= 0; --i) {
    c[i] = index % shape[i];
    index /= shape[i];
  }
  return c;
}

int64_t linear(ArrayRef<int64_t> c, ArrayRef<int64_t> shape) {
  int64_t index = 0;
  for (auto [x, e] : llvm::zip(c, shape))
    index = index * e + x;
  return index;
}

void expectOwnedOnce(SimtLayoutAttr layout, int64_t n) {
  ASSERT_TRUE(layout);
  SimtMap map = layout.getMap();
  std::vector<int> owners(n, 0);
  for (int64_t t = 0; t < map.threads; ++t)
    for (int64_t v = 0; v < map.slots; ++v) {
      int64_t e = map.elementOf(t, v);
      ASSERT_TRUE(e >= 0 && e < n) << layout.getLayout().getText().str();
      owners[e] += map.owns(t, v);
    }
  for (int64_t e = 0; e < n; ++e)
    EXPECT_EQ(owners[e], 1) << layout.getLayout().getText().str() << " @" << e;
}

const SmallVector<SmallVector<int64_t>> kShapes = {
    {16, 128}, {64, 64}, {1, 512}, {4, 16}, {8, 4, 32}, {256}, {2, 2}};

TEST(SimtLayouts, BlockedHasTheCoalescedForm) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  auto text = [&](ArrayRef<int64_t> shape, int64_t bytes) {
    return getBlockedSimtLayout(&context, 128, shape, bytes)
        .getLayout()
        .getText()
        .str();
  };
  EXPECT_EQ(text({16, 64}, 2), "(128,(8,1)):(8,(1,1024))");
  EXPECT_EQ(text({32, 64}, 4), "(128,(4,4)):(4,(1,512))");
  EXPECT_EQ(text({64, 2}, 4), "(128,(1,1)):(1,(1,128))");
  EXPECT_EQ(text({256, 4}, 4), "(128,(4,2)):(4,(1,512))");
  EXPECT_EQ(text({4, 16}, 4), "((64,2),1):((1,0),0)"); // N < T: canonical
}

TEST(SimtLayouts, SlicesOwnOnceAndKeepTheOperandsSlots) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  for (int64_t threads : {32, 128, 256})
    for (ArrayRef<int64_t> shape : kShapes)
      for (int64_t dim = 0; dim < int64_t(shape.size()); ++dim) {
        SmallVector<int64_t> out(shape);
        out[dim] = 1;
        for (SimtLayoutAttr operand :
             {getBlockedSimtLayout(&context, threads, shape, 4),
              getReduceSimtLayout(&context, threads, shape, dim)}) {
          expectOwnedOnce(operand, count(shape));
          SimtLayoutAttr slice = sliceSimtLayout(operand, shape, {dim});
          ASSERT_TRUE(slice);
          expectOwnedOnce(slice, count(out));
          SimtMap from = operand.getMap(), to = slice.getMap();
          ASSERT_EQ(from.slots, to.slots);
          for (int64_t t = 0; t < threads; ++t)
            for (int64_t v = 0; v < from.slots; ++v) {
              SmallVector<int64_t> c = coords(from.elementOf(t, v), shape);
              c[dim] = 0;
              EXPECT_EQ(to.elementOf(t, v), linear(c, out));
            }
        }
      }
}

TEST(SimtLayouts, PermutedLayoutsRename) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  SmallVector<int64_t> shape{8, 4, 32};
  SmallVector<int32_t> perm{2, 0, 1};
  SmallVector<int64_t> out{32, 8, 4};
  SimtLayoutAttr layout = getBlockedSimtLayout(&context, 128, shape, 4);
  SimtLayoutAttr permuted = permuteSimtLayout(layout, shape, perm);
  expectOwnedOnce(permuted, count(out));
  SimtMap from = layout.getMap(), to = permuted.getMap();
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t v = 0; v < from.slots; ++v) {
      SmallVector<int64_t> c = coords(from.elementOf(t, v), shape), r;
      for (int32_t p : perm)
        r.push_back(c[p]);
      EXPECT_EQ(to.elementOf(t, v), linear(r, out));
    }
}

TEST(SimtLayouts, ReduceLayoutsStayInWarpsWhenTheShapeAllows) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  // 64 columns of 64 rows: 32 rows per thread, 2 lanes; no warp crossing.
  SimtLayoutAttr reduce = getReduceSimtLayout(&context, 128, {64, 64}, 0);
  EXPECT_FALSE(reducesAcrossWarps(reduce, {64, 64}, 0));
  // The coalesced layout spreads the rows over the warps.
  SimtLayoutAttr blocked = getBlockedSimtLayout(&context, 128, {64, 64}, 4);
  EXPECT_TRUE(reducesAcrossWarps(blocked, {64, 64}, 0));
  EXPECT_FALSE(reducesAcrossWarps(blocked, {64, 64}, 1));
  // One row of 512 cannot stay in a warp whatever the layout.
  EXPECT_TRUE(reducesAcrossWarps(
      getReduceSimtLayout(&context, 128, {1, 512}, 1), {1, 512}, 1));
  EXPECT_TRUE(sameSimtDistribution(reduce, reduce));
  EXPECT_FALSE(sameSimtDistribution(reduce, blocked));
}

} // namespace
