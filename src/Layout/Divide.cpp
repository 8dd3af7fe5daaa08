//===- Divide.cpp - logical/zipped/tiled/flat divide ----------------------===//
//
// Part of tileiras. logical_divide(A, T) = A o (T, complement(T, size A));
// a Tile divides mode by mode and the variants regroup the (tile, rest)
// pairs. A tiler whose tile and complement do not cover A's domain exactly
// (e.g. 40 on 128) is rejected: the divide would reach past the layout.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"
#include "Internal.h"

#include <algorithm>

using namespace tileiras::layout;

Layout detail::groupOf(std::vector<Layout> Modes) {
  if (Modes.size() == 1)
    return std::move(Modes[0]);
  return Layout::tuple(std::move(Modes));
}

Layout detail::regroup(const Split &S, Grouping G) {
  if (S.WholeLayout) {
    const Layout &T = S.First[0], &R = S.Second[0];
    switch (G) {
    case Grouping::Logical:
    case Grouping::Zipped:
      return Layout::tuple({T, R});
    case Grouping::Tiled: {
      std::vector<Layout> Modes{T};
      for (const Layout &M : modesOf(R))
        Modes.push_back(M);
      return Layout::tuple(std::move(Modes));
    }
    case Grouping::Flat: {
      std::vector<Layout> Modes = modesOf(T);
      for (const Layout &M : modesOf(R))
        Modes.push_back(M);
      return Layout::tuple(std::move(Modes));
    }
    }
  }
  std::vector<Layout> Modes;
  switch (G) {
  case Grouping::Logical:
    for (size_t K = 0; K < S.First.size(); ++K)
      Modes.push_back(Layout::tuple({S.First[K], S.Second[K]}));
    break;
  case Grouping::Zipped: {
    std::vector<Layout> Rests = S.Second;
    Rests.insert(Rests.end(), S.Rest.begin(), S.Rest.end());
    Modes = {groupOf(S.First), groupOf(std::move(Rests))};
    return Layout::tuple(std::move(Modes));
  }
  case Grouping::Tiled:
    Modes.push_back(groupOf(S.First));
    Modes.insert(Modes.end(), S.Second.begin(), S.Second.end());
    break;
  case Grouping::Flat:
    Modes = S.First;
    Modes.insert(Modes.end(), S.Second.begin(), S.Second.end());
    break;
  }
  Modes.insert(Modes.end(), S.Rest.begin(), S.Rest.end());
  return groupOf(std::move(Modes));
}

using namespace tileiras::layout::detail;

// (A o T, A o complement(T, size A)) for a whole-layout tiler.
static Result<Layout> divideWhole(const Layout &A, const Layout &T) {
  Result<Layout> C = complement(T, size(A));
  if (!C)
    return Error{"failed to perform a valid division of " + print(A) +
                 " by " + print(T) + ": " + C.error()};
  int64_t Covered = size(T) * size(*C); // Both bounded by 2^40 and cosize.
  if (size(*C) > kMaxSize || Covered != size(A))
    return Error{"failed to perform a valid division of " + print(A) +
                 " by " + print(T) + ": the tiler and its complement cover " +
                 std::to_string(Covered) + " elements, the layout has " +
                 std::to_string(size(A))};
  Result<Layout> R = composition(A, Layout::tuple({T, *C}));
  if (!R)
    return Error{"failed to perform a valid division of " + print(A) +
                 " by " + print(T) + ": " + R.error()};
  return R;
}

static Result<Split> divideSplit(const Layout &A, const Tiler &T) {
  Split S;
  if (!T.IsTile) {
    Result<Layout> R = divideWhole(A, T.Whole);
    if (!R)
      return R.takeError();
    S.WholeLayout = true;
    S.First = {R->Modes[0]};
    S.Second = {R->Modes[1]};
    return S;
  }
  if (T.Modes.size() > rank(A))
    return Error{"expects rank(tiler) <= rank(input), but got input=" +
                 std::to_string(rank(A)) +
                 " and tiler=" + std::to_string(T.Modes.size())};
  for (size_t K = 0; K < rank(A); ++K) {
    if (K >= T.Modes.size()) {
      S.Rest.push_back(mode(A, K));
      continue;
    }
    Result<Layout> R = divideWhole(mode(A, K), T.Modes[K]);
    if (!R)
      return R.takeError();
    S.First.push_back(R->Modes[0]);
    S.Second.push_back(R->Modes[1]);
  }
  return S;
}

