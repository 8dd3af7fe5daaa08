#!/usr/bin/env python3
"""Static SASS of our tileiras against NVIDIA's on the corpus kernels.

For each corpus kernel (the 13.4 bytecode list of utils/update-goldens.py) and target:
compile with our tileiras and with NVIDIA's (the pinned PyPI one), both at -O3 to a cubin
through the same ptxas; read each cubin with `cuobjdump -sass -res-usage` (PyPI
nvidia-cuda-cuobjdump); count the instruction classes of sass.py and the registers, shared
memory, stack and local memory; report ours, NVIDIA's and the ratio ours/NVIDIA per kernel
and a summary per target. Counts are static: a proxy for the code, not its speed. NOP
padding is not counted. A kernel that one tool refuses is listed with the first line of the
error. Nothing asserts these numbers.

usage: bench/codegen/run.py [--tileiras build/bin/tileiras] [--reference NVIDIA-tileiras]
                            [--cuobjdump PATH] [--targets sm_80,...] [--kernels a,b]
                            [-j 2] [--json FILE]
"""
import argparse
import concurrent.futures
import datetime
import glob
import importlib.util
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import sass  # noqa: E402

DEFAULT_TARGETS = ["sm_80", "sm_90", "sm_100", "sm_120"]
TOOL_TIMEOUT_S = 600


