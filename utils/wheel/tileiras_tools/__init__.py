"""The tileiras tools of this wheel, and the ptxas they use.

The wheel installs the native binaries themselves as scripts (<prefix>/bin/tileiras, ...),
so running `tileiras` starts no Python. This module finds them for Python callers and
offers `python -m tileiras_tools TOOL ARGS...`, which also points the tool at NVIDIA's pip
ptxas when that is importable from this interpreter but not beside the binary.
"""
import os
import shutil
import sys
import sysconfig

TOOLS = ("tileiras", "tileiras-opt", "tileiras-translate")


def tool_path(name="tileiras"):
    """The installed binary `name` (in this environment's scripts folder)."""
    for scheme in (None, "posix_user"):
        try:
            folder = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
        except KeyError:
            continue
        candidate = os.path.join(folder, name)
        if os.access(candidate, os.X_OK):
            return candidate
    raise FileNotFoundError("%s is not installed beside this Python (%s)" % (name, sys.prefix))


def _pip_toolkit():
    """The nvidia/cu13 folder of NVIDIA's pip packages, when importable."""
    try:
        import nvidia.cu13 as cu13
    except ImportError:
        return None
    for folder in getattr(cu13, "__path__", []):
        if os.access(os.path.join(folder, "bin", "ptxas"), os.X_OK):
            return folder
    return None


def find_ptxas():
    """(ptxas, where) in the order the driver uses: $CUDA_ROOT/$CUDA_HOME/$CUDA_PATH bin
    (the first one set), ptxas on PATH, NVIDIA's pip package (nvidia-cuda-nvcc). None when
    there is none."""
    for var in ("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"):
        if var in os.environ:
            candidate = os.path.join(os.environ[var], "bin", "ptxas")
            if os.access(candidate, os.X_OK):
                return candidate, var
            break
    on_path = shutil.which("ptxas")
    if on_path:
        return on_path, "PATH"
    toolkit = _pip_toolkit()
    if toolkit:
        return os.path.join(toolkit, "bin", "ptxas"), "nvidia-cuda-nvcc"
    return None


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    name = argv.pop(0) if argv and argv[0] in TOOLS else "tileiras"
    env = dict(os.environ)
    found = find_ptxas()
    if found and found[1] == "nvidia-cuda-nvcc":
        # The binary looks for the pip ptxas in its own environment only; this
        # interpreter may see one elsewhere (user site, PYTHONPATH).
        env["CUDA_ROOT"] = os.path.dirname(os.path.dirname(found[0]))
    exe = tool_path(name)
    os.execve(exe, [exe] + argv, env)
