//===- ProptestMain.cpp - Runs the layout properties ----------------------===//
//
// Part of tileiras. CI mode runs a few thousand cases per property; set
// TILEIRAS_PROPTEST_LONG=1 (100000 cases) or RC_PARAMS yourself for more.
//
//===----------------------------------------------------------------------===//

#include "Props.h"

#include <rapidcheck.h>

#include <cstdio>
#include <cstdlib>

using namespace tileiras::proptest;

int main() {
  // RapidCheck reads RC_PARAMS once, on first use; set the default first.
  if (!std::getenv("RC_PARAMS")) {
    const char *Long = std::getenv("TILEIRAS_PROPTEST_LONG");
    setenv("RC_PARAMS",
           Long && *Long && *Long != '0' ? "max_success=100000"
                                         : "max_success=5000",
           1);
  }
  std::vector<Property> Props;
  addAlgebraProps(Props);
  addDivideProductProps(Props);
  addSwizzleSyntaxProps(Props);
  int Failures = 0;
  for (const Property &P : Props)
    Failures += !rc::check(P.Name, P.Body);
  std::printf("%zu properties, %d failed\n", Props.size(), Failures);
  return Failures ? 1 : 0;
}
