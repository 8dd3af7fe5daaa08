//===- Layout.cpp - Layout trees, evaluation and swizzles -----------------===//
//
// Part of tileiras. Structural queries, colexicographic evaluation, bounds
// checking and swizzle application.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Layout.h"
#include "Internal.h"

#include <algorithm>

#include <cstdlib>

using namespace tileiras::layout;

Stride Stride::basis(int64_t V, std::vector<unsigned> Path) {
  if (V == 0)
    return Stride::integer(0);
  return Stride{V, std::move(Path)};
}

Stride Stride::scaled(int64_t Factor) const {
  if (Factor == 0 || Value == 0)
    return Stride::integer(0);
  return Stride{Value * Factor, Basis};
}

Layout Layout::fromModes(const std::vector<Mode> &Leaves) {
  if (Leaves.empty())
    return Layout::leaf(1, 0);
  if (Leaves.size() == 1)
    return Layout::leaf(Leaves[0].Shape, Leaves[0].D);
  std::vector<Layout> Modes;
  for (const Mode &M : Leaves)
    Modes.push_back(Layout::leaf(M.Shape, M.D));
  return Layout::tuple(std::move(Modes));
}

void Offset::add(const Stride &D, int64_t Times) {
  if (D.isInteger()) {
    Int += D.Value * Times;
    return;
  }
  int64_t &Slot = Basis[D.Basis];
  Slot += D.Value * Times;
  if (Slot == 0)
    Basis.erase(D.Basis);
}

unsigned tileiras::layout::rank(const Layout &L) {
  return L.IsLeaf ? 1 : L.Modes.size();
}

unsigned tileiras::layout::depth(const Layout &L) {
  if (L.IsLeaf)
    return 0;
  unsigned Max = 0;
  for (const Layout &M : L.Modes)
    Max = std::max(Max, depth(M));
  return 1 + Max;
}

int64_t tileiras::layout::size(const Layout &L) {
  if (L.IsLeaf)
    return L.Shape;
  int64_t Product = 1;
  for (const Layout &M : L.Modes)
    Product *= size(M); // Bounded by checkBounds.
  return Product;
}

const Layout &tileiras::layout::mode(const Layout &L, unsigned I) {
  return L.IsLeaf ? L : L.Modes[I];
}

static void flattenInto(const Layout &L, std::vector<Mode> &Out) {
  if (L.IsLeaf) {
    Out.push_back(Mode{L.Shape, L.D});
    return;
  }
  for (const Layout &M : L.Modes)
    flattenInto(M, Out);
}

std::vector<Mode> tileiras::layout::flatten(const Layout &L) {
  std::vector<Mode> Out;
  flattenInto(L, Out);
  return Out;
}

bool tileiras::layout::isIntegral(const Layout &L) {
  for (const Mode &M : flatten(L))
    if (!M.D.isInteger())
      return false;
  return true;
}

IntTuple tileiras::layout::shapeOf(const Layout &L) {
  if (L.IsLeaf)
    return IntTuple::leaf(L.Shape);
  std::vector<IntTuple> Elems;
  for (const Layout &M : L.Modes)
    Elems.push_back(shapeOf(M));
  return IntTuple::tuple(std::move(Elems));
}

Result<Layout> tileiras::layout::checkBounds(Layout L) {
  int64_t Size = 1;
  __int128 Span = 0;
  for (const Mode &M : flatten(L)) {
    if (M.Shape < 1)
      return Error{"shape " + std::to_string(M.Shape) + " is not positive"};
    if (!detail::mulChecked(Size, M.Shape, Size) || Size > kMaxSize)
      return Error{"layout size exceeds 2^40"};
    Span += static_cast<__int128>(M.Shape - 1) *
            (M.D.Value < 0 ? -static_cast<__int128>(M.D.Value) : M.D.Value);
    if (Span > kMaxSpan || M.D.Value > kMaxSpan || M.D.Value < -kMaxSpan)
      return Error{"layout offsets exceed 2^50"};
  }
  if (!L.IsLeaf && L.Modes.empty())
    return Error{"empty layout tuple"};
  return L;
}

// Splits Index colexicographically over L (the last mode takes the rest).
static void evaluateInto(const Layout &L, int64_t Index, Offset &Out) {
  if (L.IsLeaf) {
    Out.add(L.D, Index);
    return;
  }
  for (size_t K = 0; K + 1 < L.Modes.size(); ++K) {
    int64_t S = size(L.Modes[K]);
    evaluateInto(L.Modes[K], Index % S, Out);
    Index /= S;
  }
  evaluateInto(L.Modes.back(), Index, Out);
}

Offset tileiras::layout::evaluate(const Layout &L, int64_t Index) {
  Offset Out;
  evaluateInto(L, Index, Out);
  return Out;
}

int64_t tileiras::layout::evaluateInt(const Layout &L, int64_t Index) {
  return evaluate(L, Index).Int;
}

static Result<bool> coordInto(const Layout &L, const IntTuple &C, Offset &Out) {
  if (C.IsLeaf) {
    if (C.Value < 0 || C.Value >= size(L))
      return Error{"coordinate " + std::to_string(C.Value) +
                   " is out of range for a mode of size " +
                   std::to_string(size(L))};
    evaluateInto(L, C.Value, Out);
    return true;
  }
  if (L.IsLeaf || L.Modes.size() != C.Elems.size())
    return Error{"coordinate is not congruent to the layout's shape"};
  for (size_t K = 0; K < C.Elems.size(); ++K) {
    Result<bool> R = coordInto(L.Modes[K], C.Elems[K], Out);
    if (!R)
      return R;
  }
  return true;
}

Result<Offset> tileiras::layout::evaluateCoord(const Layout &L,
                                               const IntTuple &Coord) {
  Offset Out;
  Result<bool> R = coordInto(L, Coord, Out);
  if (!R)
    return R.takeError();
  return Out;
}

IntTuple tileiras::layout::indexToCoord(const Layout &L, int64_t Index) {
  if (L.IsLeaf)
    return IntTuple::leaf(Index);
  std::vector<IntTuple> Elems;
  for (size_t K = 0; K < L.Modes.size(); ++K) {
    int64_t S = size(L.Modes[K]);
    bool Last = K + 1 == L.Modes.size();
    Elems.push_back(indexToCoord(L.Modes[K], Last ? Index : Index % S));
    Index /= S;
  }
  return IntTuple::tuple(std::move(Elems));
}

bool Swizzle::isValid() const {
  return B >= 0 && M >= 0 && std::abs(S) >= B && B + M + std::abs(S) <= 48;
}

int64_t Swizzle::apply(int64_t X) const {
  int64_t Mask = (int64_t(1) << B) - 1;
  int64_t Src = Mask << (M + std::max(0, S));
  int64_t Bits = X & Src;
  return X ^ (S >= 0 ? Bits >> S : Bits << -S);
}

int64_t tileiras::layout::evaluate(const ComposedLayout &C, int64_t Index) {
  int64_t Value = C.Off + evaluateInt(C.L, Index);
  return C.HasSwizzle ? C.Sw.apply(Value) : Value;
}

std::vector<Layout> detail::modesOf(const Layout &L) {
  if (L.IsLeaf)
    return {L};
  return L.Modes;
}

Layout detail::withModes(std::vector<Layout> Modes) {
  return Layout::tuple(std::move(Modes));
}
