//===- PipelinePlannerSweepTest.cpp - Planner vs the oracle on many loops -===//
//
// Seeded random loops (1-3 copies, 1-3 computes, random reads and compute
// chains, with and without a carried accumulator) on random machines: the
// independent oracle finds every plan legal at its own lower bound
// max(ResMII, RecMII, 1), and the stage count meets its definition.
//
//===----------------------------------------------------------------------===//

#include "ScheduleOracle.h"
#include "tileiras/Schedule/PipelinePlanner.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdio>
#include <random>

using namespace tileiras::sched;
namespace orc = tileiras::oracle::schedule;

namespace {

orc::Instance toInstance(const Problem &p) {
  orc::Instance inst;
  for (const Resource &r : p.getResources()) {
    inst.resourceNames.push_back(r.name);
    inst.capacities.push_back(r.capacity);
  }
  for (const Node &n : p.getNodes()) {
    orc::Instance::Op op{n.name, {}};
    for (const ResourceUse &u : n.uses)
      op.uses.push_back({int(u.resource), u.offset, u.cycles});
    inst.ops.push_back(op);
  }
  for (const Edge &e : p.getEdges())
    inst.deps.push_back({int(e.from), int(e.to), e.latency, e.distance});
  return inst;
}

PipelineLoop randomLoop(std::mt19937 &rng) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  PipelineLoop loop;
  int numCopies = pick(1, 3), numComputes = pick(1, 3);
  for (int c = 0; c < numCopies; ++c)
    loop.copies.push_back({"copy" + std::to_string(c), pick(1, 64) * 512});
  for (int i = 0; i < numComputes; ++i) {
    PipelineLoop::Compute compute{
        "dot" + std::to_string(i), pick(1, 32) * 16, {}, {}};
    for (int c = 0; c < numCopies; ++c)
      if (pick(0, 1))
        compute.reads.push_back(c);
    for (int j = 0; j < i; ++j)
      if (pick(0, 1))
        compute.after.push_back(j);
    loop.computes.push_back(compute);
  }
  // Every copy is read by someone.
  for (int c = 0; c < numCopies; ++c) {
    bool read = false;
    for (const PipelineLoop::Compute &compute : loop.computes)
      read |= std::count(compute.reads.begin(), compute.reads.end(), c) > 0;
    if (!read)
      loop.computes[pick(0, numComputes - 1)].reads.push_back(c);
  }
  loop.accumulatorCarried = pick(0, 3) != 0;
  return loop;
}

TEST(PipelinePlannerSweep, LegalAtTheOracleBoundWithDefinedStages) {
  std::mt19937 rng(20261126);
  const PipelineMachine models[] = {
      {500, 47, 32}, {500, 39, 32}, {500, 32, 32}};
  int packed = 0;
  for (int trial = 0; trial < 400; ++trial) {
    PipelineLoop loop = randomLoop(rng);
    PipelineMachine machine = models[trial % 3];
    if (trial % 4 == 3) // extremes: no latency, slow copies, long recurrences
      machine = {int64_t(rng() % 1200), int64_t(1 + rng() % 128),
                 int64_t(rng() % 700)};
    int64_t maxStages = 2 + rng() % 6;
    SCOPED_TRACE("trial " + std::to_string(trial));
    Result<PipelinePlan> plan = planPipeline(loop, machine, maxStages);
    ASSERT_TRUE(bool(plan)) << plan.getError();
    const Schedule &s = plan->schedule;
    orc::Instance inst = toInstance(plan->problem);
    std::vector<long long> start(s.start.begin(), s.start.end());
    orc::Verdict verdict = orc::checkLegal(inst, s.ii, start);
    ASSERT_TRUE(verdict.legal) << verdict.violation;
    long long bound = std::max({orc::resMII(inst), orc::recMII(inst), 1LL});
    EXPECT_EQ(s.ii, bound);
    EXPECT_EQ(plan->minII, bound);

    // W = wantedStages: for every (copy, reader) the copy W - 1 iterations
    // later has started by the time the reader starts... for at least one
    // pair, and for no pair has the copy W iterations later started.
    int64_t w = plan->wantedStages;
    ASSERT_GE(w, 1);
    bool tight = false;
    size_t first = loop.copies.size();
    for (size_t i = 0; i < loop.computes.size(); ++i)
      for (unsigned c : loop.computes[i].reads) {
        int64_t tc = s.start[c], td = s.start[first + i];
        EXPECT_GT(tc + w * s.ii, td) << loop.copies[c].name;
        tight |= tc + (w - 1) * s.ii <= td;
      }
    EXPECT_TRUE(tight);
    EXPECT_EQ(plan->stages, std::clamp<int64_t>(w, 2, maxStages));
    packed += plan->why.find("packed") != std::string::npos;
  }
  // How often the heuristic missed the bound and the planner packed.
  std::printf("pipeline sweep: 400 loops at the oracle's bound, %d packed\n",
              packed);
}

} // namespace
