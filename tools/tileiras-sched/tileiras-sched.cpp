//===- tileiras-sched.cpp - Modulo scheduler driver -----------------------===//
//
// Part of tileiras. See docs/schedule.md.
//
//   tileiras-sched schedule GRAPH.json [--trace FILE]
//   tileiras-sched verify GRAPH.json SCHEDULE.json [--trace FILE]
//   tileiras-sched prove-min GRAPH.json SCHEDULE.json [--timeout-ms N]
//   tileiras-sched machine blackwell
//   tileiras-sched plan-pipeline --target T --copy NAME=BYTES --dot ...
//
// Exit codes: 0 success (LEGAL, MINIMAL); 1 bad input or an illegal
// schedule; 2 NOT MINIMAL (a smaller II is feasible); 3 UNKNOWN (solver
// timeout, minimality not proved).
//
//===----------------------------------------------------------------------===//

#include "GraphJson.h"
#include "PlanPipeline.h"
#include "ScheduleOracle.h"
#include "Trace.h"
#include "tileiras/Schedule/Blackwell.h"
#include "tileiras/Schedule/ModuloScheduler.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tileiras;
using namespace tileiras::sched_tool;
namespace orc = tileiras::oracle::schedule;

static cl::list<std::string> positional(cl::Positional,
                                        cl::desc("<command> <files...>"));
static cl::opt<std::string>
    traceFile("trace", cl::desc("Write a Chrome trace JSON of the schedule"),
              cl::value_desc("file"));
static cl::opt<std::string>
    strategy("strategy", cl::desc("Placement engine: four-arm or ims"),
             cl::init("four-arm"));
static cl::opt<int64_t> budgetRatio("budget-ratio",
                                    cl::desc("IMS placements per node"),
                                    cl::init(8));
static cl::opt<unsigned>
    timeoutMs("timeout-ms", cl::desc("Z3 time limit per query (ms)"),
              cl::init(10000));

static int error(const Twine &message) {
  WithColor::error(errs(), "tileiras-sched") << message << "\n";
  return 1;
}

static int error(StringRef file, Error err) {
  return error(file + ": " + toString(std::move(err)));
}

static void printJson(json::Value value) {
  outs() << formatv("{0:2}", value) << "\n";
}

static int runSchedule(StringRef graphPath) {
  Expected<GraphDesc> graph = readGraph(graphPath);
  if (!graph)
    return error(graphPath, graph.takeError());
  sched::SchedulerOptions options;
  if (strategy == "ims")
    options.strategy = sched::Strategy::IterativeModulo;
  else if (strategy != "four-arm")
    return error("unknown --strategy '" + strategy + "' (four-arm or ims)");
  if (budgetRatio < 1)
    return error("--budget-ratio must be at least 1");
  options.budgetRatio = budgetRatio;
  sched::Problem problem = toProblem(*graph);
  sched::Result<sched::Schedule> result = sched::scheduleModulo(problem, options);
  if (!result)
    return error(graphPath + ": " + result.getError());
  ScheduleDesc desc;
  desc.ii = result->ii;
  desc.start = result->start;
  desc.stages = result->stages;
  desc.resMII = result->resMII;
  desc.recMII = result->recMII;
  if (!traceFile.empty())
    if (Error e = writeTrace(traceFile, *graph, desc))
      return error(traceFile, std::move(e));
  printJson(scheduleToJson(*graph, desc));
  return 0;
}

/// Reads both files and validates the graph with the oracle's own rules.
static int readInputs(StringRef graphPath, StringRef schedulePath,
                      GraphDesc &graph, ScheduleDesc &schedule,
                      orc::Instance &inst) {
  Expected<GraphDesc> g = readGraph(graphPath);
  if (!g)
    return error(graphPath, g.takeError());
  graph = std::move(*g);
  inst = toInstance(graph);
  std::string invalid = orc::validate(inst);
  if (!invalid.empty())
    return error(graphPath + ": " + invalid);
  Expected<ScheduleDesc> s = readSchedule(schedulePath, graph);
  if (!s)
    return error(schedulePath, s.takeError());
  schedule = std::move(*s);
  return 0;
}

static int runVerify(StringRef graphPath, StringRef schedulePath) {
  GraphDesc graph;
  ScheduleDesc schedule;
  orc::Instance inst;
  if (int rc = readInputs(graphPath, schedulePath, graph, schedule, inst))
    return rc;
  std::vector<long long> start(schedule.start.begin(), schedule.start.end());
  orc::Verdict verdict = orc::checkLegal(inst, schedule.ii, start,
                                         schedule.stages);
  if (verdict.legal && schedule.resMII >= 0) {
    // Claimed bounds must match the oracle's own computation.
    long long res = orc::resMII(inst), rec = orc::recMII(inst);
    if (res != schedule.resMII || rec != schedule.recMII)
      verdict = {false, formatv("mii claims res {0}, rec {1}; the oracle "
                                "computes res {2}, rec {3}",
                                schedule.resMII, schedule.recMII, res, rec)};
  }
  if (!verdict.legal) {
    outs() << "ILLEGAL: " << verdict.violation << "\n";
    return 1;
  }
  if (!traceFile.empty())
    if (Error e = writeTrace(traceFile, graph, schedule))
      return error(traceFile, std::move(e));
  outs() << "LEGAL\n";
  return 0;
}

