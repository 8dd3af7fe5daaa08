#!/usr/bin/env python3
"""Runs tileiras-sched verify and prove-min on every <stem>.problem.json /
<stem>.schedule.json pair under a directory (the pipelining pass's
dump-schedules output) and prints one line per loop and a summary."""
import argparse
import pathlib
import subprocess
import sys


def run(sched, *args):
    done = subprocess.run([sched, *args], capture_output=True, text=True)
    return done.returncode, (done.stdout + done.stderr).strip()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sched", required=True)
    parser.add_argument("root")
    args = parser.parse_args()
    loops = legal = minimal = 0
    for problem in sorted(pathlib.Path(args.root).rglob("*.problem.json")):
        schedule = problem.with_name(problem.name.replace(".problem.json", ".schedule.json"))
        loops += 1
        verified, verify_text = run(args.sched, "verify", str(problem), str(schedule))
        proved, prove_text = run(args.sched, "prove-min", str(problem), str(schedule))
        is_legal = verified == 0
        is_minimal = proved == 0 and prove_text.startswith("MINIMAL")
        legal += is_legal
        minimal += is_minimal
        print("%s/%s: %s, %s" % (problem.parent.name, problem.name.split(".")[0][:24],
                                 "legal" if is_legal else "ILLEGAL: " + verify_text,
                                 "MINIMAL" if is_minimal else "NOT MINIMAL: " + prove_text))
    print("loops: %d, legal: %d, minimal: %d" % (loops, legal, minimal))
    return 0 if loops and loops == legal == minimal else 1


if __name__ == "__main__":
    sys.exit(main())
