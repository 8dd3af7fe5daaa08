#!/usr/bin/env python3
"""Compile time per kernel through the C API in one process against one tileiras process
per kernel (issue 16, must-show 5).

For every corpus kernel (the 13.4 bytecode, as for the goldens) at -O3 for --target
(default sm_90), with the pinned toolkit of .venv (CUDA_ROOT, the same ptxas for all):

  process  one `tileiras --gpu-name T K.tilebc -o X` per kernel, wall time from Python:
           process start, LLVM/MLIR start-up, a fresh context, the compile, ptxas, writing
  library  capi_bench: every kernel through tileiras_compile in one process, one thread;
           per kernel the wall time of the call (a fresh MLIRContext per call, ptxas run
           on in-memory files), after the process has started once
  batch    one `tileiras --batch` run of all kernels (-j 1): its wall time / kernels

Each is the median of --runs rounds (the three alternate). Reported: per kernel the
process and library times and their ratio, the geometric mean of the ratios, the totals,
and the batch figure; then the library on --threads threads (all kernels per round, wall
time) against the same number of tileiras processes at once. Kernels that do not compile
for the target are listed, not timed. Nothing here asserts a time; no test runs it.

usage: bench/capi/run.py [--bin-dir build/bin] [--target sm_90] [--runs 3]
                         [--threads 2] [--kernels a,b] [--markdown FILE]
"""
import argparse
import concurrent.futures
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import goldens  # noqa: E402


def time_process(tileiras, path, target, out, env):
    start = time.perf_counter()
    status = subprocess.run([tileiras, "--gpu-name", target, path, "-o", out], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    return time.perf_counter() - start, status


def run_library(bench, manifest, threads, env):
    proc = subprocess.run([bench, manifest, "1", str(threads)], env=env, text=True,
                          capture_output=True, check=True)
    rows = [line.split("\t") for line in proc.stdout.splitlines()]
    per_job = {(r[1], r[2]): (int(r[3]), float(r[4])) for r in rows if r[0] == "job"}
    wall = [float(r[1]) for r in rows if r[0] == "wall"]
    process = [float(r[1]) for r in rows if r[0] == "process"][0]
    return per_job, (wall[0] if wall else None), process


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--target", default="sm_90")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--kernels")
    ap.add_argument("--markdown", help="also write the table to this file")
    args = ap.parse_args()

    tileiras = os.path.join(args.bin_dir, "tileiras")
    bench = os.path.join(args.bin_dir, "capi_bench")
    toolkit = goldens.default_toolkit(ROOT)
    env = goldens.toolkit_env(toolkit)
    kernels = goldens.corpus_kernels(goldens.bytecode_dir(ROOT))
    if args.kernels:
        kernels = {k: v for k, v in kernels.items() if k in args.kernels.split(",")}
    work = tempfile.mkdtemp(prefix="bench-capi-")
    manifest = os.path.join(work, "jobs.tsv")
    with open(manifest, "w") as f:
        f.writelines("%s\t%s\n" % (path, args.target) for path in kernels.values())
    batch = os.path.join(work, "batch.json")
    with open(batch, "w") as f:
        json.dump({"jobs": [{"input": p, "output": os.path.join(work, k + ".batch.cubin"),
                             "gpu-name": args.target} for k, p in kernels.items()]}, f)

    process_times = {k: [] for k in kernels}
    library_times = {k: [] for k in kernels}
    status = {}
    batch_walls, library_processes = [], []
    for _ in range(args.runs):
        for k, path in kernels.items():
            seconds, rc = time_process(tileiras, path, args.target,
                                       os.path.join(work, k + ".cubin"), env)
            process_times[k].append(seconds)
            status[k] = rc
        per_job, _, process = run_library(bench, manifest, 1, env)
        library_processes.append(process)
        for k, path in kernels.items():
            rc, seconds = per_job[(path, args.target)]
            library_times[k].append(seconds)
            if rc != status[k]:
                sys.exit("%s: library status %d, tileiras %d" % (k, rc, status[k]))
        start = time.perf_counter()
        subprocess.run([tileiras, "--batch", batch, "-j", "1"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        batch_walls.append(time.perf_counter() - start)

    compiled = [k for k in kernels if status[k] == 0]
    lines = ["| kernel | process (ms) | library (ms) | process / library |",
             "|---|---:|---:|---:|"]
    ratios = []
    for k in compiled:
        p, l = statistics.median(process_times[k]), statistics.median(library_times[k])
        ratios.append(p / l)
        lines.append("| %s | %.1f | %.1f | %.2f |" % (k, 1e3 * p, 1e3 * l, p / l))
    total_p = sum(statistics.median(process_times[k]) for k in compiled)
    total_l = sum(statistics.median(library_times[k]) for k in compiled)
    n = len(compiled)
    summary = [
        "",
        "target %s, %d kernels compiled (%d not: %s), median of %d rounds" % (
            args.target, n, len(kernels) - n,
            ", ".join(k for k in kernels if status[k] != 0) or "-", args.runs),
        "geometric mean of process / library: %.2f" % math.exp(
            sum(map(math.log, ratios)) / n),
        "per kernel: process %.1f ms, library %.1f ms, batch (-j 1) %.1f ms "
        "(all %d kernels, the failures included)" % (
            1e3 * total_p / n, 1e3 * total_l / n,
            1e3 * statistics.median(batch_walls) / len(kernels), len(kernels)),
        "library process for all kernels, start-up included: %.2f s" %
        statistics.median(library_processes),
    ]
    if args.threads > 1:
        walls = []
        for _ in range(args.runs):
            _, wall, _ = run_library(bench, manifest, args.threads, env)
            walls.append(wall)
        start_all = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(args.threads) as pool:
            list(pool.map(lambda kp: time_process(tileiras, kp[1], args.target,
                                                  os.path.join(work, kp[0] + ".cubin"),
                                                  env), kernels.items()))
        processes_wall = time.perf_counter() - start_all
        summary.append("%d threads, all %d kernels: library %.2f s, %d processes at once "
                       "%.2f s (one round)" % (args.threads, len(kernels),
                                               statistics.median(walls), args.threads,
                                               processes_wall))
    text = "\n".join(lines + summary) + "\n"
    sys.stdout.write(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
