#!/usr/bin/env python3
"""num_worker_warps_per_cta and occupancy against NVIDIA's tileiras 13.5: for each pair,
Inputs/hinted.mlir with its hints replaced by `default = {num_worker_warps_per_cta = w,
occupancy = o}` is written as 13.5 bytecode (tileiras-translate), compiled for sm_90 by our
tileiras (--save-ptx) and the kernel's `.reqntid` and `.maxnreg` compared with RECORDED (read
off NVIDIA 13.5.37's PTX) and, with --nvidia, with NVIDIA's PTX of the same bytecode, caught
by a ptxas wrapper in a copy of CUDA_HOME (NVIDIA runs ptxas from $CUDA_ROOT, else
$CUDA_HOME: both name the copy).

    launch_hints.py --bin-dir build/bin --inputs test/Driver/Inputs [--nvidia TILEIRAS --cuda-home DIR]

Prints one line per pair that differs and `N pairs, M differ`; exits 1 when some differ.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

WARPS = [1, 2, 4, 8, 16, 32]
OCCUPANCY = [1, 2, 3, 5, 9, 32]
# (w, o) -> (.reqntid, .maxnreg or None), NVIDIA 13.5.37 for sm_90 (sm_80 and sm_89 agree).
RECORDED = {
    1: {1: (32, None), 2: (32, 256), 3: (32, 168), 5: (32, 96), 9: (32, 64), 32: (32, 64)},
    2: {1: (64, None), 2: (64, 256), 3: (64, 168), 5: (64, 96), 9: (64, 64), 32: (64, 64)},
    4: {1: (128, None), 2: (128, 256), 3: (128, 168), 5: (128, 96), 9: (128, 64), 32: (128, 64)},
    8: {1: (256, None), 2: (256, 128), 3: (256, 80), 5: (256, 48), 9: (256, 48), 32: (256, 48)},
    16: {1: (512, None), 2: (512, 64), 3: (512, 40), 5: (512, 40), 9: (512, 40), 32: (512, 40)},
    32: {1: (1024, None), 2: (1024, None), 3: (1024, None), 5: (1024, None), 9: (1024, None),
         32: (1024, None)},
}
HINTS = re.compile(r"optimization_hints=<.*?> \{")


def launch(ptx):
    ntid = re.search(r"\.reqntid (\d+)", ptx)
    nreg = re.search(r"\.maxnreg (\d+)", ptx)
    return (int(ntid.group(1)) if ntid else None, int(nreg.group(1)) if nreg else None)


def nvidia_home(work, cuda_home):
    """CUDA_HOME with a ptxas that keeps a copy of its PTX input in work/nvidia.ptx."""
    home = os.path.join(work, "cuda")
    os.makedirs(os.path.join(home, "bin"))
    for name in os.listdir(cuda_home):
        if name != "bin":
            os.symlink(os.path.join(cuda_home, name), os.path.join(home, name))
    for name in os.listdir(os.path.join(cuda_home, "bin")):
        if name != "ptxas":
            os.symlink(os.path.join(cuda_home, "bin", name), os.path.join(home, "bin", name))
    wrapper = os.path.join(home, "bin", "ptxas")
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\nfor a in "$@"; do case "$a" in *.ptx) cp "$a" "%s";; esac; done\n'
                'exec "%s" "$@"\n' % (os.path.join(work, "nvidia.ptx"),
                                       os.path.join(cuda_home, "bin", "ptxas")))
    os.chmod(wrapper, 0o755)
    return home


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--inputs", required=True)
    ap.add_argument("--nvidia")
    ap.add_argument("--cuda-home")
    args = ap.parse_args()
    work = tempfile.mkdtemp()
    text = open(os.path.join(args.inputs, "hinted.mlir")).read()
    home = nvidia_home(work, os.path.abspath(args.cuda_home)) if args.nvidia else None
    pairs = differ = 0
    for w in WARPS:
        for o in OCCUPANCY:
            pairs += 1
            mlir, bc = os.path.join(work, "k.mlir"), os.path.join(work, "k.tilebc")
            with open(mlir, "w") as f:
                f.write(HINTS.sub("optimization_hints=<default = {num_worker_warps_per_cta = %d, "
                                  "occupancy = %d}> {" % (w, o), text))
            subprocess.run([os.path.join(args.bin_dir, "tileiras-translate"), "--mlir-to-tilebc",
                            "--bytecode-version=13.5", mlir, "-o", bc], check=True)
            ptx = os.path.join(work, "ours.ptx")
            subprocess.run([os.path.join(args.bin_dir, "tileiras"), "--gpu-name", "sm_90",
                            "--save-ptx", ptx, bc, "-o", os.path.join(work, "ours.cubin")],
                           check=True)
            got = {"recorded": RECORDED[w][o], "ours": launch(open(ptx).read())}
            if home:
                nv = os.path.join(work, "nvidia.ptx")
                if os.path.exists(nv):
                    os.remove(nv)
                subprocess.run([args.nvidia, "--gpu-name", "sm_90", bc, "-o",
                                os.path.join(work, "nvidia.cubin")], check=True,
                               env=dict(os.environ, CUDA_HOME=home, CUDA_ROOT=home))
                got["nvidia"] = launch(open(nv).read())
            if len(set(got.values())) != 1:
                differ += 1
                print("w=%d o=%d: %s" % (w, o, ", ".join("%s %s" % kv for kv in got.items())))
    print("%d pairs, %d differ" % (pairs, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
