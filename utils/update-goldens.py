#!/usr/bin/env python3
"""Regenerates the golden PTX of the corpus kernels: golden/<kernel>/<tiers>.ptx.

Each kernel of test/Corpus (its 13.4 bytecode, test/Corpus/bytecode/<kernel>.13.4.tilebc;
the architecture-independent .13.4.noarch.tilebc for a kernel that has only that) is compiled
for every target with

    tileiras --gpu-name <target> -O3 --save-ptx <ptx> -o <tmp>.cubin <bytecode>

Targets are grouped in SM tiers (utils/goldens.py, TIERS): the targets of a tier must give
the same PTX but for the .version and .target lines, and the tier's golden is the PTX of its
first target that compiles. Tiers whose goldens agree but for those lines share one file,
named by the tiers joined with commas (`all` for every tier) and holding the first tier's
PTX; the others' files are removed. When two targets of one tier disagree, nothing is written: the
script names the kernel, the tier and the targets, shows the first differing lines and
prints the tier split the output supports (then TIERS is what to change).

A kernel x target that does not compile is listed in golden/README.md with the first line
of its error (a tier none of whose targets compile gets no golden); the script writes that
README and prints a table kernel x target.

The PTX depends on the toolkit the driver finds (libdevice is linked from next to ptxas), so
the toolkit is pinned: CUDA_ROOT is set to --toolkit, by default the pip `nvidia/cu13` of the
project's .venv (scripts/setup.sh pins it); test/Golden/golden.test uses the same one.

usage: utils/update-goldens.py --tileiras build/bin/tileiras [--kernels a,b] [--targets sm_90,...]
                               [--toolkit DIR] [--jobs N]
(--targets is widened to whole tiers.)

Other tools (test/GPU/run_corpus.py, bench/compile/run.py) load this file for the names of
utils/goldens.py, which it re-exports.
"""
import argparse
import difflib
import glob
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from goldens import *  # noqa: E402,F401,F403  (other tools load this file for these names)
from goldens import (BEGIN, END, ROOT, TARGETS, TIERS, TIER_OF, bytecode_dir,  # noqa: E402
                     compile_all, corpus_kernels, default_toolkit, existing_goldens,
                     golden_map, golden_name, golden_path, md_escape, normalize,
                     read_recorded_errors,
                     toolkit_description)


def status_table(kernels, targets, status):
    """Plain-text table kernel x target; status[(k, t)] is "ok", an error string or absent."""
    width = max([len("kernel")] + [len(k) for k in kernels])
    cols = [max(len(t), 5) for t in targets]
    lines = [("%-*s  %s" % (width, "kernel", "  ".join("%-*s" % (w, t) for w, t in zip(cols, targets)))).rstrip()]
    for k in kernels:
        cells = []
        for w, t in zip(cols, targets):
            s = status.get((k, t))
            cells.append("%-*s" % (w, "-" if s is None else "ok" if s == "ok" else "error"))
        lines.append(("%-*s  %s" % (width, k, "  ".join(cells))).rstrip())
    return lines


def group_errors(kernels, targets, status):
    """[(kernel, [targets], error)] with the targets sharing an error grouped."""
    rows = []
    for k in kernels:
        by_error = {}
        for t in targets:
            s = status.get((k, t))
            if s is not None and s != "ok":
                by_error.setdefault(s, []).append(t)
        for error, ts in by_error.items():
            rows.append((k, ts, error))
    return rows


def tier_table(kernels, status, where):
    """Plain-text table kernel x tier: which of the kernel's golden files holds the tier
    (1, 2, ...: tiers with the same number share a file), or why there is none."""
    width = max([len("kernel")] + [len(k) for k in kernels])
    lines = [("%-*s  %s" % (width, "kernel", "  ".join(TIERS))).rstrip()]
    for k in kernels:
        numbers, cells = {}, []
        for tier in TIERS:
            name = where.get((k, tier))
            if name is not None:
                cell = str(numbers.setdefault(name, len(numbers) + 1))
            else:
                states = [status.get((k, t)) for t in TIERS[tier]]
                cell = "-" if None in states or "ok" in states else "error"
            cells.append("%-*s" % (len(tier), cell))
        lines.append(("%-*s  %s" % (width, k, "  ".join(cells))).rstrip())
    return lines


