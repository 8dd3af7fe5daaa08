#!/usr/bin/env python3
"""A 64x128 f32 argmax (a two-operand reduce: values and i32 indices) for
argmax-wide.test, exported as cuda_tile 13.4 bytecode for sm_90 without a GPU.

Usage, from the repository root (the bytecode records this relative path):
    .venv/bin/python test/Driver/Inputs/argmax_wide.py test/Driver/Inputs/argmax_wide.13.4.tilebc
"""
import sys

import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention,
                                   KernelSignature, export_kernel)


@ct.kernel
def argmax_wide(x, out, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(ROWS, COLS))
    ct.store(out, index=(pid,), tile=ct.argmax(t, axis=1))


def arr(dtype, ndim):
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32,
                           stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False,
                           stride_constant=(None,) * (ndim - 1) + (1,),
                           base_addr_divisible_by=16)


def export(out):
    sig = KernelSignature(parameters=[arr(ct.float32, 2), arr(ct.int32, 1), 64, 128],
                          calling_convention=CallingConvention.cutile_python_v1())
    export_kernel(argmax_wide, [sig], out, gpu_code="sm_90",
                  output_format="tileir_bytecode", bytecode_version="13.4")


if __name__ == "__main__":
    # The debug info records the kernel's file and directory: compile this
    # file under its relative path from a scratch copy (as
    # test/Corpus/generate.py does), so no path of this machine gets in.
    import os
    import shutil
    import tempfile
    rel = "test/Driver/Inputs/argmax_wide.py"
    out = os.path.abspath(sys.argv[1])
    text = open(__file__).read()
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, os.path.dirname(rel)))
        shutil.copy(__file__, os.path.join(tmp, rel))
        os.chdir(tmp)
        ns = {"__name__": "argmax_wide", "__file__": rel}
        exec(compile(text, rel, "exec"), ns)
        ns["export"](out)
