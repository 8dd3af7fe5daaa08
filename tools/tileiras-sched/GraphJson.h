//===- GraphJson.h - JSON graphs and schedules for tileiras-sched -*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// The tool's own reading of the JSON formats into a neutral description,
// which is then handed separately to src/Schedule (sched::Problem) and to the
// oracle (oracle::schedule::Instance), so neither depends on the other.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TOOLS_TILEIRAS_SCHED_GRAPHJSON_H
#define TILEIRAS_TOOLS_TILEIRAS_SCHED_GRAPHJSON_H

#include "ScheduleOracle.h"
#include "tileiras/Schedule/Problem.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace tileiras {
namespace sched_tool {

struct GraphDesc {
  struct Use {
    unsigned resource;
    int64_t offset, cycles;
  };
  struct Node {
    std::string name;
    std::vector<Use> uses;
  };
  struct Edge {
    unsigned from, to;
    int64_t latency, distance;
  };
  std::vector<std::string> resourceNames;
  std::vector<int64_t> capacities;
  std::vector<Node> nodes;
  std::vector<Edge> edges;
};

struct ScheduleDesc {
  int64_t ii = 0;
  std::vector<int64_t> start;
  int64_t stages = -1; // -1: not given
  int64_t resMII = -1, recMII = -1;
};

llvm::Expected<GraphDesc> readGraph(llvm::StringRef path);
llvm::Expected<ScheduleDesc> readSchedule(llvm::StringRef path,
                                          const GraphDesc &graph);

sched::Problem toProblem(const GraphDesc &graph);
oracle::schedule::Instance toInstance(const GraphDesc &graph);

/// {"ii", "start", "stages"} plus "mii" when resMII >= 0.
llvm::json::Value scheduleToJson(const GraphDesc &graph,
                                 const ScheduleDesc &schedule);

} // namespace sched_tool
} // namespace tileiras

#endif // TILEIRAS_TOOLS_TILEIRAS_SCHED_GRAPHJSON_H
