#!/usr/bin/env python3
"""Compile time of our tileiras against NVIDIA's on the corpus kernels.

For each corpus kernel (the 13.4 bytecode, as for the goldens) that both tools compile at
-O3 for the target (default sm_90): the median wall time of --runs runs of each tool on the
same bytecode, alternating the tools, and the ratio ours/NVIDIA; then the geometric mean of
the ratios. Both tools run the same ptxas: NVIDIA's with CUDA_HOME=<toolkit>, ours with
CUDA_ROOT=<toolkit> (default: the nvidia/cu13 folder NVIDIA's binary lives in).

Then the split of our time between reading the bytecode, the MLIR passes, NVPTX (LLVM IR to
PTX) and ptxas. The driver is asked first (`--mlir-timing` in its --help-hidden); when it
does not offer timing, the pieces are measured with the standalone tools of the same build:

  read + passes  tileiras-opt BC --tileiras-pipeline=gpu-name=<target> --mlir-timing
                 (the pipeline the driver runs, src/Pipeline)
                 (MLIR's own timers: Parser, each pass; printing the result is not counted)
  NVPTX          tileiras-translate --mlir-to-ptx (wall time, less its own parse when it
                 reports timing)
  ptxas          ptxas -arch <arch> -O3 (wall time)

The output says which method was used. Benchmarks report; nothing here asserts a time.

usage: bench/compile/run.py --tileiras build/bin/tileiras --reference <NVIDIA tileiras>
                            [--runs 5] [--kernels a,b] [--target sm_90] [--toolkit DIR]
                            [--update-readme]
"""
import argparse
import importlib.util
import math
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def passes_for(target):
    """The driver's pass pipeline (tileiras-pipeline, src/Pipeline) for --gpu-name `target`."""
    return ["--tileiras-pipeline=gpu-name=" + target]


