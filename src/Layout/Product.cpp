//===- Product.cpp - logical/zipped/tiled/flat/blocked/raked product ------===//
//
// Part of tileiras. logical_product(A, B) = (A, complement(A, size A *
// cosize B) o B): A is the block, replicated by B's pattern in the space A
// does not use. blocked and raked interleave the two halves mode by mode.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"
#include "Internal.h"

using namespace tileiras::layout;

using namespace tileiras::layout::detail;

// The second half of logical_product(A, B): complement(A, M) o B.
static Result<Layout> replicas(const Layout &A, const Layout &B) {
  auto Fail = [&](const std::string &Why) {
    return Error{"failed to form the product of " + print(A) + " and " +
                 print(B) + ": " + Why};
  };
  Result<int64_t> CoB = cosize(B);
  if (!CoB)
    return Fail(CoB.error());
  int64_t M;
  if (!detail::mulChecked(size(A), *CoB, M) || M > kMaxSpan)
    return Fail("integer overflow");
  Result<Layout> C = complement(A, M);
  if (!C)
    return Fail(C.error());
  Result<Layout> R = composition(*C, B);
  if (!R)
    return Fail(R.error());
  return R;
}

static Result<Layout> product(const Layout &A, const Tiler &B, Grouping G) {
  Split S;
  if (!B.IsTile) {
    Result<Layout> R = replicas(A, B.Whole);
    if (!R)
      return R.takeError();
    S.WholeLayout = true;
    S.First = {A};
    S.Second = {*R};
  } else {
    if (B.Modes.size() > rank(A))
      return Error{"expects rank(tiler) <= rank(input), but got input=" +
                   std::to_string(rank(A)) +
                   " and tiler=" + std::to_string(B.Modes.size())};
    for (size_t K = 0; K < rank(A); ++K) {
      if (K >= B.Modes.size()) {
        S.Rest.push_back(mode(A, K));
        continue;
      }
      Result<Layout> R = replicas(mode(A, K), B.Modes[K]);
      if (!R)
        return R.takeError();
      S.First.push_back(mode(A, K));
      S.Second.push_back(*R);
    }
  }
  Result<Layout> Out = checkBounds(regroup(S, G));
  if (!Out)
    return Error{"product: " + Out.error()};
  return Out;
}

Result<Layout> tileiras::layout::logicalProduct(const Layout &A,
                                                const Tiler &B) {
  return product(A, B, Grouping::Logical);
}
Result<Layout> tileiras::layout::zippedProduct(const Layout &A,
                                               const Tiler &B) {
  return product(A, B, Grouping::Zipped);
}
Result<Layout> tileiras::layout::tiledProduct(const Layout &A,
                                              const Tiler &B) {
  return product(A, B, Grouping::Tiled);
}
Result<Layout> tileiras::layout::flatProduct(const Layout &A, const Tiler &B) {
  return product(A, B, Grouping::Flat);
}

// Pads to rank R with 1:0 modes; a leaf stays a leaf at rank 1.
static Layout padTo(const Layout &L, unsigned R) {
  if (R == 1)
    return L;
  std::vector<Layout> Modes = modesOf(L);
  while (Modes.size() < R)
    Modes.push_back(Layout::leaf(1, 0));
  return Layout::tuple(std::move(Modes));
}

static Result<Layout> interleave(const Layout &A, const Layout &B,
                                 bool BlockFirst) {
  unsigned R = std::max(rank(A), rank(B));
  Layout PA = padTo(A, R), PB = padTo(B, R);
  Result<Layout> Rep = replicas(PA, PB);
  if (!Rep)
    return Rep;
  std::vector<Layout> Modes;
  for (unsigned K = 0; K < R; ++K) {
    const Layout &X = R == 1 ? PA : mode(PA, K);
    const Layout &Y = R == 1 ? *Rep : mode(*Rep, K);
    Modes.push_back(BlockFirst ? Layout::tuple({X, Y})
                               : Layout::tuple({Y, X}));
  }
  Result<Layout> Out =
      checkBounds(R == 1 ? std::move(Modes[0]) : Layout::tuple(Modes));
  if (!Out)
    return Error{"product: " + Out.error()};
  return Out;
}

Result<Layout> tileiras::layout::blockedProduct(const Layout &A,
                                                const Layout &B) {
  return interleave(A, B, /*BlockFirst=*/true);
}
Result<Layout> tileiras::layout::rakedProduct(const Layout &A,
                                              const Layout &B) {
  return interleave(A, B, /*BlockFirst=*/false);
}
