//===- Generators.h - Random scheduling problems ----------------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
// Graph shapes: chains, diamonds (fan-out/fan-in layers), loop-carried
// recurrences and free mixes; pools of capacity 1-4; uses of 1-4 cycles at
// offsets 0-2; "packed" graphs put uses of 1-6 cycles on one or two pools.
// A node never uses one resource twice, so every generated
// problem is well formed (no node oversubscribes a pool on its own).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_SCHEDULE_GENERATORS_H
#define TILEIRAS_PROPTEST_SCHEDULE_GENERATORS_H

#include "ScheduleOracle.h"
#include "tileiras/Schedule/Problem.h"

#include <rapidcheck.h>

#include <algorithm>
#include <numeric>

namespace tileiras {
namespace proptest {

enum class Shape { Chain, Diamond, Recurrence, Mixed, Packed };

struct GraphSpec {
  Shape shape = Shape::Chain;
  std::vector<int> capacities;
  struct Use {
    int resource, offset, cycles;
  };
  std::vector<std::vector<Use>> uses;
  struct Edge {
    int from, to, latency, distance;
  };
  std::vector<Edge> edges;
};

inline const char *shapeName(Shape s) {
  switch (s) {
  case Shape::Chain:
    return "chain";
  case Shape::Diamond:
    return "diamond";
  case Shape::Recurrence:
    return "recurrence";
  case Shape::Mixed:
    return "mixed";
  case Shape::Packed:
    return "packed";
  }
  return "?";
}

inline rc::Gen<GraphSpec> genGraph(int maxNodes) {
  return rc::gen::exec([maxNodes] {
    GraphSpec g;
    g.shape = *rc::gen::element(Shape::Chain, Shape::Diamond, Shape::Recurrence,
                                Shape::Mixed, Shape::Packed);
    int n = *rc::gen::inRange(1, maxNodes + 1);
    // Packed graphs share one or two pools among long uses: packing is hard.
    bool packed = g.shape == Shape::Packed;
    int numRes = packed ? *rc::gen::inRange(1, 3) : *rc::gen::inRange(1, 4);
    int minUses = packed ? 1 : 0, maxCycles = packed ? 7 : 5;
    for (int r = 0; r < numRes; ++r)
      g.capacities.push_back(*rc::gen::inRange(1, 5));
    for (int v = 0; v < n; ++v) {
      std::vector<int> order(numRes);
      std::iota(order.begin(), order.end(), 0);
      int count = *rc::gen::inRange(minUses, std::min(numRes, 2) + 1);
      std::vector<GraphSpec::Use> uses;
      for (int k = 0; k < count; ++k) {
        int pick = *rc::gen::inRange(k, numRes);
        std::swap(order[k], order[pick]);
        uses.push_back({order[k], *rc::gen::inRange(0, 3),
                        *rc::gen::inRange(1, maxCycles)});
      }
      g.uses.push_back(uses);
    }
    auto latency = [] { return *rc::gen::inRange(0, 7); };
    switch (g.shape) {
    case Shape::Chain:
      for (int v = 1; v < n; ++v)
        g.edges.push_back({v - 1, v, latency(), 0});
      break;
    case Shape::Diamond:
      // Each node joins one or two earlier nodes: fan-out and fan-in.
      for (int v = 1; v < n; ++v) {
        int preds = *rc::gen::inRange(1, std::min(v, 2) + 1);
        for (int k = 0; k < preds; ++k)
          g.edges.push_back({*rc::gen::inRange(0, v), v, latency(), 0});
      }
      break;
    case Shape::Recurrence:
    case Shape::Packed:
      for (int v = 1; v < n; ++v)
        g.edges.push_back({v - 1, v, latency(), 0});
      for (int k = *rc::gen::inRange(1, 3); k > 0; --k) {
        int to = *rc::gen::inRange(0, n);
        int from = *rc::gen::inRange(to, n);
        g.edges.push_back({from, to, latency(), *rc::gen::inRange(1, 3)});
      }
      break;
    case Shape::Mixed:
      for (int k = *rc::gen::inRange(0, 2 * n); k > 0; --k) {
        int a = *rc::gen::inRange(0, n), b = *rc::gen::inRange(0, n);
        // Forward edges may have distance 0; others carry a distance >= 1.
        int distance = a < b ? *rc::gen::inRange(0, 3) : *rc::gen::inRange(1, 3);
        g.edges.push_back({a, b, latency(), distance});
      }
      break;
    }
    return g;
  });
}

inline sched::Problem toProblem(const GraphSpec &g) {
  sched::Problem p;
  for (size_t r = 0; r < g.capacities.size(); ++r)
    p.addResource("r" + std::to_string(r), g.capacities[r]);
  for (size_t v = 0; v < g.uses.size(); ++v) {
    std::vector<sched::ResourceUse> uses;
    for (const GraphSpec::Use &u : g.uses[v])
      uses.push_back({unsigned(u.resource), u.offset, u.cycles});
    p.addNode("n" + std::to_string(v), uses);
  }
  for (const GraphSpec::Edge &e : g.edges)
    p.addEdge(e.from, e.to, e.latency, e.distance);
  return p;
}

inline oracle::schedule::Instance toInstance(const GraphSpec &g) {
  oracle::schedule::Instance inst;
  for (size_t r = 0; r < g.capacities.size(); ++r) {
    inst.resourceNames.push_back("r" + std::to_string(r));
    inst.capacities.push_back(g.capacities[r]);
  }
  for (size_t v = 0; v < g.uses.size(); ++v) {
    oracle::schedule::Instance::Op op{"n" + std::to_string(v), {}};
    for (const GraphSpec::Use &u : g.uses[v])
      op.uses.push_back({u.resource, u.offset, u.cycles});
    inst.ops.push_back(op);
  }
  for (const GraphSpec::Edge &e : g.edges)
    inst.deps.push_back({e.from, e.to, e.latency, e.distance});
  return inst;
}

} // namespace proptest
} // namespace tileiras

#endif // TILEIRAS_PROPTEST_SCHEDULE_GENERATORS_H
