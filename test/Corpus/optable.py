#!/usr/bin/env python3
"""Lists every op mnemonic in test/Corpus/mlir/*.mlir and probes/out/*.mlir with one verbatim example line and
where it came from. Prints a Markdown table (used for docs/cuda_tile-syntax-13.4.md).

    python3 test/Corpus/optable.py [--all-versions]
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

MLIR = Path(__file__).resolve().parent / "mlir"
OP_LINE = re.compile(r"^\s*(?:%[\w#:, %]+ = )?([a-z_][a-z0-9_.]*)\b")
VERSION_ORDER = ["13.4", "13.4.noarch", "13.3", "13.3.noarch", "13.2", "13.1"]


def version_of(stem):
    kernel, _, version = stem.partition(".")
    return kernel, version


def main():
    examples = defaultdict(list)  # mnemonic -> [(rank, len, line, kernel, version)]
    versions_seen = defaultdict(set)
    probes = sorted((MLIR.parent / "probes" / "out").glob("*.mlir"))
    for f in sorted(MLIR.glob("*.mlir")) + probes:
        kernel, version = version_of(f.stem)
        if f in probes:
            kernel = "probes/" + kernel
        for line in f.read_text().splitlines():
            m = OP_LINE.match(line)
            if not m or line.lstrip().startswith("}"):
                continue
            op = m.group(1)
            versions_seen[op].add(version.replace(".noarch", ""))
            rank = VERSION_ORDER.index(version) + (10 if f in probes else 0)  # corpus first
            examples[op].append((rank, len(line), line.strip(),
                                 kernel, version))
    print("| op | example (tileirdisasm, verbatim) | kernel.version | versions |")
    print("|---|---|---|---|")
    for op in sorted(examples):
        # Prefer 13.4 text, and a short line among those.
        rank, _, line, kernel, version = min(examples[op])
        line = line.replace("|", "\\|")
        vs = ",".join(sorted(versions_seen[op]))
        print(f"| `{op}` | `{line}` | {kernel}.{version} | {vs} |")


if __name__ == "__main__":
    sys.exit(main())
