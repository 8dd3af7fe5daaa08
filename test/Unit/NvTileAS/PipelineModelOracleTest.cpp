//===- PipelineModelOracleTest.cpp - the explorer against an hb oracle ----===//
//
// A second, independent decision procedure for uniform programs (every
// thread runs the same events, as in every loop the IR gives): with CTA-wide
// barriers the only order between two threads is the barrier count, so a
// program is safe iff each read's copy is retired in an earlier epoch than
// the read, no later copy into the stage is issued before the read's epoch
// ends, no copy is issued in the epoch of a read of its stage, and no copy
// into a stage is issued before the previous one into it is retired. The
// explorer (two threads) must agree with it on random near-correct rings.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include <gtest/gtest.h>

#include <random>

using namespace mlir::nv_tileas::protocol;

namespace {

/// Whether the oracle finds a violation in `program` run by >= 2 threads.
bool oracleViolates(const Program &program) {
  size_t n = program.size();
  // Per event: its epoch (barriers before it) and, for copies, the commit
  // group and the position of the wait that retires it (n: none).
  std::vector<int64_t> epoch(n), group(n, 0);
  std::vector<size_t> retiredAt(n, n);
  int64_t barriers = 0, commits = 0;
  for (size_t p = 0; p < n; ++p) {
    epoch[p] = barriers;
    const Event &e = program[p];
    if (e.kind == Event::Issue)
      group[p] = commits + 1;
    if (e.kind == Event::Commit)
      ++commits;
    if (e.kind == Event::Wait) {
      for (size_t c = 0; c < p; ++c)
        if (program[c].kind == Event::Issue && retiredAt[c] == n &&
            group[c] <= commits - e.pending)
          retiredAt[c] = p;
      ++barriers;
    }
  }
  auto sameStage = [](const Event &a, const Event &b) {
    return a.ring == b.ring && a.stage == b.stage;
  };
  for (size_t c = 0; c < n; ++c) {
    if (program[c].kind != Event::Issue)
      continue;
    for (size_t earlier = 0; earlier < c; ++earlier)
      if (program[earlier].kind == Event::Issue &&
          sameStage(program[earlier], program[c]) && retiredAt[earlier] > c)
        return true; // two copies into the stage in flight
    for (size_t x = 0; x < n; ++x)
      if (program[x].kind == Event::Read &&
          sameStage(program[x], program[c]) && epoch[x] == epoch[c])
        return true; // another thread may be reading it
  }
  for (size_t x = 0; x < n; ++x) {
    const Event &read = program[x];
    if (read.kind != Event::Read)
      continue;
    std::optional<size_t> copy;
    for (size_t c = 0; c < n && !copy; ++c)
      if (program[c].kind == Event::Issue && sameStage(program[c], read) &&
          program[c].iteration == read.iteration)
        copy = c;
    if (!copy || retiredAt[*copy] == n || epoch[retiredAt[*copy]] >= epoch[x])
      return true; // missing, or not ordered before another thread's read
    for (size_t c = *copy + 1; c < n; ++c)
      if (program[c].kind == Event::Issue && sameStage(program[c], read) &&
          program[c].iteration != read.iteration && epoch[c] <= epoch[x])
        return true; // overwritten before the read is over
  }
  return false;
}

/// A ring the way tileiras-pipeline-loads builds it, with its knobs.
struct Ring {
  int64_t stages = 3, trip = 4, pending = 1, ahead = 2, prologue = 2;
  int64_t writeOffset = 2, readAdvance = 1;
  bool waitFirst = true, waitAfterCopies = false;

  Program program() const {
    Program p;
    auto issue = [&](int64_t stage, int64_t iteration) {
      if (iteration < trip) {
        Event e{Event::Issue};
        e.stage = stage;
        e.iteration = iteration;
        p.push_back(e);
      }
      p.push_back(Event{Event::Commit});
    };
    auto wait = [&] {
      Event e{Event::Wait};
      e.pending = pending;
      p.push_back(e);
    };
    for (int64_t d = 0; d < prologue; ++d)
      issue(d % stages, d);
    int64_t read = 0;
    for (int64_t i = 0; i < trip; ++i) {
      if (waitFirst)
        wait();
      issue((read + writeOffset) % stages, i + ahead);
      if (waitAfterCopies)
        wait();
      Event e{Event::Read};
      e.stage = read;
      e.iteration = i;
      p.push_back(e);
      read = (read + readAdvance) % stages;
    }
    return p;
  }
};

TEST(PipelineModelOracle, PassRingsAreSafe) {
  for (int64_t stages = 2; stages <= 5; ++stages)
    for (int64_t trip = 0; trip <= 2 * stages + 1; ++trip) {
      Ring ring{stages, trip, stages - 2, stages - 1, stages - 1, stages - 1};
      Program p = ring.program();
      EXPECT_FALSE(oracleViolates(p)) << stages << " stages, trip " << trip;
      EXPECT_FALSE(explore({p, p}, {stages}, {}, 1000000).violation)
          << stages << " stages, trip " << trip;
    }
}

TEST(PipelineModelOracle, AgreesOnRandomRings) {
  std::mt19937 random(14);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(random);
  };
  int safe = 0, unsafe = 0;
  for (int round = 0; round < 600; ++round) {
    int64_t s = pick(2, 4);
    Ring ring{s, pick(0, 2 * s + 1), s - 2, s - 1, s - 1, s - 1};
    // Perturb one to three knobs of the correct ring.
    for (int64_t k = pick(0, 3); k > 0; --k) {
      switch (pick(0, 6)) {
      case 0:
        ring.pending = pick(0, s);
        break;
      case 1:
        ring.ahead = pick(1, s);
        break;
      case 2:
        ring.prologue = pick(0, s);
        break;
      case 3:
        ring.writeOffset = pick(0, s - 1);
        break;
      case 4:
        ring.readAdvance = pick(0, 1);
        break;
      case 5:
        ring.waitFirst = pick(0, 1);
        break;
      case 6:
        ring.waitAfterCopies = pick(0, 1);
        break;
      }
    }
    Program p = ring.program();
    Exploration result = explore({p, p}, {s}, {}, 1000000);
    ASSERT_TRUE(result.limit.empty());
    bool oracle = oracleViolates(p);
    EXPECT_EQ(bool(result.violation), oracle)
        << "round " << round << ": stages " << s << " trip " << ring.trip
        << " pending " << ring.pending << " ahead " << ring.ahead
        << " prologue " << ring.prologue << " write +" << ring.writeOffset
        << " advance " << ring.readAdvance << " waits " << ring.waitFirst
        << ring.waitAfterCopies
        << (result.violation ? ": " + result.violation->trace : "");
    (oracle ? unsafe : safe) += 1;
  }
  // Both outcomes are exercised.
  RecordProperty("safe", safe);
  RecordProperty("unsafe", unsafe);
  EXPECT_GT(safe, 50);
  EXPECT_GT(unsafe, 50);
}

} // namespace
