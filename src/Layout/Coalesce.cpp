//===- Coalesce.cpp - cosize, coalesce and filter -------------------------===//
//
// Part of tileiras. The operations that simplify a layout without changing
// its function (coalesce) or its image (filter).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "Internal.h"

#include <algorithm>

using namespace tileiras::layout;

Result<int64_t> tileiras::layout::cosize(const Layout &L) {
  int64_t Max = 0;
  for (const Mode &M : flatten(L)) {
    if (!M.D.isInteger())
      return Error{"cosize needs integer strides"};
    if (M.D.Value > 0)
      Max += (M.Shape - 1) * M.D.Value; // Bounded by checkBounds.
  }
  return Max + 1;
}

Layout tileiras::layout::coalesce(const Layout &L) {
  std::vector<Mode> Out;
  for (const Mode &M : flatten(L)) {
    if (M.Shape == 1)
      continue;
    if (!Out.empty() && Out.back().D.scaled(Out.back().Shape) == M.D) {
      Out.back().Shape *= M.Shape;
      continue;
    }
    Out.push_back(M);
  }
  return Layout::fromModes(Out);
}

Result<Layout> tileiras::layout::coalesce(const Layout &L,
                                          const IntTuple &Profile) {
  if (Profile.IsLeaf)
    return coalesce(L);
  if (L.IsLeaf || L.Modes.size() != Profile.Elems.size())
    return Error{"coalesce: profile is not weakly congruent to the layout"};
  std::vector<Layout> Modes;
  for (size_t K = 0; K < L.Modes.size(); ++K) {
    Result<Layout> M = coalesce(L.Modes[K], Profile.Elems[K]);
    if (!M)
      return M;
    Modes.push_back(std::move(*M));
  }
  return Layout::tuple(std::move(Modes));
}

Layout tileiras::layout::filterZeros(const Layout &L) {
  if (L.IsLeaf)
    return L.D.isZero() ? Layout::leaf(1, 0) : L;
  std::vector<Layout> Modes;
  for (const Layout &M : L.Modes)
    Modes.push_back(filterZeros(M));
  return Layout::tuple(std::move(Modes));
}

Layout tileiras::layout::filter(const Layout &L) {
  return coalesce(filterZeros(L));
}
