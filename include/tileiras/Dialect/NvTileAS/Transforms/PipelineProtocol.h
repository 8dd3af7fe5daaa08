//===- PipelineProtocol.h - model check of cp.async rings -------*- C++ -*-===//
//
// An explicit-state model checker of the protocol a pipelined loop follows
// (tileiras-pipeline-loads): per thread, copies into ring stages, commit
// groups, wait_group + CTA barrier, reads of stages; or, for rings completed
// on mbarriers, arrivals (the one cp.async.mbarrier.arrive.noinc makes when
// the thread's copies have landed, and immediate ones), parity waits and
// phases with their arrival counts; and TMA fills of such rings, which one
// thread issues after raising the stage's transaction count (expect_tx)
// and which complete on the mbarrier by bytes (complete_tx). A loop is
// interpreted for a concrete trip count into one event program per thread,
// and every interleaving of the threads and of the points where copies land
// is explored. A warp-specialized loop (tileiras-warp-specialize: the
// consumer loop in the else region of an scf.if on
// nv_tileas.producer_warpgroup, its producer loop in the then region) is
// modeled with threads of two programs: producers, which run the producer
// region (the first issues the TMA copies), and consumers, which run the
// consumer loop. Four properties are checked:
//   (1) no deadlock: every barrier is reached by all threads, and every
//       mbarrier phase a thread waits for completes;
//   (2) no read of a stage before every thread's copy of the tile it should
//       hold has landed (a copy lands at any point after its issue, at the
//       latest at the wait_group of its thread that retires its group, and
//       only the barrier after that wait orders it before other threads);
//   (3) no copy into a stage that some thread may still read (a read lasts
//       until the reader's next barrier, or its release of the stage) or has
//       not read yet, nor while an earlier copy into it may be in flight;
//       in a thread-private ring each thread reads only its own part, and
//       its wait_group needs no barrier after it;
//   (4) every read finds the tile of its own iteration in its stage.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEPROTOCOL_H
#define TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEPROTOCOL_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class Operation;
namespace scf {
class ForOp;
} // namespace scf
} // namespace mlir

