//===- PipelineExplorer.h - the explorer of ring protocols ------*- C++ -*-===//
//
// The state, the steps and the explorer of the pipeline protocol model
// (PipelineModel.cpp has the model; PipelineTrace.cpp prints its steps).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEEXPLORER_H
#define TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEEXPLORER_H

#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

#include "llvm/ADT/StringMap.h"

#include <deque>

namespace mlir::nv_tileas::protocol::detail {

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

/// The most a transaction count may move, in units, in a model (run()
/// refuses more, so the count fits its word).
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

/// "it 3", or "it 3 of run 2" for a nested loop's second run.
std::string formatIteration(int64_t tag);

class Explorer {
public:
  Explorer(ArrayRef<Program> programs, ArrayRef<int64_t> ringStages,
           ArrayRef<Barrier> barriers, ArrayRef<bool> privateRings = {})
      : programs(programs), numThreads(programs.size()), ringStages(ringStages),
        barriers(barriers) {
    privateRing.assign(ringStages.size(), false);
    for (auto [r, isPrivate] : llvm::enumerate(privateRings))
      if (r < privateRing.size())
        privateRing[r] = isPrivate;
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
  /// Thread-private rings: each thread reads only its own part.
  SmallVector<bool> privateRing;
  /// The parts of a stage of `ring` that `reader` reads.
  SmallVector<unsigned, 4> readParts(unsigned ring, unsigned reader) const {
    if (privateRing[ring])
      return {reader};
    SmallVector<unsigned, 4> parts;
    for (unsigned w = 0, e = tmaRing[ring] ? 1 : numThreads; w < e; ++w)
      parts.push_back(w);
    return parts;
  }
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
  /// The arrivals a phase of `barrier` expects (run() refuses counts that
  /// do not fit a word).
  int64_t expected(unsigned barrier) const {
    const Barrier &b = barriers[barrier];
    return b.arrivals ? b.arrivals : (b.full ? 2 : 1) * int64_t(numThreads);
  }
  /// Completes the phase of `barrier` if its arrivals are in and its
  /// transaction count is 0.
  void completeIfDone(State &s, unsigned barrier) const {
    size_t base = barrierBase(barrier);
    if (s[base + Pending] == 0 && s[base + Tx] == 0) {
      ++s[base + Completed];
      s[base + Pending] = int16_t(expected(barrier));
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
                               "and waits for bytes: an arrival it does not "
                               "expect")};
  }
  std::string trace(uint32_t to, int lastThread, const std::string &last) const;
};

} // namespace mlir::nv_tileas::protocol::detail

#endif // TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEEXPLORER_H
