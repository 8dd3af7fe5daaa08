//===- Z3Encoding.cpp - Fixed-II feasibility and minimal-II proofs --------===//
//
// Part of tileiras. See docs/schedule.md ("The Z3 encoding").
//
// F(II), with II a constant so every modulo is linear (guide D 10.4):
//   per node v: row r_v in [0, II), stage s_v in [0, S_max], one-hot booleans
//   x[v][rho] <=> (r_v == rho), and start t_v = II*s_v + r_v;
//   per edge:   t_dst - t_src >= latency - II*distance;
//   per resource R and row rho: sum over (v, rho') of w_v(rho - rho') *
//   x[v][rho'] <= cap_R, where w_v(d) counts the cycles k of v's uses of R
//   with (offset + k) mod II == d. This counts self-overlap exactly.
// Resource constraints depend on rows only, so stages need only satisfy
// difference constraints, whose least solution is bounded by S_max (see
// docs/schedule.md): F(II) is SAT iff a legal schedule exists at II.
//
// Every z3::exception is caught here; nothing escapes the oracle library.
//
//===----------------------------------------------------------------------===//

#include "ScheduleOracle.h"

#include <z3++.h>

#include <algorithm>
#include <climits>

using namespace tileiras::oracle::schedule;

const char *tileiras::oracle::schedule::outcomeName(Outcome outcome) {
  switch (outcome) {
  case Outcome::Sat:
    return "sat";
  case Outcome::Unsat:
    return "unsat";
  case Outcome::Unknown:
    return "unknown";
  case Outcome::Error:
    return "error";
  }
  return "error";
}

