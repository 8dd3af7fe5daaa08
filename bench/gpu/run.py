#!/usr/bin/env python3
"""Times every corpus kernel on a CUDA GPU: our cubin against NVIDIA's tileiras's.

For each corpus kernel: the inputs, grid and argument list of test/GPU/run_corpus.py's case
(the same for both cubins); our cubin (build/bin/tileiras -O3 for the device's architecture,
its block size from the PTX's .reqntid) and NVIDIA's (the pinned PyPI tileiras, same ptxas,
its block size from the cubin's EIATTR_REQNTID via `cuobjdump -elf`). Each cubin runs in a
child process of its own: --warmup launches, then --runs launches each between two CUDA
events on the default stream, the inputs copied back before every launch (not timed). The
report is the median per side, the ratio ours/NVIDIA per kernel and their geometric mean;
the outputs of the first launch of both sides are compared with the case's tolerance, and a
difference is noted next to the time (a wrong kernel's time means little).

Modes:
  (default)   needs a device: without one it prints `SKIP: no CUDA device (<reason>)` and
              exits with status 77.
  --dry-run   no device: compiles both cubins for --arch and checks each launch plan, the
              harness's parameter buffer against our PTX entry and against NVIDIA's
              EIATTR_KPARAM_INFO (offset and size of every parameter).

Exit status: 0 done (timings are reported, never judged), 1 a dry-run plan mismatch,
2 usage/setup error, 77 skipped.

  --save-bundle D  no device: compiles both sides for --arch into D, and `--bundle D` times
              them on a machine that has a driver and numpy but neither tileiras (the GPU
              machines lent to this project).

usage: bench/gpu/run.py [--tileiras build/bin/tileiras] [--kernels a,b] [--runs 20]
                        [--warmup 3] [--json FILE] [--dry-run [--arch sm_90]]
                        [--save-bundle D [--arch sm_90]] [--bundle D]
"""
import argparse
import ctypes
import importlib.util
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SKIP_STATUS = 77


def load(name, relpath):
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, relpath))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


CG = load("codegen_run", os.path.join("bench", "codegen", "run.py"))  # tools, compiling
RC = load("run_corpus", os.path.join("test", "GPU", "run_corpus.py"))  # cases, libcuda
RC.UG = CG.UG  # run_corpus loads it in its main(); its helpers use the module global
sass = CG.sass

SIDES = [("ours", "ours"), ("nvidia", "NVIDIA")]


# --------------------------------------------------------------------------------------
# --large: the memory-bound corpus kernels (same bytecode, same cubins) over arrays of
# hundreds of MiB, where the launch is a small part of the time and the figure that
# matters is bandwidth. The outputs of the two sides are compared (no interpreter: too
# slow at these sizes). Each builder returns (case, bytes the kernel must move).
# --------------------------------------------------------------------------------------

