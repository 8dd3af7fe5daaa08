//===- Composition.cpp - R = A o B ----------------------------------------===//
//
// Part of tileiras. Composition walks each leaf s:d of B through the
// "digits" (coalesced modes) of A. A leaf occupies, in each digit it touches,
// the values Step * [0, Count). The by-mode result (A o B_0, A o B_1, ...)
// equals A(B(c)) exactly when no digit can carry, i.e. when the leaves'
// maxima in each bounded digit sum below the digit's size. That load check
// is what rejects non-injective B whose split would be wrong, instead of
// returning a wrong answer.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "Internal.h"

using namespace tileiras::layout;
using detail::mulChecked;

namespace {

struct Composer {
  std::vector<Mode> Digits;       ///< coalesce(A), leaves.
  std::vector<int64_t> DigitLoad; ///< Max value B's leaves put in each digit.

  explicit Composer(const Layout &A)
      : Digits(flatten(coalesce(A))), DigitLoad(Digits.size(), 0) {}

  Result<Layout> composeLeaf(int64_t S, const Stride &D) {
    if (!D.isInteger())
      return Error{"composition: the right operand needs integer strides, "
                   "got " + std::to_string(D.Value) + "@..."};
    if (D.Value < 0)
      return Error{"composition: the right operand needs non-negative "
                   "strides, got " + std::to_string(D.Value)};
    if (D.Value == 0 || S == 1)
      return Layout::leaf(S, 0);
    std::vector<Mode> Out;
    int64_t RestS = S, RestD = D.Value;
    for (size_t J = 0; J + 1 < Digits.size() && RestS > 1; ++J) {
      int64_t A = Digits[J].Shape;
      if (RestD % A == 0) {
        RestD /= A; // The leaf starts beyond this digit.
        continue;
      }
      if (A % RestD != 0)
        return Error{"composition: stride divisibility condition fails: "
                     "stride " + std::to_string(RestD) +
                     " against mode of size " + std::to_string(A)};
      int64_t Next = A / RestD;
      int64_t Count = std::min(Next, RestS);
      if (Count < RestS && RestS % Next != 0)
        return Error{"composition: shape divisibility condition fails: "
                     "shape " + std::to_string(RestS) +
                     " against mode of size " + std::to_string(A) +
                     " at stride " + std::to_string(RestD)};
      Result<Stride> Scaled = scale(Digits[J].D, RestD);
      if (!Scaled)
        return Scaled.takeError();
      Out.push_back(Mode{Count, *Scaled});
      DigitLoad[J] += (Count - 1) * RestD;
      if (DigitLoad[J] >= A)
        return Error{"composition: modes of the right operand overlap "
                     "inside a mode of size " + std::to_string(A) +
                     " of the left operand, so A o B is not a layout of "
                     "B's shape"};
      RestS /= Count;
      RestD = 1;
    }
    if (RestS > 1) {
      Result<Stride> Scaled = scale(Digits.back().D, RestD);
      if (!Scaled)
        return Scaled.takeError();
      Out.push_back(Mode{RestS, *Scaled});
    }
    return coalesce(Layout::fromModes(Out));
  }

  Result<Layout> compose(const Layout &B) {
    if (B.IsLeaf)
      return composeLeaf(B.Shape, B.D);
    std::vector<Layout> Modes;
    for (const Layout &M : B.Modes) {
      Result<Layout> R = compose(M);
      if (!R)
        return R;
      Modes.push_back(std::move(*R));
    }
    return Layout::tuple(std::move(Modes));
  }

  static Result<Stride> scale(const Stride &D, int64_t Factor) {
    int64_t V;
    if (!mulChecked(D.Value, Factor, V))
      return detail::overflow("composition");
    return D.isInteger() ? Stride::integer(V) : Stride::basis(V, D.Basis);
  }
};

} // namespace

Result<Layout> tileiras::layout::composition(const Layout &A,
                                             const Layout &B) {
  Composer C(A);
  Result<Layout> R = C.compose(B);
  if (!R)
    return R;
  Result<Layout> Bounded = checkBounds(std::move(*R));
  if (!Bounded)
    return Error{"composition: " + Bounded.error()};
  return Bounded;
}

Result<Layout> tileiras::layout::composition(const Layout &A,
                                             const Tiler &B) {
  if (!B.IsTile)
    return composition(A, B.Whole);
  if (B.Modes.size() > rank(A))
    return Error{"composition: a tile of rank " +
                 std::to_string(B.Modes.size()) +
                 " exceeds the layout's rank " + std::to_string(rank(A))};
  if (A.IsLeaf)
    return composition(A, B.Modes[0]);
  std::vector<Layout> Modes = A.Modes;
  for (size_t K = 0; K < B.Modes.size(); ++K) {
    Result<Layout> R = composition(A.Modes[K], B.Modes[K]);
    if (!R)
      return R;
    Modes[K] = std::move(*R);
  }
  return Layout::tuple(std::move(Modes));
}

Result<ComposedLayout> tileiras::layout::composition(const ComposedLayout &A,
                                                     const Layout &B) {
  Result<Layout> Inner = composition(A.L, B);
  if (!Inner)
    return Inner.takeError();
  ComposedLayout R = A;
  R.L = std::move(*Inner);
  return R;
}
