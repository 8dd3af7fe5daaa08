#!/usr/bin/env python3
"""Turns spec/cuda_tile_ops.json into a C++ table (OpcodeTable.inc)."""
import json
import sys


def main(src, dst):
    with open(src) as f:
        spec = json.load(f)
    rows = []
    for op in spec["ops"]:
        major, minor = op["since"].split(".")
        rows.append('  {"%s", 0x%X, {%s, %s}, %s},' % (
            op["mnemonic"], op["opcode"], major, minor,
            "true" if op.get("test_only") else "false"))
    with open(dst, "w") as f:
        f.write("// Generated from spec/cuda_tile_ops.json by utils/gen-opcode-table.py.\n")
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
