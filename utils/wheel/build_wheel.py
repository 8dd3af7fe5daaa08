#!/usr/bin/env python3
"""Writes the tileiras wheel from the release build's stripped binaries (stdlib only).

The native binaries go to <name>-<version>.data/scripts/, which pip installs as they are
into the environment's bin/ (no Python launcher in front: start-up stays the binary's), and
the small tileiras_tools module next to this script goes to site-packages. The platform tag
is manylinux_<glibc>_<arch>, <glibc> being the newest GLIBC_x.y symbol version the binaries
need (objdump -T); the script refuses a binary that needs any other shared library.

usage: utils/wheel/build_wheel.py --bin-dir build-release/dist/bin --out-dir DIR
                                  [--version 0.1.0]
"""
import argparse
import base64
import hashlib
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "tileiras"
TOOLS = ("tileiras", "tileiras-opt", "tileiras-translate", "tileiras-validate")
# What manylinux lets a binary take from the system (PEP 599/600); ours needs two.
ALLOWED_LIBS = {"libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1",
                "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libgcc_s.so.1"}

METADATA = """\
Metadata-Version: 2.1
Name: {name}
Version: {version}
Summary: Open reimplementation of NVIDIA's CUDA TileIR optimizing assembler (tileiras), self-contained
Requires-Python: >=3.8
Provides-Extra: ptxas
Requires-Dist: nvidia-cuda-nvcc>=13.0; extra == "ptxas"
Requires-Dist: nvidia-nvvm>=13.0; extra == "ptxas"

`tileiras`, `tileiras-opt`, `tileiras-translate` and `tileiras-validate`, statically linked
against LLVM/MLIR.
ptxas comes from $CUDA_ROOT/$CUDA_HOME/$CUDA_PATH (bin), PATH, or NVIDIA's pip package
(`pip install {name}[ptxas]`).
"""

WHEEL = """\
Wheel-Version: 1.0
Generator: tileiras utils/wheel/build_wheel.py
Root-Is-Purelib: false
Tag: py3-none-{platform}
"""


def needed_glibc(binary):
    """(major, minor) of the newest GLIBC_ symbol version `binary` needs."""
    dump = subprocess.run(["objdump", "-T", binary], capture_output=True, text=True,
                          check=True).stdout
    versions = {tuple(map(int, v)) for v in re.findall(r"GLIBC_(\d+)\.(\d+)", dump)}
    return max(versions) if versions else (2, 17)


def check_libraries(binary):
    dump = subprocess.run(["objdump", "-p", binary], capture_output=True, text=True,
                          check=True).stdout
    needed = set(re.findall(r"NEEDED\s+(\S+)", dump))
    extra = needed - ALLOWED_LIBS
    if extra:
        sys.exit("error: %s needs %s; build it with scripts/build-release.sh "
                 "(-DTILEIRAS_STATIC=ON)" % (binary, ", ".join(sorted(extra))))


def record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--version", default="0.1.0")
    args = ap.parse_args()

    tools = [t for t in TOOLS if os.path.exists(os.path.join(args.bin_dir, t))]
    if "tileiras" not in tools:
        sys.exit("error: no tileiras in %s; run scripts/build-release.sh" % args.bin_dir)
    binaries = [os.path.join(args.bin_dir, t) for t in tools]
    for b in binaries:
        check_libraries(b)
    glibc = max(needed_glibc(b) for b in binaries)
    plat = "manylinux_%d_%d_%s" % (glibc[0], glibc[1], platform.machine())

    dist_info = "%s-%s.dist-info" % (NAME, args.version)
    data = "%s-%s.data" % (NAME, args.version)
    files = []  # (arcname, bytes, executable)
    for tool, path in zip(tools, binaries):
        with open(path, "rb") as f:
            files.append(("%s/scripts/%s" % (data, tool), f.read(), True))
    pkg = os.path.join(HERE, "tileiras_tools")
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py"):
            with open(os.path.join(pkg, name), "rb") as f:
                files.append(("tileiras_tools/" + name, f.read(), False))
    files.append((dist_info + "/METADATA",
                  METADATA.format(name=NAME, version=args.version).encode(), False))
    files.append((dist_info + "/WHEEL", WHEEL.format(platform=plat).encode(), False))
    files.append((dist_info + "/top_level.txt", b"tileiras_tools\n", False))

    os.makedirs(args.out_dir, exist_ok=True)
    wheel = os.path.join(args.out_dir, "%s-%s-py3-none-%s.whl" % (NAME, args.version, plat))
    record = [record_line(a, d) for a, d, _ in files] + [dist_info + "/RECORD,,"]
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode(), False))
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, payload, executable in files:
            info = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            mode = 0o755 if executable else 0o644
            info.external_attr = (stat.S_IFREG | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, payload)
    print(wheel)


if __name__ == "__main__":
    main()
