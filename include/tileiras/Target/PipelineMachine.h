//===- PipelineMachine.h - A target's pipeline planning model ---*- C++ -*-===//
//
// The bridge from the target table to the plain-C++ pipeline planner
// (tileiras/Schedule/PipelinePlanner.h), so that the planner stays free of
// MLIR and the numbers stay in spec/targets.json.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_PIPELINEMACHINE_H
#define TILEIRAS_TARGET_PIPELINEMACHINE_H

#include "tileiras/Schedule/PipelinePlanner.h"
#include "tileiras/Target/TargetInfo.h"

namespace tileiras {

/// The planner's machine for `target`, from its "pipeline" facts.
sched::PipelineMachine getPipelineMachine(const TargetInfo &target);

} // namespace tileiras

#endif // TILEIRAS_TARGET_PIPELINEMACHINE_H
