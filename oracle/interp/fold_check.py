#!/usr/bin/env python3
"""Fold and canonicalization validation with the reference interpreter.

For every `testing$func` in the canonicalization tests and in randomly
generated programs, runs the function before and after
`tileiras-opt --canonicalize` on the same random inputs and compares the
results bit for bit. Allowed differences: NaN payloads (both print "nan")
and poison before the rewrite (a rewrite may refine poison to a value).
A source run that hits undefined behaviour is skipped and counted.

usage: fold_check.py BIN_DIR SRC_ROOT [--seeds N] [--random N] [--seed S]
       fold_check.py BIN_DIR SRC_ROOT --pair BEFORE AFTER [--seeds N]

--pair compares two hand-written files function by function instead of a
program and its canonicalization; --inject-bug breaks every canonicalized
program (swaps subf operands and select arms). Both show that a wrong
rewrite is reported: the script then prints MISMATCH and exits 1.
"""
import argparse
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

FUNC_RE = re.compile(r"testing\$func @([\w$]+)\(([^)]*)\)")


def chunks_of(path):
    text = open(path).read()
    return [c for c in text.split("// -----") if "testing$func" in c]


def runnable(args_text):
    # Function mode passes tiles of numbers only.
    return "ptr<" not in args_text and "view" not in args_text and "token" not in args_text