static int runProveMin(StringRef graphPath, StringRef schedulePath) {
  GraphDesc graph;
  ScheduleDesc schedule;
  orc::Instance inst;
  if (int rc = readInputs(graphPath, schedulePath, graph, schedule, inst))
    return rc;
  std::vector<long long> start(schedule.start.begin(), schedule.start.end());
  orc::Verdict verdict = orc::checkLegal(inst, schedule.ii, start);
  if (!verdict.legal) {
    outs() << "ILLEGAL: " << verdict.violation << "\n";
    return 1;
  }
  orc::Minimality m = orc::proveMinimal(inst, schedule.ii, timeoutMs);
  std::string queries;
  for (auto &[ii, outcome] : m.queries)
    queries += formatv("{0}{1}: {2}", queries.empty() ? "" : ", ", ii,
                       orc::outcomeName(outcome));
  switch (m.kind) {
  case orc::Minimality::Proved:
    if (m.queries.empty())
      outs() << formatv("MINIMAL: II {0} equals the lower bound max(ResMII, "
                        "RecMII) = {1}\n",
                        schedule.ii, m.lowerBound);
    else
      outs() << formatv("MINIMAL: II {0}; Z3 proves every II in [{1}, {2}] "
                        "infeasible ({3})\n",
                        schedule.ii, m.lowerBound, schedule.ii - 1, queries);
    return 0;
  case orc::Minimality::NotMinimal: {
    outs() << formatv("NOT MINIMAL: II {0} is feasible ({1}); schedule:\n",
                      m.witnessII, queries);
    ScheduleDesc witness;
    witness.ii = m.witnessII;
    witness.start.assign(m.witnessStart.begin(), m.witnessStart.end());
    int64_t last = 0;
    for (int64_t t : witness.start)
      last = std::max(last, t / witness.ii);
    witness.stages = witness.start.empty() ? 0 : last + 1;
    printJson(scheduleToJson(graph, witness));
    return 2;
  }
  case orc::Minimality::Unknown:
    outs() << formatv("UNKNOWN: minimality of II {0} not proved ({1}); {2}\n",
                      schedule.ii, queries, m.detail);
    return 3;
  case orc::Minimality::Error:
    break;
  }
  return error(graphPath + ": oracle: " + m.detail);
}

static int runMachine(StringRef name) {
  if (name != "blackwell")
    return error("unknown machine '" + name + "' (known: blackwell)");
  sched::Problem problem;
  sched::BlackwellModel model = sched::addBlackwellResources(problem);
  json::Object resources, ops;
  for (const sched::Resource &r : problem.getResources())
    resources[r.name] = r.capacity;
  for (unsigned i = 0; i < sched::kNumBlackwellOps; ++i) {
    auto op = sched::BlackwellOp(i);
    json::Array uses;
    for (const sched::ResourceUse &u : sched::getBlackwellUses(model, op))
      uses.push_back(json::Object{{"resource", problem.getResources()[u.resource].name},
                                  {"offset", u.offset},
                                  {"cycles", u.cycles}});
    ops[sched::getBlackwellOpName(op)] = json::Object{
        {"uses", std::move(uses)}, {"latency", sched::getBlackwellLatency(op)}};
  }
  printJson(json::Object{{"resources", std::move(resources)},
                         {"ops", std::move(ops)}});
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tileiras modulo scheduler\n\n"
      "  tileiras-sched schedule GRAPH.json [--trace FILE]\n"
      "  tileiras-sched verify GRAPH.json SCHEDULE.json [--trace FILE]\n"
      "  tileiras-sched prove-min GRAPH.json SCHEDULE.json\n"
      "  tileiras-sched machine blackwell\n"
      "  tileiras-sched plan-pipeline --target T --copy NAME=BYTES "
      "--dot NAME=CYCLES:COPY,...\n");
  if (positional.empty())
    return error("missing command (schedule, verify, prove-min, machine, "
                 "plan-pipeline)");
  StringRef command = positional[0];
  auto expect = [&](size_t n) {
    return positional.size() == n + 1;
  };
  if (command == "schedule" && expect(1))
    return runSchedule(positional[1]);
  if (command == "verify" && expect(2))
    return runVerify(positional[1], positional[2]);
  if (command == "prove-min" && expect(2))
    return runProveMin(positional[1], positional[2]);
  if (command == "machine" && expect(1))
    return runMachine(positional[1]);
  if (command == "plan-pipeline" && expect(0))
    return runPlanPipeline();
  return error("usage: tileiras-sched schedule GRAPH | verify GRAPH SCHEDULE "
               "| prove-min GRAPH SCHEDULE | machine blackwell | "
               "plan-pipeline --target T --copy ... --dot ...");
}
