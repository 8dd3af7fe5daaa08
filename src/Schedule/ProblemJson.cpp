//===- ProblemJson.cpp - Problems and schedules as tileiras-sched JSON ----===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/ProblemJson.h"

#include <cstdio>

using namespace tileiras::sched;

/// A JSON string literal; names come from IR symbols and may hold anything.
static std::string quote(const std::string &text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof(buf), "\\u%04x", c);
      out += buf;
    } else {
      out += char(c);
    }
  }
  return out + "\"";
}

std::string tileiras::sched::writeProblemJson(const Problem &problem) {
  const auto &resources = problem.getResources();
  const auto &nodes = problem.getNodes();
  std::string out = "{\n  \"resources\": {";
  for (unsigned r = 0; r < resources.size(); ++r)
    out += (r ? ", " : "") + quote(resources[r].name) + ": " +
           std::to_string(resources[r].capacity);
  out += "},\n  \"nodes\": [";
  for (unsigned v = 0; v < nodes.size(); ++v) {
    out += std::string(v ? "," : "") +
           "\n    {\"name\": " + quote(nodes[v].name) + ", \"uses\": [";
    for (unsigned u = 0; u < nodes[v].uses.size(); ++u) {
      const ResourceUse &use = nodes[v].uses[u];
      out += std::string(u ? ", " : "") +
             "{\"resource\": " + quote(resources[use.resource].name) +
             ", \"offset\": " + std::to_string(use.offset) +
             ", \"cycles\": " + std::to_string(use.cycles) + "}";
    }
    out += "]}";
  }
  out += "\n  ],\n  \"edges\": [";
  const auto &edges = problem.getEdges();
  for (unsigned e = 0; e < edges.size(); ++e)
    out += std::string(e ? "," : "") +
           "\n    {\"from\": " + quote(nodes[edges[e].from].name) +
           ", \"to\": " + quote(nodes[edges[e].to].name) +
           ", \"latency\": " + std::to_string(edges[e].latency) +
           ", \"distance\": " + std::to_string(edges[e].distance) + "}";
  out += "\n  ]\n}\n";
  return out;
}

std::string tileiras::sched::writeScheduleJson(const Problem &problem,
                                               const Schedule &schedule) {
  std::string out =
      "{\n  \"ii\": " + std::to_string(schedule.ii) + ",\n  \"start\": {";
  const auto &nodes = problem.getNodes();
  for (unsigned v = 0; v < nodes.size(); ++v)
    out += (v ? ", " : "") + quote(nodes[v].name) + ": " +
           std::to_string(schedule.start[v]);
  out += "},\n  \"stages\": " + std::to_string(schedule.stages) +
         ",\n  \"mii\": {\"res\": " + std::to_string(schedule.resMII) +
         ", \"rec\": " + std::to_string(schedule.recMII) + "}\n}\n";
  return out;
}
