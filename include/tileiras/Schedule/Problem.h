//===- Problem.h - Modulo scheduling problem model --------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// The input of the modulo scheduler: a dependence graph whose edges carry a
// latency and an iteration distance, and a resource model of named pools with
// capacities. A node uses a pool for `cycles` consecutive cycles starting
// `offset` cycles after its start; each such cycle takes one unit of the pool.
//
// A problem is well formed (check()) when:
//   1. every capacity is at least 1, every latency, distance and offset is
//      non-negative and every use lasts at least one cycle;
//   2. names are unique and every index refers to an existing node/resource;
//   3. no dependence cycle has total distance 0 (such a cycle orders an op
//      before itself within one iteration);
//   4. no node alone oversubscribes a pool at any cycle (otherwise no II is
//      feasible).
// Under these rules a legal schedule exists for every II at or above the
// serial span (see ModuloScheduler.h), so scheduling always terminates.
//
// The header compiles under -fno-exceptions -fno-rtti: errors are values.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_PROBLEM_H
#define TILEIRAS_SCHEDULE_PROBLEM_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tileiras {
namespace sched {

/// A value or an error message; never throws.
template <typename T> class Result {
public:
  Result(T value) : value(std::move(value)), ok(true) {}
  static Result error(std::string message) {
    Result r;
    r.message = std::move(message);
    return r;
  }
  explicit operator bool() const { return ok; }
  const T &operator*() const { return value; }
  T &operator*() { return value; }
  const T *operator->() const { return &value; }
  const std::string &getError() const { return message; }

private:
  Result() = default;
  T value{};
  std::string message;
  bool ok = false;
};

struct ResourceUse {
  unsigned resource = 0;
  int64_t offset = 0;
  int64_t cycles = 1;
};

struct Resource {
  std::string name;
  int64_t capacity = 1;
};

struct Node {
  std::string name;
  std::vector<ResourceUse> uses;
};

/// Dependence `from -> to`: start[to] - start[from] >= latency - II*distance.
struct Edge {
  unsigned from = 0;
  unsigned to = 0;
  int64_t latency = 0;
  int64_t distance = 0;
};

class Problem {
public:
  unsigned addResource(std::string name, int64_t capacity);
  unsigned addNode(std::string name, std::vector<ResourceUse> uses = {});
  void addUse(unsigned node, ResourceUse use) { nodes[node].uses.push_back(use); }
  void addEdge(unsigned from, unsigned to, int64_t latency, int64_t distance);

  const std::vector<Resource> &getResources() const { return resources; }
  const std::vector<Node> &getNodes() const { return nodes; }
  const std::vector<Edge> &getEdges() const { return edges; }
  unsigned getNumNodes() const { return nodes.size(); }

  /// Describes an edge for diagnostics: "edge 3 (a -> b)".
  std::string describeEdge(unsigned index) const;

  /// Checks the well-formedness rules above; returns an empty string when the
  /// problem is well formed, else a message naming the offending node/edge.
  std::string check() const;

private:
  std::vector<Resource> resources;
  std::vector<Node> nodes;
  std::vector<Edge> edges;
};

/// A modulo schedule: node v starts at cycle start[v] of iteration 0 and at
/// start[v] + i*ii in iteration i.
struct Schedule {
  int64_t ii = 0;
  std::vector<int64_t> start;
  int64_t resMII = 0;
  int64_t recMII = 0;
  /// Number of stages: max_v floor(start[v] / ii) + 1.
  int64_t stages = 0;
};

/// Number of stages of `start` at `ii` (0 for an empty body).
int64_t computeStageCount(const std::vector<int64_t> &start, int64_t ii);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_PROBLEM_H
