//===- tileiras-layout.cpp - CuTe layout algebra on the command line ------===//
//
// Part of tileiras. `tileiras-layout OP ARG...` parses its arguments in CuTe
// syntax, calls the layout library and prints the result the same way:
//
//   tileiras-layout composition '(4,2):(1,4)' '(2,2):(2,1)'
//   tileiras-layout --eval '((2,2),4):((1,8),2)'
//   tileiras-layout --svg 'Sw<3,3,3> o (8,64):(64,1)' -o smem.svg
//
// Bad input prints `error: ...` and exits with 1. No algebra lives here.
//
//===----------------------------------------------------------------------===//

#include "Svg.h"

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Syntax.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <map>

using namespace tileiras::layout;
namespace cl = llvm::cl;

static cl::list<std::string> Positional(cl::Positional,
                                        cl::desc("<op> <arg>..."));
static cl::opt<std::string>
    EvalLayout("eval", cl::desc("Print the offset of every coordinate"),
               cl::value_desc("layout"));
static cl::opt<std::string>
    SvgLayout("svg", cl::desc("Draw a layout as an SVG grid of offsets"),
              cl::value_desc("layout"));
static cl::opt<std::string>
    TvTile("tv-tile",
           cl::desc("With --svg: draw a (thread,value) layout over a tile"),
           cl::value_desc("rows,cols"));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file for --svg"),
                                       cl::value_desc("file"), cl::init("-"));

static const char *const kOverview = R"(tileiras CuTe layout calculator

Operations (layouts in CuTe syntax, e.g. '(4,2):(1,4)'):
  size L | cosize L | rank L | depth L | coalesce L [PROFILE] | filter L
  filter_zeros L | composition A B | complement L [COSIZE]
  right_inverse L | left_inverse L
  logical_divide A T | zipped_divide A T | tiled_divide A T | flat_divide A T
  logical_product A B | zipped_product A B | tiled_product A B
  flat_product A B | blocked_product A B | raked_product A B
  local_tile L TILER COORD | local_partition L THREADS INDEX
  swizzle 'Sw<B,M,S>' X...
)";

