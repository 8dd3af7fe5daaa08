//===- Blackwell.cpp - The Blackwell pipeline slot model ------------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Schedule/Blackwell.h"

using namespace tileiras::sched;

static const char *const kSlotNames[kBlackwellNumSlots] = {
    "issue",      "xu",         "xu64",       "fp32x2_fp16ultra",
    "alu",        "alu_or_fmaheavy", "dual_alu", "lsu",
    "tmem",       "mma",        "tc_and_mma", "tma",
    "tp_gnic_rd", "tp_gnic_wr", "tp_smem_rd", "tp_smem_wr",
    "tp_tmem_rd", "tp_tmem_wr", "tp_mma",     "unknown",
    "omitted_simt", "test_simt", "test_mma",  "test_dma"};

static const int64_t kPoolCaps[kBlackwellNumPools] = {37, 4, 7, 37, 5,
                                                      1,  3, 6, 2};

const char *tileiras::sched::getBlackwellSlotName(unsigned slot) {
  if (slot < 1 || slot > kBlackwellNumSlots)
    return nullptr;
  return kSlotNames[slot - 1];
}

int64_t tileiras::sched::getBlackwellPoolCapacity(unsigned pool) {
  return pool < kBlackwellNumPools ? kPoolCaps[pool] : 0;
}

const char *tileiras::sched::getBlackwellOpName(BlackwellOp op) {
  switch (op) {
  case BlackwellOp::TmaLoad:
    return "tiled_tma_load";
  case BlackwellOp::Wgmma:
    return "wgmma";
  case BlackwellOp::SmemWrite:
    return "smem_write";
  case BlackwellOp::SmemRead:
    return "smem_read";
  case BlackwellOp::FmaHeavy:
    return "fma_heavy";
  case BlackwellOp::DualAlu:
    return "dual_alu";
  }
  return "unknown";
}

int64_t tileiras::sched::getBlackwellLatency(BlackwellOp op) {
  switch (op) {
  case BlackwellOp::TmaLoad:
    return 8;
  case BlackwellOp::Wgmma:
    return 16;
  case BlackwellOp::SmemWrite:
  case BlackwellOp::SmemRead:
    return 7;
  case BlackwellOp::FmaHeavy:
    return 4;
  case BlackwellOp::DualAlu:
    return 2;
  }
  return 0;
}

BlackwellModel tileiras::sched::addBlackwellResources(Problem &problem) {
  BlackwellModel model;
  model.firstSlot = problem.getResources().size();
  for (unsigned id = 1; id <= kBlackwellNumSlots; ++id)
    problem.addResource(kSlotNames[id - 1], 1);
  model.firstPool = problem.getResources().size();
  for (unsigned p = 0; p < kBlackwellNumPools; ++p)
    problem.addResource("pool" + std::to_string(p), kPoolCaps[p]);
  return model;
}

std::vector<ResourceUse>
tileiras::sched::getBlackwellUses(const BlackwellModel &model, BlackwellOp op) {
  switch (op) {
  case BlackwellOp::TmaLoad:
    return {{model.slot(12), 0, 8}, {model.slot(16), 0, 8}};
  case BlackwellOp::Wgmma:
    return {{model.slot(11), 0, 8}, {model.slot(19), 0, 8}};
  case BlackwellOp::SmemWrite:
    return {{model.slot(16), 0, 7}};
  case BlackwellOp::SmemRead:
    return {{model.slot(15), 0, 7}};
  case BlackwellOp::FmaHeavy:
    // Issue slot plus one unit of the ALU-or-FMA-heavy issue cap (pool 1).
    return {{model.slot(6), 0, 1}, {model.firstPool + 1, 0, 1}};
  case BlackwellOp::DualAlu:
    return {{model.slot(7), 0, 1}, {model.firstPool + 2, 0, 1}};
  }
  return {};
}
