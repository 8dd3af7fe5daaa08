# -*- Python -*-
import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "TILEIRAS"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".json"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileiras_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Unit"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%src_root", config.tileiras_src_root))
config.substitutions.append(("%tileiras_tools_dir", config.tileiras_tools_dir))
config.substitutions.append(("%llvm_include_dir", config.llvm_include_dir))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# `not`, `count`, `split-file` and FileCheck come from LLVM's tools folder.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.tileiras_tools_dir, append_path=True)

# The sanitized build (TILEIRAS_SANITIZE, build-asan): a finding must fail the
# test even where the test expects the tool to fail (`not tileiras ...`), so
# reports abort (a signal, which `not` does not accept) instead of exiting 1.
# allow_user_poisoning=0: LLVM's inline BumpPtrAllocator, compiled into our
# objects with ASan, poisons slabs that uninstrumented libMLIR then carves
# without unpoisoning (a false use-after-poison in the storage uniquer).
if getattr(config, "tileiras_sanitize", ""):
    config.available_features.add("sanitized")
    _symbolizer = os.path.join(config.llvm_tools_dir, "llvm-symbolizer")
    config.environment["ASAN_OPTIONS"] = ":".join([
        "halt_on_error=1", "abort_on_error=1", "detect_leaks=1",
        "allow_user_poisoning=0", "external_symbolizer_path=" + _symbolizer])
    # abort_on_error in ASAN_OPTIONS covers UBSan in our (ASan) tools; in
    # UBSAN_OPTIONS it would also reach the ThreadSanitizer binaries the
    # emulator tests build (their runtime reads it), whose expected reports
    # must exit, not abort, under `not`.
    config.environment["UBSAN_OPTIONS"] = ":".join([
        "halt_on_error=1", "print_stacktrace=1",
        "external_symbolizer_path=" + _symbolizer])

tool_dirs = [config.tileiras_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst(name, unresolved="ignore")
    for name in [
        "tileiras-opt", "tileiras-translate", "tileiras-validate", "tileiras-layout", "tileiras-sched",
        "tileiras-run", "tileiras", "tileiras-conform",
    ]
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
for name in ["tileiras-translate", "tileiras-validate", "tileiras-layout", "tileiras-sched", "tileiras-run", "tileiras"]:
    if os.path.exists(os.path.join(config.tileiras_tools_dir, name)):
        config.available_features.add(name)

# NVIDIA's 13.5 tools (nvidia-cuda-tileiras 13.5.x has the 13.4 package's name,
# so it lives in a second environment): the folder with its tileirdisasm and
# tileiras, from $TILEIRAS_NVIDIA_13_5_BIN or .venv-13.5 in the source tree.
_nv135 = os.environ.get("TILEIRAS_NVIDIA_13_5_BIN")
if not _nv135:
    import glob
    _found = glob.glob(os.path.join(config.tileiras_src_root, ".venv-13.5", "lib", "python3*",
                                    "site-packages", "nvidia", "cu13", "bin"))
    _nv135 = _found[0] if _found else None
if _nv135 and os.path.exists(os.path.join(_nv135, "tileirdisasm")):
    config.available_features.add("tileirdisasm-13.5")
    config.substitutions.append(("%tileirdisasm_13_5", os.path.join(_nv135, "tileirdisasm")))
if _nv135 and os.path.exists(os.path.join(_nv135, "tileiras")):
    config.available_features.add("nvidia-tileiras-13.5")
    config.substitutions.append(("%nvidia_tileiras_13_5", os.path.join(_nv135, "tileiras")))

# Reference tools from PyPI (scripts/setup.sh puts them in .venv): tests that
# need them declare REQUIRES and lit reports them UNSUPPORTED when absent.
venv = os.path.join(config.tileiras_src_root, ".venv")
venv_python = os.path.join(venv, "bin", "python")
if os.path.exists(venv_python):
    config.substitutions.append(("%venv_python", venv_python))
    try:
        import glob
        bins = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "nvidia", "cu13", "bin"))
        if bins and os.path.exists(os.path.join(bins[0], "tileirdisasm")):
            config.available_features.add("tileirdisasm")
            config.substitutions.append(("%tileirdisasm", os.path.join(bins[0], "tileirdisasm")))
        if bins and os.path.exists(os.path.join(bins[0], "tileiras")):
            config.available_features.add("nvidia-tileiras")
            config.substitutions.append(("%nvidia_tileiras", os.path.join(bins[0], "tileiras")))
        # cuobjdump -sass runs nvdisasm from the same folder (both pinned in scripts/setup.sh).
        if bins and all(os.path.exists(os.path.join(bins[0], t)) for t in ("cuobjdump", "nvdisasm")):
            config.available_features.add("cuobjdump")
            config.substitutions.append(("%cuobjdump", os.path.join(bins[0], "cuobjdump")))
    except OSError:
        pass
    if os.path.isdir(os.path.join(venv, "lib")):
        import glob
        if glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "cuda", "tile")):
            config.available_features.add("cutile-python")
    # numpy in the venv: the interpreter's tests compare with numpy.
    import subprocess
    if subprocess.run([venv_python, "-c", "import numpy"],
                      capture_output=True).returncode == 0:
        config.available_features.add("numpy")
