//===- Bounds.h - Lower bounds on the initiation interval -------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// Sound lower bounds on II (guide D 9.5, 10.3):
//   ResMII = max over resources r of ceil(sum of cycles used on r / cap_r):
//            every used cycle takes one unit in some row of II rows.
//   RecMII = the least II at which the graph weighted latency - II*distance
//            has no positive cycle (monotone in II because distance >= 0).
//   MII    = max(ResMII, RecMII, 1).
// The seed's FineMII and DepMII are not bounds and are not used.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_BOUNDS_H
#define TILEIRAS_SCHEDULE_BOUNDS_H

#include "tileiras/Schedule/Problem.h"

namespace tileiras {
namespace sched {

int64_t computeResMII(const Problem &problem);

/// Fails when a dependence cycle is infeasible at every II (total distance 0
/// with positive latency); check() rejects those first.
Result<int64_t> computeRecMII(const Problem &problem);

/// True when the edges weighted latency - ii*distance have a positive cycle.
bool hasPositiveCycle(const Problem &problem, int64_t ii);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_BOUNDS_H
