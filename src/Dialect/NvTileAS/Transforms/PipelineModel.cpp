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
// - Read: sees, in every writer's part, what has landed there.
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
// mbarriers: each has its completed phases and its pending arrivals.
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
// a phase that only waits for bytes is undefined there, and a violation.
//
// TMA (an Issue with bytes): the issuing thread copies the whole tile, so a
// TMA ring's stage is one part, the issuer's. The copy is in flight until
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

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <deque>
#include <numeric>

using namespace mlir;
using namespace mlir::nv_tileas::protocol;

std::string mlir::nv_tileas::protocol::describe(Property property) {
  switch (property) {
  case Property::Deadlock:
    return "(1) deadlock: not every thread reaches the barrier, or a phase "
           "waited for never completes";
  case Property::ReadBeforeArrival:
    return "(2) a stage is read before every thread's copy of its tile "
           "landed and became visible";
  case Property::OverwriteWhileRead:
    return "(3) a stage is overwritten while a thread may still read it";
  case Property::WrongIteration:
    return "(4) a stage read does not hold the reading iteration's tile";
  }
  return "";
}

namespace {

/// Reads since the last barrier are a bit set over all stages.
constexpr int64_t kMaxStages = 64;

/// Arrivals a thread may have queued (cp.async.mbarrier.arrive not fired).
constexpr int kQueue = 8;

// State layout, all int16: per thread kThreadWords, then per part
// kPartWords, then per mbarrier kBarrierWords. Packed into a string as the
// visited-set key. The queue holds (mbarrier + 1, commit group) pairs, the
// oldest first, 0 past the end.
enum ThreadWord {
  PC,
  Phase,
  Committed,
  Reading0,
  Queue0 = Reading0 + 4,
  kThreadWords = Queue0 + 2 * kQueue
};
/// Tx: the current phase's transaction count, in units of the gcd of the
/// programs' byte counts (so it fits a word).
enum BarrierWord { Completed, Pending, Tx, kBarrierWords };
/// Tag: the iteration held (-1: nothing yet); Flight: the iteration of the
/// copy in flight (-1: none), FlightGroup: its commit group (from 1);
/// FlightTx: for a TMA copy, its mbarrier + 1 (0: a cp.async copy).
enum PartWord { Tag, Flight, FlightGroup, FlightTx, kPartWords };

/// The largest transaction count, in units, the state represents.
constexpr int64_t kMaxTxUnits = 4096;

using State = std::vector<int16_t>;

/// A transition, kept to print the trace.
struct Step {
  enum Kind : uint8_t { Event, Land, Barrier, Fire, LandTx } kind;
  unsigned thread = 0; // Event: who; Land, LandTx: the writer; Fire: whose
  int64_t pc = 0;      // Event
  int phase = 0;       // Event (Wait): 0 wait_group, 1 arrive
  unsigned ring = 0;   // Land, LandTx; Fire: the mbarrier
  int64_t stage = 0, iteration = 0;
};

std::string formatIteration(int64_t tag);

class Explorer {
public:
  Explorer(ArrayRef<Program> programs, ArrayRef<int64_t> ringStages,
           ArrayRef<Barrier> barriers)
      : programs(programs), numThreads(programs.size()),
        ringStages(ringStages), barriers(barriers) {
    int64_t offset = 0;
    for (int64_t stages : ringStages) {
      ringOffset.push_back(offset);
      offset += stages;
    }
    numStages = offset;
    tmaRing.assign(ringStages.size(), false);
    txBytes.assign(ringStages.size(), 0);
    for (const Program &program : programs)
      for (const Event &e : program)
        if ((e.kind == Event::Issue && e.bytes) || e.kind == Event::ExpectTx) {
          txUnit = std::gcd(txUnit, e.bytes);
          if (e.kind == Event::Issue) {
            tmaRing[e.ring] = true;
            txBytes[e.ring] = std::max(txBytes[e.ring], e.bytes);
          }
        }
  }

