//===- PartialSchedule.h - Placement state at one II ------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// Internal to src/Schedule: the state the placement engines share at a fixed
// II (start times of placed nodes plus the reservation table), and the engines.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_PARTIALSCHEDULE_H
#define TILEIRAS_SCHEDULE_PARTIALSCHEDULE_H

#include "tileiras/Schedule/ReservationTable.h"

#include <limits>

namespace tileiras {
namespace sched {

constexpr int64_t kUnplaced = std::numeric_limits<int64_t>::min();

/// Incoming and outgoing edge lists, built once per problem.
struct Adjacency {
  explicit Adjacency(const Problem &problem);
  std::vector<std::vector<unsigned>> in, out;
};

class PartialSchedule {
public:
  PartialSchedule(const Problem &problem, const Adjacency &adj, int64_t ii)
      : problem(&problem), adj(&adj), ii(ii), rrt(problem, ii),
        start(problem.getNumNodes(), kUnplaced) {}

  const Problem &getProblem() const { return *problem; }
  const Adjacency &getAdjacency() const { return *adj; }
  int64_t getII() const { return ii; }
  bool isPlaced(unsigned v) const { return start[v] != kUnplaced; }
  int64_t getStart(unsigned v) const { return start[v]; }
  const std::vector<int64_t> &getStarts() const { return start; }
  ReservationTable &getTable() { return rrt; }
  const ReservationTable &getTable() const { return rrt; }

  /// Earliest start allowed by placed predecessors (at least 0).
  int64_t earliestStart(unsigned v) const;
  /// Latest start allowed by placed successors (INT64_MAX if none).
  int64_t latestStart(unsigned v) const;
  void place(unsigned v, int64_t t);
  void unplace(unsigned v);
  /// Unplaces every node.
  void clear();
  unsigned countPlaced() const;

private:
  const Problem *problem;
  const Adjacency *adj;
  int64_t ii;
  ReservationTable rrt;
  std::vector<int64_t> start;
};

/// Height-based priority at `ii`: the longest latency - ii*distance path from
/// the node to any sink (Rau's H).
std::vector<int64_t> computeHeights(const Problem &problem, int64_t ii);

/// Strongly connected components in topological order of the condensation,
/// lowest node index first among ready components; members in index order.
std::vector<std::vector<unsigned>> computeOrderedComponents(const Problem &p);

/// Rau's iterative modulo scheduling of `nodes` (and of whatever it evicts),
/// starting from the given state; at most `budget` placements.
bool runIterativeModulo(PartialSchedule &state,
                        const std::vector<unsigned> &nodes,
                        const std::vector<int64_t> &heights, int64_t budget);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_PARTIALSCHEDULE_H
