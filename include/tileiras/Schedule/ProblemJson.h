//===- ProblemJson.h - Problems and schedules as JSON ----------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// Writes a Problem (and a Schedule of it) in the JSON formats that
// tools/tileiras-sched reads, so that a problem built on the compile path can
// be handed to the independent oracle (`verify`, `prove-min`). Plain C++: the
// library does not depend on LLVM's JSON.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_PROBLEMJSON_H
#define TILEIRAS_SCHEDULE_PROBLEMJSON_H

#include "tileiras/Schedule/Problem.h"

#include <string>

namespace tileiras {
namespace sched {

/// {"resources": {NAME: CAP}, "nodes": [{"name", "uses"}], "edges": [...]}.
std::string writeProblemJson(const Problem &problem);

/// {"ii", "start": {NAME: CYCLE}, "stages", "mii": {"res", "rec"}}.
std::string writeScheduleJson(const Problem &problem, const Schedule &schedule);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_PROBLEMJSON_H