  Exploration run(uint64_t maxStates);

private:
  ArrayRef<Program> programs;
  unsigned numThreads;
  ArrayRef<int64_t> ringStages;
  ArrayRef<Barrier> barriers;
  SmallVector<int64_t> ringOffset;
  int64_t numStages = 0;
  /// Rings filled by TMA: one part per stage, the issuer's.
  SmallVector<bool> tmaRing;
  /// The bytes of each TMA ring's copies (one box per stage).
  SmallVector<int64_t> txBytes;
  /// The bytes of a transaction count unit.
  int64_t txUnit = 0;

  // The search graph: states by key, each with how it was reached. The
  // keys (kept by `index`, whose entries do not move) are the states.
  llvm::StringMap<uint32_t> index;
  std::vector<StringRef> states;
  std::vector<std::pair<uint32_t, Step>> reachedBy;
  std::deque<uint32_t> queue;

  int64_t slot(unsigned ring, int64_t stage) const {
    return ringOffset[ring] + stage;
  }
  size_t threadBase(unsigned t) const { return t * kThreadWords; }
  size_t partBase(int64_t slot, unsigned writer) const {
    return numThreads * kThreadWords +
           (slot * numThreads + writer) * kPartWords;
  }
  size_t barrierBase(unsigned barrier) const {
    return numThreads * kThreadWords + numStages * numThreads * kPartWords +
           barrier * kBarrierWords;
  }
  int16_t expected(unsigned barrier) const {
    return int16_t((barriers[barrier].full ? 2 : 1) * numThreads);
  }
  /// Completes the phase of `barrier` if its arrivals are in and its
  /// transaction count is 0.
  void completeIfDone(State &s, unsigned barrier) const {
    size_t base = barrierBase(barrier);
    if (s[base + Pending] == 0 && s[base + Tx] == 0) {
      ++s[base + Completed];
      s[base + Pending] = expected(barrier);
    }
  }
  /// One arrival on `barrier`; false if the phase has all its arrivals
  /// already (it waits for bytes only).
  [[nodiscard]] bool arrive(State &s, unsigned barrier) const {
    size_t base = barrierBase(barrier);
    if (s[base + Pending] == 0)
      return false;
    --s[base + Pending];
    completeIfDone(s, barrier);
    return true;
  }
  int16_t units(int64_t bytes) const { return int16_t(bytes / txUnit); }
  /// Fires thread t's oldest queued arrival: its copies up to that commit
  /// land, then it arrives (false: on a phase with all its arrivals).
  [[nodiscard]] bool fire(State &s, unsigned t) const {
    size_t base = threadBase(t);
    unsigned barrier = s[base + Queue0] - 1;
    int16_t group = s[base + Queue0 + 1];
    for (int64_t at = 0; at < numStages; ++at) {
      size_t part = partBase(at, t);
      if (s[part + Flight] >= 0 && !s[part + FlightTx] &&
          s[part + FlightGroup] <= group)
        land(s, part);
    }
    for (int q = 0; q + 1 < kQueue; ++q) {
      s[base + Queue0 + 2 * q] = s[base + Queue0 + 2 * q + 2];
      s[base + Queue0 + 2 * q + 1] = s[base + Queue0 + 2 * q + 3];
    }
    s[base + Queue0 + 2 * kQueue - 2] = 0;
    s[base + Queue0 + 2 * kQueue - 1] = 0;
    return arrive(s, barrier);
  }
  /// Whether a TMA copy in flight into stage `stage` of ring `ring`,
  /// completing on `barrier`, must be offered to land now: some thread's
  /// next event reads or refills that stage or waits on that mbarrier, or
  /// its next event or queued arrival acts on it while the phase has all
  /// its arrivals (then the order of that step and the landing decides
  /// whether the phase completes in between; otherwise they commute). Every
  /// other step commutes with the landing and nothing disables it, so a
  /// landing that matters only later is explored there, with the same
  /// outcomes (the state graph has no cycles).
  bool needsLanding(const State &s, unsigned ring, int64_t stage,
                    unsigned barrier) const {
    bool arrivalsIn = s[barrierBase(barrier) + Pending] == 0;
    for (unsigned t = 0; t < numThreads; ++t) {
      size_t base = threadBase(t);
      if (arrivalsIn && s[base + Queue0] == int16_t(barrier + 1))
        return true;
      if (s[base + PC] >= int64_t(programs[t].size()))
        continue;
      const Event &e = programs[t][s[base + PC]];
      switch (e.kind) {
      case Event::Read:
      case Event::Issue:
        if (e.ring == ring && e.stage == stage)
          return true;
        break;
      case Event::WaitPhase:
        if (e.barrier == barrier)
          return true;
        break;
      case Event::CopyArrive:
      case Event::Release:
      case Event::ExpectTx:
        if (arrivalsIn && e.barrier == barrier)
          return true;
        break;
      default:
        break;
      }
    }
    return false;
  }
  /// The TMA copy in flight in `part` lands and completes its bytes.
  void landTx(State &s, size_t part, unsigned ring) const {
    unsigned barrier = s[part + FlightTx] - 1;
    land(s, part);
    s[part + FlightTx] = 0;
    s[barrierBase(barrier) + Tx] -= units(txBytes[ring]);
    completeIfDone(s, barrier);
  }
  static bool reads(const State &s, size_t base, int64_t slot) {
    return s[base + Reading0 + slot / 16] & (1 << (slot % 16));
  }

