#!/usr/bin/env python3
"""Bytecode 13.5 corpus: the corpus kernels exported at 13.5 by cuTile Python 1.7, then
printed by NVIDIA's 13.5 tileirdisasm (the oracle) and compiled by NVIDIA's 13.5 tileiras.

cuTile 1.7 writes 13.5 only when its dev_features_enabled() switch is on; release builds
of its C extension return a constant False, so this script turns the switch on by
replacing the name that cuda.tile._compile imported (nothing else reads it).

    .venv/bin/python test/Corpus/generate_13_5.py --nvbin DIR [--only NAME ...]

DIR holds NVIDIA 13.5's tileirdisasm and tileiras (nvidia-cuda-tileiras 13.5.x, the
wheel's nvidia/cu13/bin). Outputs under test/Corpus/:
    bytecode-13.5/<kernel>.13.5.tilebc   gpu_code="sm_90"
    mlir-13.5/<kernel>.13.5.mlir         `tileirdisasm FILE` (13.5), verbatim
    tileiras-13.5-results.txt            NVIDIA 13.5 tileiras --gpu-name sm_90 on each
Kernels the exporter or the disassembler rejects are listed in SKIPPED-13.5.txt.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import generate as g  # noqa: E402  (kernel loading and path-leak checks)

VERSION = "13.5"


def export_all(mods, bc_dir):
    import cuda.tile._compile as compile_mod
    compile_mod.dev_features_enabled = lambda: True
    from cuda.tile.compilation import export_kernel, KernelSignature, CallingConvention

    produced, skipped = [], []
    for modname, mod in mods.items():
        for label, (kernel, params) in mod.SIGNATURES.items():
            stem = f"{label}.{VERSION}"
            out = bc_dir / f"{stem}.tilebc"
            sig = KernelSignature(parameters=params,
                                  calling_convention=CallingConvention.cutile_python_v1())
            try:
                export_kernel(kernel, [sig], str(out), gpu_code=g.ARCH,
                              output_format="tileir_bytecode", bytecode_version=VERSION)
                produced.append(stem)
            except Exception as e:
                skipped.append(f"{stem}\t({modname}.py)\t{type(e).__name__}: "
                               f"{g.first_line(str(e)) or repr(e)}")
                if out.exists():
                    out.unlink()
    return produced, skipped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvbin", required=True, help="NVIDIA 13.5 tileirdisasm/tileiras folder")
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    nvbin = Path(args.nvbin).resolve()

    names = sorted(p.stem for p in g.KERNELS.glob("*.py") if not p.name.startswith("_"))
    if args.only:
        names = [n for n in names if n in args.only]
    bc_dir, mlir_dir = HERE / "bytecode-13.5", HERE / "mlir-13.5"
    for d in (bc_dir, mlir_dir):
        d.mkdir(exist_ok=True)

    cwd = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="tileiras-corpus-") as tmp:
        shutil.copytree(g.KERNELS, Path(tmp) / g.REL_KERNELS,
                        ignore=shutil.ignore_patterns("__pycache__"))
        os.chdir(tmp)
        try:
            mods = g.load_kernel_modules(names)
            produced, skipped = export_all(mods, bc_dir)
        finally:
            os.chdir(cwd)

    kept = []
    for stem in produced:
        r = subprocess.run([str(nvbin / "tileirdisasm"), f"{stem}.tilebc"], cwd=bc_dir,
                           capture_output=True, text=True)
        if r.returncode != 0:
            skipped.append(f"{stem}\t(tileirdisasm 13.5 rc={r.returncode})\t"
                           f"{g.first_line(r.stderr)}")
            continue
        (mlir_dir / f"{stem}.mlir").write_text(r.stdout)
        kept.append(stem)

    leaks = g.find_path_leaks([bc_dir, mlir_dir], [tmp, cwd, sys.prefix, HERE])
    if leaks:
        print("error: machine-specific paths leaked into:", *leaks, sep="\n  ")
        sys.exit(1)

    env = dict(os.environ, CUDA_HOME=str(nvbin.parent))
    env["PATH"] = str(nvbin) + os.pathsep + env.get("PATH", "")
    lines, ok = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for stem in sorted(kept):
            r = subprocess.run([str(nvbin / "tileiras"), "--gpu-name", g.ARCH, "-o",
                                str(Path(tmp) / "x.cubin"), f"{stem}.tilebc"], cwd=bc_dir,
                               capture_output=True, text=True, env=env)
            ok += r.returncode == 0
            lines.append(f"{stem}.tilebc\t{'accept' if r.returncode == 0 else 'reject'}"
                         f"\trc={r.returncode}\t{g.first_line(r.stderr).replace(tmp, '<tmp>')}")
    if not args.only:
        (HERE / "tileiras-13.5-results.txt").write_text(
            f"# NVIDIA tileiras 13.5 --gpu-name {g.ARCH} on bytecode-13.5/: accepted {ok} "
            f"of {len(kept)}\n" + "".join(s + "\n" for s in lines))
        (HERE / "SKIPPED-13.5.txt").write_text(
            "# 13.5 exports rejected by cuTile or by NVIDIA 13.5's tileirdisasm\n"
            + "".join(s + "\n" for s in skipped))
    print(f"{len(produced)} exported, {len(kept)} disassembled, {ok} compiled, "
          f"{len(skipped)} skipped")


if __name__ == "__main__":
    main()
