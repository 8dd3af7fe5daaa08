//===- ModuloScheduler.cpp - II search and serial fallback ----------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/ModuloScheduler.h"
#include "FourArmDriver.h"
#include "tileiras/Schedule/Bounds.h"

#include <algorithm>
#include <queue>

using namespace tileiras::sched;

const char *tileiras::sched::getArmName(Arm arm) {
  switch (arm) {
  case Arm::Permute:
    return "permute";
  case Arm::Fuse:
    return "fuse";
  case Arm::Retry:
    return "retry";
  case Arm::Cbs:
    return "cbs";
  case Arm::DesperateRetry:
    return "desperate-retry";
  case Arm::DesperateCbs:
    return "desperate-cbs";
  }
  return "unknown";
}

/// Kahn's algorithm over distance-0 edges in program order; each node starts
/// after its predecessors' latencies and after every earlier node's last
/// resource cycle, so no two nodes ever share a cycle of any resource.
Schedule tileiras::sched::computeSerialSchedule(const Problem &problem) {
  unsigned n = problem.getNumNodes();
  Adjacency adj(problem);
  const auto &edges = problem.getEdges();
  std::vector<unsigned> indegree(n, 0);
  for (const Edge &e : edges)
    if (e.distance == 0)
      ++indegree[e.to];
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      ready;
  for (unsigned v = 0; v < n; ++v)
    if (indegree[v] == 0)
      ready.push(v);
  Schedule s;
  s.start.assign(n, 0);
  int64_t busyUntil = 0, ii = 1;
  while (!ready.empty()) {
    unsigned v = ready.top();
    ready.pop();
    int64_t t = busyUntil;
    for (unsigned id : adj.in[v])
      if (edges[id].distance == 0)
        t = std::max(t, s.start[edges[id].from] + edges[id].latency);
    s.start[v] = t;
    for (const ResourceUse &use : problem.getNodes()[v].uses)
      busyUntil = std::max(busyUntil, t + use.offset + use.cycles);
    for (unsigned id : adj.out[v])
      if (edges[id].distance == 0 && --indegree[edges[id].to] == 0)
        ready.push(edges[id].to);
  }
  // All resource intervals lie in [0, busyUntil): no wrap-around collision at
  // II >= busyUntil. A carried edge needs II*distance >= t_u + lat - t_v.
  ii = std::max(ii, busyUntil);
  for (const Edge &e : edges)
    if (e.distance > 0)
      ii = std::max(ii, s.start[e.from] + e.latency - s.start[e.to]);
  s.ii = ii;
  s.stages = computeStageCount(s.start, ii);
  return s;
}

std::string tileiras::sched::verifySchedule(const Problem &problem,
                                            const Schedule &schedule) {
  if (schedule.ii < 1)
    return "II must be at least 1";
  if (schedule.start.size() != problem.getNumNodes())
    return "schedule does not cover every node";
  for (unsigned v = 0; v < schedule.start.size(); ++v)
    if (schedule.start[v] < 0)
      return "node '" + problem.getNodes()[v].name + "' starts before 0";
  const auto &edges = problem.getEdges();
  for (unsigned i = 0; i < edges.size(); ++i) {
    const Edge &e = edges[i];
    if (schedule.start[e.to] - schedule.start[e.from] <
        e.latency - schedule.ii * e.distance)
      return problem.describeEdge(i) + " is violated";
  }
  ReservationTable rrt(problem, schedule.ii);
  for (unsigned v = 0; v < schedule.start.size(); ++v) {
    if (!rrt.probe(v, schedule.start[v]))
      return "node '" + problem.getNodes()[v].name + "' oversubscribes a resource";
    rrt.commit(v, schedule.start[v]);
  }
  return "";
}

Result<Schedule> tileiras::sched::scheduleModulo(const Problem &problem,
                                                 const SchedulerOptions &options,
                                                 ScheduleStats *stats) {
  std::string error = problem.check();
  if (!error.empty())
    return Result<Schedule>::error(error);
  Result<int64_t> recMII = computeRecMII(problem);
  if (!recMII)
    return Result<Schedule>::error(recMII.getError());
  int64_t resMII = computeResMII(problem);
  int64_t mii = std::max<int64_t>({1, resMII, *recMII});

  Schedule serial = computeSerialSchedule(problem);
  int64_t iiCap = std::max(mii, serial.ii);
  Adjacency adj(problem);
  std::vector<std::vector<unsigned>> groups = computeOrderedComponents(problem);
  std::vector<unsigned> all(problem.getNumNodes());
  for (unsigned v = 0; v < all.size(); ++v)
    all[v] = v;

  Schedule result;
  result.resMII = resMII;
  result.recMII = *recMII;
  auto attemptII = [&](int64_t ii) {
    if (stats)
      ++stats->iiAttempts;
    PartialSchedule state(problem, adj, ii);
    std::vector<int64_t> heights = computeHeights(problem, ii);
    int64_t budget = options.budgetRatio * int64_t(all.size());
    bool placed;
    if (options.strategy == Strategy::FourArm) {
      // Strategy ladder (guide D 9.11): after the driver, a from-scratch
      // placement at the same II before bumping it.
      placed = runFourArmDriver(state, groups, heights, options, stats);
      if (!placed) {
        state.clear();
        placed = runIterativeModulo(state, all, heights, budget);
        if (placed && stats)
          ++stats->ladderSuccesses;
      }
    } else {
      placed = runIterativeModulo(state, all, heights, budget);
    }
    if (placed) {
      result.ii = ii;
      result.start = state.getStarts();
    }
    return placed;
  };

  // Linear from MII first (the safe reference, guide D 9.6). Past
  // linearAttempts failures, gallop (step doubling) to a feasible II, then
  // bisect between the last failure and it; heuristic feasibility is not
  // monotone, so this may miss an II a linear walk would find, but every
  // II it returns is legal.
  bool found = false;
  int64_t ii = mii, lastFail = mii - 1;
  for (unsigned k = 0; k < options.linearAttempts && ii < iiCap; ++k, ++ii) {
    if ((found = attemptII(ii)))
      break;
    lastFail = ii;
  }
  if (!found) {
    int64_t step = 1;
    while (ii < iiCap && !(found = attemptII(ii))) {
      lastFail = ii;
      step *= 2;
      ii = std::min(iiCap, ii + step);
    }
    if (!found && ii >= iiCap)
      found = attemptII(iiCap);
    if (found) {
      int64_t hi = result.ii, lo = lastFail;
      while (hi - lo > 1) {
        int64_t mid = lo + (hi - lo) / 2;
        Schedule best = result;
        if (attemptII(mid)) {
          hi = mid;
        } else {
          result = best;
          lo = mid;
        }
      }
    }
  }
  if (!found) {
    // Legal by construction at iiCap >= serial.ii (see computeSerialSchedule).
    if (stats)
      stats->serialFallback = true;
    result.ii = iiCap;
    result.start = serial.start;
  }
  // Normalise so the earliest node starts in stage 0 at its residue.
  int64_t shift = result.start.empty()
                      ? 0
                      : *std::min_element(result.start.begin(),
                                          result.start.end());
  shift -= shift % result.ii;
  for (int64_t &t : result.start)
    t -= shift;
  result.stages = computeStageCount(result.start, result.ii);
  error = verifySchedule(problem, result);
  if (!error.empty())
    return Result<Schedule>::error("internal error: illegal schedule at II " +
                                   std::to_string(result.ii) + ": " + error);
  return result;
}
