//===- Syntax.cpp - Parse and print layouts in CuTe notation --------------===//
//
// Part of tileiras. A recursive-descent parser over the grammar in Syntax.h.
// Every failure names the column and what was expected; the parser never
// invents a default layout for text it cannot read.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Layout/Syntax.h"
#include "Internal.h"

#include <cctype>

using namespace tileiras::layout;

namespace {

/// A stride tree before it is zipped with the shape.
struct StrideTree {
  bool IsLeaf = true;
  Stride D;
  std::vector<StrideTree> Elems;
};

class Parser {
public:
  explicit Parser(std::string_view Text) : Text(Text) {}

  Result<Layout> parseFullLayout() {
    Result<Layout> L = parseLayout(/*RequireStride=*/false);
    if (!L)
      return L;
    if (Result<bool> E = expectEnd(); !E)
      return E.takeError();
    return L;
  }

  Result<ComposedLayout> parseComposed() {
    ComposedLayout C;
    skipSpace();
    if (Text.substr(Pos, 3) == "Sw<") {
      Pos += 3;
      int64_t Vals[3];
      for (int K = 0; K < 3; ++K) {
        Result<int64_t> V = parseInt();
        if (!V)
          return V.takeError();
        Vals[K] = *V;
        if (!consume(K < 2 ? ',' : '>'))
          return expected(K < 2 ? "','" : "'>'");
      }
      if (Vals[0] < -64 || Vals[0] > 64 || Vals[1] < -64 || Vals[1] > 64 ||
          Vals[2] < -64 || Vals[2] > 64)
        return Error{"swizzle parameters out of range"};
      C.HasSwizzle = true;
      C.Sw = Swizzle{int(Vals[0]), int(Vals[1]), int(Vals[2])};
      if (!C.Sw.isValid())
        return Error{"invalid swizzle Sw<" + std::to_string(Vals[0]) + "," +
                     std::to_string(Vals[1]) + "," + std::to_string(Vals[2]) +
                     ">: needs B >= 0, M >= 0, |S| >= B and B+M+|S| <= 48"};
      if (!consumeWord('o'))
        return expected("'o' after the swizzle");
    }
    // An optional offset: an integer followed by 'o'.
    size_t Save = Pos;
    if (Result<int64_t> Off = parseInt(); Off && consumeWord('o')) {
      C.Off = *Off;
    } else {
      Pos = Save;
    }
    Result<Layout> L = parseLayout(/*RequireStride=*/false);
    if (!L)
      return L.takeError();
    if (Result<bool> E = expectEnd(); !E)
      return E.takeError();
    if (C.HasSwizzle && !isIntegral(*L))
      return Error{"a swizzled layout needs integer strides"};
    C.L = std::move(*L);
    return C;
  }

  Result<Tiler> parseTiler() {
    skipSpace();
    if (peek() == '(') {
      size_t Save = Pos;
      if (Result<Tiler> T = parseTileTuple())
        return T;
      Pos = Save;
    }
    Result<Layout> L = parseFullLayout();
    if (!L)
      return L.takeError();
    return Tiler::layout(std::move(*L));
  }

  Result<IntTuple> parseFullIntTuple() {
    Result<IntTuple> T = parseIntTupleTree();
    if (!T)
      return T;
    if (Result<bool> E = expectEnd(); !E)
      return E.takeError();
    return T;
  }

private:
  std::string_view Text;
  size_t Pos = 0;

  void skipSpace() {
    while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
      ++Pos;
  }
  char peek() {
    skipSpace();
    return Pos < Text.size() ? Text[Pos] : '\0';
  }
  bool consume(char C) {
    if (peek() != C)
      return false;
    ++Pos;
    return true;
  }
  /// Consumes a one-letter keyword that is not the start of a longer word.
  bool consumeWord(char C) {
    if (peek() != C)
      return false;
    if (Pos + 1 < Text.size() && std::isalnum((unsigned char)Text[Pos + 1]))
      return false;
    ++Pos;
    return true;
  }
  Error expected(const std::string &What) {
    skipSpace();
    std::string Found =
        Pos < Text.size() ? "'" + std::string(1, Text[Pos]) + "'" : "end of input";
    return Error{"expected " + What + " at column " + std::to_string(Pos + 1) +
                 " but found " + Found + " in '" + std::string(Text) + "'"};
  }
  Result<bool> expectEnd() {
    if (peek() != '\0')
      return Error{"unexpected trailing layout text at column " +
                   std::to_string(Pos + 1) + " in '" + std::string(Text) +
                   "'"};
    return true;
  }

