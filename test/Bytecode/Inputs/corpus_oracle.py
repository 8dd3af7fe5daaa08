#!/usr/bin/env python3
"""Bytecode corpus oracle.

read: every test/Corpus/bytecode/X.tilebc is read with tileiras-translate
  --tilebc-to-mlir; the printed module contents must equal NVIDIA's
  disassembly test/Corpus/mlir/X.mlir. Files NVIDIA rejects (unsigned_floordiv)
  must be rejected by our verifier with NVIDIA's message.
write: the read module is written back at the file's version; the bytes must
  equal the original. Files that differ must still read back to the same text
  (semantic equality); the differing ones are listed.

usage: corpus_oracle.py TRANSLATE CORPUS_DIR {read|write} [-v] [--suffix=-13.5]
  --suffix: read bytecode<suffix>/ and mlir<suffix>/ (the 13.5 corpus)
"""
import os
import re
import subprocess
import sys
import tempfile

REJECTED = {"unsigned_floordiv":
            "'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed "
            "with 'unsigned' flag"}


def unwrap(text):
    lines = [l for l in text.splitlines() if l.strip()]
    body = lines[1:-1]
    return [l[2:] if l.startswith("  ") else l for l in body]


def version_of(name):
    m = re.search(r"\.(13\.\d)\.", name)
    return m.group(1)


def run(cmd, stdin=None):
    return subprocess.run(cmd, capture_output=True, input=stdin)


def main():
    translate, corpus, mode = sys.argv[1:4]
    verbose = "-v" in sys.argv
    suffix = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--suffix=")), "")
    bc_dir, mlir_dir = "bytecode" + suffix, "mlir" + suffix
    files = sorted(f for f in os.listdir(os.path.join(corpus, bc_dir))
                   if f.endswith(".tilebc"))
    passed = failed = identical = 0
    differing = []
    for f in files:
        stem = f[:-len(".tilebc")]
        path = os.path.join(corpus, bc_dir, f)
        res = run([translate, "--tilebc-to-mlir", path])
        kernel = stem.split(".")[0]
        if kernel in REJECTED:
            ok = res.returncode != 0 and REJECTED[kernel] in res.stderr.decode()
            if mode == "read":
                passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
                if not ok:
                    print(f"FAIL {f}: expected the verifier to reject it")
            continue
        expected_path = os.path.join(corpus, mlir_dir, stem + ".mlir")
        if res.returncode != 0:
            failed += 1
            print(f"FAIL {f}: {res.stderr.decode().strip()[:300]}")
            continue
        got = unwrap(res.stdout.decode())
        if mode == "read":
            want = [l for l in open(expected_path).read().splitlines() if l.strip()]
            if got == want:
                passed += 1
            else:
                failed += 1
                print(f"FAIL {f}: printed text differs from {expected_path}")
                if verbose:
                    for a, b in zip(got, want):
                        if a != b:
                            print("  got:  " + a[:200])
                            print("  want: " + b[:200])
                            break
            continue
        # write mode: go through text with full locations, so the debug
        # section can be reproduced too.
        res = run([translate, "--tilebc-to-mlir", "--mlir-print-debuginfo", path])
        with tempfile.TemporaryDirectory() as tmp:
            text = os.path.join(tmp, "in.mlir")
            out = os.path.join(tmp, "out.tilebc")
            open(text, "wb").write(res.stdout)
            w = run([translate, "--no-implicit-module", "--mlir-to-tilebc",
                     "--bytecode-version=" + version_of(f), text, "-o", out])
            if w.returncode != 0:
                failed += 1
                print(f"FAIL {f}: writer failed: {w.stderr.decode().strip()[:300]}")
                continue
            # In-process read+write (no text round trip in between).
            w = run([translate, "--test-tilebc-roundtrip", path, "-o", out])
            if w.returncode != 0:
                failed += 1
                print(f"FAIL {f}: round trip failed: {w.stderr.decode().strip()[:300]}")
                continue
            original = open(path, "rb").read()
            written = open(out, "rb").read()
            if original == written:
                identical += 1
                passed += 1
                continue
            back = run([translate, "--tilebc-to-mlir", "--mlir-print-debuginfo", out])
            if back.returncode == 0 and back.stdout == res.stdout:
                passed += 1
                differing.append(f)
            else:
                failed += 1
                print(f"FAIL {f}: written bytecode does not read back to the "
                      f"same module: {back.stderr.decode().strip()[:300]}")
    if mode == "write":
        for f in differing:
            print(f"bytes differ (semantically equal): {f}")
        print(f"{identical} byte-identical")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
