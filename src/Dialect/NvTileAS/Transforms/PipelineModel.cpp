//===- PipelineModel.cpp - explicit-state explorer of ring protocols ------===//
//
// The model (PipelineProtocol.h has the properties). Each thread copies its
// own part of a stage and reads every thread's part, so memory is a part per
// (ring, stage, writer): the iteration whose tile it holds, and the copy
// into it in flight, if any, with its commit group.
//
// - Issue: a copy into the writer's part, in flight, in the open group.
// - Commit: closes the open group.
// - Wait: two steps. wait_group lands every copy of the groups older than
//   the `pending` newest; then the thread arrives at the barrier, which all
//   threads pass together, ending the reads before it.
// - Read: sees, in every writer's part, what has landed there; in a
//   thread-private ring, only in the reader's own part.
// - A thread-private Wait is the wait_group alone (no barrier).
// - A copy in flight lands at any point up to that wait_group. Landing
//   commutes with every step but the reads of its stage (a second copy into
//   it while it is in flight is a violation either way), so it is only
//   offered just before those (a partial-order reduction: the same
//   outcomes, far fewer states).
//
// Visibility needs no rule of its own: until the barrier after the issuing
// thread's wait_group, some interleaving has the copy not landed when
// another thread reads, and the search finds it.
//
// mbarriers: each has its completed phases and its pending arrivals (the
// phase's expected count, Barrier::arrivals, less those in).
// - CopyArrive: arrives at once, and queues the arrival the hardware makes
//   once the thread's copies issued so far have landed; that one fires at
//   any later point (a step of its own, in queue order), landing those
//   copies first. So copies land at the latest when the phase they belong
//   to completes, and any earlier interleaving is explored too.
// - Release: arrives at once and ends the thread's reads of that stage of
//   every ring.
// - WaitPhase: passes once the phase of its parity has completed (the
//   mbarrier's completed phases have the other parity), else blocks.
// - ExpectTx: raises the transaction count of the mbarrier's current phase.
// A phase completes when its arrivals are in and its transaction count is
// 0 (mbarrier.expect_tx / complete_tx in the PTX ISA); a further arrival on
// a phase that only waits for bytes would take its pending count below
// zero, and is a violation.
//
// TMA (an Issue with bytes): the issuing thread copies the whole tile, so a
// TMA ring's stage is one part, the issuer's; the issuer is thread 0 (of a
// warp-specialized model, the first producer). The copy is in flight until
// its landing step: the tile lands and the bytes complete_tx on the copy's
// mbarrier, in one step. It moves the mbarrier, so it is offered wherever
// some thread's next step reads or refills the stage or acts on that
// mbarrier (needsLanding), and wherever nothing else can move; it commutes
// with every other step. Neither a
// wait_group nor a cp.async arrival lands it.
//
// A state where no thread can move, no queued arrival can fire and no TMA
// copy is in flight, with a thread not done, is a deadlock.
//
// Search is breadth-first with a visited set, so the trace of the first
// violation is a shortest one.
//
//===----------------------------------------------------------------------===//

#include "PipelineExplorer.h"

#include <cstring>
#include <numeric>

using namespace mlir;
using namespace mlir::nv_tileas::protocol;
using namespace mlir::nv_tileas::protocol::detail;

void Explorer::add(uint32_t from, const Step &step, const State &next) {
  std::string key(reinterpret_cast<const char *>(next.data()),
                  next.size() * sizeof(int16_t));
  auto [it, inserted] = index.try_emplace(key, states.size());
  if (!inserted)
    return;
  states.push_back(it->getKey());
  reachedBy.push_back({from, step});
  queue.push_back(it->second);
}

