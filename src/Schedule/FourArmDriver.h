//===- FourArmDriver.h - The seed's four-arm placement driver ---*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_FOURARMDRIVER_H
#define TILEIRAS_SCHEDULE_FOURARMDRIVER_H

#include "PartialSchedule.h"
#include "tileiras/Schedule/ModuloScheduler.h"

namespace tileiras {
namespace sched {

/// Places every group at `state`'s II with the OR chain of guide D 9.10;
/// returns false (the caller bumps II) when some group cannot be placed.
bool runFourArmDriver(PartialSchedule &state,
                      const std::vector<std::vector<unsigned>> &groups,
                      const std::vector<int64_t> &heights,
                      const SchedulerOptions &options, ScheduleStats *stats);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_FOURARMDRIVER_H
