#!/usr/bin/env python3
"""Writes a minimal valid 13.4 bytecode file and malformed variants of it.

The base file holds one entry `@k` whose body is `return`, a function type,
one string. Variants either patch bytes of the base or rebuild it with one
bad field, so each has exactly one defect at a known offset.

usage: make_malformed.py OUTDIR
"""
import os
import struct
import sys

MAGIC = b"\x7fTileIR\x00"


def varint(v):
    out = bytearray()
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def section(buf, sid, payload, align):
    buf += bytes([sid | (0x80 if align > 1 else 0)]) + varint(len(payload))
    if align > 1:
        buf += varint(align)
        while len(buf) % align:
            buf += b"\xcb"
    buf += payload
    return buf


def table(items, width):
    out = bytearray(varint(len(items)))
    while len(out) % width:
        out += b"\xcb"
    off = 0
    for it in items:
        out += off.to_bytes(width, "little")
        off += len(it)
    for it in items:
        out += it
    return bytes(out)


def build(version=(13, 4), body=b"\x5c\x00\x00", types=(b"\x10\x00\x00",),
          strings=(b"k",), func_header=None, nfuncs=1, extra=b"",
          consts=None, globals_=None, debug=None, end=b"\x00"):
    buf = bytearray(MAGIC + bytes(version) + b"\x00\x00")
    header = func_header if func_header is not None else (
        varint(0) + varint(0) + b"\x02" + varint(0))
    func = varint(nfuncs) + header + varint(len(body)) + body
    buf = section(buf, 2, func, 8)
    if globals_ is not None:
        buf = section(buf, 6, globals_, 1)
    if consts is not None:
        buf = section(buf, 4, table(consts, 8), 8)
    if debug is not None:
        buf = section(buf, 3, debug, 8)
    buf = section(buf, 5, table(list(types), 4), 4)
    buf = section(buf, 1, table(list(strings), 4), 4)
    return bytes(buf) + extra + end


