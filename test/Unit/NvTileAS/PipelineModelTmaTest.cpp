//===- PipelineModelTmaTest.cpp - TMA fills in the protocol explorer ------===//
//
// A two-stage mbarrier ring whose stages thread 0 fills by TMA, as the
// lowering does: it raises the full mbarrier's transaction count
// (expect_tx), issues the box, and arrives like every other thread; the
// box lands whenever it likes and completes its bytes. Each way the
// announcement or the waits can go wrong, next to the correct ring. The
// same ring warp-specialized: producer threads fill, consumer threads
// read, with the arrival counts of each mbarrier set per role.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include <gtest/gtest.h>

using namespace mlir::nv_tileas::protocol;

namespace {

constexpr int64_t kBox = 4096;

// mbarriers of a two-stage pipeline: full(s) = 2s, empty(s) = 2s + 1.
Event expectTx(unsigned stage, int64_t bytes = kBox) {
  Event e{Event::ExpectTx};
  e.barrier = 2 * stage;
  e.bytes = bytes;
  return e;
}
Event tmaIssue(int64_t stage, int64_t iteration) {
  Event e{Event::Issue};
  e.stage = stage;
  e.iteration = iteration;
  e.barrier = 2 * stage;
  e.bytes = kBox;
  return e;
}
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
Event read(int64_t stage, int64_t iteration) {
  Event e{Event::Read};
  e.stage = stage;
  e.iteration = iteration;
  return e;
}

/// The fill of `stage` with iteration `iteration`'s tile: thread 0's
/// announcement and copy, then every thread's arrival.
void fill(Program &program, bool issuer, unsigned stage, int64_t iteration) {
  if (issuer) {
    program.push_back(expectTx(stage));
    program.push_back(tmaIssue(stage, iteration));
  }
  program.push_back(copyArrive(stage));
}

/// Three iterations as the pass writes them (see PipelineModelTest.cpp's
/// twoStageBarrierRing), the fills by TMA.
Program tmaRing(bool issuer) {
  Program p;
  fill(p, issuer, 0, 0);
  // i = 0
  p.push_back(waitPhase(0, false));
  p.push_back(waitPhase(3, true));
  fill(p, issuer, 1, 1);
  p.push_back(read(0, 0));
  p.push_back(release(0));
  // i = 1
  p.push_back(waitPhase(2, false));
  p.push_back(waitPhase(1, false));
  fill(p, issuer, 0, 2);
  p.push_back(read(1, 1));
  p.push_back(release(1));
  // i = 2
  p.push_back(waitPhase(0, true));
  p.push_back(waitPhase(3, false));
  p.push_back(copyArrive(1));
  p.push_back(read(0, 2));
  p.push_back(release(0));
  return p;
}

const std::vector<Barrier> kBarriers = {{true}, {false}, {true}, {false}};

Exploration run(std::vector<Program> threads) {
  return explore(threads, {2}, kBarriers, 1000000);
}

std::vector<Program> threads(Program issuer, unsigned count = 2) {
  std::vector<Program> all(count, tmaRing(false));
  all[0] = std::move(issuer);
  return all;
}

/// Removes the events of `kind` on `barrier` from `program`.
Program without(Program program, Event::Kind kind, unsigned barrier) {
  llvm::erase_if(program, [&](const Event &e) {
    return e.kind == kind && e.barrier == barrier;
  });
  return program;
}

TEST(PipelineModelTma, RingHolds) {
  for (unsigned count : {2u, 3u}) {
    Exploration result = run(threads(tmaRing(true), count));
    EXPECT_TRUE(result.limit.empty());
    EXPECT_FALSE(result.violation) << result.violation->trace;
  }
}

TEST(PipelineModelTma, WithoutExpectTx) {
  // Stage 0's first fill unannounced: if the box lands before the last
  // arrival the count is left at minus the box and the phase never
  // completes (1); if after, the phase completes before the bytes land
  // (2). The shortest trace is the first.
  Exploration result =
      run(threads(without(tmaRing(true), Event::ExpectTx, 0)));
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::Deadlock)
      << result.violation->trace;
  EXPECT_NE(result.violation->trace.find("TMA copy of it 0 into r0[0] lands"),
            std::string::npos)
      << result.violation->trace;
}

TEST(PipelineModelTma, ExpectTxAfterTheIssuersArrival) {
  // Thread 0 arrives before it announces the bytes: the other thread's
  // arrivals may complete the phase in between.
  Program late = tmaRing(true);
  late[0] = tmaIssue(0, 0);
  late[1] = copyArrive(0);
  late[2] = expectTx(0);
  Exploration result = run(threads(late));
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::ReadBeforeArrival)
      << result.violation->trace;
}

TEST(PipelineModelTma, TooManyBytesNeverComplete) {
  Program greedy = tmaRing(true);
  greedy[0] = expectTx(0, 2 * kBox);
  Exploration result = run(threads(greedy));
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::Deadlock);
}

