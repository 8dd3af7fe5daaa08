#!/usr/bin/env python3
"""Parses `tileiras --version --json` from stdin and prints its fields, one per
line, for FileCheck. Fails on anything but one line holding a JSON object with
exactly the documented keys of the documented types."""
import json
import sys

text = sys.stdin.read()
lines = text.splitlines()
print("lines", len(lines))
data = json.loads(text)
expected = {"tool": str, "implementation": str, "compatible_release": str,
            "version": str, "bytecode_read": list, "bytecode_written": list,
            "llvm_version": str, "build_id": str}
if set(data) != set(expected):
    sys.exit(f"keys {sorted(data)} are not {sorted(expected)}")
for key, kind in expected.items():
    if not isinstance(data[key], kind):
        sys.exit(f"{key} is not a {kind.__name__}")
    value = data[key]
    print(key, " ".join(value) if kind is list else value)