def write_readme(path, kernels, status, where, tool_version, toolkit_line):
    ok = sum(1 for k in kernels for t in TARGETS if status.get((k, t)) == "ok")
    files = len(set((k, name) for (k, _), name in where.items()))
    tiers = ["| `%s` | %s |" % (tier, ", ".join(ts)) for tier, ts in TIERS.items()]
    lines = [
        "# Golden PTX",
        "",
        "`<kernel>/<tiers>.ptx` is the PTX our `tileiras` hands to ptxas for the 13.4 bytecode",
        "of a corpus kernel (`test/Corpus/bytecode/<kernel>.13.4.tilebc`, or `.13.4.noarch.tilebc`",
        "where only that exists) with `--gpu-name <target> -O3`, for every target of the SM",
        "tiers the file names:",
        "",
        "| tier | targets |",
        "|---|---|",
    ] + tiers + [
        "",
        "The targets of a tier give the same PTX but for the `.version` and `.target` lines, and",
        "tiers whose PTX is the same but for those lines share a file, named by the tiers joined",
        "with commas (`all`: every tier); the file is the whole PTX of its first tier's first",
        "target that compiles. Written by",
        "`utils/update-goldens.py` (which also writes this file, and refuses when two targets of",
        "a tier disagree); checked by `test/Golden/golden.test`, which compiles every kernel for",
        "every target, compares each with its tier's golden but for those two lines, and",
        "assembles it with ptxas for the target (`-arch sm_90a` for `sm_90` and newer).",
        "Why the tiers are split this way: `utils/goldens.py` (TIERS) and `docs/testing.md`.",
        "",
        "A golden is our own output: it guards against unintended changes, it does not say the",
        "PTX is right (the GPU tests in `test/GPU`, the emulation tests and the intent tests in",
        "`test/Golden/intent` do). When a change to the PTX is intended, review the diff the",
        "test prints, then regenerate (all kernels and targets, compiles in parallel):",
        "",
        "```sh",
        "python3 utils/update-goldens.py --tileiras build/bin/tileiras [--kernels a,b] [--targets sm_90]",
        "```",
        "",
        "Generated with: `%s`; toolkit (`CUDA_ROOT`): %s." % (tool_version, toolkit_line),
        "",
        "## State",
        "",
        "%d of %d kernel x target pairs compile (%d kernels, %d targets); %d golden files." % (
            ok, len(kernels) * len(TARGETS), len(kernels), len(TARGETS), files),
        "",
        "```",
    ] + tier_table(kernels, status, where) + [
        "```",
        "",
        "`1`, `2`, ...: the kernel's golden files, in the order of their first tier; tiers with",
        "the same number share a file. `error`: no target of the tier compiles (below); `-`: not",
        "generated yet.",
        "",
        "## Not compiled",
        "",
        "Kernel x target pairs that do not compile (`all`: every target), with the first line",
        "of the error (for a crash: the signal and the LLVM error or the crashing function).",
        "NVIDIA's tileiras 13.4 refuses the same pairs: `unsigned_floordiv` is invalid input",
        "(`test/Corpus/README.md`); `bitcast_fp8` and `fp8_matmul` before sm_89",
        "(\"unsupported type 'f8E4M3FN'\"; 13.4 refuses sm_89 too, where PTX has the f8",
        "conversions and mma.sync and we compile them, as 13.5 does); `fp8_e5m3`",
        "everywhere (\"unsupported type 'fnv8E5M3FNU'\"). A row",
        "not explained here is a gap in the lowering.",
        "",
        BEGIN,
        "| kernel | targets | error |",
        "|---|---|---|",
    ]
    for k, ts, error in group_errors(kernels, TARGETS, status):
        lines.append("| `%s` | %s | `%s` |" % (k, "all" if ts == TARGETS else " ".join(ts),
                                             md_escape(error).replace("`", "'")))
    lines += [END, ""]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def tool_version(tileiras):
    try:
        out = subprocess.run([tileiras, "--version"], capture_output=True, text=True).stdout
    except OSError as e:
        return "tileiras not runnable (%s)" % e
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    return lines[-1] if lines else "unknown"