def load_update_goldens(root=ROOT):
    """utils/update-goldens.py: the kernel list, the pinned toolkit, error summaries."""
    spec = importlib.util.spec_from_file_location(
        "update_goldens", os.path.join(root, "utils", "update-goldens.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


UG = load_update_goldens()


def venv_tool(name, root=ROOT):
    """A binary of the pip nvidia/cu13 folder of the project's .venv (scripts/setup.sh),
    or None: tileiras (NVIDIA's), ptxas, cuobjdump (with the nvdisasm it runs)."""
    for d in sorted(glob.glob(os.path.join(root, ".venv", "lib", "python3*", "site-packages",
                                           "nvidia", "cu13", "bin"))):
        path = os.path.join(d, name)
        if os.access(path, os.X_OK):
            return path
    return None


def has_nvdisasm(cuobjdump):
    """cuobjdump -sass runs nvdisasm: from NVDISASM_PATH, its own folder or PATH."""
    return bool(os.environ.get("NVDISASM_PATH")
                or os.access(os.path.join(os.path.dirname(cuobjdump), "nvdisasm"), os.X_OK)
                or shutil.which("nvdisasm"))


def tool_release(tool):
    """'release 13.5, V13.5.37' from `tool --version`, else its last line."""
    try:
        out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    except OSError as e:
        return "not runnable (%s)" % e
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    rel = [l.split(", ", 1)[1] for l in lines if l.startswith("Cuda compilation tools")]
    return rel[0] if rel else (lines[-1] if lines else "unknown")


class Tools:
    """The binaries and environments of one run."""

    def __init__(self, ours, reference, cuobjdump, toolkit):
        self.ours, self.reference = ours, reference
        self.cuobjdump, self.toolkit = cuobjdump, toolkit
        self.ours_env = UG.toolkit_env(toolkit)
        # NVIDIA's tileiras finds ptxas through CUDA_HOME; CUDA_ROOT would win in ours only.
        env = {k: v for k, v in os.environ.items() if k not in ("CUDA_ROOT", "CUDA_PATH")}
        self.reference_env = dict(env, CUDA_HOME=toolkit)

    def describe(self):
        return ("ours: %s; NVIDIA: tileiras %s; ptxas: %s; cuobjdump %s" % (
            UG.tool_version(self.ours), tool_release(self.reference),
            UG.toolkit_description(self.toolkit), tool_release(self.cuobjdump)))


def run_tool(cmd, env, tool):
    """None on success, else the first line of the error (as in golden/README.md)."""
    try:
        p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                           errors="replace", timeout=TOOL_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return "timed out after %d s" % TOOL_TIMEOUT_S
    if p.returncode != 0:
        return short_error(UG.first_error_line(p.stderr, p.returncode, tool))
    return None


def short_error(line):
    """The message without a location prefix: NVIDIA's tileiras starts its error line with
    the whole debug-info location (#cuda_tile.di_loc<...>: error: ...)."""
    at = line.find(": error: ")
    return line[at + 2:] if at >= 0 and not line.startswith("error:") else line


def compile_cubin(tools, side, bytecode, target, cubin):
    """Compiles with our tileiras (side 'ours') or NVIDIA's ('nvidia'); None or an error."""
    tool = tools.ours if side == "ours" else tools.reference
    env = tools.ours_env if side == "ours" else tools.reference_env
    rel = os.path.relpath(bytecode, ROOT)
    err = run_tool([tool, "--gpu-name", target, "-O3", "-o", cubin, rel], env, tool)
    if err is None and not os.path.exists(cubin):
        err = "status 0 but no cubin written"
    return err


def disassemble(cuobjdump, cubin):
    """sass.summarize_cubin of `cuobjdump -sass -res-usage cubin`; raises RuntimeError."""
    p = subprocess.run([cuobjdump, "-sass", "-res-usage", cubin], capture_output=True,
                       text=True, errors="replace", timeout=TOOL_TIMEOUT_S)
    if p.returncode != 0:
        raise RuntimeError("cuobjdump: " + UG.first_error_line(p.stderr, p.returncode, cuobjdump))
    try:
        return sass.summarize_cubin(p.stdout)
    except ValueError as e:
        raise RuntimeError("cuobjdump: %s" % e)


def measure_side(tools, side, bytecode, target, work):
    cubin = os.path.join(work, side + ".cubin")
    err = compile_cubin(tools, side, bytecode, target, cubin)
    if err:
        return {"error": err}
    try:
        return disassemble(tools.cuobjdump, cubin)
    except RuntimeError as e:
        return {"error": str(e)}


def ratio(ours, theirs):
    """ours/theirs; 1.0 for 0/0, None (undefined) for n/0."""
    if theirs == 0:
        return 1.0 if ours == 0 else None
    return ours / theirs


def measure(tools, kernel, bytecode, target, work_root):
    with tempfile.TemporaryDirectory(prefix="%s.%s." % (kernel, target), dir=work_root) as work:
        row = {"kernel": kernel, "target": target,
               "ours": measure_side(tools, "ours", bytecode, target, work),
               "nvidia": measure_side(tools, "nvidia", bytecode, target, work)}
    if "error" not in row["ours"] and "error" not in row["nvidia"]:
        o, n = row["ours"], row["nvidia"]
        row["ratios"] = {k: ratio(o["classes"][k], n["classes"][k]) for k in sass.CLASS_KEYS}
        row["ratios"].update({k: ratio(o["resources"][k], n["resources"][k])
                              for k, _ in sass.RESOURCES})
    return row


# --------------------------------------------------------------------------------------
# Report.
# --------------------------------------------------------------------------------------

def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def spills(side):
    return side["classes"]["ldl"] + side["classes"]["stl"]


def wide_global(side):
    c = side["classes"]
    return c["ldg128"] + c["ldg256"] + c["stg128"] + c["stg256"]


# Per-target summary: (key, what, predicate on one side) counted on each side.
PRESENCE = [
    ("shfl", "SHFL", lambda s: s["classes"]["shfl"] > 0),
    ("redux", "REDUX", lambda s: s["classes"]["redux"] > 0),
    ("spills", "LDL/STL", lambda s: spills(s) > 0),
    ("wide_global", "128-bit or wider LDG/STG", lambda s: wide_global(s) > 0),
    ("mma", "tensor-core MMA", lambda s: s["classes"]["mma"] > 0),
]
# Kernels where ours has more of something than NVIDIA.
MORE = [
    ("instructions", lambda s: s["classes"]["total"]),
    ("spills", spills),
    ("BAR", lambda s: s["classes"]["bar"]),
    ("registers", lambda s: s["resources"]["REG"]),
    ("shared memory", lambda s: s["resources"]["SHARED"]),
]


def summarize(rows, target):
    mine = [r for r in rows if r["target"] == target]
    both = [r for r in mine if "ratios" in r]
    s = {"target": target, "kernels": len(mine), "compared": len(both),
         "refused_by_ours": sorted(r["kernel"] for r in mine if "error" in r["ours"]),
         "refused_by_nvidia": sorted(r["kernel"] for r in mine if "error" in r["nvidia"]),
         "geomean_instructions": geomean([r["ratios"]["total"] for r in both]),
         "geomean_registers": geomean([r["ratios"]["REG"] for r in both]),
         "with": {}, "ours_more": {}}
    for key, _, has in PRESENCE:
        s["with"][key] = {"ours": sum(1 for r in both if has(r["ours"])),
                          "nvidia": sum(1 for r in both if has(r["nvidia"]))}
    for what, value in MORE:
        s["ours_more"][what] = sorted(r["kernel"] for r in both
                                      if value(r["ours"]) > value(r["nvidia"]))
    return s


def fmt_ratio(r):
    return "-" if r is None else "%.2f" % r


def summary_line(s):
    parts = ["%d kernels compared" % s["compared"]]
    if s["refused_by_ours"]:
        parts.append("ours refuses %s" % ", ".join(s["refused_by_ours"]))
    if s["refused_by_nvidia"]:
        parts.append("NVIDIA refuses %s" % ", ".join(s["refused_by_nvidia"]))
    parts.append("instructions geomean ours/NVIDIA %s" % fmt_ratio(s["geomean_instructions"]))
    parts.append("registers geomean %s" % fmt_ratio(s["geomean_registers"]))
    for key, what, _ in PRESENCE:
        w = s["with"][key]
        parts.append("%s in %d ours / %d NVIDIA" % (what, w["ours"], w["nvidia"]))
    for what, _ in MORE:
        parts.append("ours more %s in %d" % (what, len(s["ours_more"][what])))
    return "**%s**: %s." % (s["target"], "; ".join(parts))


def widths(side, op):
    """'16b×4 128b×2' for the LDG or STG widths of one side."""
    cells = ["%db×%d" % (w, side["classes"]["%s%d" % (op, w)]) for w in (8, 16, 32, 64, 128, 256)
             if side["classes"]["%s%d" % (op, w)]]
    return " ".join(cells) or "0"


TABLE_CLASSES = ["mma", "tma", "ldgsts", "lds", "sts", "ldsm", "bar", "syncs", "shfl", "redux",
                 "atom", "ffma"]


def target_table(rows, target):
    mine = sorted((r for r in rows if r["target"] == target), key=lambda r: r["kernel"])
    head = (["kernel", "instructions", "ratio", "registers", "shared", "LDL+STL",
             "LDG ours", "LDG NVIDIA", "STG ours", "STG NVIDIA"]
            + [dict(sass.CLASSES)[k] for k in TABLE_CLASSES])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    refused = []
    for r in mine:
        o, n = r["ours"], r["nvidia"]
        if "ratios" not in r:
            refused.append(r)
            continue

        def pair(get):
            return "%d/%d" % (get(o), get(n))
        cells = [r["kernel"], pair(lambda s: s["classes"]["total"]),
                 fmt_ratio(r["ratios"]["total"]),
                 pair(lambda s: s["resources"]["REG"]), pair(lambda s: s["resources"]["SHARED"]),
                 pair(spills), widths(o, "ldg"), widths(n, "ldg"),
                 widths(o, "stg"), widths(n, "stg")]
        cells += [pair(lambda s, k=k: s["classes"][k]) for k in TABLE_CLASSES]
        lines.append("| " + " | ".join(cells) + " |")
    if refused:
        lines += ["", "Not compared (the first line of the error):", ""]
    for r in refused:
        for who, side in (("ours", r["ours"]), ("NVIDIA", r["nvidia"])):
            if "error" in side:
                lines.append("- `%s`: %s refuses it: %s" % (r["kernel"], who, side["error"]))
    return lines


LEGEND = [
    "Cells `a/b`: ours/NVIDIA. `ratio`: instructions ours/NVIDIA. `instructions`: every SASS",
    "instruction of the cubin except the NOP padding after the final branch, counted once",
    "whatever the loops (static counts: a proxy for the code, not its speed). `LDG`/`STG`:",
    "global loads/stores as `<bits per thread>b×<count>` (.U8/.S8 8, .U16/.S16 16, none 32,",
    ".64, .128, .256). `LDL+STL`: local-memory accesses (spills, or local arrays). `registers`,",
    "`shared` (bytes): `cuobjdump -res-usage`. `MMA`: HMMA/IMMA/QMMA/DMMA/BMMA/OMMA,",
    "[HIQB]GMMA, UTC*MMA; `TMA`: UTMALDG/UTMASTG/UTMAREDG; `LDSM`: LDSM/STSM; `BAR`: CTA",
    "barriers; `ATOM/RED`: atomics and reductions to memory; `FFMA`: FFMA and FFMA2.",
    "A refused kernel shows the first line of the tool's error.",
]


def report(rows, targets, header):
    out = ["# SASS of ours against NVIDIA's tileiras", "", header, ""]
    summaries = [summarize(rows, t) for t in targets]
    out += ["## Summary", ""] + [summary_line(s) for s in summaries]
    for s in summaries:
        more = ["%s: %s" % (what, ", ".join(s["ours_more"][what]))
                for what in ("spills", "BAR") if s["ours_more"][what]]
        if more:
            out += ["", "%s, ours more %s." % (s["target"], "; ".join(more))]
    out += [""] + LEGEND
    for t in targets:
        out += ["", "## %s (ptxas -arch %s)" % (t, UG.ptxas_arch(t)), ""] + target_table(rows, t)
    return "\n".join(out) + "\n", summaries


def parse_list(text, allowed, what, default):
    if text is None:
        return list(default)
    items = [x for x in text.split(",") if x]
    bad = [x for x in items if x not in allowed]
    if bad:
        sys.exit("error: unknown %s: %s (known: %s)" % (what, ", ".join(bad), ", ".join(allowed)))
    return items


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tileiras", default=os.path.join(ROOT, "build", "bin", "tileiras"),
                    help="our tileiras (default: build/bin/tileiras)")
    ap.add_argument("--reference", help="NVIDIA's tileiras (default: the one in .venv)")
    ap.add_argument("--cuobjdump", help="cuobjdump (default: the one in .venv)")
    ap.add_argument("--toolkit", help="CUDA toolkit root for both tools (ptxas, libdevice); "
                    "default: the pip nvidia/cu13 of .venv")
    ap.add_argument("--targets", help="comma-separated (default: %s)" % ",".join(DEFAULT_TARGETS))
    ap.add_argument("--kernels", help="comma-separated subset of the corpus kernels")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--json", help="also write the results as JSON to this file")
    args = ap.parse_args(argv)

    ours = os.path.abspath(args.tileiras)
    reference = args.reference or venv_tool("tileiras")
    cuobjdump = args.cuobjdump or venv_tool("cuobjdump")
    toolkit = args.toolkit or UG.default_toolkit()
    needed = [("our tileiras (--tileiras)", ours),
              ("NVIDIA's tileiras (--reference; scripts/setup.sh)", reference),
              ("cuobjdump (--cuobjdump; scripts/setup.sh)", cuobjdump),
              ("a CUDA toolkit (--toolkit; scripts/setup.sh)", toolkit)]
    missing = [what for what, path in needed if not path or not os.path.exists(path)]
    if cuobjdump and not has_nvdisasm(cuobjdump):
        missing.append("nvdisasm next to cuobjdump or on PATH (cuobjdump -sass runs it)")
    if missing:
        print("SKIP: bench/codegen needs " + ", ".join(missing))
        return 77
    all_kernels = UG.corpus_kernels(UG.bytecode_dir())
    kernels = parse_list(args.kernels, list(all_kernels), "kernel", all_kernels)
    targets = parse_list(args.targets, UG.TARGETS, "target", DEFAULT_TARGETS)
    tools = Tools(ours, os.path.abspath(reference), os.path.abspath(cuobjdump),
                  os.path.abspath(toolkit))

    jobs = [(k, t) for t in targets for k in kernels]
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-codegen.") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = [pool.submit(measure, tools, k, all_kernels[k], t, work) for k, t in jobs]
            for i, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                row = fut.result()
                rows.append(row)
                print("[%d/%d] %s %s" % (i, len(jobs), row["kernel"], row["target"]),
                      file=sys.stderr, flush=True)
    rows.sort(key=lambda r: (targets.index(r["target"]), r["kernel"]))
    header = "%s. -O3, %s." % (tools.describe(), datetime.date.today().isoformat())
    text, summaries = report(rows, targets, header)
    sys.stdout.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"tools": header, "targets": targets, "classes": sass.CLASSES,
                       "nop_excluded": True, "results": rows, "summary": summaries}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