/// floor(a / b) for b > 0.
static long long floorDiv(long long a, long long b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/// S_max = (|V| - 1) * max_e max(0, ceil((w_e + II - 1) / II)) + 1.
static long long stageHorizon(const Instance &inst, long long ii) {
  long long step = 0;
  for (const Instance::Dep &d : inst.deps) {
    long long w = d.latency - ii * d.distance;
    step = std::max(step, -floorDiv(-(w + ii - 1), ii));
  }
  long long n = inst.ops.size();
  return (n > 0 ? n - 1 : 0) * step + 1;
}

static Feasibility solve(const Instance &inst, long long ii,
                         unsigned timeoutMs) {
  Feasibility result;
  if (ii < 1 || ii > INT_MAX) {
    result.detail = "II out of range";
    return result;
  }
  z3::context ctx;
  z3::solver solver(ctx);
  z3::params params(ctx);
  params.set("timeout", timeoutMs);
  solver.set(params);

  size_t n = inst.ops.size();
  long long horizon = stageHorizon(inst, ii);
  std::vector<z3::expr> start;
  std::vector<std::vector<z3::expr>> onRow(n);
  for (size_t v = 0; v < n; ++v) {
    std::string id = std::to_string(v);
    z3::expr row = ctx.int_const(("r" + id).c_str());
    z3::expr stage = ctx.int_const(("s" + id).c_str());
    solver.add(row >= 0 && row < ctx.int_val(int64_t(ii)));
    solver.add(stage >= 0 && stage <= ctx.int_val(int64_t(horizon)));
    z3::expr_vector hot(ctx);
    for (long long rho = 0; rho < ii; ++rho) {
      z3::expr x = ctx.bool_const(("x" + id + "_" + std::to_string(rho)).c_str());
      solver.add(x == (row == ctx.int_val(int64_t(rho))));
      onRow[v].push_back(x);
      hot.push_back(x);
    }
    std::vector<int> ones(ii, 1);
    solver.add(z3::pbeq(hot, ones.data(), 1));
    start.push_back(ctx.int_val(int64_t(ii)) * stage + row);
  }
  for (const Instance::Dep &d : inst.deps)
    solver.add(start[d.dst] - start[d.src] >=
               ctx.int_val(int64_t(d.latency - ii * d.distance)));

  for (size_t r = 0; r < inst.capacities.size(); ++r) {
    // weight[v][d]: cycles of v's uses of r that land d rows after r_v.
    std::vector<std::vector<long long>> weight(n, std::vector<long long>(ii, 0));
    bool any = false;
    for (size_t v = 0; v < n; ++v)
      for (const Instance::Use &u : inst.ops[v].uses) {
        if (size_t(u.resource) != r)
          continue;
        any = true;
        long long laps = u.cycles / ii;
        for (long long k = 0; k < ii; ++k)
          weight[v][(u.offset + k) % ii] += laps + (k < u.cycles % ii);
      }
    if (!any)
      continue;
    for (long long rho = 0; rho < ii; ++rho) {
      z3::expr_vector terms(ctx);
      std::vector<int> coeffs;
      long long worst = 0;
      for (size_t v = 0; v < n; ++v)
        for (long long from = 0; from < ii; ++from) {
          long long w = weight[v][((rho - from) % ii + ii) % ii];
          if (w == 0)
            continue;
          if (w > INT_MAX)
            return Feasibility{Outcome::Error, {}, "use too long to encode"};
          terms.push_back(onRow[v][from]);
          coeffs.push_back(int(w));
          worst += w;
        }
      if (worst <= inst.capacities[r])
        continue; // cannot be exceeded
      if (inst.capacities[r] > INT_MAX)
        return Feasibility{Outcome::Error, {}, "capacity too large to encode"};
      solver.add(z3::pble(terms, coeffs.data(), int(inst.capacities[r])));
    }
  }

  switch (solver.check()) {
  case z3::unsat:
    result.outcome = Outcome::Unsat;
    return result;
  case z3::unknown:
    result.outcome = Outcome::Unknown;
    result.detail = solver.reason_unknown();
    return result;
  case z3::sat:
    break;
  }
  z3::model model = solver.get_model();
  for (size_t v = 0; v < n; ++v) {
    int64_t t = 0;
    if (!model.eval(start[v], true).is_numeral_i64(t)) {
      result.detail = "model value out of range";
      return result;
    }
    result.start.push_back(t);
  }
  // Shift whole stages so the earliest node lies in stage 0.
  long long first = result.start.empty()
                        ? 0
                        : *std::min_element(result.start.begin(),
                                            result.start.end());
  for (long long &t : result.start)
    t -= first - first % ii;
  // Test the checker against the encoding: a SAT model must be legal.
  Verdict verdict = checkLegal(inst, ii, result.start);
  if (!verdict.legal) {
    result.detail = "Z3 model fails the legality check: " + verdict.violation;
    return result;
  }
  result.outcome = Outcome::Sat;
  return result;
}

Feasibility tileiras::oracle::schedule::solveAtII(const Instance &inst,
                                                  long long ii,
                                                  unsigned timeoutMs) {
  std::string error = validate(inst);
  if (!error.empty())
    return Feasibility{Outcome::Error, {}, error};
  try {
    return solve(inst, ii, timeoutMs);
  } catch (const z3::exception &e) {
    return Feasibility{Outcome::Error, {}, std::string("z3: ") + e.msg()};
  } catch (...) {
    return Feasibility{Outcome::Error, {}, "unexpected exception in Z3"};
  }
}

Minimality tileiras::oracle::schedule::proveMinimal(const Instance &inst,
                                                    long long ii,
                                                    unsigned timeoutMs) {
  Minimality result;
  std::string error = validate(inst);
  if (!error.empty()) {
    result.detail = error;
    return result;
  }
  long long rec = recMII(inst);
  if (rec < 0) {
    result.detail = "a dependence cycle is infeasible at every II";
    return result;
  }
  result.lowerBound = std::max(resMII(inst), rec);
  bool unknown = false;
  for (long long candidate = result.lowerBound; candidate < ii; ++candidate) {
    Feasibility f = solveAtII(inst, candidate, timeoutMs);
    result.queries.push_back({candidate, f.outcome});
    if (f.outcome == Outcome::Error) {
      result.kind = Minimality::Error;
      result.detail = f.detail;
      return result;
    }
    if (f.outcome == Outcome::Sat) {
      result.kind = Minimality::NotMinimal;
      result.witnessII = candidate;
      result.witnessStart = f.start;
      return result;
    }
    if (f.outcome == Outcome::Unknown) {
      unknown = true;
      result.detail = "II " + std::to_string(candidate) + ": " + f.detail;
    }
  }
  result.kind = unknown ? Minimality::Unknown : Minimality::Proved;
  return result;
}
