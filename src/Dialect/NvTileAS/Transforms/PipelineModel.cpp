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
//   commutes with every step but those touching its part, so it is only
//   offered just before a read or a copy of that part (a partial-order
//   reduction: the same outcomes, far fewer states).
//
// Visibility needs no rule of its own: until the barrier after the issuing
// thread's wait_group, some interleaving has the copy not landed when
// another thread reads, and the search finds it.
//
// Search is breadth-first with a visited set, so the trace of the first
// violation is a shortest one.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <deque>
#include <tuple>

using namespace mlir;
using namespace mlir::nv_tileas::protocol;

std::string mlir::nv_tileas::protocol::describe(Property property) {
  switch (property) {
  case Property::Deadlock:
    return "(1) deadlock: not every thread reaches the barrier";
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

// State layout, all int16: per thread kThreadWords, then per part
// kPartWords. Packed into a string as the visited-set key.
enum ThreadWord { PC, Phase, Committed, Reading0, kThreadWords = Reading0 + 4 };
/// Tag: the iteration held (-1: nothing yet); Flight: the iteration of the
/// copy in flight (-1: none), FlightGroup: its commit group (from 1).
enum PartWord { Tag, Flight, FlightGroup, kPartWords };

using State = std::vector<int16_t>;

/// A transition, kept to print the trace.
struct Step {
  enum Kind : uint8_t { Event, Land, Barrier } kind;
  unsigned thread = 0; // Event: who; Land: the writer
  int64_t pc = 0;      // Event
  int phase = 0;       // Event (Wait): 0 wait_group, 1 arrive
  unsigned ring = 0;   // Land
  int64_t stage = 0, iteration = 0;
};

std::string formatIteration(int64_t tag);

class Explorer {
public:
  Explorer(ArrayRef<Program> programs, ArrayRef<int64_t> ringStages)
      : programs(programs), numThreads(programs.size()) {
    int64_t offset = 0;
    for (int64_t stages : ringStages) {
      ringOffset.push_back(offset);
      offset += stages;
    }
    numStages = offset;
  }

  Exploration run(uint64_t maxStates);

private:
  ArrayRef<Program> programs;
  unsigned numThreads;
  SmallVector<int64_t> ringOffset;
  int64_t numStages = 0;

  // The search graph: states by key, each with how it was reached.
  llvm::StringMap<uint32_t> index;
  std::vector<State> states;
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
  static bool reads(const State &s, size_t base, int64_t slot) {
    return s[base + Reading0 + slot / 16] & (1 << (slot % 16));
  }

  void add(uint32_t from, const Step &step, State next);
  static void land(State &s, size_t part) {
    s[part + Tag] = s[part + Flight];
    s[part + Flight] = -1;
    s[part + FlightGroup] = 0;
  }
  std::optional<std::pair<Property, std::string>>
  classifyRead(const State &s, unsigned reader, const Event &read) const;
  std::string formatStep(const Step &step) const;
  std::string trace(uint32_t to, int lastThread,
                    const std::string &last) const;
};

void Explorer::add(uint32_t from, const Step &step, State next) {
  std::string key(reinterpret_cast<const char *>(next.data()),
                  next.size() * sizeof(int16_t));
  auto [it, inserted] = index.try_emplace(key, states.size());
  if (!inserted)
    return;
  states.push_back(std::move(next));
  reachedBy.push_back({from, step});
  queue.push_back(it->second);
}

/// What is wrong with `reader` doing `read` in `s`, if anything, and why.
std::optional<std::pair<Property, std::string>>
Explorer::classifyRead(const State &s, unsigned reader,
                       const Event &read) const {
  int64_t at = slot(read.ring, read.stage);
  for (unsigned writer = 0; writer < numThreads; ++writer) {
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
  if (step.kind == Step::Land) {
    os << "t" << step.thread << "'s copy of " << formatIteration(step.iteration)
       << " into r" << step.ring << "[" << step.stage << "] lands";
    return text;
  }
  const Event &e = programs[step.thread][step.pc];
  switch (e.kind) {
  case Event::Issue:
    os << "copies " << formatIteration(e.iteration) << " into r" << e.ring
       << "[" << e.stage << "]";
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
  }
  return text;
}

/// The steps to `to` and then `last` (a step of `lastThread`), the steps of
/// one thread in a row grouped: "t0: copies it 0 into r0[0], commits; ...".
std::string Explorer::trace(uint32_t to, int lastThread,
                            const std::string &last) const {
  std::vector<std::pair<int, std::string>> steps;
  steps.push_back({lastThread, last});
  for (uint32_t at = to; at != 0; at = reachedBy[at].first) {
    const Step &step = reachedBy[at].second;
    steps.push_back(
        {step.kind == Step::Event ? int(step.thread) : -1, formatStep(step)});
  }
  std::string text;
  int previous = -2;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (it->first >= 0 && it->first == previous) {
      text += ", " + it->second;
      continue;
    }
    if (previous != -2)
      text += "; ";
    if (it->first >= 0)
      text += "t" + std::to_string(it->first) + ": ";
    text += it->second;
    previous = it->first;
  }
  return text;
}

Exploration Explorer::run(uint64_t maxStates) {
  Exploration result;
  if (numStages > kMaxStages) {
    result.limit = "more than 64 stages in all";
    return result;
  }
  State initial(numThreads * kThreadWords +
                    numStages * numThreads * kPartWords,
                0);
  for (int64_t at = 0; at < numStages; ++at)
    for (unsigned w = 0; w < numThreads; ++w) {
      initial[partBase(at, w) + Tag] = -1;
      initial[partBase(at, w) + Flight] = -1;
    }
  add(0, Step{Step::Barrier}, std::move(initial));

  while (!queue.empty()) {
    uint32_t current = queue.front();
    queue.pop_front();
    if (states.size() > maxStates) {
      result.limit = "more than " + std::to_string(maxStates) + " states";
      break;
    }
    // Copy: `add` may reallocate `states`.
    const State s = states[current];
    bool moved = false, allDone = true, allArrived = true;
    for (unsigned t = 0; t < numThreads; ++t) {
      size_t base = threadBase(t);
      int64_t pc = s[base + PC];
      const Program &program = programs[t];
      if (pc >= int64_t(program.size())) {
        allArrived = false;
        continue;
      }
      allDone = false;
      const Event &e = program[pc];
      bool arrived = e.kind == Event::Wait && s[base + Phase] == 1;
      allArrived &= arrived;
      if (arrived)
        continue;
      Step step{Step::Event, t, pc, s[base + Phase]};

      // Copies in flight into the part this step touches may land first.
      if (e.kind == Event::Issue || e.kind == Event::Read) {
        for (unsigned w = 0; w < numThreads; ++w) {
          size_t part = partBase(slot(e.ring, e.stage), w);
          if ((e.kind == Event::Issue && w != t) || s[part + Flight] < 0)
            continue;
          State next = s;
          land(next, part);
          add(current,
              Step{Step::Land, w, 0, 0, e.ring, e.stage, s[part + Flight]},
              std::move(next));
          moved = true;
        }
      }

      State next = s;
      switch (e.kind) {
      case Event::Issue: {
        size_t part = partBase(slot(e.ring, e.stage), t);
        std::string race;
        for (unsigned u = 0; u < numThreads && race.empty(); ++u)
          if (u != t && reads(s, threadBase(u), slot(e.ring, e.stage)))
            race = " while t" + std::to_string(u) + " may still read it";
        if (race.empty() && s[part + Flight] >= 0)
          race = " while its copy of " + formatIteration(s[part + Flight]) +
                 " may still be in flight there";
        if (!race.empty()) {
          result.violation = Violation{Property::OverwriteWhileRead,
                                       trace(current, t, formatStep(step) +
                                                             race)};
          return result.states = states.size(), result;
        }
        next[part + Flight] = e.iteration;
        next[part + FlightGroup] = s[base + Committed] + 1;
        ++next[base + PC];
        break;
      }
      case Event::Commit:
        ++next[base + Committed];
        ++next[base + PC];
        break;
      case Event::Wait:
        if (s[base + Phase] == 0) {
          int64_t bound = s[base + Committed] - e.pending;
          for (int64_t at = 0; at < numStages; ++at) {
            size_t part = partBase(at, t);
            if (next[part + Flight] >= 0 && next[part + FlightGroup] <= bound)
              land(next, part);
          }
          next[base + Phase] = 1;
        }
        break;
      case Event::Read:
        if (auto bad = classifyRead(s, t, e)) {
          result.violation =
              Violation{bad->first,
                        trace(current, t,
                              formatStep(step) + ": " + bad->second)};
          return result.states = states.size(), result;
        }
        {
          int64_t at = slot(e.ring, e.stage);
          next[base + Reading0 + at / 16] |= int16_t(1 << (at % 16));
        }
        ++next[base + PC];
        break;
      }
      add(current, step, std::move(next));
      moved = true;
    }
    if (allArrived && !allDone) {
      State next = s;
      for (unsigned t = 0; t < numThreads; ++t) {
        size_t base = threadBase(t);
        ++next[base + PC];
        next[base + Phase] = 0;
        for (int w = 0; w < 4; ++w)
          next[base + Reading0 + w] = 0;
      }
      add(current, Step{Step::Barrier}, std::move(next));
      moved = true;
    }
    if (!moved && !allDone) {
      result.violation = Violation{
          Property::Deadlock,
          trace(current, -1,
                "no thread can move: a thread waits at a barrier another "
                "never reaches")};
      return result.states = states.size(), result;
    }
  }
  result.states = states.size();
  return result;
}

} // namespace

Exploration mlir::nv_tileas::protocol::explore(ArrayRef<Program> threads,
                                               ArrayRef<int64_t> ringStages,
                                               uint64_t maxStates) {
  return Explorer(threads, ringStages).run(maxStates);
}
