//===- Legality.cpp - Brute-force modulo schedule legality ----------------===//
//
// Part of tileiras. See docs/schedule.md.
//
// Deliberately naive: counts every occupied cycle of every use into a table
// indexed by residue, checks every edge literally, and finds cycles by DFS.
// Shares no code with src/Schedule.
//
//===----------------------------------------------------------------------===//

#include "ScheduleOracle.h"

#include <algorithm>
#include <map>
#include <set>

using namespace tileiras::oracle::schedule;

namespace {

std::string quote(const std::string &s) { return "'" + s + "'"; }

std::string depName(const Instance &inst, size_t i) {
  const Instance::Dep &d = inst.deps[i];
  return "edge " + std::to_string(i) + " (" + quote(inst.ops[d.src].name) +
         " -> " + quote(inst.ops[d.dst].name) + ")";
}

/// Depth-first search over distance-0 edges; returns a node on a cycle or -1.
int findZeroCycle(const Instance &inst, std::vector<int> &path) {
  size_t n = inst.ops.size();
  std::vector<std::vector<int>> succ(n);
  for (const Instance::Dep &d : inst.deps)
    if (d.distance == 0)
      succ[d.src].push_back(d.dst);
  std::vector<int> color(n, 0); // 0 new, 1 on stack, 2 done
  for (size_t root = 0; root < n; ++root) {
    if (color[root])
      continue;
    std::vector<std::pair<int, size_t>> stack{{int(root), 0}};
    color[root] = 1;
    while (!stack.empty()) {
      auto &[v, i] = stack.back();
      if (i == succ[v].size()) {
        color[v] = 2;
        stack.pop_back();
        continue;
      }
      int w = succ[v][i++];
      if (color[w] == 1) {
        // The cycle is the stack suffix from w.
        size_t k = 0;
        while (stack[k].first != w)
          ++k;
        for (; k < stack.size(); ++k)
          path.push_back(stack[k].first);
        path.push_back(w);
        return w;
      }
      if (color[w] == 0) {
        color[w] = 1;
        stack.push_back({w, 0});
      }
    }
  }
  return -1;
}

} // namespace

std::string tileiras::oracle::schedule::validate(const Instance &inst) {
  if (inst.capacities.size() != inst.resourceNames.size())
    return "resource table is inconsistent";
  std::set<std::string> seen;
  for (size_t r = 0; r < inst.resourceNames.size(); ++r) {
    if (!seen.insert(inst.resourceNames[r]).second)
      return "duplicate resource " + quote(inst.resourceNames[r]);
    if (inst.capacities[r] <= 0)
      return "resource " + quote(inst.resourceNames[r]) +
             " has non-positive capacity " +
             std::to_string(inst.capacities[r]);
  }
  seen.clear();
  for (const Instance::Op &op : inst.ops) {
    if (!seen.insert(op.name).second)
      return "duplicate node " + quote(op.name);
    std::map<int, std::vector<std::pair<long long, long long>>> spans;
    for (const Instance::Use &u : op.uses) {
      if (u.resource < 0 || size_t(u.resource) >= inst.capacities.size())
        return "node " + quote(op.name) + " uses an unknown resource";
      if (u.offset < 0 || u.cycles <= 0)
        return "node " + quote(op.name) + " has a use with offset " +
               std::to_string(u.offset) + " and " + std::to_string(u.cycles) +
               " cycles";
      spans[u.resource].push_back({u.offset, u.offset + u.cycles});
    }
    // Own overlap: at each span start, count the spans that contain it.
    for (auto &[r, list] : spans)
      for (auto &probe : list) {
        long long live = 0;
        for (auto &s : list)
          live += s.first <= probe.first && probe.first < s.second;
        if (live > inst.capacities[r])
          return "node " + quote(op.name) + " needs " + std::to_string(live) +
                 " units of " + quote(inst.resourceNames[r]) +
                 " at once, more than its capacity";
      }
  }
  for (size_t i = 0; i < inst.deps.size(); ++i) {
    const Instance::Dep &d = inst.deps[i];
    if (d.src < 0 || d.dst < 0 || size_t(d.src) >= inst.ops.size() ||
        size_t(d.dst) >= inst.ops.size())
      return "edge " + std::to_string(i) + " names an unknown node";
    if (d.latency < 0 || d.distance < 0)
      return depName(inst, i) + " has a negative latency or distance";
  }
  std::vector<int> path;
  if (findZeroCycle(inst, path) >= 0) {
    std::string text;
    for (size_t k = 0; k < path.size(); ++k)
      text += (k ? " -> " : "") + quote(inst.ops[path[k]].name);
    return "distance-0 dependence cycle " + text;
  }
  return "";
}