def patch(data, offset, new):
    return data[:offset] + new + data[offset + len(new):]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    base = build()
    i32_tile = b"\x0d\x01\x00"  # tile<i32>: elem type#1, rank 0
    cases = {
        "base": base,
        "empty": b"",
        "short-magic": base[:5],
        "bad-magic": patch(base, 3, b"X"),
        "mlir-magic": b"ML\xefR" + base[4:],
        "no-version": base[:9],
        "version-12": patch(base, 8, b"\x0c\x00"),
        "version-13-6": patch(base, 9, b"\x06"),
        "version-13-0": patch(base, 9, b"\x00"),
        "no-end": base[:-1],
        "trailing": base + b"\x00",
        "end-align": base[:-1] + b"\x80",
        "unknown-section": base[:-1] + b"\x09\x00\x00",
        "producer-13-1": build(version=(13, 1), extra=b"\x07\x01\x00"),
        "section-too-long": patch(base, 13, b"\x7f"),
        "bad-alignment": patch(base, 14, b"\x03"),
        "duplicate-types": build(extra=section(bytearray(), 5,
                                               table([b"\x10\x00\x00"], 4), 4)),
        "no-strings": build()[:0] + bytes(section(section(
            bytearray(MAGIC + b"\x0d\x04\x00\x00"), 2,
            b"\x01\x00\x00\x02\x00\x03\x5c\x00\x00", 8), 5,
            table([b"\x10\x00\x00"], 4), 4)) + b"\x00",
        "truncated-varint": build(body=b"\x5c\x80"),
        "long-varint": build(body=b"\x5c" + b"\xff" * 10 + b"\x01"),
        "huge-function-count": build(nfuncs=0xFFFFFFFFFF),
        "body-past-section": build(func_header=varint(0) + varint(0) +
                                   b"\x02" + varint(0), body=b"")[:0] +
        build(body=b"\x5c\x00\x00")[:0] + build(
            func_header=varint(0) + varint(0) + b"\x02" + varint(0) +
            varint(1000) + b"", body=b""),
        "string-index": build(func_header=varint(7) + varint(0) + b"\x02" +
                              varint(0)),
        "type-index": build(func_header=varint(0) + varint(9) + b"\x02" +
                            varint(0)),
        "signature-not-function": build(types=(b"\x03",)),
        "non-entry": build(func_header=varint(0) + varint(0) + b"\x00" +
                           varint(0)),
        "debug-index": build(func_header=varint(0) + varint(0) + b"\x02" +
                             varint(3)),
        "unknown-opcode": build(body=b"\x19\x00\x00"),
        "op-too-new": build(version=(13, 1), body=b"\x6e\x00\x00\x00"),
        "operand-index": build(body=b"\x5c\x00\x01\x05"),
        "huge-operand-count": build(body=b"\x5c\x00\xff\xff\xff\xff\x0f"),
        "unknown-type-tag": build(types=(b"\x10\x00\x00", b"\x63")),
        "type-too-new": build(version=(13, 1), types=(b"\x10\x00\x00", b"\x16")),
        "type-cycle": build(types=(b"\x10\x00\x00", b"\x0c\x00\x01")),
        "bad-tile-shape": build(types=(b"\x10\x00\x00", b"\x03",
                                       b"\x0d\x01\x01" + struct.pack("<q", 3))),
        "huge-shape-count": build(types=(b"\x10\x00\x00", b"\x03",
                                         b"\x0d\x01\xff\xff\xff\xff\x0f")),
        "type-offsets-unordered": build()[:0] + build(
            types=(b"\x10\x00\x00", b"\x03")).replace(
            b"\x02\xcb\xcb\xcb\x00\x00\x00\x00\x03\x00\x00\x00",
            b"\x02\xcb\xcb\xcb\x03\x00\x00\x00\x00\x00\x00\x00"),
        "type-trailing": build(types=(b"\x10\x00\x00\x00",)),
        "constant-index": build(types=(b"\x10\x00\x00", b"\x03", i32_tile),
                                body=b"\x10\x02\x05\x5c\x00\x00"),
        "constant-size": build(types=(b"\x10\x00\x00", b"\x03", i32_tile),
                               consts=[b"\x03\x01\x02\x03"],
                               body=b"\x10\x02\x00\x5c\x00\x00"),
        "bad-enum": build(types=(b"\x10\x00\x00", b"\x03", i32_tile),
                          consts=[b"\x04\x01\x00\x00\x00"],
                          body=b"\x10\x02\x00\x03\x02\x09\x00\x00\x5c\x00\x00"),
        "unknown-flags": build(types=(b"\x10\x00\x00", b"\x03", i32_tile),
                               consts=[b"\x04\x01\x00\x00\x00"],
                               body=b"\x10\x02\x00\x45\x02\x08\x00\x00\x5c\x00\x00"),
        "attr-tag": build(types=(b"\x10\x00\x00", b"\x03", i32_tile),
                          consts=[b"\x04\x01\x00\x00\x00"],
                          body=b"\x10\x02\x00\x06\x02\x0d\x00\x5c\x00\x00"),
        "region-count": build(types=(b"\x10\x00\x00", b"\x00",
                                     b"\x0d\x01\x00"),
                              consts=[b"\x01\x01"],
                              body=b"\x10\x02\x00\x32\x00\x00\x03"),
        "block-count": build(body=b"\x41\x00\x00\x01\xff\xff\xff\x0f"),
        "global-constant": build(globals_=b"\x01\x00\x00\x00\x00"),
        "debug-cycle": build(func_header=varint(0) + varint(0) + b"\x02" +
                             varint(1),
                             debug=b"\x01\xcb\xcb\xcb\x00\x00\x00\x00\x02" +
                             b"\xcb" * 7 + struct.pack("<QQ", 1, 1) +
                             table([b"\x06\x01\x01"], 4)),
    }
    for name, data in cases.items():
        with open(os.path.join(out, name + ".tilebc"), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
