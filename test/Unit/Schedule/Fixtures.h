//===- Fixtures.h - Small scheduling problems for unit tests ----*- C++ -*-===//
//
// Part of tileiras. Instances are named after guide D 10.5.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TEST_UNIT_SCHEDULE_FIXTURES_H
#define TILEIRAS_TEST_UNIT_SCHEDULE_FIXTURES_H

#include "tileiras/Schedule/Problem.h"

namespace tileiras {
namespace sched {
namespace fixtures {

/// T1: TMA load, SMEM write, WGMMA, SMEM read; load -> read latency 8.
inline Problem makeBlackwellT1() {
  Problem p;
  unsigned tma = p.addResource("tma", 1), wr = p.addResource("tp_smem_wr", 1),
           rd = p.addResource("tp_smem_rd", 1),
           mma = p.addResource("tc_and_mma", 1),
           tpMma = p.addResource("tp_mma", 1);
  unsigned load = p.addNode("load", {{tma, 0, 8}, {wr, 0, 8}});
  p.addNode("write", {{wr, 0, 7}});
  p.addNode("wgmma", {{mma, 0, 8}, {tpMma, 0, 8}});
  unsigned read = p.addNode("read", {{rd, 0, 7}});
  p.addEdge(load, read, 8, 0);
  return p;
}

/// T2: one node holding a unit resource for 5 cycles.
inline Problem makeSelfOverlapT2() {
  Problem p;
  unsigned b = p.addResource("b", 1);
  p.addNode("long", {{b, 0, 5}});
  return p;
}

/// T3: a -> b latency 3, b -> a latency 2 distance 1.
inline Problem makeRecurrenceT3() {
  Problem p;
  unsigned a = p.addNode("a"), b = p.addNode("b");
  p.addEdge(a, b, 3, 0);
  p.addEdge(b, a, 2, 1);
  return p;
}

} // namespace fixtures
} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_TEST_UNIT_SCHEDULE_FIXTURES_H
