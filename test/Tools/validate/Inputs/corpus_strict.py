#!/usr/bin/env python3
"""tileiras-validate --strict over the corpus.

Checks, for every bytecode file of test/Corpus/bytecode:
  * the verdict is NVIDIA tileiras 13.4's (test/Corpus/tileiras-13.4-results.txt):
    invalid (exit 1) exactly where NVIDIA refuses the file while reading or
    verifying it (status 3); a status 5 refusal is the target's (an element
    type sm_90 lacks), which the validator does not judge;
  * every diagnostic's byte offset is where --tilebc-dump shows that op's
    record (or the header, byte 8).
Prints one row per kernel (all of its versions warn alike, or the row says
which differ) with its warning counts, for docs/validate.md.

usage: corpus_strict.py VALIDATE TRANSLATE CORPUS_DIR
"""
import collections
import json
import re
import subprocess
import sys
from pathlib import Path


def op_offsets(translate, path):
    dump = subprocess.run([translate, "--tilebc-dump", str(path)],
                          capture_output=True, text=True).stdout
    found = {}
    for m in re.finditer(r"^([0-9a-f]{8})\s+op (\S+)", dump, re.M):
        found[int(m.group(1), 16)] = m.group(2)
    for m in re.finditer(r"^([0-9a-f]{8})\s+function (\S+)", dump, re.M):
        found[int(m.group(1), 16)] = "entry"
    return found


def main():
    validate, translate, corpus = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    nvidia = {}
    for line in (corpus / "tileiras-13.4-results.txt").read_text().splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[0].endswith(".tilebc"):
            nvidia[parts[0]] = parts[2]
    failures = []
    per_kernel = collections.defaultdict(dict)
    files = sorted((corpus / "bytecode").glob("*.tilebc"))
    for f in files:
        r = subprocess.run([validate, "--strict", "--json", str(f)],
                           capture_output=True, text=True)
        doc = json.loads(r.stdout)
        expect = 1 if nvidia.get(f.name) == "rc=3" else 0
        if r.returncode != expect:
            failures.append(f"{f.name}: exit {r.returncode}, NVIDIA {nvidia.get(f.name)}")
        offsets = op_offsets(translate, f)
        for d in doc["diagnostics"]:
            op = d.get("op", "").removeprefix("cuda_tile.")
            if d["offset"] is not None and offsets.get(d["offset"]) != op:
                failures.append(f"{f.name}: {d['id']} at byte {d['offset']}, "
                                f"the dump has {offsets.get(d['offset'])!r} there, not {op!r}")
        kernel, version = f.name.split(".", 1)
        counts = collections.Counter(d["id"] for d in doc["diagnostics"])
        per_kernel[kernel][version.removesuffix(".tilebc")] = counts
    clean = 0
    for kernel, versions in sorted(per_kernel.items()):
        summaries = {v: ", ".join(f"{k} {n}" for k, n in sorted(c.items())) or "clean"
                     for v, c in versions.items()}
        distinct = set(summaries.values())
        if distinct == {"clean"}:
            clean += 1
        if len(distinct) == 1:
            print(f"{kernel}: {distinct.pop()}")
        else:
            print(f"{kernel}: " + "; ".join(f"{v}: {s}" for v, s in sorted(summaries.items())))
    print(f"{len(files)} files, {len(per_kernel)} kernels, {clean} clean under --strict, "
          f"{len(failures)} failures")
    for msg in failures:
        print("FAIL:", msg)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