namespace {

using Args = std::vector<std::string>;

int fail(const std::string &Message) {
  llvm::errs() << "error: " << Message << "\n";
  return 1;
}

int printLine(const std::string &Text) {
  llvm::outs() << Text << "\n";
  return 0;
}

/// Parses a non-negative decimal or 0x-hex integer.
Result<int64_t> parseNumber(const std::string &Text, int &HexDigits) {
  HexDigits = 0;
  llvm::StringRef S(Text);
  unsigned Radix = 10;
  if (S.consume_front("0x") || S.consume_front("0X")) {
    Radix = 16;
    HexDigits = S.size();
  }
  long long V;
  if (S.empty() || S.getAsInteger(Radix, V) || V < 0 || V > kMaxSpan)
    return Error{"expected a non-negative integer, got '" + Text + "'"};
  return int64_t(V);
}

std::string formatLike(int64_t V, int HexDigits) {
  if (!HexDigits)
    return std::to_string(V);
  std::string Hex = llvm::utohexstr(uint64_t(V));
  while (int(Hex.size()) < HexDigits)
    Hex = "0" + Hex;
  return "0x" + Hex;
}

int runUnary(const Args &A, const std::function<int(const Layout &)> &F) {
  if (A.size() != 1)
    return fail("expected one layout argument");
  Result<Layout> L = parseLayout(A[0]);
  if (!L)
    return fail(L.error());
  return F(*L);
}

int printResult(const Result<Layout> &R) {
  return R ? printLine(print(*R)) : fail(R.error());
}

using TilerOp = Result<Layout> (*)(const Layout &, const Tiler &);

int runTilerOp(const Args &A, TilerOp Op) {
  if (A.size() != 2)
    return fail("expected a layout and a tiler");
  Result<Layout> L = parseLayout(A[0]);
  if (!L)
    return fail(L.error());
  Result<Tiler> T = parseTiler(A[1]);
  if (!T)
    return fail(T.error());
  return printResult(Op(*L, *T));
}

int runComposition(const Args &A) {
  if (A.size() != 2)
    return fail("expected two layouts");
  Result<ComposedLayout> L = parseComposedLayout(A[0]);
  if (!L)
    return fail(L.error());
  Result<Tiler> T = parseTiler(A[1]);
  if (!T)
    return fail(T.error());
  if (L->HasSwizzle || L->Off != 0) {
    if (T->IsTile)
      return fail("a composed layout composes with a layout, not a tile");
    Result<ComposedLayout> R = composition(*L, T->Whole);
    return R ? printLine(print(*R)) : fail(R.error());
  }
  return printResult(composition(L->L, *T));
}

int runComplement(const Args &A) {
  if (A.size() != 1 && A.size() != 2)
    return fail("expected a layout and an optional cosize");
  Result<Layout> L = parseLayout(A[0]);
  if (!L)
    return fail(L.error());
  int64_t M = 1;
  if (A.size() == 2) {
    int Hex;
    Result<int64_t> V = parseNumber(A[1], Hex);
    if (!V)
      return fail(V.error());
    M = *V;
  }
  return printResult(complement(*L, M));
}

int runBlockedRaked(const Args &A, bool Blocked) {
  if (A.size() != 2)
    return fail("expected two layouts");
  Result<Layout> X = parseLayout(A[0]), Y = parseLayout(A[1]);
  if (!X)
    return fail(X.error());
  if (!Y)
    return fail(Y.error());
  return printResult(Blocked ? blockedProduct(*X, *Y) : rakedProduct(*X, *Y));
}

int printOffsetLayout(const Result<OffsetLayout> &R) {
  if (!R)
    return fail(R.error());
  return printLine(print(R->L) + " + " + std::to_string(R->Off));
}

int runLocalTile(const Args &A) {
  if (A.size() != 3)
    return fail("expected a layout, a tiler and a tile coordinate");
  Result<Layout> L = parseLayout(A[0]);
  if (!L)
    return fail(L.error());
  Result<Tiler> T = parseTiler(A[1]);
  if (!T)
    return fail(T.error());
  Result<IntTuple> C = parseIntTuple(A[2]);
  if (!C)
    return fail(C.error());
  return printOffsetLayout(localTile(*L, *T, *C));
}

int runLocalPartition(const Args &A) {
  if (A.size() != 3)
    return fail("expected a layout, a thread layout and a thread index");
  Result<Layout> L = parseLayout(A[0]), Thr = parseLayout(A[1]);
  if (!L)
    return fail(L.error());
  if (!Thr)
    return fail(Thr.error());
  int Hex;
  Result<int64_t> Idx = parseNumber(A[2], Hex);
  if (!Idx)
    return fail(Idx.error());
  return printOffsetLayout(localPartition(*L, *Thr, *Idx));
}

int runSwizzle(const Args &A) {
  if (A.size() < 2)
    return fail("expected a swizzle and at least one value");
  Result<ComposedLayout> C = parseComposedLayout(A[0] + " o 1:0");
  if (!C || !C->HasSwizzle)
    return fail(C ? "expected a swizzle 'Sw<B,M,S>', got '" + A[0] + "'"
                  : C.error());
  for (size_t K = 1; K < A.size(); ++K) {
    int Hex;
    Result<int64_t> X = parseNumber(A[K], Hex);
    if (!X)
      return fail(X.error());
    llvm::outs() << formatLike(*X, Hex) << " -> "
                 << formatLike(C->Sw.apply(*X), Hex) << "\n";
  }
  return 0;
}

int runOp(const std::string &Op, const Args &A) {
  std::map<std::string, std::function<int(const Args &)>> Ops = {
      {"size", [](const Args &A) {
         return runUnary(A, [](const Layout &L) {
           return printLine(std::to_string(size(L)));
         });
       }},
      {"cosize", [](const Args &A) {
         return runUnary(A, [](const Layout &L) {
           Result<int64_t> C = cosize(L);
           return C ? printLine(std::to_string(*C)) : fail(C.error());
         });
       }},
      {"rank", [](const Args &A) {
         return runUnary(A, [](const Layout &L) {
           return printLine(std::to_string(rank(L)));
         });
       }},
      {"depth", [](const Args &A) {
         return runUnary(A, [](const Layout &L) {
           return printLine(std::to_string(depth(L)));
         });
       }},
      {"coalesce", [](const Args &A) {
         if (A.size() == 2) {
           Result<Layout> L = parseLayout(A[0]);
           Result<IntTuple> P = parseIntTuple(A[1]);
           if (!L)
             return fail(L.error());
           if (!P)
             return fail(P.error());
           return printResult(coalesce(*L, *P));
         }
         return runUnary(A, [](const Layout &L) {
           return printLine(print(coalesce(L)));
         });
       }},
      {"filter", [](const Args &A) {
         return runUnary(
             A, [](const Layout &L) { return printLine(print(filter(L))); });
       }},
      {"filter_zeros", [](const Args &A) {
         return runUnary(A, [](const Layout &L) {
           return printLine(print(filterZeros(L)));
         });
       }},
      {"composition", runComposition},
      {"complement", runComplement},
      {"right_inverse", [](const Args &A) {
         return runUnary(
             A, [](const Layout &L) { return printResult(rightInverse(L)); });
       }},
      {"left_inverse", [](const Args &A) {
         return runUnary(
             A, [](const Layout &L) { return printResult(leftInverse(L)); });
       }},
      {"logical_divide", [](const Args &A) { return runTilerOp(A, logicalDivide); }},
      {"zipped_divide", [](const Args &A) { return runTilerOp(A, zippedDivide); }},
      {"tiled_divide", [](const Args &A) { return runTilerOp(A, tiledDivide); }},
      {"flat_divide", [](const Args &A) { return runTilerOp(A, flatDivide); }},
      {"logical_product", [](const Args &A) { return runTilerOp(A, logicalProduct); }},
      {"zipped_product", [](const Args &A) { return runTilerOp(A, zippedProduct); }},
      {"tiled_product", [](const Args &A) { return runTilerOp(A, tiledProduct); }},
      {"flat_product", [](const Args &A) { return runTilerOp(A, flatProduct); }},
      {"blocked_product", [](const Args &A) { return runBlockedRaked(A, true); }},
      {"raked_product", [](const Args &A) { return runBlockedRaked(A, false); }},
      {"local_tile", runLocalTile},
      {"local_partition", runLocalPartition},
      {"swizzle", runSwizzle},
  };
  auto It = Ops.find(Op);
  if (It == Ops.end())
    return fail("unknown operation '" + Op + "' (see --help)");
  return It->second(A);
}

int runEval(const std::string &Text) {
  Result<ComposedLayout> C = parseComposedLayout(Text);
  if (!C)
    return fail(C.error());
  const Layout &L = C->L;
  bool Plain = !C->HasSwizzle && C->Off == 0;
  for (int64_t I = 0, N = size(L); I < N; ++I) {
    std::string Value = Plain ? print(evaluate(L, I))
                              : std::to_string(evaluate(*C, I));
    llvm::outs() << print(indexToCoord(L, I)) << " -> " << Value << "\n";
  }
  return 0;
}

/// Writes Text to Path through a temporary file, so no partial file remains.
int writeOutput(const std::string &Text) {
  if (OutputFile == "-") {
    llvm::outs() << Text;
    return 0;
  }
  std::string Temp = OutputFile + ".tmp";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Temp, EC);
    if (EC)
      return fail("cannot write '" + Temp + "': " + EC.message());
    OS << Text;
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, OutputFile))
    return fail("cannot write '" + OutputFile + "': " + EC.message());
  return 0;
}

