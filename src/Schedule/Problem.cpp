//===- Problem.cpp - Modulo scheduling problem model ----------------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/Problem.h"

#include <algorithm>
#include <set>

using namespace tileiras::sched;

unsigned Problem::addResource(std::string name, int64_t capacity) {
  resources.push_back({std::move(name), capacity});
  return resources.size() - 1;
}

unsigned Problem::addNode(std::string name, std::vector<ResourceUse> uses) {
  nodes.push_back({std::move(name), std::move(uses)});
  return nodes.size() - 1;
}

void Problem::addEdge(unsigned from, unsigned to, int64_t latency,
                      int64_t distance) {
  edges.push_back({from, to, latency, distance});
}

std::string Problem::describeEdge(unsigned index) const {
  const Edge &e = edges[index];
  auto name = [&](unsigned v) {
    return v < nodes.size() ? "'" + nodes[v].name + "'"
                            : "#" + std::to_string(v);
  };
  return "edge " + std::to_string(index) + " (" + name(e.from) + " -> " +
         name(e.to) + ")";
}

/// Finds a cycle made of distance-0 edges with Kahn's algorithm; returns the
/// edge indices of one such cycle, or nothing.
static std::vector<unsigned> findZeroDistanceCycle(const Problem &p) {
  unsigned n = p.getNumNodes();
  std::vector<std::vector<unsigned>> out(n);
  std::vector<unsigned> indegree(n, 0);
  const auto &edges = p.getEdges();
  for (unsigned i = 0; i < edges.size(); ++i) {
    if (edges[i].distance != 0)
      continue;
    out[edges[i].from].push_back(i);
    ++indegree[edges[i].to];
  }
  std::vector<unsigned> ready;
  for (unsigned v = 0; v < n; ++v)
    if (indegree[v] == 0)
      ready.push_back(v);
  std::vector<bool> emitted(n, false);
  while (!ready.empty()) {
    unsigned v = ready.back();
    ready.pop_back();
    emitted[v] = true;
    for (unsigned e : out[v])
      if (--indegree[edges[e].to] == 0)
        ready.push_back(edges[e].to);
  }
  // Every node left has an unemitted distance-0 predecessor: walking
  // predecessors backwards must revisit a node.
  std::vector<unsigned> predEdge(n, ~0u);
  for (unsigned i = 0; i < edges.size(); ++i)
    if (edges[i].distance == 0 && !emitted[edges[i].from] &&
        !emitted[edges[i].to] && predEdge[edges[i].to] == ~0u)
      predEdge[edges[i].to] = i;
  for (unsigned start = 0; start < n; ++start) {
    if (emitted[start])
      continue;
    std::vector<int> seenAt(n, -1);
    std::vector<unsigned> walk;
    unsigned v = start;
    while (seenAt[v] < 0) {
      seenAt[v] = walk.size();
      walk.push_back(predEdge[v]);
      v = edges[predEdge[v]].from;
    }
    std::vector<unsigned> cycle(walk.begin() + seenAt[v], walk.end());
    std::reverse(cycle.begin(), cycle.end());
    return cycle;
  }
  return {};
}

std::string Problem::check() const {
  std::set<std::string> names;
  for (const Resource &r : resources) {
    if (!names.insert(r.name).second)
      return "duplicate resource '" + r.name + "'";
    if (r.capacity < 1)
      return "resource '" + r.name + "': capacity must be at least 1, got " +
             std::to_string(r.capacity);
  }
  names.clear();
  for (const Node &node : nodes) {
    if (!names.insert(node.name).second)
      return "duplicate node '" + node.name + "'";
    for (unsigned u = 0; u < node.uses.size(); ++u) {
      const ResourceUse &use = node.uses[u];
      std::string where = "node '" + node.name + "': use " + std::to_string(u);
      if (use.resource >= resources.size())
        return where + ": unknown resource #" + std::to_string(use.resource);
      if (use.offset < 0)
        return where + ": negative offset " + std::to_string(use.offset);
      if (use.cycles < 1)
        return where + ": cycles must be at least 1, got " +
               std::to_string(use.cycles);
    }
  }
  for (unsigned i = 0; i < edges.size(); ++i) {
    const Edge &e = edges[i];
    if (e.from >= nodes.size() || e.to >= nodes.size())
      return describeEdge(i) + ": unknown node";
    if (e.latency < 0)
      return describeEdge(i) + ": negative latency " +
             std::to_string(e.latency);
    if (e.distance < 0)
      return describeEdge(i) + ": negative distance " +
             std::to_string(e.distance);
  }
  std::vector<unsigned> cycle = findZeroDistanceCycle(*this);
  if (!cycle.empty()) {
    std::string path = "'" + nodes[edges[cycle.front()].from].name + "'";
    for (unsigned e : cycle)
      path += " -> '" + nodes[edges[e].to].name + "'";
    return "dependence cycle with total distance 0: " + path + " (" +
           describeEdge(cycle.front()) + ")";
  }
  // A node whose own uses exceed a capacity at one cycle fits at no II.
  for (const Node &node : nodes) {
    for (unsigned r = 0; r < resources.size(); ++r) {
      std::vector<std::pair<int64_t, int>> events;
      for (const ResourceUse &use : node.uses) {
        if (use.resource != r)
          continue;
        events.push_back({use.offset, 1});
        events.push_back({use.offset + use.cycles, -1});
      }
      std::sort(events.begin(), events.end());
      int64_t live = 0;
      for (auto &[cycle, delta] : events) {
        live += delta;
        if (live > resources[r].capacity)
          return "node '" + node.name + "' alone uses " + std::to_string(live) +
                 " units of resource '" + resources[r].name + "' at offset " +
                 std::to_string(cycle) + " (capacity " +
                 std::to_string(resources[r].capacity) + ")";
      }
    }
  }
  return "";
}

int64_t tileiras::sched::computeStageCount(const std::vector<int64_t> &start,
                                           int64_t ii) {
  if (start.empty() || ii < 1)
    return 0;
  int64_t last = 0;
  for (int64_t t : start)
    last = std::max(last, t / ii);
  return last + 1;
}
