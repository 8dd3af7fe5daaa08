//===- Bounds.cpp - Lower bounds on the initiation interval ---------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/Bounds.h"
#include "PartialSchedule.h"

#include <algorithm>
#include <queue>

using namespace tileiras::sched;

int64_t tileiras::sched::computeResMII(const Problem &problem) {
  const auto &resources = problem.getResources();
  std::vector<int64_t> demand(resources.size(), 0);
  for (const Node &node : problem.getNodes())
    for (const ResourceUse &use : node.uses)
      demand[use.resource] += use.cycles;
  int64_t mii = 1;
  for (unsigned r = 0; r < resources.size(); ++r)
    mii = std::max(mii, (demand[r] + resources[r].capacity - 1) /
                            resources[r].capacity);
  return mii;
}

/// Bellman-Ford for longest paths from a virtual source joined to every node
/// by a 0-weight edge; a relaxation in round n proves a positive cycle.
static bool positiveCycleAmong(const Problem &problem,
                               const std::vector<unsigned> &edgeIds,
                               unsigned numNodes, int64_t ii) {
  const auto &edges = problem.getEdges();
  std::vector<int64_t> dist(problem.getNumNodes(), 0);
  for (unsigned round = 0; round <= numNodes; ++round) {
    bool changed = false;
    for (unsigned id : edgeIds) {
      const Edge &e = edges[id];
      int64_t w = e.latency - ii * e.distance;
      if (dist[e.from] + w > dist[e.to]) {
        dist[e.to] = dist[e.from] + w;
        changed = true;
      }
    }
    if (!changed)
      return false;
  }
  return true;
}

/// Strongly connected components (iterative Tarjan); only edges inside a
/// component can lie on a cycle.
static std::vector<unsigned> computeComponents(const Problem &problem,
                                               unsigned &numComponents) {
  unsigned n = problem.getNumNodes();
  std::vector<std::vector<unsigned>> succ(n);
  for (const Edge &e : problem.getEdges())
    succ[e.from].push_back(e.to);
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<unsigned> stack, comp(n, 0);
  numComponents = 0;
  int counter = 0;
  for (unsigned root = 0; root < n; ++root) {
    if (index[root] >= 0)
      continue;
    std::vector<std::pair<unsigned, unsigned>> work{{root, 0}};
    index[root] = low[root] = counter++;
    stack.push_back(root);
    onStack[root] = true;
    while (!work.empty()) {
      auto &[v, next] = work.back();
      if (next < succ[v].size()) {
        unsigned w = succ[v][next++];
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          onStack[w] = true;
          work.push_back({w, 0});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      unsigned done = v;
      work.pop_back();
      if (!work.empty())
        low[work.back().first] = std::min(low[work.back().first], low[done]);
      if (low[done] == index[done]) {
        unsigned w;
        do {
          w = stack.back();
          stack.pop_back();
          onStack[w] = false;
          comp[w] = numComponents;
        } while (w != done);
        ++numComponents;
      }
    }
  }
  return comp;
}

std::vector<std::vector<unsigned>>
tileiras::sched::computeOrderedComponents(const Problem &problem) {
  unsigned numComponents = 0;
  std::vector<unsigned> comp = computeComponents(problem, numComponents);
  std::vector<std::vector<unsigned>> members(numComponents);
  for (unsigned v = 0; v < comp.size(); ++v)
    members[comp[v]].push_back(v);
  std::vector<unsigned> indegree(numComponents, 0);
  std::vector<std::vector<unsigned>> succ(numComponents);
  for (const Edge &e : problem.getEdges()) {
    if (comp[e.from] == comp[e.to])
      continue;
    succ[comp[e.from]].push_back(comp[e.to]);
    ++indegree[comp[e.to]];
  }
  // Kahn's algorithm keyed by the lowest member index: program order.
  using Item = std::pair<unsigned, unsigned>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> ready;
  for (unsigned c = 0; c < numComponents; ++c)
    if (indegree[c] == 0)
      ready.push({members[c].front(), c});
  std::vector<std::vector<unsigned>> ordered;
  while (!ready.empty()) {
    unsigned c = ready.top().second;
    ready.pop();
    ordered.push_back(members[c]);
    for (unsigned s : succ[c])
      if (--indegree[s] == 0)
        ready.push({members[s].front(), s});
  }
  return ordered;
}

bool tileiras::sched::hasPositiveCycle(const Problem &problem, int64_t ii) {
  std::vector<unsigned> all(problem.getEdges().size());
  for (unsigned i = 0; i < all.size(); ++i)
    all[i] = i;
  return positiveCycleAmong(problem, all, problem.getNumNodes(), ii);
}

Result<int64_t> tileiras::sched::computeRecMII(const Problem &problem) {
  unsigned numComponents = 0;
  std::vector<unsigned> comp = computeComponents(problem, numComponents);
  std::vector<std::vector<unsigned>> inner(numComponents);
  std::vector<unsigned> size(numComponents, 0);
  for (unsigned v = 0; v < comp.size(); ++v)
    ++size[comp[v]];
  const auto &edges = problem.getEdges();
  for (unsigned i = 0; i < edges.size(); ++i)
    if (comp[edges[i].from] == comp[edges[i].to])
      inner[comp[edges[i].from]].push_back(i);

  int64_t recMII = 1;
  for (unsigned c = 0; c < numComponents; ++c) {
    if (inner[c].empty())
      continue;
    // Every elementary cycle has total latency at most `hi` and distance at
    // least 1 unless it is a distance-0 cycle, so hi is feasible or nothing is.
    int64_t hi = 1;
    for (unsigned id : inner[c])
      hi += edges[id].latency;
    if (positiveCycleAmong(problem, inner[c], size[c], hi))
      return Result<int64_t>::error(
          "dependence cycle through " + problem.describeEdge(inner[c].front()) +
          " is infeasible at every II");
    int64_t lo = recMII;
    if (!positiveCycleAmong(problem, inner[c], size[c], lo))
      continue;
    // Invariant: positive cycle at lo, none at hi.
    while (hi - lo > 1) {
      int64_t mid = lo + (hi - lo) / 2;
      if (positiveCycleAmong(problem, inner[c], size[c], mid))
        lo = mid;
      else
        hi = mid;
    }
    recMII = hi;
  }
  return recMII;
}
