//===- PipelinePlanner.cpp - Stage count of async copy pipelines ----------===//
//
// Part of tileiras. See docs/schedule.md, "Pipeline planning".
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/PipelinePlanner.h"

#include "tileiras/Schedule/Bounds.h"
#include "tileiras/Schedule/ModuloScheduler.h"

#include <algorithm>

using namespace tileiras::sched;

int64_t tileiras::sched::computeCopyLead(int64_t copyStart,
                                         int64_t computeStart, int64_t ii) {
  // Both differences are non-negative, so integer division is the floor.
  return (computeStart - copyStart) / ii;
}

int64_t tileiras::sched::computeCopyCycles(int64_t bytes,
                                           const PipelineMachine &machine) {
  return (bytes + machine.bytesPerCycle - 1) / machine.bytesPerCycle;
}

static std::string checkInputs(const PipelineLoop &loop,
                               const PipelineMachine &machine) {
  if (machine.bytesPerCycle < 1)
    return "machine: bytes per cycle must be at least 1";
  if (machine.globalLatencyCycles < 0 || machine.tensorLatencyCycles < 0)
    return "machine: negative latency";
  if (loop.copies.empty() || loop.computes.empty())
    return "a pipelined loop needs at least one copy and one compute";
  std::vector<bool> read(loop.copies.size(), false);
  for (const PipelineLoop::Copy &copy : loop.copies)
    if (copy.bytes < 1)
      return "copy '" + copy.name + "': bytes must be at least 1";
  for (unsigned i = 0; i < loop.computes.size(); ++i) {
    const PipelineLoop::Compute &compute = loop.computes[i];
    std::string where = "compute '" + compute.name + "'";
    if (compute.tensorCycles < 1)
      return where + ": tensor cycles must be at least 1";
    for (unsigned c : compute.reads) {
      if (c >= loop.copies.size())
        return where + ": reads copy #" + std::to_string(c) +
               ", which does not exist";
      read[c] = true;
    }
    // Only earlier computes: a same-iteration cycle would be unschedulable.
    for (unsigned j : compute.after)
      if (j >= i)
        return where + ": may only follow an earlier compute, not #" +
               std::to_string(j);
  }
  for (unsigned c = 0; c < loop.copies.size(); ++c)
    if (!read[c])
      return "copy '" + loop.copies[c].name + "' is read by no compute";
  return "";
}

Result<Problem>
tileiras::sched::buildPipelineProblem(const PipelineLoop &loop,
                                      const PipelineMachine &machine) {
  std::string bad = checkInputs(loop, machine);
  if (!bad.empty())
    return Result<Problem>::error(bad);
  Problem problem;
  // One copy stream and one tensor pipe per CTA: capacity 1 each, so the
  // bound on II is the sum of their cycles.
  unsigned copyPool = problem.addResource("copy", 1);
  unsigned tensorPool = problem.addResource("tensor", 1);
  std::vector<int64_t> copyCycles;
  for (const PipelineLoop::Copy &copy : loop.copies) {
    copyCycles.push_back(computeCopyCycles(copy.bytes, machine));
    problem.addNode(copy.name, {{copyPool, 0, copyCycles.back()}});
  }
  unsigned firstCompute = loop.copies.size();
  for (const PipelineLoop::Compute &compute : loop.computes)
    problem.addNode(compute.name, {{tensorPool, 0, compute.tensorCycles}});
  for (unsigned i = 0; i < loop.computes.size(); ++i) {
    const PipelineLoop::Compute &compute = loop.computes[i];
    unsigned node = firstCompute + i;
    // The last byte of a copy is issued copyCycles after its first and
    // lands in shared memory the global latency later.
    for (unsigned c : compute.reads)
      problem.addEdge(c, node, copyCycles[c] + machine.globalLatencyCycles, 0);
    // A consumer of a whole result waits for the producer's last MMA.
    for (unsigned j : compute.after)
      problem.addEdge(
          firstCompute + j, node,
          loop.computes[j].tensorCycles + machine.tensorLatencyCycles, 0);
    // The next iteration's MMA on an accumulator fragment waits only for
    // this iteration's MMA on the same fragment, not for the whole compute.
    if (loop.accumulatorCarried)
      problem.addEdge(node, node, machine.tensorLatencyCycles, 1);
  }
  std::string invalid = problem.check();
  if (!invalid.empty())
    return Result<Problem>::error(invalid);
  return problem;
}