def large_vector_add(rng):
    n = 1 << 26
    x, y = RC.f32(rng, n), RC.f32(rng, n)
    return RC.Case((n // 256,), [RC.Arr("x", x), RC.Arr("y", y), RC.Arr("out", np.zeros_like(x))]), 3 * 4 * n


def large_saxpy(rng):
    n = 1 << 26
    x, y = RC.f32(rng, n), RC.f32(rng, n)
    alpha = np.float32(1.75)
    t = RC.Tol("bound", bound=2.0 ** -23 * (np.abs(alpha * x.astype(np.float64)) + np.abs(y)) + 1e-38)
    return RC.Case((n // 128,), [RC.Scalar("f32", float(alpha)), RC.Arr("x", x), RC.Arr("y", y)],
                   tol={"y": t}), 3 * 4 * n


def large_row_softmax(rng):
    rows = 1 << 17
    x = (rng.standard_normal((rows, 512), np.float32) * 4).astype(np.float16)
    return RC.Case((rows,), [RC.Arr("inp", x), RC.Arr("out", np.zeros_like(x))],
                   tol={"out": RC.Tol("ulp", 2)}), 2 * x.nbytes


def large_layernorm(rng):
    rows = 1 << 15
    x = (rng.standard_normal((rows, 1024), np.float32) * 3 + 1)
    w, b = RC.f32(rng, 1024), RC.f32(rng, 1024)
    t = RC.Tol("close", rtol=1e-4, atol=1e-4)
    return RC.Case((rows,), [RC.Arr("x", x), RC.Arr("w", w), RC.Arr("b", b),
                             RC.Arr("y", np.zeros_like(x)), RC.Scalar("f32", 1e-5)],
                   tol={"y": t}), 2 * x.nbytes


def large_transpose2d(rng):
    m = n = 8192
    x = RC.f32(rng, m, n)
    return RC.Case((m // 32, n // 64), [RC.Arr("x", x), RC.Arr("y", np.zeros((n, m), np.float32))]), 2 * x.nbytes


def large_row_reductions(rng):
    rows = 1 << 20
    x = RC.f32(rng, rows, 128)
    t = RC.Tol("close", rtol=1e-5, atol=1e-5)
    outs = [RC.Arr(name, np.zeros(rows, np.float32)) for name in ("sums", "maxes", "mins")]
    return RC.Case((rows // 16,), [RC.Arr("x", x)] + outs + [RC.Arr("argm", np.zeros(rows, np.int32))],
                   tol={"sums": t}), x.nbytes + 16 * rows


LARGE = {"vector_add": large_vector_add, "saxpy": large_saxpy, "row_softmax": large_row_softmax,
         "layernorm": large_layernorm, "transpose2d": large_transpose2d,
         "row_reductions": large_row_reductions}


# --------------------------------------------------------------------------------------
# --large-mma: the tensor-core corpus kernels (64x64 output tiles) over problems of about
# 10^11 operations, where the K loop's pipeline, not the launch, sets the time. Each
# builder returns (case, floating-point or integer operations); the two sides' outputs
# are compared with the tolerance of a different summation order.
# --------------------------------------------------------------------------------------

def mma_operands(rng, dtype, m, k, n):
    return (rng.standard_normal((m, k)) * 0.5).astype(dtype), \
        (rng.standard_normal((k, n)) * 0.5).astype(dtype)


def large_mma_f16(kernel_k=4096):
    def build(rng):
        m = n = 4096
        a, b = mma_operands(rng, np.float16, m, kernel_k, n)
        # f32 sums of 4096 products of magnitude ~0.25 in another order, then f16.
        t = RC.Tol("close", rtol=1e-2, atol=5e-2)
        return RC.Case((m // 64, n // 64), [RC.Arr("a", a), RC.Arr("b", b),
                                            RC.Arr("c", np.zeros((m, n), np.float16))],
                       tol={"c": t}), 2 * m * n * kernel_k
    return build


def large_tf32_matmul(rng):
    m = n = k = 4096
    a, b = mma_operands(rng, np.float32, m, k, n)
    t = RC.Tol("close", rtol=1e-3, atol=1e-2)
    return RC.Case((m // 64, n // 64), [RC.Arr("a", a), RC.Arr("b", b),
                                        RC.Arr("c", np.zeros((m, n), np.float32))],
                   tol={"c": t}), 2 * m * n * k


def large_int_matmul(rng):
    m = n = k = 4096
    a = rng.integers(-128, 128, (m, k)).astype(np.int8)
    b = rng.integers(-128, 128, (k, n)).astype(np.int8)
    return RC.Case((m // 64, n // 64), [RC.Arr("a", a), RC.Arr("b", b),
                                        RC.Arr("c", np.zeros((m, n), np.int32))]), 2 * m * n * k


def large_attention(rng):
    heads, s, d = 32, 4096, 64
    q, k, v = [(rng.standard_normal((heads, s, d)) * 0.5).astype(np.float16) for _ in range(3)]
    scale = float(np.float32(1.0 / math.sqrt(d) / math.log(2.0)))
    t = RC.Tol("close", rtol=2e-2, atol=4e-3)
    return RC.Case((s // 64, heads), [RC.Arr("q", q), RC.Arr("k", k), RC.Arr("v", v),
                                      RC.Arr("o", np.zeros_like(q)), RC.Scalar("f32", scale)],
                   tol={"o": t}), 4 * heads * s * s * d


LARGE_MMA = {"matmul": large_mma_f16(), "matmul_tma": large_mma_f16(),
             "tf32_matmul": large_tf32_matmul, "int_matmul": large_int_matmul,
             "attention": large_attention}


def bench_case(args, kernel):
    """(case, bytes moved or None, operations or None) for this run."""
    rng = np.random.default_rng(RC.zlib.crc32(kernel.encode()))
    if args.large:
        case, moved = LARGE[kernel](rng)
        return case, moved, None
    if args.large_mma:
        case, operations = LARGE_MMA[kernel](rng)
        return case, None, operations
    return RC.make_case(kernel), None, None


# --------------------------------------------------------------------------------------
# Launch plans (no device needed).
# --------------------------------------------------------------------------------------

def harness_layout(case):
    """[(offset, size)] of the parameter buffer run_corpus.py builds for this case."""
    _, _, layout = RC.pack_params(RC.param_values(case, {a.name: 0 for a in case.arrays()}))
    return [(off, size) for off, size, _ in layout]


def elf_launch(cuobjdump, cubin):
    p = subprocess.run([cuobjdump, "-elf", cubin], capture_output=True, text=True,
                       errors="replace")
    if p.returncode != 0:
        raise RuntimeError("cuobjdump -elf: " + CG.UG.first_error_line(p.stderr, p.returncode))
    return sass.parse_elf_launch(p.stdout)


def prepare_side(tools, side, kernel, case, bc, entry_name, arch, work):
    """{'cubin', 'block' (None: ask the driver), 'problems'} or {'error'} for one side."""
    os.makedirs(work, exist_ok=True)
    if side == "ours":
        ptx, cubin, err = RC.compile_kernel(tools.ours, bc, arch, tools.toolkit, work)
        if err:
            return {"error": err}
        try:
            entry = RC.parse_ptx_entry(open(ptx).read(), entry_name)
            block = RC.block_dims(entry)
        except ValueError as e:
            return {"error": "PTX: %s" % e}
        if entry["dynamic_smem"]:
            return {"error": "dynamic shared memory of unknown size"}
        return {"cubin": cubin, "block": list(block), "problems": RC.check_against_ptx(case, entry)}
    cubin = os.path.join(work, "kernel.cubin")
    err = CG.compile_cubin(tools, "nvidia", bc, arch, cubin)
    if err:
        return {"error": err}
    problems, block = [], None
    if tools.cuobjdump:
        launch = elf_launch(tools.cuobjdump, cubin)
        block = list(launch["reqntid"]) if launch["reqntid"] else None
        if launch["params"] != harness_layout(case):
            problems.append("NVIDIA's cubin takes parameters (offset, size) %s, the harness "
                            "passes %s" % (launch["params"], harness_layout(case)))
    return {"cubin": cubin, "block": block, "problems": problems}


def prepared_side(args, tools, side, kernel, case, bc, entry_name, arch, work):
    """prepare_side, recorded into the bundle (--save-bundle) or read from it (--bundle)."""
    if args.bundle:
        d = os.path.join(args.bundle, kernel, side)
        if not os.path.exists(os.path.join(d, "prepared.json")):
            return {"error": "not in the bundle"}
        prepared = json.load(open(os.path.join(d, "prepared.json")))
        if "cubin" in prepared:
            prepared["cubin"] = os.path.join(d, prepared["cubin"])
        return prepared
    prepared = prepare_side(tools, side, kernel, case, bc, entry_name, arch, work)
    if args.save_bundle:
        recorded = dict(prepared)
        if "cubin" in recorded:
            recorded["cubin"] = os.path.relpath(recorded["cubin"], work)
        with open(os.path.join(work, "prepared.json"), "w") as f:
            json.dump(recorded, f)
    return prepared


def fmt_block(block):
    return "x".join(map(str, block)) if block else "(driver's maximum)"


# --------------------------------------------------------------------------------------
# The timed run, in a child process per cubin.
# --------------------------------------------------------------------------------------

def event_api(lib):
    """The event functions of libcuda: (elapsed, destroy), preferring the _v2 entry points
    the CUDA 12.8+/13 headers map the plain names to."""
    elapsed = getattr(lib, "cuEventElapsedTime_v2", None) or lib.cuEventElapsedTime
    destroy = getattr(lib, "cuEventDestroy_v2", None) or lib.cuEventDestroy
    return elapsed, destroy


def time_child(plan_path):
    """Loads one cubin, launches it warmup + runs times between two events, writes the
    times (ms) and the outputs of the first launch; see run_corpus.gpu_child."""
    plan = json.load(open(plan_path))
    cuda = RC.Cuda(plan["libcuda"])
    cuda.init()
    cuda.open(plan.get("device", 0))
    module, fn = cuda.load(open(plan["cubin"], "rb").read(), plan["entry"])
    max_threads = cuda.func_attribute(fn, RC.Cuda.FUNC_MAX_THREADS_PER_BLOCK)
    block = plan["block"] or [max_threads, 1, 1]
    if block[0] * block[1] * block[2] > max_threads:
        raise RC.CudaError("block %s exceeds the function's maximum of %d threads"
                           % (block, max_threads))
    cuda.opt_in_shared_memory(fn)
    arrays, addresses = {}, {}
    for a in plan["arrays"]:
        arrays[a["name"]] = np.load(a["file"])
        addresses[a["name"]] = cuda.alloc(arrays[a["name"]].nbytes)
    values = [(t, addresses[v] if t == "ptr" else v) for t, v in plan["values"]]
    objs, params, _ = RC.pack_params(values)
    elapsed_fn, destroy_fn = event_api(cuda.lib)
    start, stop = ctypes.c_void_p(), ctypes.c_void_p()
    cuda.call("cuEventCreate", ctypes.byref(start), 0)
    cuda.call("cuEventCreate", ctypes.byref(stop), 0)
    times = []
    for i in range(plan["warmup"] + plan["runs"]):
        for name, arr in arrays.items():  # every launch sees the same inputs
            cuda.htod(addresses[name], arr)
        cuda.call("cuEventRecord", start, None)
        cuda.call("cuLaunchKernel", fn, *[ctypes.c_uint(x) for x in plan["grid"]],
                  *[ctypes.c_uint(x) for x in block], ctypes.c_uint(plan["smem"]), None,
                  params, None)
        cuda.call("cuEventRecord", stop, None)
        cuda.call("cuEventSynchronize", stop)
        if i == 0:
            cuda.call("cuCtxSynchronize")
            os.makedirs(plan["out"], exist_ok=True)
            for name, arr in arrays.items():
                host = np.empty_like(arr)
                cuda.dtoh(host, addresses[name])
                np.save(os.path.join(plan["out"], name + ".npy"), host)
        ms = ctypes.c_float()
        rc = elapsed_fn(ctypes.byref(ms), start, stop)
        if rc != 0:
            raise RC.CudaError("cuEventElapsedTime failed: %s" % cuda.error_name(rc))
        if i >= plan["warmup"]:
            times.append(ms.value)
    destroy_fn(start)
    destroy_fn(stop)
    for name in arrays:
        cuda.free(addresses[name])
    cuda.lib.cuModuleUnload(module)
    cuda.close()
    with open(plan["result"], "w") as f:
        json.dump({"times_ms": times, "block": block}, f)
    return 0


def run_side(args, case, entry_name, prepared, work):
    """{'median_us', 'block', 'out'} or {'error'} for one prepared side."""
    files = RC.save_inputs(case, os.path.join(work, "in"))
    plan = {"libcuda": args.libcuda, "device": args.device, "cubin": prepared["cubin"],
            "entry": entry_name, "grid": list(case.grid), "block": prepared["block"], "smem": 0,
            "arrays": [{"name": a.name, "file": files[a.name]} for a in case.arrays()],
            "values": RC.plan_values(case), "warmup": args.warmup, "runs": args.runs,
            "out": os.path.join(work, "out"), "result": os.path.join(work, "result.json")}
    proc = RC.run_plan(__file__, "--time-child", plan, os.path.join(work, "plan.json"))
    if proc.returncode != 0:
        return {"error": "GPU run: " + CG.UG.first_error_line(proc.stderr, proc.returncode)}
    result = json.load(open(plan["result"]))
    return {"median_us": statistics.median(result["times_ms"]) * 1000.0,
            "block": result["block"], "out": plan["out"]}


def compare_sides(case, ours, nvidia):
    got = {a.name: np.load(os.path.join(ours["out"], a.name + ".npy")) for a in case.arrays()}
    want = {a.name: np.load(os.path.join(nvidia["out"], a.name + ".npy")) for a in case.arrays()}
    problems = []
    RC.check_outputs(None, case, got, want, "NVIDIA's", case.tol, problems)
    return problems


# --------------------------------------------------------------------------------------
# Driver.
# --------------------------------------------------------------------------------------

def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def find_tools(args):
    ours = os.path.abspath(args.tileiras)
    reference = args.reference or CG.venv_tool("tileiras")
    cuobjdump = args.cuobjdump or CG.venv_tool("cuobjdump")
    toolkit = args.toolkit or CG.UG.default_toolkit()
    missing = [what for what, path in [("our tileiras (--tileiras)", ours),
                                       ("NVIDIA's tileiras (--reference)", reference),
                                       ("a CUDA toolkit (--toolkit)", toolkit)]
               if not path or not os.path.exists(path)]
    if missing:
        return None, "needs " + ", ".join(missing) + " (scripts/setup.sh installs NVIDIA's)"
    tools = CG.Tools(ours, os.path.abspath(reference),
                     os.path.abspath(cuobjdump) if cuobjdump else None, os.path.abspath(toolkit))
    return tools, None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tileiras", default=os.path.join(ROOT, "build", "bin", "tileiras"))
    ap.add_argument("--reference", help="NVIDIA's tileiras (default: the one in .venv)")
    ap.add_argument("--cuobjdump", help="for NVIDIA's block size (default: the one in .venv)")
    ap.add_argument("--toolkit", help="CUDA toolkit root for both tools (default: .venv's)")
    ap.add_argument("--kernels", help="comma-separated subset of the corpus kernels")
    ap.add_argument("--runs", type=int, default=20, help="timed launches per cubin")
    ap.add_argument("--large", action="store_true", help="the memory-bound kernels over "
                    "hundreds of MiB, with bandwidths (see LARGE)")
    ap.add_argument("--large-mma", action="store_true", help="the tensor-core kernels over "
                    "problems of about 10^11 operations, with TFLOP/s (see LARGE_MMA)")
    ap.add_argument("--warmup", type=int, default=3, help="untimed launches first")
    ap.add_argument("--dry-run", action="store_true", help="no device: check the launch plans")
    ap.add_argument("--arch", help="--gpu-name (default: the device's; sm_90 for --dry-run)")
    ap.add_argument("--libcuda", default="libcuda.so.1")
    ap.add_argument("--device", type=int, default=0)
    ap.add_argument("--work", help="scratch directory (default: a temporary one, removed)")
    ap.add_argument("--json", help="also write the results as JSON to this file")
    ap.add_argument("--save-bundle", metavar="DIR", help="no device: compile both sides for "
                    "--arch (default sm_90) into DIR, for a timed run elsewhere")
    ap.add_argument("--bundle", metavar="DIR", help="time the cubins of DIR (see --save-bundle) "
                    "on a machine that has a driver but neither tileiras")
    ap.add_argument("--time-child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.time_child:
        try:
            return time_child(args.time_child)
        except RC.CudaError as e:
            print("error: " + str(e), file=sys.stderr)
            return 3

    device_name = None
    if args.bundle and (args.dry_run or args.save_bundle
                        or not os.path.exists(os.path.join(args.bundle, "manifest.json"))):
        print("error: --bundle is for the timed run and needs a directory written by "
              "--save-bundle", file=sys.stderr)
        return 2
    offline = args.dry_run or args.save_bundle
    if not offline:
        n, reason = RC.probe_device(args.libcuda)
        if n == 0:
            print("SKIP: no CUDA device (%s)" % reason)
            return SKIP_STATUS
    tools, why = (None, None) if args.bundle else find_tools(args)
    if tools is None and not args.bundle:
        print("SKIP: bench/gpu " + why)
        return SKIP_STATUS
    kernels = CG.UG.corpus_kernels(CG.UG.bytecode_dir())
    if args.kernels:
        bad = [k for k in args.kernels.split(",") if k not in kernels]
        if bad:
            print("error: unknown kernel(s): " + ", ".join(bad), file=sys.stderr)
            return 2
        kernels = {k: kernels[k] for k in args.kernels.split(",")}
    if args.large and args.large_mma:
        print("error: --large and --large-mma are separate runs", file=sys.stderr)
        return 2
    if args.large:
        kernels = {k: bc for k, bc in kernels.items() if k in LARGE}
    if args.large_mma:
        kernels = {k: bc for k, bc in kernels.items() if k in LARGE_MMA}
    arch = args.arch or "sm_90"
    if not offline:
        try:
            cuda = RC.Cuda(args.libcuda)
            cuda.init()
            cuda.open(args.device)
            arch, device_name = args.arch or cuda.arch(), cuda.name()
            cuda.close()
        except RC.CudaError as e:
            print("SKIP: no CUDA device (%s)" % e)
            return SKIP_STATUS
        if args.bundle:
            bundle_arch = json.load(open(os.path.join(args.bundle, "manifest.json")))["arch"]
            if bundle_arch != arch:
                print("error: the bundle was compiled for %s, the device is %s" % (bundle_arch, arch),
                      file=sys.stderr)
                return 2
        print("device %d: %s, %s %s; median of %d launches after %d warm-up" % (
            args.device, device_name, "cubins of the bundle for" if args.bundle else "compiling for",
            arch, args.runs, args.warmup))

    if args.save_bundle:
        work = args.save_bundle
        os.makedirs(work, exist_ok=True)
        with open(os.path.join(work, "manifest.json"), "w") as f:
            json.dump({"arch": arch, "kernels": sorted(kernels)}, f)
    else:
        work = args.work or tempfile.mkdtemp(prefix="bench-gpu.")
    rows, mismatches = [], 0
    try:
        for kernel, bc in kernels.items():
            row = measure_kernel(args, tools, kernel, bc, arch, os.path.join(work, kernel))
            rows.append(row)
            mismatches += bool(row.get("plan_problems"))
            if offline:
                print(dry_run_line(row))
    finally:
        if not args.work and not args.save_bundle:
            shutil.rmtree(work, ignore_errors=True)
    if offline:
        print("%s (%s): %d kernels, %d plan mismatches" % (
            "bundle" if args.save_bundle else "dry run", arch, len(rows), mismatches))
    else:
        print(report(rows, device_name, arch))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": device_name, "arch": arch, "runs": args.runs,
                       "warmup": args.warmup, "dry_run": args.dry_run, "results": rows},
                      f, indent=1)
    return 1 if args.dry_run and mismatches else 0


def measure_kernel(args, tools, kernel, bc, arch, work):
    """One row: both sides prepared (and timed unless --dry-run)."""
    row = {"kernel": kernel}
    if kernel in RC.INVALID:
        row["skipped"] = RC.INVALID[kernel]
        return row
    case, moved, operations = bench_case(args, kernel)
    entry_name, _ = RC.entry_signature(RC.disassembly(ROOT, bc))
    row["grid"] = list(case.grid)
    if moved:
        row["bytes"] = moved
    if operations:
        row["operations"] = operations
    prepared = {side: prepared_side(args, tools, side, kernel, case, bc, entry_name, arch,
                                    os.path.join(work, side)) for side, _ in SIDES}
    row["plan_problems"] = [p for side, _ in SIDES for p in prepared[side].get("problems", [])]
    for side, _ in SIDES:
        row[side] = {k: v for k, v in prepared[side].items() if k in ("error", "block")}
    if args.dry_run or args.save_bundle or any("error" in prepared[s] for s, _ in SIDES) \
            or row["plan_problems"]:
        return row
    timed = {side: run_side(args, case, entry_name, prepared[side], os.path.join(work, side, "run"))
             for side, _ in SIDES}
    for side, _ in SIDES:
        row[side] = {k: v for k, v in timed[side].items() if k != "out"}
    if all("median_us" in timed[s] for s, _ in SIDES):
        row["ratio"] = timed["ours"]["median_us"] / timed["nvidia"]["median_us"]
        row["differs"] = compare_sides(case, timed["ours"], timed["nvidia"])
    return row


def dry_run_line(row):
    if "skipped" in row:
        return "%s: skipped (%s)" % (row["kernel"], row["skipped"])
    sides = []
    for side, who in SIDES:
        s = row[side]
        sides.append("%s %s" % (who, "refuses it: " + s["error"] if "error" in s
                                else "block " + fmt_block(s.get("block"))))
    plan = "MISMATCH: " + "; ".join(row["plan_problems"]) if row["plan_problems"] else "ok"
    return "%s: grid %s; %s; parameters %s" % (row["kernel"], "x".join(map(str, row["grid"])),
                                               "; ".join(sides), plan)


def report(rows, device_name, arch):
    # A rate per side where the rows carry what it counts: bytes (--large), operations
    # (--large-mma); units per microsecond: bytes 1e-3 GB/s, operations 1e-6 TFLOP/s.
    rate = ("bytes", "GB/s", 1e3) if any(r.get("bytes") for r in rows) else \
        ("operations", "TFLOP/s", 1e6) if any(r.get("operations") for r in rows) else None
    lines = ["| kernel | ours (us) | NVIDIA (us) | ours/NVIDIA |%s block ours | block NVIDIA "
             "| note |" % (" %s ours | %s NVIDIA |" % (rate[1], rate[1]) if rate else ""),
             "|---|---:|---:|---:|%s---|---|---|" % ("---:|---:|" if rate else "")]
    not_timed = []
    for r in rows:
        if "ratio" not in r:
            why = r.get("skipped") or "; ".join(
                ["%s: %s" % (who, r[s]["error"]) for s, who in SIDES if "error" in r.get(s, {})]
                + r.get("plan_problems", []))
            not_timed.append("- `%s`: %s" % (r["kernel"], why))
            continue
        note = "results differ from NVIDIA's: " + r["differs"][0] if r["differs"] else ""
        rates = ""
        if rate and r.get(rate[0]):
            rates = " %.1f | %.1f |" % (r[rate[0]] / r["ours"]["median_us"] / rate[2],
                                        r[rate[0]] / r["nvidia"]["median_us"] / rate[2])
        lines.append("| %s | %.1f | %.1f | %.2f |%s %s | %s | %s |" % (
            r["kernel"], r["ours"]["median_us"], r["nvidia"]["median_us"], r["ratio"], rates,
            fmt_block(r["ours"]["block"]), fmt_block(r["nvidia"]["block"]), note))
    timed = [r["ratio"] for r in rows if "ratio" in r]
    g = geomean(timed)
    lines.append("")
    lines.append("GPU %s (%s): %d kernels timed, geomean ours/NVIDIA %s" % (
        device_name, arch, len(timed), "%.2f" % g if g else "-"))
    if not_timed:
        lines += ["", "Not timed:"] + not_timed
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
