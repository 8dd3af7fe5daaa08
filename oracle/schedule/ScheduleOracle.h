//===- ScheduleOracle.h - Independent modulo schedule oracle ----*- C++ -*-===//
//
// Part of tileiras. See docs/schedule.md.
//
//===----------------------------------------------------------------------===//
//
// A second, simpler implementation of the modulo scheduling rules that shares
// no code with src/Schedule:
//   - validate():       input rules (bad capacities, negative values, cycles
//                       of distance-0 dependences);
//   - checkLegal():     the invariants of guide D 10.2 that this problem
//                       model has (O1 II >= 1, t >= 0; O2/O12 stage count;
//                       O4 dependences; O6/O7 resources per residue mod II,
//                       self-overlap included), by brute-force counting;
//   - lowerBound():     ResMII and RecMII (guide D 10.3), RecMII by a
//                       max-plus Floyd-Warshall closure;
//   - solveAtII():      Z3 feasibility F(II) (guide D 10.4);
//   - proveMinimal():   UNSAT of F(II') for every II' in [lower bound, II-1].
//
// All Z3 code is inside the oracle library, which catches every z3::exception:
// this header is exception-free and compiles under -fno-exceptions -fno-rtti.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_SCHEDULE_SCHEDULEORACLE_H
#define TILEIRAS_ORACLE_SCHEDULE_SCHEDULEORACLE_H

#include <string>
#include <vector>

namespace tileiras {
namespace oracle {
namespace schedule {

struct Instance {
  struct Use {
    int resource;
    long long offset, cycles;
  };
  struct Op {
    std::string name;
    std::vector<Use> uses;
  };
  struct Dep {
    int src, dst;
    long long latency, distance;
  };
  std::vector<std::string> resourceNames;
  std::vector<long long> capacities;
  std::vector<Op> ops;
  std::vector<Dep> deps;
};

/// Empty when the instance is well formed, else the first problem found.
std::string validate(const Instance &inst);

struct Verdict {
  bool legal = false;
  std::string violation; // first violation, empty when legal
};

/// `stages` < 0 means "not claimed" and is not checked.
Verdict checkLegal(const Instance &inst, long long ii,
                   const std::vector<long long> &start, long long stages = -1);

long long resMII(const Instance &inst);
/// RecMII, or -1 when some dependence cycle is infeasible at every II.
long long recMII(const Instance &inst);

enum class Outcome { Sat, Unsat, Unknown, Error };
const char *outcomeName(Outcome outcome);

struct Feasibility {
  Outcome outcome = Outcome::Error;
  std::vector<long long> start; // a legal witness when Sat
  std::string detail;           // reason when Unknown or Error
};

/// Solves F(II) with a per-query time limit. A Sat witness is re-checked with
/// checkLegal; a witness that fails it turns the result into Error.
Feasibility solveAtII(const Instance &inst, long long ii, unsigned timeoutMs);

struct Minimality {
  enum Kind { Proved, NotMinimal, Unknown, Error } kind = Error;
  long long lowerBound = 0;
  /// Per II' in [lowerBound, claimed II): the solver's answer, in order.
  std::vector<std::pair<long long, Outcome>> queries;
  long long witnessII = 0; // when NotMinimal
  std::vector<long long> witnessStart;
  std::string detail;
};

/// Proves that no II in [max(ResMII, RecMII), ii - 1] is feasible, querying
/// from the lower bound upwards; stops at the first Sat.
Minimality proveMinimal(const Instance &inst, long long ii,
                        unsigned timeoutMs);

} // namespace schedule
} // namespace oracle
} // namespace tileiras

#endif // TILEIRAS_ORACLE_SCHEDULE_SCHEDULEORACLE_H
