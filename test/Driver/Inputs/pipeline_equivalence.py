"""For each KERNEL:TARGET[:lineinfo], compiles the 13.4 corpus bytecode twice:

  tileiras --gpu-name TARGET --save-ptx A
  tileiras-opt BC --tileiras-pipeline=gpu-name=TARGET | tileiras-translate --mlir-to-ptx > B

(with `lineinfo`: -lineinfo, --mlir-print-debuginfo and --ptx-lineinfo) and prints
`same KERNEL.TARGET` or `differ KERNEL.TARGET` and the first differing
lines. tileiras-translate gets no chip and no PTX ISA: it reads them from the
module's tileiras.target. Both use the libdevice of the toolkit root.

usage: pipeline_equivalence.py BIN_DIR SRC_ROOT CUDA_ROOT WORK KERNEL:TARGET[:lineinfo]...
"""
import difflib
import os
import subprocess
import sys


def main(bin_dir, src_root, cuda_root, work, pairs):
    libdevice = os.path.join(cuda_root, "nvvm", "libdevice", "libdevice.10.bc")
    translate_args = ["--mlir-to-ptx"]
    if os.path.exists(libdevice):
        translate_args.append("--ptx-libdevice=" + libdevice)
    env = dict(os.environ, CUDA_ROOT=cuda_root)
    status = 0
    for pair in pairs:
        kernel, target, *flags = pair.split(":")
        lineinfo = flags == ["lineinfo"]
        bc = os.path.join("test", "Corpus", "bytecode", kernel + ".13.4.tilebc")
        name = ".".join([kernel, target] + flags)
        driver_ptx = os.path.join(work, name + ".driver.ptx")
        subprocess.run([os.path.join(bin_dir, "tileiras"), "--gpu-name", target, bc]
                       + (["-lineinfo"] if lineinfo else []) + [
                        "-o", os.path.join(work, name + ".cubin"),
                        "--save-ptx", driver_ptx], cwd=src_root, env=env, check=True)
        lowered = subprocess.run(
            [os.path.join(bin_dir, "tileiras-opt"), bc,
             "--tileiras-pipeline=gpu-name=" + target]
            + (["--mlir-print-debuginfo"] if lineinfo else []),
            cwd=src_root, check=True, capture_output=True, text=True).stdout
        pipeline_ptx = subprocess.run(
            [os.path.join(bin_dir, "tileiras-translate")] + translate_args
            + (["--ptx-lineinfo"] if lineinfo else []),
            input=lowered, cwd=src_root, check=True, capture_output=True, text=True).stdout
        with open(driver_ptx) as f:
            expected = f.read()
        if expected == pipeline_ptx:
            print("same", name)
            continue
        status = 1
        print("differ", name)
        diff = difflib.unified_diff(expected.splitlines(), pipeline_ptx.splitlines(),
                                    "driver", "pipeline", lineterm="", n=1)
        print("\n".join(list(diff)[:20]))
    return status


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5], sys.argv[5:]))
