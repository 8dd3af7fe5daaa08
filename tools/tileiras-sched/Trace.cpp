//===- Trace.cpp - Chrome trace of a modulo schedule ----------------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "Trace.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;
using namespace tileiras::sched_tool;

namespace {

struct Interval {
  int64_t begin, end;
  unsigned node;
  int64_t iteration;
};

// json::Value keeps a StringRef by reference, so names are passed as owned
// strings.
json::Object metadata(StringRef kind, int64_t pid, int64_t tid,
                      std::string name) {
  return json::Object{{"name", kind.str()},
                      {"ph", "M"},
                      {"pid", pid},
                      {"tid", tid},
                      {"args", json::Object{{"name", std::move(name)}}}};
}

json::Object span(std::string name, int64_t pid, int64_t tid, int64_t begin,
                  int64_t duration, int64_t iteration, int64_t stage) {
  return json::Object{
      {"name", std::move(name)}, {"ph", "X"},       {"pid", pid},
      {"tid", tid},            {"ts", begin},     {"dur", duration},
      {"cat", "iter" + std::to_string(iteration)},
      {"args", json::Object{{"iteration", iteration}, {"stage", stage}}}};
}

} // namespace

Error tileiras::sched_tool::writeTrace(StringRef path, const GraphDesc &graph,
                                       const ScheduleDesc &schedule) {
  int64_t ii = schedule.ii;
  int64_t stages = std::max<int64_t>(schedule.stages, 1);
  // Enough iterations to show prologue, a full steady state and epilogue.
  int64_t iterations = std::min<int64_t>(std::max<int64_t>(stages + 2, 3), 16);
  json::Array events;

  events.push_back(metadata("process_name", 0, 0, "iterations"));
  events.push_back(json::Object{{"name", "process_sort_index"},
                                {"ph", "M"},
                                {"pid", 0},
                                {"args", json::Object{{"sort_index", 0}}}});
  for (int64_t i = 0; i < iterations; ++i) {
    events.push_back(metadata("thread_name", 0, i, "iteration " + std::to_string(i)));
    for (unsigned v = 0; v < graph.nodes.size(); ++v) {
      int64_t length = 1;
      for (const GraphDesc::Use &u : graph.nodes[v].uses)
        length = std::max(length, u.offset + u.cycles);
      events.push_back(span(graph.nodes[v].name, 0, i,
                            schedule.start[v] + i * ii, length, i,
                            schedule.start[v] / ii));
    }
  }

  for (unsigned r = 0; r < graph.resourceNames.size(); ++r) {
    int64_t pid = r + 1;
    std::vector<Interval> spans;
    for (int64_t i = 0; i < iterations; ++i)
      for (unsigned v = 0; v < graph.nodes.size(); ++v)
        for (const GraphDesc::Use &u : graph.nodes[v].uses)
          if (u.resource == r) {
            int64_t begin = schedule.start[v] + i * ii + u.offset;
            spans.push_back({begin, begin + u.cycles, v, i});
          }
    if (spans.empty())
      continue;
    events.push_back(metadata("process_name", pid, 0,
                              graph.resourceNames[r] + " (capacity " +
                                  std::to_string(graph.capacities[r]) + ")"));
    events.push_back(json::Object{{"name", "process_sort_index"},
                                  {"ph", "M"},
                                  {"pid", pid},
                                  {"args", json::Object{{"sort_index", pid}}}});
    // Interval colouring by start time: a legal schedule never needs more
    // lanes than the capacity, and lanes keep spans on one track disjoint.
    std::stable_sort(spans.begin(), spans.end(),
                     [](const Interval &a, const Interval &b) {
                       return a.begin < b.begin;
                     });
    std::vector<int64_t> laneFree;
    for (const Interval &s : spans) {
      size_t lane = 0;
      while (lane < laneFree.size() && laneFree[lane] > s.begin)
        ++lane;
      if (lane == laneFree.size()) {
        laneFree.push_back(0);
        events.push_back(metadata("thread_name", pid, lane,
                                  "unit " + std::to_string(lane)));
      }
      laneFree[lane] = s.end;
      events.push_back(span(graph.nodes[s.node].name, pid, lane, s.begin,
                            s.end - s.begin, s.iteration,
                            schedule.start[s.node] / ii));
    }
  }

  json::Object trace{
      {"traceEvents", std::move(events)},
      {"displayTimeUnit", "ms"},
      {"otherData", json::Object{{"ii", ii},
                                 {"stages", schedule.stages},
                                 {"iterations", iterations},
                                 {"time_unit", "1 us = 1 cycle"}}}};

  SmallString<128> temp;
  int fd = -1;
  if (std::error_code ec =
          sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd, temp))
    return createStringError(ec, "cannot create '%s': %s", path.str().c_str(),
                             ec.message().c_str());
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << formatv("{0:1}", json::Value(std::move(trace))) << "\n";
    os.close();
    if (os.has_error()) {
      os.clear_error();
      sys::fs::remove(temp);
      return createStringError(os.error(), "cannot write '%s'",
                               path.str().c_str());
    }
  }
  if (std::error_code ec = sys::fs::rename(temp, path)) {
    sys::fs::remove(temp);
    return createStringError(ec, "cannot write '%s': %s", path.str().c_str(),
                             ec.message().c_str());
  }
  return Error::success();
}
