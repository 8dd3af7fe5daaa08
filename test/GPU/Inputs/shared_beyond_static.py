#!/usr/bin/env python3
"""Runs a kernel that needs more than 48 KiB of shared memory on the host emulator: by
default the 128x128 f32 transpose of test/Driver/Inputs/transpose-64k.mlir, compiled by our
tileiras (its 64 KiB exchange is static shared memory, as NVIDIA's, docs/lowering.md),
launched as run_corpus.py --emulate launches the corpus, and compared with numpy. --kernel
picks one of test/Driver/Inputs/*-256k.mlir instead, whose exchanges no target holds at once
(the lowering moves them in chunks): transpose_256k (a 256x256 transpose), extract_256k (a
dynamic extract, whose chunks each slot picks at run time), cat_256k (a cat of operands in
different layouts, one operand after the other) and dot_256k (a dot whose operands go to
scratch in K slices; dot_f32_128k the same on the CUDA cores); matmul_two_loops runs two
pipelined K loops in sequence, whose rings share one arena; tma_store
(test/Driver/Inputs/tma-store.mlir) stores a dot's result through TMA on sm_90 and later.

usage: shared_beyond_static.py --bin-dir DIR --src-root DIR --work DIR --arch sm_90
                               [--kernel NAME] [--mutate M]
       shared_beyond_static.py ... --save-bundle DIR   (no GPU: compile, for a GPU run elsewhere)
       shared_beyond_static.py --src-root DIR --work DIR --bundle DIR   (on the GPU: launch the
                                                                  bundle's kernel)
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
    ap.add_argument("--kernel", help="default transpose_64k; with --bundle, the bundle's",
                    choices=("transpose_64k", "transpose_256k", "extract_256k", "cat_256k",
                             "dot_256k", "dot_f32_128k", "matmul_two_loops", "tma_store"))
    ap.add_argument("--mutate", default="")
    ap.add_argument("--tsan", action="store_true",
                    help="build the emulated kernel with ThreadSanitizer (a race fails the run)")
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
    if args.bundle:
        # The bundle names its kernel: the inputs and numpy's answer must be that kernel's.
        bundled = json.load(open(os.path.join(args.bundle, "bundle.json"))).get("kernel")
        if bundled is None or args.kernel not in (None, bundled):
            ap.error("the bundle holds %s, not %s" % (bundled or "no kernel name", args.kernel))
        args.kernel = bundled
    args.kernel = args.kernel or "transpose_64k"
    case, want = make_case(rc, args.kernel)
    name = args.kernel
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
        json.dump({"arch": args.arch, "kernel": name, "entry": entry["name"], "block": list(rc.block_dims(entry))},
                  open(os.path.join(args.save_bundle, "bundle.json"), "w"))
        print("bundle for %s in %s" % (args.arch, args.save_bundle))
        return 0
    files = rc.save_inputs(case, os.path.join(args.work, "in"))
    so = os.path.join(args.work, "kernel.so")
    err = emu.build(llvm, entry["name"], so, [m for m in args.mutate.split(",") if m], args.clang,
                    cache_dir=os.path.join(args.work, "runtime"), tsan=args.tsan)
    if err:
        print("emulator build: %s" % err)
        return 1
    plan = {"so": so, "grid": list(case.grid), "block": list(rc.block_dims(entry)),
            "out": os.path.join(args.work, "out"),
            "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
            "values": rc.plan_values(case)}
    env = dict(os.environ)
    if args.tsan:
        env["LD_PRELOAD"] = emu.tsan_runtime(args.clang)
        env["TSAN_OPTIONS"] = "halt_on_error=1:exitcode=66:report_signal_unsafe=0"
    return run_and_report(rc, harness, "--emu-child", plan, args.work, "emulator", args.arch,
                          want, name, env)


def make_case(rc, name):
    """The launch of kernel `name` and numpy's y."""
    rng = np.random.default_rng(12)
    if name.startswith("transpose"):
        # Tiles (bid(0), bid(1)) of x go to tile (bid(1), bid(0)) of y, transposed.
        n = 128 if name == "transpose_64k" else 256
        x = rng.standard_normal((n, 2 * n)).astype(np.float32)
        return (rc.Case((1, 2), [rc.Arr("x", x), rc.Arr("y", np.zeros((2 * n, n), np.float32))]),
                x.T)
    if name == "extract_256k":
        # Blocks (0, 0) and (1, 0) store the halves of x's first 256x256 tile: y = x.
        x = rng.standard_normal((256, 256)).astype(np.float32)
        return rc.Case((2, 1), [rc.Arr("x", x), rc.Arr("y", np.zeros_like(x))]), x
    if name == "cat_256k":
        # Block b: y[:, 256 b:] = [a[128 b:, :]^T, b[:, 128 b:]].
        a = rng.standard_normal((256, 256)).astype(np.float32)
        b = rng.standard_normal((256, 256)).astype(np.float32)
        want = np.concatenate([a[:128].T, b[:, :128], a[128:].T, b[:, 128:]], axis=1)
        return (rc.Case((2, 1), [rc.Arr("a", a), rc.Arr("b", b),
                                 rc.Arr("y", np.zeros((256, 512), np.float32))]), want)
    if name == "tma_store":
        # y = a b (K = 32) in 64x64 tiles, y 100x72: the edge tiles are clipped. Small
        # integers keep every sum exact.
        a = rng.integers(-2, 3, (100, 32)).astype(np.float16)
        b = rng.integers(-2, 3, (32, 72)).astype(np.float16)
        want = (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)
        return (rc.Case((2, 2), [rc.Arr("a", a), rc.Arr("b", b),
                                 rc.Arr("y", np.zeros((100, 72), np.float16))]), want)
    if name == "matmul_two_loops":
        # C = 2 A B in f16: small integers keep every sum exact.
        a = rng.integers(-2, 3, (128, 64)).astype(np.float16)
        b = rng.integers(-2, 3, (64, 128)).astype(np.float16)
        want = (2 * (a.astype(np.float32) @ b.astype(np.float32))).astype(np.float16)
        return (rc.Case((2, 2), [rc.Arr("a", a), rc.Arr("b", b),
                                 rc.Arr("y", np.zeros((128, 128), np.float16))]), want)
    # dot_256k, dot_f32_128k: small integers, so that every f32 sum is exact whatever its
    # order.
    k = 128 if name == "dot_f32_128k" else 512
    dtype = np.float32 if name == "dot_f32_128k" else np.float16
    a = rng.integers(-3, 4, (256, k)).astype(dtype)
    b = rng.integers(-3, 4, (k, 256)).astype(dtype)
    want = a.astype(np.float32) @ b.astype(np.float32)
    return (rc.Case((2, 2), [rc.Arr("a", a), rc.Arr("b", b),
                             rc.Arr("y", np.zeros((256, 256), np.float32))]), want)


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


def run_and_report(rc, harness, child, plan, work, runner, where, want, name, env=None):
    """Runs `plan` in a child process of the harness (--emu-child or --gpu-child), then
    compares its y with `want` (numpy's)."""
    proc = rc.run_plan(harness, child, plan, os.path.join(work, "plan.json"), timeout=300,
                       env=env)
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
