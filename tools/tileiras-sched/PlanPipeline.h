//===- PlanPipeline.h - tileiras-sched plan-pipeline ------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md, "Pipeline planning".
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRAS_SCHED_PLANPIPELINE_H
#define TILEIRAS_TOOLS_TILEIRAS_SCHED_PLANPIPELINE_H

namespace tileiras {
namespace sched_tool {

/// Runs the pipeline planner on a loop given by --target, --copy and --dot;
/// prints the plan and writes --problem-out / --schedule-out. Returns the
/// exit code.
int runPlanPipeline();

} // namespace sched_tool
} // namespace tileiras

#endif // TILEIRAS_TOOLS_TILEIRAS_SCHED_PLANPIPELINE_H
