//===- Svg.h - Draw layouts as SVG grids ------------------------*- C++ -*-===//
//
// Part of tileiras. Presentation only: the offsets come from the layout
// library; this file decides where cells go and how they are coloured.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRAS_LAYOUT_SVG_H
#define TILEIRAS_TOOLS_TILEIRAS_LAYOUT_SVG_H

#include "tileiras/Layout/Layout.h"

#include <string>

namespace tileiras::layout {

/// A grid of offsets: row = coordinate in mode 0, column = the remaining
/// modes colexicographically (a rank-1 layout is one row). Cells are coloured
/// by the 2^M-unit chunk under a swizzle, by offset mod 8 otherwise.
Result<std::string> drawLayoutSvg(const ComposedLayout &C);

/// A thread/value layout (thread mode, value mode) drawn over an Rows x Cols
/// tile: each offset o lands on cell (o mod Rows, o div Rows) and is labelled
/// and coloured by its thread.
Result<std::string> drawThreadValueSvg(const Layout &TV, int64_t Rows,
                                       int64_t Cols);

} // namespace tileiras::layout

#endif // TILEIRAS_TOOLS_TILEIRAS_LAYOUT_SVG_H
