//===- SimtLayoutTest.cpp - #nv_tileas.simt ownership ---------------------===//
//
// Oracles for the thread layouts, by enumeration: every element of a
// canonical layout has exactly one owner, and the verifier's closed-form
// bijection test agrees with counting owners on every small layout.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Layout/Syntax.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <random>

using namespace mlir;
using namespace mlir::nv_tileas;
namespace lay = tileiras::layout;

namespace {

/// How many (t, v) own each element, or nullopt when some owner's index is
/// outside [0, N).
std::optional<std::vector<int>> ownerCounts(const SimtMap &map, int64_t n) {
  std::vector<int> owners(n, 0);
  for (int64_t t = 0; t < map.threads; ++t)
    for (int64_t v = 0; v < map.slots; ++v) {
      int64_t e = map.elementOf(t, v);
      if (e < 0 || e >= n)
        return std::nullopt;
      if (map.owns(t, v))
        ++owners[e];
    }
  return owners;
}

bool ownedExactlyOnce(const SimtMap &map, int64_t n) {
  auto owners = ownerCounts(map, n);
  return owners && llvm::all_of(*owners, [](int c) { return c == 1; });
}

TEST(SimtLayout, CanonicalLayoutsOwnEveryElementOnce) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  for (int64_t threads : {32, 64, 128, 256, 1024})
    for (int64_t n = 1; n <= (int64_t(1) << 14); n *= 2) {
      SimtLayoutAttr attr = getCanonicalSimtLayout(&context, threads, n);
      ASSERT_TRUE(attr) << n << " elements, " << threads << " threads";
      SimtMap map = attr.getMap();
      EXPECT_EQ(map.threads, threads);
      EXPECT_EQ(map.elements, n);
      EXPECT_EQ(map.slots, std::max<int64_t>(1, n / threads));
      EXPECT_TRUE(ownedExactlyOnce(map, n))
          << attr.getLayout().getText().str();
      // Every slot holds a valid element, owned or not.
      for (int64_t t = 0; t < threads; ++t)
        for (int64_t v = 0; v < map.slots; ++v) {
          int64_t e = map.elementOf(t, v);
          ASSERT_TRUE(e >= 0 && e < n);
          // The formula the lowering used before layouts were explicit.
          EXPECT_EQ(e, (t + threads * v) % n);
          EXPECT_EQ(map.owns(t, v), t + threads * v < n);
        }
    }
}

TEST(SimtLayout, NoCanonicalLayout) {
  for (int64_t n : {0, 3, 100, 192, 200})
    EXPECT_FALSE(canonicalLayout(128, n).ok()) << n;
  EXPECT_EQ(canonicalLayout(128, 100).error(),
            "tile of 100 elements has no thread layout for 128 threads");
}

/// The verifier's verdict on (threads, text); diagnostics are swallowed.
bool verifies(MLIRContext &context, int64_t threads, const std::string &text) {
  auto layout = lay::parseLayout(text);
  if (!layout)
    return false;
  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) {
    return success();
  });
  auto attr = SimtLayoutAttr::getChecked(
      [&] { return emitError(UnknownLoc::get(&context)); }, &context, threads,
      cute::LayoutAttr::get(&context, *layout));
  return bool(attr);
}

// Random rank-2 layouts with small shapes and strides in [0, 8]: the
// closed-form check must accept exactly those whose owners cover [0, M)
// once each (M = product of the non-zero-stride shapes).
TEST(SimtLayout, VerifierMatchesEnumeration) {
  MLIRContext context;
  context.loadDialect<TileASDialect>();
  std::mt19937 rng(1234);
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int accepted = 0, rejected = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    auto mode = [&] {
      int leaves = pick(1, 2);
      std::string shape = leaves == 1 ? "" : "(", stride = shape;
      for (int i = 0; i < leaves; ++i) {
        if (i) {
          shape += ",";
          stride += ",";
        }
        shape += std::to_string(pick(1, 4));
        // Favour the strides that make valid layouts.
        int d = pick(0, 3) == 0 ? pick(0, 8) : (1 << pick(0, 3));
        stride += std::to_string(pick(0, 4) == 0 ? 0 : d);
      }
      if (leaves > 1) {
        shape += ")";
        stride += ")";
      }
      return std::make_pair(shape, stride);
    };
    auto [ts, td] = mode();
    auto [vs, vd] = mode();
    std::string text = "(" + ts + "," + vs + "):(" + td + "," + vd + ")";
    auto layout = lay::parseLayout(text);
    ASSERT_TRUE(layout.ok()) << text;
    SimtMap map = SimtMap::get(*layout);
    bool expected = ownedExactlyOnce(map, map.elements);
    EXPECT_EQ(verifies(context, map.threads, text), expected) << text;
    (expected ? accepted : rejected) += 1;
  }
  // The generator must exercise both answers.
  EXPECT_GT(accepted, 100);
  EXPECT_GT(rejected, 100);
}

TEST(SimtLayout, OwnershipFollowsStrideZeroLeaves) {
  // Value-mode replication: slots 2, 3 repeat 0, 1 and do not own.
  SimtMap map = SimtMap::get(*lay::parseLayout("(32,(2,2)):(1,(0,32))"));
  EXPECT_EQ(map.elements, 64);
  EXPECT_TRUE(map.owns(5, 0));
  EXPECT_FALSE(map.owns(5, 1));
  EXPECT_TRUE(map.owns(5, 2));
  EXPECT_EQ(map.elementOf(5, 1), map.elementOf(5, 0));
  EXPECT_TRUE(ownedExactlyOnce(map, 64));
  // A replicated thread leaf in the middle: threads 2-3 of each 4 repeat.
  SimtMap mid = SimtMap::get(*lay::parseLayout("((2,2,8),1):((1,0,2),0)"));
  EXPECT_TRUE(mid.owns(1, 0));
  EXPECT_FALSE(mid.owns(2, 0));
  EXPECT_TRUE(mid.owns(4, 0));
  EXPECT_EQ(mid.elementOf(6, 0), mid.elementOf(4, 0));
  EXPECT_TRUE(ownedExactlyOnce(mid, 16));
}

} // namespace
