//===- PipelinePlannerTest.cpp - Stage count of async copy pipelines ------===//
//
// The stage formula, its clamping, the problem the planner builds and its
// JSON export. Machine figures are sm_80's model (spec/targets.json).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/PipelinePlanner.h"
#include "tileiras/Schedule/ModuloScheduler.h"
#include "tileiras/Schedule/ProblemJson.h"

#include "gtest/gtest.h"

using namespace tileiras::sched;

namespace {

PipelineMachine sm80() {
  PipelineMachine m;
  m.globalLatencyCycles = 500;
  m.bytesPerCycle = 47;
  m.tensorLatencyCycles = 32;
  return m;
}

/// The corpus matmul's K loop: 64x32 and 32x64 f16 tiles, a 64x64x32 dot
/// (131072 FMAs at 1024 per cycle per SM).
PipelineLoop matmul() {
  PipelineLoop loop;
  loop.copies = {{"a", 4096}, {"b", 4096}};
  loop.computes = {{"c", 128, {0, 1}, {}}};
  return loop;
}

/// Attention: 64x64 f16 K and V tiles, S = Q*K^T then O += P*V.
PipelineLoop attention() {
  PipelineLoop loop;
  loop.copies = {{"k", 8192}, {"v", 8192}};
  loop.computes = {{"qk", 256, {0}, {}}, {"pv", 256, {1}, {0}}};
  return loop;
}

TEST(PipelinePlanner, CopyLeadIsWholeIterationsBetweenStarts) {
  EXPECT_EQ(computeCopyLead(0, 0, 176), 0);
  EXPECT_EQ(computeCopyLead(0, 175, 176), 0);
  EXPECT_EQ(computeCopyLead(0, 176, 176), 1);
  EXPECT_EQ(computeCopyLead(0, 351, 176), 1);
  EXPECT_EQ(computeCopyLead(0, 352, 176), 2);
  EXPECT_EQ(computeCopyLead(88, 676, 176), 3);
}

TEST(PipelinePlanner, CopyCyclesRoundUp) {
  EXPECT_EQ(computeCopyCycles(4096, sm80()), 88); // 87.1
  EXPECT_EQ(computeCopyCycles(47, sm80()), 1);
  EXPECT_EQ(computeCopyCycles(48, sm80()), 2);
}

TEST(PipelinePlanner, ProblemHasPoolsAndEdges) {
  Result<Problem> p = buildPipelineProblem(matmul(), sm80());
  ASSERT_TRUE(bool(p)) << p.getError();
  ASSERT_EQ(p->getNumNodes(), 3u);
  EXPECT_EQ(p->getResources()[0].name, "copy");
  EXPECT_EQ(p->getNodes()[0].uses[0].cycles, 88);
  EXPECT_EQ(p->getNodes()[2].uses[0].cycles, 128);
  ASSERT_EQ(p->getEdges().size(), 3u);
  EXPECT_EQ(p->getEdges()[0].latency, 588); // 88 cycles + 500 latency
  EXPECT_EQ(p->getEdges()[2].latency, 32);  // carried accumulator
  EXPECT_EQ(p->getEdges()[2].distance, 1);
}

TEST(PipelinePlanner, AttentionWaitsForTheWholeScore) {
  Result<Problem> p = buildPipelineProblem(attention(), sm80());
  ASSERT_TRUE(bool(p)) << p.getError();
  // k -> qk, qk -> qk (carried), v -> pv, qk -> pv, pv -> pv (carried).
  ASSERT_EQ(p->getEdges().size(), 5u);
  const Edge &scores = p->getEdges()[3];
  EXPECT_EQ(p->getNodes()[scores.from].name, "qk");
  EXPECT_EQ(p->getNodes()[scores.to].name, "pv");
  EXPECT_EQ(scores.latency, 256 + 32);
  EXPECT_EQ(scores.distance, 0);
  PipelineLoop loop = attention();
  loop.accumulatorCarried = false;
  p = buildPipelineProblem(loop, sm80());
  ASSERT_TRUE(bool(p)) << p.getError();
  for (const Edge &e : p->getEdges())
    EXPECT_EQ(e.distance, 0);
}

// Pinned figures: an off-by-one in the stage formula (lead instead of
// lead + 1, or a ceiling instead of the floor) changes them.
TEST(PipelinePlanner, MatmulNeedsFourStages) {
  Result<PipelinePlan> plan = planPipeline(matmul(), sm80(), 8);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  const Schedule &s = plan->schedule;
  EXPECT_EQ(verifySchedule(plan->problem, s), "");
  EXPECT_EQ(s.ii, 176); // copy pool: 88 + 88
  EXPECT_EQ(plan->minII, 176);
  int64_t lead = std::max(computeCopyLead(s.start[0], s.start[2], s.ii),
                          computeCopyLead(s.start[1], s.start[2], s.ii));
  EXPECT_EQ(lead, 3);
  EXPECT_EQ(plan->wantedStages, 4);
  EXPECT_EQ(plan->stages, 4);
  EXPECT_NE(plan->why.find("3 iteration(s) ahead"), std::string::npos)
      << plan->why;
}

TEST(PipelinePlanner, AttentionIsTensorBound) {
  Result<PipelinePlan> plan = planPipeline(attention(), sm80(), 8);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  EXPECT_EQ(verifySchedule(plan->problem, plan->schedule), "");
  EXPECT_EQ(plan->schedule.ii, 512); // tensor pool: 256 + 256
  EXPECT_EQ(plan->minII, 512);
  EXPECT_EQ(plan->wantedStages, 3);
}

TEST(PipelinePlanner, PacksThePoolsWhenTheHeuristicMissesTheBound) {
  PipelineLoop loop;
  loop.copies = {{"x", 21504}};
  loop.computes = {
      {"d0", 112, {0}, {}}, {"d1", 352, {0}, {0}}, {"d2", 384, {}, {0}}};
  ASSERT_EQ(scheduleModulo(*buildPipelineProblem(loop, sm80()))->ii, 880);
  Result<PipelinePlan> plan = planPipeline(loop, sm80(), 8);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  EXPECT_EQ(verifySchedule(plan->problem, plan->schedule), "");
  EXPECT_EQ(plan->schedule.ii, 848); // 112 + 352 + 384
  EXPECT_EQ(plan->minII, 848);
  EXPECT_NE(plan->why.find("the scheduler reached II 880"), std::string::npos)
      << plan->why;
}

TEST(PipelinePlanner, BudgetCutsTheStages) {
  Result<PipelinePlan> plan = planPipeline(matmul(), sm80(), 3);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  EXPECT_EQ(plan->wantedStages, 4);
  EXPECT_EQ(plan->stages, 3);
  EXPECT_NE(plan->why.find("cut to 3, the most allowed"), std::string::npos)
      << plan->why;
}

TEST(PipelinePlanner, AtLeastDoubleBuffering) {
  // No latency and a cheap copy: the dot starts in the copy's iteration.
  PipelineMachine fast;
  fast.bytesPerCycle = 4096;
  Result<PipelinePlan> plan = planPipeline(matmul(), fast, 8);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  EXPECT_EQ(plan->schedule.ii, 128);
  EXPECT_EQ(plan->wantedStages, 1);
  EXPECT_EQ(plan->stages, 2);
  EXPECT_NE(plan->why.find("raised to 2"), std::string::npos) << plan->why;
}

TEST(PipelinePlanner, UnclampedWhenTheBudgetFits) {
  Result<PipelinePlan> plan = planPipeline(matmul(), sm80(), 4);
  ASSERT_TRUE(bool(plan)) << plan.getError();
  EXPECT_EQ(plan->stages, 4);
  EXPECT_EQ(plan->why.find("cut"), std::string::npos) << plan->why;
  EXPECT_EQ(plan->why.find("raised"), std::string::npos) << plan->why;
}

TEST(PipelinePlanner, RejectsBadInput) {
  EXPECT_EQ(planPipeline(matmul(), sm80(), 1).getError(),
            "the shared-memory budget allows 1 stage(s); a pipeline needs at "
            "least 2");
  PipelineLoop loop = matmul();
  loop.computes[0].reads = {0, 2};
  EXPECT_EQ(planPipeline(loop, sm80(), 4).getError(),
            "compute 'c': reads copy #2, which does not exist");
  loop = matmul();
  loop.computes[0].reads = {0};
  EXPECT_EQ(planPipeline(loop, sm80(), 4).getError(),
            "copy 'b' is read by no compute");
  loop = attention();
  loop.computes[0].after = {1};
  EXPECT_EQ(planPipeline(loop, sm80(), 4).getError(),
            "compute 'qk': may only follow an earlier compute, not #1");
  PipelineMachine zero = sm80();
  zero.bytesPerCycle = 0;
  EXPECT_FALSE(bool(planPipeline(matmul(), zero, 4)));
  loop = matmul();
  loop.computes[0].name = "a";
  EXPECT_NE(planPipeline(loop, sm80(), 4).getError().find("duplicate"),
            std::string::npos);
}

TEST(ProblemJson, WritesTheToolFormat) {
  Problem p;
  unsigned r = p.addResource("copy", 1);
  p.addNode("a\"1", {{r, 0, 3}});
  p.addNode("b", {});
  p.addEdge(0, 1, 5, 1);
  EXPECT_EQ(writeProblemJson(p),
            "{\n  \"resources\": {\"copy\": 1},\n  \"nodes\": [\n"
            "    {\"name\": \"a\\\"1\", \"uses\": [{\"resource\": \"copy\", "
            "\"offset\": 0, \"cycles\": 3}]},\n"
            "    {\"name\": \"b\", \"uses\": []}\n  ],\n  \"edges\": [\n"
            "    {\"from\": \"a\\\"1\", \"to\": \"b\", \"latency\": 5, "
            "\"distance\": 1}\n  ]\n}\n");
  Schedule s;
  s.ii = 3;
  s.start = {0, 4};
  s.stages = 2;
  s.resMII = 3;
  s.recMII = 0;
  EXPECT_EQ(writeScheduleJson(p, s),
            "{\n  \"ii\": 3,\n  \"start\": {\"a\\\"1\": 0, \"b\": 4},\n"
            "  \"stages\": 2,\n  \"mii\": {\"res\": 3, \"rec\": 0}\n}\n");
}

} // namespace
