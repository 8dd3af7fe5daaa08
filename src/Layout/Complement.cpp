//===- Complement.cpp - complement and inverses ---------------------------===//
//
// Part of tileiras. complement fills the holes of an injective layout;
// right_inverse follows the contiguous run of strides 1, s0*d0, ...;
// left_inverse inverts a layout completed by its complement.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"
#include "Internal.h"

#include <algorithm>
#include <tuple>

using namespace tileiras::layout;
using detail::mulChecked;

Result<Layout> tileiras::layout::complement(const Layout &A, int64_t M) {
  if (M < 1)
    return Error{"complement: cosize bound " + std::to_string(M) +
                 " must be positive"};
  std::vector<Mode> Leaves;
  for (const Mode &L : flatten(A)) {
    if (!L.D.isInteger())
      return Error{"complement: needs integer strides, got " + print(L.D)};
    if (L.D.Value < 0)
      return Error{"complement: needs non-negative strides, got " +
                   std::to_string(L.D.Value)};
    if (L.Shape != 1 && L.D.Value != 0)
      Leaves.push_back(L);
  }
  std::sort(Leaves.begin(), Leaves.end(), [](const Mode &X, const Mode &Y) {
    return std::make_pair(X.D.Value, X.Shape) <
           std::make_pair(Y.D.Value, Y.Shape);
  });
  std::vector<Mode> Out;
  int64_t Cur = 1;
  for (const Mode &L : Leaves) {
    if (L.D.Value % Cur != 0)
      return Error{"complement: layout is not complement-admissible "
                   "(stride " + std::to_string(L.D.Value) +
                   " is not a multiple of " + std::to_string(Cur) +
                   "; the layout is not injective or its modes interleave)"};
    Out.push_back(Mode{L.D.Value / Cur, Stride::integer(Cur)});
    if (!mulChecked(L.Shape, L.D.Value, Cur))
      return detail::overflow("complement");
  }
  Out.push_back(Mode{detail::ceilDiv(M, Cur), Stride::integer(Cur)});
  Result<Layout> R = checkBounds(coalesce(Layout::fromModes(Out)));
  if (!R)
    return Error{"complement: " + R.error()};
  return R;
}


Result<Layout> tileiras::layout::rightInverse(const Layout &L) {
  if (!isIntegral(L))
    return Error{"right_inverse: needs integer strides"};
  // (stride, shape, position in the index space) per leaf.
  std::vector<std::tuple<int64_t, int64_t, int64_t>> Leaves;
  int64_t Position = 1;
  for (const Mode &M : flatten(L)) {
    if (M.Shape != 1)
      Leaves.emplace_back(M.D.Value, M.Shape, Position);
    Position *= M.Shape; // Bounded by size(L).
  }
  std::sort(Leaves.begin(), Leaves.end());
  std::vector<Mode> Out;
  int64_t Cur = 1;
  for (const auto &[D, S, Pos] : Leaves) {
    if (D < Cur)
      continue; // Stride 0, negative, or a duplicate of a used stride.
    if (D > Cur)
      break; // The contiguous run from 0 ends here.
    Out.push_back(Mode{S, Stride::integer(Pos)});
    Cur = S * D;
  }
  return coalesce(Layout::fromModes(Out));
}

Result<Layout> tileiras::layout::leftInverse(const Layout &L) {
  if (!isIntegral(L))
    return Error{"left_inverse: needs integer strides"};
  for (const Mode &M : flatten(L))
    if (M.Shape != 1 && M.D.Value == 0)
      return Error{"left_inverse: layout is not injective (a mode of size " +
                   std::to_string(M.Shape) + " has stride 0)"};
  Result<Layout> C = complement(L, 1);
  if (!C)
    return Error{"left_inverse: needs an injective, complement-admissible "
                 "layout; " + C.error()};
  return rightInverse(Layout::tuple({L, *C}));
}
