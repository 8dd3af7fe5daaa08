//===- Layout.h - CuTe layouts as runtime values ----------------*- C++ -*-===//
//
// Part of tileiras. A CuTe layout is a function from coordinates to offsets,
// given by a hierarchical shape and a congruent stride tree:
//
//   (4,2):(1,4)        maps (i,j) to i + 4j, and index k = i + 4j colex.
//   ((2,2),4):((1,8),2)
//   (4,8):(1@0,1@1)    basis strides: the offset is a coordinate (i,j).
//
// Shape and stride are stored as one tree whose leaves carry (shape, stride),
// so congruence holds by construction. Indices are colexicographic: the
// leftmost mode varies fastest and the last mode is unbounded, which is how a
// layout extends past its size (composition relies on it).
//
// Every size here is static; dynamic ('?') leaves are not represented. The
// parser bounds sizes and offsets (kMaxSize, kMaxSpan) so that evaluation
// cannot overflow int64_t.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LAYOUT_LAYOUT_H
#define TILEIRAS_LAYOUT_LAYOUT_H

#include "tileiras/Layout/Result.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tileiras::layout {

/// Largest size (number of coordinates) a layout may have.
constexpr int64_t kMaxSize = int64_t(1) << 40;
/// Largest sum of |(s-1)*d| over the leaves, i.e. the reach of a layout.
constexpr int64_t kMaxSpan = int64_t(1) << 50;

/// A stride leaf: an integer, or the scaled basis element `Value@B0@B1...`.
/// A zero stride is always the integer 0 (zero carries no basis).
struct Stride {
  int64_t Value = 0;
  std::vector<unsigned> Basis; ///< Empty for an integer stride.

  static Stride integer(int64_t V) { return Stride{V, {}}; }
  static Stride basis(int64_t V, std::vector<unsigned> Path);

  bool isInteger() const { return Basis.empty(); }
  bool isZero() const { return Value == 0; }
  /// The stride scaled by an integer (basis kept).
  Stride scaled(int64_t Factor) const;

  friend bool operator==(const Stride &L, const Stride &R) {
    return L.Value == R.Value && L.Basis == R.Basis;
  }
  friend bool operator!=(const Stride &L, const Stride &R) { return !(L == R); }
  friend bool operator<(const Stride &L, const Stride &R) {
    return L.Basis != R.Basis ? L.Basis < R.Basis : L.Value < R.Value;
  }
};

/// An integer or a tuple of IntTuples: coordinates and profiles.
struct IntTuple {
  bool IsLeaf = true;
  int64_t Value = 0;
  std::vector<IntTuple> Elems;

  static IntTuple leaf(int64_t V) { return IntTuple{true, V, {}}; }
  static IntTuple tuple(std::vector<IntTuple> Elems) {
    return IntTuple{false, 0, std::move(Elems)};
  }
  friend bool operator==(const IntTuple &L, const IntTuple &R) {
    return L.IsLeaf == R.IsLeaf && L.Value == R.Value && L.Elems == R.Elems;
  }
};

/// One (shape, stride) leaf of a flattened layout.
struct Mode {
  int64_t Shape = 1;
  Stride D;
  friend bool operator==(const Mode &L, const Mode &R) {
    return L.Shape == R.Shape && L.D == R.D;
  }
};

/// A hierarchical layout: a leaf (shape, stride) or a tuple of layouts.
struct Layout {
  bool IsLeaf = true;
  int64_t Shape = 1;
  Stride D;
  std::vector<Layout> Modes; ///< Children of a tuple node.

  static Layout leaf(int64_t Shape, Stride D) { return {true, Shape, D, {}}; }
  static Layout leaf(int64_t Shape, int64_t D) {
    return leaf(Shape, Stride::integer(D));
  }
  static Layout tuple(std::vector<Layout> Modes) {
    return {false, 1, Stride{}, std::move(Modes)};
  }
  /// A rank-1 leaf for one mode, a tuple otherwise; `1:0` for none.
  static Layout fromModes(const std::vector<Mode> &Leaves);