  Result<int64_t> parseInt() {
    skipSpace();
    if (peek() == '?')
      return Error{"dynamic leaf '?' at column " + std::to_string(Pos + 1) +
                   " is not supported by the static layout library"};
    if (Pos < Text.size() && Text[Pos] == '_')
      ++Pos; // CuTe's static marker: _4 is the static 4.
    bool Negative = false;
    if (Pos < Text.size() && Text[Pos] == '-') {
      Negative = true;
      ++Pos;
    }
    if (Pos >= Text.size() || !std::isdigit((unsigned char)Text[Pos]))
      return expected("an integer");
    int64_t V = 0;
    while (Pos < Text.size() && std::isdigit((unsigned char)Text[Pos])) {
      if (!detail::mulChecked(V, 10, V) ||
          !detail::addChecked(V, Text[Pos] - '0', V) || V > kMaxSpan)
        return Error{"integer too large at column " + std::to_string(Pos + 1)};
      ++Pos;
    }
    return Negative ? -V : V;
  }

  Result<IntTuple> parseIntTupleTree() {
    if (consume('(')) {
      std::vector<IntTuple> Elems;
      do {
        Result<IntTuple> E = parseIntTupleTree();
        if (!E)
          return E;
        Elems.push_back(std::move(*E));
      } while (consume(','));
      if (!consume(')'))
        return expected("',' or ')'");
      return IntTuple::tuple(std::move(Elems));
    }
    Result<int64_t> V = parseInt();
    if (!V)
      return V.takeError();
    return IntTuple::leaf(*V);
  }

  Result<StrideTree> parseStrideTree() {
    if (consume('(')) {
      StrideTree T;
      T.IsLeaf = false;
      do {
        Result<StrideTree> E = parseStrideTree();
        if (!E)
          return E;
        T.Elems.push_back(std::move(*E));
      } while (consume(','));
      if (!consume(')'))
        return expected("',' or ')'");
      return T;
    }
    Result<int64_t> V = parseInt();
    if (!V)
      return V.takeError();
    int64_t Value = *V;
    if (consume('/')) {
      Result<int64_t> Den = parseInt();
      if (!Den)
        return Den.takeError();
      if (*Den <= 0 || Value % *Den != 0)
        return Error{"stride " + std::to_string(Value) + "/" +
                     std::to_string(*Den) + " is not an integer"};
      Value /= *Den;
    }
    std::vector<unsigned> Path;
    while (consume('@')) {
      Result<int64_t> Dim = parseInt();
      if (!Dim)
        return Dim.takeError();
      if (*Dim < 0 || *Dim > 64)
        return Error{"basis mode " + std::to_string(*Dim) + " out of range"};
      Path.push_back(unsigned(*Dim));
    }
    StrideTree T;
    T.D = Path.empty() ? Stride::integer(Value)
                       : Stride::basis(Value, std::move(Path));
    return T;
  }

  static Result<Layout> zip(const IntTuple &S, const StrideTree &D) {
    if (S.IsLeaf != D.IsLeaf || S.Elems.size() != D.Elems.size())
      return Error{"shape and stride are not congruent"};
    if (S.IsLeaf)
      return Layout::leaf(S.Value, D.D);
    std::vector<Layout> Modes;
    for (size_t K = 0; K < S.Elems.size(); ++K) {
      Result<Layout> M = zip(S.Elems[K], D.Elems[K]);
      if (!M)
        return M;
      Modes.push_back(std::move(*M));
    }
    return Layout::tuple(std::move(Modes));
  }

  // Compact column-major strides for a shape alone.
  static Layout columnMajor(const IntTuple &S, int64_t &Next) {
    if (S.IsLeaf) {
      Layout L = Layout::leaf(S.Value, Next);
      Next *= S.Value; // Bounded: the size is checked after.
      return L;
    }
    std::vector<Layout> Modes;
    for (const IntTuple &E : S.Elems)
      Modes.push_back(columnMajor(E, Next));
    return Layout::tuple(std::move(Modes));
  }

  Result<Layout> parseLayout(bool RequireStride) {
    Result<IntTuple> S = parseIntTupleTree();
    if (!S)
      return S.takeError();
    for (const IntTuple &E : flattenShape(*S)) {
      if (E.Value < 1)
        return Error{"shape " + std::to_string(E.Value) +
                     " is not positive in '" + std::string(Text) + "'"};
    }
    Layout L;
    if (consume(':')) {
      Result<StrideTree> D = parseStrideTree();
      if (!D)
        return D.takeError();
      Result<Layout> Z = zip(*S, *D);
      if (!Z)
        return Z;
      L = std::move(*Z);
    } else {
      if (RequireStride)
        return expected("':'");
      if (flattenShape(*S).size() > 64)
        return Error{"shape has too many modes"};
      int64_t Next = 1;
      int64_t Size = 1;
      for (const IntTuple &E : flattenShape(*S))
        if (!detail::mulChecked(Size, E.Value, Size) || Size > kMaxSize)
          return Error{"layout size exceeds 2^40"};
      L = columnMajor(*S, Next);
    }
    return checkBounds(std::move(L));
  }

