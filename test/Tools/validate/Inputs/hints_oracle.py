#!/usr/bin/env python3
"""hint-occupancy-saturated against the .maxnreg the compile gives: for warps w in
1..32 and occupancy o in 1..12, `tileiras-validate --strict` must warn exactly when
occupancy o gives the same .maxnreg as o - 1 (the hint asks for nothing more), and never
warn hint-warps-clamped (13.5 gives every power of two up to 32 its warps). The .maxnreg
is our tileiras's PTX (--emit=ptx, sm_90), which launch_hints.py holds to NVIDIA 13.5's
recorded values; where a pair was recorded, the recorded value is used and ours must
equal it.

    hints_oracle.py BIN_DIR LAUNCH_HINTS_PY

Prints a line per pair that disagrees and `N pairs, M disagree`.
"""
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

bin_dir, launch_hints = sys.argv[1:3]
spec = importlib.util.spec_from_file_location("launch_hints", launch_hints)
recorded = importlib.util.module_from_spec(spec)
spec.loader.exec_module(recorded)

work = tempfile.mkdtemp()


def tool(name):
    return os.path.join(bin_dir, name)


def compile_pair(w, o):
    """(.maxnreg or None, validate's stderr) for the hints (w, o)."""
    mlir, bc, ptx = (os.path.join(work, "k" + ext) for ext in (".mlir", ".tilebc", ".ptx"))
    with open(mlir, "w") as f:
        f.write("cuda_tile.module @kernels {\n  entry @k() optimization_hints=<default = "
                f"{{num_worker_warps_per_cta = {w}, occupancy = {o}}}> {{\n    return\n  }}\n}}\n")
    subprocess.run([tool("tileiras-translate"), "--no-implicit-module", "--mlir-to-tilebc", mlir,
                    "-o", bc], check=True)
    subprocess.run([tool("tileiras"), "--gpu-name", "sm_90", "--emit=ptx", bc, "-o", ptx],
                   check=True)
    m = re.search(r"\.maxnreg (\d+)", open(ptx).read())
    out = subprocess.run([tool("tileiras-validate"), "--strict", "--gpu-name=sm_90", bc],
                         capture_output=True, text=True).stderr
    return (int(m.group(1)) if m else None), out


pairs = disagree = 0
for w in [1, 2, 4, 8, 16, 32]:
    previous = None
    for o in range(1, 13):
        pairs += 1
        maxnreg, out = compile_pair(w, o)
        known = recorded.RECORDED.get(w, {}).get(o)
        problems = []
        if known and known[1] != maxnreg:
            problems.append(f"ours .maxnreg {maxnreg}, NVIDIA 13.5 {known[1]}")
        saturated = o > 1 and maxnreg == previous
        if ("[hint-occupancy-saturated]" in out) != saturated:
            problems.append(f"{'saturated' if saturated else 'not saturated'} (.maxnreg {previous}"
                            f" at {o - 1}, {maxnreg} at {o}) but validate says {out.strip()!r}")
        if "[hint-warps-clamped]" in out:
            problems.append("hint-warps-clamped")
        if problems:
            disagree += 1
            print(f"warps {w} occupancy {o}: " + "; ".join(problems))
        previous = maxnreg
print(f"{pairs} pairs, {disagree} disagree")
sys.exit(1 if disagree else 0)
