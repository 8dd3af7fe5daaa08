//===- LayoutTest.cpp - Parsing, printing and evaluation ------------------===//
//
// Part of tileiras. Named degenerate cases of the syntax and evaluator.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"

#include <gtest/gtest.h>

using namespace tileiras::layout;

namespace {

Layout parsed(const char *Text) {
  Result<Layout> L = parseLayout(Text);
  EXPECT_TRUE(bool(L)) << Text << ": " << L.error();
  return L ? *L : Layout::leaf(1, 0);
}

TEST(LayoutSyntax, RoundTripsNestedLayouts) {
  for (const char *Text :
       {"(4,2):(1,4)", "((2,2),4):((1,8),2)", "8:1", "(4,8):(1@0,1@1)",
        "((4,8),2):((1@0,16@1),1@2)", "(2,2):(1@0@1,2@1)", "(3,2):(-1,3)"}) {
    SCOPED_TRACE(Text);
    Result<Layout> L = parseLayout(Text);
    ASSERT_TRUE(bool(L)) << L.error();
    EXPECT_EQ(print(*L), Text);
  }
}

TEST(LayoutSyntax, BasisInShapePositionIsAnError) {
  Result<Layout> L = parseLayout("(1@0,1@1)");
  ASSERT_FALSE(bool(L));
  EXPECT_EQ(L.error(), "expected ',' or ')' at column 3 but found '@' in "
                       "'(1@0,1@1)'");
}

TEST(LayoutSyntax, StaticMarkersAndWhitespace) {
  EXPECT_EQ(print(parsed("( _4 , _2 ) : ( _1 , _4 )")), "(4,2):(1,4)");
}

TEST(LayoutSyntax, ShapeAloneIsColumnMajor) {
  EXPECT_EQ(print(parsed("(4,(2,3))")), "(4,(2,3)):(1,(4,8))");
}

TEST(LayoutSyntax, FractionalBasisCount) {
  EXPECT_EQ(print(parsed("(2,4):(4/2@0,1@1)")), "(2,4):(2@0,1@1)");
  Result<Layout> Bad = parseLayout("(2,4):(1/2@0,4@1)");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(Bad.error(), "stride 1/2 is not an integer");
}

TEST(LayoutSyntax, ComposedLayouts) {
  Result<ComposedLayout> C = parseComposedLayout("Sw<3,4,3> o (8,64):(64,1)");
  ASSERT_TRUE(bool(C)) << C.error();
  EXPECT_EQ(print(*C), "Sw<3,4,3> o 0 o (8,64):(64,1)");
  Result<ComposedLayout> D = parseComposedLayout("Sw<2,3,3> o 32 o 8:1");
  ASSERT_TRUE(bool(D)) << D.error();
  EXPECT_EQ(D->Off, 32);
  EXPECT_EQ(print(*D), "Sw<2,3,3> o 32 o 8:1");
}

TEST(LayoutSyntax, Errors) {
  struct Case {
    const char *Text, *Message;
  } Cases[] = {
      {"(4,2", "expected ',' or ')' at column 5 but found end of input in "
               "'(4,2'"},
      {"(4,2):(1,4))", "unexpected trailing layout text at column 12 in "
                       "'(4,2):(1,4))'"},
      {"(4,2):(1,(4,2))", "shape and stride are not congruent"},
      {"(4,0):(1,4)", "shape 0 is not positive in '(4,0):(1,4)'"},
      {"(?,2):(1,4)", "dynamic leaf '?' at column 2 is not supported by the "
                      "static layout library"},
      {"99999999999999999999:1", "integer too large at column 16"},
      {"(1048576,1048576,2):(1,1,1)", "layout size exceeds 2^40"},
      {"", "expected an integer at column 1 but found end of input in ''"},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(C.Text);
    Result<Layout> L = parseLayout(C.Text);
    ASSERT_FALSE(bool(L));
    EXPECT_EQ(L.error(), C.Message);
  }
  Result<ComposedLayout> Sw = parseComposedLayout("Sw<3,4,2> o 8:1");
  ASSERT_FALSE(bool(Sw));
  EXPECT_EQ(Sw.error(), "invalid swizzle Sw<3,4,2>: needs B >= 0, M >= 0, "
                        "|S| >= B and B+M+|S| <= 48");
}

TEST(LayoutSyntax, Tilers) {
  Result<Tiler> Tile = parseTiler("(32:1,16:1)");
  ASSERT_TRUE(bool(Tile));
  EXPECT_TRUE(Tile->IsTile);
  EXPECT_EQ(Tile->Modes.size(), 2u);
  Result<Tiler> Shape = parseTiler("(32,16)");
  ASSERT_TRUE(bool(Shape));
  EXPECT_TRUE(Shape->IsTile);
  Result<Tiler> Whole = parseTiler("(4,2):(1,4)");
  ASSERT_TRUE(bool(Whole));
  EXPECT_FALSE(Whole->IsTile);
}

TEST(LayoutEval, ColexicographicWithUnboundedLastMode) {
  Layout L = parsed("((2,2),4):((1,8),2)");
  EXPECT_EQ(evaluateInt(L, 0), 0);
  EXPECT_EQ(evaluateInt(L, 1), 1);
  EXPECT_EQ(evaluateInt(L, 2), 8);
  EXPECT_EQ(evaluateInt(L, 4), 2);
  // Beyond size: the last mode keeps counting.
  EXPECT_EQ(evaluateInt(parsed("(4,2):(1,4)"), 12), 12);
  EXPECT_EQ(print(indexToCoord(L, 7)), "((1,1),1)");
}

TEST(LayoutEval, BasisStridesGiveCoordinates) {
  Layout L = parsed("(4,8):(1@0,1@1)");
  EXPECT_EQ(print(evaluate(L, 0)), "0");
  EXPECT_EQ(print(evaluate(L, 1)), "(1)");
  EXPECT_EQ(print(evaluate(L, 4 * 3 + 2)), "(2,3)");
  EXPECT_EQ(print(evaluate(parsed("2:2@1@1"), 1)), "(0,(0,2))");
}

TEST(LayoutEval, WeaklyCongruentCoordinates) {
  Layout L = parsed("(4,(2,3)):(1,(4,8))");
  Result<IntTuple> C = parseIntTuple("(3,5)");
  ASSERT_TRUE(bool(C));
  Result<Offset> V = evaluateCoord(L, *C);
  ASSERT_TRUE(bool(V));
  EXPECT_EQ(V->Int, 3 + 4 * 1 + 8 * 2);
  Result<Offset> Out = evaluateCoord(L, *parseIntTuple("(4,0)"));
  ASSERT_FALSE(bool(Out));
  EXPECT_EQ(Out.error(), "coordinate 4 is out of range for a mode of size 4");
}

TEST(Swizzle, CanonicalSw128Bytes) {
  Swizzle Sw{3, 4, 3};
  EXPECT_EQ(Sw.apply(0x080), 0x090);
  EXPECT_EQ(Sw.apply(0x100), 0x120);
  EXPECT_EQ(Sw.apply(0x380), 0x3F0);
  EXPECT_EQ(Sw.apply(0x3F0), 0x380);
  for (int64_t X = 0; X < 0x80; X += 0x10)
    EXPECT_EQ(Sw.apply(X), X);
}

TEST(Swizzle, NegativeShiftMovesLowBitsUp) {
  Swizzle Sw{2, 0, -3};
  EXPECT_TRUE(Sw.isValid());
  EXPECT_EQ(Sw.apply(0b00001), 0b01001);
  EXPECT_EQ(Sw.apply(Sw.apply(0b10110)), 0b10110);
}

} // namespace
