//===- PipelineTrace.cpp - the steps of a protocol counterexample ---------===//
//
// How the explorer writes a violation: the property, and the steps from the
// initial state, a thread's run of steps grouped ("t0: copies it 0 into
// r0[0], commits") and threads doing the same steps in turn written once
// ("t0 then t1: ...").
//
//===----------------------------------------------------------------------===//

#include "PipelineExplorer.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::nv_tileas::protocol;
using namespace mlir::nv_tileas::protocol::detail;

std::string mlir::nv_tileas::protocol::describe(Property property) {
  switch (property) {
  case Property::Deadlock:
    return "(1) deadlock: not every thread reaches the barrier, or a phase "
           "waited for never completes";
  case Property::ReadBeforeArrival:
    return "(2) a stage is read before every thread's copy of its tile "
           "landed and became visible";
  case Property::OverwriteWhileRead:
    return "(3) a stage is overwritten while a thread may still read it";
  case Property::WrongIteration:
    return "(4) a stage read does not hold the reading iteration's tile";
  }
  return "";
}

/// "it 3", or "it 3 of run 2" for a nested loop's second run.
std::string mlir::nv_tileas::protocol::detail::formatIteration(int64_t tag) {
  std::string text = "it " + std::to_string(tag % kRunStride);
  if (tag >= kRunStride)
    text += " of run " + std::to_string(tag / kRunStride + 1);
  return text;
}

std::string Explorer::formatStep(const Step &step) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (step.kind == Step::Barrier) {
    os << "all pass the barrier";
    return text;
  }
  if (step.kind == Step::Fire) {
    os << "t" << step.thread << "'s copies land and arrive on m" << step.ring;
    return text;
  }
  if (step.kind == Step::Land || step.kind == Step::LandTx) {
    os << "t" << step.thread << "'s "
       << (step.kind == Step::LandTx ? "TMA copy" : "copy") << " of "
       << formatIteration(step.iteration) << " into r" << step.ring << "["
       << step.stage << "] lands";
    return text;
  }
  const Event &e = programs[step.thread][step.pc];
  switch (e.kind) {
  case Event::Issue:
    os << (e.bytes ? "TMA-copies " : "copies ") << formatIteration(e.iteration)
       << " into r" << e.ring << "[" << e.stage << "]";
    if (e.bytes)
      os << " on m" << e.barrier;
    break;
  case Event::ExpectTx:
    os << "expects " << e.bytes << " bytes on m" << e.barrier;
    break;
  case Event::Commit:
    os << "commits";
    break;
  case Event::Wait:
    if (step.phase == 0)
      os << "wait_group " << e.pending << (e.ctaBarrier ? "" : " (no barrier)");
    else
      os << "arrives at the barrier";
    break;
  case Event::Read:
    os << "reads r" << e.ring << "[" << e.stage << "] in "
       << formatIteration(e.iteration);
    break;
  case Event::CopyArrive:
    os << "commits its copies to m" << e.barrier;
    break;
  case Event::Release:
    os << "releases stage " << e.stage << " (arrives on m" << e.barrier << ")";
    break;
  case Event::WaitPhase:
    os << "waits for m" << e.barrier << " parity " << int(e.parity);
    break;
  }
  return text;
}

/// The steps to `to` and then `last` (a step of `lastThread`, -1: none),
/// a thread's steps in a row grouped ("t0: copies it 0 into r0[0],
/// commits"), and runs of threads doing the same steps one after the other
/// written once ("t0 then t1: ...").
std::string Explorer::trace(uint32_t to, int lastThread,
                            const std::string &last) const {
  std::vector<std::pair<int, std::string>> steps;
  steps.push_back({lastThread, last});
  for (uint32_t at = to; at != 0; at = reachedBy[at].first) {
    const Step &step = reachedBy[at].second;
    steps.push_back(
        {step.kind == Step::Event ? int(step.thread) : -1, formatStep(step)});
  }
  // (who, what): a thread's run of steps, or one step of no thread.
  std::vector<std::pair<std::string, std::string>> groups;
  int previous = -2;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (it->first >= 0 && it->first == previous) {
      groups.back().second += ", " + it->second;
      continue;
    }
    groups.push_back(
        {it->first >= 0 ? "t" + std::to_string(it->first) : "", it->second});
    previous = it->first;
  }
  std::string text;
  for (size_t g = 0; g < groups.size(); ++g) {
    std::string who = groups[g].first;
    while (!who.empty() && g + 1 < groups.size() &&
           !groups[g + 1].first.empty() &&
           groups[g + 1].second == groups[g].second)
      who += " then " + groups[++g].first;
    if (!text.empty())
      text += "; ";
    text += who.empty() ? groups[g].second : who + ": " + groups[g].second;
  }
  return text;
}