static Result<Layout> divide(const Layout &A, const Tiler &T, Grouping G) {
  Result<Split> S = divideSplit(A, T);
  if (!S)
    return S.takeError();
  return regroup(*S, G);
}

Result<Layout> tileiras::layout::logicalDivide(const Layout &A,
                                               const Tiler &T) {
  return divide(A, T, Grouping::Logical);
}
Result<Layout> tileiras::layout::zippedDivide(const Layout &A,
                                              const Tiler &T) {
  return divide(A, T, Grouping::Zipped);
}
Result<Layout> tileiras::layout::tiledDivide(const Layout &A, const Tiler &T) {
  return divide(A, T, Grouping::Tiled);
}
Result<Layout> tileiras::layout::flatDivide(const Layout &A, const Tiler &T) {
  return divide(A, T, Grouping::Flat);
}

Result<OffsetLayout> tileiras::layout::localTile(const Layout &T,
                                                 const Tiler &Tile,
                                                 const IntTuple &Coord) {
  if (!isIntegral(T))
    return Error{"local_tile: needs integer strides"};
  Result<Layout> Z = zippedDivide(T, Tile);
  if (!Z)
    return Z.takeError();
  Result<Offset> Off = evaluateCoord(Z->Modes[1], Coord);
  if (!Off)
    return Error{"local_tile: tile coordinate " + print(Coord) + ": " +
                 Off.error()};
  return OffsetLayout{Z->Modes[0], Off->Int};
}

Result<OffsetLayout> tileiras::layout::localPartition(const Layout &T,
                                                      const Layout &Thr,
                                                      int64_t Idx) {
  if (!isIntegral(T) || !isIntegral(Thr))
    return Error{"local_partition: needs integer strides"};
  // Thr must map its coordinates one-to-one onto [0, size(Thr)).
  std::vector<Mode> Sorted;
  for (const Mode &M : flatten(Thr))
    if (M.Shape != 1)
      Sorted.push_back(M);
  std::sort(Sorted.begin(), Sorted.end(), [](const Mode &X, const Mode &Y) {
    return X.D.Value < Y.D.Value;
  });
  int64_t Cur = 1;
  for (const Mode &M : Sorted) {
    if (M.D.Value != Cur)
      return Error{"local_partition: thread layout " + print(Thr) +
                   " is not a bijection onto [0, size)"};
    Cur *= M.Shape;
  }
  if (Idx < 0 || Idx >= size(Thr))
    return Error{"local_partition: index " + std::to_string(Idx) +
                 " is out of range for " + print(Thr)};
  // The coordinate of offset Idx in each top-level mode of Thr.
  std::vector<IntTuple> Coord;
  std::vector<Layout> TileModes;
  for (size_t K = 0; K < rank(Thr); ++K) {
    int64_t Within = 0, Weight = 1;
    for (const Mode &M : flatten(mode(Thr, K))) {
      Within += ((Idx / std::max<int64_t>(M.D.Value, 1)) % M.Shape) * Weight;
      Weight *= M.Shape;
    }
    Coord.push_back(IntTuple::leaf(Within));
    TileModes.push_back(Layout::leaf(size(mode(Thr, K)), 1));
  }
  Result<Layout> Z = zippedDivide(T, Tiler::tile(std::move(TileModes)));
  if (!Z)
    return Error{"local_partition: " + Z.error()};
  IntTuple C = Coord.size() == 1 ? Coord[0] : IntTuple::tuple(Coord);
  Result<Offset> Off = evaluateCoord(Z->Modes[0], C);
  if (!Off)
    return Error{"unable to construct a coordinate for local_partition"};
  return OffsetLayout{Z->Modes[1], Off->Int};
}