/// What is wrong with `reader` doing `read` in `s`, if anything, and why.
std::optional<std::pair<Property, std::string>>
Explorer::classifyRead(const State &s, unsigned reader,
                       const Event &read) const {
  int64_t at = slot(read.ring, read.stage);
  for (unsigned writer : readParts(read.ring, reader)) {
    size_t part = partBase(at, writer);
    int16_t held = s[part + Tag];
    if (held == read.iteration)
      continue;
    std::string who = "t" + std::to_string(writer);
    std::string wanted = formatIteration(read.iteration);
    std::string holds =
        who + "'s part holds " +
        (held < 0 ? std::string("nothing yet") : formatIteration(held));
    // Not copied yet, copied but not landed, landed and overwritten, or
    // never copied into this stage.
    const Program &program = programs[writer];
    std::optional<int64_t> issuedAt;
    for (int64_t pc = 0, e = program.size(); pc < e && !issuedAt; ++pc)
      if (program[pc].kind == Event::Issue && program[pc].ring == read.ring &&
          program[pc].stage == read.stage &&
          program[pc].iteration == read.iteration)
        issuedAt = pc;
    if (!issuedAt)
      return std::pair{Property::WrongIteration,
                       holds + " and no copy of " + wanted + " goes there"};
    if (*issuedAt >= s[threadBase(writer) + PC])
      return std::pair{Property::ReadBeforeArrival,
                       who + " has not issued its copy of " + wanted};
    if (s[part + Flight] == read.iteration)
      return std::pair{Property::ReadBeforeArrival,
                       who + "'s copy of " + wanted + " has not landed"};
    return std::pair{Property::OverwriteWhileRead,
                     holds + ": its copy of " + wanted + " was overwritten"};
  }
  return std::nullopt;
}

std::optional<Violation> Explorer::stepThread(uint32_t current, const State &s,
                                              unsigned t) {
  size_t base = threadBase(t);
  const Event &e = programs[t][s[base + PC]];
  Step step{Step::Event, t, s[base + PC], s[base + Phase]};
  State next = s;
  switch (e.kind) {
  case Event::Issue: {
    int64_t at = slot(e.ring, e.stage);
    size_t part = partBase(at, t);
    // Nobody else reads a thread-private part; the writer's own reads are
    // over by program order.
    for (unsigned u = 0; u < numThreads && !privateRing[e.ring]; ++u)
      if (u != t && reads(s, threadBase(u), at))
        return Violation{Property::OverwriteWhileRead,
                         trace(current, t,
                               formatStep(step) + " while t" +
                                   std::to_string(u) + " may still read it")};
    // Copies complete in no order: the stage would hold either tile.
    if (s[part + Flight] >= 0)
      return Violation{Property::OverwriteWhileRead,
                       trace(current, t,
                             formatStep(step) + " while its copy of " +
                                 formatIteration(s[part + Flight]) +
                                 " may still be in flight there")};
    next[part + Flight] = e.iteration;
    next[part + FlightGroup] = s[base + Committed] + 1;
    if (e.bytes)
      next[part + FlightTx] = int16_t(e.barrier + 1);
    ++next[base + PC];
    break;
  }
  case Event::ExpectTx: {
    size_t at = barrierBase(e.barrier);
    next[at + Tx] += units(e.bytes);
    completeIfDone(next, e.barrier);
    ++next[base + PC];
    break;
  }
  case Event::Commit:
    ++next[base + Committed];
    ++next[base + PC];
    break;
  case Event::Wait: {
    // wait_group; the barrier is passed by all threads at once (run()).
    int64_t bound = s[base + Committed] - e.pending;
    for (int64_t at = 0; at < numStages; ++at) {
      size_t part = partBase(at, t);
      if (next[part + Flight] >= 0 && !next[part + FlightTx] &&
          next[part + FlightGroup] <= bound)
        land(next, part);
    }
    if (e.ctaBarrier)
      next[base + Phase] = 1;
    else
      ++next[base + PC];
    break;
  }
  case Event::Read: {
    int64_t at = slot(e.ring, e.stage);
    // The copies in flight into the stage may land before the read (TMA
    // copies land in steps of their own, run()).
    for (unsigned w : readParts(e.ring, t)) {
      size_t part = partBase(at, w);
      if (s[part + Flight] < 0 || s[part + FlightTx])
        continue;
      State landed = s;
      land(landed, part);
      add(current, Step{Step::Land, w, 0, 0, e.ring, e.stage, s[part + Flight]},
          std::move(landed));
    }
    if (auto bad = classifyRead(s, t, e))
      return Violation{
          bad->first, trace(current, t, formatStep(step) + ": " + bad->second)};
    next[base + Reading0 + at / 16] |= int16_t(1 << (at % 16));
    ++next[base + PC];
    break;
  }
  case Event::CopyArrive: {
    int q = 0;
    while (q < kQueue && s[base + Queue0 + 2 * q])
      ++q;
    if (q == kQueue)
      return Violation{Property::Deadlock,
                       trace(current, t,
                             formatStep(step) + ": more than " +
                                 std::to_string(kQueue) +
                                 " arrivals in flight, beyond the model")};
    ++next[base + Committed];
    next[base + Queue0 + 2 * q] = int16_t(e.barrier + 1);
    next[base + Queue0 + 2 * q + 1] = next[base + Committed];
    if (!arrive(next, e.barrier))
      return overArrival(current, t, formatStep(step), e.barrier);
    ++next[base + PC];
    break;
  }
  case Event::Release:
    for (auto [ring, stages] : llvm::enumerate(ringStages))
      if (e.stage < stages) {
        int64_t at = slot(ring, e.stage);
        next[base + Reading0 + at / 16] &= int16_t(~(1 << (at % 16)));
      }
    if (!arrive(next, e.barrier))
      return overArrival(current, t, formatStep(step), e.barrier);
    ++next[base + PC];
    break;
  case Event::WaitPhase:
    // Blocked: no step (run() tells a deadlock).
    if ((s[barrierBase(e.barrier) + Completed] & 1) == int(e.parity))
      return std::nullopt;
    ++next[base + PC];
    break;
  }
  add(current, step, std::move(next));
  return std::nullopt;
}

