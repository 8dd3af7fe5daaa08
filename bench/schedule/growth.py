#!/usr/bin/env python3
"""Reports how scheduling time grows with graph size.

Runs schedule-bench (or reads its --benchmark_format=json output) and prints,
per engine, time per size, the ratio to the previous size and the local
exponent log(t2/t1)/log(n2/n1) (1 = linear, 2 = quadratic).

usage: growth.py BENCH_BINARY [extra benchmark flags]
       growth.py --json RESULTS.json
"""
import json
import math
import subprocess
import sys


def load(argv):
    if argv[0] == "--json":
        with open(argv[1]) as f:
            return json.load(f)
    out = subprocess.run([argv[0], "--benchmark_format=json"] + argv[1:],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main(argv):
    if not argv:
        sys.exit(__doc__)
    data = load(argv)
    engines = {}
    for b in data["benchmarks"]:
        engine, size = b["name"].split("/")[1:3]
        ms = b["real_time"] * {"ms": 1, "us": 1e-3, "ns": 1e-6, "s": 1e3}[b["time_unit"]]
        engines.setdefault(engine, []).append(
            (int(size), ms, int(b.get("ii", 0)), int(b.get("mii", 0))))
    for engine, rows in engines.items():
        print("%s:" % engine)
        print("  %6s %12s %8s %9s %6s %6s" % ("nodes", "time (ms)", "ratio", "exponent", "II", "MII"))
        prev = None
        for n, ms, ii, mii in sorted(rows):
            if prev:
                ratio = ms / prev[1]
                exp = math.log(ratio) / math.log(n / prev[0])
                print("  %6d %12.3f %8.2f %9.2f %6d %6d" % (n, ms, ratio, exp, ii, mii))
            else:
                print("  %6d %12.3f %8s %9s %6d %6d" % (n, ms, "-", "-", ii, mii))
            prev = (n, ms)


if __name__ == "__main__":
    main(sys.argv[1:])
