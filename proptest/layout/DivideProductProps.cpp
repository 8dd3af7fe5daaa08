//===- DivideProductProps.cpp - Laws L11-L14, L18, L19 --------------------===//
//
// Part of tileiras. Divides, products and partitions against the oracle's
// definitions in terms of composition and complement.
//
//===----------------------------------------------------------------------===//

#include "Generators.h"
#include "Props.h"

#include <map>
#include <set>

using namespace tileiras::proptest;

namespace {

/// A layout and a tiler. Half the tilers are built to divide: for a mode
/// of size N, T = (t0,t1):(1,t0*g) with t0 * g * t1 dividing N, so that T
/// and its complement tile the mode exactly; the rest are arbitrary.
struct DivideCase {
  L::Layout A;
  L::Tiler T;
};

std::vector<int64_t> divisors(int64_t N) {
  std::vector<int64_t> Out;
  for (int64_t D = 1; D <= N; ++D)
    if (N % D == 0)
      Out.push_back(D);
  return Out;
}

L::Layout genTilerFor(int64_t N) {
  if (*rc::gen::arbitrary<bool>())
    return *genInjective(false, 16);
  int64_t T0 = *rc::gen::elementOf(divisors(N));
  int64_t G = *rc::gen::elementOf(divisors(N / T0));
  int64_t T1 = *rc::gen::elementOf(divisors(N / T0 / G));
  std::vector<L::Layout> Modes{L::Layout::leaf(T0, 1),
                               L::Layout::leaf(T1, T0 * G)};
  if (*rc::gen::arbitrary<bool>())
    std::swap(Modes[0], Modes[1]);
  return T1 == 1 ? Modes[Modes[0].Shape == T0 ? 0 : 1]
                 : L::Layout::tuple(Modes);
}

rc::Gen<DivideCase> genDivideCase(bool PerMode) {
  return rc::gen::exec([PerMode] {
    L::Layout A = *rc::gen::oneOf(genInjective(true), genInjective(false),
                                  genLayout());
    if (!PerMode)
      return DivideCase{A, L::Tiler::layout(genTilerFor(L::size(A)))};
    unsigned N = *rc::gen::inRange<unsigned>(1, L::rank(A) + 1);
    std::vector<L::Layout> Modes;
    for (unsigned K = 0; K < N; ++K)
      Modes.push_back(genTilerFor(L::size(L::mode(A, K))));
    return DivideCase{A, L::Tiler::tile(Modes)};
  });
}

using TilerOp = L::Result<L::Layout> (*)(const L::Layout &, const L::Tiler &);

void checkDivideKind(TilerOp Op, const char *Kind) {
  DivideCase C = *genDivideCase(*rc::gen::arbitrary<bool>());
  L::Result<L::Layout> R = Op(C.A, C.T);
  RC_LOG() << Kind << "_divide " << L::print(C.A) << " " << L::print(C.T)
           << " = " << (R ? L::print(*R) : R.error()) << "\n";
  RC_CLASSIFY(!R, "inadmissible");
  if (R)
    ORACLE_OK(O::checkDivide(toOracle(C.A), toOracle(C.T), toOracle(*R), Kind));
}

void checkProductKind(TilerOp Op, const char *Kind) {
  L::Layout A = *genInjective(false, 32);
  L::Tiler T = L::Tiler::layout(*genInjective(false, 16));
  if (*rc::gen::arbitrary<bool>()) {
    unsigned N = *rc::gen::inRange<unsigned>(1, L::rank(A) + 1);
    std::vector<L::Layout> Modes;
    for (unsigned K = 0; K < N; ++K)
      Modes.push_back(*genInjective(false, 4));
    T = L::Tiler::tile(Modes);
  }
  L::Result<L::Layout> R = Op(A, T);
  RC_LOG() << Kind << "_product " << L::print(A) << " " << L::print(T)
           << " = " << (R ? L::print(*R) : R.error()) << "\n";
  RC_CLASSIFY(!R, "inadmissible");
  if (R)
    ORACLE_OK(O::checkProduct(toOracle(A), toOracle(T), toOracle(*R), Kind));
}

std::multiset<long> image(const L::Layout &Lay, int64_t Off = 0) {
  std::multiset<long> Out;
  for (int64_t I = 0; I < L::size(Lay); ++I)
    Out.insert(Off + L::evaluateInt(Lay, I));
  return Out;
}

} // namespace

