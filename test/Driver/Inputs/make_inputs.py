#!/usr/bin/env python3
"""Derives the driver's invalid inputs from corpus and empty-module files.

Usage: make_inputs.py CORPUS_DIR EMPTY_13_4 OUT_DIR

CORPUS_DIR is test/Corpus/bytecode, EMPTY_13_4 an empty module at 13.4 (as
tileiras-translate writes it from empty.mlir). Every output is a fixed
function of those files, so a lit test can regenerate and compare them.
"""
import os
import sys

corpus, empty_path, out = sys.argv[1:4]
kernel = open(os.path.join(corpus, "atomic_mix.13.4.tilebc"), "rb").read()
empty = open(empty_path, "rb").read()


def with_version(data, major, minor, tag=0):
    return data[:8] + bytes([major, minor]) + tag.to_bytes(2, "little") + data[12:]


def corrupt(data, start, end):
    b = bytearray(data)
    for i in range(start, end):
        b[i] ^= 0x5A
    return bytes(b)


files = {
    "text.bin": b"hello world\n",
    "zero-bytes.bin": b"",
    "mlir-bytecode.bin": b"ML\xefR" + kernel[4:],
    "bad-magic.tilebc": b"\x7fTileIR\x01" + kernel[8:],
    "magic-only.tilebc": kernel[:8],
    "magic-major-only.tilebc": kernel[:9],
    "header-only.tilebc": kernel[:12],
    "truncated-half.tilebc": kernel[: len(kernel) // 2],
    "truncated-end.tilebc": kernel[:-1],
    "corrupt-body.tilebc": corrupt(kernel, 40, 60),
    "version-12.0.tilebc": with_version(kernel, 12, 0),
    "version-13.0.tilebc": with_version(kernel, 13, 0),
    "version-13.5.tilebc": with_version(kernel, 13, 5),
    "version-250.0.tilebc": with_version(kernel, 250, 0),
    "version-13.4-tag5.tilebc": with_version(empty, 13, 4, 5),
    "empty-13.5.tilebc": with_version(empty, 13, 5),
}
os.makedirs(out, exist_ok=True)
for name, data in sorted(files.items()):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
