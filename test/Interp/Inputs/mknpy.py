#!/usr/bin/env python3
"""Writes a small .npy file without numpy, for kernel-mode tests.

usage: mknpy.py OUT DTYPE SHAPE VALUES
  DTYPE: i4, f4, f2, u1 (little-endian); SHAPE: 2x3; VALUES: comma list or
  one value that fills the array.
"""
import struct
import sys

out, dtype, shape_text, values_text = sys.argv[1:5]
shape = [int(d) for d in shape_text.split("x")]
n = 1
for d in shape:
    n *= d
values = values_text.split(",")
if len(values) == 1:
    values *= n
if len(values) != n:
    raise SystemExit("mknpy: %d values for %d elements" % (len(values), n))
fmt = {"i4": "i", "f4": "f", "f2": "e", "u1": "B"}[dtype]
conv = float if dtype[0] == "f" else lambda v: int(v, 0)
data = struct.pack("<%d%s" % (n, fmt), *[conv(v) for v in values])
dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
header = "{'descr': '<%s', 'fortran_order': False, 'shape': (%s), }" % (dtype, dims)
header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
with open(out, "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + data)
