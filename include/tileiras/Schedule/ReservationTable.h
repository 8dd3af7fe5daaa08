//===- ReservationTable.h - Modulo resource reservation table ---*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// The modulo reservation table (MRT) of one II: for every resource and every
// row rho in [0, II), how many units are taken by the committed nodes. A node
// started at t takes one unit of resource r at row (t + offset + k) mod II for
// every use (r, offset, cycles) and k < cycles.
//
// probe() compares the node's whole folded footprint, self-overlap included
// (guide D 9.4: a use longer than II wraps onto its own rows), with what is
// left; commit() is only legal after a successful probe; release() undoes a
// commit. conflicts() lists the committed nodes that share an oversubscribed
// cell, for eviction.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_RESERVATIONTABLE_H
#define TILEIRAS_SCHEDULE_RESERVATIONTABLE_H

#include "tileiras/Schedule/Problem.h"

namespace tileiras {
namespace sched {

class ReservationTable {
public:
  ReservationTable(const Problem &problem, int64_t ii);

  int64_t getII() const { return ii; }
  /// True when the node's footprint fits in no II-row table at all (a use
  /// folded onto itself oversubscribes a resource).
  bool neverFits(unsigned node) const;
  bool probe(unsigned node, int64_t start) const;
  void commit(unsigned node, int64_t start);
  void release(unsigned node, int64_t start);
  /// Committed nodes (other than `node`) occupying a cell that `node` would
  /// oversubscribe at `start`; sorted, without duplicates.
  std::vector<unsigned> conflicts(unsigned node, int64_t start) const;
  /// Highest fill of any cell `node` touches at `start`, after placing it, in
  /// 1/1024 of the capacity (the cost-based arm prefers low pressure).
  int64_t pressure(unsigned node, int64_t start) const;
  /// Units of `resource` taken at row `row`.
  int64_t getUsage(unsigned resource, int64_t row) const {
    return usage[resource * ii + row];
  }
  void clear();

private:
  struct Cell {
    unsigned resource;
    int64_t row; // relative to start mod II
    int64_t units;
  };
  int64_t rowOf(int64_t start, int64_t rel) const;

  const Problem *problem;
  int64_t ii;
  /// Per node, its footprint folded modulo II, one entry per cell.
  std::vector<std::vector<Cell>> footprints;
  std::vector<int64_t> usage;
  /// Per cell, the committed nodes that use it (for eviction).
  std::vector<std::vector<unsigned>> occupants;
};

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_RESERVATIONTABLE_H
