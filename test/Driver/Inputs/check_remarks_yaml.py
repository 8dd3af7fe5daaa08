#!/usr/bin/env python3
"""Checks a remarks file of `--remark-format=yaml` and prints what is in it.

Usage: check_remarks_yaml.py FILE

Every document must be LLVM's remark form: a `!Passed`, `!Missed`,
`!Failure` or `!Analysis` mapping with Pass (the category), Name,
DebugLoc {File, Line, Column}, Function and Args (a list of one-key
mappings). With PyYAML the file is parsed as YAML; without it a strict
line-by-line check of the same form is made. Prints `documents N`, then
counts per kind, per category and per name, sorted.
"""
import collections
import re
import sys

KINDS = {"Passed", "Missed", "Failure", "Analysis"}
text = open(sys.argv[1]).read()


def fail(message):
    sys.exit(f"invalid remarks YAML: {message}")


def parse_with_pyyaml():
    class Loader(yaml.SafeLoader):
        pass

    def tagged(loader, suffix, node):
        remark = loader.construct_mapping(node, deep=True)
        remark["_kind"] = suffix
        return remark

    Loader.add_multi_constructor("!", tagged)
    return [d for d in yaml.load_all(text, Loader=Loader) if d is not None]


def parse_strictly():
    """The subset LLVM's YAML remark serializer writes."""
    docs = []
    for chunk in text.split("\n...\n"):
        if not chunk.strip():
            continue
        lines = chunk.strip("\n").splitlines()
        m = re.fullmatch(r"--- !(\w+)", lines[0])
        if not m:
            fail(f"document starts with {lines[0]!r}")
        doc = {"_kind": m.group(1), "Args": []}
        body = "\n".join(lines[1:])
        # DebugLoc may wrap over two lines.
        body = re.sub(r",\s*\n\s+", ", ", body)
        for line in body.splitlines():
            if line.startswith("  - "):
                key, _, value = line[4:].partition(":")
                doc["Args"].append({key: value.strip()})
            elif m := re.fullmatch(r"(\w+):\s+(.*)", line):
                key, value = m.groups()
                if key == "DebugLoc":
                    loc = re.fullmatch(r"\{ File: (.+), Line: (\d+), Column: (\d+) \}", value)
                    if not loc:
                        fail(f"DebugLoc {value!r}")
                    value = {"File": loc.group(1), "Line": int(loc.group(2)),
                             "Column": int(loc.group(3))}
                doc[key] = value
            elif line != "Args:":
                fail(f"line {line!r}")
        docs.append(doc)
    return docs


try:
    import yaml
    docs = parse_with_pyyaml()
except ImportError:
    docs = parse_strictly()

counts = collections.Counter()
for doc in docs:
    if doc["_kind"] not in KINDS:
        fail(f"kind {doc['_kind']}")
    for key in ("Pass", "Name", "DebugLoc", "Function", "Args"):
        if key not in doc:
            fail(f"{doc.get('Name')}: no {key}")
    if set(doc["DebugLoc"]) != {"File", "Line", "Column"}:
        fail(f"DebugLoc {doc['DebugLoc']}")
    if not all(isinstance(a, dict) and len(a) == 1 for a in doc["Args"]):
        fail(f"Args {doc['Args']}")
    counts[f"kind {doc['_kind']}"] += 1
    counts[f"category {doc['Pass']}"] += 1
    counts[f"name {doc['Name']}"] += 1
print("documents", len(docs))
for key in sorted(counts):
    print(key, counts[key])
