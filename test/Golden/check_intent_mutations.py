#!/usr/bin/env python3
"""Shows that every intent test (test/Golden/intent/*.test) fails when what it checks is gone.

For each FileCheck run of an intent test (a check prefix on the PTX of one target), and for
each of its directives in turn:
  - a positive one (CHECK, -NEXT, -SAME, -DAG, -LABEL): every PTX line its pattern matches
    is deleted;
  - a CHECK-NOT: a line its pattern matches is inserted where the directive applies (after
    the line the positive directive before it matched, or at the top);
then FileCheck runs on the mutated PTX and must FAIL. The unmutated PTX must pass first.

The PTX is not compiled again: it is the golden of the target's tier
(golden/<kernel>/<tiers>.ptx, with the .target line set to the target's arch, the one
line besides .version in which a tier's targets differ; intent tests do not check
.version), which test/Golden/golden.test proves equal to what tileiras emits now. With
--tileiras the PTX is compiled instead (one compile per kernel and target).

Prints "mutations: N, all detected" (status 0), or each mutation FileCheck did not
notice (status 1).

usage: check_intent_mutations.py --filecheck FILECHECK [--tests DIR] [--src-root DIR]
                                 [--tileiras BIN --toolkit DIR] [--work DIR] [--jobs N]
"""
import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(HERE))

COMPILE_RE = re.compile(r"--gpu-name\s+(\S+).*--save-ptx\s+%t/(\S+)\s.*%corpus_bc/(\w+)\.13\.4"
                        r"(?:\.noarch)?\.tilebc")
FILECHECK_RE = re.compile(r"\bFileCheck\s+%s\b(.*)$")
POSITIVE = ("", "-NEXT", "-SAME", "-DAG", "-LABEL")