  friend bool operator==(const Layout &L, const Layout &R) {
    return L.IsLeaf == R.IsLeaf && L.Shape == R.Shape && L.D == R.D &&
           L.Modes == R.Modes;
  }
  friend bool operator!=(const Layout &L, const Layout &R) { return !(L == R); }
};

/// A coordinate-valued offset: an integer plus basis components.
struct Offset {
  int64_t Int = 0;
  std::map<std::vector<unsigned>, int64_t> Basis; ///< Nonzero components.

  void add(const Stride &D, int64_t Times);
  friend bool operator==(const Offset &L, const Offset &R) {
    return L.Int == R.Int && L.Basis == R.Basis;
  }
};

/// Swizzle<B,M,S>: XOR bits [M+S, M+S+B) into bits [M, M+B) (for S > 0).
struct Swizzle {
  int B = 0, M = 0, S = 0;
  /// B >= 0, M >= 0, |S| >= B, and all touched bits below bit 48.
  bool isValid() const;
  bool isIdentity() const { return B == 0; }
  int64_t apply(int64_t X) const;
  friend bool operator==(const Swizzle &L, const Swizzle &R) {
    return L.B == R.B && L.M == R.M && L.S == R.S;
  }
};

/// `Sw o Offset o L`: c -> Sw(Offset + L(c)). Without a swizzle it is L.
struct ComposedLayout {
  bool HasSwizzle = false;
  Swizzle Sw;
  int64_t Off = 0;
  Layout L;
};

/// A layout with a base offset: the result of slicing (local_tile, ...).
struct OffsetLayout {
  Layout L;
  int64_t Off = 0;
};

/// What divides and products take: a whole layout, or a tuple of per-mode
/// layouts (a Tile; an integer n in text means n:1).
struct Tiler {
  bool IsTile = false;
  Layout Whole;              ///< When !IsTile.
  std::vector<Layout> Modes; ///< When IsTile.

  static Tiler layout(Layout L) { return Tiler{false, std::move(L), {}}; }
  static Tiler tile(std::vector<Layout> Modes) {
    return Tiler{true, Layout(), std::move(Modes)};
  }
};

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

/// Number of top-level modes (1 for a leaf).
unsigned rank(const Layout &L);
/// 0 for a leaf, 1 + max child depth for a tuple.
unsigned depth(const Layout &L);
/// Product of the leaf shapes.
int64_t size(const Layout &L);
/// Top-level mode I (a leaf is its own mode 0). I must be < rank(L).
const Layout &mode(const Layout &L, unsigned I);
/// The leaves, left to right.
std::vector<Mode> flatten(const Layout &L);
/// True when every stride is an integer.
bool isIntegral(const Layout &L);
/// The shape tree as an IntTuple (a profile).
IntTuple shapeOf(const Layout &L);

/// Checks the bounds that keep evaluation in int64_t (shapes >= 1, size <=
/// kMaxSize, reach <= kMaxSpan). Every parsed or computed layout passes it.
Result<Layout> checkBounds(Layout L);

/// L(Index): split Index colexicographically over the shape (last mode
/// unbounded) and sum coordinate * stride.
Offset evaluate(const Layout &L, int64_t Index);
/// The integer part of L(Index); for integral layouts this is L(Index).
int64_t evaluateInt(const Layout &L, int64_t Index);
/// crd2idx with a coordinate weakly congruent to the shape.
Result<Offset> evaluateCoord(const Layout &L, const IntTuple &Coord);
/// The hierarchical coordinate of Index in L's shape (idx2crd).
IntTuple indexToCoord(const Layout &L, int64_t Index);
/// Sw(Off + L(Index)); requires an integral inner layout.
int64_t evaluate(const ComposedLayout &C, int64_t Index);

} // namespace tileiras::layout

#endif // TILEIRAS_LAYOUT_LAYOUT_H
