//===- FourArmDriver.cpp - The seed's four-arm placement driver -----------===//
//
// Part of tileiras. See docs/schedule.md.
//
// Every arm either places all its nodes or leaves the state untouched (the
// driver restores a copy), so the placed set is always a legal partial
// schedule: each seat lies in [earliestStart, latestStart] and probes clean.
//
//===----------------------------------------------------------------------===//

#include "FourArmDriver.h"

#include <algorithm>
#include <functional>

using namespace tileiras::sched;

namespace {

/// First seat in [earliest, min(earliest + II - 1, latest)] that probes clean.
int64_t findSeat(const PartialSchedule &state, unsigned v) {
  int64_t lo = state.earliestStart(v);
  int64_t hi = std::min(lo + state.getII() - 1, state.latestStart(v));
  for (int64_t t = lo; t <= hi; ++t)
    if (state.getTable().probe(v, t))
      return t;
  return kUnplaced;
}

/// Is every distance-0 predecessor of v inside `members` already placed?
bool isReady(const PartialSchedule &state, unsigned v,
             const std::vector<bool> &members) {
  const Problem &p = state.getProblem();
  for (unsigned id : state.getAdjacency().in[v]) {
    const Edge &e = p.getEdges()[id];
    if (e.distance == 0 && members[e.from] && !state.isPlaced(e.from))
      return false;
  }
  return true;
}

class Driver {
public:
  Driver(PartialSchedule &state, const std::vector<int64_t> &heights,
         const SchedulerOptions &options)
      : state(state), heights(heights), options(options),
        n(state.getProblem().getNumNodes()) {}

  bool permute(const std::vector<unsigned> &group);
  bool fuse(const std::vector<unsigned> &group,
            const std::vector<unsigned> &partner);
  bool retry(const std::vector<unsigned> &group, bool fresh);
  bool costBased(const std::vector<unsigned> &group, bool fresh);

private:
  std::vector<unsigned> placedPlus(const std::vector<unsigned> &group) const {
    std::vector<unsigned> all;
    for (unsigned v = 0; v < n; ++v)
      if (state.isPlaced(v))
        all.push_back(v);
    for (unsigned v : group)
      if (!state.isPlaced(v))
        all.push_back(v);
    return all;
  }
  std::vector<bool> mask(const std::vector<unsigned> &nodes) const {
    std::vector<bool> m(n, false);
    for (unsigned v : nodes)
      m[v] = true;
    return m;
  }

  PartialSchedule &state;
  const std::vector<int64_t> &heights;
  const SchedulerOptions &options;
  unsigned n;
};

} // namespace

// PERMUTE: enumerate topological orders (distance-0 edges) of the group,
// highest height first, and seat greedily; the first order that seats every
// node wins.
bool Driver::permute(const std::vector<unsigned> &group) {
  std::vector<unsigned> nodes = group;
  std::stable_sort(nodes.begin(), nodes.end(), [&](unsigned a, unsigned b) {
    return heights[a] > heights[b];
  });
  std::vector<bool> members = mask(nodes);
  unsigned tried = 0;
  const PartialSchedule base = state;
  std::function<bool(unsigned)> extend = [&](unsigned depth) -> bool {
    if (depth == nodes.size())
      return true;
    for (unsigned v : nodes) {
      if (state.isPlaced(v) || !isReady(state, v, members))
        continue;
      // Placing more nodes never opens a seat, so a stuck node ends the branch.
      int64_t seat = findSeat(state, v);
      if (seat == kUnplaced) {
        ++tried;
        return false;
      }
      state.place(v, seat);
      if (extend(depth + 1))
        return true;
      state.unplace(v);
      // Each dead end counts against the budget; stop exploring when spent.
      if (++tried >= options.permuteBudget)
        return false;
    }
    return false;
  };
  if (extend(0))
    return true;
  state = base;
  return false;
}

// FUSE: seat the group together with `partner` (its first dependent group)
// as one rigid footprint; offsets are longest paths inside the union, so the
// internal edges hold for every shift.
bool Driver::fuse(const std::vector<unsigned> &group,
                  const std::vector<unsigned> &partner) {
  std::vector<unsigned> unit = group;
  unit.insert(unit.end(), partner.begin(), partner.end());
  std::vector<bool> members = mask(unit);
  const Problem &p = state.getProblem();
  int64_t ii = state.getII();
  std::vector<int64_t> offset(n, 0);
  for (unsigned round = 0;; ++round) {
    bool changed = false;
    for (const Edge &e : p.getEdges()) {
      if (!members[e.from] || !members[e.to])
        continue;
      int64_t cand = offset[e.from] + e.latency - ii * e.distance;
      if (cand > offset[e.to]) {
        offset[e.to] = cand;
        changed = true;
      }
    }
    if (!changed)
      break;
    if (round > unit.size())
      return false; // positive cycle: II below RecMII of the unit
  }
  int64_t lo = 0, hi = std::numeric_limits<int64_t>::max();
  for (unsigned v : unit) {
    lo = std::max(lo, state.earliestStart(v) - offset[v]);
    int64_t late = state.latestStart(v);
    if (late != std::numeric_limits<int64_t>::max())
      hi = std::min(hi, late - offset[v]);
  }
  hi = std::min(hi, lo + ii - 1);
  for (int64_t shift = lo; shift <= hi; ++shift) {
    unsigned placed = 0;
    for (unsigned v : unit) {
      if (!state.getTable().probe(v, shift + offset[v]))
        break;
      state.place(v, shift + offset[v]);
      ++placed;
    }
    if (placed == unit.size())
      return true;
    for (unsigned i = 0; i < placed; ++i)
      state.unplace(unit[i]);
  }
  return false;
}