def run_lines(text):
    """The RUN: commands of a lit test, continuation lines joined."""
    cmds, cur = [], ""
    for line in text.splitlines():
        m = re.search(r"RUN:\s?(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        cmds.append(cur + part)
        cur = ""
    return cmds


def parse_test(path):
    """[(prefix, target, kernel)]: each FileCheck run with the compile that made its input."""
    text = open(path, encoding="utf-8").read()
    made = {}
    runs = []
    for cmd in run_lines(text):
        m = COMPILE_RE.search(cmd)
        if m and "tileiras" in cmd:
            made[m.group(2)] = (m.group(1), m.group(3))
            continue
        m = FILECHECK_RE.search(cmd)
        if not m:
            continue
        opts = m.group(1)
        prefix = re.search(r"--check-prefix[= ](\w[\w-]*)", opts)
        infile = re.search(r"(?:--input-file[= ]|<\s*)%t/(\S+)", opts)
        if re.search(r"--check-prefixes|--implicit-check-not", opts) or not infile:
            raise SystemExit("%s: FileCheck run not understood (use one --check-prefix and "
                             "--input-file %%t/<target>.ptx): %s" % (path, cmd))
        if infile.group(1) not in made:
            raise SystemExit("%s: %s is not written by a tileiras run above" % (path, infile.group(1)))
        target, kernel = made[infile.group(1)]
        runs.append((prefix.group(1) if prefix else "CHECK", target, kernel))
    return text, runs


def directives(text, prefix):
    """[(line number, kind, pattern)] for prefix, kind '' for plain CHECK."""
    out = []
    pat = re.compile(r"(?<![\w-])%s(-NOT|-NEXT|-SAME|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:(.*)$"
                     % re.escape(prefix))
    for i, line in enumerate(text.splitlines(), 1):
        m = pat.search(line)
        if m:
            out.append((i, m.group(1) or "", m.group(2).strip()))
    return out


def to_regex(pattern):
    """A Python regex for a FileCheck pattern: {{re}} and [[VAR:re]] as regexes, [[VAR]] as
    anything, literal text escaped, runs of blanks as runs of blanks (FileCheck compares
    horizontal whitespace canonically)."""
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("{{", i):
            j = pattern.index("}}", i + 2)
            out += "(?:%s)" % pattern[i + 2:j]
            i = j + 2
        elif pattern.startswith("[[", i):
            j = pattern.index("]]", i + 2)
            body = pattern[i + 2:j]
            out += "(?:%s)" % body.split(":", 1)[1] if ":" in body else ".*?"
            i = j + 2
        elif pattern[i] in " \t":
            while i < len(pattern) and pattern[i] in " \t":
                i += 1
            out += "[ \\t]+"
        else:
            out += re.escape(pattern[i])
            i += 1
    return re.compile(out)


def example_line(pattern):
    """A PTX line a CHECK-NOT pattern matches: the pattern with its regex parts dropped."""
    text = re.sub(r"\{\{.*?\}\}|\[\[.*?\]\]", "", pattern)
    return text if to_regex(pattern).search(text) else None


def insertion_point(lines, checks, index):
    """Where a line breaks the CHECK-NOT checks[index]: after the line matched by the last
    positive directive before it (sequential matching as FileCheck does), else the top."""
    cursor, last = 0, None
    for _, kind, pattern in checks[:index]:
        if kind not in POSITIVE:
            continue
        rx = to_regex(pattern)
        start = last if kind == "-SAME" and last is not None else cursor
        hit = next((n for n in range(start, len(lines)) if rx.search(lines[n])), None)
        if hit is None:
            return None
        if kind == "-DAG":
            last = hit if last is None else max(last, hit)
        else:
            last = hit
        cursor = last + 1
    return 0 if last is None else last + 1


def filecheck(fc, test, prefix, ptx_text, work):
    fd, path = tempfile.mkstemp(suffix=".ptx", dir=work)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(ptx_text)
    try:
        proc = subprocess.run([fc, test, "--check-prefix=" + prefix, "--input-file", path],
                              capture_output=True, text=True)
        return proc.returncode
    finally:
        os.unlink(path)


def golden_ptx(g, golden_dir, where, kernel, target):
    name = where.get((kernel, g.TIER_OF[target]))
    if name is None:
        return None, "no golden for tier %s (run utils/update-goldens.py)" % g.TIER_OF[target]
    text = open(g.golden_path(golden_dir, kernel, name), encoding="utf-8").read()
    return re.sub(r"^(\s*\.target\s+)\w+", lambda m: m.group(1) + g.ptxas_arch(target), text,
                  count=1, flags=re.M), None


def mutate_run(fc, test, text, prefix, target, ptx, work):
    """[(description, detected)] for one FileCheck run; raises on a bad baseline."""
    name = os.path.basename(test)
    if filecheck(fc, test, prefix, ptx, work) != 0:
        raise RuntimeError("%s: %s fails on the unmutated PTX of %s (a wrong check, or "
                           "goldens older than the build)" % (name, prefix, target))
    lines = ptx.splitlines()
    checks = directives(text, prefix)
    out = []
    for idx, (lineno, kind, pattern) in enumerate(checks):
        where = "%s:%d %s%s: %s (%s)" % (name, lineno, prefix, kind, pattern, target)
        rx = to_regex(pattern)
        if kind in POSITIVE:
            kept = [l for l in lines if not rx.search(l)]
            if len(kept) == len(lines):
                out.append((where + ": pattern matches no PTX line", False))
                continue
            mutated = kept
        elif kind == "-NOT":
            line, at = example_line(pattern), insertion_point(lines, checks, idx)
            if line is None or at is None:
                out.append((where + ": cannot build a line that matches it", False))
                continue
            mutated = lines[:at] + [line] + lines[at:]
        else:
            out.append((where + ": directive kind not supported here", False))
            continue
        rc = filecheck(fc, test, prefix, "\n".join(mutated) + "\n", work)
        out.append((where, rc != 0))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--filecheck", required=True)
    ap.add_argument("--tests", default=os.path.join(HERE, "intent"))
    ap.add_argument("--src-root", default=SRC_ROOT)
    ap.add_argument("--golden-dir")
    ap.add_argument("--tileiras", help="compile the PTX with this tileiras instead of "
                    "reading the goldens")
    ap.add_argument("--toolkit", help="CUDA_ROOT for --tileiras (default: the pip toolkit)")
    ap.add_argument("--work", help="scratch directory (default: a temporary one)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)

    sys.path.insert(0, os.path.join(args.src_root, "utils"))
    import goldens as g
    golden_dir = args.golden_dir or os.path.join(args.src_root, "golden")
    work = args.work or tempfile.mkdtemp(prefix="intent-mutations.")
    os.makedirs(work, exist_ok=True)

    tests = sorted(glob.glob(os.path.join(args.tests, "*.test")))
    plan = []
    for test in tests:
        text, runs = parse_test(test)
        plan += [(test, text, prefix, target, kernel) for prefix, target, kernel in runs]

    pairs = sorted({(kernel, target) for _, _, _, target, kernel in plan})
    if args.tileiras:
        kernels = g.corpus_kernels(g.bytecode_dir(args.src_root))
        toolkit = args.toolkit or g.default_toolkit(args.src_root)
        ptx = g.compile_all(os.path.abspath(args.tileiras), pairs, kernels, toolkit,
                            os.path.join(work, "compile"), args.jobs, cwd=args.src_root)
    else:
        where, _ = g.golden_map(golden_dir)
        ptx = {kt: golden_ptx(g, golden_dir, where, *kt) for kt in pairs}

    errors, results = [], []

    def one(item):
        test, text, prefix, target, kernel = item
        source, error = ptx[(kernel, target)]
        if error is not None:
            raise RuntimeError("%s: no PTX for %s on %s: %s"
                               % (os.path.basename(test), kernel, target, error))
        return mutate_run(args.filecheck, test, text, prefix, target, source, work)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(one, item) for item in plan]
        for fut in futures:
            try:
                results += fut.result()
            except RuntimeError as e:
                errors.append(str(e))

    survived = [d for d, detected in results if not detected]
    print("intent tests: %d, FileCheck runs: %d, kernel x target: %d"
          % (len(tests), len(plan), len(pairs)))
    if survived or errors:
        for e in errors:
            print("ERROR: " + e)
        for d in survived:
            print("NOT DETECTED: " + d)
        print("mutations: %d, %d not detected, %d runs not checked"
              % (len(results), len(survived), len(errors)))
        return 1
    print("mutations: %d, all detected" % len(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
