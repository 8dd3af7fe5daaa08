//===- PlanPipeline.cpp - tileiras-sched plan-pipeline --------------------===//
//
// Part of tileiras. See docs/schedule.md, "Pipeline planning".
//
//   tileiras-sched plan-pipeline --target sm_80 --copy a=4096 --copy b=4096
//       --dot c=128:a,b [--dot pv=256:v:qk] [--max-stages N] [--no-carry]
//       [--problem-out FILE] [--schedule-out FILE]
//
// A dot is NAME=TENSOR_CYCLES:COPY,...[:EARLIER_DOT,...]. Without
// --max-stages the budget is the target's shared memory per CTA over the
// bytes of one stage (the sum of the copies), as the compile path computes it.
//
//===----------------------------------------------------------------------===//

#include "PlanPipeline.h"

#include "tileiras/Schedule/PipelinePlanner.h"
#include "tileiras/Schedule/ProblemJson.h"
#include "tileiras/Target/PipelineMachine.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tileiras;

static cl::OptionCategory category("plan-pipeline options");
static cl::opt<std::string> targetName("target",
                                       cl::desc("--gpu-name of the target"),
                                       cl::cat(category));
static cl::list<std::string> copies("copy", cl::desc("NAME=BYTES"),
                                    cl::cat(category));
static cl::list<std::string>
    dots("dot", cl::desc("NAME=TENSOR_CYCLES:COPY,...[:EARLIER_DOT,...]"),
         cl::cat(category));
static cl::opt<int64_t> maxStages("max-stages",
                                  cl::desc("Stage budget (default: from the "
                                           "target's shared memory)"),
                                  cl::init(0), cl::cat(category));
static cl::opt<bool> noCarry("no-carry",
                             cl::desc("No loop-carried accumulator"),
                             cl::cat(category));
static cl::opt<std::string> problemOut("problem-out",
                                       cl::desc("Write the problem JSON"),
                                       cl::value_desc("file"),
                                       cl::cat(category));
static cl::opt<std::string> scheduleOut("schedule-out",
                                        cl::desc("Write the schedule JSON"),
                                        cl::value_desc("file"),
                                        cl::cat(category));

static int fail(const Twine &message) {
  WithColor::error(errs(), "tileiras-sched") << message << "\n";
  return 1;
}

/// Index of the item called `name`, or -1.
template <typename T>
static int indexOf(const std::vector<T> &items, StringRef name) {
  for (unsigned i = 0; i < items.size(); ++i)
    if (items[i].name == name)
      return i;
  return -1;
}

static bool parseLoop(sched::PipelineLoop &loop, std::string &error) {
  for (StringRef spec : copies) {
    auto [name, bytes] = spec.split('=');
    sched::PipelineLoop::Copy copy{name.str(), 0};
    if (name.empty() || bytes.getAsInteger(10, copy.bytes)) {
      error = "--copy '" + spec.str() + "': expected NAME=BYTES";
      return false;
    }
    loop.copies.push_back(copy);
  }
  for (StringRef spec : dots) {
    auto [name, rest] = spec.split('=');
    SmallVector<StringRef, 3> fields;
    rest.split(fields, ':');
    sched::PipelineLoop::Compute compute{name.str(), 0, {}, {}};
    error = "--dot '" + spec.str() + "': ";
    if (name.empty() || fields.size() < 2 || fields.size() > 3 ||
        fields[0].getAsInteger(10, compute.tensorCycles)) {
      error += "expected NAME=TENSOR_CYCLES:COPY,...[:EARLIER_DOT,...]";
      return false;
    }
    SmallVector<StringRef, 4> names;
    fields[1].split(names, ',', -1, /*KeepEmpty=*/false);
    for (StringRef copy : names) {
      int index = indexOf(loop.copies, copy);
      if (index < 0) {
        error += "unknown copy '" + copy.str() + "'";
        return false;
      }
      compute.reads.push_back(index);
    }
    names.clear();
    if (fields.size() == 3)
      fields[2].split(names, ',', -1, /*KeepEmpty=*/false);
    for (StringRef earlier : names) {
      int index = indexOf(loop.computes, earlier);
      if (index < 0) {
        error += "unknown earlier dot '" + earlier.str() + "'";
        return false;
      }
      compute.after.push_back(index);
    }
    loop.computes.push_back(compute);
  }
  error.clear();
  loop.accumulatorCarried = !noCarry;
  return true;
}

static Error writeFile(StringRef path, const std::string &text) {
  return writeToOutput(path, [&](raw_ostream &os) {
    os << text;
    return Error::success();
  });
}

int tileiras::sched_tool::runPlanPipeline() {
  const TargetInfo *target = lookupTarget(targetName);
  if (!target)
    return fail("plan-pipeline: unknown or missing --target '" + targetName +
                "'");
  sched::PipelineLoop loop;
  std::string error;
  if (!parseLoop(loop, error))
    return fail(error);
  int64_t stageBytes = 0;
  for (const sched::PipelineLoop::Copy &copy : loop.copies)
    stageBytes += copy.bytes;
  int64_t budget = maxStages;
  if (budget == 0 && stageBytes > 0)
    budget = target->maxSharedBytesPerBlock() / stageBytes;
  sched::PipelineMachine machine = getPipelineMachine(*target);
  sched::Result<sched::PipelinePlan> plan =
      sched::planPipeline(loop, machine, budget);
  if (!plan)
    return fail("plan-pipeline: " + plan.getError());

  outs() << formatv("machine: global latency {0}, {1} bytes/cycle, tensor "
                    "latency {2}\n",
                    machine.globalLatencyCycles, machine.bytesPerCycle,
                    machine.tensorLatencyCycles);
  outs() << formatv("plan: II {0} (minimum {1}), {2} stages (wanted {3}, "
                    "budget {4})\n",
                    plan->schedule.ii, plan->minII, plan->stages,
                    plan->wantedStages, budget);
  outs() << "why: " << plan->why << "\n";
  const auto &nodes = plan->problem.getNodes();
  outs() << "start:";
  for (unsigned v = 0; v < nodes.size(); ++v)
    outs() << formatv(" {0}={1}", nodes[v].name, plan->schedule.start[v]);
  outs() << "\n";
  if (!problemOut.empty())
    if (Error e = writeFile(problemOut, sched::writeProblemJson(plan->problem)))
      return fail(problemOut + ": " + toString(std::move(e)));
  if (!scheduleOut.empty())
    if (Error e = writeFile(scheduleOut, sched::writeScheduleJson(
                                             plan->problem, plan->schedule)))
      return fail(scheduleOut + ": " + toString(std::move(e)));
  return 0;
}