// RETRY: iterative modulo scheduling with eviction (the teardown-and-re-emit
// of the seed); `fresh` first tears down every placed node.
bool Driver::retry(const std::vector<unsigned> &group, bool fresh) {
  std::vector<unsigned> nodes = fresh ? placedPlus(group) : group;
  // Local repair gets a budget for the group plus a bounded neighbourhood of
  // evictions; the fresh retry re-emits everything.
  int64_t budget =
      fresh ? options.budgetRatio * int64_t(nodes.size())
            : options.budgetRatio *
                  int64_t(group.size() +
                          std::min<unsigned>(state.countPlaced(),
                                             options.retryNeighbourhood));
  if (fresh)
    state.clear();
  return runIterativeModulo(state, nodes, heights, budget);
}

// CBS: repeatedly seat the (ready node, seat) pair of least resource
// pressure, then least slack used, then program order. A ready node with no
// legal seat is dead and fails the arm.
bool Driver::costBased(const std::vector<unsigned> &group, bool fresh) {
  std::vector<unsigned> nodes = fresh ? placedPlus(group) : group;
  std::vector<bool> members = mask(nodes);
  if (fresh)
    state.clear();
  int64_t ii = state.getII();
  for (unsigned left = nodes.size(); left > 0; --left) {
    bool found = false;
    std::tuple<int64_t, int64_t, unsigned, int64_t> best;
    for (unsigned v : nodes) {
      if (state.isPlaced(v) || !isReady(state, v, members))
        continue;
      int64_t lo = state.earliestStart(v);
      int64_t hi = std::min(lo + ii - 1, state.latestStart(v));
      bool seated = false;
      for (int64_t t = lo; t <= hi; ++t) {
        if (!state.getTable().probe(v, t))
          continue;
        seated = true;
        auto cand = std::make_tuple(state.getTable().pressure(v, t), t - lo,
                                    v, t);
        if (!found || cand < best)
          best = cand;
        found = true;
      }
      if (!seated)
        return false;
    }
    if (!found)
      return false;
    state.place(std::get<2>(best), std::get<3>(best));
  }
  return true;
}

bool tileiras::sched::runFourArmDriver(
    PartialSchedule &state, const std::vector<std::vector<unsigned>> &groups,
    const std::vector<int64_t> &heights, const SchedulerOptions &options,
    ScheduleStats *stats) {
  Driver driver(state, heights, options);
  const Problem &p = state.getProblem();
  std::vector<unsigned> groupOf(p.getNumNodes(), 0);
  for (unsigned g = 0; g < groups.size(); ++g)
    for (unsigned v : groups[g])
      groupOf[v] = g;
  auto record = [&](Arm arm) {
    if (stats)
      ++stats->armSuccesses[unsigned(arm)];
    return true;
  };

  unsigned desperate = 0;
  for (unsigned g = 0; g < groups.size(); ++g) {
    const std::vector<unsigned> &group = groups[g];
    if (state.isPlaced(group.front()))
      continue; // placed by an earlier FUSE
    // The partner of FUSE: the first later group fed by this one.
    unsigned partner = groups.size();
    for (unsigned v : group)
      for (unsigned id : state.getAdjacency().out[v]) {
        unsigned h = groupOf[p.getEdges()[id].to];
        if (h > g && !state.isPlaced(groups[h].front()))
          partner = std::min(partner, h);
      }
    static const std::vector<unsigned> kNone;
    const std::vector<unsigned> &mate =
        partner < groups.size() ? groups[partner] : kNone;

    const PartialSchedule saved = state;
    auto attempt = [&](bool placed, Arm arm) {
      if (placed)
        return record(arm);
      state = saved;
      return false;
    };
    if (attempt(driver.permute(group), Arm::Permute) ||
        attempt(driver.fuse(group, mate), Arm::Fuse) ||
        attempt(driver.retry(group, false), Arm::Retry) ||
        attempt(driver.costBased(group, false), Arm::Cbs))
      continue;
    // Each desperate arm re-places every node; past a few per II the II is
    // given up (the caller's from-scratch rung runs next) to stay near-linear.
    if (++desperate > options.maxDesperatePerII)
      return false;
    if (attempt(driver.retry(group, true), Arm::DesperateRetry) ||
        attempt(driver.costBased(group, true), Arm::DesperateCbs))
      continue;
    return false;
  }
  return true;
}
