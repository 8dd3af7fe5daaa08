#!/usr/bin/env python3
"""Fails when an op of spec/cuda_tile_ops.json is written in no interpreter
test (test/Interp/*.mlir run by tileiras-run). An op counts when it begins a
code line, as in utils/op-coverage.py; comments do not count. testing$func
and module are structure, not ops with a rule to test.

usage: op_test_coverage.py SRC_ROOT
"""
import glob
import json
import os
import re
import sys

OP_LINE = re.compile(r"^\s*(?:%[\w#:, %]+=\s*)?(?:\"?cuda_tile\.)?([a-z_0-9$]+)\b")
STRUCTURAL = {"testing$func", "module"}


def main():
    root = sys.argv[1]
    spec = json.load(open(os.path.join(root, "spec/cuda_tile_ops.json")))["ops"]
    wanted = [o["mnemonic"] for o in spec if o["mnemonic"] not in STRUCTURAL]
    used = {}
    for path in sorted(glob.glob(os.path.join(root, "test/Interp/*.mlir"))):
        text = open(path).read()
        if "tileiras-run" not in text:
            continue
        for line in text.split("\n"):
            if line.lstrip().startswith("//"):
                continue
            m = OP_LINE.match(line)
            if m:
                used.setdefault(m.group(1), set()).add(os.path.basename(path))
    missing = [m for m in wanted if m not in used]
    print("interpreter tests cover %d of %d ops" % (len(wanted) - len(missing), len(wanted)))
    print("ops without an interpreter test: " + (", ".join(missing) if missing else "none"))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
