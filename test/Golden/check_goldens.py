#!/usr/bin/env python3
"""Checks golden/<kernel>/<tiers>.ptx against the current tileiras and ptxas.

Every corpus kernel is compiled for every target exactly as utils/update-goldens.py does
(same flags, same pinned toolkit, utils/goldens.py). Each target's PTX must equal its
tier's golden but for the .version and .target lines, its .target must be the arch the
driver gives ptxas, and ptxas must assemble it for that arch (`-arch sm_90a` for sm_90 and
newer). Fails (status 1) on any difference (naming kernel and target), a target that no
longer compiles while golden/README.md does not record it as an error, any ptxas
rejection, and any golden file whose name is no list of tiers of a corpus kernel, or
that repeats a tier. A pair that compiles
but has no golden (recorded as an error, or a tier without a file) is a note, with
--strict a failure: the goldens should be regenerated.

usage: check_goldens.py --bin-dir DIR --toolkit-ptxas PTXAS --ptxas PTXAS --work DIR
                        [--src-root DIR] [--golden-dir DIR] [--jobs N] [--strict]
"""
import argparse
import concurrent.futures
import difflib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(HERE))


# A kernel may declare this much static shared memory without ptxas's
# --enable-extended-smem (spec/targets.json static_shared_bytes_per_block).
STATIC_SHARED_LIMIT = 48 * 1024
SHARED_DECL = re.compile(r"^\s*\.shared\s+\.align\s+(\d+)\s+\.[bsuf](\d+)\s+\w+\[(\d+)\]", re.M)


def static_shared_bytes(ptx):
    """The PTX's static .shared bytes, each variable at its alignment (as the driver
    counts them, src/Driver/Toolkit.cpp)."""
    total = 0
    for align, bits, count in SHARED_DECL.findall(ptx):
        total = -(-total // int(align)) * int(align) + int(count) * int(bits) // 8
    return total


def assemble(ptxas, ptx_path, arch, out):
    cmd = [ptxas, "-arch", arch, "-O3", ptx_path, "-o", out]
    # The driver's flag past 48 KiB (docs/lowering.md, "More than 48 KiB of shared memory").
    if static_shared_bytes(open(ptx_path).read()) > STATIC_SHARED_LIMIT:
        cmd.insert(1, "--enable-extended-smem=true")
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return proc.returncode, (proc.stdout + proc.stderr).strip()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", required=True, help="directory holding our tileiras")
    ap.add_argument("--toolkit-ptxas", required=True,
                    help="ptxas of the toolkit the goldens were made with; its root "
                         "(../..) is the driver's CUDA_ROOT")
    ap.add_argument("--ptxas", required=True, help="ptxas that assembles each target's PTX")
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("--src-root", default=SRC_ROOT)
    ap.add_argument("--golden-dir")
    ap.add_argument("--bytecode-dir", help="where <kernel>.13.4.tilebc live (default: the corpus)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--strict", action="store_true",
                    help="fail when a pair without a golden now compiles")
    args = ap.parse_args(argv)

    sys.path.insert(0, os.path.join(args.src_root, "utils"))
    import goldens as g

    tileiras = os.path.join(args.bin_dir, "tileiras")
    toolkit = os.path.dirname(os.path.dirname(os.path.abspath(args.toolkit_ptxas)))
    golden_dir = args.golden_dir or os.path.join(args.src_root, "golden")
    os.makedirs(args.work, exist_ok=True)
    kernels = g.corpus_kernels(args.bytecode_dir or g.bytecode_dir(args.src_root))
    recorded = g.read_recorded_errors(os.path.join(golden_dir, "README.md"))
    failures = []

    files = g.existing_goldens(golden_dir)
    where, problems = g.golden_map(golden_dir)
    failures += problems
    for k, name in files:
        if k not in kernels:
            failures.append("golden/%s/%s.ptx: no such corpus kernel; run utils/update-goldens.py"
                            % (k, name))

    pairs = [(k, t) for k in kernels for t in g.TARGETS]
    compiled = g.compile_all(tileiras, pairs, kernels, toolkit,
                             os.path.join(args.work, "compile"), args.jobs, cwd=args.src_root)

    def assemble_one(kt):
        k, t = kt
        ptx = compiled[kt][0]
        arch = g.ptxas_arch(t)
        if g.target_directive(ptx) != arch:
            return 1, ".target is %s, expected %s for --gpu-name %s" % (
                g.target_directive(ptx) or "missing", arch, t)
        path = os.path.join(args.work, "%s.%s.ptx" % (k, t))
        with open(path, "w", encoding="utf-8") as f:
            f.write(ptx)
        return assemble(args.ptxas, path, arch, path[:-4] + ".cubin")

    ok_pairs = [kt for kt in pairs if compiled[kt][1] is None]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        assembled = dict(zip(ok_pairs, pool.map(assemble_one, ok_pairs)))

    compared = matched = 0
    changed, newly = [], []
    goldens = {}  # (kernel, file name) -> normalized PTX
    for k, t in pairs:
        tier = g.TIER_OF[t]
        ptx, error = compiled[(k, t)]
        if error is not None:
            if (k, t) not in recorded:
                failures.append("%s/%s: no longer compiles (golden/README.md records no error "
                                "for it): %s" % (k, t, error))
                changed.append((k, t))
            continue
        if (k, tier) not in where or (k, t) in recorded:
            newly.append((k, t))
            continue
        name = where[(k, tier)]
        if (k, name) not in goldens:
            goldens[(k, name)] = g.normalize(open(g.golden_path(golden_dir, k, name),
                                                  encoding="utf-8").read())
        compared += 1
        want = goldens[(k, name)]
        got = g.normalize(ptx)
        if got == want:
            matched += 1
            continue
        changed.append((k, t))
        diff = list(difflib.unified_diff(want.splitlines(), got.splitlines(),
                                         "golden/%s/%s.ptx" % (k, name), "%s now" % t,
                                         lineterm="", n=2))
        print("GOLDEN MISMATCH: %s for %s (tier %s; %d diff lines%s)" % (
            k, t, tier, len(diff), ", first 40 shown" if len(diff) > 40 else ""))
        print("\n".join(diff[:40]))
        failures.append("%s/%s: PTX differs from golden/%s/%s.ptx" % (k, t, k, name))

    assembled_ok = 0
    for (k, t), (rc, out) in assembled.items():
        if rc == 0:
            assembled_ok += 1
            continue
        failures.append("%s/%s: ptxas -arch %s rejects the PTX: %s" % (
            k, t, g.ptxas_arch(t), out.splitlines()[0] if out else "status %d" % rc))

    for k, t in newly:
        msg = "%s/%s: compiles now but has no golden" % (k, t)
        if args.strict:
            failures.append(msg)
        else:
            print("NOTE: " + msg)

    print("golden files: %d for %d kernels in %d tiers" % (len(files), len(kernels), len(g.TIERS)))
    print("goldens compared: %d (%d match, %d differ)" % (compared, matched, compared - matched))
    print("goldens assembled: %d (%d accepted by %s)" % (len(assembled), assembled_ok, args.ptxas))
    if newly:
        print("pairs without a golden that compile now: %d" % len(newly))
    if failures:
        print("\nFAILED:")
        for f in failures:
            print("  " + f)
    if changed or newly:
        ks = sorted({k for k, _ in changed + newly})
        ts = sorted({t for _, t in changed + newly}, key=g.TARGETS.index)
        print("\nIf the change is intended, review the diffs above, then regenerate:\n"
              "  python3 utils/update-goldens.py --tileiras build/bin/tileiras --kernels %s "
              "--targets %s" % (",".join(ks), ",".join(ts)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
