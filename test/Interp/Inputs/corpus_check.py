#!/usr/bin/env python3
"""Runs a corpus kernel (test/Corpus/mlir) with tileiras-run and compares the
outputs with numpy. Each array argument expands to pointer, shape and strides
(in elements), as cuTile Python passes them.

usage: corpus_check.py TILEIRAS_RUN SRC_ROOT KERNEL WORKDIR
"""
import os
import subprocess
import sys

import numpy as np


def array_args(path, arr):
    return [path] + ["i32:%d" % d for d in arr.shape] + \
           ["i32:%d" % (s // arr.itemsize) for s in arr.strides]


def entry_name(mlir):
    for line in open(mlir):
        if line.startswith("entry @"):
            return line.split("@", 1)[1].split("(", 1)[0]
    raise SystemExit("no entry in " + mlir)


def run(tool, mlir, grid, arrays, scalars, work):
    args = []
    for name, arr in arrays:
        path = os.path.join(work, name + ".npy")
        np.save(path, arr)
        args += array_args(path, arr)
    args += scalars
    out = os.path.join(work, "out")
    cmd = [tool, mlir, "--entry", entry_name(mlir), "--grid", grid, "--out-dir", out]
    for a in args:
        cmd += ["--arg", a]
    subprocess.run(cmd, check=True)
    return {name: np.load(os.path.join(out, name + ".npy")) for name, _ in arrays}


def main():
    tool, root, kernel, work = sys.argv[1:5]
    os.makedirs(work, exist_ok=True)
    mlir = os.path.join(root, "test/Corpus/mlir/%s.13.4.mlir" % kernel)
    rng = np.random.default_rng(0)
    if kernel == "row_softmax":
        x = (rng.standard_normal((8, 512)) * 4).astype(np.float16)
        res = run(tool, mlir, "8,1,1", [("inp", x), ("out", np.zeros_like(x))], [], work)
        xf = x.astype(np.float32)
        e = np.exp(xf - xf.max(1, keepdims=True))
        want = (e / e.sum(1, keepdims=True)).astype(np.float16)
        got = res["out"]
        # exp is not correctly rounded anywhere; allow 1 f16 ulp.
        ulps = np.abs(got.view(np.int16).astype(np.int32) - want.view(np.int16).astype(np.int32))
        print("row_softmax: max ulp diff %d, exact %d/%d" % (ulps.max(), (ulps == 0).sum(), ulps.size))
        return 0 if ulps.max() <= 1 else 1
    if kernel == "vector_add":
        x = rng.standard_normal(1000).astype(np.float32)
        y = rng.standard_normal(1000).astype(np.float32)
        res = run(tool, mlir, "4,1,1", [("x", x), ("y", y), ("out", np.zeros_like(x))], [], work)
        ok = np.array_equal(res["out"], x + y)
        print("vector_add: bit-exact %s" % ok)
        return 0 if ok else 1
    if kernel == "matmul":
        a = rng.standard_normal((128, 96)).astype(np.float16)
        b = rng.standard_normal((96, 192)).astype(np.float16)
        c = np.zeros((128, 192), np.float16)
        res = run(tool, mlir, "2,3,1", [("a", a), ("b", b), ("c", c)], [], work)
        want = (a.astype(np.float64) @ b.astype(np.float64))
        err = np.abs(res["c"].astype(np.float64) - want)
        tol = 2e-3 * np.abs(want) + 2e-3
        print("matmul: max abs err %.3g, within f16 rounding: %s" % (err.max(), bool((err <= tol).all())))
        return 0 if (err <= tol).all() else 1
    raise SystemExit("unknown kernel " + kernel)


if __name__ == "__main__":
    sys.exit(main())
