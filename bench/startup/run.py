#!/usr/bin/env python3
"""Start-up and one small compile: our tileiras (dynamic and static builds) against NVIDIA's.

For each binary given, the median of --runs runs (default 10) of
  version  `tileiras --version`
  compile  `tileiras --gpu-name sm_90 -O3 -o X.cubin test/Corpus/bytecode/vector_add.13.4.tilebc`
in wall time and peak resident memory of the tileiras process itself (ru_maxrss from wait4:
ptxas, a child of both drivers, is not included in the memory; its time is in the wall
time), then the ratios to NVIDIA's. The binaries alternate within each round. Both drivers
run the same ptxas: NVIDIA's with CUDA_HOME=<toolkit>, ours with CUDA_ROOT=<toolkit>, the
toolkit being the pip nvidia/cu13 folder NVIDIA's tileiras comes from.

usage: bench/startup/run.py --reference <NVIDIA tileiras> NAME=PATH [NAME=PATH ...]
       [--runs 10] [--kernel test/Corpus/bytecode/vector_add.13.4.tilebc] [--target sm_90]

Benchmarks report; nothing here asserts a time. Run it on a quiet machine.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_once(cmd, env):
    """(wall s, peak RSS MiB, exit status) of one run of cmd."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if proc.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (" ".join(cmd), proc.returncode, err.strip()))
    return wall, usage.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", required=True, help="NVIDIA's tileiras")
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--kernel", default="test/Corpus/bytecode/vector_add.13.4.tilebc")
    ap.add_argument("--target", default="sm_90")
    ap.add_argument("binaries", nargs="+", metavar="NAME=PATH")
    args = ap.parse_args()

    ref = os.path.abspath(args.reference)
    toolkit = os.path.dirname(os.path.dirname(ref))
    env = {k: v for k, v in os.environ.items() if k not in ("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH")}
    tools = [(name, os.path.abspath(path), dict(env, CUDA_ROOT=toolkit))
             for name, path in (b.split("=", 1) for b in args.binaries)]
    tools.append(("NVIDIA", ref, dict(env, CUDA_HOME=toolkit)))

    results = {}
    with tempfile.TemporaryDirectory() as work:
        cases = {
            "version": lambda exe: [exe, "--version"],
            "compile": lambda exe: [exe, "--gpu-name", args.target, "-O3", "-o",
                                    os.path.join(work, "out.cubin"), args.kernel],
        }
        for case, cmd in cases.items():
            for name, exe, tenv in tools:  # warm-up: page cache, and a check that it works
                run_once(cmd(exe), tenv)
            samples = {name: [] for name, _, _ in tools}
            for _ in range(args.runs):
                for name, exe, tenv in tools:
                    samples[name].append(run_once(cmd(exe), tenv))
            for name, runs in samples.items():
                results[(case, name)] = (statistics.median(w for w, _ in runs) * 1000,
                                         statistics.median(m for _, m in runs))

    print("Median of %d runs; peak RSS of the tileiras process (ptxas not included); %d CPUs."
          % (args.runs, os.cpu_count()))
    print("compile: `--gpu-name %s -O3 %s`.\n" % (args.target, args.kernel))
    print("| binary | size (MB) | --version (ms) | RSS (MiB) | compile (ms) | RSS (MiB) "
          "| version time / NVIDIA | compile time / NVIDIA | compile RSS / NVIDIA |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    nv_v, nv_c = results[("version", "NVIDIA")], results[("compile", "NVIDIA")]
    for name, exe, _ in tools:
        v, c = results[("version", name)], results[("compile", name)]
        print("| %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f | %.2f |" % (
            name, os.path.getsize(exe) / 1e6, v[0], v[1], c[0], c[1],
            v[0] / nv_v[0], c[0] / nv_c[0], c[1] / nv_c[1]))


if __name__ == "__main__":
    sys.exit(main())
