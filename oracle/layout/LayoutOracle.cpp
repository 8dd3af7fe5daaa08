//===- LayoutOracle.cpp - Parsing, evaluation, reference algorithms -------===//
//
// Part of tileiras. The oracle's own reader and evaluator, plus the two
// small reference algorithms (coalesce, complement) whose results are
// compared by function, never by structure.
//
//===----------------------------------------------------------------------===//

#include "LayoutOracle.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace tileiras::oracle::layout {

namespace {

struct Reader {
  explicit Reader(const std::string &S) : S(S) {}
  const std::string &S;
  size_t P = 0;
  std::string Err;

  char peek() {
    while (P < S.size() && std::isspace((unsigned char)S[P]))
      ++P;
    return P < S.size() ? S[P] : 0;
  }
  bool eat(char C) {
    if (peek() != C)
      return false;
    ++P;
    return true;
  }
  bool number(long &V) {
    peek();
    eat('_');
    bool Neg = eat('-');
    if (P >= S.size() || !std::isdigit((unsigned char)S[P]))
      return fail("number expected");
    V = 0;
    while (P < S.size() && std::isdigit((unsigned char)S[P]))
      V = V * 10 + (S[P++] - '0');
    if (Neg)
      V = -V;
    return true;
  }
  bool fail(const std::string &Why) {
    if (Err.empty())
      Err = Why + " at " + std::to_string(P) + " in '" + S + "'";
    return false;
  }
  // A shape tree; leaves get Shape.
  bool shape(Node &N) {
    if (eat('(')) {
      N.Leaf = false;
      do {
        N.Kids.emplace_back();
        if (!shape(N.Kids.back()))
          return false;
      } while (eat(','));
      return eat(')') || fail("')' expected");
    }
    return number(N.Shape);
  }
  // A stride tree matched against an existing shape tree.
  bool stride(Node &N) {
    if (eat('(')) {
      if (N.Leaf)
        return fail("stride deeper than shape");
      for (size_t K = 0; K < N.Kids.size(); ++K) {
        if (K && !eat(','))
          return fail("',' expected");
        if (!stride(N.Kids[K]))
          return false;
      }
      return eat(')') || fail("')' expected (stride wider than shape?)");
    }
    if (!N.Leaf)
      return fail("stride shallower than shape");
    if (!number(N.Stride))
      return false;
    if (eat('@')) {
      long B;
      if (!number(B))
        return false;
      N.Basis = N.Stride == 0 ? -1 : int(B);
    }
    return true;
  }
  void columnMajor(Node &N, long &Next) {
    if (N.Leaf) {
      N.Stride = Next;
      Next *= N.Shape;
      return;
    }
    for (Node &K : N.Kids)
      columnMajor(K, Next);
  }
  bool layout(Node &N) {
    if (!shape(N))
      return false;
    if (eat(':'))
      return stride(N);
    long Next = 1;
    columnMajor(N, Next);
    return true;
  }
};

} // namespace

std::optional<Node> parse(const std::string &Text, std::string &Err) {
  Reader R(Text);
  Node N;
  if (!R.layout(N) || (R.peek() != 0 && R.fail("trailing text"))) {
    Err = R.Err;
    return std::nullopt;
  }
  return N;
}

std::optional<Tiler> parseTiler(const std::string &Text, std::string &Err) {
  Reader R(Text);
  if (R.eat('(')) {
    Tiler T;
    T.PerMode = true;
    bool Ok = true;
    do {
      T.Modes.emplace_back();
      Ok = R.layout(T.Modes.back());
    } while (Ok && R.eat(','));
    if (Ok && R.eat(')') && R.peek() == 0)
      return T;
  }
  std::optional<Node> N = parse(Text, Err);
  if (!N)
    return std::nullopt;
  return Tiler{false, {*N}};
}

long size(const Node &L) {
  if (L.Leaf)
    return L.Shape;
  long P = 1;
  for (const Node &K : L.Kids)
    P *= size(K);
  return P;
}

long rank(const Node &L) { return L.Leaf ? 1 : long(L.Kids.size()); }
const Node &mode(const Node &L, long K) { return L.Leaf ? L : L.Kids[K]; }