  void add(uint32_t from, const Step &step, const State &next);
  /// Adds the successors of `s` (state `current`) by a step of thread `t`,
  /// which is not at a barrier; or returns the violation the step makes.
  std::optional<Violation> stepThread(uint32_t current, const State &s,
                                      unsigned t);
  static void land(State &s, size_t part) {
    s[part + Tag] = s[part + Flight];
    s[part + Flight] = -1;
    s[part + FlightGroup] = 0;
  }
  std::optional<std::pair<Property, std::string>>
  classifyRead(const State &s, unsigned reader, const Event &read) const;
  std::string formatStep(const Step &step) const;
  /// The violation of arriving on a phase that has all its arrivals.
  Violation overArrival(uint32_t current, int thread, const std::string &what,
                        unsigned barrier) const {
    return Violation{Property::Deadlock,
                     trace(current, thread,
                           what + ": m" + std::to_string(barrier) +
                               "'s phase already has all its arrivals "
                               "(undefined in the PTX ISA)")};
  }
  std::string trace(uint32_t to, int lastThread, const std::string &last) const;
};

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
  unsigned writers = tmaRing[read.ring] ? 1 : numThreads;
  for (unsigned writer = 0; writer < writers; ++writer) {
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

/// "it 3", or "it 3 of run 2" for a nested loop's second run.
std::string formatIteration(int64_t tag) {
  std::string text = "it " + std::to_string(tag % kRunStride);
  if (tag >= kRunStride)
    text += " of run " + std::to_string(tag / kRunStride + 1);
  return text;
}

std::string Explorer::formatStep(const Step &step) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (step.kind == Step::Barrier) {
    os << "all pass the barrier";
    return text;
  }
  if (step.kind == Step::Fire) {
    os << "t" << step.thread << "'s copies land and arrive on m" << step.ring;
    return text;
  }
  if (step.kind == Step::Land || step.kind == Step::LandTx) {
    os << "t" << step.thread << "'s "
       << (step.kind == Step::LandTx ? "TMA copy" : "copy") << " of "
       << formatIteration(step.iteration) << " into r" << step.ring << "["
       << step.stage << "] lands";
    return text;
  }
  const Event &e = programs[step.thread][step.pc];
  switch (e.kind) {
  case Event::Issue:
    os << (e.bytes ? "TMA-copies " : "copies ") << formatIteration(e.iteration)
       << " into r" << e.ring << "[" << e.stage << "]";
    if (e.bytes)
      os << " on m" << e.barrier;
    break;
  case Event::ExpectTx:
    os << "expects " << e.bytes << " bytes on m" << e.barrier;
    break;
  case Event::Commit:
    os << "commits";
    break;
  case Event::Wait:
    if (step.phase == 0)
      os << "wait_group " << e.pending;
    else
      os << "arrives at the barrier";
    break;
  case Event::Read:
    os << "reads r" << e.ring << "[" << e.stage << "] in "
       << formatIteration(e.iteration);
    break;
  case Event::CopyArrive:
    os << "commits its copies to m" << e.barrier;
    break;
  case Event::Release:
    os << "releases stage " << e.stage << " (arrives on m" << e.barrier << ")";
    break;
  case Event::WaitPhase:
    os << "waits for m" << e.barrier << " parity " << int(e.parity);
    break;
  }
  return text;
}

/// The steps to `to` and then `last` (a step of `lastThread`, -1: none),
/// a thread's steps in a row grouped ("t0: copies it 0 into r0[0],
/// commits"), and runs of threads doing the same steps one after the other
/// written once ("t0 then t1: ...").
std::string Explorer::trace(uint32_t to, int lastThread,
                            const std::string &last) const {
  std::vector<std::pair<int, std::string>> steps;
  steps.push_back({lastThread, last});
  for (uint32_t at = to; at != 0; at = reachedBy[at].first) {
    const Step &step = reachedBy[at].second;
    steps.push_back(
        {step.kind == Step::Event ? int(step.thread) : -1, formatStep(step)});
  }
  // (who, what): a thread's run of steps, or one step of no thread.
  std::vector<std::pair<std::string, std::string>> groups;
  int previous = -2;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (it->first >= 0 && it->first == previous) {
      groups.back().second += ", " + it->second;
      continue;
    }
    groups.push_back(
        {it->first >= 0 ? "t" + std::to_string(it->first) : "", it->second});
    previous = it->first;
  }
  std::string text;
  for (size_t g = 0; g < groups.size(); ++g) {
    std::string who = groups[g].first;
    while (!who.empty() && g + 1 < groups.size() &&
           !groups[g + 1].first.empty() &&
           groups[g + 1].second == groups[g].second)
      who += " then " + groups[++g].first;
    if (!text.empty())
      text += "; ";
    text += who.empty() ? groups[g].second : who + ": " + groups[g].second;
  }
  return text;
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
    for (unsigned u = 0; u < numThreads; ++u)
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
    if (next[at + Tx] > kMaxTxUnits)
      return Violation{Property::Deadlock,
                       trace(current, t,
                             formatStep(step) +
                                 ": a transaction count beyond the model")};
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
    next[base + Phase] = 1;
    break;
  }
  case Event::Read: {
    int64_t at = slot(e.ring, e.stage);
    // The copies in flight into the stage may land before the read (TMA
    // copies land in steps of their own, run()).
    for (unsigned w = 0; w < numThreads; ++w) {
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
  if (txUnit && llvm::any_of(txBytes, [&](int64_t bytes) {
        return bytes / txUnit > kMaxTxUnits;
      })) {
    result.limit = "transaction counts too large";
    return result;
  }
  State initial(numThreads * kThreadWords + numStages * numThreads * kPartWords +
                    barriers.size() * kBarrierWords,
                0);
  for (unsigned b = 0; b < barriers.size(); ++b)
    initial[barrierBase(b) + Pending] = expected(b);
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

} // namespace

Exploration mlir::nv_tileas::protocol::explore(ArrayRef<Program> threads,
                                               ArrayRef<int64_t> ringStages,
                                               ArrayRef<Barrier> barriers,
                                               uint64_t maxStates) {
  return Explorer(threads, ringStages, barriers).run(maxStates);
}
