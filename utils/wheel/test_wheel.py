#!/usr/bin/env python3
"""Installs the tileiras wheel into a fresh venv and checks that it stands alone.

Run with the project's .venv python (it provides NVIDIA's pip ptxas and cuTile Python):

    .venv/bin/python utils/wheel/test_wheel.py build-release/wheel/tileiras-*.whl WORKDIR \
        [build/bin/tileiras]

Steps, each printing one line (test/Packaging/wheel.test checks them):
  1. `python3 -m venv` + `pip install --no-index WHEEL`: no other package is installed.
  2. ldd of the installed tileiras names no LLVM or MLIR library.
  3. With no CUDA_* variable and nothing but the venv on PATH, a compile fails with the
     "cannot find ptxas" message and status 5.
  4. With NVIDIA's pip ptxas laid out as nvidia-cuda-nvcc installs it in the venv
     (site-packages/nvidia/cu13/bin/ptxas, nvvm/), the installed tileiras compiles a
     corpus kernel to a cubin (ELF, EM_CUDA), and `python -m tileiras_tools
     --which-ptxas` names that ptxas. Given a third argument (the dev build's tileiras),
     that one's cubin must be the same bytes. As root, the compile runs again with every
     /usr/lib/llvm-* folder hidden (a private mount namespace), as on a bare machine.
  5. cuTile Python, visible in the venv without NVIDIA's tileiras package (so that it
     looks on PATH) and with the venv's bin first on PATH, exports a kernel to a cubin;
     its log names the venv's tileiras as the compiler it ran.
"""
import glob
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNEL_BC = os.path.join(ROOT, "test", "Corpus", "bytecode", "vector_add.13.4.tilebc")
EM_CUDA = 190


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def fail(step, proc=None, why=""):
    detail = "" if proc is None else "\n" + proc.stdout + proc.stderr
    sys.exit("FAIL %s: %s%s" % (step, why, detail))


def is_cuda_elf(path):
    with open(path, "rb") as f:
        head = f.read(20)
    return head[:4] == b"\x7fELF" and int.from_bytes(head[18:20], "little") == EM_CUDA


def site_packages(venv):
    ver = "python%d.%d" % sys.version_info[:2]
    return os.path.join(venv, "lib", ver, "site-packages")


def compile_without_llvm(tileiras, out, env):
    """The same compile in a private mount namespace where every /usr/lib/llvm-*
    folder is an empty tmpfs: the machine then looks like one without LLVM's
    packages. Needs root and unshare; says why when it cannot run."""
    hidden = sorted(glob.glob("/usr/lib/llvm-*"))
    unshare, mount = shutil.which("unshare"), shutil.which("mount")
    if os.geteuid() != 0 or not unshare or not mount or not hidden:
        return "skipped (needs root, unshare and an /usr/lib/llvm-* folder to hide)"
    os.remove(out)
    script = "".join("%s -t tmpfs none %s && " % (mount, d) for d in hidden)
    script += 'exec "$@"'
    p = run([unshare, "-m", "--propagation", "private", "/bin/sh", "-c", script, "sh",
             tileiras, "--gpu-name", "sm_90", "-o", out, KERNEL_BC], env=env)
    if p.returncode or not is_cuda_elf(out):
        fail("bare", p)
    return "the same compile with %s hidden: cubin" % " ".join(hidden)


