#!/usr/bin/env python3
"""text -> bytecode -> text identity for the positive cuda_tile dialect tests.

Every `// -----` chunk of test/Dialect/CudaTile/*.mlir that tileiras-opt
accepts (files named *-invalid* and chunks with expected-* are skipped) is
written as bytecode at 13.4 and read back; the printed text must equal
tileiras-opt's (the module name aside: the reader always yields @kernels).
testing$func is written as a non-entry function record and read back with
--tilebc-allow-test-ops. Chunks with several cuda_tile.modules are skipped.

With --version=13.x the bytes are written at that version instead, and
chunks the writer refuses because they use something newer are counted
separately ("newer than 13.x").

usage: dialect_roundtrip.py OPT TRANSLATE DIALECT_TEST_DIR [--version=13.x]
"""
import os
import re
import subprocess
import sys
import tempfile

SKIP_REASONS = ["expected exactly one cuda_tile.module"]


def run(cmd, data=None):
    return subprocess.run(cmd, capture_output=True, input=data)


def normalize(text, version=None):
    text = re.sub(r"cuda_tile\.module @[\w$.]+", "cuda_tile.module @M", text)
    # Before 13.3 there is no producer section; the writer drops the
    # attribute (guide A 2.12).
    if version in ("13.1", "13.2"):
        text = re.sub(r' attributes \{producer = "[^"]*"\}', "", text)
    return [l for l in text.splitlines() if l.strip()]


def main():
    version = next((a.split("=", 1)[1] for a in sys.argv[4:]
                    if a.startswith("--version=")), None)
    opt, translate, folder = sys.argv[1:4]
    passed = failed = skipped = gated = 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".mlir") or "invalid" in name:
            continue
        source = open(os.path.join(folder, name)).read()
        for i, chunk in enumerate(source.split("// -----")):
            if "expected-" in chunk or "cuda_tile.module" not in chunk:
                continue
            with tempfile.TemporaryDirectory() as tmp:
                src = os.path.join(tmp, "in.mlir")
                bc = os.path.join(tmp, "out.tilebc")
                open(src, "w").write(chunk)
                ref = run([opt, "--no-implicit-module", src])
                if ref.returncode != 0:
                    continue
                w = run([translate, "--no-implicit-module", "--mlir-to-tilebc",
                         src, "-o", bc] +
                        ([f"--bytecode-version={version}"] if version else []))
                err = w.stderr.decode()
                if w.returncode != 0 and version and \
                        "requires bytecode version" in err:
                    gated += 1
                    continue
                if w.returncode != 0:
                    if any(r in err or r in chunk for r in SKIP_REASONS):
                        skipped += 1
                        continue
                    failed += 1
                    print(f"FAIL {name} chunk {i}: writer: {err.strip()[:300]}")
                    continue
                back = run([translate, "--tilebc-to-mlir", "--tilebc-allow-test-ops", bc])
                if back.returncode != 0:
                    failed += 1
                    print(f"FAIL {name} chunk {i}: reader: "
                          f"{back.stderr.decode().strip()[:300]}")
                    continue
                if normalize(back.stdout.decode(), version) != \
                        normalize(ref.stdout.decode(), version):
                    failed += 1
                    print(f"FAIL {name} chunk {i}: text differs after the round trip")
                    for a, b in zip(normalize(back.stdout.decode(), version),
                                    normalize(ref.stdout.decode(), version)):
                        if a != b:
                            print("  got:  " + a[:200])
                            print("  want: " + b[:200])
                            break
                    continue
                passed += 1
    print(f"{passed} passed, {failed} failed, {skipped} skipped" +
          (f", {gated} newer than {version}" if version else ""))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