# The host emulator (utils/emulator) compiles kernels' LLVM IR with clang-22.
if shutil.which("clang-22"):
    config.available_features.add("clang-22")
    # Its shared ThreadSanitizer runtime (run_corpus.py --emulate --tsan preloads it).
    import subprocess as _sp
    _tsan = _sp.run(["clang-22", "-print-file-name=libclang_rt.tsan-x86_64.so"],
                    capture_output=True, text=True).stdout.strip()
    if os.path.isabs(_tsan) and os.path.exists(_tsan):
        config.available_features.add("tsan-runtime")
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")

# NVPTX backend tests (test/Target/NVPTX): %ptxas_bin is ptxas from PATH or
# /usr/local/cuda (feature `ptxas`), else the pinned PyPI one (feature
# `ptxas-pypi`, also %ptxas_pypi); %libdevice is the PyPI libdevice.10.bc.
# (No plain `%ptxas`: lit substitutes in order, and it would eat the Driver
# tests' `%ptxas_root`.)
import glob
_nvidia_cu13 = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "nvidia", "cu13"))
_ptxas_pypi = os.path.join(_nvidia_cu13[0], "bin", "ptxas") if _nvidia_cu13 else None
if _ptxas_pypi and os.path.exists(_ptxas_pypi):
    config.available_features.add("ptxas-pypi")
    config.substitutions.append(("%ptxas_pypi", _ptxas_pypi))
if "ptxas" in config.available_features:
    config.substitutions.append(("%ptxas_bin", shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"))
elif "ptxas-pypi" in config.available_features:
    config.substitutions.append(("%ptxas_bin", _ptxas_pypi))
_libdevice = os.path.join(_nvidia_cu13[0], "nvvm", "libdevice", "libdevice.10.bc") if _nvidia_cu13 else None
if _libdevice and os.path.exists(_libdevice):
    config.available_features.add("libdevice")
    config.substitutions.append(("%libdevice", _libdevice))

# The release wheel (scripts/build-wheel.sh): test/Packaging installs it in a
# fresh venv. TILEIRAS_WHEEL names another one.
_wheels = sorted(glob.glob(os.path.join(config.tileiras_src_root, "build-release", "wheel", "tileiras-*.whl")))
_wheel = os.environ.get("TILEIRAS_WHEEL") or (_wheels[-1] if _wheels else None)
if _wheel and os.path.exists(_wheel):
    config.available_features.add("tileiras-wheel")
    config.substitutions.append(("%tileiras_wheel", _wheel))

# GPU execution tests (test/GPU): feature `cuda-device` when libcuda loads,
# cuInit succeeds and there is a device. Probed in a child process so that lit
# itself never initializes CUDA (its workers are forked).
import subprocess, sys
_probe = ("import ctypes\ntry:\n l = ctypes.CDLL('libcuda.so.1')\nexcept OSError:\n raise SystemExit(1)\n"
          "n = ctypes.c_int(0)\n"
          "raise SystemExit(0 if l.cuInit(0) == 0 and l.cuDeviceGetCount(ctypes.byref(n)) == 0"
          " and n.value > 0 else 1)\n")
try:
    if subprocess.run([sys.executable, "-c", _probe], capture_output=True, timeout=60).returncode == 0:
        config.available_features.add("cuda-device")
except (OSError, subprocess.TimeoutExpired):
    pass
