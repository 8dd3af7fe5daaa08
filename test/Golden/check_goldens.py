#!/usr/bin/env python3
"""Checks golden/<kernel>/<target>.ptx against the current tileiras and ptxas.

For every golden file: recompile the kernel for its target exactly as
utils/update-goldens.py does (same flags, same pinned toolkit) and compare the PTX with
the golden; and assemble the golden with ptxas for its target (`-arch sm_90a` for sm_90
and newer, as the driver calls ptxas). Fails (status 1) on any difference, any kernel that
no longer compiles, and any ptxas rejection. Pairs without a golden that now compile are
reported as a note (with --strict, as a failure): the goldens should be regenerated. (Only
the --gap-targets are tried, sm_90 by default, to keep the test short.)

usage: check_goldens.py --bin-dir DIR --toolkit-ptxas PTXAS --ptxas PTXAS --work DIR
                        [--src-root DIR] [--golden-dir DIR] [--jobs N] [--strict]
                        [--gap-targets sm_90|all|none]
"""
import argparse
import concurrent.futures
import difflib
import importlib.util
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(HERE))


def load_update_goldens(src_root):
    path = os.path.join(src_root, "utils", "update-goldens.py")
    spec = importlib.util.spec_from_file_location("update_goldens", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def assemble(ptxas, golden, arch, out):
    cmd = [ptxas, "-arch", arch, "-O3", golden, "-o", out]
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return proc.returncode, (proc.stdout + proc.stderr).strip()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", required=True, help="directory holding our tileiras")
    ap.add_argument("--toolkit-ptxas", required=True,
                    help="ptxas of the toolkit the goldens were made with; its root "
                         "(../..) is the driver's CUDA_ROOT")
    ap.add_argument("--ptxas", required=True, help="ptxas that assembles the goldens")
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("--src-root", default=SRC_ROOT)
    ap.add_argument("--golden-dir")
    ap.add_argument("--bytecode-dir", help="where <kernel>.13.4.tilebc live (default: the corpus)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--strict", action="store_true",
                    help="fail when a pair without a golden now compiles")
    ap.add_argument("--gap-targets", default="sm_90",
                    help="targets on which the kernels without a golden are tried (comma-"
                         "separated, 'all', or 'none'; default sm_90)")
    args = ap.parse_args(argv)

    ug = load_update_goldens(args.src_root)
    tileiras = os.path.join(args.bin_dir, "tileiras")
    toolkit = os.path.dirname(os.path.dirname(os.path.abspath(args.toolkit_ptxas)))
    golden_dir = args.golden_dir or os.path.join(args.src_root, "golden")
    os.makedirs(args.work, exist_ok=True)
    kernels = ug.corpus_kernels(args.bytecode_dir or ug.bytecode_dir(args.src_root))
    goldens = ug.existing_goldens(golden_dir)
    failures = []

    unknown = [(k, t) for k, t in goldens if k not in kernels or t not in ug.TARGETS]
    for k, t in unknown:
        failures.append("%s/%s.ptx: no such corpus kernel or target; run utils/update-goldens.py"
                        % (k, t))
    goldens = [g for g in goldens if g not in unknown]
    have = set(goldens)
    gap_targets = {"all": ug.TARGETS, "none": []}.get(args.gap_targets,
                                                      args.gap_targets.split(","))
    gaps = [(k, t) for k in kernels for t in ug.TARGETS if t in gap_targets and (k, t) not in have]

    def compile_one(kt):
        k, t = kt
        return ug.compile_ptx(tileiras, kernels[k], t, toolkit, os.path.join(args.work, "compile"),
                              cwd=args.src_root)

    def assemble_one(kt):
        k, t = kt
        arch = ug.ptxas_arch(t)
        path = ug.golden_path(golden_dir, k, t)
        with open(path, encoding="utf-8", errors="replace") as f:
            m = re.search(r"^\s*\.target\s+([\w]+)", f.read(), re.M)
        if not m or m.group(1) != arch:
            return 1, ".target is %s, expected %s for --gpu-name %s" % (
                m.group(1) if m else "missing", arch, t)
        return assemble(args.ptxas, path, arch, os.path.join(args.work, "%s.%s.cubin" % (k, t)))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        compiled = dict(zip(goldens + gaps, pool.map(compile_one, goldens + gaps)))
        assembled = dict(zip(goldens, pool.map(assemble_one, goldens)))

    matched = 0
    changed = []
    for k, t in goldens:
        ptx, error = compiled[(k, t)]
        if error is not None:
            failures.append("%s/%s: golden exists but the kernel no longer compiles: %s"
                            % (k, t, error))
            changed.append((k, t))
            continue
        golden = open(ug.golden_path(golden_dir, k, t), encoding="utf-8").read()
        if ptx == golden:
            matched += 1
            continue
        changed.append((k, t))
        diff = list(difflib.unified_diff(golden.splitlines(), ptx.splitlines(),
                                         "golden/%s/%s.ptx" % (k, t), "now", lineterm="", n=2))
        print("GOLDEN MISMATCH: %s for %s (%d diff lines%s)" % (
            k, t, len(diff), ", first 40 shown" if len(diff) > 40 else ""))
        print("\n".join(diff[:40]))
        failures.append("%s/%s: PTX differs from the golden" % (k, t))

    assembled_ok = 0
    for k, t in goldens:
        rc, out = assembled[(k, t)]
        if rc == 0:
            assembled_ok += 1
            continue
        failures.append("%s/%s: ptxas -arch %s rejects the golden: %s" % (
            k, t, ug.ptxas_arch(t), out.splitlines()[0] if out else "status %d" % rc))

    newly = [(k, t) for k, t in gaps if compiled[(k, t)][1] is None]
    for k, t in newly:
        msg = "%s/%s: compiles now but has no golden" % (k, t)
        if args.strict:
            failures.append(msg)
        else:
            print("NOTE: " + msg)

    print("goldens compared: %d (%d match, %d differ)" % (len(goldens), matched, len(changed)))
    print("goldens assembled: %d (%d accepted by %s)" % (len(goldens), assembled_ok, args.ptxas))
    if gaps:
        print("pairs without a golden: %d (%d compile now)" % (len(gaps), len(newly)))
    if failures:
        print("\nFAILED:")
        for f in failures:
            print("  " + f)
    if changed or newly:
        ks = sorted({k for k, _ in changed + newly})
        ts = sorted({t for _, t in changed + newly}, key=ug.TARGETS.index)
        print("\nIf the change is intended, review the diffs above, then regenerate:\n"
              "  python3 utils/update-goldens.py --tileiras build/bin/tileiras --kernels %s "
              "--targets %s" % (",".join(ks), ",".join(ts)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