void tileiras::proptest::addDivideProductProps(std::vector<Property> &Props) {
  Props.push_back({"L11 logical_divide = A o (T, complement(T, size A))", [] {
    checkDivideKind(L::logicalDivide, "logical");
  }});

  Props.push_back({"L11 logical_divide keeps size and image", [] {
    DivideCase C = *genDivideCase(false);
    L::Result<L::Layout> R = L::logicalDivide(C.A, C.T);
    RC_CLASSIFY(!R, "inadmissible");
    if (!R)
      return;
    RC_ASSERT(L::size(*R) == L::size(C.A));
    std::multiset<long> IA = image(C.A), IR = image(*R);
    RC_ASSERT(std::set<long>(IA.begin(), IA.end()) ==
              std::set<long>(IR.begin(), IR.end()));
  }});

  Props.push_back({"L11 divide by a non-dividing tiler is an error", [] {
    int64_t N = *rc::gen::element<int64_t>(8, 16, 64, 128);
    int64_t T = *rc::gen::inRange<int64_t>(2, N);
    L::Result<L::Layout> R =
        L::logicalDivide(L::Layout::leaf(N, 1),
                         L::Tiler::layout(L::Layout::leaf(T, 1)));
    RC_ASSERT(bool(R) == (N % T == 0));
  }});

  Props.push_back({"L12 zipped_divide regroups logical_divide", [] {
    checkDivideKind(L::zippedDivide, "zipped");
  }});
  Props.push_back({"L12 tiled_divide regroups logical_divide", [] {
    checkDivideKind(L::tiledDivide, "tiled");
  }});
  Props.push_back({"L12 flat_divide regroups logical_divide", [] {
    checkDivideKind(L::flatDivide, "flat");
  }});

  Props.push_back({"L13 logical_product = (A, complement(A, |A| cosize B) o B)",
                   [] { checkProductKind(L::logicalProduct, "logical"); }});

  Props.push_back({"L13 logical_product of injective layouts is injective", [] {
    L::Layout A = *genInjective(false, 32), B = *genInjective(false, 16);
    L::Result<L::Layout> R = L::logicalProduct(A, L::Tiler::layout(B));
    RC_CLASSIFY(!R, "inadmissible");
    if (!R)
      return;
    RC_ASSERT(L::size(*R) == L::size(A) * L::size(B));
    RC_ASSERT(L::mode(*R, 0) == A);
    RC_ASSERT(O::injective(toOracle(*R)));
  }});

  Props.push_back({"L13 zipped_product matches the definition", [] {
    checkProductKind(L::zippedProduct, "zipped");
  }});
  Props.push_back({"L13 tiled_product matches the definition", [] {
    checkProductKind(L::tiledProduct, "tiled");
  }});

  Props.push_back({"L14 blocked_product and raked_product interleave modes",
                   [] {
    L::Layout A = *genInjective(false, 32), B = *genInjective(false, 16);
    for (const char *Kind : {"blocked", "raked"}) {
      L::Result<L::Layout> R = std::string(Kind) == "blocked"
                                   ? L::blockedProduct(A, B)
                                   : L::rakedProduct(A, B);
      RC_CLASSIFY(!R, "inadmissible");
      if (R)
        ORACLE_OK(O::checkInterleavedProduct(toOracle(A), toOracle(B),
                                             toOracle(*R), Kind));
    }
  }});

  Props.push_back({"L18 local_tile: the tiles cover T without overlap", [] {
    L::Layout T = *genInjective(false, 256);
    std::vector<L::Layout> Modes;
    for (unsigned K = 0; K < L::rank(T); ++K) {
      std::vector<int64_t> Divisors;
      for (int64_t D = 1; D <= L::size(L::mode(T, K)); ++D)
        if (L::size(L::mode(T, K)) % D == 0)
          Divisors.push_back(D);
      Modes.push_back(L::Layout::leaf(*rc::gen::elementOf(Divisors), 1));
    }
    L::Tiler Tile = L::Tiler::tile(Modes);
    L::Result<L::Layout> Z = L::zippedDivide(T, Tile);
    RC_CLASSIFY(!Z, "inadmissible");
    if (!Z)
      return;
    L::Layout Rest = L::mode(*Z, 1);
    std::multiset<long> Union;
    for (int64_t I = 0; I < L::size(Rest); ++I) {
      L::Result<L::OffsetLayout> Tl =
          L::localTile(T, Tile, L::indexToCoord(Rest, I));
      RC_ASSERT(bool(Tl));
      for (long V : image(Tl->L, Tl->Off))
        Union.insert(V);
    }
    RC_ASSERT(Union == image(T));
  }});

  Props.push_back({"L19 local_partition: every element once over threads", [] {
    L::Layout T = *genInjective(false, 256);
    std::vector<L::Layout> Leaves;
    int64_t Cur = 1;
    for (unsigned K = 0; K < L::rank(T); ++K) {
      std::vector<int64_t> Divisors;
      for (int64_t D = 1; D <= L::size(L::mode(T, K)); ++D)
        if (L::size(L::mode(T, K)) % D == 0)
          Divisors.push_back(D);
      int64_t S = *rc::gen::elementOf(Divisors);
      Leaves.push_back(L::Layout::leaf(S, Cur));
      Cur *= S;
    }
    L::Layout Thr = Leaves.size() == 1 ? Leaves[0] : L::Layout::tuple(Leaves);
    std::multiset<long> Union;
    for (int64_t Idx = 0; Idx < L::size(Thr); ++Idx) {
      L::Result<L::OffsetLayout> P = L::localPartition(T, Thr, Idx);
      RC_CLASSIFY(!P, "inadmissible");
      if (!P)
        return;
      for (long V : image(P->L, P->Off))
        Union.insert(V);
    }
    RC_ASSERT(Union == image(T));
  }});
}
