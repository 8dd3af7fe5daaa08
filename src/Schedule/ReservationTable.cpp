//===- ReservationTable.cpp - Modulo resource reservation table -----------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/ReservationTable.h"

#include <algorithm>
#include <map>

using namespace tileiras::sched;

ReservationTable::ReservationTable(const Problem &problem, int64_t ii)
    : problem(&problem), ii(ii) {
  const auto &nodes = problem.getNodes();
  footprints.resize(nodes.size());
  for (unsigned v = 0; v < nodes.size(); ++v) {
    std::map<std::pair<unsigned, int64_t>, int64_t> cells;
    for (const ResourceUse &use : nodes[v].uses) {
      // A use of at least II cycles covers every row cycles/II times at least.
      int64_t whole = use.cycles / ii;
      if (whole > 0)
        for (int64_t row = 0; row < ii; ++row)
          cells[{use.resource, row}] += whole;
      for (int64_t k = 0; k < use.cycles % ii; ++k)
        ++cells[{use.resource, (use.offset + k) % ii}];
    }
    for (auto &[key, units] : cells)
      footprints[v].push_back({key.first, key.second, units});
  }
  clear();
}

void ReservationTable::clear() {
  usage.assign(problem->getResources().size() * ii, 0);
  occupants.assign(usage.size(), {});
}

int64_t ReservationTable::rowOf(int64_t start, int64_t rel) const {
  int64_t row = (start + rel) % ii;
  return row < 0 ? row + ii : row;
}

bool ReservationTable::neverFits(unsigned node) const {
  for (const Cell &c : footprints[node])
    if (c.units > problem->getResources()[c.resource].capacity)
      return true;
  return false;
}

bool ReservationTable::probe(unsigned node, int64_t start) const {
  for (const Cell &c : footprints[node]) {
    int64_t row = rowOf(start, c.row);
    if (usage[c.resource * ii + row] + c.units >
        problem->getResources()[c.resource].capacity)
      return false;
  }
  return true;
}

void ReservationTable::commit(unsigned node, int64_t start) {
  for (const Cell &c : footprints[node]) {
    size_t cell = c.resource * ii + rowOf(start, c.row);
    usage[cell] += c.units;
    occupants[cell].push_back(node);
  }
}

void ReservationTable::release(unsigned node, int64_t start) {
  for (const Cell &c : footprints[node]) {
    size_t cell = c.resource * ii + rowOf(start, c.row);
    usage[cell] -= c.units;
    auto &occ = occupants[cell];
    auto it = std::find(occ.begin(), occ.end(), node);
    if (it != occ.end())
      occ.erase(it);
  }
}

std::vector<unsigned> ReservationTable::conflicts(unsigned node,
                                                  int64_t start) const {
  std::vector<unsigned> result;
  for (const Cell &c : footprints[node]) {
    size_t cell = c.resource * ii + rowOf(start, c.row);
    if (usage[cell] + c.units <= problem->getResources()[c.resource].capacity)
      continue;
    for (unsigned other : occupants[cell])
      if (other != node)
        result.push_back(other);
  }
  std::sort(result.begin(), result.end());
  result.erase(std::unique(result.begin(), result.end()), result.end());
  return result;
}

int64_t ReservationTable::pressure(unsigned node, int64_t start) const {
  int64_t worst = 0;
  for (const Cell &c : footprints[node]) {
    size_t cell = c.resource * ii + rowOf(start, c.row);
    worst = std::max(worst, (usage[cell] + c.units) * 1024 /
                                problem->getResources()[c.resource].capacity);
  }
  return worst;
}