def load_update_goldens():
    spec = importlib.util.spec_from_file_location(
        "update_goldens", os.path.join(ROOT, "utils", "update-goldens.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


UG = load_update_goldens()


class Failed(Exception):
    pass


def timed(cmd, env=None, cwd=ROOT):
    """Runs cmd; returns (wall s, child cpu s, CompletedProcess)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, errors="replace")
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc


def first_line(text, rc):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "exit status %d" % rc


# MLIR's text timing report: "  0.0123 ( 12.3%)  Name" under a "----Wall Time----" header,
# nested names indented by two more spaces; with user time a second column comes first.
TIMING_LINE = re.compile(r"^(\s*)(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)\s{2}(\S.*)$")


def parse_mlir_timing(stderr):
    """[(depth, name, wall s)] of the timing report in stderr (empty if none)."""
    rows, inside, base = [], False, None
    for line in stderr.splitlines():
        if "----Wall Time----" in line and "----Name----" in line:
            inside, base = True, None
            continue
        if not inside:
            continue
        m = TIMING_LINE.match(line)
        if not m:
            continue
        indent = len(m.group(1))
        base = indent if base is None else min(base, indent)
        rows.append((indent, m.group(3).strip(), float(m.group(2))))
    return [((i - base) // 2, n, w) for i, n, w in rows]


def classify(name):
    """read / passes / nvptx / ptxas for a top-level timer name; None for MLIR's own
    "Output" (printing), "Rest" and "Total". Pass names end in "Pass" or are the
    canonicalizer/CSE; anything else is read by its words."""
    n = name.lower().strip()
    if n in ("total", "rest", "output"):
        return None
    if n.endswith("pass") or n in ("canonicalizer", "cse") or "pipeline" in n:
        return "passes"
    if n in ("parser", "parse") or n.startswith(("read", "parse")) or "bytecode" in n:
        return "read"
    if "ptxas" in n:
        return "ptxas"
    if re.search(r"\b(nvptx|ptx|translate|translation|llvm ir|codegen)\b", n):
        return "nvptx"
    return "passes"


def split_from_timing(rows):
    """{piece: s} from the top-level rows of a timing report."""
    out = {"read": 0.0, "passes": 0.0, "nvptx": 0.0, "ptxas": 0.0}
    for depth, name, wall in rows:
        if depth != 0:
            continue
        piece = classify(name)
        if piece:
            out[piece] += wall
    return out


class Tools:
    def __init__(self, args):
        self.ours = os.path.abspath(args.tileiras)
        self.ref = os.path.abspath(args.reference)
        self.bin_dir = os.path.abspath(args.bin_dir or os.path.dirname(self.ours))
        self.toolkit = os.path.abspath(args.toolkit or os.path.dirname(os.path.dirname(self.ref)))
        self.ptxas = os.path.join(self.toolkit, "bin", "ptxas")
        self.target = args.target
        self.arch = UG.ptxas_arch(args.target)
        env = dict(os.environ)
        for k in ("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"):
            env.pop(k, None)
        self.ref_env = dict(env, CUDA_HOME=self.toolkit)
        self.our_env = dict(env, CUDA_ROOT=self.toolkit)
        self.libdevice = os.path.join(self.toolkit, "nvvm", "libdevice", "libdevice.10.bc")

    def compile_cmd(self, tool, bc, out):
        # The input relative to the source root (where the tools run), as for the goldens.
        return [tool, "--gpu-name", self.target, "-O3", "-o", out, os.path.relpath(bc, ROOT)]

    def driver_has_timing(self):
        proc = subprocess.run([self.ours, "--help-hidden"], capture_output=True, text=True)
        return "--mlir-timing" in proc.stdout

    def translate_args(self):
        """--mlir-to-ptx options of this tileiras-translate (opt level, libdevice). The chip
        and PTX ISA come from the module's tileiras.target, as in the driver."""
        proc = subprocess.run([os.path.join(self.bin_dir, "tileiras-translate"), "--help"],
                              capture_output=True, text=True)
        opts = ["--mlir-to-ptx"]
        helptext = proc.stdout
        # tileiras-opt's output keeps cuda_tile attributes (optimization hints) that
        # tileiras-translate does not register.
        if "--allow-unregistered-dialect" in helptext:
            opts.append("--allow-unregistered-dialect")
        if "--ptx-opt-level" in helptext:
            opts.append("--ptx-opt-level=3")
        if "--ptx-libdevice" in helptext and os.path.exists(self.libdevice):
            opts.append("--ptx-libdevice=" + self.libdevice)
        return opts


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def geomean(xs):
    xs = [x for x in xs if x > 0 and math.isfinite(x)]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def measure_totals(tools, kernels, runs, work, log):
    """{kernel: (ours wall, ref wall, ours cpu, ref cpu)} medians; {kernel: reason} skipped."""
    results, skipped = {}, {}
    for name, bc in kernels.items():
        out_ours = os.path.join(work, name + ".ours.cubin")
        out_ref = os.path.join(work, name + ".ref.cubin")
        # Warm-up run of each; it also tells whether both compile.
        _, _, p = timed(tools.compile_cmd(tools.ours, bc, out_ours), env=tools.our_env)
        if p.returncode != 0:
            skipped[name] = "ours: " + UG.first_error_line(p.stderr, p.returncode, tools.ours)
            log("  %-22s skipped (%s)" % (name, skipped[name]))
            continue
        _, _, p = timed(tools.compile_cmd(tools.ref, bc, out_ref), env=tools.ref_env)
        if p.returncode != 0:
            skipped[name] = "NVIDIA: " + first_line(p.stderr, p.returncode)
            log("  %-22s skipped (%s)" % (name, skipped[name]))
            continue
        w_o, w_r, c_o, c_r = [], [], [], []
        for _ in range(runs):
            w, c, p = timed(tools.compile_cmd(tools.ours, bc, out_ours), env=tools.our_env)
            if p.returncode:
                raise Failed("%s: ours failed on a later run: %s" % (name, first_line(p.stderr, p.returncode)))
            w_o.append(w)
            c_o.append(c)
            w, c, p = timed(tools.compile_cmd(tools.ref, bc, out_ref), env=tools.ref_env)
            if p.returncode:
                raise Failed("%s: NVIDIA's failed on a later run" % name)
            w_r.append(w)
            c_r.append(c)
        results[name] = (median(w_o), median(w_r), median(c_o), median(c_r))
        log("  %-22s ours %7.1f ms  NVIDIA %7.1f ms  ratio %.2f" % (
            name, 1e3 * results[name][0], 1e3 * results[name][1], results[name][0] / results[name][1]))
    return results, skipped


def measure_split_driver(tools, bc, runs, work):
    pieces = {"read": [], "passes": [], "nvptx": [], "ptxas": []}
    for _ in range(runs):
        _, _, p = timed(tools.compile_cmd(tools.ours, bc, os.path.join(work, "t.cubin")) +
                        ["--mlir-timing"], env=tools.our_env)
        if p.returncode:
            raise Failed(first_line(p.stderr, p.returncode))
        split = split_from_timing(parse_mlir_timing(p.stderr))
        for k in pieces:
            pieces[k].append(split[k])
    return {k: median(v) for k, v in pieces.items()}


def measure_split_tools(tools, name, bc, runs, work, translate_opts, passes):
    opt = os.path.join(tools.bin_dir, "tileiras-opt")
    translate = os.path.join(tools.bin_dir, "tileiras-translate")
    llvm_mlir = os.path.join(work, name + ".llvm.mlir")
    ptx = os.path.join(work, name + ".ptx")
    cubin = os.path.join(work, name + ".cubin")
    pieces = {"read": [], "passes": [], "nvptx": [], "ptxas": []}
    for _ in range(runs):
        wall, _, p = timed([opt, bc] + passes + ["--mlir-timing", "-o", llvm_mlir])
        if p.returncode:
            raise Failed("tileiras-opt: " + UG.first_error_line(p.stderr, p.returncode))
        rows = parse_mlir_timing(p.stderr)
        if rows:
            split = split_from_timing(rows)
            pieces["read"].append(split["read"])
            pieces["passes"].append(split["passes"])
        else:  # no timing report: a read-only run, and the rest of the pass run
            r, _, q = timed([opt, bc, "-o", os.devnull])
            pieces["read"].append(r)
            pieces["passes"].append(max(0.0, wall - r))
        wall, _, p = timed([translate] + translate_opts + ["--mlir-timing", llvm_mlir, "-o", ptx])
        if p.returncode:
            wall, _, p = timed([translate] + translate_opts + [llvm_mlir, "-o", ptx])
        if p.returncode:
            raise Failed("tileiras-translate: " + UG.first_error_line(p.stderr, p.returncode))
        # Its in-process timer when it reports one (that includes parsing the LLVM dialect
        # text, which the driver does not do), else the wall time.
        rows = [w for d, n, w in parse_mlir_timing(p.stderr) if d == 0 and classify(n) == "nvptx"]
        pieces["nvptx"].append(sum(rows) if rows else wall)
        wall, _, p = timed([tools.ptxas, "-arch", tools.arch, "-O3", ptx, "-o", cubin])
        if p.returncode:
            raise Failed("ptxas: " + first_line(p.stdout + p.stderr, p.returncode))
        pieces["ptxas"].append(wall)
    return {k: median(v) for k, v in pieces.items()}


PIECES = ["read", "passes", "nvptx", "ptxas"]


def render(tools, runs, method, results, split, skipped, host):
    lines = ["Target %s (ptxas -arch %s), -O3, median of %d runs each, %s." % (
        tools.target, tools.arch, runs, host), ""]
    cols = PIECES + ["other"]
    lines.append("| kernel | ours (ms) | NVIDIA (ms) | ours/NVIDIA | CPU ours/NVIDIA |"
                 + "".join(" %s |" % p for p in cols))
    lines.append("|---|---:|---:|---:|---:|" + "---:|" * len(cols))
    all_shares = {}
    for name, (wo, wr, co, cr) in results.items():
        sh = shares(split.get(name), wo)
        if sh:
            all_shares[name] = sh
        cells = "".join(" %.0f%% |" % (100 * sh[p]) if sh else " - |" for p in cols)
        lines.append("| %s | %.1f | %.1f | %.2f | %.2f |%s" % (
            name, 1e3 * wo, 1e3 * wr, wo / wr, co / cr if cr else float("nan"), cells))
    if results:
        gm = geomean([wo / wr for wo, wr, _, _ in results.values()])
        gmc = geomean([co / cr for _, _, co, cr in results.values() if cr])
        mean = "".join(" %.0f%% |" % (100 * statistics.mean(s[p] for s in all_shares.values()))
                       if all_shares else " - |" for p in cols)
        lines.append("| **geomean** (shares: mean) | | | **%.2f** | %.2f |%s" % (gm, gmc, mean))
    lines += ["", "Columns read .. ptxas: share of our total wall time; other: the rest (process "
              "start, dialect registration, verification, writing files). Method: " + method + "."]
    if skipped:
        lines += ["", "Not timed (a tool does not compile it):", ""]
        lines += ["- `%s`: %s" % (k, v.replace("|", "\\|")) for k, v in skipped.items()]
    return lines


def shares(split, total):
    """{piece: share of total} with 'other' the rest; pieces measured in separate processes
    can add up to more than the driver's total, then they are scaled to it."""
    if not split or total <= 0:
        return None
    s = sum(split[p] for p in PIECES)
    scale = 1.0 if s <= total else total / s
    out = {p: split[p] * scale / total for p in PIECES}
    out["other"] = max(0.0, 1.0 - sum(out.values()))
    return out


def update_readme(path, lines):
    begin, end = "<!-- results:begin -->", "<!-- results:end -->"
    text = open(path, encoding="utf-8").read()
    if begin not in text or end not in text:
        raise Failed("%s has no %s ... %s section" % (path, begin, end))
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(head + begin + "\n" + "\n".join(lines) + "\n" + end + tail)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tileiras", required=True, help="our tileiras")
    ap.add_argument("--reference", required=True, help="NVIDIA's tileiras")
    ap.add_argument("--runs", type=int, default=5, help="runs per tool and kernel (median)")
    ap.add_argument("--kernels", help="comma-separated subset of the corpus kernels")
    ap.add_argument("--target", default="sm_90")
    ap.add_argument("--toolkit", help="CUDA root for both tools (ptxas, libdevice, libnvvm); "
                    "default: the folder above NVIDIA's bin/")
    ap.add_argument("--bin-dir", help="our standalone tools (default: next to --tileiras)")
    ap.add_argument("--no-split", action="store_true", help="only the totals")
    ap.add_argument("--bytecode-dir", help="where <kernel>.13.4.tilebc live (default: the corpus)")
    ap.add_argument("--update-readme", action="store_true",
                    help="write the table into bench/compile/README.md")
    args = ap.parse_args(argv)
    if args.runs < 1:
        ap.error("--runs must be at least 1")

    tools = Tools(args)
    for tool in (tools.ours, tools.ref, tools.ptxas):
        if not os.access(tool, os.X_OK):
            print("error: not an executable: " + tool, file=sys.stderr)
            return 2
    kernels = UG.corpus_kernels(args.bytecode_dir or UG.bytecode_dir(ROOT))
    if args.kernels:
        wanted = args.kernels.split(",")
        bad = [k for k in wanted if k not in kernels]
        if bad:
            print("error: unknown kernel(s): " + ", ".join(bad), file=sys.stderr)
            return 2
        kernels = {k: kernels[k] for k in wanted}

    log = lambda s: print(s, file=sys.stderr, flush=True)
    host = "%d CPUs, %s" % (os.cpu_count() or 0, os.uname().machine)
    with tempfile.TemporaryDirectory(prefix="bench-compile.") as work:
        try:
            log("totals (%d runs each):" % args.runs)
            results, skipped = measure_totals(tools, kernels, args.runs, work, log)
            split, method = {}, "not measured (--no-split)"
            if not args.no_split and results:
                if tools.driver_has_timing():
                    method = "the driver's own --mlir-timing report"
                    measure = lambda n, bc: measure_split_driver(tools, bc, args.runs, work)
                else:
                    topts = tools.translate_args()
                    method = ("standalone tools (the driver has no timing option): read and "
                              "passes from `tileiras-opt BC %s --mlir-timing` (its Parser and pass "
                              "timers), NVPTX from the timer of `tileiras-translate %s` (includes "
                              "parsing the LLVM dialect text), ptxas wall time"
                              % (" ".join(passes_for(args.target)), " ".join(
                                  o if not o.startswith("--ptx-libdevice") else "--ptx-libdevice=..."
                                  for o in topts)))
                    measure = lambda n, bc: measure_split_tools(tools, n, bc, args.runs, work, topts,
                                                                passes_for(args.target))
                log("split (%s):" % method)
                for name in results:
                    try:
                        split[name] = measure(name, kernels[name])
                        log("  %-22s %s" % (name, "  ".join(
                            "%s %.1f ms" % (p, 1e3 * split[name][p]) for p in PIECES)))
                    except Failed as e:
                        log("  %-22s split failed: %s" % (name, e))
        except Failed as e:
            print("error: " + str(e), file=sys.stderr)
            return 1
    lines = render(tools, args.runs, method, results, split, skipped, host)
    if not results:
        lines.insert(0, "No kernel compiles with both tools: nothing timed.")
    print("\n".join(lines))
    if args.update_readme:
        update_readme(os.path.join(HERE, "README.md"), lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
