#!/usr/bin/env python3
"""Runs the corpus kernels on a CUDA GPU and checks what they compute.

For each corpus kernel (test/Corpus, the 13.4 bytecode, as the goldens use): make random
inputs (seeded by the kernel's name), compile with our tileiras for the GPU's architecture,
load the cubin with the CUDA driver API (libcuda through ctypes), launch it over the
kernel's grid with the block size of the PTX's .reqntid, copy the arrays back, and compare
them with
  (a) numpy, for the kernels whose result is simple to state independently (vector_add,
      saxpy, softmax, layernorm, matmuls, transposes, scans, reductions, ...), and
  (b) the reference interpreter tileiras-run on the same inputs, for every kernel.
Each array argument is passed as cuTile does: pointer, shape..., strides... (in elements);
the argument list is checked against the entry signature of NVIDIA's disassembly
(test/Corpus/mlir) and, once compiled, against the .param list of the PTX entry.

Modes:
  (default)       the GPU run. Without a usable device it prints
                  `SKIP: no CUDA device (<reason>)` and exits with status 77 (the
                  automake/ctest "skipped" status; lit's test uses REQUIRES: cuda-device).
  --dry-run       no GPU, no interpreter: the launch plan of every kernel (grid, arguments,
                  parameter buffer layout), checked against the disassembly's signature;
                  with --tileiras also compiled for --arch, and checked against the PTX.
  --interp-only   no GPU: runs the interpreter on the inputs and compares with numpy,
                  which checks the inputs (no undefined behaviour), the argument
                  marshalling and the numpy references of this harness.
  --emulate       no GPU: compiles with our tileiras (--save-llvm), runs the kernel's
                  LLVM IR on the CPU through the host emulator (utils/emulator: one
                  host thread per CUDA thread, CTAs one after another) on the same
                  inputs, grid and block, and compares exactly as the GPU run does.
                  --arch picks the target (default sm_90; a kernel that NVIDIA's tileiras
                  also refuses for it is `not-run`); a kernel whose IR calls warp-level
                  matrix instructions says which (`ok (tensor-core: mma...)`).
                  --mutate M breaks a primitive in the emulator (drop-barriers,
                  drop-shuffles, drop-rounding, swap-mma-fragments, swap-wgmma-strides,
                  drop-cp-async-wait, weaken-cp-async-wait,
                  drop-mbarrier-wait, drop-swizzle-reads) to show that the comparison
                  notices; --cp-async late|early|both picks when cp.async copies land
                  (late: at the wait that covers them, the default; early: at issue;
                  both: a kernel that issues cp.async runs once each way);
                  --tsan runs it under ThreadSanitizer (a race within a CTA fails). A
                  kernel the emulator cannot run is `not-run (reason)`, not a failure.

Exit status: 0 all checked kernels pass, 1 a failure, 2 usage/setup error, 77 skipped.

  --save-bundle D no GPU: compiles every kernel for --arch and runs the interpreter into
                  D; `--bundle D` then makes the GPU run on a machine that has a driver
                  and numpy but none of the tools (the GPU machines lent to this project).

usage: run_corpus.py --bin-dir build/bin [--kernels a,b] [--work DIR] [--bytecode-dir DIR]
                     [--dry-run|--interp-only|--emulate [--arch sm_80] [--mutate M] [--tsan]
                                                        [--cp-async late|early|both]]
                     [--save-bundle D [--arch sm_90]] [--bundle D]
                     [--arch sm_90] [--toolkit DIR] [--libcuda libcuda.so.1] [--verbose]
"""
import argparse
import ctypes
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(HERE))
SKIP_STATUS = 77
UG = None  # utils/update-goldens.py, loaded in main()

# --------------------------------------------------------------------------------------
# Kernel cases: inputs, grid, references, tolerances.
# --------------------------------------------------------------------------------------


