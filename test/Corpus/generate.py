#!/usr/bin/env python3
"""Regenerates the real-producer corpus: cuTile Python kernels -> cuda_tile bytecode
-> NVIDIA tileirdisasm text.

Usage (from anywhere; the repository's .venv must have cuda-tile and
nvidia-cuda-tileiras, see scripts/setup.sh):

    .venv/bin/python test/Corpus/generate.py [--only NAME ...] [--check-tileiras]

Outputs, all under test/Corpus/:
    bytecode/<kernel>.<version>.tilebc         gpu_code="sm_90", versions 13.1..13.4
    bytecode/<kernel>.<version>.noarch.tilebc  gpu_code=None, versions 13.3 and 13.4
    mlir/<kernel>.<version>[.noarch].mlir      `tileirdisasm FILE`, verbatim
    mlir-debug/<kernel>.13.4.mlir              `tileirdisasm -g FILE`, verbatim (13.4, sm_90)
    SKIPPED.txt                                exports the exporter rejected, with its message
    tileiras-13.4-results.txt                  with --check-tileiras: does NVIDIA's tileiras
                                               compile each bytecode file for sm_90?

Reproducibility: cuTile embeds the kernel's source file name and directory in the debug
info. The generator copies kernels/ into a scratch directory, changes into it, and loads
every kernel from the relative path "test/Corpus/kernels/<file>.py", so the bytecode
records only that relative path, whatever the checkout's location.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
KERNELS = HERE / "kernels"
REL_KERNELS = "test/Corpus/kernels"  # the path recorded in the bytecode's debug info

ARCH = "sm_90"
VERSIONS = ["13.1", "13.2", "13.3", "13.4"]
NOARCH_VERSIONS = ["13.3", "13.4"]


def find_nvidia_bin():
    """The nvidia/cu13/bin folder of the Python environment running this script."""
    import nvidia  # namespace package installed by nvidia-cuda-tileiras
    for base in nvidia.__path__:
        b = Path(base) / "cu13" / "bin"
        if (b / "tileirdisasm").exists():
            return b
    raise SystemExit("tileirdisasm not found; install nvidia-cuda-tileiras (scripts/setup.sh)")


def load_kernel_modules(names):
    mods = {}
    sys.path.insert(0, REL_KERNELS)
    for name in names:
        # Not importlib: its file loaders make the path absolute. Compiling the source
        # under the relative name keeps co_filename (hence the debug info) relative.
        rel = f"{REL_KERNELS}/{name}.py"
        mod = types.ModuleType(name)
        mod.__file__ = rel
        sys.modules[name] = mod
        exec(compile(Path(rel).read_text(), rel, "exec"), mod.__dict__)
        mods[name] = mod
    return mods


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def export_all(mods, bc_dir):
    import cuda.tile as ct  # noqa: F401
    from cuda.tile.compilation import export_kernel, KernelSignature, CallingConvention

    produced, skipped = [], []
    for modname, mod in mods.items():
        for label, (kernel, params) in mod.SIGNATURES.items():
            jobs = [(v, ARCH) for v in VERSIONS] + [(v, None) for v in NOARCH_VERSIONS]
            for version, gpu in jobs:
                stem = f"{label}.{version}" + ("" if gpu else ".noarch")
                out = bc_dir / f"{stem}.tilebc"
                sig = KernelSignature(parameters=params,
                                      calling_convention=CallingConvention.cutile_python_v1())
                try:
                    export_kernel(kernel, [sig], str(out), gpu_code=gpu,
                                  output_format="tileir_bytecode", bytecode_version=version)
                    produced.append(stem)
                except Exception as e:  # the exporter's verdict is the data we record
                    msg = f"{type(e).__name__}: {first_line(str(e)) or repr(e)}"
                    skipped.append(f"{stem}\t({modname}.py)\t{msg}")
                    if out.exists():
                        out.unlink()
    return produced, skipped


def disassemble(stems, bc_dir, mlir_dir, dbg_dir, disasm):
    """Returns SKIPPED.txt lines for files the disassembler rejects (no .mlir written;
    the bytecode is kept as a negative test)."""
    rejected = []
    for stem in stems:
        bc = bc_dir / f"{stem}.tilebc"
        r = subprocess.run([str(disasm), bc.name], cwd=bc_dir, capture_output=True, text=True)
        if r.returncode != 0:
            err = first_line(r.stderr)
            err = err[err.find("error:"):] if "error:" in err else err
            rejected.append(f"{stem}\t(tileirdisasm rc={r.returncode})\t{err}")
            continue
        (mlir_dir / f"{stem}.mlir").write_text(r.stdout)
        if stem.endswith(".13.4"):
            r = subprocess.run([str(disasm), "-g", bc.name], cwd=bc_dir,
                               capture_output=True, text=True)
            (dbg_dir / f"{stem}.mlir").write_text(r.stdout)
    return rejected


def find_path_leaks(dirs, roots):
    """Files that mention an absolute path of this machine (e.g. an installed package's
    source, which cuTile records when it inlines a helper such as Tile.astype)."""
    needles = {str(Path(r).resolve()).encode() for r in roots} | {str(r).encode() for r in roots}
    needles |= {b"/%s/" % d for d in (b"tmp", b"home", b"root", b"work")} | {b"site-packages"}
    return [str(f.relative_to(HERE)) for d in dirs for f in sorted(d.iterdir())
            if any(n in f.read_bytes() for n in needles)]


def check_tileiras(bc_dir, nvbin, out_file):
    env = dict(os.environ)
    # tileiras loads libnvvm from $CUDA_HOME (nvvm/lib64 or lib); point it at the pip
    # package's copy instead of whatever toolkit lives under /usr/local/cuda.
    env["CUDA_HOME"] = str(nvbin.parent)
    env["PATH"] = str(nvbin) + os.pathsep + env.get("PATH", "")
    lines, ok, total = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for bc in sorted(bc_dir.glob("*.tilebc")):
            total += 1
            r = subprocess.run([str(nvbin / "tileiras"), "--gpu-name", ARCH, "-o",
                                str(Path(tmp) / "x.cubin"), bc.name],
                               cwd=bc_dir, capture_output=True, text=True, env=env)
            ok += r.returncode == 0
            err = first_line(r.stderr).replace(tmp, "<tmp>")
            lines.append(f"{bc.name}\t{'accept' if r.returncode == 0 else 'reject'}"
                         f"\trc={r.returncode}\t{err}")
    ver = subprocess.run([str(nvbin / "tileiras"), "--version"], capture_output=True,
                         text=True).stdout.strip().splitlines()
    header = [
        "# NVIDIA tileiras on every corpus bytecode file: "
        f"tileiras --gpu-name {ARCH} -o X.cubin FILE",
        f"# tileiras: {ver[-2] if len(ver) >= 2 else ver}",
        "# environment: CUDA_HOME=<pip nvidia/cu13> (libnvvm from nvidia-nvvm), no GPU",
        f"# accepted {ok} of {total}",
        "# file\tverdict\texit code\tfirst line of stderr",
    ]
    out_file.write_text("\n".join(header + lines) + "\n")
    return ok, total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", nargs="*", help="kernel file stems to (re)generate")
    ap.add_argument("--check-tileiras", action="store_true")
    args = ap.parse_args()

    nvbin = find_nvidia_bin()
    names = sorted(p.stem for p in KERNELS.glob("*.py") if not p.name.startswith("_"))
    if args.only:
        names = [n for n in names if n in args.only]

    bc_dir, mlir_dir, dbg_dir = HERE / "bytecode", HERE / "mlir", HERE / "mlir-debug"
    for d in (bc_dir, mlir_dir, dbg_dir):
        d.mkdir(exist_ok=True)
        if not args.only:
            for f in d.iterdir():
                f.unlink()

    cwd = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="tileiras-corpus-") as tmp:
        shutil.copytree(KERNELS, Path(tmp) / REL_KERNELS,
                        ignore=shutil.ignore_patterns("__pycache__"))
        os.chdir(tmp)
        try:
            mods = load_kernel_modules(names)
            produced, skipped = export_all(mods, bc_dir)
        except Exception:
            traceback.print_exc()
            raise
        finally:
            os.chdir(cwd)

    skipped += disassemble(produced, bc_dir, mlir_dir, dbg_dir, nvbin / "tileirdisasm")

    leaks = find_path_leaks([bc_dir, mlir_dir, dbg_dir], [tmp, cwd, sys.prefix, HERE])
    if leaks:
        print("error: machine-specific paths leaked into:", *leaks, sep="\n  ")
        sys.exit(1)

    if not args.only:
        (HERE / "SKIPPED.txt").write_text(
            "# Exports rejected by cuTile Python's exporter (kernel.version[.noarch], file, "
            "message),\n# then bytecode that NVIDIA's tileirdisasm rejects (bytecode kept, "
            "no .mlir)\n" + "".join(s + "\n" for s in skipped))
    n_kernels = sum(len(m.SIGNATURES) for m in mods.values())
    print(f"{len(names)} files, {n_kernels} kernels, {len(produced)} bytecode files, "
          f"{len(skipped)} skipped")
    for s in skipped:
        print("  skipped:", s)
    if args.check_tileiras:
        ok, total = check_tileiras(bc_dir, nvbin, HERE / "tileiras-13.4-results.txt")
        print(f"tileiras accepted {ok} of {total}")


if __name__ == "__main__":
    main()
