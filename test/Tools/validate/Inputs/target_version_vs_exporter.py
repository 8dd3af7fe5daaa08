#!/usr/bin/env python3
"""--target-version against cuTile Python's exporter.

For every corpus kernel with a 13.4 file and every older version V, the
exporter either wrote the kernel at V or refused it ("... requires tileiras
13.x or later", test/Corpus/SKIPPED.txt). `tileiras-validate --target-version V`
on the 13.4 file must warn (newer-than-target, beyond the header) for every
refusal, and may warn on a kernel the exporter wrote only for a reason listed
in EXPLAINED (the exporter writes something else at V).

usage: target_version_vs_exporter.py VALIDATE CORPUS_DIR
"""
import json
import subprocess
import sys
from pathlib import Path

# (kernel, version) -> why the exporter wrote it though the 13.4 file has
# something V lacks.
EXPLAINED = {
    ("debug_print", "13.1"): "13.1's print has no token; the exporter drops it",
    ("powi", "13.1"): "fpowi is 13.4; the exporter expands powi at older versions",
    ("powi", "13.2"): "fpowi is 13.4; the exporter expands powi at older versions",
    ("powi", "13.3"): "fpowi is 13.4; the exporter expands powi at older versions",
}


def main():
    validate, corpus = sys.argv[1], Path(sys.argv[2])
    refused = {}
    for line in (corpus / "SKIPPED.txt").read_text().splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        stem, _, message = line.split("\t")
        if "requires tileiras" in message or "require tileiras" in message:
            stem = stem.removesuffix(".noarch")
            kernel, version = stem.rsplit(".", 2)[0], ".".join(stem.split(".")[-2:])
            refused[(kernel, version)] = message
    failures, rows = [], []
    files = {f.name.split(".13.4")[0]: f for f in
             sorted((corpus / "bytecode").glob("*.13.4.noarch.tilebc"))}
    # The sm_90 file where there is one (fp8_e5m3 has only the noarch one).
    files.update({f.name.split(".13.4")[0]: f for f in
                  sorted((corpus / "bytecode").glob("*.13.4.tilebc"))})
    for kernel, f in sorted(files.items()):
        for version in ("13.1", "13.2", "13.3"):
            r = subprocess.run([validate, "--json", "--target-version=" + version, str(f)],
                               capture_output=True, text=True)
            diags = json.loads(r.stdout)["diagnostics"]
            ops = sorted({d["message"].split(" needs ")[0] for d in diags
                          if d["id"] == "newer-than-target" and d["offset"] != 8})
            key = (kernel, version)
            if key in refused and not ops:
                failures.append(f"{kernel} {version}: the exporter refuses it, we say nothing")
            if ops and key not in refused and key not in EXPLAINED:
                failures.append(f"{kernel} {version}: we warn ({'; '.join(ops)}), the exporter wrote it")
            if ops or key in refused:
                rows.append(f"{kernel} {version}: exporter {'refuses' if key in refused else 'writes'}; "
                            f"we warn: {'; '.join(ops) or '-'}")
    print("\n".join(rows))
    print(f"{len(refused)} refusals, {len(rows)} rows, {len(failures)} disagreements")
    for f in failures:
        print("DISAGREE:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
