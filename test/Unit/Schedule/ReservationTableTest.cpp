//===- ReservationTableTest.cpp - Modulo reservation table ----------------===//

#include "Fixtures.h"
#include "tileiras/Schedule/ReservationTable.h"

#include "gtest/gtest.h"

using namespace tileiras::sched;

namespace {

TEST(ReservationTable, ProbeCommitRelease) {
  Problem p;
  unsigned r = p.addResource("r", 2);
  unsigned a = p.addNode("a", {{r, 1, 2}});
  unsigned b = p.addNode("b", {{r, 0, 1}});
  ReservationTable rrt(p, 3);
  EXPECT_TRUE(rrt.probe(a, 0));
  rrt.commit(a, 0); // rows 1 and 2
  EXPECT_EQ(rrt.getUsage(r, 0), 0);
  EXPECT_EQ(rrt.getUsage(r, 1), 1);
  EXPECT_EQ(rrt.getUsage(r, 2), 1);
  rrt.commit(a, 3); // same rows again: capacity 2 reached
  EXPECT_FALSE(rrt.probe(b, 1));
  EXPECT_FALSE(rrt.probe(b, 5)); // 5 mod 3 == 2
  EXPECT_TRUE(rrt.probe(b, 6));
  EXPECT_EQ(rrt.conflicts(b, 4), std::vector<unsigned>{a});
  rrt.release(a, 3);
  EXPECT_TRUE(rrt.probe(b, 4));
  EXPECT_TRUE(rrt.conflicts(b, 4).empty());
}

TEST(ReservationTable, NegativeStartsFoldIntoRange) {
  Problem p;
  unsigned r = p.addResource("r", 1);
  unsigned a = p.addNode("a", {{r, 0, 1}});
  ReservationTable rrt(p, 4);
  rrt.commit(a, -1);
  EXPECT_EQ(rrt.getUsage(r, 3), 1);
}

TEST(ReservationTable, SelfOverlapT2) {
  // Guide D 10.5 T2: probing against an empty table must still fail when the
  // node's own 5-cycle use wraps onto itself at II 4.
  Problem p = fixtures::makeSelfOverlapT2();
  ReservationTable at4(p, 4);
  EXPECT_TRUE(at4.neverFits(0));
  EXPECT_FALSE(at4.probe(0, 0));
  ReservationTable at5(p, 5);
  EXPECT_FALSE(at5.neverFits(0));
  EXPECT_TRUE(at5.probe(0, 2));
}

TEST(ReservationTable, LongUseOnWiderPool) {
  // 5 cycles on a pool of 2 at II 3: rows take 2, 2, 1 units.
  Problem p;
  unsigned r = p.addResource("r", 2);
  unsigned a = p.addNode("a", {{r, 0, 5}});
  unsigned b = p.addNode("b", {{r, 0, 1}});
  ReservationTable rrt(p, 3);
  ASSERT_TRUE(rrt.probe(a, 0));
  rrt.commit(a, 0);
  EXPECT_EQ(rrt.getUsage(r, 0), 2);
  EXPECT_EQ(rrt.getUsage(r, 1), 2);
  EXPECT_EQ(rrt.getUsage(r, 2), 1);
  EXPECT_FALSE(rrt.probe(b, 0));
  EXPECT_TRUE(rrt.probe(b, 2));
  EXPECT_EQ(rrt.pressure(b, 2), 1024);
}

} // namespace
