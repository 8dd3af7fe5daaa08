//===- Internal.h - Helpers shared by the layout algebra --------*- C++ -*-===//
//
// Part of tileiras. Checked arithmetic and small tree helpers used by the
// algebra files; not part of the public interface.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SRC_LAYOUT_INTERNAL_H
#define TILEIRAS_SRC_LAYOUT_INTERNAL_H

#include "tileiras/Layout/Layout.h"

#include <string>

namespace tileiras::layout::detail {

/// A * B, or false on int64_t overflow.
inline bool mulChecked(int64_t A, int64_t B, int64_t &Out) {
  return !__builtin_mul_overflow(A, B, &Out);
}
inline bool addChecked(int64_t A, int64_t B, int64_t &Out) {
  return !__builtin_add_overflow(A, B, &Out);
}
/// ceil(A / B) for A >= 0, B > 0.
inline int64_t ceilDiv(int64_t A, int64_t B) { return A / B + (A % B != 0); }

inline Error overflow(const char *Op) {
  return Error{std::string(Op) + ": integer overflow"};
}

/// Wraps a list of layouts as a tuple layout (even a single one).
inline Layout tupleOf(std::vector<Layout> Modes) {
  return Layout::tuple(std::move(Modes));
}
/// The top-level modes of L as a list (a leaf gives itself).
std::vector<Layout> modesOf(const Layout &L);
/// L with its top-level modes replaced (a single mode stays a tuple).
Layout withModes(std::vector<Layout> Modes);

/// A single layout stays itself; several become a tuple.
Layout groupOf(std::vector<Layout> Modes);

/// Per-mode (first, second) pairs of a divide or product, plus A's modes
/// beyond the tiler. WholeLayout: one pair from a whole-layout tiler.
struct Split {
  bool WholeLayout = false;
  std::vector<Layout> First, Second, Rest;
};

/// The result shapes shared by divides and products.
enum class Grouping { Logical, Zipped, Tiled, Flat };

/// logical: ((f0,s0),(f1,s1),...,rest); zipped: ((f..),(s..,rest));
/// tiled: ((f..),s0,s1,...,rest); flat: (f0,f1,...,s0,s1,...,rest).
Layout regroup(const Split &S, Grouping G);

} // namespace tileiras::layout::detail

#endif // TILEIRAS_SRC_LAYOUT_INTERNAL_H
