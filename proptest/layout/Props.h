//===- Props.h - Property registry for the layout proptests -----*- C++ -*-===//
//
// Part of tileiras. Each *Props.cpp file appends named properties; main runs
// them all with rc::check, which prints "OK, passed N tests" per property.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_LAYOUT_PROPS_H
#define TILEIRAS_PROPTEST_LAYOUT_PROPS_H

#include <functional>
#include <string>
#include <vector>

namespace tileiras::proptest {

struct Property {
  std::string Name;
  std::function<void()> Body;
};

void addAlgebraProps(std::vector<Property> &Props);
void addDivideProductProps(std::vector<Property> &Props);
void addSwizzleSyntaxProps(std::vector<Property> &Props);

} // namespace tileiras::proptest

#endif // TILEIRAS_PROPTEST_LAYOUT_PROPS_H
