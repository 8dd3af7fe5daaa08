//===- PipelinePlanner.h - Stage count of async copy pipelines --*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md, "Pipeline planning".
//
//===----------------------------------------------------------------------===//
//
// Plans the multi-stage shared-memory pipeline of one loop (a GEMM or
// attention K loop): builds a modulo scheduling Problem from the loop's async
// copies and tensor-core computes, schedules it, and derives the number of
// ring-buffer stages from how far each copy runs ahead of the compute that
// reads it. Plain C++17 like the rest of the library; the nv_tileas pass
// fills the loop from the IR and the machine from the target table
// (include/tileiras/Target/PipelineMachine.h).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_PIPELINEPLANNER_H
#define TILEIRAS_SCHEDULE_PIPELINEPLANNER_H

#include "tileiras/Schedule/Problem.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tileiras {
namespace sched {

/// One iteration of the loop, per CTA.
struct PipelineLoop {
  /// An async tile copy, global to shared memory.
  struct Copy {
    std::string name;
    int64_t bytes = 0;
  };
  /// A tensor-core compute (a dot): the cycles it keeps the tensor pipe busy
  /// per iteration, the copies it reads (indices into `copies`) and the
  /// earlier computes of the same iteration whose result it needs (indices
  /// into `computes`; attention's P*V after Q*K^T).
  struct Compute {
    std::string name;
    int64_t tensorCycles = 0;
    std::vector<unsigned> reads;
    std::vector<unsigned> after;
  };
  std::vector<Copy> copies;
  std::vector<Compute> computes;
  /// Each compute's accumulator feeds the same compute of the next
  /// iteration (distance 1).
  bool accumulatorCarried = true;
};

/// The facts of one target the model needs (docs/schedule.md lists their
/// sources; they are a model, not measurements).
struct PipelineMachine {
  /// From issuing a global-to-shared copy to its data in shared memory.
  int64_t globalLatencyCycles = 0;
  /// Global-to-shared bandwidth of one SM.
  int64_t bytesPerCycle = 1;
  /// From issuing an MMA to its accumulator being usable by the next one.
  int64_t tensorLatencyCycles = 0;
};

struct PipelinePlan {
  /// The scheduled problem: resources "copy" and "tensor", the copies then
  /// the computes as nodes, in the loop's order.
  Problem problem;
  Schedule schedule;
  /// Ring-buffer stages: `wantedStages` clamped to [2, maxStages].
  int64_t stages = 0;
  /// max over (copy, reading compute) of copyLead + 1, before clamping.
  int64_t wantedStages = 0;
  /// max(ResMII, RecMII, 1): no schedule of `problem` has a smaller II, and
  /// schedule.ii equals it (docs/schedule.md, "At the bound, always").
  int64_t minII = 0;
  /// One sentence on the choice, for a remark; says when clamping changed it.
  std::string why;
};

/// Iterations of copies issued from the start of a copy up to the start of
/// the compute that reads it: floor((computeStart - copyStart) / ii).
/// Needs computeStart >= copyStart and ii >= 1.
int64_t computeCopyLead(int64_t copyStart, int64_t computeStart, int64_t ii);

/// Cycles a copy of `bytes` occupies the copy pool: ceil(bytes / bandwidth).
int64_t computeCopyCycles(int64_t bytes, const PipelineMachine &machine);

/// The problem of `loop` on `machine` (no scheduling); fails on a malformed
/// loop or machine.
Result<Problem> buildPipelineProblem(const PipelineLoop &loop,
                                     const PipelineMachine &machine);

/// Schedules `loop` (the four-arm driver; the pools packed at MII when the
/// heuristic misses it) and picks the stage count; maxStages (at least 2)
/// is the most stages the shared-memory budget allows.
Result<PipelinePlan> planPipeline(const PipelineLoop &loop,
                                  const PipelineMachine &machine,
                                  int64_t maxStages);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_PIPELINEPLANNER_H
