#!/usr/bin/env python3
"""Every corpus kernel for every golden target through the C API in one process, checked
against the tileiras command line (issue 16, must-show 5).

1. The command line compiles each job (kernel x target of utils/goldens.py, plus a few
   kernels with --hint overrides) to a cubin, one process per job, keeping its exit
   status and stderr.
2. capi_corpus (a C program linking libtileiras) compiles every job in one process on
   --threads threads, with TMPDIR pointing at an empty folder, and compares each status,
   diagnostic text and cubin with the command line's: they must be byte-identical (the
   input is named by the same relative path in both, so even the messages match).
3. The folder must still be empty: neither the library nor the ptxas it runs wrote a file.

Prints the capi_corpus summary line and `temporary files: N`; exit status 1 on any
difference.

With --reference, another tileiras (NVIDIA's) gives the expected results instead of ours
(run with CUDA_HOME at the same toolkit), and --input names the one bytecode file to
compile for every target instead of the corpus: NVIDIA's cubins of an empty module are
byte-identical to ours with the same ptxas (docs/driver.md), so the library must write
them too.

usage: check_capi_corpus.py --bin-dir DIR --work DIR [--program capi_corpus]
                            [--threads 4] [--jobs 2] [--kernels a,b] [--targets sm_90]
                            [--reference TILEIRAS --input FILE]
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import goldens  # noqa: E402

# Jobs with entry-hint overrides: the CLI's --hint and tileiras_options_set_hint must
# give the same cubin (their PTX differs from the plain job's: .maxnreg, .reqntid).
HINT_JOBS = [
    ("matmul", "sm_90", "occupancy=4"),
    ("matmul", "sm_100", "num_worker_warps_per_cta=8"),
    ("batched_matmul", "sm_90", "occupancy=4,num_worker_warps_per_cta=8"),
    ("layernorm", "sm_80", "occupancy=3"),
    # Out of range: refused by both, with the same located message.
    ("layernorm", "sm_90", "occupancy=33"),
]


def jobs_for(kernels, targets):
    jobs = [(path, target, "-") for path in kernels.values() for target in targets]
    jobs += [(kernels[k], t, h) for k, t, h in HINT_JOBS if k in kernels and t in targets]
    return jobs


def run_cli(tileiras, job, index, work, env):
    """Runs the command line on one job; returns its manifest line."""
    path, target, hints = job
    cubin = os.path.join(work, "cli-%d.cubin" % index)
    err = os.path.join(work, "cli-%d.err" % index)
    cmd = [tileiras, "--gpu-name", target, os.path.relpath(path, ROOT), "-o", cubin]
    if hints != "-":
        cmd += ["--hint=" + h for h in hints.split(",")]
    with open(err, "wb") as stderr:
        status = subprocess.run(cmd, cwd=ROOT, env=env, stderr=stderr).returncode
    return "\t".join([os.path.relpath(path, ROOT), target, hints, str(status),
                      cubin if status == 0 else "-", err])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--program", default="capi_corpus")
    ap.add_argument("--threads", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2, help="parallel CLI processes")
    ap.add_argument("--kernels", help="comma-separated subset of the corpus")
    ap.add_argument("--targets", help="comma-separated subset of the golden targets")
    ap.add_argument("--reference", help="the tileiras whose results are expected")
    ap.add_argument("--input", help="with --reference: the one bytecode file to compile")
    args = ap.parse_args()

    kernels = goldens.corpus_kernels(goldens.bytecode_dir(ROOT))
    if args.kernels:
        kernels = {k: v for k, v in kernels.items() if k in args.kernels.split(",")}
    targets = args.targets.split(",") if args.targets else goldens.TARGETS
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    toolkit = goldens.default_toolkit(ROOT)
    env = goldens.toolkit_env(toolkit)
    cli = os.path.join(args.bin_dir, "tileiras")
    cli_env = env
    jobs = jobs_for(kernels, targets)
    if args.reference:
        cli, cli_env = args.reference, dict(env, CUDA_HOME=toolkit)
        jobs = [(os.path.abspath(args.input), t, "-") for t in targets]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        lines = list(pool.map(lambda ij: run_cli(cli, ij[1], ij[0], work, cli_env),
                              enumerate(jobs)))
    manifest = os.path.join(work, "manifest.tsv")
    with open(manifest, "w") as f:
        f.write("".join(line + "\n" for line in lines))

    tmpdir = os.path.join(work, "tmp")
    os.makedirs(tmpdir, exist_ok=True)
    env = dict(env, TMPDIR=tmpdir)
    proc = subprocess.run([os.path.join(args.bin_dir, args.program), manifest,
                           str(args.threads)], cwd=ROOT, env=env, text=True,
                          capture_output=True)
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    left = os.listdir(tmpdir)
    print("temporary files: %d" % len(left))
    return 0 if proc.returncode == 0 and not left else 1


if __name__ == "__main__":
    sys.exit(main())