  static std::vector<IntTuple> flattenShape(const IntTuple &S) {
    if (S.IsLeaf)
      return {S};
    std::vector<IntTuple> Out;
    for (const IntTuple &E : S.Elems)
      for (IntTuple &L : flattenShape(E))
        Out.push_back(std::move(L));
    return Out;
  }

  Result<Tiler> parseTileTuple() {
    if (!consume('('))
      return expected("'('");
    std::vector<Layout> Modes;
    do {
      Result<Layout> L = parseLayout(/*RequireStride=*/false);
      if (!L)
        return L.takeError();
      Modes.push_back(std::move(*L));
    } while (consume(','));
    if (!consume(')'))
      return expected("',' or ')'");
    if (Result<bool> E = expectEnd(); !E)
      return E.takeError();
    return Tiler::tile(std::move(Modes));
  }
};

void printShape(const Layout &L, std::string &Out) {
  if (L.IsLeaf) {
    Out += std::to_string(L.Shape);
    return;
  }
  Out += '(';
  for (size_t K = 0; K < L.Modes.size(); ++K) {
    if (K)
      Out += ',';
    printShape(L.Modes[K], Out);
  }
  Out += ')';
}

void printStride(const Layout &L, std::string &Out) {
  if (L.IsLeaf) {
    Out += print(L.D);
    return;
  }
  Out += '(';
  for (size_t K = 0; K < L.Modes.size(); ++K) {
    if (K)
      Out += ',';
    printStride(L.Modes[K], Out);
  }
  Out += ')';
}

// Prints basis components sharing the path prefix of length Depth.
void printBasis(const std::map<std::vector<unsigned>, int64_t> &Parts,
                size_t Depth, std::string &Out) {
  unsigned Width = 0;
  for (const auto &[Path, V] : Parts)
    Width = std::max(Width, Path[Depth] + 1);
  Out += '(';
  for (unsigned I = 0; I < Width; ++I) {
    if (I)
      Out += ',';
    std::map<std::vector<unsigned>, int64_t> Sub;
    int64_t Here = 0;
    for (const auto &[Path, V] : Parts) {
      if (Path[Depth] != I)
        continue;
      if (Path.size() == Depth + 1)
        Here += V;
      else
        Sub[Path] = V;
    }
    if (Sub.empty())
      Out += std::to_string(Here);
    else
      printBasis(Sub, Depth + 1, Out);
  }
  Out += ')';
}

} // namespace

Result<Layout> tileiras::layout::parseLayout(std::string_view Text) {
  return Parser(Text).parseFullLayout();
}

Result<ComposedLayout>
tileiras::layout::parseComposedLayout(std::string_view Text) {
  return Parser(Text).parseComposed();
}

Result<Tiler> tileiras::layout::parseTiler(std::string_view Text) {
  return Parser(Text).parseTiler();
}

Result<IntTuple> tileiras::layout::parseIntTuple(std::string_view Text) {
  return Parser(Text).parseFullIntTuple();
}

std::string tileiras::layout::print(const Stride &D) {
  std::string Out = std::to_string(D.Value);
  for (unsigned B : D.Basis)
    Out += "@" + std::to_string(B);
  return Out;
}

std::string tileiras::layout::print(const Layout &L) {
  std::string Out;
  printShape(L, Out);
  Out += ':';
  printStride(L, Out);
  return Out;
}

std::string tileiras::layout::print(const ComposedLayout &C) {
  std::string Out;
  if (C.HasSwizzle)
    Out += "Sw<" + std::to_string(C.Sw.B) + "," + std::to_string(C.Sw.M) +
           "," + std::to_string(C.Sw.S) + "> o ";
  if (C.HasSwizzle || C.Off != 0)
    Out += std::to_string(C.Off) + " o ";
  return Out + print(C.L);
}

std::string tileiras::layout::print(const Tiler &T) {
  if (!T.IsTile)
    return print(T.Whole);
  std::string Out = "(";
  for (size_t K = 0; K < T.Modes.size(); ++K)
    Out += (K ? "," : "") + print(T.Modes[K]);
  return Out + ")";
}

std::string tileiras::layout::print(const IntTuple &T) {
  if (T.IsLeaf)
    return std::to_string(T.Value);
  std::string Out = "(";
  for (size_t K = 0; K < T.Elems.size(); ++K)
    Out += (K ? "," : "") + print(T.Elems[K]);
  return Out + ")";
}

std::string tileiras::layout::print(const Offset &O) {
  if (O.Basis.empty())
    return std::to_string(O.Int);
  std::string Out;
  if (O.Int != 0)
    Out = std::to_string(O.Int) + "+";
  printBasis(O.Basis, 0, Out);
  return Out;
}
