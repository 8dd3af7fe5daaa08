//===- schedule_bench.cpp - Modulo scheduling time vs graph size ----------===//
//
// Part of tileiras. See docs/schedule.md; bench/schedule/growth.py turns the
// JSON output into growth ratios. Benchmarks only report, they never assert.
//
// Loop bodies shaped like pipelined kernels: a stream of ops, each fed by one
// or two recent ops (latency 1-8), with a loop-carried edge (distance 1-2)
// every 8 nodes closing a short recurrence; 8 pools of capacity 1-4, uses of
// 1-4 cycles. A fixed seed per size keeps runs comparable.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/ModuloScheduler.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace tileiras::sched;

static Problem makeLoopBody(unsigned n) {
  std::mt19937_64 rng(1234 + n);
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  Problem p;
  for (int r = 0; r < 8; ++r)
    p.addResource("r" + std::to_string(r), pick(1, 4));
  for (unsigned v = 0; v < n; ++v) {
    unsigned first = pick(0, 7);
    std::vector<ResourceUse> uses{{first, 0, pick(1, 4)}};
    if (pick(0, 1))
      uses.push_back({(first + 1 + pick(0, 6)) % 8, pick(0, 2), pick(1, 4)});
    p.addNode("n" + std::to_string(v), uses);
    if (v == 0)
      continue;
    p.addEdge(v - pick(1, std::min(v, 4u)), v, pick(1, 8), 0);
    if (v > 1 && pick(0, 1))
      p.addEdge(v - pick(1, std::min(v, 6u)), v, pick(1, 8), 0);
    if (v % 8 == 7)
      p.addEdge(v, v - pick(1, 7), pick(1, 8), pick(1, 2));
  }
  return p;
}

static void scheduleBench(benchmark::State &state, Strategy strategy) {
  Problem p = makeLoopBody(state.range(0));
  SchedulerOptions options;
  options.strategy = strategy;
  Schedule last;
  for (auto _ : state) {
    Result<Schedule> s = scheduleModulo(p, options);
    if (!s) {
      state.SkipWithError(s.getError().c_str());
      return;
    }
    last = *s;
    benchmark::DoNotOptimize(last);
  }
  state.counters["nodes"] = p.getNumNodes();
  state.counters["ii"] = last.ii;
  state.counters["mii"] = std::max(last.resMII, last.recMII);
  state.counters["stages"] = last.stages;
}

static void sizes(benchmark::internal::Benchmark *b) {
  for (int n : {10, 20, 50, 100, 200, 500, 1000, 2000})
    b->Arg(n);
  b->Unit(benchmark::kMillisecond);
}

BENCHMARK_CAPTURE(scheduleBench, four_arm, Strategy::FourArm)->Apply(sizes);
BENCHMARK_CAPTURE(scheduleBench, ims, Strategy::IterativeModulo)->Apply(sizes);

BENCHMARK_MAIN();
