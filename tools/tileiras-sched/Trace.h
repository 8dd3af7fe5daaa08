//===- Trace.h - Chrome trace of a modulo schedule --------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRAS_SCHED_TRACE_H
#define TILEIRAS_TOOLS_TILEIRAS_SCHED_TRACE_H

#include "GraphJson.h"

namespace tileiras {
namespace sched_tool {

/// Chrome trace JSON (Perfetto opens it) of the first few iterations of the
/// pipelined loop, 1 cycle drawn as 1 us: one process per resource, with one
/// thread per unit of capacity, and a process "iterations" showing each
/// iteration's node starts. Written to a temporary file, then renamed.
llvm::Error writeTrace(llvm::StringRef path, const GraphDesc &graph,
                       const ScheduleDesc &schedule);

} // namespace sched_tool
} // namespace tileiras

#endif // TILEIRAS_TOOLS_TILEIRAS_SCHED_TRACE_H