def parse_list(text, allowed, what):
    if text is None:
        return list(allowed)
    items = [x for x in text.split(",") if x]
    bad = [x for x in items if x not in allowed]
    if bad:
        sys.exit("unknown %s: %s (known: %s)" % (what, ", ".join(bad), ", ".join(allowed)))
    return items


def supported_split(targets, bodies):
    """A coarsest grouping of targets (greedy, in order) in which every kernel's compiled
    targets agree; bodies: {(kernel, target): normalized ptx}."""
    kernels = {k for k, _ in bodies}

    def agree(t, u):
        return all(bodies[(k, t)] == bodies[(k, u)] for k in kernels
                   if (k, t) in bodies and (k, u) in bodies)

    groups = []
    for t in targets:
        group = next((g for g in groups if all(agree(t, u) for u in g)), None)
        if group is None:
            groups.append([t])
        else:
            group.append(t)
    return groups


def tier_disagreements(kernels, tiers, results):
    """[(kernel, tier, target a, target b, first differing lines)] where two compiled targets
    of one tier give different bodies."""
    out = []
    for k in kernels:
        for tier in tiers:
            done = [(t, normalize(results[(k, t)][0])) for t in TIERS[tier]
                    if results[(k, t)][1] is None]
            for t, body in done[1:]:
                if body != done[0][1]:
                    diff = [l for l in difflib.unified_diff(
                        done[0][1].splitlines(), body.splitlines(), done[0][0], t,
                        lineterm="", n=0) if not l.startswith(("---", "+++", "@@"))]
                    out.append((k, tier, done[0][0], t, diff[:6]))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tileiras", required=True, help="our tileiras binary")
    ap.add_argument("--kernels", help="comma-separated subset of the corpus kernels")
    ap.add_argument("--targets", help="comma-separated subset of: %s (widened to whole "
                    "tiers)" % ",".join(TARGETS))
    ap.add_argument("--toolkit", help="CUDA toolkit root for the driver (bin/ptxas, "
                    "nvvm/libdevice); default: the pip nvidia/cu13 of .venv")
    ap.add_argument("--golden-dir", default=os.path.join(ROOT, "golden"))
    ap.add_argument("--bytecode-dir", default=bytecode_dir(),
                    help="where <kernel>.13.4.tilebc live (default: the corpus)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)

    tileiras = os.path.abspath(args.tileiras)
    if not os.access(tileiras, os.X_OK):
        sys.exit("error: not an executable: " + args.tileiras)
    toolkit = args.toolkit or default_toolkit()
    if toolkit is None:
        sys.exit("error: no pip toolkit in .venv (run scripts/setup.sh) and no --toolkit given")
    toolkit = os.path.abspath(toolkit)
    all_kernels = corpus_kernels(args.bytecode_dir)
    kernels = parse_list(args.kernels, list(all_kernels), "kernel")
    tiers = [tier for tier in TIERS
             if set(TIERS[tier]) & set(parse_list(args.targets, TARGETS, "target"))]
    targets = [t for t in TARGETS if TIER_OF[t] in tiers]
    golden_dir = os.path.abspath(args.golden_dir)
    readme = os.path.join(golden_dir, "README.md")

    # What is known about the pairs this run does not redo.
    status = {}
    recorded = read_recorded_errors(readme)
    old_map, _ = golden_map(golden_dir)
    for k in all_kernels:
        for t in TARGETS:
            if (k, t) in recorded:
                status[(k, t)] = recorded[(k, t)]
            elif (k, TIER_OF[t]) in old_map:
                status[(k, t)] = "ok"

    jobs = [(k, t) for k in kernels for t in targets]
    with tempfile.TemporaryDirectory(prefix="goldens.") as work:
        results = compile_all(tileiras, jobs, all_kernels, toolkit, work, args.jobs)

    disagreements = tier_disagreements(kernels, tiers, results)
    if disagreements:
        for k, tier, a, b, diff in disagreements:
            print("error: %s: targets %s and %s of tier %s give different PTX bodies:"
                  % (k, a, b, tier), file=sys.stderr)
            print("\n".join("    " + l for l in diff), file=sys.stderr)
        split = supported_split(targets, {kt: normalize(r[0]) for kt, r in results.items()
                                          if r[1] is None})
        print("\nNothing written: the tier split (TIERS in utils/goldens.py) is wrong for this "
              "output. A split it supports (of the targets and kernels compiled):\n  %s"
              % "  |  ".join(" ".join(g) for g in split), file=sys.stderr)
        return 1

    written = unchanged = removed = 0
    for k in kernels:
        # Each tier's PTX: compiled now, or (a tier this run does not redo) its golden.
        texts = {}
        for tier in TIERS:
            if tier in tiers:
                for t in TIERS[tier]:
                    status[(k, t)] = "ok" if results[(k, t)][1] is None else results[(k, t)][1]
                done = [results[(k, t)][0] for t in TIERS[tier] if results[(k, t)][1] is None]
                if done:
                    texts[tier] = done[0]
            elif (k, tier) in old_map:
                with open(golden_path(golden_dir, k, old_map[(k, tier)]), encoding="utf-8") as f:
                    texts[tier] = f.read()
        # Tiers whose PTX agrees but for the header share one file.
        groups = {}
        for tier, text in texts.items():
            groups.setdefault(normalize(text), []).append(tier)
        wanted = {golden_name(ts): texts[ts[0]] for ts in groups.values()}
        for name, text in wanted.items():
            path = golden_path(golden_dir, k, name)
            old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if old == text:
                unchanged += 1
                continue
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            written += 1
        for kk, name in existing_goldens(golden_dir):
            if kk == k and name not in wanted:
                os.unlink(golden_path(golden_dir, k, name))
                removed += 1

    # Goldens of kernels that no longer exist.
    for k, name in existing_goldens(golden_dir):
        if k not in all_kernels:
            os.unlink(golden_path(golden_dir, k, name))
            removed += 1
    for d in glob.glob(os.path.join(golden_dir, "*")):
        if os.path.isdir(d) and not os.listdir(d):
            os.rmdir(d)

    all_names = list(all_kernels)
    where = "pip `nvidia/cu13` of `.venv`" if toolkit == default_toolkit() else "given with --toolkit"
    write_readme(readme, all_names, status, golden_map(golden_dir)[0], tool_version(tileiras),
                 where + ", " + toolkit_description(toolkit))

    shown = [k for k in all_names if k in kernels]
    print("\n".join(status_table(shown, targets, status)))
    errors = group_errors(shown, targets, status)
    if errors:
        print("\ncompile errors (first line):")
        for k, ts, error in errors:
            where = "all targets" if ts == targets and len(targets) > 1 else " ".join(ts)
            print("  %s (%s): %s" % (k, where, error))
    ok = sum(1 for k, t in jobs if status[(k, t)] == "ok")
    print("\n%d of %d kernel x target compiled; golden files: %d written, %d unchanged, "
          "%d removed; %s updated" % (ok, len(jobs), written, unchanged, removed,
                                      os.path.relpath(readme, os.getcwd())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
