//===- Blackwell.h - The Blackwell pipeline slot model ----------*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// Guide D 9.15 as a resource configuration. The seed calls it the "15-slot"
// model, but it has 24 slot ids (8 coarse, 15 primary fine, 1 test-DMA); every
// slot is a resource of capacity 1 named after the slot table, and the nine
// per-cycle pools {37,4,7,37,5,1,3,6,2} are resources "pool0".."pool8".
// Tier-2 byte budgets are whole-schedule limits, not per-cycle resources, and
// are not modelled here.
//
// Op footprints (guide D 9.3): a TMA load holds tma and tp_smem_wr for 8
// cycles, WGMMA tc_and_mma and tp_mma for 8, an SMEM write tp_smem_wr for 7,
// an SMEM read tp_smem_rd for 7; ALU families issue for one cycle.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_SCHEDULE_BLACKWELL_H
#define TILEIRAS_SCHEDULE_BLACKWELL_H

#include "tileiras/Schedule/Problem.h"

namespace tileiras {
namespace sched {

constexpr unsigned kBlackwellNumSlots = 24;
constexpr unsigned kBlackwellNumPools = 9;

/// Name of 1-based slot id `slot` ("tp_smem_wr" for 16); null if out of range.
const char *getBlackwellSlotName(unsigned slot);
int64_t getBlackwellPoolCapacity(unsigned pool);

enum class BlackwellOp { TmaLoad, Wgmma, SmemWrite, SmemRead, FmaHeavy, DualAlu };
constexpr unsigned kNumBlackwellOps = 6;
const char *getBlackwellOpName(BlackwellOp op);
/// Latency of the op's results (guide D 9.15 latency families; WGMMA's
/// accumulator takes 16 cycles, guide D 9.2).
int64_t getBlackwellLatency(BlackwellOp op);

/// Where addBlackwellResources put the slots and pools.
struct BlackwellModel {
  unsigned firstSlot = 0; // resource index of slot id 1
  unsigned firstPool = 0; // resource index of pool 0
  unsigned slot(unsigned id) const { return firstSlot + id - 1; }
};

BlackwellModel addBlackwellResources(Problem &problem);
std::vector<ResourceUse> getBlackwellUses(const BlackwellModel &model,
                                          BlackwellOp op);

} // namespace sched
} // namespace tileiras

#endif // TILEIRAS_SCHEDULE_BLACKWELL_H
