//===- AlgebraTest.cpp - Guide C §3.5 examples and degenerate cases -------===//
//
// Part of tileiras. The checked examples of guide C §3.5, the seed's wrong
// examples (§3.6) pinned to their corrected values, and named degenerate
// and inadmissible cases.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"

#include <gtest/gtest.h>

using namespace tileiras::layout;

namespace {

Layout L(const char *Text) {
  Result<Layout> R = parseLayout(Text);
  EXPECT_TRUE(bool(R)) << Text << ": " << R.error();
  return R ? *R : Layout::leaf(1, 0);
}

Tiler T(const char *Text) {
  Result<Tiler> R = parseTiler(Text);
  EXPECT_TRUE(bool(R)) << Text << ": " << R.error();
  return R ? *R : Tiler::layout(Layout::leaf(1, 0));
}

std::string show(const Result<Layout> &R) {
  return R ? print(*R) : "error: " + R.error();
}

TEST(Coalesce, GuideExamples) {
  EXPECT_EQ(print(coalesce(L("(2,4):(1,2)"))), "8:1");
  // Seed erratum 5: (2,4):(4,1) does not coalesce.
  EXPECT_EQ(print(coalesce(L("(2,4):(4,1)"))), "(2,4):(4,1)");
  EXPECT_EQ(print(filter(L("(4,3):(1,0)"))), "4:1");
}

TEST(Coalesce, DegenerateCases) {
  EXPECT_EQ(print(coalesce(L("(1,1):(3,5)"))), "1:0");
  EXPECT_EQ(print(coalesce(L("((2,1),(1,4)):((1,7),(9,2))"))), "8:1");
  EXPECT_EQ(print(filter(L("(2,3):(0,0)"))), "1:0");
  EXPECT_EQ(print(filterZeros(L("(4,(3,2)):(1,(0,4))"))),
            "(4,(1,2)):(1,(0,4))");
  EXPECT_EQ(show(coalesce(L("((2,4),(3,1)):((1,2),(8,0))"),
                          *parseIntTuple("(0,0)"))),
            "(8,3):(1,8)");
  EXPECT_EQ(show(coalesce(L("(2,4):(1,2)"), *parseIntTuple("(0,0,0)"))),
            "error: coalesce: profile is not weakly congruent to the layout");
}

TEST(Composition, GuideExamples) {
  EXPECT_EQ(show(composition(L("8:2"), L("4:1"))), "4:2");
  EXPECT_EQ(show(composition(L("(4,2):(1,4)"), L("(2,2):(1,2)"))),
            "(2,2):(1,2)");
  EXPECT_EQ(show(composition(L("(6,2):(8,2)"), L("(4,3):(3,1)"))),
            "((2,2),3):((24,2),8)");
}

TEST(Composition, ResultTakesBsShape) {
  // Seed erratum 1: B applies first and the result has B's shape.
  EXPECT_EQ(show(composition(L("(4,2):(1,4)"), L("(2,2):(2,1)"))),
            "(2,2):(2,1)");
  EXPECT_EQ(show(composition(L("(4,4):(4,1)"), L("((2,2),2):((1,4),2)"))),
            "((2,2),2):((4,1),8)");
}

TEST(Composition, StrideZeroAndBasis) {
  EXPECT_EQ(show(composition(L("(4,2):(1,4)"), L("(3,2):(0,1)"))),
            "(3,2):(0,1)");
  EXPECT_EQ(show(composition(L("(4,8):(1@0,1@1)"), L("(2,4):(2,8)"))),
            "(2,4):(2@0,2@1)");
}

TEST(Composition, InadmissibleIsAnError) {
  EXPECT_EQ(show(composition(L("(4,8):(1,10)"), L("6:1"))),
            "error: composition: shape divisibility condition fails: shape 6 "
            "against mode of size 4 at stride 1");
  EXPECT_EQ(show(composition(L("(3,4):(1,10)"), L("2:2"))),
            "error: composition: stride divisibility condition fails: stride 2 "
            "against mode of size 3");
  // Non-injective B whose by-mode split would be wrong (A(2) = 10, not 2).
  EXPECT_EQ(show(composition(L("(2,2):(1,10)"), L("(2,2):(1,1)"))),
            "error: composition: modes of the right operand overlap inside a "
            "mode of size 2 of the left operand, so A o B is not a layout of "
            "B's shape");
  EXPECT_EQ(show(composition(L("8:1"), L("4:-1"))),
            "error: composition: the right operand needs non-negative "
            "strides, got -1");
}

TEST(Complement, GuideExamples) {
  // Seed erratum 2: complement(4:32, 256) is (32,2):(1,128), not 32:1.
  EXPECT_EQ(show(complement(L("4:32"), 256)), "(32,2):(1,128)");
  EXPECT_EQ(show(complement(L("4:32"), 128)), "32:1");
  EXPECT_EQ(show(complement(L("(2,2):(1,6)"), 24)), "(3,2):(2,12)");
}

TEST(Complement, DegenerateAndInadmissible) {
  EXPECT_EQ(show(complement(L("1:0"), 8)), "8:1");
  // Nothing to fill: a size-1 complement, printed as 1:0.
  EXPECT_EQ(show(complement(L("8:1"))), "1:0");
  EXPECT_EQ(show(complement(L("(2,2):(1,1)"), 8)),
            "error: complement: layout is not complement-admissible (stride 1 "
            "is not a multiple of 2; the layout is not injective or its modes "
            "interleave)");
  EXPECT_EQ(show(complement(L("4:1"), 0)),
            "error: complement: cosize bound 0 must be positive");
}

TEST(Inverse, RightAndLeft) {
  EXPECT_EQ(show(rightInverse(L("(4,2):(2,1)"))), "(2,4):(4,1)");
  EXPECT_EQ(show(rightInverse(L("(2,4):(0,1)"))), "4:2");
  EXPECT_EQ(show(rightInverse(L("4:2"))), "1:0");
  // (4:2, complement 2:1) = (4,2):(2,1), inverted: x -> x/2 on evens.
  EXPECT_EQ(show(leftInverse(L("4:2"))), "(2,4):(4,1)");
  EXPECT_EQ(show(leftInverse(L("(2,4):(0,1)"))),
            "error: left_inverse: layout is not injective (a mode of size 2 "
            "has stride 0)");
  EXPECT_EQ(show(leftInverse(L("(3,2):(2,3)"))),
            "error: left_inverse: needs an injective, complement-admissible "
            "layout; complement: layout is not complement-admissible (stride 3 "
            "is not a multiple of 6; the layout is not injective or its modes "
            "interleave)");
}

TEST(Divide, GuideExamples) {
  EXPECT_EQ(show(logicalDivide(L("128:1"), T("32:1"))), "(32,4):(1,32)");
  EXPECT_EQ(show(logicalDivide(L("(4,2,3):(2,1,8)"), T("4:2"))),
            "((2,2),(2,3)):((4,1),(2,8))");
  EXPECT_EQ(show(logicalDivide(L("(128,128):(1,128)"), T("(32:1,16:1)"))),
            "((32,4),(16,8)):((1,32),(128,2048))");
  EXPECT_EQ(show(zippedDivide(L("(128,128):(1,128)"), T("(64:1,64:1)"))),
            "((64,64),(2,2)):((1,128),(64,8192))");
  EXPECT_EQ(show(tiledDivide(L("(128,128):(1,128)"), T("(64:1,64:1)"))),
            "((64,64),2,2):((1,128),64,8192)");
  EXPECT_EQ(show(flatDivide(L("(128,128):(1,128)"), T("(64:1,64:1)"))),
            "(64,64,2,2):(1,128,64,8192)");
}

TEST(Divide, TileAndLayoutTilersDiffer) {
  // Seed erratum 9: a rank-2 Layout tiler divides the whole layout.
  EXPECT_EQ(show(logicalDivide(L("(4,4):(1,4)"), T("(2,2):(1,4)"))),
            "((2,2),(2,2)):((1,4),(2,8))");
  EXPECT_EQ(show(logicalDivide(L("(4,4):(1,4)"), T("(2:1,2:1)"))),
            "((2,2),(2,2)):((1,2),(4,8))");
}

TEST(Divide, NonDividingTilerIsAnError) {
  EXPECT_EQ(show(logicalDivide(L("128:1"), T("40:1"))),
            "error: failed to perform a valid division of 128:1 by 40:1: the "
            "tiler and its complement cover 160 elements, the layout has 128");
  EXPECT_EQ(show(logicalDivide(L("8:1"), T("(2:1,2:1)"))),
            "error: expects rank(tiler) <= rank(input), but got input=1 and "
            "tiler=2");
}

TEST(Product, GuideExamples) {
  EXPECT_EQ(show(logicalProduct(L("128:1"), T("4:1"))), "(128,4):(1,128)");
  // Seed erratum 4.
  EXPECT_EQ(show(logicalProduct(L("128:1"), T("4:32"))), "(128,4):(1,4096)");
  EXPECT_EQ(show(logicalProduct(L("(2,2):(1,2)"), T("3:1"))),
            "((2,2),3):((1,2),4)");
  EXPECT_EQ(show(blockedProduct(L("(2,5):(5,1)"), L("(3,4):(1,3)"))),
            "((2,3),(5,4)):((5,10),(1,30))");
  EXPECT_EQ(show(rakedProduct(L("(2,5):(5,1)"), L("(3,4):(1,3)"))),
            "((3,2),(4,5)):((10,5),(30,1))");
}

TEST(Product, RankPaddingAndInadmissibleBlock) {
  EXPECT_EQ(show(blockedProduct(L("4:1"), L("(2,3):(1,2)"))),
            "((4,2),(1,3)):((1,4),(0,8))");
  EXPECT_EQ(show(logicalProduct(L("(2,2):(1,1)"), T("2:1"))),
            "error: failed to form the product of (2,2):(1,1) and 2:1: "
            "complement: layout is not complement-admissible (stride 1 is not "
            "a multiple of 2; the layout is not injective or its modes "
            "interleave)");
}

TEST(Partition, LocalTileAndLocalPartition) {
  Result<OffsetLayout> Tile =
      localTile(L("(128,128):(1,128)"), T("(32:1,64:1)"), *parseIntTuple("(2,1)"));
  ASSERT_TRUE(bool(Tile)) << Tile.error();
  EXPECT_EQ(print(Tile->L), "(32,64):(1,128)");
  EXPECT_EQ(Tile->Off, 2 * 32 + 64 * 128);
  Result<OffsetLayout> Part =
      localPartition(L("(8,8):(1,8)"), L("(2,4):(4,1)"), 5);
  ASSERT_TRUE(bool(Part)) << Part.error();
  // Thread 5 of a row-major 2x4 thread layout sits at (1,1).
  EXPECT_EQ(print(Part->L), "(4,2):(2,32)");
  EXPECT_EQ(Part->Off, 1 + 8);
  EXPECT_FALSE(bool(localPartition(L("(8,8):(1,8)"), L("(2,4):(1,4)"), 0)));
}

} // namespace
