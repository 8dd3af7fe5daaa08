//===- AlgebraProps.cpp - Laws L1-L10 and the queries ---------------------===//
//
// Part of tileiras. coalesce, filter, composition, complement and the
// inverses against the brute-force oracle (guide C §3.4, L1-L10).
//
//===----------------------------------------------------------------------===//

#include "Generators.h"
#include "Props.h"

#include <set>

using namespace tileiras::proptest;

void tileiras::proptest::addAlgebraProps(std::vector<Property> &Props) {
  Props.push_back({"Q size/cosize/rank/depth match the oracle", [] {
    L::Layout A = *genLayout();
    O::Node N = toOracle(A);
    RC_ASSERT(L::size(A) == O::size(N));
    RC_ASSERT(*L::cosize(A) == O::cosize(N));
    RC_ASSERT(long(L::rank(A)) == O::rank(N));
    for (int64_t I = 0; I < L::size(A); ++I)
      RC_ASSERT(L::evaluateInt(A, I) == O::at(N, I));
  }});

  Props.push_back({"L1 coalesce keeps the function, is maximal and idempotent",
                   [] {
    L::Layout A = *genLayout();
    L::Layout C = L::coalesce(A);
    ORACLE_OK(O::checkCoalesce(toOracle(A), toOracle(C)));
    RC_ASSERT(L::depth(C) <= 1u);
    RC_ASSERT(L::coalesce(C) == C);
  }});

  Props.push_back({"L1 coalesce by profile keeps rank and function", [] {
    L::Layout A = *genLayout();
    L::IntTuple Profile = L::shapeOf(A);
    if (!A.IsLeaf)
      for (L::IntTuple &E : Profile.Elems)
        E = L::IntTuple::leaf(0); // Coalesce each top-level mode.
    L::Result<L::Layout> C = L::coalesce(A, Profile);
    RC_ASSERT(bool(C));
    RC_ASSERT(L::rank(*C) == L::rank(A));
    for (unsigned K = 0; K < L::rank(A); ++K)
      ORACLE_OK(O::checkCoalesce(toOracle(L::mode(A, K)),
                                 toOracle(L::mode(*C, K))));
  }});

  Props.push_back({"L2 filter keeps the image and drops stride-0 modes", [] {
    L::Layout A = *genLayout();
    ORACLE_OK(O::checkFilter(toOracle(A), toOracle(L::filter(A))));
    L::Layout Z = L::filterZeros(A);
    RC_ASSERT(L::rank(Z) == L::rank(A) && L::depth(Z) == L::depth(A));
    O::Node NA = toOracle(A), NZ = toOracle(Z);
    std::set<long> ImA, ImZ;
    for (long I = 0; I < O::size(NA); ++I)
      ImA.insert(O::at(NA, I));
    for (long I = 0; I < O::size(NZ); ++I)
      ImZ.insert(O::at(NZ, I));
    RC_ASSERT(ImA == ImZ);
  }});

  Props.push_back({"L3 composition with injective B equals A(B(i))", [] {
    L::Layout A = *genLayout(), B = *genInjective(false, 64);
    L::Result<L::Layout> R = L::composition(A, B);
    RC_CLASSIFY(!R, "inadmissible");
    if (R)
      ORACLE_OK(O::checkComposition(toOracle(A), toOracle(B), toOracle(*R)));
  }});

  Props.push_back({"L3 composition never returns a wrong layout (any B)", [] {
    L::Layout A = *genLayout(), B = *genLayout(64);
    L::Result<L::Layout> R = L::composition(A, B);
    RC_CLASSIFY(!R, "inadmissible");
    if (R)
      ORACLE_OK(O::checkComposition(toOracle(A), toOracle(B), toOracle(*R)));
  }});

  Props.push_back({"L4 composition is associative in domain", [] {
    L::Layout A = *genInjective(false, 256);
    L::Layout B = *genInjective(true, L::size(A));
    L::Layout C = *genInjective(true, L::size(B));
    bool InDomain =
        *L::cosize(C) <= L::size(B) && *L::cosize(B) <= L::size(A);
    L::Result<L::Layout> AB = L::composition(A, B), BC = L::composition(B, C);
    RC_CLASSIFY(!InDomain, "out of domain");
    if (!InDomain || !AB || !BC)
      return;
    L::Result<L::Layout> Left = L::composition(*AB, C);
    L::Result<L::Layout> Right = L::composition(A, *BC);
    RC_CLASSIFY(!Left || !Right, "inadmissible");
    if (Left && Right)
      RC_ASSERT(O::sameFunction(toOracle(*Left), toOracle(*Right)));
  }});

  Props.push_back({"L5 identity layouts are neutral for composition", [] {
    L::Layout A = *genLayout(), B = *genInjective();
    L::Result<L::Layout> Right =
        L::composition(A, L::Layout::leaf(L::size(A), 1));
    RC_ASSERT(bool(Right));
    RC_ASSERT(O::sameFunction(toOracle(*Right), toOracle(A)));
    L::Result<L::Layout> Left =
        L::composition(L::Layout::leaf(*L::cosize(B), 1), B);
    RC_ASSERT(bool(Left));
    RC_ASSERT(O::sameFunction(toOracle(*Left), toOracle(B)));
  }});

  Props.push_back({"L6 composition distributes over B's modes", [] {
    L::Layout A = *genLayout();
    L::Layout B0 = *genInjective(false, 16), B1 = *genInjective(false, 16);
    L::Result<L::Layout> Whole =
        L::composition(A, L::Layout::tuple({B0, B1}));
    L::Result<L::Layout> R0 = L::composition(A, B0), R1 = L::composition(A, B1);
    RC_ASSERT(bool(R0) || !Whole);
    RC_ASSERT(bool(R1) || !Whole);
    RC_CLASSIFY(!Whole, "inadmissible");
    if (!Whole)
      return;
    RC_ASSERT(O::sameFunction(toOracle(L::mode(*Whole, 0)), toOracle(*R0)));
    RC_ASSERT(O::sameFunction(toOracle(L::mode(*Whole, 1)), toOracle(*R1)));
  }});

  Props.push_back({"L7 complement completes A to a bijection", [] {
    L::Layout A = *genInjective();
    int64_t M = *rc::gen::inRange<int64_t>(1, 1024);
    if (*rc::gen::arbitrary<bool>())
      M = *L::cosize(A) * *rc::gen::inRange<int64_t>(1, 5);
    L::Result<L::Layout> C = L::complement(A, M);
    RC_ASSERT(bool(C));
    ORACLE_OK(O::checkComplement(toOracle(A), M, toOracle(*C)));
  }});

  Props.push_back({"L7 complement rejects exactly the inadmissible layouts",
                   [] {
    L::Layout A = *genLayout(64);
    int64_t M = *rc::gen::inRange<int64_t>(1, 512);
    L::Result<L::Layout> C = L::complement(A, M);
    std::optional<O::Node> Ref = O::complementRef(toOracle(A), M);
    RC_CLASSIFY(!C, "inadmissible");
    RC_ASSERT(bool(C) == Ref.has_value());
    if (C)
      ORACLE_OK(O::checkComplement(toOracle(A), M, toOracle(*C)));
  }});

  Props.push_back({"L8 A and complement(A) share only offset 0", [] {
    L::Layout A = *genInjective();
    L::Result<L::Layout> C = L::complement(A, *L::cosize(A) * 2);
    RC_ASSERT(bool(C));
    O::Node NA = toOracle(A), NC = toOracle(*C);
    for (long I = 0; I < O::size(NA); ++I)
      for (long J = 0; J < O::size(NC); ++J)
        RC_ASSERT(O::at(NA, I) != O::at(NC, J) || O::at(NA, I) == 0);
  }});

  Props.push_back({"L9 right_inverse: L(R(i)) == i", [] {
    L::Layout A = *rc::gen::oneOf(genLayout(), genInjective(true));
    L::Result<L::Layout> R = L::rightInverse(A);
    RC_ASSERT(bool(R));
    ORACLE_OK(O::checkRightInverse(toOracle(A), toOracle(*R)));
  }});

  Props.push_back({"L10 left_inverse: R(L(i)) == i, errors if not injective",
                   [] {
    L::Layout A = *rc::gen::oneOf(genLayout(64), genInjective());
    L::Result<L::Layout> R = L::leftInverse(A);
    O::Node N = toOracle(A);
    RC_CLASSIFY(!R, "rejected");
    if (!R) {
      // Only rejected when truly non-injective or not admissible.
      RC_ASSERT(!O::injective(N) || !O::complementRef(N, 1));
      return;
    }
    RC_ASSERT(O::injective(N));
    ORACLE_OK(O::checkLeftInverse(N, toOracle(*R)));
  }});
}
