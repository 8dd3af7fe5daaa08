#!/usr/bin/env python3
"""Runs a kernel that needs more than 48 KiB of shared memory on the host emulator: the
128x128 f32 transpose of test/Driver/Inputs/transpose-64k.mlir, compiled by our tileiras
(its 64 KiB exchange is static shared memory, as NVIDIA's, docs/lowering.md), launched as
run_corpus.py --emulate launches the corpus, and compared with numpy. --tile 256 runs the
256x256 one of transpose-256k.mlir instead, whose 256 KiB exchange no target holds at once
(the lowering moves it in chunks); --extract the dynamic extract of extract-256k.mlir, whose
chunks each slot picks at run time.

usage: shared_beyond_static.py --bin-dir DIR --src-root DIR --work DIR --arch sm_90
                               [--tile 256 | --extract] [--mutate M]
       shared_beyond_static.py ... --save-bundle DIR   (no GPU: compile, for a GPU run elsewhere)
       shared_beyond_static.py --src-root DIR --work DIR --bundle DIR   (on the GPU: launch)
Prints the shared memory the PTX declares and `ok` or `FAIL` with the mismatches. The GPU
run launches as the corpus harness does: the kernel opted in to the device's maximum shared
memory per block, as cuda-tile's launcher does.
"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", help="our tools; not needed with --bundle")
    ap.add_argument("--src-root", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--tile", type=int, choices=(128, 256), default=128)
    ap.add_argument("--extract", action="store_true")
    ap.add_argument("--mutate", default="")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--save-bundle", metavar="DIR")
    ap.add_argument("--bundle", metavar="DIR")
    ap.add_argument("--libcuda", default="libcuda.so.1")
    args = ap.parse_args()
    harness = os.path.join(args.src_root, "test", "GPU", "run_corpus.py")
    rc = load(harness, "run_corpus")
    rc.UG = rc.load_update_goldens(args.src_root)
    emu = rc.load_emulator(args.src_root)
    os.makedirs(args.work, exist_ok=True)
    # Tiles (bid(0), bid(1)) of x go to tile (bid(1), bid(0)) of y, transposed.
    rng = np.random.default_rng(12)
    n = 256 if args.extract else args.tile
    if args.extract:
        # Blocks (0, 0) and (1, 0) store the halves of x's first 256x256 tile: y = x.
        name, expected = "extract_256k", lambda x: x
        x = rng.standard_normal((n, n)).astype(np.float32)
        case = rc.Case((2, 1), [rc.Arr("x", x), rc.Arr("y", np.zeros((n, n), np.float32))])
    else:
        name, expected = "transpose_%dk" % (n * n * 4 // 1024), lambda x: x.T
        x = rng.standard_normal((n, 2 * n)).astype(np.float32)
        case = rc.Case((1, 2), [rc.Arr("x", x), rc.Arr("y", np.zeros((2 * n, n), np.float32))])
    want = expected(x)
    if args.bundle:
        return run_bundle(args, harness, rc, case, want, name)
    if not args.bin_dir:
        ap.error("--bin-dir is needed unless --bundle is given")

    bc = os.path.join(args.work, "t.tilebc")
    subprocess.run([os.path.join(args.bin_dir, "tileiras-translate"), "--mlir-to-tilebc",
                    os.path.join(args.src_root, "test", "Driver", "Inputs",
                                 name.replace("_", "-") + ".mlir"),
                    "-o", bc], check=True)
    llvm = os.path.join(args.work, "kernel.ll")
    ptx, cubin, err = rc.compile_kernel(os.path.join(args.bin_dir, "tileiras"), bc, args.arch,
                                    rc.UG.default_toolkit(args.src_root), args.work, llvm=llvm)
    if err:
        print("compile for %s: %s" % (args.arch, err))
        return 1
    text = open(ptx).read()
    entry = rc.parse_ptx_entry(text)
    print("%s: %s" % (args.arch, "; ".join(re.findall(r"\.(?:extern\s+)?\.?shared\s[^;]*;", text))))
    if args.save_bundle:
        os.makedirs(args.save_bundle, exist_ok=True)
        shutil.copy(cubin, os.path.join(args.save_bundle, "kernel.cubin"))
        json.dump({"arch": args.arch, "entry": entry["name"], "block": list(rc.block_dims(entry))},
                  open(os.path.join(args.save_bundle, "bundle.json"), "w"))
        print("bundle for %s in %s" % (args.arch, args.save_bundle))
        return 0
    files = rc.save_inputs(case, os.path.join(args.work, "in"))
    so = os.path.join(args.work, "kernel.so")
    err = emu.build(llvm, entry["name"], so, [m for m in args.mutate.split(",") if m], args.clang,
                    cache_dir=os.path.join(args.work, "runtime"))
    if err:
        print("emulator build: %s" % err)
        return 1
    plan = {"so": so, "grid": list(case.grid), "block": list(rc.block_dims(entry)),
            "out": os.path.join(args.work, "out"),
            "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
            "values": rc.plan_values(case)}
    return run_and_report(rc, harness, "--emu-child", plan, args.work, "emulator", args.arch,
                          want, name)


def run_bundle(args, harness, rc, case, want, name):
    """Launches the bundle's cubin on the GPU in a child process (run_corpus.py --gpu-child)."""
    meta = json.load(open(os.path.join(args.bundle, "bundle.json")))
    files = rc.save_inputs(case, os.path.join(args.work, "in"))
    plan = {"libcuda": args.libcuda, "device": 0,
            "cubin": os.path.abspath(os.path.join(args.bundle, "kernel.cubin")),
            "entry": meta["entry"], "grid": list(case.grid), "block": meta["block"], "smem": 0,
            "out": os.path.join(args.work, "gpu"),
            "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
            "values": rc.plan_values(case)}
    return run_and_report(rc, harness, "--gpu-child", plan, args.work, "GPU run",
                          meta["arch"] + " (GPU)", want, name)


def run_and_report(rc, harness, child, plan, work, runner, where, want, name):
    """Runs `plan` in a child process of the harness (--emu-child or --gpu-child), then
    compares its y with `want` (numpy's)."""
    proc = rc.run_plan(harness, child, plan, os.path.join(work, "plan.json"), timeout=300)
    if proc.returncode != 0:
        print("%s: %s" % (runner, rc.UG.first_error_line(proc.stderr, proc.returncode)))
        return 1
    y = np.load(os.path.join(plan["out"], "y.npy"))
    wrong = int(np.count_nonzero(y != want))
    print("%s on %s: %s" % (name, where, "ok" if wrong == 0 else
                                        "FAIL (%d of %d elements differ from numpy)" % (wrong, y.size)))
    return 0 if wrong == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