namespace mlir::nv_tileas::protocol {

/// One step of one thread. Commit, Wait: commit groups and wait_group +
/// CTA barrier. CopyArrive (producer_commit), Release (consumer_release),
/// WaitPhase (producer_acquire, consumer_wait), ExpectTx
/// (producer_expect_tx): mbarriers. An Issue with `bytes` is a TMA copy
/// (tma_load) of the whole tile, completing on `barrier` by those bytes.
struct Event {
  enum Kind : uint8_t {
    Issue,
    Commit,
    Wait,
    Read,
    CopyArrive,
    Release,
    WaitPhase,
    ExpectTx
  };
  Kind kind;
  unsigned ring = 0;     // Issue, Read
  int64_t stage = 0;     // Issue, Read; Release: the stage of every ring
  int64_t iteration = 0; // Issue: the iteration it copies for; Read: reader's
  int64_t pending = 0;   // Wait
  /// CopyArrive, Release, WaitPhase, ExpectTx, TMA Issue: the mbarrier;
  /// WaitPhase: the parity.
  unsigned barrier = 0;
  bool parity = false;
  /// ExpectTx: the bytes announced; Issue: a TMA copy's bytes (0: cp.async).
  int64_t bytes = 0;
  /// Wait: false for a thread-private one (wait_group, no CTA barrier).
  bool ctaBarrier = true;
};

/// The mbarriers of a loop: per stage of each pipeline, `full` (2s) and
/// `empty` (2s + 1). CopyArrive arrives twice on a full one (once when the
/// thread's copies have landed, once at once), Release once on an empty
/// one. A phase completes when its `arrivals` are in and (a full one) its
/// transaction count (ExpectTx raises it, a TMA copy landing lowers it) is
/// back to 0.
struct Barrier {
  bool full;
  /// The arrivals a phase expects; 0: 2 (full) or 1 (empty) per thread of
  /// the model, as when every thread both fills and reads the ring. A
  /// warp-specialized model counts only the producers on `full` and only
  /// the consumers on `empty`.
  unsigned arrivals = 0;
};
using Program = std::vector<Event>;

/// Iterations of a nested loop's second run are told apart by this offset.
constexpr int64_t kRunStride = 1000;

enum class Property {
  Deadlock = 1,
  ReadBeforeArrival = 2,
  OverwriteWhileRead = 3,
  WrongIteration = 4,
};

/// "(2) read of a stage before its copy landed" and so on.
std::string describe(Property property);

struct Violation {
  Property property;
  /// The steps from the initial state to the violation, "; "-separated.
  std::string trace;
};

struct Exploration {
  uint64_t states = 0;
  /// The first violation breadth-first search meets (a shortest trace).
  std::optional<Violation> violation;
  /// Set when the model is outside what the explorer represents (too many
  /// states or stages); nothing was proved.
  std::string limit;
};

/// Explores every interleaving of `threads` (one program per thread) over
/// rings of `ringStages[r]` stages and the mbarriers `barriers`. A ring
/// some Issue fills by TMA holds one tile per stage, written by the issuing
/// thread; the others hold a part per thread, which every thread reads, or
/// only its writer where `privateRings[r]` (missing entries: false).
Exploration explore(ArrayRef<Program> threads, ArrayRef<int64_t> ringStages,
                    ArrayRef<Barrier> barriers, uint64_t maxStates,
                    ArrayRef<bool> privateRings = {});

struct CheckOptions {
  /// The threads of the model; of a warp-specialized one, the consumers.
  unsigned threads = 2;
  /// The producer threads of a warp-specialized model (the first issues the
  /// TMA copies). The others only acquire and commit as the first does, and
  /// a full phase needs all their arrivals, so one is the default; two
  /// cost about 8 times the states.
  unsigned producerThreads = 1;
  /// Trip counts 0..maxTrip; 0 means 2 * stages + 1.
  int64_t maxTrip = 0;
  uint64_t maxStates = 4000000;
};

struct LoopReport {
  int64_t stages = 0;
  unsigned rings = 0;
  /// mbarriers (0: commit groups and CTA barriers).
  unsigned barriers = 0;
  int64_t maxTrip = 0;
  /// A warp-specialized loop's model threads of each role (0: the loop is
  /// not warp-specialized; every thread runs it).
  unsigned producers = 0, consumers = 0;
  uint64_t states = 0;
  std::optional<Violation> violation;
  int64_t violatingTrip = -1;
};

/// Whether `loop` reads or fills ring stages (a loop the pass pipelined).
bool isPipelinedLoop(scf::ForOp loop);

/// The program one thread runs: the async ops before `loop` that fill its
/// rings and the loop body, for `tripCount` iterations, with the stages,
/// predicates and iterations of copies computed from the IR. Fails with an
/// error at the op the interpreter cannot follow.
FailureOr<Program> extractProgram(scf::ForOp loop, int64_t tripCount);

/// Checks `loop` for every trip count of `options`; fails with an error at
/// the op the interpreter cannot follow (a violation is not a failure: see
/// the report). A warp-specialized consumer loop is checked together with
/// its producer loop, which it fails without.
FailureOr<LoopReport> checkLoop(scf::ForOp loop, const CheckOptions &options);

/// Checks every pipelined loop under `root`: an error per violation (the
/// property, the trip count, the trace) and, with `remarks`, a remark per
/// loop with what was checked. A producer loop (nv_tileas.pipeline_producer)
/// is checked with its consumer loop; one without is an error.
LogicalResult checkPipelines(Operation *root, const CheckOptions &options,
                             bool remarks);

} // namespace mlir::nv_tileas::protocol

#endif // TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEPROTOCOL_H