/// The schedule at `ii` >= MII that tiles each pool's rows back to back.
/// The model allows it: every node has one contiguous use of one
/// capacity-1 pool, the only edges of positive distance are self-edges (met
/// because ii >= RecMII), and node order is topological (reads name copies,
/// `after` names earlier computes), so each distance-0 edge is met by
/// delaying the consumer whole IIs from the row its pool gives it.
static Schedule packPools(const Problem &problem, int64_t ii) {
  const auto &nodes = problem.getNodes();
  std::vector<int64_t> start(nodes.size(), 0);
  std::vector<int64_t> nextRow(problem.getResources().size(), -1);
  for (unsigned v = 0; v < nodes.size(); ++v) {
    int64_t earliest = 0;
    for (const Edge &e : problem.getEdges())
      if (e.to == v && e.distance == 0)
        earliest = std::max(earliest, start[e.from] + e.latency);
    const ResourceUse &use = nodes[v].uses.front();
    int64_t &row = nextRow[use.resource];
    // A pool's first node keeps its earliest row: fewer stages.
    if (row < 0)
      row = earliest % ii;
    start[v] = earliest + ((row - earliest % ii) % ii + ii) % ii;
    row = (row + use.cycles) % ii;
  }
  Schedule s;
  s.ii = ii;
  s.start = std::move(start);
  s.stages = computeStageCount(s.start, ii);
  return s;
}

Result<PipelinePlan>
tileiras::sched::planPipeline(const PipelineLoop &loop,
                              const PipelineMachine &machine,
                              int64_t maxStages) {
  if (maxStages < 2)
    return Result<PipelinePlan>::error(
        "the shared-memory budget allows " + std::to_string(maxStages) +
        " stage(s); a pipeline needs at least 2");
  Result<Problem> problem = buildPipelineProblem(loop, machine);
  if (!problem)
    return Result<PipelinePlan>::error(problem.getError());
  Result<Schedule> schedule = scheduleModulo(*problem);
  if (!schedule)
    return Result<PipelinePlan>::error(schedule.getError());

  PipelinePlan plan;
  plan.minII = std::max({schedule->resMII, schedule->recMII, int64_t(1)});
  // The heuristic can miss MII when three or more nodes must tile a pool
  // exactly (an early seat fragments the free rows); the model always has
  // a schedule at MII, so build it.
  std::string packedNote;
  if (schedule->ii > plan.minII) {
    Schedule packed = packPools(*problem, plan.minII);
    packed.resMII = schedule->resMII;
    packed.recMII = schedule->recMII;
    // Checked like every schedule; should it ever fail, the scheduler's
    // legal (if slower) schedule stands.
    if (verifySchedule(*problem, packed).empty()) {
      packedNote = " (the scheduler reached II " +
                   std::to_string(schedule->ii) +
                   "; the pools were packed at the minimum)";
      *schedule = std::move(packed);
    }
  }
  plan.problem = std::move(*problem);
  plan.schedule = std::move(*schedule);
  const Schedule &s = plan.schedule;

  // The ring holds a slot for every copy issued and not yet consumed when
  // a compute starts: its own and `lead` later iterations'.
  int64_t lead = -1;
  unsigned leadCopy = 0, leadCompute = 0;
  unsigned firstCompute = loop.copies.size();
  for (unsigned i = 0; i < loop.computes.size(); ++i)
    for (unsigned c : loop.computes[i].reads) {
      int64_t l = computeCopyLead(s.start[c], s.start[firstCompute + i], s.ii);
      if (l > lead) {
        lead = l;
        leadCopy = c;
        leadCompute = i;
      }
    }
  plan.wantedStages = lead + 1;
  plan.stages = std::clamp(plan.wantedStages, int64_t(2), maxStages);

  plan.why = "copy '" + loop.copies[leadCopy].name + "' runs " +
             std::to_string(lead) + " iteration(s) ahead of '" +
             loop.computes[leadCompute].name + "' at II " +
             std::to_string(s.ii) + " (minimum " + std::to_string(plan.minII) +
             ")" + packedNote + ": " + std::to_string(plan.wantedStages) +
             " stage(s)";
  if (plan.stages > plan.wantedStages)
    plan.why += ", raised to 2 so that a copy overlaps the compute";
  else if (plan.stages < plan.wantedStages)
    plan.why += ", cut to " + std::to_string(plan.stages) +
                ", the most allowed (the copies' latency is no longer "
                "hidden)";
  return plan;
}
