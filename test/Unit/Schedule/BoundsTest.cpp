//===- BoundsTest.cpp - ResMII and RecMII ---------------------------------===//

#include "Fixtures.h"
#include "tileiras/Schedule/Bounds.h"

#include "gtest/gtest.h"

using namespace tileiras::sched;

namespace {

TEST(Bounds, BlackwellT1) {
  Problem p = fixtures::makeBlackwellT1();
  // tp_smem_wr: 8 (load) + 7 (write).
  EXPECT_EQ(computeResMII(p), 15);
  ASSERT_TRUE(bool(computeRecMII(p)));
  EXPECT_EQ(*computeRecMII(p), 1);
}

TEST(Bounds, RecurrenceT3) {
  Problem p = fixtures::makeRecurrenceT3();
  EXPECT_EQ(*computeRecMII(p), 5);
  EXPECT_TRUE(hasPositiveCycle(p, 4));
  EXPECT_FALSE(hasPositiveCycle(p, 5));
}

TEST(Bounds, RecMIIRoundsUpOverDistance) {
  // Cycle latency 7 over distance 2: ceil(7/2) = 4.
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b");
  p.addEdge(a, b, 3, 0);
  p.addEdge(b, a, 4, 2);
  EXPECT_EQ(*computeRecMII(p), 4);
}

TEST(Bounds, RecMIITakesTheWorstComponent) {
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b"), c = p.addNode("c");
  p.addEdge(a, a, 3, 1);
  p.addEdge(a, b, 100, 0); // not on a cycle: no bound
  p.addEdge(b, c, 1, 0);
  p.addEdge(c, b, 6, 1);
  EXPECT_EQ(*computeRecMII(p), 7);
}

TEST(Bounds, ZeroDistanceCycleHasNoRecMII) {
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b");
  p.addEdge(a, b, 1, 0);
  p.addEdge(b, a, 1, 0);
  EXPECT_FALSE(bool(computeRecMII(p)));
}

TEST(Bounds, ResMIIRoundsUpOverCapacity) {
  Problem p;
  unsigned r = p.addResource("r", 3);
  p.addNode("a", {{r, 0, 4}});
  p.addNode("b", {{r, 2, 3}});
  EXPECT_EQ(computeResMII(p), 3); // ceil(7 / 3)
  EXPECT_EQ(computeResMII(Problem()), 1);
}

} // namespace