Verdict tileiras::oracle::schedule::checkLegal(
    const Instance &inst, long long ii, const std::vector<long long> &start,
    long long stages) {
  auto fail = [](std::string why) { return Verdict{false, std::move(why)}; };
  if (ii < 1)
    return fail("II " + std::to_string(ii) + " is below 1");
  if (start.size() != inst.ops.size())
    return fail("schedule has " + std::to_string(start.size()) +
                " start times for " + std::to_string(inst.ops.size()) +
                " nodes");
  for (size_t v = 0; v < start.size(); ++v)
    if (start[v] < 0)
      return fail("node " + quote(inst.ops[v].name) + " starts at " +
                  std::to_string(start[v]) + ", before cycle 0");
  for (size_t i = 0; i < inst.deps.size(); ++i) {
    const Instance::Dep &d = inst.deps[i];
    long long gap = start[d.dst] - start[d.src];
    long long need = d.latency - ii * d.distance;
    if (gap < need)
      return fail(depName(inst, i) + " violated: start[" +
                  inst.ops[d.dst].name + "] - start[" + inst.ops[d.src].name +
                  "] = " + std::to_string(gap) + " < latency - II*distance = " +
                  std::to_string(need));
  }
  size_t numRes = inst.capacities.size();
  std::vector<std::vector<long long>> used(numRes,
                                           std::vector<long long>(ii, 0));
  std::vector<std::vector<std::set<int>>> who(numRes,
                                              std::vector<std::set<int>>(ii));
  for (size_t v = 0; v < inst.ops.size(); ++v)
    for (const Instance::Use &u : inst.ops[v].uses) {
      // Whole laps of II cycles cover every residue once each.
      long long laps = u.cycles / ii;
      for (long long rho = 0; laps && rho < ii; ++rho) {
        used[u.resource][rho] += laps;
        who[u.resource][rho].insert(v);
      }
      for (long long k = laps * ii; k < u.cycles; ++k) {
        long long rho = (start[v] + u.offset + k) % ii;
        ++used[u.resource][rho];
        who[u.resource][rho].insert(v);
      }
    }
  for (size_t r = 0; r < numRes; ++r)
    for (long long rho = 0; rho < ii; ++rho)
      if (used[r][rho] > inst.capacities[r]) {
        std::string users;
        for (int v : who[r][rho])
          users += (users.empty() ? "" : ", ") + quote(inst.ops[v].name);
        return fail("resource " + quote(inst.resourceNames[r]) +
                    " oversubscribed at cycle " + std::to_string(rho) +
                    " mod II " + std::to_string(ii) + ": " +
                    std::to_string(used[r][rho]) + " units used, capacity " +
                    std::to_string(inst.capacities[r]) + " (nodes " + users +
                    ")");
      }
  if (stages >= 0) {
    long long last = -1;
    for (long long t : start)
      last = std::max(last, t / ii);
    if (stages != last + 1)
      return fail("stage count " + std::to_string(stages) +
                  " claimed, but the last stage used is " +
                  std::to_string(last) + " (expected " +
                  std::to_string(last + 1) + ")");
  }
  return {true, ""};
}

long long tileiras::oracle::schedule::resMII(const Instance &inst) {
  long long best = 1;
  for (size_t r = 0; r < inst.capacities.size(); ++r) {
    long long total = 0;
    for (const Instance::Op &op : inst.ops)
      for (const Instance::Use &u : op.uses)
        if (size_t(u.resource) == r)
          total += u.cycles;
    long long need = total / inst.capacities[r] +
                     (total % inst.capacities[r] != 0);
    best = std::max(best, need);
  }
  return best;
}

/// Max-plus closure at II: is some node on a positive-weight cycle?
static bool positiveCycleAt(const Instance &inst, long long ii) {
  const long long none = -(1LL << 62);
  size_t n = inst.ops.size();
  std::vector<long long> w(n * n, none);
  for (const Instance::Dep &d : inst.deps) {
    long long &cell = w[d.src * n + d.dst];
    cell = std::max(cell, d.latency - ii * d.distance);
  }
  for (size_t k = 0; k < n; ++k)
    for (size_t i = 0; i < n; ++i) {
      if (w[i * n + k] == none)
        continue;
      for (size_t j = 0; j < n; ++j)
        if (w[k * n + j] != none)
          w[i * n + j] = std::max(w[i * n + j], w[i * n + k] + w[k * n + j]);
      if (w[i * n + i] > 0)
        return true;
    }
  for (size_t i = 0; i < n; ++i)
    if (w[i * n + i] > 0)
      return true;
  return false;
}

long long tileiras::oracle::schedule::recMII(const Instance &inst) {
  long long hi = 1;
  for (const Instance::Dep &d : inst.deps)
    hi += d.latency;
  if (positiveCycleAt(inst, hi))
    return -1;
  long long lo = 1;
  if (!positiveCycleAt(inst, lo))
    return 1;
  while (hi - lo > 1) {
    long long mid = lo + (hi - lo) / 2;
    (positiveCycleAt(inst, mid) ? lo : hi) = mid;
  }
  return hi;
}