std::vector<Node> leaves(const Node &L) {
  if (L.Leaf)
    return {L};
  std::vector<Node> Out;
  for (const Node &K : L.Kids)
    for (const Node &Leaf : leaves(K))
      Out.push_back(Leaf);
  return Out;
}

Node makeTuple(std::vector<Node> Kids) {
  Node N;
  N.Leaf = false;
  N.Kids = std::move(Kids);
  return N;
}

static void evalInto(const Node &L, long I, Value &V) {
  if (L.Leaf) {
    V[L.Basis] += I * L.Stride;
    return;
  }
  for (size_t K = 0; K < L.Kids.size(); ++K) {
    long S = size(L.Kids[K]);
    bool Last = K + 1 == L.Kids.size();
    evalInto(L.Kids[K], Last ? I : I % S, V);
    I /= S;
  }
}

Value eval(const Node &L, long I) {
  Value V;
  evalInto(L, I, V);
  for (auto It = V.begin(); It != V.end();)
    It = It->second == 0 ? V.erase(It) : std::next(It);
  return V;
}

long at(const Node &L, long I) {
  Value V = eval(L, I);
  auto It = V.find(-1);
  return It == V.end() ? 0 : It->second;
}

long cosize(const Node &L) {
  long Max = 0;
  for (long I = 0; I < size(L); ++I)
    Max = std::max(Max, at(L, I));
  return Max + 1;
}

bool injective(const Node &L) {
  std::set<Value> Seen;
  for (long I = 0; I < size(L); ++I)
    if (!Seen.insert(eval(L, I)).second)
      return false;
  return true;
}

bool sameFunction(const Node &X, const Node &Y) {
  if (size(X) != size(Y))
    return false;
  for (long I = 0; I < size(X); ++I)
    if (eval(X, I) != eval(Y, I))
      return false;
  return true;
}

bool refines(const Node &X, const Node &Y) {
  if (Y.Leaf)
    return size(X) == Y.Shape;
  if (X.Leaf || X.Kids.size() != Y.Kids.size())
    return false;
  for (size_t K = 0; K < Y.Kids.size(); ++K)
    if (!refines(X.Kids[K], Y.Kids[K]))
      return false;
  return true;
}

static Node leafNode(long S, long D, int B = -1) {
  Node N;
  N.Shape = S;
  N.Stride = D;
  N.Basis = B;
  return N;
}

static Node fromLeaves(const std::vector<Node> &Ls) {
  if (Ls.empty())
    return leafNode(1, 0);
  if (Ls.size() == 1)
    return Ls[0];
  return makeTuple(Ls);
}

Node coalesceRef(const Node &L) {
  std::vector<Node> Out;
  for (const Node &Leaf : leaves(L)) {
    if (Leaf.Shape == 1)
      continue;
    if (!Out.empty() && Out.back().Basis == Leaf.Basis &&
        Out.back().Shape * Out.back().Stride == Leaf.Stride) {
      Out.back().Shape *= Leaf.Shape;
      continue;
    }
    Out.push_back(Leaf);
  }
  return fromLeaves(Out);
}

std::optional<Node> complementRef(const Node &A, long M) {
  std::vector<std::pair<long, long>> DS;
  for (const Node &Leaf : leaves(A))
    if (Leaf.Shape != 1 && Leaf.Stride != 0)
      DS.push_back({Leaf.Stride, Leaf.Shape});
  std::sort(DS.begin(), DS.end());
  std::vector<Node> Out;
  long Cur = 1;
  for (auto [D, S] : DS) {
    if (D < 0 || D % Cur != 0)
      return std::nullopt;
    Out.push_back(leafNode(D / Cur, Cur));
    Cur = S * D;
  }
  Out.push_back(leafNode((M + Cur - 1) / Cur, Cur));
  return coalesceRef(fromLeaves(Out));
}

long composeAt(const Node &A, long X) { return at(coalesceRef(A), X); }

long swizzleRef(int B, int M, int S, long X) {
  long Out = X;
  for (int Bit = 0; Bit < B; ++Bit) {
    int Dst = S >= 0 ? M + Bit : M - S + Bit;
    int Src = Dst + S;
    if ((X >> Src) & 1)
      Out ^= long(1) << Dst;
  }
  return Out;
}

} // namespace tileiras::oracle::layout
