//===- LayoutOracle.h - Brute-force CuTe layout reference -------*- C++ -*-===//
//
// Part of tileiras. A deliberately simple second implementation of CuTe
// layouts, sharing no code with src/Layout: layouts are evaluated as offset
// tables over their whole domain and every operation is checked against its
// defining property (R(i) == A(B(i)) for composition, disjoint images for
// complement, ...). It reads and compares layouts as text, so it never needs
// the library's types. Only integer strides and single-level bases v@i.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_LAYOUT_LAYOUTORACLE_H
#define TILEIRAS_ORACLE_LAYOUT_LAYOUTORACLE_H

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tileiras::oracle::layout {

/// A layout tree node; leaves carry shape, stride and a basis (-1: integer).
struct Node {
  bool Leaf = true;
  long Shape = 1, Stride = 0;
  int Basis = -1;
  std::vector<Node> Kids;
};

/// An offset: component -1 is the integer part, k >= 0 the basis e_k.
using Value = std::map<int, long>;

/// Parses `shape:stride` (or a bare shape, column-major). Empty on error.
std::optional<Node> parse(const std::string &Text, std::string &Err);
/// A tiler: `(L0,L1,...)` without a top-level ':' is per-mode; else whole.
struct Tiler {
  bool PerMode = false;
  std::vector<Node> Modes; ///< One entry when !PerMode.
};
std::optional<Tiler> parseTiler(const std::string &Text, std::string &Err);

long size(const Node &L);
long rank(const Node &L);
const Node &mode(const Node &L, long K);
std::vector<Node> leaves(const Node &L);
/// L(I), I split colexicographically, the last mode unbounded.
Value eval(const Node &L, long I);
/// Integer part of L(I).
long at(const Node &L, long I);
/// max L(i) + 1.
long cosize(const Node &L);
bool injective(const Node &L);
/// Same size and the same offset at every index.
bool sameFunction(const Node &X, const Node &Y);
/// X's shape refines Y's: every leaf of Y is a subtree of X of equal size.
bool refines(const Node &X, const Node &Y);
Node makeTuple(std::vector<Node> Kids);

/// The simple reference algorithms of guide C §3.8 (coalesce, complement).
Node coalesceRef(const Node &L);
std::optional<Node> complementRef(const Node &A, long M);
/// A(X) with A extended along the last mode of coalesce(A).
long composeAt(const Node &A, long X);

/// Bit-by-bit Swizzle<B,M,S> (independent of the XOR-of-masks formula).
long swizzleRef(int B, int M, int S, long X);

// Each check returns "" on success, else what failed.
std::string checkCoalesce(const Node &L, const Node &R);
std::string checkFilter(const Node &L, const Node &R);
std::string checkComposition(const Node &A, const Node &B, const Node &R);
std::string checkComplement(const Node &A, long M, const Node &C);
std::string checkRightInverse(const Node &L, const Node &R);
std::string checkLeftInverse(const Node &L, const Node &R);
/// Kind: logical, zipped, tiled or flat.
std::string checkDivide(const Node &A, const Tiler &T, const Node &R,
                        const std::string &Kind);
std::string checkProduct(const Node &A, const Tiler &B, const Node &R,
                         const std::string &Kind);
/// Kind: blocked or raked.
std::string checkInterleavedProduct(const Node &A, const Node &B,
                                    const Node &R, const std::string &Kind);

} // namespace tileiras::oracle::layout

#endif // TILEIRAS_ORACLE_LAYOUT_LAYOUTORACLE_H
