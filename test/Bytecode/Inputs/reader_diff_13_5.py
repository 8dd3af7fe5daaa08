#!/usr/bin/env python3
"""Differential reader check at 13.5: byte mutations (bit flips, random bytes,
truncations; fixed seed) of the 13.5 corpus and probes are read by ours and by
NVIDIA 13.5's tileirdisasm. Prints the agreement and each disagreement class
with its most common messages:
  "ours accepts, NVIDIA refuses" / "NVIDIA accepts, ours refuses" /
  "both accept, text differs" / "ours crashes" / "NVIDIA crashes" (a signal).

usage: reader_diff_13_5.py TRANSLATE TILEIRDISASM SRC_ROOT MUTATIONS_PER_FILE
"""
import collections
import glob
import os
import random
import subprocess
import sys
import tempfile


def body(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return [l[2:] if l.startswith("  ") else l for l in lines[1:-1]]


def main():
    translate, disasm, root, per_file = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    rng = random.Random(135)
    corpus = os.path.join(root, "test", "Corpus")
    files = sorted(glob.glob(os.path.join(corpus, "bytecode-13.5", "*.tilebc")) +
                   glob.glob(os.path.join(corpus, "probes", "out", "*.13.5.tilebc")))
    agree = 0
    classes = collections.defaultdict(collections.Counter)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.tilebc")
        for f in files:
            data = open(f, "rb").read()
            for _ in range(per_file):
                b = bytearray(data)
                kind = rng.choice(["flip", "byte", "trunc"])
                if kind == "trunc":
                    b = b[:rng.randrange(12, len(b))]
                else:
                    i = rng.randrange(12, len(b))
                    b[i] = b[i] ^ (1 << rng.randrange(8)) if kind == "flip" else rng.randrange(256)
                open(path, "wb").write(b)
                run = lambda cmd: subprocess.run(cmd, capture_output=True, text=True,
                                                 errors="replace", timeout=60)
                ours, nv = run([translate, "--tilebc-to-mlir", path]), run([disasm, path])
                first = lambda r: (r.stderr.strip().splitlines() or [""])[0]
                if ours.returncode < 0 or nv.returncode < 0:
                    key = "ours crashes" if ours.returncode < 0 else "NVIDIA crashes"
                    msg = (f"ours {ours.returncode}, NVIDIA {nv.returncode} on a {kind} of "
                           f"{os.path.basename(f)}: {first(nv if nv.returncode < 0 else ours)[:100]}")
                elif (ours.returncode == 0) != (nv.returncode == 0):
                    if ours.returncode == 0:
                        key, msg = "ours accepts, NVIDIA refuses", first(nv)
                    else:
                        key, msg = "NVIDIA accepts, ours refuses", first(ours)
                elif ours.returncode == 0 and body(ours.stdout) != \
                        [l for l in nv.stdout.splitlines() if l.strip()]:
                    key, msg = "both accept, text differs", os.path.basename(f)
                else:
                    agree += 1
                    continue
                # Group messages by their wording, not their numbers or file.
                if key in ("ours crashes", "NVIDIA crashes", "both accept, text differs"):
                    classes[key][msg] += 1
                    continue
                words = msg.split(": ", 2)[-1].split()[:5]
                classes[key][" ".join(w for w in words if not any(c.isdigit() for c in w))] += 1
    total = agree + sum(sum(c.values()) for c in classes.values())
    print(f"reader 13.5: {agree} of {total} mutations agree")
    for key, counter in sorted(classes.items()):
        print(f"{key}: {sum(counter.values())}")
        for msg, n in counter.most_common(12):
            print(f"  {n} {msg}")


if __name__ == "__main__":
    main()
