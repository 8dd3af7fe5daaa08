//===- IterativeModulo.cpp - Rau's iterative modulo scheduling ------------===//
//
// Part of tileiras. See docs/schedule.md.
//
// Follows the classic algorithm (Rau, MICRO 1994) as restated in guide D 9.12:
// highest height first, first free seat in [Estart, Estart + II - 1], else a
// forced seat that evicts resource conflicts and violated successors.
//
//===----------------------------------------------------------------------===//

#include "PartialSchedule.h"

#include <algorithm>
#include <set>

using namespace tileiras::sched;

Adjacency::Adjacency(const Problem &problem)
    : in(problem.getNumNodes()), out(problem.getNumNodes()) {
  const auto &edges = problem.getEdges();
  for (unsigned i = 0; i < edges.size(); ++i) {
    out[edges[i].from].push_back(i);
    in[edges[i].to].push_back(i);
  }
}

int64_t PartialSchedule::earliestStart(unsigned v) const {
  int64_t t = 0;
  for (unsigned id : adj->in[v]) {
    const Edge &e = problem->getEdges()[id];
    if (isPlaced(e.from))
      t = std::max(t, start[e.from] + e.latency - ii * e.distance);
  }
  return t;
}

int64_t PartialSchedule::latestStart(unsigned v) const {
  int64_t t = std::numeric_limits<int64_t>::max();
  for (unsigned id : adj->out[v]) {
    const Edge &e = problem->getEdges()[id];
    if (isPlaced(e.to) && e.to != v)
      t = std::min(t, start[e.to] - (e.latency - ii * e.distance));
  }
  return t;
}

void PartialSchedule::place(unsigned v, int64_t t) {
  rrt.commit(v, t);
  start[v] = t;
}

void PartialSchedule::unplace(unsigned v) {
  rrt.release(v, start[v]);
  start[v] = kUnplaced;
}

void PartialSchedule::clear() {
  rrt.clear();
  std::fill(start.begin(), start.end(), kUnplaced);
}

unsigned PartialSchedule::countPlaced() const {
  unsigned n = 0;
  for (int64_t t : start)
    n += t != kUnplaced;
  return n;
}

std::vector<int64_t> tileiras::sched::computeHeights(const Problem &problem,
                                                     int64_t ii) {
  const auto &edges = problem.getEdges();
  std::vector<int64_t> h(problem.getNumNodes(), 0);
  // Bellman-Ford on the reversed graph; edges usually point forward, so a
  // backward sweep converges in few rounds. At II >= RecMII there is no
  // positive cycle, so n rounds suffice.
  for (unsigned round = 0; round <= problem.getNumNodes(); ++round) {
    bool changed = false;
    for (unsigned i = edges.size(); i-- > 0;) {
      const Edge &e = edges[i];
      int64_t cand = h[e.to] + e.latency - ii * e.distance;
      if (cand > h[e.from]) {
        h[e.from] = cand;
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  return h;
}

bool tileiras::sched::runIterativeModulo(PartialSchedule &state,
                                         const std::vector<unsigned> &nodes,
                                         const std::vector<int64_t> &heights,
                                         int64_t budget) {
  const Problem &problem = state.getProblem();
  const auto &edges = problem.getEdges();
  int64_t ii = state.getII();
  // Highest height first, program order on ties.
  std::set<std::pair<int64_t, unsigned>> queue;
  for (unsigned v : nodes)
    if (!state.isPlaced(v))
      queue.insert({-heights[v], v});
  std::vector<int64_t> previous(problem.getNumNodes(), kUnplaced);

  while (!queue.empty()) {
    if (budget-- <= 0)
      return false;
    unsigned v = queue.begin()->second;
    queue.erase(queue.begin());
    if (state.getTable().neverFits(v))
      return false;

    int64_t estart = state.earliestStart(v);
    int64_t seat = kUnplaced;
    for (int64_t t = estart; t < estart + ii; ++t) {
      if (state.getTable().probe(v, t)) {
        seat = t;
        break;
      }
    }
    if (seat == kUnplaced)
      seat = (previous[v] == kUnplaced || estart > previous[v])
                 ? estart
                 : previous[v] + 1;

    auto evict = [&](unsigned u) {
      previous[u] = state.getStart(u);
      state.unplace(u);
      queue.insert({-heights[u], u});
    };
    for (unsigned u : state.getTable().conflicts(v, seat))
      if (state.isPlaced(u))
        evict(u);
    for (unsigned id : state.getAdjacency().out[v]) {
      const Edge &e = edges[id];
      if (e.to != v && state.isPlaced(e.to) &&
          seat + e.latency - ii * e.distance > state.getStart(e.to))
        evict(e.to);
    }
    // A forced seat past a placed predecessor's window is impossible
    // (seat >= estart), so only successors and conflicts are evicted.
    state.place(v, seat);
    previous[v] = seat;
  }
  return true;
}