Exploration Explorer::run(uint64_t maxStates) {
  Exploration result;
  if (numStages > kMaxStages) {
    result.limit = "more than 64 stages in all";
    return result;
  }
  for (const Program &program : programs)
    if (program.size() >= size_t(INT16_MAX) ||
        llvm::any_of(program,
                     [](const Event &e) { return e.iteration >= INT16_MAX; })) {
      result.limit = "a program too long";
      return result;
    }
  // A count moves by at most every announcement (up) or every box (down)
  // on its mbarrier in all the programs together.
  std::vector<int64_t> up(barriers.size()), down(barriers.size());
  for (const Program &program : programs)
    for (const Event &e : program) {
      if ((e.kind == Event::ExpectTx || (e.kind == Event::Issue && e.bytes)) &&
          e.barrier >= barriers.size()) {
        result.limit = "a TMA event on an mbarrier the model does not have";
        return result;
      }
      if (e.kind == Event::ExpectTx)
        up[e.barrier] += e.bytes / txUnit;
      else if (e.kind == Event::Issue && e.bytes)
        down[e.barrier] += e.bytes / txUnit;
    }
  for (unsigned b = 0; b < barriers.size(); ++b) {
    if (up[b] > kMaxTxUnits || down[b] > kMaxTxUnits) {
      result.limit = "transaction counts too large";
      return result;
    }
    if (expected(b) > INT16_MAX) {
      result.limit = "more arrivals on an mbarrier than the model counts";
      return result;
    }
  }
  State initial(numThreads * kThreadWords + numStages * numThreads * kPartWords +
                    barriers.size() * kBarrierWords,
                0);
  for (unsigned b = 0; b < barriers.size(); ++b)
    initial[barrierBase(b) + Pending] = int16_t(expected(b));
  for (int64_t at = 0; at < numStages; ++at)
    for (unsigned w = 0; w < numThreads; ++w) {
      initial[partBase(at, w) + Tag] = -1;
      initial[partBase(at, w) + Flight] = -1;
    }
  add(0, Step{Step::Barrier}, std::move(initial));

  while (!queue.empty() && !result.violation) {
    if (states.size() > maxStates) {
      result.limit = "more than " + std::to_string(maxStates) + " states";
      break;
    }
    uint32_t current = queue.front();
    queue.pop_front();
    State s(states[current].size() / sizeof(int16_t));
    std::memcpy(s.data(), states[current].data(), states[current].size());
    bool moved = false, allDone = true, allArrived = true;
    for (unsigned t = 0; t < numThreads && !result.violation; ++t) {
      size_t base = threadBase(t);
      // A queued arrival may fire at any time.
      if (s[base + Queue0]) {
        State next = s;
        Step fired{Step::Fire, t, 0, 0, unsigned(s[base + Queue0] - 1)};
        if (!fire(next, t)) {
          result.violation =
              overArrival(current, -1, formatStep(fired), fired.ring);
          break;
        }
        add(current, fired, std::move(next));
        moved = true;
      }
      if (s[base + PC] >= int64_t(programs[t].size())) {
        allArrived = false;
        continue;
      }
      allDone = false;
      const Event &e = programs[t][s[base + PC]];
      if (e.kind == Event::Wait && s[base + Phase] == 1)
        continue; // at the barrier
      allArrived = false;
      if (e.kind == Event::WaitPhase &&
          (s[barrierBase(e.barrier) + Completed] & 1) == int(e.parity))
        continue; // the phase has not completed
      result.violation = stepThread(current, s, t);
      moved = true;
    }
    // A TMA copy in flight may land at any time; it is offered where it
    // matters (see needsLanding), or where nothing else can move.
    bool inFlight = false;
    auto offerLandings = [&](bool all) {
      for (unsigned r = 0; r < ringStages.size(); ++r) {
        if (!tmaRing[r])
          continue;
        for (int64_t stage = 0; stage < ringStages[r]; ++stage)
          for (unsigned w = 0; w < numThreads; ++w) {
            size_t part = partBase(slot(r, stage), w);
            if (!s[part + FlightTx])
              continue;
            inFlight = true;
            if (!all && !needsLanding(s, r, stage, s[part + FlightTx] - 1))
              continue;
            State next = s;
            landTx(next, part, r);
            add(current,
                Step{Step::LandTx, w, 0, 0, r, stage, s[part + Flight]},
                std::move(next));
            moved = true;
          }
      }
    };
    if (result.violation)
      continue;
    offerLandings(/*all=*/false);
    if (allDone)
      continue;
    if (allArrived) {
      State next = s;
      for (unsigned t = 0; t < numThreads; ++t) {
        size_t base = threadBase(t);
        ++next[base + PC];
        next[base + Phase] = 0;
        for (int w = 0; w < 4; ++w)
          next[base + Reading0 + w] = 0;
      }
      add(current, Step{Step::Barrier}, std::move(next));
      continue;
    }
    if (!moved && inFlight)
      offerLandings(/*all=*/true);
    if (!moved) {
      result.violation = Violation{
          Property::Deadlock,
          trace(current, -1,
                "no thread can move: a thread waits at a barrier another "
                "never reaches, or for an mbarrier phase no arrival is left "
                "to complete")};
    }
  }
  result.states = states.size();
  return result;
}

Exploration mlir::nv_tileas::protocol::explore(ArrayRef<Program> threads,
                                               ArrayRef<int64_t> ringStages,
                                               ArrayRef<Barrier> barriers,
                                               uint64_t maxStates,
                                               ArrayRef<bool> privateRings) {
  return Explorer(threads, ringStages, barriers, privateRings).run(maxStates);
}
