//===- PipelineModelTest.cpp - the pipeline protocol explorer -------------===//
//
// Programs the IR cannot express (threads that differ) and one case per way
// a read or a copy can go wrong, each next to its correct twin.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include <gtest/gtest.h>

using namespace mlir::nv_tileas::protocol;

namespace {

Event issue(int64_t stage, int64_t iteration) {
  Event e{Event::Issue};
  e.stage = stage;
  e.iteration = iteration;
  return e;
}
Event commit() { return Event{Event::Commit}; }
Event wait(int64_t pending) {
  Event e{Event::Wait};
  e.pending = pending;
  return e;
}
Event read(int64_t stage, int64_t iteration) {
  Event e{Event::Read};
  e.stage = stage;
  e.iteration = iteration;
  return e;
}

Exploration run(std::vector<Program> threads, int64_t stages = 2) {
  return explore(threads, {stages}, {}, 100000);
}

// mbarriers of a two-stage pipeline: full(s) = 2s, empty(s) = 2s + 1.
Event copyArrive(unsigned stage) {
  Event e{Event::CopyArrive};
  e.barrier = 2 * stage;
  return e;
}
Event release(unsigned stage) {
  Event e{Event::Release};
  e.stage = stage;
  e.barrier = 2 * stage + 1;
  return e;
}
Event waitPhase(unsigned barrier, bool parity) {
  Event e{Event::WaitPhase};
  e.barrier = barrier;
  e.parity = parity;
  return e;
}
const std::vector<Barrier> kTwoStageBarriers = {{true}, {false}, {true},
                                                {false}};

Exploration runBarriers(std::vector<Program> threads) {
  return explore(threads, {2}, kTwoStageBarriers, 100000);
}

/// Three iterations of a two-stage mbarrier ring as the pass writes them:
/// iteration i waits for full(i % 2) at parity (i / 2) % 2, waits for
/// empty of the stage it refills at the parity of iteration i - 1's read
/// (1 before any: at once), copies i + 1, reads, releases.
Program twoStageBarrierRing() {
  return {issue(0, 0),        copyArrive(0),
          // i = 0
          waitPhase(0, false), waitPhase(3, true), issue(1, 1),
          copyArrive(1),       read(0, 0),         release(0),
          // i = 1
          waitPhase(2, false), waitPhase(1, false), issue(0, 2),
          copyArrive(0),       read(1, 1),          release(1),
          // i = 2
          waitPhase(0, true),  waitPhase(3, false), copyArrive(1),
          read(0, 2),          release(0)};
}

std::optional<Property> violated(const Exploration &result) {
  EXPECT_TRUE(result.limit.empty()) << result.limit;
  if (!result.violation)
    return std::nullopt;
  return result.violation->property;
}

/// Two stages, two iterations, as the pass writes them for S = 2.
Program twoStageRing() {
  return {issue(0, 0), commit(), wait(0),  issue(1, 1), commit(),
          read(0, 0),  wait(0),  commit(), read(1, 1)};
}

TEST(PipelineModel, CorrectRingHolds) {
  Exploration result = run({twoStageRing(), twoStageRing(), twoStageRing()});
  EXPECT_EQ(violated(result), std::nullopt);
  // Three threads interleave: far more than one state per step.
  EXPECT_GT(result.states, 100u);
}

/// A thread-private two-stage ring over three iterations, as the pass
/// writes it for a SIMT loop: wait_group with no barrier, the refill of the
/// stage the previous iteration read, the read.
Program privateRing(int64_t pending = 0) {
  Event w = wait(pending);
  w.ctaBarrier = false;
  return {issue(0, 0), commit(), w,           issue(1, 1), commit(),
          read(0, 0),  w,        issue(0, 2), commit(),    read(1, 1),
          w,           commit(), read(0, 2)};
}

Exploration runPrivate(std::vector<Program> threads, bool isPrivate = true) {
  return explore(threads, {2}, {}, 100000, {isPrivate});
}

TEST(PipelineModel, ThreadPrivateRingHolds) {
  Exploration result = runPrivate({privateRing(), privateRing()});
  EXPECT_EQ(violated(result), std::nullopt);
  EXPECT_GT(result.states, 10u);
}

TEST(PipelineModel, NoBarrierOnARingThreadsShare) {
  // The same waits, but every thread reads every part: t1 may read t0's
  // part before t0's copy has landed.
  Exploration result = runPrivate({privateRing(), privateRing()}, false);
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
}

TEST(PipelineModel, ThreadPrivateRingWithoutAWait) {
  Program ring = privateRing();
  ring.erase(ring.begin() + 6); // iteration 1's wait
  Exploration result = runPrivate({ring, ring});
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
  EXPECT_NE(result.violation->trace.find("has not landed"), std::string::npos);
}

TEST(PipelineModel, ThreadPrivateRingWaitingForTooFew) {
  // pending 1 leaves iteration i's own group in flight at its read.
  Exploration result = runPrivate({privateRing(1), privateRing(1)});
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
}

TEST(PipelineModel, MbarrierRingHolds) {
  Program ring = twoStageBarrierRing();
  Exploration result = runBarriers({ring, ring});
  EXPECT_EQ(violated(result), std::nullopt);
  EXPECT_GT(result.states, 100u);
}

TEST(PipelineModel, MbarrierRingWithoutAFullWait) {
  // Iteration 1 reads stage 1 without waiting for its copies.
  Program ring = twoStageBarrierRing();
  ring.erase(ring.begin() + 8);
  Exploration result = runBarriers({ring, ring});
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
  EXPECT_NE(result.violation->trace.find("has not landed"), std::string::npos);
}

TEST(PipelineModel, MbarrierRingWithoutAnEmptyWait) {
  // Iteration 1 refills stage 0 without waiting for every thread's release.
  Program ring = twoStageBarrierRing();
  ring.erase(ring.begin() + 9);
  EXPECT_EQ(violated(runBarriers({ring, ring})),
            Property::OverwriteWhileRead);
}

TEST(PipelineModel, MbarrierRingWithoutAPhaseFlip) {
  // Iteration 2 waits for full(0) at parity 0 again: while phase 1 is
  // incomplete that passes before the copies of iteration 2 land; once it
  // has completed, the wait is for phase 2, which never comes. The shortest
  // trace is the second.
  Program ring = twoStageBarrierRing();
  ring[14] = waitPhase(0, false);
  Exploration result = runBarriers({ring, ring});
  ASSERT_EQ(violated(result), Property::Deadlock);
  EXPECT_NE(result.violation->trace.find("waits for m0 parity 0"),
            std::string::npos);
}

TEST(PipelineModel, MbarrierPhaseNeedsEveryThread) {
  // t1 never releases stage 0: the others wait for empty(0) for ever.
  Program ring = twoStageBarrierRing();
  Program lazy = ring;
  lazy.erase(lazy.begin() + 7);
  Exploration result = runBarriers({ring, lazy});
  ASSERT_EQ(violated(result), Property::Deadlock);
  EXPECT_NE(result.violation->trace.find("mbarrier phase"), std::string::npos);
}

TEST(PipelineModel, MissingBarrierDeadlocks) {
  // t1 skips the second barrier: t0 waits there for ever.
  Program skips = {issue(0, 0), commit(), wait(0), read(0, 0)};
  Program full = skips;
  full.push_back(wait(0));
  EXPECT_EQ(violated(run({full, full})), std::nullopt);
  Exploration result = run({full, skips});
  ASSERT_EQ(violated(result), Property::Deadlock);
  EXPECT_NE(result.violation->trace.find("never reaches"), std::string::npos);
}

TEST(PipelineModel, OtherThreadsCopiesNeedTheBarrierAfterTheirWait) {
  // t0's first wait leaves its copy pending, so the first barrier does not
  // publish it; the second does.
  Program writer = {issue(0, 0), commit(), wait(1), wait(0)};
  Program early = {issue(0, 0), commit(), wait(0), read(0, 0), wait(0)};
  Program late = {issue(0, 0), commit(), wait(0), wait(0), read(0, 0)};
  EXPECT_EQ(violated(run({writer, late})), std::nullopt);
  Exploration result = run({writer, early});
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
  EXPECT_NE(result.violation->trace.find("t1: reads r0[0] in it 0: t0's"),
            std::string::npos)
      << result.violation->trace;
}

TEST(PipelineModel, WaitGroupRetiresAllButPending) {
  Program base = {issue(0, 0), commit(), issue(1, 1), commit(), wait(1)};
  Program older = base, newer = base;
  older.push_back(read(0, 0));
  newer.push_back(read(1, 1));
  EXPECT_EQ(violated(run({older})), std::nullopt);
  Exploration result = run({newer});
  ASSERT_EQ(violated(result), Property::ReadBeforeArrival);
  EXPECT_NE(result.violation->trace.find("has not landed"), std::string::npos);
}

TEST(PipelineModel, CopyIntoAStageAnotherThreadReads) {
  // t0 reads stage 0 while t1 refills it before the barrier that would end
  // the read: found at the copy.
  Program reader = {issue(0, 0), commit(), wait(0), read(0, 0), wait(0)};
  Program writer = {issue(0, 0), commit(), wait(0),
                    issue(0, 1), commit(), wait(0)};
  Exploration result = run({reader, writer});
  ASSERT_EQ(violated(result), Property::OverwriteWhileRead);
  EXPECT_NE(result.violation->trace.find("may still read it"),
            std::string::npos);
  // With a barrier between the read and the copy it holds.
  Program later = {issue(0, 0), commit(),    wait(0),
                   wait(0),     issue(0, 1), commit()};
  Program reads = {issue(0, 0), commit(), wait(0), read(0, 0), wait(0)};
  EXPECT_EQ(violated(run({reads, later})), std::nullopt);
}

TEST(PipelineModel, TwoCopiesInFlightIntoOneStage) {
  // Copies complete in no particular order: the stage may end up with
  // either tile unless a wait_group retires the first before the second.
  Exploration result = run(
      {{issue(0, 0), commit(), issue(0, 1), commit(), wait(0), read(0, 1)}});
  ASSERT_EQ(violated(result), Property::OverwriteWhileRead);
  EXPECT_NE(result.violation->trace.find("may still be in flight there"),
            std::string::npos);
  EXPECT_EQ(violated(run({{issue(0, 0), commit(), wait(0), issue(0, 1),
                           commit(), wait(0), read(0, 1)}})),
            std::nullopt);
}

TEST(PipelineModel, CopyLandsOverATileBeingRead) {
  // t0's own copy into the stage it is about to read: in the interleaving
  // where it lands first, the read finds the wrong tile.
  Exploration result = run(
      {{issue(0, 0), commit(), wait(0), issue(0, 1), commit(), read(0, 0)}});
  ASSERT_EQ(violated(result), Property::OverwriteWhileRead);
  EXPECT_NE(result.violation->trace.find("lands; t0: reads r0[0] in it 0"),
            std::string::npos)
      << result.violation->trace;
}

TEST(PipelineModel, ReadOfAnotherIterationsStage) {
  EXPECT_EQ(violated(run({{issue(0, 1), commit(), wait(0), read(0, 0)}})),
            Property::WrongIteration);
  EXPECT_EQ(violated(run({{issue(0, 0), commit(), wait(0), read(0, 0)}})),
            std::nullopt);
}

TEST(PipelineModel, StateLimitIsReported) {
  Exploration result =
      explore({twoStageRing(), twoStageRing(), twoStageRing()}, {2}, {}, 10);
  EXPECT_FALSE(result.limit.empty());
  EXPECT_FALSE(result.violation);
}

} // namespace
