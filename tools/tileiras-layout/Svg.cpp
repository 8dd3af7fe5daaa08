//===- Svg.cpp - Draw layouts as SVG grids --------------------------------===//
//
// Part of tileiras. Emits small self-contained SVG documents; every number
// shown is computed by the layout library.
//
//===----------------------------------------------------------------------===//

#include "Svg.h"

#include "tileiras/Layout/Syntax.h"

using namespace tileiras::layout;

namespace {

constexpr int64_t kMaxCells = 65536;
constexpr int kCellW = 44, kCellH = 24, kMargin = 40;

// Eight light colours, as in CuTe's pictures, cycled by colour index.
const char *const kPalette[] = {"#afafff", "#afffaf", "#ffafaf", "#ffffaf",
                                "#afffff", "#ffafff", "#d7d7d7", "#ffd7af"};

std::string escape(const std::string &S) {
  std::string Out;
  for (char C : S) {
    if (C == '<')
      Out += "&lt;";
    else if (C == '>')
      Out += "&gt;";
    else if (C == '&')
      Out += "&amp;";
    else
      Out += C;
  }
  return Out;
}

struct Grid {
  int64_t Rows, Cols;
  std::string Title;
  std::string Body;

  void cell(int64_t R, int64_t C, const std::string &Label, int64_t Colour) {
    int64_t X = kMargin + C * kCellW, Y = kMargin + R * kCellH;
    Body += "<rect x=\"" + std::to_string(X) + "\" y=\"" + std::to_string(Y) +
            "\" width=\"" + std::to_string(kCellW) + "\" height=\"" +
            std::to_string(kCellH) + "\" fill=\"" +
            kPalette[((Colour % 8) + 8) % 8] + "\" stroke=\"black\"/>\n";
    Body += "<text x=\"" + std::to_string(X + kCellW / 2) + "\" y=\"" +
            std::to_string(Y + kCellH / 2 + 4) + "\">" + escape(Label) +
            "</text>\n";
  }

  std::string finish() const {
    int64_t W = 2 * kMargin + Cols * kCellW, H = 2 * kMargin + Rows * kCellH;
    std::string Out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                      std::to_string(W) + "\" height=\"" + std::to_string(H) +
                      "\" font-family=\"monospace\" font-size=\"11\" "
                      "text-anchor=\"middle\">\n";
    Out += "<text x=\"" + std::to_string(W / 2) + "\" y=\"20\">" +
           escape(Title) + "</text>\n";
    for (int64_t R = 0; R < Rows; ++R)
      Out += "<text x=\"" + std::to_string(kMargin - 12) + "\" y=\"" +
             std::to_string(kMargin + R * kCellH + kCellH / 2 + 4) + "\">" +
             std::to_string(R) + "</text>\n";
    for (int64_t C = 0; C < Cols; ++C)
      Out += "<text x=\"" + std::to_string(kMargin + C * kCellW + kCellW / 2) +
             "\" y=\"" + std::to_string(kMargin - 6) + "\">" +
             std::to_string(C) + "</text>\n";
    return Out + Body + "</svg>\n";
  }
};

} // namespace

Result<std::string> tileiras::layout::drawLayoutSvg(const ComposedLayout &C) {
  const Layout &L = C.L;
  int64_t N = size(L);
  if (N > kMaxCells)
    return Error{"layout too large to draw (" + std::to_string(N) +
                 " cells, at most " + std::to_string(kMaxCells) + ")"};
  bool Integral = isIntegral(L);
  if (C.HasSwizzle && !Integral)
    return Error{"a swizzled layout needs integer strides"};
  Grid G;
  G.Rows = rank(L) == 1 ? 1 : size(mode(L, 0));
  G.Cols = N / G.Rows;
  G.Title = print(C);
  for (int64_t I = 0; I < N; ++I) {
    std::string Label;
    int64_t Colour = 0;
    if (Integral) {
      int64_t V = evaluate(C, I);
      Label = std::to_string(V);
      Colour = C.HasSwizzle ? (V >> C.Sw.M) : V;
    } else {
      Offset O = evaluate(L, I);
      Label = print(O);
      Colour = I;
    }
    G.cell(I % G.Rows, I / G.Rows, Label, Colour);
  }
  return G.finish();
}

Result<std::string> tileiras::layout::drawThreadValueSvg(const Layout &TV,
                                                         int64_t Rows,
                                                         int64_t Cols) {
  if (rank(TV) != 2)
    return Error{"a thread/value layout needs rank 2 (thread, value), got " +
                 print(TV)};
  if (!isIntegral(TV))
    return Error{"a thread/value layout needs integer strides"};
  if (Rows < 1 || Cols < 1 || Rows > kMaxCells || Cols > kMaxCells ||
      Rows * Cols > kMaxCells)
    return Error{"tile too large to draw (at most " +
                 std::to_string(kMaxCells) + " cells)"};
  int64_t Threads = size(mode(TV, 0));
  Grid G;
  G.Rows = Rows;
  G.Cols = Cols;
  G.Title = print(TV);
  std::vector<bool> Seen(Rows * Cols, false);
  for (int64_t I = 0; I < size(TV); ++I) {
    int64_t O = evaluateInt(TV, I);
    if (O < 0 || O >= Rows * Cols)
      return Error{"offset " + std::to_string(O) + " of thread " +
                   std::to_string(I % Threads) + " lies outside the " +
                   std::to_string(Rows) + "x" + std::to_string(Cols) +
                   " tile"};
    if (Seen[O])
      continue; // A broadcast layout: the first thread keeps the cell.
    Seen[O] = true;
    int64_t T = I % Threads, V = I / Threads;
    G.cell(O % Rows, O / Rows,
           "T" + std::to_string(T) + "V" + std::to_string(V), T);
  }
  return G.finish();
}
