//===- Syntax.h - CuTe text syntax for layouts ------------------*- C++ -*-===//
//
// Part of tileiras. Parses and prints layouts in CuTe's notation:
//
//   composed ::= swizzle 'o' [int 'o'] layout | layout
//   swizzle  ::= 'Sw<' int ',' int ',' int '>'
//   layout   ::= shape [':' stride]         shape alone: compact column-major
//   shape    ::= int | '(' shape {',' shape} ')'
//   stride   ::= leaf | '(' stride {',' stride} ')'
//   leaf     ::= int | int ['/' int] '@' uint {'@' uint}
//   int      ::= ['_'] ['-'] digits         '_' marks a static value (ignored)
//   tiler    ::= layout-with-':' | '(' layout {',' layout} ')'
//   coord    ::= int | '(' coord {',' coord} ')'
//
// Whitespace is ignored. Printing gives the canonical form that parses back
// to the same tree, e.g. `((2,2),3):((1,2),4)`, `(4,8):(1@0,1@1)` and
// `Sw<3,4,3> o 0 o (8,64):(64,1)`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LAYOUT_SYNTAX_H
#define TILEIRAS_LAYOUT_SYNTAX_H

#include "tileiras/Layout/Layout.h"

#include <string>
#include <string_view>

namespace tileiras::layout {

Result<Layout> parseLayout(std::string_view Text);
Result<ComposedLayout> parseComposedLayout(std::string_view Text);
/// A tuple whose top level has no ':' is a Tile of per-mode layouts; a
/// layout with a stride is a whole-layout tiler.
Result<Tiler> parseTiler(std::string_view Text);
Result<IntTuple> parseIntTuple(std::string_view Text);

std::string print(const Layout &L);
std::string print(const ComposedLayout &C);
std::string print(const Tiler &T);
std::string print(const IntTuple &T);
std::string print(const Stride &D);
std::string print(const Offset &O);

} // namespace tileiras::layout

#endif // TILEIRAS_LAYOUT_SYNTAX_H
