//===- ProblemTest.cpp - Problem::check -----------------------------------===//

#include "Fixtures.h"

#include "gtest/gtest.h"

using namespace tileiras::sched;

namespace {

TEST(ProblemCheck, AcceptsGuideInstances) {
  EXPECT_EQ(fixtures::makeBlackwellT1().check(), "");
  EXPECT_EQ(fixtures::makeRecurrenceT3().check(), "");
  EXPECT_EQ(Problem().check(), "");
}

TEST(ProblemCheck, ZeroDistanceCycleNamesTheCycle) {
  // T4: a -> b -> a, both distance 0.
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b"), c = p.addNode("c");
  p.addEdge(c, a, 1, 0);
  p.addEdge(a, b, 1, 0);
  p.addEdge(b, a, 1, 0);
  std::string error = p.check();
  EXPECT_NE(error.find("dependence cycle with total distance 0"),
            std::string::npos);
  EXPECT_NE(error.find("'a' -> 'b' -> 'a'"), std::string::npos) << error;
}

TEST(ProblemCheck, ZeroLatencySelfLoopIsStillACycle) {
  Problem p;
  unsigned a = p.addNode("a");
  p.addEdge(a, a, 0, 0);
  EXPECT_NE(p.check(), "");
}

TEST(ProblemCheck, CarriedCycleIsFine) {
  Problem p;
  unsigned a = p.addNode("a");
  p.addEdge(a, a, 4, 1);
  EXPECT_EQ(p.check(), "");
}

TEST(ProblemCheck, RejectsBadNumbers) {
  Problem p;
  unsigned r = p.addResource("r", 0);
  EXPECT_EQ(p.check(), "resource 'r': capacity must be at least 1, got 0");

  Problem q;
  r = q.addResource("r", 1);
  unsigned a = q.addNode("a", {{r, -1, 1}});
  EXPECT_EQ(q.check(), "node 'a': use 0: negative offset -1");

  Problem s;
  r = s.addResource("r", 1);
  a = s.addNode("a", {{r, 0, 0}});
  EXPECT_EQ(s.check(), "node 'a': use 0: cycles must be at least 1, got 0");

  Problem e;
  a = e.addNode("a");
  unsigned b = e.addNode("b");
  e.addEdge(a, b, -2, 0);
  EXPECT_EQ(e.check(), "edge 0 ('a' -> 'b'): negative latency -2");
  Problem d;
  a = d.addNode("a");
  b = d.addNode("b");
  d.addEdge(a, b, 2, -1);
  EXPECT_EQ(d.check(), "edge 0 ('a' -> 'b'): negative distance -1");
}

TEST(ProblemCheck, RejectsDuplicatesAndDanglingIndices) {
  Problem p;
  p.addNode("a");
  p.addNode("a");
  EXPECT_EQ(p.check(), "duplicate node 'a'");
  Problem q;
  q.addNode("a");
  q.addEdge(0, 7, 1, 0);
  EXPECT_EQ(q.check(), "edge 0 ('a' -> #7): unknown node");
  Problem r;
  r.addNode("a", {{3, 0, 1}});
  EXPECT_EQ(r.check(), "node 'a': use 0: unknown resource #3");
}

TEST(ProblemCheck, RejectsNodeThatOversubscribesAlone) {
  Problem p;
  unsigned r = p.addResource("r", 1);
  p.addNode("a", {{r, 0, 2}, {r, 1, 1}});
  EXPECT_NE(p.check().find("node 'a' alone uses 2 units"), std::string::npos);
  // Back-to-back uses do not overlap.
  Problem q;
  r = q.addResource("r", 1);
  q.addNode("a", {{r, 0, 2}, {r, 2, 1}});
  EXPECT_EQ(q.check(), "");
}

TEST(StageCount, CountsFromZero) {
  EXPECT_EQ(computeStageCount({}, 4), 0);
  EXPECT_EQ(computeStageCount({0, 3}, 4), 1);
  EXPECT_EQ(computeStageCount({0, 4}, 4), 2);
  EXPECT_EQ(computeStageCount({9, 1}, 4), 3);
}

} // namespace
