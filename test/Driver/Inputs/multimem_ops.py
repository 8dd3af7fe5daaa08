#!/usr/bin/env python3
"""The PTX multimem instructions of a kernel as `<instruction> <op>.<type>` lines, sorted and
unique, without their ordering and scope (NVIDIA 13.5 writes every one .relaxed.sys, after a
fence for a release; ours keeps the op's ordering: docs/lowering.md).

    multimem_ops.py PTX
    multimem_ops.py --nvidia TILEIRAS --cuda-home DIR --gpu-name sm_100 BYTECODE

The second form compiles BYTECODE with NVIDIA's tileiras and reads the PTX it hands to ptxas
(launch_hints.py's ptxas wrapper).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import launch_hints  # noqa: E402  (nvidia_home)

INSTRUCTION = re.compile(
    r"\b(multimem\.(?:ld_reduce|red|st))((?:\.(?:weak|relaxed|acquire|release|cta|cluster|gpu|sys))*)"
    r"\.global\.([\w.:]+)")


def ops(ptx):
    return sorted({"%s %s" % (m.group(1), m.group(3)) for m in INSTRUCTION.finditer(ptx)})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--nvidia")
    ap.add_argument("--cuda-home")
    ap.add_argument("--gpu-name", default="sm_100")
    args = ap.parse_args()
    if args.nvidia:
        work = tempfile.mkdtemp()
        home = launch_hints.nvidia_home(work, os.path.abspath(args.cuda_home))
        subprocess.run([args.nvidia, "--gpu-name", args.gpu_name, args.input, "-o",
                        os.path.join(work, "nvidia.cubin")], check=True,
                       env=dict(os.environ, CUDA_HOME=home, CUDA_ROOT=home))
        ptx = open(os.path.join(work, "nvidia.ptx")).read()
    else:
        ptx = open(args.input).read()
    print("\n".join(ops(ptx)))


if __name__ == "__main__":
    main()
