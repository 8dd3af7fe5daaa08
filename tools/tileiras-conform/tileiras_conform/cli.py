"""tileiras-conform --tileiras PATH [--filter P]... [--json F] [--junit F] [--expectations F]"""
import argparse
import concurrent.futures
import os
import sys

from . import report
from .capabilities import probe
from .running import FAIL, run_test
from .suite import SuiteError, load_expectations, load_tests, select, suite_version

DEFAULT_SUITE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.realpath(__file__))))), "conformance")


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="tileiras-conform",
        description="Runs the tileiras conformance suite against a tileiras-compatible binary. "
                    "The binary runs in the caller's environment (set CUDA_HOME etc. as it needs).")
    p.add_argument("--tileiras", required=True, help="the binary under test")
    p.add_argument("--suite", default=DEFAULT_SUITE,
                   help="suite folder (default: conformance/ of this checkout); inputs are "
                        "relative to the folder above it")
    p.add_argument("--filter", action="append", default=[],
                   help="run only tests whose id matches this glob or contains this text (repeatable)")
    p.add_argument("--expectations", help="file of known failures: `TEST-ID-or-GLOB XFAIL reason` per line")
    p.add_argument("--json", help="write a JSON report here")
    p.add_argument("--junit", help="write a JUnit XML report here")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="tests run at once")
    p.add_argument("--timeout", type=float, default=300, help="seconds per test (default 300)")
    p.add_argument("--list", action="store_true", help="list the selected tests and exit")
    p.add_argument("-v", "--verbose", action="store_true", help="also explain XFAIL and UNSUPPORTED")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        tests = select(load_tests(args.suite), args.filter)
        expectations = load_expectations(args.expectations) if args.expectations else []
    except (SuiteError, OSError) as e:
        print(f"tileiras-conform: error: {e}", file=sys.stderr)
        return 2
    if args.list:
        for t in tests:
            print(t.id)
        return 0
    if not tests:
        print("tileiras-conform: error: no test matches the filter", file=sys.stderr)
        return 2
    binary = os.path.abspath(args.tileiras) if os.sep in args.tileiras else args.tileiras
    caps = probe(binary)
    if not caps.versions:
        print(f"tileiras-conform: error: {args.tileiras} --list-versions lists no bytecode version",
              file=sys.stderr)
        return 2
    source_root = os.path.dirname(os.path.abspath(args.suite))
    print(f"tileiras-conform: suite {suite_version(args.suite)}, {len(tests)} tests; binary: "
          f"{caps.version_text}; versions {' '.join(sorted(caps.versions))}; "
          f"{len(caps.gpus)} GPU targets", flush=True)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(
            lambda t: run_test(binary, t, caps, source_root, expectations, args.timeout), tests))
    sys.stdout.write(report.summary_text(results, args.verbose))
    if args.json:
        report.write_json(args.json, results, caps, args.tileiras, suite_version(args.suite))
    if args.junit:
        report.write_junit(args.junit, results, caps)
    return 1 if any(r.status == FAIL for r in results) else 0
