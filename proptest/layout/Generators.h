//===- Generators.h - Random layouts for the property tests -----*- C++ -*-===//
//
// Part of tileiras. Generators follow guide C §3.4: rank <= 3, leaf shapes
// from {1,2,3,4,8}, strides from {0,1,2,3,4,6,8,16}, sizes kept small so
// that every check can enumerate the whole domain. The admissible families
// (injective, compact) build strides as products so that CuTe's
// complement-admissibility holds by construction.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_LAYOUT_GENERATORS_H
#define TILEIRAS_PROPTEST_LAYOUT_GENERATORS_H

#include "LayoutOracle.h"

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"

#include <rapidcheck.h>

#include <algorithm>

namespace tileiras::proptest {

namespace L = tileiras::layout;
namespace O = tileiras::oracle::layout;

/// A random permutation of V (Fisher-Yates over generated indices).
template <typename T> std::vector<T> shuffled(std::vector<T> V) {
  for (size_t K = V.size(); K > 1; --K)
    std::swap(V[K - 1], V[*rc::gen::inRange<size_t>(0, K)]);
  return V;
}

/// Groups leaves into up to three top-level modes; a group of several
/// leaves becomes a nested mode.
inline L::Layout nestLeaves(const std::vector<L::Layout> &Leaves) {
  size_t N = Leaves.size();
  if (N == 1)
    return Leaves[0];
  size_t R = *rc::gen::inRange<size_t>(1, std::min<size_t>(3, N) + 1);
  std::vector<size_t> Cuts;
  for (size_t K = 1; K < N; ++K)
    Cuts.push_back(K);
  Cuts = shuffled(Cuts);
  Cuts.resize(R - 1);
  std::sort(Cuts.begin(), Cuts.end());
  Cuts.push_back(N);
  std::vector<L::Layout> Modes;
  size_t Begin = 0;
  for (size_t End : Cuts) {
    std::vector<L::Layout> Group(Leaves.begin() + Begin, Leaves.begin() + End);
    Modes.push_back(Group.size() == 1 ? Group[0] : L::Layout::tuple(Group));
    Begin = End;
  }
  return Modes.size() == 1 ? Modes[0] : L::Layout::tuple(Modes);
}

/// Any layout of the guide's family with size <= MaxSize.
inline rc::Gen<L::Layout> genLayout(int64_t MaxSize = 256) {
  return rc::gen::exec([MaxSize] {
    size_t N = *rc::gen::inRange<size_t>(1, 5);
    std::vector<L::Layout> Leaves;
    int64_t Size = 1;
    for (size_t K = 0; K < N; ++K) {
      int64_t S = *rc::gen::element<int64_t>(1, 2, 3, 4, 8);
      if (Size * S > MaxSize)
        S = 1;
      Size *= S;
      Leaves.push_back(
          L::Layout::leaf(S, *rc::gen::element<int64_t>(0, 1, 2, 3, 4, 6, 8, 16)));
    }
    return nestLeaves(Leaves);
  });
}

/// An injective, complement-admissible layout: sorted by stride, each
/// stride is a multiple (Gap) of the previous shape * stride. Gap 1 only:
/// compact (a bijection onto [0, size)).
inline rc::Gen<L::Layout> genInjective(bool Compact = false,
                                       int64_t MaxSize = 256) {
  return rc::gen::exec([Compact, MaxSize] {
    size_t N = *rc::gen::inRange<size_t>(1, 5);
    std::vector<int64_t> Shapes;
    int64_t Size = 1;
    for (size_t K = 0; K < N; ++K) {
      int64_t S = *rc::gen::element<int64_t>(1, 2, 3, 4, 8);
      if (Size * S > MaxSize)
        S = 1;
      Size *= S;
      Shapes.push_back(S);
    }
    std::vector<int64_t> Order(N);
    for (size_t K = 0; K < N; ++K)
      Order[K] = K;
    Order = shuffled(Order);
    std::vector<int64_t> Strides(N);
    int64_t Cur = 1;
    for (int64_t K : Order) {
      int64_t Gap = Compact ? 1 : *rc::gen::element<int64_t>(1, 1, 2, 3);
      Strides[K] = Cur * Gap;
      Cur = Strides[K] * Shapes[K];
    }
    std::vector<L::Layout> Leaves;
    for (size_t K = 0; K < N; ++K)
      Leaves.push_back(L::Layout::leaf(Shapes[K], Strides[K]));
    return nestLeaves(Leaves);
  });
}

/// The oracle's view of a library layout: through text, as a user sees it.
inline O::Node toOracle(const L::Layout &Lay) {
  std::string Err;
  std::optional<O::Node> N = O::parse(L::print(Lay), Err);
  RC_ASSERT(N.has_value());
  return *N;
}

inline O::Tiler toOracle(const L::Tiler &T) {
  std::string Err;
  std::optional<O::Tiler> N = O::parseTiler(L::print(T), Err);
  RC_ASSERT(N.has_value());
  return *N;
}

/// Asserts an oracle check passed, showing the inputs on failure.
#define ORACLE_OK(Check)                                                       \
  do {                                                                         \
    std::string Why_ = (Check);                                                \
    RC_LOG() << Why_ << "\n";                                                  \
    RC_ASSERT(Why_.empty());                                                   \
  } while (false)

} // namespace tileiras::proptest

#endif // TILEIRAS_PROPTEST_LAYOUT_GENERATORS_H