def run(binary, path, func, seed):
    p = subprocess.run([binary, path, "--func", func, "--random-seed", str(seed),
                        "--hex", "--max-steps", "100000"],
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def results(stdout):
    out = {}
    for line in stdout.splitlines():
        if line.startswith("result #"):
            k, v = line.split(" = ", 1)
            out[k] = re.findall(r"poison|nan|0x[0-9a-f]+|true|false|-?\d+", v)
    return out


def refines(before, after):
    if before.keys() != after.keys():
        return False
    for k in before:
        if len(before[k]) != len(after[k]):
            return False
        for b, a in zip(before[k], after[k]):
            if b != "poison" and a != b:
                return False
    return True


INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori"]
FLT_BIN = ["addf", "subf", "mulf", "divf", "maxf", "minf"]


def random_for(rng, v, fresh, ints):
    """A counted loop carrying a tile<4xi32>: acc = acc OP x per iteration."""
    lb, ub, st, acc, n = fresh(), fresh(), fresh(), fresh(), fresh()
    lo = rng.choice([0, 1])
    return ["%s = constant <i32: %d> : tile<i32>" % (lb, lo),
            "%s = constant <i32: %d> : tile<i32>" % (ub, lo + rng.choice([0, 1, 3])),
            "%s = constant <i32: %d> : tile<i32>" % (st, rng.choice([1, 2])),
            "%s = for %%iv in (%s to %s, step %s) : tile<i32> iter_values(%s = %s) -> (tile<4xi32>) {\n"
            "      %s = %s %s, %s : tile<4xi32>\n      continue %s : tile<4xi32>\n    }"
            % (v, lb, ub, st, acc, rng.choice(ints), n, rng.choice(["addi", "xori", "muli", "subi"]),
               acc, rng.choice(ints), n)]


def random_reduce(rng, v, fresh, ints, flts):
    """A reduce of a 4-element tile, broadcast back to 4 elements."""
    r, rs = fresh(), fresh()
    if rng.random() < 0.5:
        op, ident = rng.choice([("addi", "0"), ("maxi", "-2147483648"), ("xori", "0")])
        extra = " signed" if op == "maxi" else ""
        src, ty, out = rng.choice(ints), "i32", ints
    else:
        op, ident = rng.choice([("addf", "0.0"), ("addf", "-0.0"), ("maxf", "0xFF800000")])
        extra, src, ty, out = "", rng.choice(flts), "f32", flts
    lines = ["%s = reduce %s dim=0 identities=[%s : %s] : tile<4x%s> -> tile<%s>\n"
             "    (%%p: tile<%s>, %%q: tile<%s>) {\n      %%s = %s %%p, %%q%s : tile<%s>\n"
             "      yield %%s : tile<%s>\n    }"
             % (r, src, ident, ty, ty, ty, ty, ty, op, extra, ty, ty),
             "%s = reshape %s : tile<%s> -> tile<1x%s>" % (rs, r, ty, ty),
             "%s = broadcast %s : tile<1x%s> -> tile<4x%s>" % (v, rs, ty, ty)]
    out.append(v)
    return lines


def random_program(rng, idx):
    """A straight-line function over tile<4xi32>/tile<4xf32> that mixes
    arguments and constants so that folds and patterns have work to do."""
    lines, ints, flts, bools = [], ["%a", "%b"], ["%x", "%y"], []
    n = 0

    def fresh():
        nonlocal n
        n += 1
        return "%%v%d" % n
    for _ in range(rng.randint(3, 10)):
        kind = rng.random()
        v = fresh()
        if kind < 0.15:
            c = rng.choice([0, 1, -1, 2, 7, 2147483647])
            lines.append("%s = constant <i32: %d> : tile<4xi32>" % (v, c))
            ints.append(v)
        elif kind < 0.25:
            c = rng.choice(["0.0", "1.0", "-1.0", "0.5", "-0.0"])
            lines.append("%s = constant <f32: %s> : tile<4xf32>" % (v, c))
            flts.append(v)
        elif kind < 0.45:
            op = rng.choice(INT_BIN)
            ovf = rng.choice(["", "", " overflow<no_signed_wrap>"]) if op in ("addi", "subi", "muli") else ""
            lines.append("%s = %s %s, %s%s : tile<4xi32>" % (v, op, rng.choice(ints), rng.choice(ints), ovf))
            ints.append(v)
        elif kind < 0.65:
            op = rng.choice(FLT_BIN)
            lines.append("%s = %s %s, %s : tile<4xf32>" % (v, op, rng.choice(flts), rng.choice(flts)))
            flts.append(v)
        elif kind < 0.75:
            pred = rng.choice(["equal", "less_than", "greater_than_or_equal"])
            lines.append("%s = cmpi %s %s, %s, %s : tile<4xi32> -> tile<4xi1>" % (
                v, pred, rng.choice(ints), rng.choice(ints), rng.choice(["signed", "unsigned"])))
            bools.append(v)
        elif kind < 0.85 and bools:
            c = rng.choice(bools)
            if rng.random() < 0.5:
                t = fresh()
                lines.append("%s = constant <i1: %s> : tile<4xi1>" % (t, rng.choice(["true", "false"])))
                c = t
            lines.append("%s = select %s, %s, %s : tile<4xi1>, tile<4xi32>" % (v, c, rng.choice(ints), rng.choice(ints)))
            ints.append(v)
        elif kind < 0.88:
            lines.extend(random_for(rng, v, fresh, ints))
            ints.append(v)
        elif kind < 0.91 and bools:
            # An if on a computed condition: element 0 of a cmpi result.
            e, c, z = fresh(), fresh(), fresh()
            lines.append("%s = constant <i32: 0> : tile<i32>" % z)
            lines.append("%s = extract %s[%s] : tile<4xi1> -> tile<1xi1>" % (e, rng.choice(bools), z))
            lines.append("%s = reshape %s : tile<1xi1> -> tile<i1>" % (c, e))
            lines.append("%s = if %s -> (tile<4xi32>) {\n      yield %s : tile<4xi32>\n    } else {\n      yield %s : tile<4xi32>\n    }"
                         % (v, c, rng.choice(ints), rng.choice(ints)))
            ints.append(v)
        elif kind < 0.94:
            lines.extend(random_reduce(rng, v, fresh, ints, flts))
        else:
            c = fresh()
            lines.append("%s = constant <i1: %s> : tile<i1>" % (c, rng.choice(["true", "false"])))
            lines.append("%s = if %s -> (tile<4xf32>) {\n      yield %s : tile<4xf32>\n    } else {\n      yield %s : tile<4xf32>\n    }"
                         % (v, c, rng.choice(flts), rng.choice(flts)))
            flts.append(v)
    body = "\n    ".join(lines)
    return ("cuda_tile.module @m {\n  testing$func @rand%d(%%a: tile<4xi32>, %%b: tile<4xi32>, "
            "%%x: tile<4xf32>, %%y: tile<4xf32>) -> (tile<4xi32>, tile<4xf32>) {\n    %s\n"
            "    return %s, %s : tile<4xi32>, tile<4xf32>\n  }\n}\n"
            % (idx, body, ints[-1], flts[-1]))


SUBF_RE = re.compile(r"subf (%[\w]+), (%[\w]+)")
SELECT_RE = re.compile(r"select (%[\w]+), (%[\w]+), (%[\w]+)")


def inject_bug(text):
    """A known-wrong rewrite: x - y becomes y - x, select swaps its arms."""
    text = SUBF_RE.sub(r"subf \2, \1", text)
    return SELECT_RE.sub(r"select \1, \3, \2", text)


def compare(run_bin, name, before, after, text, seeds, stats):
    """Runs every function of `text` from both files on the same inputs."""
    for fn, args in FUNC_RE.findall(text):
        if not runnable(args):
            stats["unsupported"] += 1
            continue
        stats["functions"] += 1
        for s in range(seeds):
            rb, ob, eb = run(run_bin, before, fn, s)
            if rb != 0:
                if "no rule" in eb or "cannot be given" in eb:
                    stats["unsupported"] += 1
                    break
                stats["ub_skipped"] += 1
                continue
            ra, oa, ea = run(run_bin, after, fn, s)
            stats["cases"] += 1
            if ra != 0 or not refines(results(ob), results(oa)):
                stats["mismatches"] += 1
                print("MISMATCH %s @%s seed %d\n  before: %s\n  after: %s %s" % (
                    name, fn, s, ob.strip(), oa.strip(), ea.strip()))


def report(stats):
    print("fold-check: %(functions)d functions, %(cases)d cases compared, "
          "%(changed)d programs changed by canonicalize, %(ub_skipped)d UB runs skipped, "
          "%(unsupported)d not runnable, %(mismatches)d mismatches" % stats)
    return 1 if stats["mismatches"] else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin_dir")
    ap.add_argument("src_root")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--random", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pair", nargs=2, metavar=("BEFORE", "AFTER"))
    ap.add_argument("--inject-bug", action="store_true")
    ap.add_argument("--only-random", action="store_true",
                    help="skip the canonicalization test files")
    a = ap.parse_args()
    run_bin = os.path.join(a.bin_dir, "tileiras-run")
    opt_bin = os.path.join(a.bin_dir, "tileiras-opt")
    stats = dict(functions=0, cases=0, ub_skipped=0, mismatches=0, unsupported=0, changed=0)
    if a.pair:
        compare(run_bin, "pair", a.pair[0], a.pair[1], open(a.pair[0]).read(), a.seeds, stats)
        return report(stats)
    rng = random.Random(a.seed)
    programs = []
    canon = "" if a.only_random else "test/Dialect/CudaTile/canonicalize*.mlir"
    for path in sorted(glob.glob(os.path.join(a.src_root, canon)) if canon else []):
        for i, c in enumerate(chunks_of(path)):
            programs.append(("%s#%d" % (os.path.basename(path), i), c))
    for i in range(a.random):
        programs.append(("random#%d" % i, random_program(rng, i)))
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in programs:
            before = os.path.join(tmp, "before.mlir")
            after = os.path.join(tmp, "after.mlir")
            open(before, "w").write(text)
            p = subprocess.run([opt_bin, before, "--canonicalize", "-o", after],
                               capture_output=True, text=True)
            if p.returncode != 0:
                print("FAIL %s: tileiras-opt: %s" % (name, p.stderr.strip()))
                stats["mismatches"] += 1
                continue
            if a.inject_bug:
                broken = inject_bug(open(after).read())
                open(after, "w").write(broken)
            if open(after).read() != subprocess.run([opt_bin, before, "-o", "-"],
                                                    capture_output=True, text=True).stdout:
                stats["changed"] += 1
            compare(run_bin, name, before, after, text, a.seeds, stats)
    return report(stats)


if __name__ == "__main__":
    sys.exit(main())
