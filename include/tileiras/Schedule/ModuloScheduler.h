//===- ModuloScheduler.h - Modulo scheduling drivers ------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// II search from MII upwards: linear for the first linearAttempts IIs (the
// safe reference: heuristic feasibility is not monotone in II, guide D 9.6),
// then galloping plus bisection so large bodies need O(log) more attempts.
// At each II one of two placement engines runs:
//
//  - FourArm: the seed's driver (guide D 9.10). Groups are the strongly
//    connected components of the dependence graph in topological order; each
//    group is placed by the first arm that succeeds:
//      PERMUTE  earliest legal seats over a bounded set of topological orders;
//      FUSE     the group fused with its first dependent group, seated as one
//               rigid footprint (offsets = longest paths inside the union);
//      RETRY    Rau-style iterative modulo scheduling with eviction, starting
//               from the current partial schedule;
//      CBS      cost-based placement: per step the (ready node, seat) pair with
//               the lowest resource pressure;
//    then the "desperate retry": RETRY and CBS again after tearing down every
//    placed node. When all fail, a from-scratch IMS runs at the same II (the
//    seed's strategy ladder) before II is bumped.
//  - IterativeModulo: Rau's IMS alone over the whole body, with a budget of
//    budgetRatio * |nodes| placements and eviction of resource conflicts and of
//    violated successors.
//
// II never exceeds the serial span: the serial schedule (one node after the
// other, no overlap) is legal at that II, so scheduling a well-formed problem
// always succeeds. Every result is checked by verifySchedule before return.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_MODULOSCHEDULER_H
#define TILEIRAS_SCHEDULE_MODULOSCHEDULER_H

#include "tileiras/Schedule/Problem.h"

namespace tileiras {
namespace sched {

enum class Strategy { FourArm, IterativeModulo };

struct SchedulerOptions {
  Strategy strategy = Strategy::FourArm;
  /// IMS placements allowed per node (Rau's BudgetRatio).
  int64_t budgetRatio = 8;
  /// Topological orders PERMUTE tries per group.
  unsigned permuteBudget = 24;
  /// Placed nodes RETRY may disturb (beyond its own group) per attempt.
  unsigned retryNeighbourhood = 64;
  /// Desperate retries allowed per II before giving the II up.
  unsigned maxDesperatePerII = 2;
  /// II attempts made one by one from MII before galloping.
  unsigned linearAttempts = 16;
};

/// Which arm placed how many groups, for reports and tests.
enum class Arm { Permute, Fuse, Retry, Cbs, DesperateRetry, DesperateCbs };
constexpr unsigned kNumArms = 6;
const char *getArmName(Arm arm);

struct ScheduleStats {
  unsigned armSuccesses[kNumArms] = {};
  int64_t iiAttempts = 0;
  /// IIs where the driver failed and the from-scratch IMS rung succeeded.
  unsigned ladderSuccesses = 0;
  bool serialFallback = false;
};

Result<Schedule> scheduleModulo(const Problem &problem,
                                const SchedulerOptions &options = {},
                                ScheduleStats *stats = nullptr);

/// The serial schedule and the least II at which it is legal.
Schedule computeSerialSchedule(const Problem &problem);

/// The library's own legality check (dependences, modulo resources, t >= 0);
/// returns an empty string when legal. The independent oracle lives in
/// oracle/schedule.
std::string verifySchedule(const Problem &problem, const Schedule &schedule);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_MODULOSCHEDULER_H
