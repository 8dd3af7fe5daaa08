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
    if kernel == "layernorm":
        x = (rng.standard_normal((4, 1024)) * 3 + 1).astype(np.float32)
        w = rng.standard_normal(1024).astype(np.float32)
        b = rng.standard_normal(1024).astype(np.float32)
        res = run(tool, mlir, "4,1,1", [("x", x), ("w", w), ("b", b), ("y", np.zeros_like(x))],
                  ["f32:1e-05"], work)
        xd = x.astype(np.float64)
        d = xd - xd.mean(1, keepdims=True)
        want = d / np.sqrt((d * d).mean(1, keepdims=True) + np.float32(1e-5)) * w + b
        err = np.abs(res["y"] - want)
        # f32 sums of 1024 terms in index order against float64: allow 1e-4.
        tol = 1e-4 * np.abs(want) + 1e-4
        print("layernorm: max abs err %.3g, within f32 rounding: %s" % (err.max(), bool((err <= tol).all())))
        return 0 if (err <= tol).all() else 1
    if kernel == "prefix_scan":
        x = rng.integers(-10**6, 10**6, 1024).astype(np.int32)
        res = run(tool, mlir, "4,1,1", [("x", x), ("inclusive", np.zeros_like(x)),
                                        ("running_max", np.zeros_like(x))], [], work)
        blocks = x.reshape(4, 256)
        inc = np.cumsum(blocks, axis=1).reshape(-1)
        rmax = np.maximum.accumulate(blocks[:, ::-1], axis=1)[:, ::-1].reshape(-1)
        ok = np.array_equal(res["inclusive"], inc) and np.array_equal(res["running_max"], rmax)
        print("prefix_scan: bit-exact %s" % ok)
        return 0 if ok else 1
    if kernel == "transpose2d":
        x = rng.standard_normal((64, 128)).astype(np.float32)
        res = run(tool, mlir, "2,2,1", [("x", x), ("y", np.zeros((128, 64), np.float32))], [], work)
        ok = np.array_equal(res["y"], x.T)
        print("transpose2d: bit-exact %s" % ok)
        return 0 if ok else 1
    if kernel == "fp8_e5m3":
        mlir = mlir.replace(".13.4.", ".13.4.noarch.")
        special = [1.0625, 1.1875, 114688, 118784, 118785, 2.0**-18, 3 * 2.0**-19,
                   15 * 2.0**-18, 65504, 0.0, -0.0, -1.5, np.inf, -np.inf, np.nan, 1e-30]
        x = np.concatenate([special, rng.standard_normal(240) * 1000,
                            np.exp2(rng.uniform(-20, 18, 256))]).astype(np.float32)
        res = run(tool, mlir, "4,1,1", [("x", x), ("y", np.zeros_like(x))], [], work)
        # fnv8E5M3FNU of |x| and back, independently of the interpreter:
        # 3 fraction bits, spacing 2^-17 below 2^-14, nearest-even
        # (np.round), NaN above 114688 or for NaN/inf input.
        a = np.abs(x.astype(np.float64))
        with np.errstate(divide="ignore", invalid="ignore"):
            q = np.exp2(np.maximum(np.floor(np.log2(a)), -14) - 3)
            want = np.round(a / q) * q
        want[a == 0] = 0
        want[~np.isfinite(a) | (want > 114688)] = np.nan
        ok = np.array_equal(res["y"], want.astype(np.float32), equal_nan=True)
        print("fp8_e5m3: bit-exact %s" % ok)
        return 0 if ok else 1
    raise SystemExit("unknown kernel " + kernel)


if __name__ == "__main__":
    sys.exit(main())
