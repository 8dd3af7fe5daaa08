#!/usr/bin/env python3
"""Reader errors through tileiras-validate.

For every file in DIR (test/Bytecode/Inputs/make_malformed.py's output):
tileiras-validate --json reports exactly one error, id `bytecode`, at the byte
and with the message of the reader (as tileiras-translate prints them), and
exits 1; the valid base file gives nothing and exits 0. With NVIDIA's tileiras:
every file NVIDIA refuses is an error here too, and the files NVIDIA accepts
that we refuse are listed (defects in table entries nothing uses).

usage: reader_errors.py VALIDATE TRANSLATE DIR [NVIDIA_TILEIRAS]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def main():
    validate, translate, folder = sys.argv[1:4]
    nvidia = sys.argv[4] if len(sys.argv) > 4 else None
    failures, stricter, refused_by_nvidia = [], [], 0
    files = sorted(Path(folder).glob("*.tilebc"))
    for f in files:
        r = subprocess.run([validate, "--json", str(f)], capture_output=True, text=True)
        doc = json.loads(r.stdout)
        diags = doc["diagnostics"]
        if f.name == "base.tilebc":
            if r.returncode != 0 or diags:
                failures.append(f"{f.name}: expected valid, got {r.returncode} {diags}")
            continue
        t = subprocess.run([translate, "--tilebc-to-mlir", str(f), "-o", os.devnull],
                           capture_output=True, text=True)
        m = re.search(r"byte (\d+): (.*)", t.stderr)
        want = (int(m.group(1)), m.group(2)) if m else None
        got = [(d["offset"], d["message"]) for d in diags
               if d["severity"] == "error" and d["id"] == "bytecode"]
        if r.returncode != 1 or len(diags) != 1 or got != [want]:
            failures.append(f"{f.name}: exit {r.returncode}, {diags}, reader says {want}")
        if nvidia:
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, CUDA_HOME=str(Path(nvidia).parent.parent))
                n = subprocess.run([nvidia, "--gpu-name", "sm_90", "-o",
                                    os.path.join(tmp, "x.cubin"), str(f)],
                                   capture_output=True, text=True, env=env)
            if n.returncode != 0:
                refused_by_nvidia += 1
                if r.returncode != 1:
                    failures.append(f"{f.name}: NVIDIA refuses it, we do not")
            else:
                stricter.append(f.name)
    print(f"{len(files) - 1} malformed files, each one error at the reader's byte")
    if nvidia:
        print(f"NVIDIA refuses {refused_by_nvidia}, all errors here; "
              f"NVIDIA accepts, we refuse: {' '.join(stricter)}")
    for msg in failures:
        print("FAIL:", msg)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
