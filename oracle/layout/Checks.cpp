//===- Checks.cpp - Defining properties of the layout operations ----------===//
//
// Part of tileiras. Each check enumerates the whole domain of a result and
// compares it with what the operation is defined to compute.
//
//===----------------------------------------------------------------------===//

#include "LayoutOracle.h"

#include <algorithm>
#include <set>

namespace tileiras::oracle::layout {

static std::string str(long V) { return std::to_string(V); }

std::string checkCoalesce(const Node &L, const Node &R) {
  if (!sameFunction(L, R))
    return "coalesce changed the function";
  std::vector<Node> Ls = leaves(R);
  for (const Node &K : R.Leaf ? std::vector<Node>{} : R.Kids)
    if (!K.Leaf)
      return "coalesce result has depth > 1";
  for (size_t K = 0; K < Ls.size(); ++K) {
    if (Ls[K].Shape == 1 && Ls.size() > 1)
      return "coalesce kept a size-1 mode";
    if (K && Ls[K].Basis == Ls[K - 1].Basis &&
        Ls[K].Stride == Ls[K - 1].Shape * Ls[K - 1].Stride)
      return "coalesce left two mergeable modes";
  }
  return "";
}

std::string checkFilter(const Node &L, const Node &R) {
  std::set<Value> IL, IR;
  for (long I = 0; I < size(L); ++I)
    IL.insert(eval(L, I));
  for (long I = 0; I < size(R); ++I)
    IR.insert(eval(R, I));
  if (IL != IR)
    return "filter changed the image";
  for (const Node &Leaf : leaves(R))
    if (Leaf.Stride == 0 && size(R) != 1)
      return "filter kept a stride-0 mode";
  return "";
}

std::string checkComposition(const Node &A, const Node &B, const Node &R) {
  if (size(R) != size(B))
    return "size(A o B) != size(B)";
  if (!refines(R, B))
    return "A o B does not refine B's shape";
  for (long I = 0; I < size(B); ++I)
    if (at(R, I) != composeAt(A, at(B, I)))
      return "(A o B)(" + str(I) + ") = " + str(at(R, I)) + " but A(B(i)) = " +
             str(composeAt(A, at(B, I)));
  return "";
}

std::string checkComplement(const Node &A, long M, const Node &C) {
  std::vector<Node> Kept;
  long Cur = 1;
  for (const Node &Leaf : leaves(A))
    if (Leaf.Shape != 1 && Leaf.Stride != 0) {
      Kept.push_back(Leaf);
      Cur = std::max(Cur, Leaf.Shape * Leaf.Stride);
    }
  Node FA = Kept.empty() ? Node() : makeTuple(Kept);
  Node P = makeTuple({FA, C});
  if (!injective(P))
    return "(A, complement) is not injective";
  std::set<long> ImA;
  for (long I = 0; I < size(FA); ++I)
    ImA.insert(at(FA, I));
  for (long I = 0; I < size(C); ++I)
    if (at(C, I) != 0 && ImA.count(at(C, I)))
      return "A and its complement share offset " + str(at(C, I));
  if (cosize(P) < M)
    return "cosize((A, complement)) < M";
  if (M % Cur == 0) {
    std::vector<long> Im;
    for (long I = 0; I < size(P); ++I)
      Im.push_back(at(P, I));
    std::sort(Im.begin(), Im.end());
    for (long I = 0; I < long(Im.size()); ++I)
      if (Im[I] != I || long(Im.size()) != M)
        return "(A, complement) is not a bijection onto [0, M)";
  }
  std::optional<Node> Ref = complementRef(A, M);
  if (!Ref || !sameFunction(*Ref, C))
    return "complement differs from the reference algorithm";
  return "";
}

std::string checkRightInverse(const Node &L, const Node &R) {
  for (long I = 0; I < size(R); ++I) {
    long X = at(R, I);
    if (X < 0 || X >= size(L) || at(L, X) != I)
      return "L(R(" + str(I) + ")) != " + str(I);
  }
  std::vector<long> Im;
  for (long I = 0; I < size(L); ++I)
    Im.push_back(at(L, I));
  std::sort(Im.begin(), Im.end());
  bool Bijection = true;
  for (long I = 0; I < long(Im.size()); ++I)
    Bijection &= Im[I] == I;
  if (Bijection && size(R) != size(L))
    return "right inverse of a bijection is not total";
  return "";
}

std::string checkLeftInverse(const Node &L, const Node &R) {
  for (long I = 0; I < size(L); ++I)
    if (at(R, at(L, I)) != I)
      return "R(L(" + str(I) + ")) != " + str(I);
  return "";
}

namespace {

/// The (first, second) pairs and untouched modes read back from a regrouped
/// divide or product result.
struct Pairs {
  std::vector<Node> First, Second, Rest;
  std::string Err;
};

bool ungroup(const Node &G, size_t N, std::vector<Node> &Out) {
  if (N == 1) {
    Out.push_back(G);
    return true;
  }
  if (G.Leaf || G.Kids.size() != N)
    return false;
  Out.insert(Out.end(), G.Kids.begin(), G.Kids.end());
  return true;
}

// Splits a node's top-level modes into the first J and the rest.
bool splitAt(const Node &R, size_t J, Node &X, Node &Y) {
  std::vector<Node> A(R.Kids.begin(), R.Kids.begin() + J);
  std::vector<Node> B(R.Kids.begin() + J, R.Kids.end());
  X = A.size() == 1 ? A[0] : makeTuple(A);
  Y = B.size() == 1 ? B[0] : makeTuple(B);
  return true;
}

// Splits a node's top-level modes where their sizes multiply to FirstSize.
bool splitBySize(const Node &R, long FirstSize, Node &X, Node &Y) {
  if (R.Leaf)
    return false;
  // The first group holds at least one mode.
  long P = size(R.Kids[0]);
  size_t J = 1;
  while (J < R.Kids.size() && P != FirstSize)
    P *= size(R.Kids[J++]);
  if (P != FirstSize || J == 0 || J == R.Kids.size())
    return false;
  std::vector<Node> A(R.Kids.begin(), R.Kids.begin() + J);
  std::vector<Node> B(R.Kids.begin() + J, R.Kids.end());
  X = A.size() == 1 ? A[0] : makeTuple(A);
  Y = B.size() == 1 ? B[0] : makeTuple(B);
  return true;
}

Pairs extract(const Node &R, long RankA, const Tiler &T, long FirstSize,
              const std::string &Kind) {
  Pairs P;
  P.Err = "result does not have the " + Kind + " mode structure";
  if (!T.PerMode) {
    Node X, Y;
    // A tuple tiler's tile has its rank; a leaf tiler's tile is found by
    // size (size-1 modes make that ambiguous only for leaf tilers).
    const Node &T0 = T.Modes[0];
    bool Split = !T0.Leaf && !R.Leaf && R.Kids.size() > T0.Kids.size()
                     ? splitAt(R, T0.Kids.size(), X, Y)
                     : splitBySize(R, FirstSize, X, Y);
    if (Kind == "flat" ? !Split
                       : (R.Leaf || R.Kids.size() < 2))
      return P;
    if (Kind != "flat") {
      X = R.Kids[0];
      std::vector<Node> Tail(R.Kids.begin() + 1, R.Kids.end());
      if (Kind != "tiled" && Tail.size() != 1)
        return P;
      Y = Tail.size() == 1 ? Tail[0] : makeTuple(Tail);
    }
    P.First = {X};
    P.Second = {Y};
    P.Err.clear();
    return P;
  }
  size_t N = T.Modes.size(), Rest = size_t(RankA) - N;
  std::vector<Node> Top;
  if (!ungroup(R, Kind == "zipped" ? 2 : Kind == "logical" ? N + Rest
                  : Kind == "tiled" ? 1 + N + Rest : 2 * N + Rest, Top))
    return P;
  std::vector<Node> Seconds;
  if (Kind == "logical") {
    for (size_t K = 0; K < N; ++K)
      if (!ungroup(Top[K], 2, P.First))
        return P;
    for (size_t K = 0; K < N; ++K) {
      P.Second.push_back(P.First[2 * K + 1]);
    }
    std::vector<Node> F;
    for (size_t K = 0; K < N; ++K)
      F.push_back(P.First[2 * K]);
    P.First = F;
    P.Rest.assign(Top.begin() + N, Top.end());
  } else if (Kind == "zipped") {
    if (!ungroup(Top[0], N, P.First) || !ungroup(Top[1], N + Rest, Seconds))
      return P;
    P.Second.assign(Seconds.begin(), Seconds.begin() + N);
    P.Rest.assign(Seconds.begin() + N, Seconds.end());
  } else if (Kind == "tiled") {
    if (!ungroup(Top[0], N, P.First))
      return P;
    P.Second.assign(Top.begin() + 1, Top.begin() + 1 + N);
    P.Rest.assign(Top.begin() + 1 + N, Top.end());
  } else {
    P.First.assign(Top.begin(), Top.begin() + N);
    P.Second.assign(Top.begin() + N, Top.begin() + 2 * N);
    P.Rest.assign(Top.begin() + 2 * N, Top.end());
  }
  P.Err.clear();
  return P;
}

// Checks X(j) == Outer(Inner(j)) for every j of Inner's domain.
std::string checkComposedMode(const Node &X, const Node &Outer,
                              const Node &Inner, const std::string &What) {
  if (size(X) != size(Inner))
    return What + ": size " + str(size(X)) + ", expected " + str(size(Inner));
  for (long J = 0; J < size(Inner); ++J)
    if (at(X, J) != composeAt(Outer, at(Inner, J)))
      return What + " differs at index " + str(J);
  return "";
}

std::string checkRest(const Pairs &P, const Node &A, size_t N) {
  for (size_t K = 0; K < P.Rest.size(); ++K)
    if (!sameFunction(P.Rest[K], mode(A, long(N + K))))
      return "a mode beyond the tiler changed";
  return "";
}

} // namespace

std::string checkDivide(const Node &A, const Tiler &T, const Node &R,
                        const std::string &Kind) {
  size_t N = T.Modes.size();
  if (T.PerMode && long(N) > rank(A))
    return "tiler rank exceeds the layout's";
  Pairs P = extract(R, rank(A), T, size(T.Modes[0]), Kind);
  if (!P.Err.empty())
    return P.Err;
  for (size_t K = 0; K < N; ++K) {
    const Node &AK = T.PerMode ? mode(A, long(K)) : A;
    std::optional<Node> C = complementRef(T.Modes[K], size(AK));
    if (!C)
      return "tiler mode " + str(long(K)) + " is not complement-admissible";
    if (size(T.Modes[K]) * size(*C) != size(AK))
      return "divide accepted a tiler that does not tile the layout";
    if (!refines(P.First[K], T.Modes[K]))
      return "tile does not refine the tiler's shape";
    std::string E = checkComposedMode(P.First[K], AK, T.Modes[K], "tile");
    if (E.empty())
      E = checkComposedMode(P.Second[K], AK, *C, "rest");
    if (!E.empty())
      return E;
  }
  return checkRest(P, A, N);
}

std::string checkProduct(const Node &A, const Tiler &B, const Node &R,
                         const std::string &Kind) {
  size_t N = B.Modes.size();
  if (B.PerMode && long(N) > rank(A))
    return "tiler rank exceeds the layout's";
  Pairs P = extract(R, rank(A), B, size(B.PerMode ? mode(A, 0) : A), Kind);
  if (!P.Err.empty())
    return P.Err;
  for (size_t K = 0; K < N; ++K) {
    const Node &AK = B.PerMode ? mode(A, long(K)) : A;
    std::optional<Node> C = complementRef(AK, size(AK) * cosize(B.Modes[K]));
    if (!C)
      return "block is not complement-admissible";
    if (!sameFunction(P.First[K], AK))
      return "the block mode of the product is not A";
    std::string E = checkComposedMode(P.Second[K], *C, B.Modes[K], "replica");
    if (!E.empty())
      return E;
  }
  return checkRest(P, A, N);
}

std::string checkInterleavedProduct(const Node &A, const Node &B,
                                    const Node &R, const std::string &Kind) {
  long RK = std::max(rank(A), rank(B));
  auto Pad = [&](const Node &L) {
    if (RK == 1)
      return L;
    std::vector<Node> Kids = L.Leaf ? std::vector<Node>{L} : L.Kids;
    while (long(Kids.size()) < RK)
      Kids.push_back(Node());
    return makeTuple(Kids);
  };
  Node PA = Pad(A), PB = Pad(B);
  std::optional<Node> C = complementRef(PA, size(PA) * cosize(PB));
  if (!C)
    return "block is not complement-admissible";
  if (RK > 1 && (R.Leaf || long(R.Kids.size()) != RK))
    return "product rank differs from max(rank A, rank B)";
  for (long K = 0; K < RK; ++K) {
    const Node &M = RK == 1 ? R : R.Kids[K];
    if (M.Leaf || M.Kids.size() != 2)
      return "mode " + str(K) + " is not a (block, replica) pair";
    const Node &X = Kind == "blocked" ? M.Kids[0] : M.Kids[1];
    const Node &Y = Kind == "blocked" ? M.Kids[1] : M.Kids[0];
    if (!sameFunction(X, RK == 1 ? PA : PA.Kids[K]))
      return "mode " + str(K) + " does not hold A's mode";
    std::string E =
        checkComposedMode(Y, *C, RK == 1 ? PB : PB.Kids[K], "replica");
    if (!E.empty())
      return E;
  }
  return "";
}

} // namespace tileiras::oracle::layout