TEST(PipelineModelTma, RefillWithoutTheEmptyWait) {
  Exploration result = run(threads(without(tmaRing(true), Event::WaitPhase, 1)));
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::OverwriteWhileRead)
      << result.violation->trace;
}

TEST(PipelineModelTma, ReadWithoutTheFullWait) {
  Exploration result = run(threads(without(tmaRing(true), Event::WaitPhase, 0)));
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::ReadBeforeArrival);
}

TEST(PipelineModelTma, ArrivalOnAPhaseWaitingForBytes) {
  // One thread arriving twice per fill (2 arrivals a phase), its second
  // producer_commit before the box lands: the phase has its arrivals and
  // waits for bytes when the first commit's cp.async arrival fires.
  Program twice = {expectTx(0), tmaIssue(0, 0), copyArrive(0), copyArrive(0)};
  Exploration result = run({twice});
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::Deadlock);
  EXPECT_NE(result.violation->trace.find("already has all its arrivals"),
            std::string::npos)
      << result.violation->trace;
}

/// The ring warp-specialized: a producer thread fills (thread 0 of the
/// model, which issues the TMA copies; others only acquire and commit),
/// consumer threads wait, read and release. Iteration i's producer refills
/// the stage iteration i - 1 released with iteration i + 1's tile.
Program specializedProducer(bool issuer) {
  Program p;
  fill(p, issuer, 0, 0);
  // i = 0: stage 1 is fresh (parity 1 passes at once).
  p.push_back(waitPhase(3, true));
  fill(p, issuer, 1, 1);
  // i = 1: stage 0 once every consumer released it.
  p.push_back(waitPhase(1, false));
  fill(p, issuer, 0, 2);
  // i = 2: no tile left to copy; the commit still arrives.
  p.push_back(waitPhase(3, false));
  p.push_back(copyArrive(1));
  return p;
}

Program specializedConsumer() {
  return {waitPhase(0, false), read(0, 0), release(0),
          waitPhase(2, false), read(1, 1), release(1),
          waitPhase(0, true),  read(0, 2), release(0)};
}

/// `producers` producer threads, then `consumers` consumer threads; a full
/// phase expects 2 arrivals per producer, an empty one 1 per consumer.
Exploration runSpecialized(unsigned producers, unsigned consumers,
                           Program consumer = specializedConsumer(),
                           Program lastConsumer = specializedConsumer()) {
  std::vector<Program> all(producers, specializedProducer(false));
  all[0] = specializedProducer(true);
  all.insert(all.end(), consumers - 1, consumer);
  all.push_back(std::move(lastConsumer));
  Barrier full{true, 2 * producers}, empty{false, consumers};
  return explore(all, {2}, {full, empty, full, empty}, 1000000);
}

TEST(PipelineModelTma, SpecializedRingHolds) {
  for (unsigned producers : {1u, 2u}) {
    Exploration result = runSpecialized(producers, 2);
    EXPECT_TRUE(result.limit.empty()) << result.limit;
    EXPECT_FALSE(result.violation) << result.violation->trace;
    EXPECT_GT(result.states, 20u);
  }
}

TEST(PipelineModelTma, SpecializedCountsArePerBarrier) {
  // Counted per thread of the model (3 threads: 6 and 3 arrivals), the
  // full phases wait for consumer arrivals and the empty ones for producer
  // releases that never come.
  std::vector<Program> all = {specializedProducer(true), specializedConsumer(),
                              specializedConsumer()};
  Exploration result =
      explore(all, {2}, {{true}, {false}, {true}, {false}}, 1000000);
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::Deadlock);
}

TEST(PipelineModelTma, SpecializedMissingReleaseDeadlocks) {
  // The second consumer never releases stage 0 after iteration 0: the
  // producer waits for that empty phase for ever.
  Program lazy = specializedConsumer();
  lazy.erase(lazy.begin() + 2);
  Exploration result = runSpecialized(1, 2, specializedConsumer(), lazy);
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::Deadlock)
      << result.violation->trace;
  EXPECT_NE(result.violation->trace.find("mbarrier phase"), std::string::npos)
      << result.violation->trace;
}

TEST(PipelineModelTma, SpecializedRefillWithoutAcquire) {
  // The producer refills stage 0 without waiting for the consumers'
  // releases: a consumer may still read iteration 0's tile.
  std::vector<Program> all = {
      without(specializedProducer(true), Event::WaitPhase, 1),
      specializedConsumer(), specializedConsumer()};
  Barrier full{true, 2}, empty{false, 2};
  Exploration result = explore(all, {2}, {full, empty, full, empty}, 1000000);
  ASSERT_TRUE(result.violation);
  EXPECT_EQ(result.violation->property, Property::OverwriteWhileRead)
      << result.violation->trace;
}

} // namespace
