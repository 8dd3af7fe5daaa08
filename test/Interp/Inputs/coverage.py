#!/usr/bin/env python3
"""Lists spec ops without an interpreter rule and ops no Interp test uses."""
import glob
import json
import os
import re
import sys

root, ops_file = sys.argv[1:3]
spec = json.load(open(os.path.join(root, "spec/cuda_tile_ops.json")))["ops"]
have = set(open(ops_file).read().split())
missing = [o["mnemonic"] for o in spec if "cuda_tile." + o["mnemonic"] not in have]
print("ops without a rule: " + (", ".join(missing) if missing else "none"))
text = "".join(open(p).read() for p in glob.glob(os.path.join(root, "test/Interp/*.mlir")))
untested = [o["mnemonic"] for o in spec
            if not re.search(r"(^|[\s=\"])" + re.escape(o["mnemonic"]) + r"[\s\"(<]", text)]
print("ops without an Interp test: " + (", ".join(untested) if untested else "none"))
