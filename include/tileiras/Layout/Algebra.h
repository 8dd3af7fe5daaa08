//===- Algebra.h - The CuTe layout algebra ----------------------*- C++ -*-===//
//
// Part of tileiras. CuTe's layout operations on runtime layouts. Each states
// its contract as @post; proptest/layout checks every @post against the
// brute-force oracle in oracle/layout. Inadmissible inputs (a divisibility
// condition that fails, a non-injective layout where an inverse needs one,
// integer overflow) return an Error, never a wrong layout.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LAYOUT_ALGEBRA_H
#define TILEIRAS_LAYOUT_ALGEBRA_H

#include "tileiras/Layout/Layout.h"

namespace tileiras::layout {

/// max L(i) + 1 over the domain; needs integer strides.
/// @post cosize(L) == 1 + max_i L(i) (0 never occurs: size >= 1).
Result<int64_t> cosize(const Layout &L);

/// Flatten, drop size-1 leaves, merge a leaf into the previous one when
/// stride == previous shape * previous stride.
/// @post coalesce(L)(i) == L(i); depth <= 1; `1:0` when nothing is left.
Layout coalesce(const Layout &L);
/// Coalesces each subtree that sits at a leaf of Profile; keeps the modes
/// above. Profile must be weakly congruent to L.
Result<Layout> coalesce(const Layout &L, const IntTuple &Profile);
/// Replaces the shape of every stride-0 leaf by 1 (profile preserved).
Layout filterZeros(const Layout &L);
/// coalesce(filterZeros(L)): the broadcast modes removed.
Layout filter(const Layout &L);

/// R = A o B, R(c) = A(B(c)), with B's shape. A's last mode is unbounded.
/// B needs non-negative integer strides, the stride and shape divisibility
/// conditions, and no carries between B's modes inside A (which is what
/// makes the by-mode split exact).
/// @post R(i) == A(B(i)) for i < size(B); shape(R) refines shape(B).
Result<Layout> composition(const Layout &A, const Layout &B);
/// By-mode composition for a Tile; A's modes beyond the tile are kept.
Result<Layout> composition(const Layout &A, const Tiler &B);
/// `Sw o off o (L o B)`.
Result<ComposedLayout> composition(const ComposedLayout &A, const Layout &B);

/// The layout that fills the holes of A up to M.
/// @post (A, C) is injective, A and C share only offset 0, cosize >= M.
Result<Layout> complement(const Layout &A, int64_t M = 1);

/// @post L(R(i)) == i for i < size(R).
Result<Layout> rightInverse(const Layout &L);
/// right_inverse((L, complement(L))); L injective, complement-admissible.
/// @post R(L(i)) == i for i < size(L).
Result<Layout> leftInverse(const Layout &L);

/// A o (T, complement(T, size A)); by mode for a Tile.
Result<Layout> logicalDivide(const Layout &A, const Tiler &T);
/// ((tiles), (rests, A's remaining modes)).
Result<Layout> zippedDivide(const Layout &A, const Tiler &T);
/// ((tiles), rest_0, rest_1, ...).
Result<Layout> tiledDivide(const Layout &A, const Tiler &T);
/// (tile_0, tile_1, ..., rest_0, rest_1, ...).
Result<Layout> flatDivide(const Layout &A, const Tiler &T);

/// (A, complement(A, size(A) * cosize(B)) o B); by mode for a Tile.
Result<Layout> logicalProduct(const Layout &A, const Tiler &B);
Result<Layout> zippedProduct(const Layout &A, const Tiler &B);
Result<Layout> tiledProduct(const Layout &A, const Tiler &B);
Result<Layout> flatProduct(const Layout &A, const Tiler &B);
/// Pads A and B to a common rank with 1:0, P = logical_product, then mode k
/// is (P0_k, P1_k) for blocked and (P1_k, P0_k) for raked.
Result<Layout> blockedProduct(const Layout &A, const Layout &B);
Result<Layout> rakedProduct(const Layout &A, const Layout &B);

/// zipped_divide(T, Tiler)[(_, Coord)]: the tile at tile coordinate Coord.
Result<OffsetLayout> localTile(const Layout &T, const Tiler &Tile,
                               const IntTuple &Coord);
/// zipped_divide(T, shape(Thr))[(crd(Idx), _)], crd(Idx) the coordinate of
/// offset Idx in Thr (Thr must be a bijection onto [0, size(Thr))).
Result<OffsetLayout> localPartition(const Layout &T, const Layout &Thr,
                                    int64_t Idx);

} // namespace tileiras::layout

#endif // TILEIRAS_LAYOUT_ALGEBRA_H