int runSvg(const std::string &Text) {
  if (!TvTile.empty()) {
    Result<Layout> TV = parseLayout(Text);
    if (!TV)
      return fail(TV.error());
    llvm::StringRef RowsText, ColsText;
    std::tie(RowsText, ColsText) = llvm::StringRef(TvTile).split(',');
    int64_t Rows, Cols;
    if (RowsText.getAsInteger(10, Rows) || ColsText.getAsInteger(10, Cols))
      return fail("--tv-tile expects ROWS,COLS, got '" + TvTile + "'");
    Result<std::string> Svg = drawThreadValueSvg(*TV, Rows, Cols);
    return Svg ? writeOutput(*Svg) : fail(Svg.error());
  }
  Result<ComposedLayout> C = parseComposedLayout(Text);
  if (!C)
    return fail(C.error());
  Result<std::string> Svg = drawLayoutSvg(*C);
  return Svg ? writeOutput(*Svg) : fail(Svg.error());
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, kOverview);
  int Modes = !EvalLayout.empty() + !SvgLayout.empty() + !Positional.empty();
  if (Modes != 1)
    return fail("give exactly one of: an operation, --eval LAYOUT, --svg "
                "LAYOUT (see --help)");
  if (!EvalLayout.empty())
    return runEval(EvalLayout);
  if (!SvgLayout.empty())
    return runSvg(SvgLayout);
  Args A(Positional.begin() + 1, Positional.end());
  return runOp(Positional[0], A);
}
