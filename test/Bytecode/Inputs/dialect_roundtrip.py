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

With --disasm=TILEIRDISASM, NVIDIA's disassembler also reads each written
file (except testing$func chunks, which its release reader refuses); its text
must equal ours (without the module wrapper); each difference is printed as
"NVIDIA-DIFF" and counted, not failed.

usage: dialect_roundtrip.py OPT TRANSLATE DIALECT_TEST_DIR [--version=13.x]
                            [--disasm=TILEIRDISASM]
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


def as_entries(chunk):
    """testing$func -> entry: results dropped from the signatures and from
    `return` (an entry returns nothing); values stay computed."""
    text = chunk.replace("testing$func", "entry")
    text = re.sub(r"\)\s*->\s*\([^{]*?\)\s*\{", ") {", text)
    text = re.sub(r"\)\s*->\s*[^{(]+?\{", ") {", text)
    return re.sub(r"^(\s*)return\s+%[^\n]*$", r"\1return", text, flags=re.M)


def main():
    version = next((a.split("=", 1)[1] for a in sys.argv[4:]
                    if a.startswith("--version=")), None)
    disasm = next((a.split("=", 1)[1] for a in sys.argv[4:]
                   if a.startswith("--disasm=")), None)
    opt, translate, folder = sys.argv[1:4]
    passed = failed = skipped = gated = unwritable = 0
    nv_same = nv_diff = nv_refused = nv_test_only = 0
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
                if w.returncode != 0 and version and \
                        "cannot be written at bytecode version" in err:
                    unwritable += 1
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
                if not disasm:
                    continue
                # NVIDIA's reader takes entries only: compare the chunk with
                # its testing$func made entries where it still verifies.
                nv_bc, nv_text = bc, back.stdout.decode()
                if "testing$func" in chunk:
                    open(src, "w").write(as_entries(chunk))
                    nv_bc = os.path.join(tmp, "entry.tilebc")
                    e = run([opt, "--no-implicit-module", src])
                    w = run([translate, "--no-implicit-module", "--mlir-to-tilebc",
                             src, "-o", nv_bc] +
                            ([f"--bytecode-version={version}"] if version else []))
                    if e.returncode or w.returncode:
                        nv_test_only += 1
                        continue
                    nv_text = e.stdout.decode()
                nv = run([disasm, nv_bc])
                if nv.returncode != 0:
                    nv_refused += 1
                    print(f"NVIDIA-REFUSED {name} chunk {i}: "
                          f"{nv.stderr.decode().strip().splitlines()[0][:200]}")
                    continue
                ours = [l[2:] if l.startswith("  ") else l
                        for l in normalize(nv_text, version)[1:-1]]
                # NVIDIA prints the producer as a comment, not an attribute.
                theirs = [l for l in nv.stdout.decode().splitlines()
                          if l.strip() and not l.startswith("// Producer: ")]
                if ours == theirs:
                    nv_same += 1
                else:
                    nv_diff += 1
                    a, b = next(((a, b) for a, b in zip(ours, theirs) if a != b),
                                (str(len(ours)), str(len(theirs))))
                    print(f"NVIDIA-DIFF {name} chunk {i}:\n  ours:   {a[:200]}"
                          f"\n  NVIDIA: {b[:200]}")
    print(f"{passed} passed, {failed} failed, {skipped} skipped" +
          (f", {gated} newer than {version}" if version else "") +
          (f", {unwritable} not expressible at {version}" if unwritable else ""))
    if disasm:
        print(f"nvidia: {nv_same} identical, {nv_diff} differ, {nv_refused} "
              f"refused, {nv_test_only} test-only (not an entry)")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
