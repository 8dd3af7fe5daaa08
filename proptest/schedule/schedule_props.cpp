//===- schedule_props.cpp - Properties of the modulo scheduler ------------===//
//
// Part of tileiras. See docs/schedule.md.
//
// 1. legal:   on random graphs of up to 40 nodes, both engines produce a
//             schedule the independent oracle finds legal, with II >= the
//             oracle's lower bound, and the library's ResMII/RecMII equal the
//             oracle's.
// 2. minimal: on graphs of up to 12 nodes, Z3 checks every II below the
//             four-arm scheduler's; the share proved minimal must be >= 95%.
//             A feasible smaller II is a quality gap, a timeout is "unknown";
//             neither is counted as proved.
//
// CI mode runs 600 cases per property; TILEIRAS_PROPTEST_LONG=1 runs 6000.
// RC_PARAMS overrides both (e.g. RC_PARAMS="seed=7 max_success=50").
//
//===----------------------------------------------------------------------===//

#include "Generators.h"
#include "tileiras/Schedule/ModuloScheduler.h"

#include <cstdio>
#include <cstdlib>
#include <map>

using namespace tileiras;
using namespace tileiras::proptest;
namespace orc = tileiras::oracle::schedule;

namespace {

struct LegalStats {
  unsigned cases = 0, schedules = 0, illegal = 0;
  std::map<std::string, unsigned> shapes;
  unsigned armSuccesses[sched::kNumArms] = {};
  unsigned serialFallbacks = 0, ladderSuccesses = 0;
} legal;

struct MinimalStats {
  unsigned cases = 0, atLowerBound = 0, provedByZ3 = 0, notMinimal = 0,
           unknown = 0, errors = 0;
  std::map<long long, unsigned> gapToLowerBound; // II - LB
  std::map<long long, unsigned> gapToOptimum;    // II - Z3's smaller II
};
MinimalStats minimal[2]; // indexed by sched::Strategy

bool checkOne(const GraphSpec &g, sched::Strategy strategy) {
  sched::Problem problem = toProblem(g);
  orc::Instance inst = toInstance(g);
  sched::SchedulerOptions options;
  options.strategy = strategy;
  sched::ScheduleStats stats;
  sched::Result<sched::Schedule> s = sched::scheduleModulo(problem, options, &stats);
  RC_ASSERT(bool(s));
  ++legal.schedules;
  if (strategy == sched::Strategy::FourArm) {
    for (unsigned a = 0; a < sched::kNumArms; ++a)
      legal.armSuccesses[a] += stats.armSuccesses[a];
    legal.serialFallbacks += stats.serialFallback;
    legal.ladderSuccesses += stats.ladderSuccesses;
  }
  std::vector<long long> start(s->start.begin(), s->start.end());
  orc::Verdict verdict = orc::checkLegal(inst, s->ii, start, s->stages);
  if (!verdict.legal) {
    ++legal.illegal;
    RC_FAIL("illegal schedule: " + verdict.violation);
  }
  long long res = orc::resMII(inst), rec = orc::recMII(inst);
  RC_ASSERT(s->resMII == res);
  RC_ASSERT(s->recMII == rec);
  RC_ASSERT(s->ii >= std::max(res, rec));
  return true;
}

} // namespace

int main() {
  bool longRun = std::getenv("TILEIRAS_PROPTEST_LONG") != nullptr;
  unsigned cases = longRun ? 6000 : 600;
  if (!std::getenv("RC_PARAMS")) {
    std::string params = "max_success=" + std::to_string(cases);
    setenv("RC_PARAMS", params.c_str(), 1);
  }
  // Per Z3 query; a timeout is reported as "unknown", never as proved.
  const unsigned timeoutMs = longRun ? 10000 : 3000;

  bool ok = rc::check("schedules are legal and II >= MII",
                      [] {
                        GraphSpec g = *genGraph(40);
                        ++legal.cases;
                        ++legal.shapes[shapeName(g.shape)];
                        checkOne(g, sched::Strategy::FourArm);
                        checkOne(g, sched::Strategy::IterativeModulo);
                      });

  ok &= rc::check("II is Z3-minimal (statistics)", [&] {
    GraphSpec g = *genGraph(12);
    sched::Problem problem = toProblem(g);
    orc::Instance inst = toInstance(g);
    for (sched::Strategy strategy :
         {sched::Strategy::FourArm, sched::Strategy::IterativeModulo}) {
      MinimalStats &stats = minimal[unsigned(strategy)];
      sched::SchedulerOptions options;
      options.strategy = strategy;
      sched::Result<sched::Schedule> s = sched::scheduleModulo(problem, options);
      RC_ASSERT(bool(s));
      ++stats.cases;
      orc::Minimality m = orc::proveMinimal(inst, s->ii, timeoutMs);
      ++stats.gapToLowerBound[s->ii - m.lowerBound];
      switch (m.kind) {
      case orc::Minimality::Proved:
        ++(m.queries.empty() ? stats.atLowerBound : stats.provedByZ3);
        break;
      case orc::Minimality::NotMinimal:
        ++stats.notMinimal;
        ++stats.gapToOptimum[s->ii - m.witnessII];
        break;
      case orc::Minimality::Unknown:
        ++stats.unknown;
        break;
      case orc::Minimality::Error:
        ++stats.errors;
        RC_FAIL("oracle error: " + m.detail);
      }
    }
  });

  std::printf("\n== proptest/schedule (%s mode) ==\n", longRun ? "long" : "CI");
  std::printf("legal: %u graphs (", legal.cases);
  for (auto &[shape, n] : legal.shapes)
    std::printf(" %s=%u", shape.c_str(), n);
  std::printf(" ), %u schedules, %u illegal\n", legal.schedules, legal.illegal);
  std::printf("four-arm groups placed by arm:");
  for (unsigned a = 0; a < sched::kNumArms; ++a)
    std::printf(" %s=%u", sched::getArmName(sched::Arm(a)),
                legal.armSuccesses[a]);
  std::printf("; ladder IMS=%u; serial fallbacks=%u\n",
              legal.ladderSuccesses, legal.serialFallbacks);

  for (unsigned k = 0; k < 2; ++k) {
    const MinimalStats &m = minimal[k];
    unsigned proved = m.atLowerBound + m.provedByZ3;
    double share = m.cases ? 100.0 * proved / m.cases : 0.0;
    std::printf("minimal [%s]: %u graphs (<= 12 nodes): proved minimal %u "
                "(%.1f%%): II == lower bound %u, lower IIs UNSAT by Z3 %u; "
                "not minimal %u; unknown %u; errors %u\n",
                k ? "ims" : "four-arm", m.cases, proved, share,
                m.atLowerBound, m.provedByZ3, m.notMinimal, m.unknown,
                m.errors);
    std::printf("  II - lower bound:");
    for (auto &[gap, n] : m.gapToLowerBound)
      std::printf(" +%lld:%u", gap, n);
    std::printf("\n  II - Z3 optimum when not minimal:");
    for (auto &[gap, n] : m.gapToOptimum)
      std::printf(" +%lld:%u", gap, n);
    std::printf("\n");
    // The requirement applies to the default engine.
    if (k == 0 && m.cases && share < 95.0) {
      std::printf("FAIL: fewer than 95%% of IIs proved minimal\n");
      ok = false;
    }
  }
  return ok ? 0 : 1;
}
