//===- SchedulerTest.cpp - Modulo scheduling drivers ----------------------===//

#include "Fixtures.h"
#include "tileiras/Schedule/Blackwell.h"
#include "tileiras/Schedule/ModuloScheduler.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace tileiras::sched;

namespace {

class SchedulerTest : public ::testing::TestWithParam<Strategy> {
protected:
  Schedule run(const Problem &p) {
    SchedulerOptions options;
    options.strategy = GetParam();
    Result<Schedule> r = scheduleModulo(p, options, &stats);
    EXPECT_TRUE(bool(r)) << r.getError();
    if (!r)
      return {};
    EXPECT_EQ(verifySchedule(p, *r), "");
    return *r;
  }
  ScheduleStats stats;
};

TEST_P(SchedulerTest, BlackwellT1ReachesResMII) {
  Schedule s = run(fixtures::makeBlackwellT1());
  EXPECT_EQ(s.ii, 15);
  EXPECT_EQ(s.resMII, 15);
  EXPECT_GE(s.start[3] - s.start[0], 8); // load -> read
}

TEST_P(SchedulerTest, RecurrenceT3ReachesRecMII) {
  Schedule s = run(fixtures::makeRecurrenceT3());
  EXPECT_EQ(s.ii, 5);
  EXPECT_EQ(s.recMII, 5);
}

TEST_P(SchedulerTest, EmptyBody) {
  Schedule s = run(Problem());
  EXPECT_EQ(s.ii, 1);
  EXPECT_EQ(s.stages, 0);
}

TEST_P(SchedulerTest, PipelinesAChainAcrossStages) {
  // Three unit ops on separate units, latency 4 each: II 1, three-plus stages.
  Problem p;
  unsigned prev = 0;
  for (int i = 0; i < 3; ++i) {
    unsigned r = p.addResource("r" + std::to_string(i), 1);
    unsigned v = p.addNode("n" + std::to_string(i), {{r, 0, 1}});
    if (i)
      p.addEdge(prev, v, 4, 0);
    prev = v;
  }
  Schedule s = run(p);
  EXPECT_EQ(s.ii, 1);
  EXPECT_EQ(s.stages, 9);
}

TEST_P(SchedulerTest, PackingGapAboveMII) {
  // Two 2-cycle uses and one 1-cycle use on a unit resource: ResMII 5, and
  // 5 is reachable; with a carried edge forcing a gap the II must grow.
  Problem p;
  unsigned r = p.addResource("r", 1);
  unsigned a = p.addNode("a", {{r, 0, 2}});
  unsigned b = p.addNode("b", {{r, 0, 2}});
  unsigned c = p.addNode("c", {{r, 0, 1}});
  p.addEdge(a, b, 1, 0);
  p.addEdge(b, c, 1, 0);
  Schedule s = run(p);
  EXPECT_EQ(s.ii, 5);
}

TEST_P(SchedulerTest, RejectsIllFormedProblems) {
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b");
  p.addEdge(a, b, 1, 0);
  p.addEdge(b, a, 1, 0);
  SchedulerOptions options;
  options.strategy = GetParam();
  Result<Schedule> r = scheduleModulo(p, options);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(r.getError().find("total distance 0"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Strategies, SchedulerTest,
                         ::testing::Values(Strategy::FourArm,
                                           Strategy::IterativeModulo));

TEST(FourArmDriver, RecordsWhichArmPlacedEachGroup) {
  Problem p = fixtures::makeBlackwellT1();
  ScheduleStats stats;
  ASSERT_TRUE(bool(scheduleModulo(p, {}, &stats)));
  unsigned total = 0;
  for (unsigned a = 0; a < kNumArms; ++a)
    total += stats.armSuccesses[a];
  EXPECT_EQ(total, 4u); // four single-node groups at II 15
  EXPECT_EQ(stats.iiAttempts, 1);
  EXPECT_FALSE(stats.serialFallback);
  EXPECT_STREQ(getArmName(Arm::DesperateCbs), "desperate-cbs");
}

TEST(SerialSchedule, IsLegalAtItsII) {
  Problem p = fixtures::makeBlackwellT1();
  Schedule s = computeSerialSchedule(p);
  EXPECT_EQ(verifySchedule(p, s), "");
  // Every node runs alone: 8 + 7 + 8 + 7 cycles.
  EXPECT_EQ(s.ii, 30);
}

TEST(VerifySchedule, ReportsViolations) {
  Problem p = fixtures::makeBlackwellT1();
  // The seed's "Candidate B" (guide D 9.15): II 8 with write at 8, read at 0.
  Schedule b{8, {0, 8, 0, 0}, 0, 0, 1};
  EXPECT_EQ(verifySchedule(p, b), "edge 0 ('load' -> 'read') is violated");
  b.start[3] = 8;
  EXPECT_EQ(verifySchedule(p, b), "node 'write' oversubscribes a resource");
}

TEST(Blackwell, SlotTableAndPools) {
  EXPECT_STREQ(getBlackwellSlotName(1), "issue");
  EXPECT_STREQ(getBlackwellSlotName(16), "tp_smem_wr");
  EXPECT_STREQ(getBlackwellSlotName(24), "test_dma");
  EXPECT_EQ(getBlackwellSlotName(0), nullptr);
  EXPECT_EQ(getBlackwellSlotName(25), nullptr);
  EXPECT_EQ(getBlackwellPoolCapacity(5), 1);
  EXPECT_EQ(getBlackwellPoolCapacity(8), 2);

  Problem p;
  BlackwellModel m = addBlackwellResources(p);
  EXPECT_EQ(p.getResources().size(), kBlackwellNumSlots + kBlackwellNumPools);
  std::vector<ResourceUse> load = getBlackwellUses(m, BlackwellOp::TmaLoad);
  ASSERT_EQ(load.size(), 2u);
  EXPECT_EQ(p.getResources()[load[0].resource].name, "tma");
  EXPECT_EQ(p.getResources()[load[1].resource].name, "tp_smem_wr");
  EXPECT_EQ(load[1].cycles, 8);
}

TEST(Blackwell, T1FromTheModelSchedulesAtFifteen) {
  Problem p;
  BlackwellModel m = addBlackwellResources(p);
  unsigned load = p.addNode("load", getBlackwellUses(m, BlackwellOp::TmaLoad));
  p.addNode("write", getBlackwellUses(m, BlackwellOp::SmemWrite));
  p.addNode("wgmma", getBlackwellUses(m, BlackwellOp::Wgmma));
  unsigned read = p.addNode("read", getBlackwellUses(m, BlackwellOp::SmemRead));
  p.addEdge(load, read, getBlackwellLatency(BlackwellOp::TmaLoad), 0);
  Result<Schedule> s = scheduleModulo(p);
  ASSERT_TRUE(bool(s)) << s.getError();
  EXPECT_EQ(s->ii, 15);
}

} // namespace