class Arr:
    """An array argument: pointer, shape..., strides... (in elements)."""

    def __init__(self, name, data, index="i32", elt=None):
        self.name = name
        self.data = np.ascontiguousarray(data)
        self.index = index  # type of the shape/stride arguments
        # The pointee type as the kernel sees it (bf16 is carried as uint16 bits).
        self.elt = elt or {
            np.dtype(np.float16): "f16", np.dtype(np.float32): "f32",
            np.dtype(np.float64): "f64", np.dtype(np.int8): "i8", np.dtype(np.uint8): "i8",
            np.dtype(np.int16): "i16", np.dtype(np.uint16): "i16", np.dtype(np.int32): "i32",
            np.dtype(np.uint32): "i32", np.dtype(np.int64): "i64", np.dtype(np.uint64): "i64",
        }[self.data.dtype]

    def scalars(self):
        return [(self.index, d) for d in self.data.shape] + \
               [(self.index, s // self.data.itemsize) for s in self.data.strides]


class Scalar:
    def __init__(self, type_, value):
        self.type = type_
        self.value = value


class Tol:
    """How two results of one array may differ.
    kind: 'exact' (bit-equal; floats: equal values, or both NaN), 'ulp' (at most n units in
    the last place of the array's float type), 'close' (|a-b| <= atol + rtol*|b|), 'bound'
    (|a-b| <= bound elementwise, an array from the case)."""

    def __init__(self, kind="exact", n=0, rtol=0.0, atol=0.0, bound=None):
        self.kind, self.n, self.rtol, self.atol, self.bound = kind, n, rtol, atol, bound

    def __repr__(self):
        if self.kind == "ulp":
            return "<=%d ulp" % self.n
        if self.kind == "close":
            return "rtol %g atol %g" % (self.rtol, self.atol)
        return self.kind


EXACT = Tol()


class Case:
    def __init__(self, grid, params, ref=None, tol=None, ref_tol=None, skip=(), checks=None,
                 note="", printed=False):
        self.grid = tuple(grid) + (1,) * (3 - len(grid))
        self.params = params
        self.ref = ref          # inputs {name: array} -> {name: expected array}
        self.tol = tol or {}    # GPU vs interpreter, per array (default exact)
        self.ref_tol = ref_tol or {}  # vs numpy, per array (default: tol, else exact)
        self.skip = set(skip)   # arrays whose final value depends on the block order
        self.checks = checks    # (inputs, outputs) -> [problem], for those arrays
        self.note = note
        self.printed = printed  # compare the printed text (as a multiset of lines)

    def arrays(self):
        return [p for p in self.params if isinstance(p, Arr)]


def f32(rng, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def bf16_bits(x):
    """float32 -> bfloat16 bits (uint16), round to nearest even."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    b = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    return b.astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def ulp_diff_f16(a, b):
    ia = a.view(np.int16).astype(np.int32)
    ib = b.view(np.int16).astype(np.int32)
    ia = np.where(ia < 0, -32768 - ia, ia)
    ib = np.where(ib < 0, -32768 - ib, ib)
    return np.abs(ia - ib)


def mm_bound(a, b, eps):
    """Per-element error bound for a@b accumulated in a precision with unit roundoff eps."""
    k = a.shape[-1]
    return eps * (k + 2) * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))) + 1e-30


def case_vector_add(rng):
    x, y = f32(rng, 1000), f32(rng, 1000)
    return Case((4,), [Arr("x", x), Arr("y", y), Arr("out", np.zeros_like(x))],
                ref=lambda i: {"out": i["x"] + i["y"]})


def case_saxpy(rng):
    x, y = f32(rng, 1000), f32(rng, 1000)
    alpha = np.float32(1.75)
    # alpha*x + y with or without a fused multiply-add: the two differ by at most the
    # rounding of the product plus that of the sum.
    t = Tol("bound", bound=2.0 ** -23 * (np.abs(alpha * x.astype(np.float64)) + np.abs(y)) + 1e-38)
    return Case((8,), [Scalar("f32", float(alpha)), Arr("x", x), Arr("y", y)],
                ref=lambda i: {"y": (alpha * i["x"] + i["y"]).astype(np.float32)},
                tol={"y": t}, ref_tol={"y": t})


def case_row_softmax(rng):
    # 500 of the tile's 512 columns: the NEG_INF padding and the masked load and
    # store run. Each row's first element is its largest and the next row's is
    # larger still, so reading one element past a row changes the row's sum.
    x = (rng.standard_normal((8, 500)) * 4).astype(np.float16)
    x[:, 0] = 20 + np.arange(8)

    def ref(i):
        xf = i["inp"].astype(np.float32)
        e = np.exp(xf - xf.max(1, keepdims=True))
        return {"out": (e / e.sum(1, keepdims=True)).astype(np.float16)}
    return Case((8,), [Arr("inp", x), Arr("out", np.zeros_like(x))], ref=ref,
                tol={"out": Tol("ulp", 2)}, ref_tol={"out": Tol("ulp", 2)})


def case_layernorm(rng):
    x = (rng.standard_normal((4, 1024)) * 3 + 1).astype(np.float32)
    w, b = f32(rng, 1024), f32(rng, 1024)

    def ref(i):
        xd = i["x"].astype(np.float64)
        d = xd - xd.mean(1, keepdims=True)
        return {"y": d / np.sqrt((d * d).mean(1, keepdims=True) + np.float32(1e-5)) * i["w"] + i["b"]}
    t = Tol("close", rtol=1e-4, atol=1e-4)
    return Case((4,), [Arr("x", x), Arr("w", w), Arr("b", b), Arr("y", np.zeros_like(x)),
                       Scalar("f32", 1e-5)], ref=ref, tol={"y": t}, ref_tol={"y": t})


def case_matmul(rng):
    # K = 284: nine K tiles, more than the deepest cp.async ring (4) wraps
    # around twice; the last tile is partly padded, and odd rows start 8
    # bytes off a 16-byte boundary (copied without cp.async).
    a = rng.standard_normal((128, 284)).astype(np.float16)
    b = rng.standard_normal((284, 192)).astype(np.float16)
    want = a.astype(np.float64) @ b.astype(np.float64)
    # f32 accumulation in any order, then one f16 rounding.
    bound = mm_bound(a, b, 2.0 ** -24) + np.abs(want) * 2.0 ** -11 + 2.0 ** -24
    t = Tol("bound", bound=bound * 2)
    return Case((2, 3), [Arr("a", a), Arr("b", b), Arr("c", np.zeros((128, 192), np.float16))],
                ref=lambda i: {"c": want}, tol={"c": t}, ref_tol={"c": t})


def case_matmul_tma(rng):
    # matmul with the alignment TMA needs promised (extents divisible by 8,
    # rows of whole 16 bytes): K = 296 is nine K tiles and a quarter, the
    # last one padded past the view's end.
    a = rng.standard_normal((128, 296)).astype(np.float16)
    b = rng.standard_normal((296, 192)).astype(np.float16)
    want = a.astype(np.float64) @ b.astype(np.float64)
    bound = mm_bound(a, b, 2.0 ** -24) + np.abs(want) * 2.0 ** -11 + 2.0 ** -24
    t = Tol("bound", bound=bound * 2)
    return Case((2, 3), [Arr("a", a), Arr("b", b), Arr("c", np.zeros((128, 192), np.float16))],
                ref=lambda i: {"c": want}, tol={"c": t}, ref_tol={"c": t})


def case_batched_matmul(rng):
    a = bf16_bits(rng.standard_normal((2, 64, 80)))  # K = 80: the last K tile is padded
    b = bf16_bits(rng.standard_normal((2, 80, 64)))
    av, bv = bf16_value(a).astype(np.float64), bf16_value(b).astype(np.float64)
    want = av @ bv
    bound = np.stack([mm_bound(av[i], bv[i], 2.0 ** -24) for i in range(2)])
    t = Tol("bound", bound=bound)
    return Case((2, 2, 2), [Arr("a", a, elt="bf16"), Arr("b", b, elt="bf16"),
                            Arr("c", np.zeros((2, 64, 64), np.float32))],
                ref=lambda i: {"c": want}, tol={"c": t}, ref_tol={"c": t})


def case_int_matmul(rng):
    # K = 320: five K tiles, past the deepest cp.async ring (4). Whole tiles
    # only: the kernel loads without padding, so a partial one is poison.
    a = rng.integers(-128, 128, (128, 320)).astype(np.int8)
    b = rng.integers(-128, 128, (320, 64)).astype(np.int8)
    return Case((2, 1), [Arr("a", a), Arr("b", b), Arr("c", np.zeros((128, 64), np.int32))],
                ref=lambda i: {"c": (i["a"].astype(np.int64) @ i["b"].astype(np.int64)).astype(np.int32)})


def case_tf32_matmul(rng):
    a, b = f32(rng, 64, 64), f32(rng, 64, 128)
    want = a.astype(np.float64) @ b.astype(np.float64)
    # Inputs rounded to tf32 (10 fraction bits), products exact in f32, f32 sums.
    t = Tol("bound", bound=mm_bound(a, b, 2.0 ** -10))
    return Case((1, 2), [Arr("a", a), Arr("b", b), Arr("c", np.zeros((64, 128), np.float32))],
                ref=lambda i: {"c": want}, tol={"c": t}, ref_tol={"c": t})


def e4m3_bits(x):
    """float -> f8E4M3FN bits (uint8) for values that e4m3 represents exactly (normal or 0)."""
    x = np.asarray(x, np.float64)
    frac, exp = np.frexp(np.abs(x))  # |x| = frac * 2**exp, frac in [0.5, 1)
    mant = (frac * 2 - 1) * 8
    field = exp - 1 + 7
    normal = (field >= 1) & (field <= 15) & ~((field == 15) & (mant == 7))  # S.1111.111 is NaN
    if not (np.all(mant == np.round(mant)) and np.all((x == 0) | normal)):
        raise ValueError("not exact in f8E4M3FN")
    bits = np.where(x == 0, 0, (field << 3) | mant.astype(np.int64)) | np.where(np.signbit(x), 0x80, 0)
    return bits.astype(np.uint8)


def case_fp8_matmul(rng):
    # Quarters in [-4, 4]: exact in e4m3, products and f32 sums exact, so any correct
    # tensor-core order gives the same bits. K = 80: the last K tile is padded.
    a = rng.integers(-16, 17, (128, 80)) / 4.0
    b = rng.integers(-16, 17, (80, 128)) / 4.0
    want = (a @ b).astype(np.float32)
    return Case((2, 2), [Arr("a", e4m3_bits(a), elt="f8E4M3FN"), Arr("b", e4m3_bits(b), elt="f8E4M3FN"),
                         Arr("c", np.zeros((128, 128), np.float32))],
                ref=lambda i: {"c": want})


def case_f64_matmul(rng):
    a = rng.standard_normal((128, 40))  # K = 40: the last K tile is padded
    b = rng.standard_normal((40, 128))
    want = a @ b
    # f64 products and sums in any order; an f32 step anywhere would exceed this.
    t = Tol("bound", bound=mm_bound(a, b, 2.0 ** -53))
    return Case((2, 2), [Arr("a", a), Arr("b", b), Arr("c", np.zeros((128, 128), np.float64))],
                ref=lambda i: {"c": want}, tol={"c": t}, ref_tol={"c": t})


def case_attention(rng):
    heads, s, d = 2, 128, 64
    q, k, v = [(rng.standard_normal((heads, s, d)) * 0.5).astype(np.float16) for _ in range(3)]
    scale = np.float32(1.0 / math.sqrt(d) / math.log(2.0))  # exp2 in the kernel

    def ref(i):
        qd, kd, vd = (i[n].astype(np.float64) for n in ("q", "k", "v"))
        sc = qd @ kd.transpose(0, 2, 1) * float(scale) * math.log(2.0)
        p = np.exp(sc - sc.max(-1, keepdims=True))
        return {"o": (p / p.sum(-1, keepdims=True)) @ vd}
    # p is rounded to f16 before the second product, exp2 and the division are approximate.
    t = Tol("close", rtol=2e-2, atol=4e-3)
    return Case((2, 2), [Arr("q", q), Arr("k", k), Arr("v", v), Arr("o", np.zeros_like(q)),
                         Scalar("f32", float(scale))],
                ref=ref, tol={"o": t}, ref_tol={"o": t})


def case_transpose2d(rng):
    x = f32(rng, 64, 128)
    return Case((2, 2), [Arr("x", x), Arr("y", np.zeros((128, 64), np.float32))],
                ref=lambda i: {"y": i["x"].T})


def case_permute3d(rng):
    x = rng.standard_normal((12, 8, 16)).astype(np.float16)
    return Case((3,), [Arr("x", x), Arr("y", np.zeros((16, 8, 12), np.float16))],
                ref=lambda i: {"y": i["x"].transpose(2, 1, 0)})


def case_transposed_load(rng):
    x = f32(rng, 64, 64)
    return Case((2, 2), [Arr("x", x), Arr("y", np.zeros_like(x))],
                note="order='F' load: interpreter only")


def case_prefix_scan(rng):
    x = rng.integers(-10 ** 6, 10 ** 6, 1024).astype(np.int32)

    def ref(i):
        blocks = i["x"].reshape(4, 256)
        return {"inclusive": np.cumsum(blocks, axis=1).reshape(-1).astype(np.int32),
                "running_max": np.maximum.accumulate(blocks[:, ::-1], axis=1)[:, ::-1].reshape(-1)}
    return Case((4,), [Arr("x", x), Arr("inclusive", np.zeros_like(x)),
                       Arr("running_max", np.zeros_like(x))], ref=ref)


def case_row_reductions(rng):
    x = f32(rng, 32, 128)

    def ref(i):
        t = i["x"]
        return {"sums": t.astype(np.float64).sum(1), "maxes": t.max(1), "mins": t.min(1),
                "argm": t.argmax(1).astype(np.int32)}
    t = Tol("close", rtol=1e-5, atol=1e-5)
    return Case((2,), [Arr("x", x), Arr("sums", np.zeros(32, np.float32)),
                       Arr("maxes", np.zeros(32, np.float32)), Arr("mins", np.zeros(32, np.float32)),
                       Arr("argm", np.zeros(32, np.int32))],
                ref=ref, tol={"sums": t}, ref_tol={"sums": t})


def case_custom_reduce(rng):
    x = rng.choice(np.array([-3, -2, -1, 1, 2, 3], np.int32), (4, 64))

    def ref(i):
        out = []
        for row in i["x"]:
            p = 1
            for v in row:
                p = (p * int(v)) & 0xFFFFFFFF
            out.append(p)
        return {"out": np.array(out, np.uint32).view(np.int32)}
    return Case((4,), [Arr("x", x), Arr("out", np.zeros(4, np.int32))], ref=ref)


def case_histogram(rng):
    vals = rng.integers(0, 32, 512).astype(np.int32)
    return Case((4,), [Arr("values", vals), Arr("bins", np.zeros(32, np.int32))],
                ref=lambda i: {"bins": np.bincount(i["values"], minlength=32).astype(np.int32)})


def case_atomic_mix(rng):
    def checks(inputs, out):
        c = out["counters"]
        return [] if (c <= 7).all() else ["counters: a value above 7 after atomic_min(7)"]
    # data: +0.5 per block and lane, exact. counters and flags: xchg/cas/or/and/xor from
    # every block on the same words, their final values depend on the order of the blocks.
    return Case((4,), [Arr("counters", np.zeros(64, np.int32)), Arr("flags", np.zeros(64, np.int32)),
                       Arr("data", np.zeros(64, np.float32))],
                ref=lambda i: {"data": np.full(64, 2.0, np.float32)},
                skip=("counters", "flags"), checks=checks,
                note="counters/flags depend on the block order: only checked for bounds")


def case_gather_scatter(rng):
    idx = rng.permutation(256).astype(np.int32)
    src = f32(rng, 256)
    dst = np.full(256, 7.0, np.float32)

    def ref(i):
        d = i["dst"].copy()
        sel = i["idx"][i["idx"] < 200]
        d[sel] = i["src"][sel] * 2.0
        return {"dst": d}
    return Case((2,), [Arr("src", src), Arr("idx", idx), Arr("dst", dst), Scalar("i32", 200)], ref=ref)


def case_gather_2d(rng):
    src = rng.standard_normal((48, 64)).astype(np.float16)
    rows = rng.integers(0, 48, 32).astype(np.int32)
    return Case((2,), [Arr("src", src), Arr("rows", rows), Arr("out", np.zeros((32, 64), np.float16))],
                ref=lambda i: {"out": i["src"][i["rows"]]})


def case_insert_tile(rng):
    return Case((2,), [Arr("x", f32(rng, 32, 16)), Arr("patch", f32(rng, 4, 4)),
                       Arr("y", np.zeros((32, 16), np.float32))],
                note="ct.insert offsets: interpreter only")


def case_int64_index(rng):
    x = f32(rng, 4, 256)
    t = Tol("close", rtol=1e-5, atol=1e-5)
    return Case((4,), [Arr("x", x, index="i64"), Arr("y", np.zeros_like(x), index="i64")],
                ref=lambda i: {"y": i["x"].astype(np.float64).sum(1, keepdims=True) + i["x"]},
                tol={"y": t}, ref_tol={"y": t})


def case_int64_ops(rng):
    a = rng.integers(-2 ** 31, 2 ** 31, 256, dtype=np.int64).astype(np.int32)
    return Case((4,), [Arr("a", a), Arr("out", np.zeros(256, np.int16))],
                ref=lambda i: {"out": ((i["a"].astype(np.int64) * 3000000000) >> 7).astype(np.int16)})


def case_integer_ops(rng):
    a = rng.integers(-1000, 1000, 256).astype(np.int32)
    b = rng.integers(-1000, 1000, 256).astype(np.int32)

    def ref(i):
        x = i["a"].astype(np.int64)
        y = i["b"].astype(np.int64) | 1
        q, r = np.floor_divide(x, y), np.mod(x, y)  # Python semantics, as cuTile documents
        s = (x << 3) ^ (y >> 1)
        m = np.minimum(x, y) + np.maximum(x, y)
        cd = -np.floor_divide(-x, 7)
        out = (q + r + s + m + cd + (x & ~y) + np.abs(x) - x * y).astype(np.int32)
        ux, uy = x.astype(np.uint32).astype(np.uint64), y.astype(np.uint32).astype(np.uint64)
        uout = ((ux % uy) + (ux >> 2) + np.maximum(ux, uy)).astype(np.uint32)
        return {"out": out, "uout": uout}
    return Case((2,), [Arr("a", a), Arr("b", b), Arr("out", np.zeros(256, np.int32)),
                       Arr("uout", np.zeros(256, np.uint32))], ref=ref)


def case_int_cmp(rng):
    a = rng.integers(-300, 300, 256).astype(np.int32)

    def ref(i):
        x = i["a"]
        keep = (x >= 100) | (x.astype(np.uint32) < 50)
        return {"out": np.where(keep, x, -x).astype(np.int32)}
    return Case((2,), [Arr("a", a), Arr("out", np.zeros(256, np.int32))], ref=ref)


def case_select_cmp(rng):
    a, b = f32(rng, 256), f32(rng, 256)
    b[::7] = a[::7]
    a[5::31] = np.nan

    def ref(i):
        x, y = i["a"], i["b"]
        with np.errstate(invalid="ignore"):
            r = np.where(x > y, x, np.where(x <= 0, y, x * y))
            ne = (x != y) & ~np.isnan(x)
            return {"out": r.astype(np.float32), "mask_out": (ne | (x == y)).astype(np.int8)}
    return Case((2,), [Arr("a", a), Arr("b", b), Arr("out", np.zeros(256, np.float32)),
                       Arr("mask_out", np.zeros(256, np.int8))], ref=ref)


def case_conversions(rng):
    x = (rng.uniform(-300, 300, 256)).astype(np.float32)
    x[:4] = [0.5, -0.5, 255.75, -128.25]

    def ref(i):
        t = i["f32_in"]
        h = t.astype(np.float16)
        iv = t.astype(np.int32)  # truncation toward zero
        return {"f16_out": h, "bf16_out": bf16_bits(t), "i32_out": iv, "i8_out": iv.astype(np.int8),
                "f64_out": h.astype(np.float64) + iv.astype(np.float64),
                "u16_out": iv.astype(np.uint8).astype(np.uint16)}
    return Case((2,), [Arr("f32_in", x), Arr("f16_out", np.zeros(256, np.float16)),
                       Arr("bf16_out", np.zeros(256, np.uint16), elt="bf16"),
                       Arr("i32_out", np.zeros(256, np.int32)), Arr("i8_out", np.zeros(256, np.int8)),
                       Arr("f64_out", np.zeros(256, np.float64)), Arr("u16_out", np.zeros(256, np.uint16))],
                ref=ref)


def case_bitcast_fp8(rng):
    x = rng.uniform(-400, 400, 256).astype(np.float32)  # inside f8E4M3FN's range
    return Case((2,), [Arr("x", x), Arr("y", np.zeros(256, np.uint8)), Arr("z", np.zeros(256, np.float32))],
                note="f8 conversions: interpreter only")


def case_rounding_conversions(rng):
    x = f32(rng, 256, scale=100.0)
    return Case((2,), [Arr("x", x), Arr("h_out", np.zeros(256, np.float16)),
                       Arr("b_out", np.zeros(256, np.uint16), elt="bf16")],
                note="tf32/RZ conversions: interpreter only")


def case_math_funcs(rng):
    x = rng.uniform(-1.4, 1.4, 256).astype(np.float32)
    # Transcendentals: the GPU's are not correctly rounded, nor is libm; cancellation in
    # a*b + c - d/e amplifies that.
    return Case((2,), [Arr("x", x), Arr("y", np.zeros(256, np.float32))],
                tol={"y": Tol("close", rtol=1e-3, atol=1e-3)}, note="libm vs GPU math: tolerance")


def case_math_rounding(rng):
    x = rng.uniform(0.0, 2.0, 256).astype(np.float32)
    return Case((2,), [Arr("x", x), Arr("y", np.zeros(256, np.float32))],
                tol={"y": Tol("close", rtol=2e-3, atol=2e-3)}, note="approx ops: tolerance")


def case_control_flow(rng):
    x = f32(rng, 256)

    def ref(i):
        v = i["x"] * np.float32(2.0)  # mode > 0
        acc = np.zeros_like(v)
        for k in (0, 2, 4, 6):
            acc = (acc + v * np.float32(k)).astype(np.float32)
        return {"y": acc}
    t = Tol("ulp", 2)
    return Case((4,), [Arr("x", x), Arr("y", np.zeros_like(x)), Scalar("i32", 1)], ref=ref,
                tol={"y": t}, ref_tol={"y": t})


def case_debug_print(rng):
    x = np.abs(f32(rng, 32))
    return Case((2,), [Arr("x", x)], printed=True, note="printed lines compared as a multiset")


def case_memory_order(rng):
    flags = rng.integers(0, 5, 4).astype(np.int32)
    data = f32(rng, 256)
    return Case((4,), [Arr("flag_in", flags), Arr("data", data), Arr("out", np.zeros(256, np.float32))],
                ref=lambda i: {"out": i["data"] + np.repeat(i["flag_in"], 64).astype(np.float32)})


def case_pdl_consumer(rng):
    x = f32(rng, 256)
    return Case((2,), [Arr("x", x), Arr("y", np.zeros_like(x))],
                ref=lambda i: {"y": i["x"] + np.float32(1.0)})


def case_persistent_scale(rng):
    # 20 tiles over 3 CTAs: CTA 0 runs 7 iterations, past the wrap of a
    # 4-stage ring.
    x = f32(rng, 512 * 20)
    return Case((3,), [Arr("x", x), Arr("y", np.zeros_like(x)), Scalar("f32", -2.5)],
                ref=lambda i: {"y": i["x"] * np.float32(-2.5)})


def case_while_loop(rng):
    x = (rng.uniform(0, 1, 256) * np.repeat([0.5, 3.0], 128)).astype(np.float32)

    def ref(i):
        out = []
        for blk in i["x"].reshape(2, 128):
            v, it = blk.copy(), 0
            while v.max() > 1.0:
                v = v * np.float32(0.5)
                it += 1
                if it > 100:
                    break
            out.append(v)
        return {"y": np.concatenate(out)}
    return Case((2,), [Arr("x", x), Arr("y", np.zeros_like(x))], ref=ref)


def case_powi(rng):
    x = rng.uniform(0.5, 1.5, 256).astype(np.float32)
    e = rng.integers(-4, 5, 256).astype(np.int32)

    def ref(i):
        t = i["x"].astype(np.float64)
        return {"y": t ** i["e"] + t ** 3 + t ** 3}
    t = Tol("close", rtol=1e-5, atol=1e-5)
    return Case((2,), [Arr("x", x), Arr("e", e), Arr("y", np.zeros(256, np.float32)), Scalar("i32", 3)],
                ref=ref, tol={"y": t}, ref_tol={"y": t})


def case_shape_ops(rng):
    x = f32(rng, 8, 32)

    def ref(i):
        t = i["x"].astype(np.float64)
        sums = t.reshape(2, 4, 32).sum(1, keepdims=True)
        return {"y": np.broadcast_to(sums, (2, 4, 32)).reshape(8, 32), "z": i["x"].reshape(-1)}
    t = Tol("close", rtol=1e-6, atol=1e-6)
    return Case((2,), [Arr("x", x), Arr("y", np.zeros_like(x)), Arr("z", np.zeros(256, np.float32))],
                ref=ref, tol={"y": t}, ref_tol={"y": t})


def case_unchecked_copy(rng):
    x = f32(rng, 32, 64)
    return Case((2,), [Arr("x", x), Arr("y", np.zeros_like(x))], ref=lambda i: {"y": i["x"]})


def case_fp8_e5m3(rng):
    special = [1.0625, 1.1875, 114688, 118784, 118785, 2.0 ** -18, 3 * 2.0 ** -19,
               15 * 2.0 ** -18, 65504, 0.0, -0.0, -1.5, np.inf, -np.inf, np.nan, 1e-30]
    x = np.concatenate([special, rng.standard_normal(240) * 1000,
                        np.exp2(rng.uniform(-20, 18, 256))]).astype(np.float32)

    def ref(i):
        # fnv8E5M3FNU of |x| and back: 3 fraction bits, spacing 2^-17 below 2^-14,
        # nearest-even, NaN above 114688 or for NaN/inf input.
        a = np.abs(i["x"].astype(np.float64))
        with np.errstate(divide="ignore", invalid="ignore"):
            q = np.exp2(np.maximum(np.floor(np.log2(a)), -14) - 3)
            want = np.round(a / q) * q
        want[a == 0] = 0
        want[~np.isfinite(a) | (want > 114688)] = np.nan
        return {"y": want.astype(np.float32)}
    return Case((4,), [Arr("x", x), Arr("y", np.zeros_like(x))], ref=ref)


CASES = {name[len("case_"):]: fn for name, fn in globals().items() if name.startswith("case_")}
INVALID = {"unsigned_floordiv": "invalid input: NVIDIA's verifier rejects it too (test/Corpus/README.md)"}

# Kernels the interpreter cannot run yet (the reason). With --interp-only they are expected
# failures, and one that passes fails the run so that this list is kept current; on the GPU
# they are compared with numpy only.
INTERP_XFAIL: dict = {}

# Kernels --emulate cannot run, and why; each is reported `not-run`, and one that runs
# fails the run so that the list stays current.
EMU_NOT_RUN = {"fp8_e5m3": "our tileiras does not lower f8E5M3FNU conversions yet (golden/README.md)"}


# Kernels that every tileiras we compare with refuses for every target we have: the GPU
# run reports them `not-run` when ours refuses them with the architecture's diagnostic.
ARCH_REFUSED = {"fp8_e5m3": "f8E5M3FNU: NVIDIA's tileiras 13.4 refuses it for sm_90, sm_100 and "
                            "sm_120 alike (golden/README.md)"}
# Kernels that NVIDIA's tileiras refuses for some targets only (--arch): a run for one of
# them reports the kernel `not-run` when ours refuses it with the same diagnostic.
ARCH_REFUSED_FOR = {"bitcast_fp8": (("sm_80",), "f8E4M3FN: NVIDIA's tileiras 13.4 refuses it "
                                                "for sm_80 (and sm_89, which ours accepts)"),
                    "fp8_matmul": (("sm_80",), "f8E4M3FN: NVIDIA's tileiras 13.4 and 13.5 refuse it "
                                               "for sm_80 (13.4 also for sm_89, which ours and 13.5 accept)")}


def arch_refusal(kernel, arch, err):
    """Why `kernel` is not run for `arch`, when our tileiras refused it (err) as NVIDIA's
    does; else None."""
    if not err or "Incompatibility with architecture" not in err:
        return None
    if kernel in ARCH_REFUSED:
        return ARCH_REFUSED[kernel]
    archs, reason = ARCH_REFUSED_FOR.get(kernel, ((), None))
    return reason if arch in archs else None


def make_case(kernel):
    seed = zlib.crc32(kernel.encode())
    return CASES[kernel](np.random.default_rng(seed))


# --------------------------------------------------------------------------------------
# Corpus: bytecode, entry names and signatures.
# --------------------------------------------------------------------------------------


def load_update_goldens(root):
    """utils/update-goldens.py: the kernel list, the pinned toolkit and error summaries are
    shared with the golden tests."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "update_goldens", os.path.join(root, "utils", "update-goldens.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def disassembly(root, bytecode):
    name = os.path.basename(bytecode)[:-len(".tilebc")]
    path = os.path.join(root, "test", "Corpus", "mlir", name + ".mlir")
    return path if os.path.exists(path) else None


def entry_signature(mlir):
    """(entry name, [argument type]) from NVIDIA's disassembly: 'ptr<f32>', 'i32', ..."""
    for line in open(mlir, encoding="utf-8"):
        m = re.match(r"\s*entry @(\w+)\((.*?)\)\s*(optimization_hints|\{)", line)
        if m:
            types = re.findall(r"%\w+: tile<([^>]*>?)>", m.group(2))
            return m.group(1), types
    raise ValueError("no entry in " + mlir)


def marshalled_types(case):
    """The argument types the harness passes, in entry order."""
    out = []
    for p in case.params:
        if isinstance(p, Arr):
            out.append("ptr<%s>" % p.elt)
            out += [t for t, _ in p.scalars()]
        else:
            out.append(p.type)
    return out


# Sizes of the kernel parameters (PTX .param space and cuLaunchKernel's kernelParams).
CTYPES = {"i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
          "f16": ctypes.c_uint16, "f32": ctypes.c_float, "f64": ctypes.c_double,
          "ptr": ctypes.c_uint64}


def param_values(case, addresses):
    """[(type, value)] of every kernel argument; addresses: {array name: device address}."""
    vals = []
    for p in case.params:
        if isinstance(p, Arr):
            vals.append(("ptr", addresses[p.name]))
            vals += p.scalars()
        else:
            vals.append((p.type, p.value))
    return vals


def pack_params(values):
    """ctypes objects and the void*[] array cuLaunchKernel takes; also the layout as the PTX
    .param space lays it out (each parameter aligned to its size)."""
    objs, layout, offset = [], [], 0
    for t, v in values:
        ct = CTYPES[t]
        obj = ct(v)
        objs.append(obj)
        size = ctypes.sizeof(ct)
        offset = (offset + size - 1) // size * size
        layout.append((offset, size, t))
        offset += size
    arr = (ctypes.c_void_p * len(objs))(*[ctypes.addressof(o) for o in objs])
    return objs, arr, layout


# --------------------------------------------------------------------------------------
# PTX: entry parameters, block and cluster dimensions.
# --------------------------------------------------------------------------------------

PTX_PARAM_SIZE = {"u8": 1, "s8": 1, "b8": 1, "u16": 2, "s16": 2, "b16": 2, "f16": 2,
                  "u32": 4, "s32": 4, "b32": 4, "f32": 4, "u64": 8, "s64": 8, "b64": 8, "f64": 8}


def parse_ptx_entry(ptx, name=None):
    """{'name', 'params': [size], 'reqntid': (x,y,z)|None, 'maxntid', 'cluster',
    'dynamic_smem': bool} of the (named, else the only) .entry."""
    entries = list(re.finditer(r"\.entry\s+(\w+)\s*\(", ptx))
    if not entries:
        raise ValueError("no .entry in the PTX")
    m = next((e for e in entries if e.group(1) == name), entries[0] if len(entries) == 1 else None)
    if m is None:
        raise ValueError("no .entry %s in the PTX (has %s)" % (name, ", ".join(e.group(1) for e in entries)))
    close = ptx.index(")", m.end())
    params = []
    for p in re.finditer(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)(?:\s+\.ptr[\w.\s]*?)?\s+\w+(?:\[(\d+)\])?",
                         ptx[m.end():close]):
        size = PTX_PARAM_SIZE.get(p.group(1))
        if size is None:
            raise ValueError("unknown .param type ." + p.group(1))
        params.append(size * int(p.group(2) or 1))
    body_start = ptx.find("{", close)
    directives = ptx[close:body_start if body_start >= 0 else len(ptx)]

    def dims(directive):
        d = re.search(r"\." + directive + r"\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?", directives)
        return tuple(int(x or 1) for x in d.groups()) if d else None
    return {"name": m.group(1), "params": params, "reqntid": dims("reqntid"),
            "maxntid": dims("maxntid"), "cluster": dims("reqnctapercluster"),
            "dynamic_smem": bool(re.search(r"\.extern\s+\.shared", ptx))}


def check_against_ptx(case, entry):
    """Problems between the harness's parameter buffer and the PTX entry."""
    _, _, layout = pack_params(param_values(case, {a.name: 0 for a in case.arrays()}))
    sizes = [s for _, s, _ in layout]
    if sizes != entry["params"]:
        return ["the PTX entry takes %d parameters of sizes %s, the harness passes %d of sizes %s"
                % (len(entry["params"]), entry["params"], len(sizes), sizes)]
    return []


def block_dims(entry):
    if entry["reqntid"]:
        return entry["reqntid"]
    if entry["maxntid"]:
        return entry["maxntid"]
    raise ValueError("the PTX entry has neither .reqntid nor .maxntid: block size unknown")


# --------------------------------------------------------------------------------------
# Comparison.
# --------------------------------------------------------------------------------------


def compare(got, want, tol, elt):
    """None if within tolerance, else a one-line description of the worst element."""
    got, want = np.asarray(got), np.asarray(want)
    if elt == "bf16":  # carried as uint16 bits: exact compares bits, others values
        if not (tol.kind == "exact" and want.dtype == np.uint16):
            got = bf16_value(got)
            want = bf16_value(want) if want.dtype == np.uint16 else want
    if got.shape != want.shape:
        want = want.reshape(got.shape) if want.size == got.size else want
        if got.shape != want.shape:
            return "shape %s, expected %s" % (got.shape, want.shape)
    if got.dtype.kind != "f" and want.dtype.kind != "f":
        bad = got.astype(np.int64) != want.astype(np.int64)
        if tol.kind in ("exact", "ulp") or not bad.any():
            if not bad.any():
                return None
            i = np.unravel_index(np.argmax(bad), bad.shape)
            return "%d of %d differ, first at %s: %d, expected %d" % (
                bad.sum(), bad.size, tuple(int(x) for x in i), int(got[i]), int(want[i]))
    g = got.astype(np.float64)
    w = want.astype(np.float64)
    both_nan = np.isnan(g) & np.isnan(w)
    if tol.kind == "exact":
        bad = ~((g == w) | both_nan)
        # -0.0 vs +0.0 counts as a difference for an exact comparison.
        bad |= (g == 0) & (w == 0) & (np.signbit(g) != np.signbit(w))
    elif tol.kind == "ulp":
        if got.dtype == np.float16 and want.dtype == np.float16:
            bad = (ulp_diff_f16(got, want) > tol.n) & ~both_nan
        else:
            dt = got.dtype if got.dtype.kind == "f" else np.float32
            spacing = np.abs(np.spacing(w.astype(dt))).astype(np.float64)
            bad = ~(np.abs(g - w) <= tol.n * spacing) & ~both_nan
    elif tol.kind == "close":
        with np.errstate(invalid="ignore"):
            bad = ~(np.abs(g - w) <= tol.atol + tol.rtol * np.abs(w)) & ~both_nan
    elif tol.kind == "bound":
        with np.errstate(invalid="ignore"):
            bad = ~(np.abs(g - w) <= np.broadcast_to(tol.bound, w.shape)) & ~both_nan
    else:
        raise ValueError(tol.kind)
    if not bad.any():
        return None
    i = np.unravel_index(np.argmax(bad), bad.shape)
    with np.errstate(invalid="ignore"):
        err = np.nanmax(np.where(bad, np.abs(g - w), 0))
    return "%d of %d outside %r, first at %s: %.9g, expected %.9g (max abs err %.3g)" % (
        bad.sum(), bad.size, tol, tuple(int(x) for x in i), float(g[i]), float(w[i]), float(err))


# --------------------------------------------------------------------------------------
# The CUDA driver API through ctypes.
# --------------------------------------------------------------------------------------


class CudaError(Exception):
    pass


class Cuda:
    ATTR_CC_MAJOR, ATTR_CC_MINOR = 75, 76
    ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97
    FUNC_MAX_THREADS_PER_BLOCK = 0
    FUNC_SHARED_SIZE_BYTES = 1
    FUNC_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

    def __init__(self, libname="libcuda.so.1"):
        try:
            self.lib = ctypes.CDLL(libname)
        except OSError as e:
            raise CudaError("cannot load %s: %s" % (libname, e))
        self.ctx = None
        self.dev = None

    def call(self, fn, *args):
        f = getattr(self.lib, fn)
        rc = f(*args)
        if rc != 0:
            raise CudaError("%s failed: %s" % (fn, self.error_name(rc)))

    # For drivers (and the stub library) whose cuGetErrorName does not answer.
    ERRORS = {1: "CUDA_ERROR_INVALID_VALUE", 2: "CUDA_ERROR_OUT_OF_MEMORY",
              3: "CUDA_ERROR_NOT_INITIALIZED", 34: "CUDA_ERROR_STUB_LIBRARY",
              35: "CUDA_ERROR_INSUFFICIENT_DRIVER", 46: "CUDA_ERROR_DEVICES_UNAVAILABLE",
              100: "CUDA_ERROR_NO_DEVICE", 101: "CUDA_ERROR_INVALID_DEVICE",
              200: "CUDA_ERROR_INVALID_IMAGE", 209: "CUDA_ERROR_NO_BINARY_FOR_GPU",
              218: "CUDA_ERROR_INVALID_PTX", 500: "CUDA_ERROR_NOT_FOUND",
              700: "CUDA_ERROR_ILLEGAL_ADDRESS", 701: "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
              702: "CUDA_ERROR_LAUNCH_TIMEOUT", 710: "CUDA_ERROR_ASSERT",
              716: "CUDA_ERROR_MISALIGNED_ADDRESS", 719: "CUDA_ERROR_LAUNCH_FAILED",
              999: "CUDA_ERROR_UNKNOWN"}

    def error_name(self, rc):
        name = ctypes.c_char_p()
        try:
            if self.lib.cuGetErrorName(rc, ctypes.byref(name)) == 0 and name.value:
                return "%s (%d)" % (name.value.decode(), rc)
        except AttributeError:
            pass
        return "%s (%d)" % (self.ERRORS.get(rc, "CUresult"), rc)

    def init(self):
        """Device count after cuInit; raises CudaError with the reason when unusable."""
        self.call("cuInit", 0)
        n = ctypes.c_int(0)
        self.call("cuDeviceGetCount", ctypes.byref(n))
        return n.value

    def open(self, ordinal=0):
        dev = ctypes.c_int()
        self.call("cuDeviceGet", ctypes.byref(dev), ordinal)
        self.dev = dev
        ctx = ctypes.c_void_p()
        self.call("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), dev)
        self.call("cuCtxSetCurrent", ctx)
        self.ctx = ctx

    def close(self):
        if self.ctx is not None:
            self.lib.cuDevicePrimaryCtxRelease_v2(self.dev)
            self.ctx = None

    def attribute(self, attr):
        v = ctypes.c_int()
        self.call("cuDeviceGetAttribute", ctypes.byref(v), attr, self.dev)
        return v.value

    def name(self):
        buf = ctypes.create_string_buffer(256)
        self.call("cuDeviceGetName", buf, 256, self.dev)
        return buf.value.decode(errors="replace")

    def arch(self):
        return "sm_%d%d" % (self.attribute(self.ATTR_CC_MAJOR), self.attribute(self.ATTR_CC_MINOR))

    def load(self, cubin_bytes, entry):
        module = ctypes.c_void_p()
        buf = ctypes.create_string_buffer(cubin_bytes, len(cubin_bytes))
        self.call("cuModuleLoadData", ctypes.byref(module), buf)
        fn = ctypes.c_void_p()
        self.call("cuModuleGetFunction", ctypes.byref(fn), module, entry.encode())
        return module, fn

    def func_attribute(self, fn, attr):
        v = ctypes.c_int()
        self.call("cuFuncGetAttribute", ctypes.byref(v), attr, fn)
        return v.value

    def opt_in_shared_memory(self, fn):
        """What NVIDIA's launcher (the cuda-tile package) does to every kernel it loads,
        ours and NVIDIA's alike declare their shared memory statically, past 48 KiB too:
        raise CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES to the device's opt-in
        maximum per block less the kernel's static shared memory (docs/lowering.md).
        Launches then pass no dynamic shared memory. Here only past 48 KiB."""
        static = self.func_attribute(fn, self.FUNC_SHARED_SIZE_BYTES)
        if static <= 48 * 1024:
            return
        optin = self.attribute(self.ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)
        if static > optin:
            raise CudaError("the kernel's %d bytes of shared memory exceed the device's %d "
                            "per block" % (static, optin))
        self.call("cuFuncSetAttribute", fn, self.FUNC_MAX_DYNAMIC_SHARED_SIZE_BYTES, optin - static)

    def alloc(self, nbytes):
        p = ctypes.c_uint64()
        self.call("cuMemAlloc_v2", ctypes.byref(p), max(1, nbytes))
        return p.value

    def htod(self, dptr, array):
        self.call("cuMemcpyHtoD_v2", ctypes.c_uint64(dptr), array.ctypes.data_as(ctypes.c_void_p),
                  ctypes.c_size_t(array.nbytes))

    def dtoh(self, array, dptr):
        self.call("cuMemcpyDtoH_v2", array.ctypes.data_as(ctypes.c_void_p), ctypes.c_uint64(dptr),
                  ctypes.c_size_t(array.nbytes))

    def free(self, dptr):
        self.lib.cuMemFree_v2(ctypes.c_uint64(dptr))

    def launch(self, fn, grid, block, smem, params):
        self.call("cuLaunchKernel", fn, *[ctypes.c_uint(x) for x in grid],
                  *[ctypes.c_uint(x) for x in block], ctypes.c_uint(smem), None, params, None)
        self.call("cuCtxSynchronize")


def probe_device(libname):
    """(device count, reason) without leaving a context behind."""
    try:
        cuda = Cuda(libname)
        n = cuda.init()
    except CudaError as e:
        return 0, str(e)
    return n, "no device" if n == 0 else ""


def gpu_child(plan_path):
    """Runs one launch plan (JSON from the parent) in this process: loads the cubin, copies
    the inputs, launches, copies the arrays back to <out>/<name>.npy. Its own process, so a
    faulting kernel cannot poison the context of the next one."""
    plan = json.load(open(plan_path))
    cuda = Cuda(plan["libcuda"])
    cuda.init()
    cuda.open(plan.get("device", 0))
    module, fn = cuda.load(open(plan["cubin"], "rb").read(), plan["entry"])
    block = plan["block"]
    max_threads = cuda.func_attribute(fn, Cuda.FUNC_MAX_THREADS_PER_BLOCK)
    if block[0] * block[1] * block[2] > max_threads:
        raise CudaError("block %s exceeds the function's maximum of %d threads" % (block, max_threads))
    cuda.opt_in_shared_memory(fn)
    arrays, addresses = {}, {}
    for a in plan["arrays"]:
        arr = np.load(a["file"])
        arrays[a["name"]] = arr
        addresses[a["name"]] = cuda.alloc(arr.nbytes)
        cuda.htod(addresses[a["name"]], arr)
    values = [(t, addresses[v] if t == "ptr" else v) for t, v in plan["values"]]
    objs, params, _ = pack_params(values)
    sys.stdout.flush()
    cuda.launch(fn, plan["grid"], block, plan["smem"], params)
    sys.stdout.flush()
    os.makedirs(plan["out"], exist_ok=True)
    for name, arr in arrays.items():
        host = np.empty_like(arr)
        cuda.dtoh(host, addresses[name])
        np.save(os.path.join(plan["out"], name + ".npy"), host)
        cuda.free(addresses[name])
    cuda.lib.cuModuleUnload(module)
    cuda.close()
    return 0


# --------------------------------------------------------------------------------------
# Self-test of the parts that need no GPU.
# --------------------------------------------------------------------------------------

STRUCT = {"i8": "b", "i16": "h", "i32": "i", "i64": "q", "f32": "f", "f64": "d", "ptr": "Q", "f16": "H"}

SAMPLE_PTX = """
.version 8.0
.target sm_100a
.address_size 64
.visible .entry other(.param .u32 other_param_0) .reqntid 32 { ret; }
.visible .entry k(
	.param .u64 .ptr .global .align 16 k_param_0,
	.param .u32 k_param_1,
	.param .f32 k_param_2,
	.param .align 8 .b8 k_param_3[16],
	.param .u64 k_param_4
)
.reqntid 128, 2
.reqnctapercluster 2, 1, 1
.minnctapersm 1
{
	.extern .shared .align 16 .b8 smem[];
	ret;
}
"""


def self_test():
    """Checks marshalling, PTX parsing, comparison and the skip probe; returns problems."""
    problems = []
    # Every case: the void*[] given to cuLaunchKernel points at the right values and sizes.
    for kernel in CASES:
        case = make_case(kernel)
        addrs = {a.name: 0x7F0000001000 + 0x100 * i for i, a in enumerate(case.arrays())}
        values = param_values(case, addrs)
        objs, arr, layout = pack_params(values)
        for i, (t, v) in enumerate(values):
            size = struct.calcsize("<" + STRUCT[t])
            raw = ctypes.string_at(arr[i], size)
            got = struct.unpack("<" + STRUCT[t], raw)[0]
            want = v if t != "f32" else struct.unpack("<f", struct.pack("<f", v))[0]
            if got != want or layout[i][1] != size:
                problems.append("%s: parameter %d (%s) reads back %r, expected %r" % (kernel, i, t, got, want))
        if len(arr) != len(marshalled_types(case)):
            problems.append("%s: %d pointers for %d arguments" % (kernel, len(arr), len(marshalled_types(case))))
        # Arrays: the shape and strides are what numpy has, in elements.
        for a in case.arrays():
            want = list(a.data.shape) + [s // a.data.itemsize for s in a.data.strides]
            if [v for _, v in a.scalars()] != want:
                problems.append("%s: %s shape/strides %s" % (kernel, a.name, a.scalars()))
    # PTX parsing.
    e = parse_ptx_entry(SAMPLE_PTX, "k")
    want = {"name": "k", "params": [8, 4, 4, 16, 8], "reqntid": (128, 2, 1), "maxntid": None,
            "cluster": (2, 1, 1), "dynamic_smem": True}
    if e != want:
        problems.append("parse_ptx_entry: %r, expected %r" % (e, want))
    if parse_ptx_entry(SAMPLE_PTX, "other")["reqntid"] != (32, 1, 1):
        problems.append("parse_ptx_entry: one-line entry")
    # Comparisons: each must accept the first pair and reject the second.
    nan = np.float32("nan")
    pairs = [
        (EXACT, "f32", np.array([1, nan, -0.0], np.float32), np.array([1, nan, -0.0], np.float32),
         np.array([1, nan, 0.0], np.float32)),
        (EXACT, "i32", np.array([1, -2], np.int32), np.array([1, -2], np.int64), np.array([1, 2], np.int32)),
        (Tol("ulp", 1), "f16", np.array([1.0], np.float16), np.array([np.nextafter(np.float16(1), np.float16(2))]),
         np.array([np.float16(1.0) + np.float16(2 ** -9)], np.float16)),
        (Tol("ulp", 2), "f32", np.array([1.0], np.float32), np.array([1.0 + 2 ** -22], np.float32),
         np.array([1.0 + 2 ** -20], np.float32)),
        (Tol("close", rtol=1e-3), "f32", np.array([1000.0], np.float32), np.array([1000.9], np.float32),
         np.array([1002.0], np.float32)),
        (Tol("bound", bound=np.array([0.5])), "f32", np.array([1.0], np.float32), np.array([1.4]), np.array([1.6])),
        (EXACT, "bf16", bf16_bits(np.array([1.5])), bf16_bits(np.array([1.5])), bf16_bits(np.array([1.75]))),
    ]
    for tol, elt, got, good, bad in pairs:
        if compare(got, good, tol, elt) is not None:
            problems.append("compare %r %s rejects %r vs %r: %s" % (tol, elt, got, good, compare(got, good, tol, elt)))
        if compare(got, bad, tol, elt) is None:
            problems.append("compare %r %s accepts %r vs %r" % (tol, elt, got, bad))
    # bf16 rounding: nearest even.
    if list(bf16_bits(np.array([1.0, 1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8], np.float32))) != [0x3F80, 0x3F80, 0x3F82]:
        problems.append("bf16_bits does not round to nearest even")
    # e4m3 encoding (PTX ISA / OCP FP8: bias 7, 3 mantissa bits), and refusal of inexact values.
    if list(e4m3_bits(np.array([0.0, 1.0, -0.25, 3.25, 448.0, 2.0 ** -6]))) != [0x00, 0x38, 0xA8, 0x45, 0x7E, 0x08]:
        problems.append("e4m3_bits encodes wrongly")
    try:
        e4m3_bits(np.array([1.0625]))
        problems.append("e4m3_bits accepts an inexact value")
    except ValueError:
        pass
    try:
        e4m3_bits(np.array([480.0]))  # the bits of 480 are e4m3's NaN
        problems.append("e4m3_bits accepts 480")
    except ValueError:
        pass
    # Skip probe.
    n, reason = probe_device("/nonexistent/libcuda.so.1")
    if n != 0 or "cannot load" not in reason:
        problems.append("probe_device on a missing library: %r, %r" % (n, reason))
    return problems


# --------------------------------------------------------------------------------------
# Driver of the run.
# --------------------------------------------------------------------------------------


def compile_kernel(tileiras, bc, arch, toolkit, work, llvm=None):
    """Our tileiras at -O3; llvm: also write its --save-llvm IR there (the emulator's input)."""
    ptx, cubin = os.path.join(work, "kernel.ptx"), os.path.join(work, "kernel.cubin")
    env = dict(os.environ)
    if toolkit:
        env["CUDA_ROOT"] = toolkit
    extra = ["--save-llvm", llvm] if llvm else []
    p = subprocess.run([tileiras, "--gpu-name", arch, "-O3", "--save-ptx", ptx] + extra + ["-o", cubin, bc],
                       env=env, capture_output=True, text=True, errors="replace")
    if p.returncode != 0:
        return None, None, "status %d: %s" % (p.returncode, UG.first_error_line(p.stderr, p.returncode, tileiras))
    return ptx, cubin, None


def save_inputs(case, directory):
    os.makedirs(directory, exist_ok=True)
    files = {}
    for a in case.arrays():
        files[a.name] = os.path.join(directory, a.name + ".npy")
        np.save(files[a.name], a.data)
    return files


def scalar_text(t, v):
    if t in ("f32", "f64", "f16"):
        return "%s:%s" % (t, repr(float(v)))
    return "%s:%d" % (t, int(v))


def run_interp(tool, bc, entry, case, files, out_dir):
    """Runs tileiras-run; returns ({name: array}, printed text) or raises RuntimeError."""
    cmd = [tool, bc, "--entry", entry, "--grid", ",".join(map(str, case.grid)), "--out-dir", out_dir]
    for p in case.params:
        if isinstance(p, Arr):
            cmd += ["--arg", files[p.name]]
            cmd += sum([["--arg", scalar_text(t, v)] for t, v in p.scalars()], [])
        else:
            cmd += ["--arg", scalar_text(p.type, p.value)]
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if proc.returncode != 0:
        raise RuntimeError("tileiras-run status %d: %s" % (proc.returncode,
                                                           UG.first_error_line(proc.stderr, proc.returncode, tool)))
    return {a.name: np.load(os.path.join(out_dir, a.name + ".npy")) for a in case.arrays()}, proc.stdout


# --------------------------------------------------------------------------------------
# Bundles: the GPU machines lent to this project have a driver and numpy but neither our
# LLVM/MLIR libraries nor NVIDIA's tileiras, so the compiles and the interpreter run here
# (--save-bundle) and the machine with the GPU only launches (--bundle).
# Layout: DIR/manifest.json; DIR/<kernel>/in/*.npy (inputs, checked against the case's
# on the GPU side), ours/kernel.{ptx,cubin} or ours/error.txt, interp/*.npy and
# interp/printed.txt or interp/error.txt.
# --------------------------------------------------------------------------------------

BUNDLE = None  # the bundle a GPU run reads, set in main()


def read_text(path):
    return open(path).read() if os.path.exists(path) else None


def compile_for(tileiras, kernel, bc, arch, toolkit, work):
    """compile_kernel, or its result as the bundle recorded it."""
    if BUNDLE is None:
        return compile_kernel(tileiras, bc, arch, toolkit, work)
    d = os.path.join(BUNDLE, kernel, "ours")
    err = read_text(os.path.join(d, "error.txt"))
    if err is not None:
        return None, None, err
    ptx, cubin = os.path.join(d, "kernel.ptx"), os.path.join(d, "kernel.cubin")
    if not os.path.exists(cubin):
        return None, None, "the bundle has no cubin for %s" % kernel
    return ptx, cubin, None


def interp_for(tool, kernel, bc, entry, case, files, out_dir):
    """run_interp, or its result as the bundle recorded it."""
    if BUNDLE is None:
        return run_interp(tool, bc, entry, case, files, out_dir)
    d = os.path.join(BUNDLE, kernel, "interp")
    err = read_text(os.path.join(d, "error.txt"))
    if err is not None:
        raise RuntimeError(err)
    return ({a.name: np.load(os.path.join(d, a.name + ".npy")) for a in case.arrays()},
            read_text(os.path.join(d, "printed.txt")) or "")


def bundle_input_problems(kernel, case):
    """The inputs regenerated here must be those the bundle's interpreter ran on."""
    problems = []
    for a in case.arrays():
        f = os.path.join(BUNDLE, kernel, "in", a.name + ".npy")
        if not os.path.exists(f):
            problems.append("the bundle has no input %s" % a.name)
        elif np.load(f).tobytes() != a.data.tobytes():  # bits: NaN inputs are inputs too
            problems.append("input %s differs from the bundle's (another numpy?)" % a.name)
    return problems


def save_bundle(args, kernels, tileiras, tileiras_run, arch, toolkit):
    """Compiles every kernel and runs the interpreter into args.save_bundle."""
    root = args.save_bundle
    os.makedirs(root, exist_ok=True)
    for kernel, bc in kernels.items():
        kdir = os.path.join(root, kernel)
        shutil.rmtree(kdir, ignore_errors=True)
        ours = os.path.join(kdir, "ours")
        os.makedirs(ours)
        _, _, err = compile_kernel(tileiras, bc, arch, toolkit, ours)
        if err:
            open(os.path.join(ours, "error.txt"), "w").write(err)
        line = "compiled" if not err else "not compiled (%s)" % err
        if kernel not in INVALID:
            case = make_case(kernel)
            entry_name, _ = entry_signature(disassembly(args.src_root, bc))
            files = save_inputs(case, os.path.join(kdir, "in"))
            interp_dir = os.path.join(kdir, "interp")
            try:
                _, printed = run_interp(tileiras_run, bc, entry_name, case, files, interp_dir)
                open(os.path.join(interp_dir, "printed.txt"), "w").write(printed)
                line += ", interpreted"
            except RuntimeError as e:
                os.makedirs(interp_dir, exist_ok=True)
                open(os.path.join(interp_dir, "error.txt"), "w").write(str(e))
                line += ", interpreter failed"
        print("%s: %s" % (kernel, line))
    with open(os.path.join(root, "manifest.json"), "w") as f:
        json.dump({"arch": arch, "kernels": sorted(kernels)}, f)
    print("bundle for %s: %d kernels in %s" % (arch, len(kernels), root))
    return 0


def check_outputs(kernel, case, got, against, what, tols, problems):
    """Compares got with against[name] for each array in against."""
    for a in case.arrays():
        if a.name not in against or a.name in case.skip:
            continue
        msg = compare(got[a.name], against[a.name], tols.get(a.name, EXACT), a.elt)
        if msg:
            problems.append("%s vs %s: %s" % (a.name, what, msg))


def describe_plan(kernel, case, entry_name, sig, marshalled):
    args = []
    for p in case.params:
        if isinstance(p, Arr):
            args.append("%s: %s%s (+%d %s)" % (p.name, p.elt, list(p.data.shape),
                                              2 * p.data.ndim, p.index))
        else:
            args.append("%s %r" % (p.type, p.value))
    return "%s: entry %s, grid %s, %d args [%s]" % (
        kernel, entry_name, "x".join(map(str, case.grid)), len(marshalled), ", ".join(args))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin-dir", help="our tools (tileiras, tileiras-run)")
    ap.add_argument("--src-root", default=SRC_ROOT)
    ap.add_argument("--kernels", help="comma-separated subset")
    ap.add_argument("--work", help="scratch directory (default: a temporary one)")
    ap.add_argument("--bytecode-dir", help="take <kernel>.13.4.tilebc from DIR instead of "
                    "test/Corpus/bytecode (bench/hints/sweep.py's hint variants); the entry's "
                    "name and signature still come from the corpus disassembly")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--interp-only", action="store_true")
    ap.add_argument("--emulate", action="store_true", help="run on the CPU through utils/emulator")
    ap.add_argument("--mutate", default="", help="with --emulate: comma-separated mutations "
                    "(drop-barriers, drop-shuffles, drop-rounding, swap-mma-fragments, "
                    "swap-wgmma-strides, drop-cp-async-wait, weaken-cp-async-wait, drop-mbarrier-wait)")
    ap.add_argument("--cp-async", choices=["late", "early", "both"], default=None,
                    help="with --emulate: cp.async copies land at the wait that covers them "
                    "(late, the default), at issue (early), or each way in turn (both)")
    ap.add_argument("--clang", default="clang-22", help="with --emulate: the host compiler")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per emulated kernel")
    ap.add_argument("--tsan", action="store_true", help="with --emulate: under ThreadSanitizer; "
                    "a data race between the threads of a CTA is a failure")
    ap.add_argument("--arch", help="--gpu-name for --dry-run compiles (default sm_90), or to "
                    "override the GPU's")
    ap.add_argument("--toolkit", help="CUDA_ROOT for our tileiras (default: the pip nvidia/cu13 of .venv)")
    ap.add_argument("--libcuda", default="libcuda.so.1")
    ap.add_argument("--device", type=int, default=0)
    ap.add_argument("--save-bundle", metavar="DIR", help="no GPU: compile for --arch (default "
                    "sm_90) and run the interpreter into DIR, for a GPU run elsewhere")
    ap.add_argument("--bundle", metavar="DIR", help="the GPU run takes the cubins and the "
                    "interpreter's results from DIR (see --save-bundle); no --bin-dir needed")
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--self-test", action="store_true",
                    help="check marshalling, PTX parsing and comparisons (no GPU, no tools)")
    ap.add_argument("--gpu-child", help=argparse.SUPPRESS)
    ap.add_argument("--emu-child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.self_test:
        problems = self_test()
        for p in problems:
            print("self-test: " + p)
        print("self-test: %d cases marshalled, %s" % (len(CASES), "ok" if not problems else "%d problems" % len(problems)))
        return 1 if problems else 0
    if args.gpu_child:
        try:
            return gpu_child(args.gpu_child)
        except CudaError as e:
            print("error: " + str(e), file=sys.stderr)
            return 3
    if args.emu_child:
        return emu_child(args.emu_child)

    global UG
    UG = load_update_goldens(args.src_root)
    kernels = UG.corpus_kernels(args.bytecode_dir or UG.bytecode_dir(args.src_root))
    if args.kernels:
        wanted = args.kernels.split(",")
        bad = [k for k in wanted if k not in kernels]
        if bad:
            print("error: unknown kernel(s): " + ", ".join(bad), file=sys.stderr)
            return 2
        kernels = {k: kernels[k] for k in wanted}
    missing = [k for k in kernels if k not in CASES and k not in INVALID]
    if missing:
        print("error: no case in run_corpus.py for: " + ", ".join(missing), file=sys.stderr)
        return 2

    tileiras = tileiras_run = None
    if args.bin_dir:
        tileiras = os.path.join(args.bin_dir, "tileiras")
        tileiras_run = os.path.join(args.bin_dir, "tileiras-run")
    toolkit = args.toolkit or UG.default_toolkit(args.src_root)

    arch, device_name = args.arch or "sm_90", None
    if args.save_bundle:
        if not tileiras or not os.path.exists(tileiras) or not os.path.exists(tileiras_run):
            print("error: --save-bundle needs --bin-dir with tileiras and tileiras-run", file=sys.stderr)
            return 2
        return save_bundle(args, kernels, tileiras, tileiras_run, arch, toolkit)
    gpu = not args.dry_run and not args.interp_only and not args.emulate
    if args.bundle:
        global BUNDLE
        manifest = os.path.join(args.bundle, "manifest.json")
        if not gpu or not os.path.exists(manifest):
            print("error: --bundle is for the GPU run and needs a directory written by "
                  "--save-bundle", file=sys.stderr)
            return 2
        BUNDLE = args.bundle
        recorded = json.load(open(manifest))
        bundle_arch = recorded["arch"]
        # A bundle saved for some kernels (--kernels) runs those.
        if not args.kernels:
            kernels = {k: bc for k, bc in kernels.items() if k in recorded["kernels"]}
    if (args.mutate or args.tsan or args.cp_async) and not args.emulate:
        print("error: --mutate, --tsan and --cp-async need --emulate", file=sys.stderr)
        return 2
    if args.emulate:
        global EMU
        EMU = load_emulator(args.src_root)
        bad = [m for m in args.mutate.split(",") if m and m not in EMU.MUTATIONS]
        if bad:
            print("error: unknown mutation(s): %s (known: %s)" % (", ".join(bad), ", ".join(EMU.MUTATIONS)),
                  file=sys.stderr)
            return 2
        if not tileiras or not os.path.exists(tileiras) or not os.path.exists(tileiras_run):
            print("error: --emulate needs --bin-dir with tileiras and tileiras-run", file=sys.stderr)
            return 2
        if not shutil.which(args.clang):
            print("SKIP: no host compiler %s for the emulator" % args.clang)
            return SKIP_STATUS
        if args.tsan and not EMU.tsan_runtime(args.clang):
            print("SKIP: %s has no shared ThreadSanitizer runtime" % args.clang)
            return SKIP_STATUS
    if gpu:
        n, reason = probe_device(args.libcuda)
        if n == 0:
            print("SKIP: no CUDA device (%s)" % reason)
            return SKIP_STATUS
        if BUNDLE is None and (not tileiras or not os.path.exists(tileiras)
                               or not os.path.exists(tileiras_run)):
            print("error: --bin-dir must hold tileiras and tileiras-run", file=sys.stderr)
            return 2
        try:
            cuda = Cuda(args.libcuda)
            cuda.init()
            cuda.open(args.device)
            arch = args.arch or cuda.arch()
            device_name = cuda.name()
            cuda.close()
        except CudaError as e:
            print("SKIP: no CUDA device (%s)" % e)
            return SKIP_STATUS
        if BUNDLE is not None and bundle_arch != arch:
            print("error: the bundle was compiled for %s, the device is %s" % (bundle_arch, arch),
                  file=sys.stderr)
            return 2
        print("device %d: %s, %s %s" % (args.device, device_name,
                                        "cubins of the bundle for" if BUNDLE else "compiling for", arch))
    elif args.interp_only and (not tileiras_run or not os.path.exists(tileiras_run)):
        print("error: --interp-only needs --bin-dir with tileiras-run", file=sys.stderr)
        return 2

    work = args.work or tempfile.mkdtemp(prefix="gpu-corpus.")
    os.makedirs(work, exist_ok=True)
    counts = {"pass": 0, "fail": 0, "expected-reject": 0, "xfail": 0, "not-run": 0}
    failures = []
    try:
        for kernel, bc in kernels.items():
            kwork = os.path.join(work, kernel)
            shutil.rmtree(kwork, ignore_errors=True)
            os.makedirs(kwork)
            problems, notes, not_run = [], [], []
            if kernel in INVALID:
                compiled = BUNDLE is not None or (tileiras and (gpu or args.dry_run or args.emulate)
                                                  and os.path.exists(tileiras))
                if compiled:
                    _, _, err = compile_for(tileiras, kernel, bc, arch, toolkit, kwork)
                    if err is None:
                        problems.append("compiled, but it is invalid input and must be rejected")
                    elif not err.startswith("status 3"):
                        problems.append("rejected with %s; expected the verifier's status 3" % err)
                status = "FAIL" if problems else "ok (%s: %s)" % (
                    "rejected" if compiled else "not compiled", INVALID[kernel])
                counts["fail" if problems else "expected-reject"] += 1
                print("%s: %s" % (kernel, status))
                for p in problems:
                    print("    " + p)
                    failures.append("%s: %s" % (kernel, p))
                continue

            case = make_case(kernel)
            mlir = disassembly(args.src_root, bc)
            entry_name, sig = entry_signature(mlir)
            marshalled = marshalled_types(case)
            if marshalled != sig:
                problems.append("arguments %s do not match the entry signature %s" % (marshalled, sig))
            _, _, layout = pack_params(param_values(case, {a.name: 0 for a in case.arrays()}))

            if args.dry_run:
                print(describe_plan(kernel, case, entry_name, sig, marshalled))
                if args.verbose:
                    print("    params: " + ", ".join("%s@%d" % (t, o) for o, _, t in layout))
                print("    signature: %s" % ("ok" if not problems else "MISMATCH"))
                if tileiras and os.path.exists(tileiras):
                    ptx, _, err = compile_kernel(tileiras, bc, arch, toolkit, kwork)
                    if err:
                        notes.append("compile for %s: %s" % (arch, err))
                    else:
                        try:
                            entry = parse_ptx_entry(open(ptx).read(), entry_name)
                            problems += check_against_ptx(case, entry)
                            print("    %s: block %s, %d params%s%s" % (
                                arch, "x".join(map(str, block_dims(entry))), len(entry["params"]),
                                ", cluster %s" % "x".join(map(str, entry["cluster"])) if entry["cluster"] else "",
                                ", dynamic shared memory" if entry["dynamic_smem"] else ""))
                        except ValueError as e:
                            problems.append("PTX: %s" % e)
            else:
                files = save_inputs(case, os.path.join(kwork, "in"))
                inputs = {a.name: a.data for a in case.arrays()}
                expected = case.ref(inputs) if case.ref else None
                if BUNDLE is not None:
                    problems += bundle_input_problems(kernel, case)
                try:
                    interp, interp_printed = interp_for(tileiras_run, kernel, bc, entry_name, case,
                                                        files, os.path.join(kwork, "interp"))
                except RuntimeError as e:
                    interp, interp_printed = None, None
                    if kernel in INTERP_XFAIL and not args.interp_only:
                        notes.append("interpreter: known failure, numpy only")
                    else:
                        problems.append(str(e))
                if args.interp_only:
                    if interp is not None and expected is not None:
                        check_outputs(kernel, case, interp, expected, "numpy (interpreter)",
                                      {**case.tol, **case.ref_tol}, problems)
                    if interp is not None and case.checks:
                        problems += case.checks(inputs, interp)
                    if expected is None:
                        notes.append("no numpy reference" + (": " + case.note if case.note else ""))
                elif args.emulate:
                    problems += run_emulated(args, kernel, case, bc, entry_name, arch, toolkit, tileiras,
                                             kwork, files, interp, interp_printed, expected, notes, not_run)
                else:
                    problems += run_on_gpu(args, kernel, case, bc, entry_name, arch, toolkit, tileiras,
                                           kwork, files, interp, interp_printed, expected, notes,
                                           not_run)
            if (args.emulate or gpu) and not problems and not_run:
                counts["not-run"] += 1
                print("%s: not-run (%s)" % (kernel, not_run[0]))
                continue
            ok = not problems
            tag = "ok" if ok else "FAIL"
            if args.interp_only and kernel in INTERP_XFAIL:
                if problems:  # expected: show why, do not count as a failure
                    notes.append("expected failure: " + INTERP_XFAIL[kernel])
                    notes.append(problems[0])
                    problems, ok, tag = [], True, "xfail"
                    counts["xfail"] += 1
                else:
                    problems = ["passes now: remove it from INTERP_XFAIL in run_corpus.py"]
                    ok, tag = False, "XPASS"
            if tag != "xfail":
                counts["pass" if ok else "fail"] += 1
            print("%s: %s%s" % (kernel, tag, "" if not notes else " (" + "; ".join(notes) + ")"))
            for p in problems:
                print("    " + p)
                failures.append("%s: %s" % (kernel, p))
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)

    mode = "dry run" if args.dry_run else "interpreter vs numpy" if args.interp_only else \
        "emulator (%s%s)" % (arch, ", mutation " + args.mutate if args.mutate else "") if args.emulate else \
        "GPU %s (%s)" % (device_name, arch)
    print("%s: %d kernels, %d pass, %d fail, %d expected failures, %d invalid input%s" % (
        mode, len(kernels), counts["pass"], counts["fail"], counts["xfail"], counts["expected-reject"],
        ", %d not run" % counts["not-run"] if args.emulate or counts["not-run"] else ""))
    return 1 if counts["fail"] else 0


def plan_values(case):
    """The kernel's arguments for a child's launch plan: scalars with their values, each
    pointer named by its array (the child fills in the address)."""
    names = iter(a.name for a in case.arrays())
    return [(t, next(names) if t == "ptr" else v)
            for t, v in param_values(case, {a.name: 0 for a in case.arrays()})]


def run_plan(script, flag, plan, path, timeout=600, env=None):
    """Writes the launch plan to `path` and runs `script flag path` in a child Python (a
    faulting or hanging kernel is one kernel's result); raises subprocess.TimeoutExpired."""
    with open(path, "w") as f:
        json.dump(plan, f)
    return subprocess.run([sys.executable, os.path.abspath(script), flag, path],
                          capture_output=True, text=True, errors="replace", timeout=timeout,
                          env=env)


def run_on_gpu(args, kernel, case, bc, entry_name, arch, toolkit, tileiras, kwork, files, interp,
               interp_printed, expected, notes, not_run):
    problems = []
    ptx, cubin, err = compile_for(tileiras, kernel, bc, arch, toolkit, kwork)
    refusal = arch_refusal(kernel, arch, err)
    if refusal:
        not_run.append("refused for %s: %s" % (arch, refusal))
        return []
    if err:
        return ["compile for %s: %s" % (arch, err)]
    try:
        entry = parse_ptx_entry(open(ptx).read(), entry_name)
        problems += check_against_ptx(case, entry)
        block = block_dims(entry)
    except ValueError as e:
        return problems + ["PTX: %s" % e]
    if problems:
        return problems
    if entry["dynamic_smem"]:
        return ["the PTX uses dynamic shared memory; the harness does not know its size"]
    grid = list(case.grid)
    if entry["cluster"]:
        c = entry["cluster"]
        if any(g % d for g, d in zip(grid, c)):
            return ["grid %s is not a multiple of the cluster %s" % (grid, c)]
    plan = {
        "libcuda": args.libcuda, "device": args.device, "cubin": cubin, "entry": entry_name,
        "grid": grid, "block": list(block), "smem": 0, "out": os.path.join(kwork, "gpu"),
        "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
        "values": plan_values(case),
    }
    proc = run_plan(__file__, "--gpu-child", plan, os.path.join(kwork, "plan.json"))
    if proc.returncode != 0:
        return ["GPU run: %s" % UG.first_error_line(proc.stderr, proc.returncode)]
    got = {a.name: np.load(os.path.join(plan["out"], a.name + ".npy")) for a in case.arrays()}
    return problems + compare_run(kernel, case, got, proc.stdout, expected, interp, interp_printed, notes)


def compare_run(kernel, case, got, printed, expected, interp, interp_printed, notes):
    """Problems of one run's arrays `got` and printed text, against numpy and the
    interpreter (the GPU run and the emulator compare alike)."""
    problems = []
    if expected is not None:
        check_outputs(kernel, case, got, expected, "numpy", {**case.tol, **case.ref_tol}, problems)
    else:
        notes.append("no numpy reference" + (": " + case.note if case.note else ""))
    if interp is not None:
        check_outputs(kernel, case, got, interp, "interpreter", case.tol, problems)
    if case.checks:
        problems += case.checks({a.name: a.data for a in case.arrays()}, got)
    if case.printed and interp_printed is not None:
        g, w = sorted(printed.splitlines()), sorted(interp_printed.splitlines())
        if g != w:
            problems.append("printed text differs from the interpreter's (as sorted lines): %r vs %r"
                            % (g[:4], w[:4]))
    return problems


# --------------------------------------------------------------------------------------
# The host emulator (utils/emulator).
# --------------------------------------------------------------------------------------

EMU = None  # utils/emulator/emulate.py, loaded in main() for --emulate


def load_emulator(root):
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "emulate", os.path.join(root, "utils", "emulator", "emulate.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def emu_child(plan_path):
    """Runs one launch plan on the emulator in this process: the kernel's shared object
    gets cuLaunchKernel's kernelParams, with pointers to numpy arrays. Its own process,
    so that a crash or a hang is one kernel's result."""
    plan = json.load(open(plan_path))
    lib = ctypes.CDLL(plan["so"])
    arrays = {a["name"]: np.load(a["file"]) for a in plan["arrays"]}
    values = [(t, arrays[v].ctypes.data if t == "ptr" else v) for t, v in plan["values"]]
    objs, params, _ = pack_params(values)
    sys.stdout.flush()
    lib.emu_launch(params, *[ctypes.c_uint(x) for x in plan["grid"]],
                   *[ctypes.c_uint(x) for x in plan["block"]])
    sys.stdout.flush()
    os.makedirs(plan["out"], exist_ok=True)
    for name, arr in arrays.items():
        np.save(os.path.join(plan["out"], name + ".npy"), arr)
    return 0


def run_emulated(args, kernel, case, bc, entry_name, arch, toolkit, tileiras, kwork, files, interp,
                 interp_printed, expected, notes, not_run):
    """Compiles with --save-llvm, builds the host shared object and runs it. What the
    emulator cannot model goes to not_run (a reason), not to the problems."""
    llvm = os.path.join(kwork, "kernel.ll")
    ptx, _, err = compile_kernel(tileiras, bc, arch, toolkit, kwork, llvm=llvm)
    if kernel in EMU_NOT_RUN:
        if err:
            not_run.append(EMU_NOT_RUN[kernel])
            return []
        return ["compiles now: remove it from EMU_NOT_RUN in run_corpus.py"]
    refusal = arch_refusal(kernel, arch, err)
    if refusal:
        not_run.append("refused for %s: %s" % (arch, refusal))
        return []
    if err:
        return ["compile for %s: %s" % (arch, err)]
    try:
        entry = parse_ptx_entry(open(ptx).read(), entry_name)
        problems = check_against_ptx(case, entry)
        block = block_dims(entry)
    except ValueError as e:
        return ["PTX: %s" % e]
    if problems:
        return problems
    if entry["cluster"] and entry["cluster"] != (1, 1, 1):
        not_run.append("clusters of %s CTAs are not modelled" % "x".join(map(str, entry["cluster"])))
        return []
    llvm_text = open(llvm).read()
    matrix_ops = sorted(set(re.findall(r"call [^@]*@llvm\.nvvm\.((?:mma|ldmatrix|wgmma|tcgen05)[\w.]*)\(", llvm_text)
                            + re.findall(r"asm [^\n]*?(wgmma\.mma_async\.sync\.aligned\.[\w.]+)", llvm_text)))
    if matrix_ops:  # what the emulation exercised (utils/emulator/runtime-mma.c, runtime-wgmma.c)
        notes.append("tensor-core: " + ", ".join(matrix_ops))
    so = os.path.join(kwork, "kernel.so")
    mutations = [m for m in args.mutate.split(",") if m]
    err = EMU.build(llvm, entry_name, so, mutations, args.clang,
                    cache_dir=os.path.join(os.path.dirname(kwork), ".emulator-runtime"), tsan=args.tsan)
    if err:
        not_run.append(err)
        return []
    plan = {"so": so, "grid": list(case.grid), "block": list(block), "out": os.path.join(kwork, "emu"),
            "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
            "values": plan_values(case)}
    env = dict(os.environ)
    if args.tsan:
        env["LD_PRELOAD"] = EMU.tsan_runtime(args.clang)
        env["TSAN_OPTIONS"] = "halt_on_error=1:exitcode=66:report_signal_unsafe=0"
    # When cp.async copies land (runtime-cp-async.c): `both` runs a kernel that
    # issues them once each way; without cp.async the two runs would be the same.
    modes = {"early": ["early"], "both": ["late", "early"]}.get(args.cp_async, ["late"])
    if "@llvm.nvvm.cp.async." in llvm_text:
        notes.append("cp.async: " + ", ".join(modes))
    else:
        modes = modes[:1]
    problems = []
    for mode in modes:
        env["EMU_CP_ASYNC"] = mode
        plan["out"] = os.path.join(kwork, "emu" if len(modes) == 1 else "emu-" + mode)
        tag = "" if len(modes) == 1 else "cp.async %s: " % mode
        problems += [tag + p for p in run_emulated_once(args, kernel, case, kwork, plan, env, interp,
                                                       interp_printed, expected, notes)]
    notes[:] = list(dict.fromkeys(notes))  # each run adds the same notes
    return problems


def run_emulated_once(args, kernel, case, kwork, plan, env, interp, interp_printed, expected, notes):
    """One run of the emulator's child on the plan; the problems of its results."""
    try:
        proc = run_plan(__file__, "--emu-child", plan, os.path.join(kwork, "emu-plan.json"),
                        timeout=args.timeout, env=env)
    except subprocess.TimeoutExpired:
        return ["emulator: no result within %d s (a hang, e.g. a barrier some threads never reach?)"
                % args.timeout]
    if proc.returncode != 0:
        race = re.search(r"WARNING: ThreadSanitizer: (.*?) \(pid.*?\n\s*(.*?) of size (\d+).*?\n\s*#0 (\S+)",
                         proc.stderr, re.S)
        if race:
            return ["ThreadSanitizer: %s: %s of %s bytes in %s" % race.groups()]
        return ["emulator: %s" % UG.first_error_line(proc.stderr, proc.returncode)]
    dropped = re.search(r"emulator: warning: (\d+) cp\.async copies of (\d+) threads", proc.stderr)
    if dropped:  # harmless unless read, and a read would fail the comparison
        notes.append("%s cp.async copies never waited for" % dropped.group(1))
    got = {a.name: np.load(os.path.join(plan["out"], a.name + ".npy")) for a in case.arrays()}
    return compare_run(kernel, case, got, proc.stdout, expected, interp, interp_printed, notes)


if __name__ == "__main__":
    sys.exit(main())
