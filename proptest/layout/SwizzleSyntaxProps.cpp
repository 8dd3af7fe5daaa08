//===- SwizzleSyntaxProps.cpp - Laws L15-L17, L20 -------------------------===//
//
// Part of tileiras. Swizzles and composed layouts against the oracle's
// bit-by-bit swizzle, coordinate round trips, and text round trips.
//
//===----------------------------------------------------------------------===//

#include "Generators.h"
#include "Props.h"

#include <set>

using namespace tileiras::proptest;

namespace {

rc::Gen<L::Swizzle> genSwizzle() {
  return rc::gen::exec([] {
    L::Swizzle Sw;
    Sw.B = *rc::gen::inRange(0, 4);
    Sw.M = *rc::gen::inRange(0, 5);
    int Mag = *rc::gen::inRange(std::max(Sw.B, 1), 6);
    Sw.S = *rc::gen::arbitrary<bool>() ? Mag : -Mag;
    return Sw;
  });
}

/// A layout with basis strides (v@i), as in identity and TMA layouts.
rc::Gen<L::Layout> genBasisLayout() {
  return rc::gen::exec([] {
    std::vector<L::Layout> Leaves;
    size_t N = *rc::gen::inRange<size_t>(1, 4);
    for (size_t K = 0; K < N; ++K) {
      std::vector<unsigned> Path{*rc::gen::inRange<unsigned>(0, 3)};
      if (*rc::gen::inRange(0, 4) == 0)
        Path.push_back(*rc::gen::inRange<unsigned>(0, 2));
      Leaves.push_back(L::Layout::leaf(
          *rc::gen::element<int64_t>(1, 2, 4),
          L::Stride::basis(*rc::gen::element<int64_t>(1, 2, 16), Path)));
    }
    return nestLeaves(Leaves);
  });
}

} // namespace

void tileiras::proptest::addSwizzleSyntaxProps(std::vector<Property> &Props) {
  Props.push_back({"L15 swizzle is an involution and a bijection", [] {
    L::Swizzle Sw = *genSwizzle();
    RC_ASSERT(Sw.isValid());
    int Bits = Sw.B + Sw.M + std::abs(Sw.S);
    int64_t Span = int64_t(1) << Bits;
    int Low = Sw.M + (Sw.S < 0 ? -Sw.S : 0);
    int64_t Zzz = ((int64_t(1) << Sw.B) - 1) << Low;
    std::set<int64_t> Seen;
    for (int64_t X = 0; X < Span; ++X) {
      int64_t Y = Sw.apply(X);
      RC_ASSERT(Y == O::swizzleRef(Sw.B, Sw.M, Sw.S, X));
      RC_ASSERT(Sw.apply(Y) == X);
      RC_ASSERT((Y & ~Zzz) == (X & ~Zzz));
      Seen.insert(Y);
    }
    RC_ASSERT(int64_t(Seen.size()) == Span && *Seen.rbegin() == Span - 1);
  }});

  Props.push_back({"L15 swizzle commutes with offsets beyond its bits", [] {
    L::Swizzle Sw = *genSwizzle();
    int Bits = Sw.B + Sw.M + std::abs(Sw.S);
    int64_t K = *rc::gen::inRange<int64_t>(0, 8) << Bits;
    for (int64_t X = 0; X < (int64_t(1) << (Bits + 1)); ++X)
      RC_ASSERT(Sw.apply(X + K) == Sw.apply(X) + K);
  }});

  Props.push_back({"L16 composed layout: Sw(off + L(i)), size of L", [] {
    L::ComposedLayout C;
    C.HasSwizzle = true;
    C.Sw = *genSwizzle();
    C.Off = *rc::gen::inRange<int64_t>(0, 64);
    C.L = *genLayout();
    O::Node N = toOracle(C.L);
    for (int64_t I = 0; I < L::size(C.L); ++I)
      RC_ASSERT(L::evaluate(C, I) ==
                O::swizzleRef(C.Sw.B, C.Sw.M, C.Sw.S, C.Off + O::at(N, I)));
    L::Layout B = *genInjective(true, L::size(C.L));
    L::Result<L::ComposedLayout> R = L::composition(C, B);
    RC_CLASSIFY(!R, "inadmissible");
    if (!R)
      return;
    RC_ASSERT(L::size(R->L) == L::size(B));
    for (int64_t I = 0; I < L::size(B); ++I)
      RC_ASSERT(L::evaluate(*R, I) ==
                O::swizzleRef(C.Sw.B, C.Sw.M, C.Sw.S,
                              C.Off + O::composeAt(N, L::evaluateInt(B, I))));
  }});

  Props.push_back({"L17 crd2idx(idx2crd(i)) == L(i)", [] {
    L::Layout A = *rc::gen::oneOf(genLayout(), genBasisLayout());
    for (int64_t I = 0; I < L::size(A); ++I) {
      L::IntTuple Crd = L::indexToCoord(A, I);
      L::Result<L::Offset> V = L::evaluateCoord(A, Crd);
      RC_ASSERT(bool(V));
      RC_ASSERT(*V == L::evaluate(A, I));
      // The integer index is also a valid (weakly congruent) coordinate.
      RC_ASSERT(*L::evaluateCoord(A, L::IntTuple::leaf(I)) == *V);
    }
  }});

  Props.push_back({"L20 print/parse round trip (integer, basis, composed)",
                   [] {
    L::Layout A = *rc::gen::oneOf(genLayout(), genBasisLayout());
    L::Result<L::Layout> Back = L::parseLayout(L::print(A));
    RC_ASSERT(bool(Back));
    RC_ASSERT(*Back == A);
    L::ComposedLayout C{true, *genSwizzle(), *rc::gen::inRange<int64_t>(0, 99),
                        *genLayout()};
    L::Result<L::ComposedLayout> CB = L::parseComposedLayout(L::print(C));
    RC_ASSERT(bool(CB));
    RC_ASSERT(CB->Sw == C.Sw && CB->Off == C.Off && CB->L == C.L);
  }});

  Props.push_back({"L20 malformed text is an error, never a layout", [] {
    std::string Text = L::print(*genLayout());
    size_t Pos = *rc::gen::inRange<size_t>(0, Text.size());
    std::string Bad = Text;
    switch (*rc::gen::inRange(0, 3)) {
    case 0:
      Bad.erase(Pos, 1);
      break;
    case 1:
      Bad.insert(Pos, 1, *rc::gen::element('(', ')', ',', ':', 'x', '@'));
      break;
    default:
      Bad = Text.substr(0, Pos);
    }
    L::Result<L::Layout> R = L::parseLayout(Bad);
    // Whatever parses must print back to the text it came from (modulo
    // shape-only input, which gets default strides).
    if (R && Bad.find(':') != std::string::npos)
      RC_ASSERT(L::print(*R) == Bad);
    if (!R)
      RC_ASSERT(!R.error().empty());
  }});
}
