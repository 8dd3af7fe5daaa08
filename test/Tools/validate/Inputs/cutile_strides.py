#!/usr/bin/env python3
"""Exports one 2-D copy kernel with cuTile Python at three stride promises.

cuTile's ArrayConstraint takes `stride_divisible_by`; the corpus leaves it at
1. With 4 (x f32 = 16 bytes) cuTile writes `assume div_by<4>` on the row
stride, with 2 `div_by<2>` (8 bytes), with 1 nothing.

usage: cutile_strides.py OUTDIR   (writes plain.tilebc, div4.tilebc, div2.tilebc)
"""
import sys
from pathlib import Path

import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention, KernelSignature,
                                   export_kernel)


@ct.kernel
def copy2d(x, y):
    bx = ct.bid(0)
    t = ct.load(x, index=(bx, 0), shape=(16, 16))
    ct.store(y, index=(bx, 0), tile=t)


def arr(row_stride_divisor):
    return ArrayConstraint(ct.float32, 2, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False,
                           stride_constant=(None, 1), base_addr_divisible_by=16,
                           stride_divisible_by=(row_stride_divisor, 1))


out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for divisor, name in [(1, "plain"), (4, "div4"), (2, "div2")]:
    sig = KernelSignature(parameters=[arr(divisor), arr(divisor)],
                          calling_convention=CallingConvention.cutile_python_v1())
    export_kernel(copy2d, [sig], str(out / f"{name}.tilebc"), gpu_code="sm_90",
                  output_format="tileir_bytecode", bytecode_version="13.4")