def main():
    wheel, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    compare_with = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else None
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    venv = os.path.join(work, "venv")
    base_env = {k: v for k, v in os.environ.items()
                if k not in ("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH", "LD_LIBRARY_PATH",
                             "PYTHONPATH", "VIRTUAL_ENV")}

    # 1. A fresh venv and the wheel alone.
    base_python = getattr(sys, "_base_executable", sys.executable)
    p = run([base_python, "-m", "venv", venv], env=base_env)
    if p.returncode:
        fail("venv", p)
    py = os.path.join(venv, "bin", "python")
    p = run([py, "-m", "pip", "install", "-q", "--no-index", wheel], env=base_env)
    if p.returncode:
        fail("pip install", p)
    p = run([py, "-m", "pip", "list", "--format=freeze"], env=base_env)
    names = sorted(line.split("==")[0] for line in p.stdout.split())
    print("installed: " + " ".join(n for n in names if n not in ("pip", "setuptools")))
    tileiras = os.path.join(venv, "bin", "tileiras")

    # 2. No LLVM/MLIR library at run time.
    p = run(["ldd", tileiras], env=base_env)
    libs = [line.split()[0] for line in p.stdout.splitlines() if line.strip()]
    if p.returncode or any("llvm" in l.lower() or "mlir" in l.lower() for l in libs):
        fail("ldd", p)
    print("ldd: " + " ".join(sorted(libs)))
    print("size: %.1f MB" % (os.path.getsize(tileiras) / 1e6))

    # The producer's validator, as docs/validate.md tells a producer's CI to run it.
    validate = os.path.join(venv, "bin", "tileiras-validate")
    if not os.path.exists(validate):
        fail("tileiras-validate", None, "the wheel has no tileiras-validate")
    p = run(["ldd", validate], env=base_env)
    if p.returncode or "llvm" in p.stdout.lower() or "mlir" in p.stdout.lower():
        fail("ldd tileiras-validate", p)
    p = run([validate, "--strict", "--json", KERNEL_BC], env=base_env)
    bad = run([validate, os.path.join(ROOT, "test", "Corpus", "bytecode",
                                      "unsigned_floordiv.13.4.tilebc")], env=base_env)
    if p.returncode or '"valid": true' not in p.stdout or bad.returncode != 1:
        fail("tileiras-validate", p if p.returncode else bad)
    print("validate: vector_add valid, unsigned_floordiv invalid (status 1)")

    # 3. No ptxas anywhere: a clear error.
    only_venv = dict(base_env, PATH=os.path.join(venv, "bin"))
    out = os.path.join(work, "vector_add.cubin")
    p = run([tileiras, "--gpu-name", "sm_90", "-o", out, KERNEL_BC], env=only_venv)
    if p.returncode != 5 or "cannot find ptxas" not in p.stderr or os.path.exists(out):
        fail("no-ptxas", p, "expected status 5 and 'cannot find ptxas'")
    print("no ptxas: status 5, 'cannot find ptxas', no output file")

    # 4. NVIDIA's pip ptxas and libdevice where nvidia-cuda-nvcc / nvidia-nvvm put them.
    import nvidia.cu13 as cu13  # from the .venv running this script
    toolkit = list(cu13.__path__)[0]
    fake = os.path.join(site_packages(venv), "nvidia", "cu13")
    os.makedirs(os.path.join(fake, "bin"))
    os.symlink(os.path.join(toolkit, "bin", "ptxas"), os.path.join(fake, "bin", "ptxas"))
    os.symlink(os.path.join(toolkit, "nvvm"), os.path.join(fake, "nvvm"))
    p = run([tileiras, "--gpu-name", "sm_90", "-o", out, KERNEL_BC], env=only_venv)
    if p.returncode or not is_cuda_elf(out):
        fail("compile", p)
    print("compile: vector_add.13.4.tilebc sm_90: cubin (ELF, EM_CUDA), %d bytes" % os.path.getsize(out))
    if compare_with:
        # The dev build (libMLIR.so) with the same ptxas: the static link changes no byte.
        dev_out = os.path.join(work, "vector_add.dev.cubin")
        p = run([compare_with, "--gpu-name", "sm_90", "-o", dev_out, KERNEL_BC],
                env=dict(base_env, CUDA_ROOT=fake))
        with open(out, "rb") as a, open(dev_out, "rb") as b:
            if p.returncode or a.read() != b.read():
                fail("compare", p, "the cubin differs from %s's" % compare_with)
        print("same cubin as the dev build")
    print("bare: " + compile_without_llvm(tileiras, out, only_venv))
    p = run([py, "-m", "tileiras_tools", "--which-ptxas"], env=only_venv)
    if p.returncode or "(from nvidia-cuda-nvcc)" not in p.stdout:
        fail("which-ptxas", p)
    print("which-ptxas: " + p.stdout.strip().split(" (")[-1].rstrip(")"))

    # 5. cuTile Python with the venv's tileiras first on PATH. cuTile is made visible
    # through a .pth file, without nvidia-cuda-tileiras's metadata, so that it does not
    # pick NVIDIA's pip tileiras first.
    import cuda.tile
    here = os.path.dirname(os.path.dirname(os.path.dirname(cuda.tile.__file__)))
    shim = os.path.join(work, "cutile-only")
    os.makedirs(shim)
    for entry in os.listdir(here):
        if entry in ("cuda", "cutile_cache", "typing_extensions.py", "numpy", "numpy.libs") \
                or entry.startswith(("cuda_tile-", "typing_extensions-", "numpy-")):
            os.symlink(os.path.join(here, entry), os.path.join(shim, entry))
    with open(os.path.join(site_packages(venv), "cutile-only.pth"), "w") as f:
        f.write(shim + "\n")
    export = os.path.join(work, "export.py")
    with open(export, "w") as f:
        f.write(EXPORT_SCRIPT)
    cubin = os.path.join(work, "cutile.cubin")
    env = dict(base_env, PATH=os.path.join(venv, "bin") + os.pathsep + base_env.get("PATH", ""))
    p = run([py, export, os.path.join(ROOT, "test", "Corpus", "kernels"), cubin], env=env,
            cwd=work)
    if p.returncode or not is_cuda_elf(cubin):
        fail("cutile", p)
    compiler = [l for l in p.stdout.splitlines() if l.startswith("compiler: ")]
    if not compiler or compiler[0] != "compiler: " + tileiras:
        fail("cutile", p, "cuTile did not run the venv's tileiras")
    print("cutile: exported vector_add to a cubin (ELF, EM_CUDA) with <venv>/bin/tileiras")
    print("PASS")


# Run in the fresh venv: exports the corpus's vector_add kernel to a cubin for sm_90
# (no GPU needed) and prints the compiler cuTile ran, from its debug log.
EXPORT_SCRIPT = r'''
import logging, sys, types
kernels, out = sys.argv[1], sys.argv[2]
sys.path.insert(0, kernels)
records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append(record.getMessage())
logger = logging.getLogger("cuda.tile")
logger.setLevel(logging.DEBUG)
logger.addHandler(Keep())
mod = types.ModuleType("vector_add")
mod.__file__ = kernels + "/vector_add.py"
exec(compile(open(mod.__file__).read(), mod.__file__, "exec"), mod.__dict__)
from cuda.tile.compilation import export_kernel, KernelSignature, CallingConvention
kernel, params = mod.SIGNATURES["vector_add"]
sig = KernelSignature(parameters=params, calling_convention=CallingConvention.cutile_python_v1())
export_kernel(kernel, [sig], out, gpu_code="sm_90", output_format="cubin")
for message in records:
    if message.startswith("Invoke tile compiler: "):
        print("compiler: " + message.split()[3])
        break
'''

if __name__ == "__main__":
    main()
