#!/usr/bin/env python3
"""Our bytecode 13.5 writer against NVIDIA 13.5's tileirdisasm.

Sources: NVIDIA 13.5's own text of the 13.5 corpus (test/Corpus/mlir-13.5), of
the 13.5 probes (test/Corpus/probes/out/*.13.5.mlir) and of an entry with argument
attributes (Inputs/arg-attrs.13.5.mlir). Each is written by our writer
at 13.5 (tileiras-translate --mlir-to-tilebc --bytecode-version=13.5).

check (CI, no NVIDIA tool needed): the bytes equal the ones stored in STORE, and
  STORE/X.mlir (NVIDIA 13.5's text of those bytes, recorded with --disasm) equals
  the source text, so NVIDIA's verdict on the stored bytes holds for ours.
--disasm=TOOL: NVIDIA 13.5's tileirdisasm reads the fresh bytes; its text must equal
  the source text (and, with --store, the bytes and text are recorded in STORE).

Prints one line per failing file and "writer 13.5: N identical, F failed".

usage: nvidia_13_5.py TRANSLATE SRC_ROOT STORE [--disasm=TOOL] [--store]
"""
import glob
import os
import subprocess
import sys
import tempfile


def lines(text):
    return [l for l in text.splitlines() if l.strip()]


def sources(root):
    out = []
    corpus = os.path.join(root, "test", "Corpus")
    for path in sorted(glob.glob(os.path.join(corpus, "mlir-13.5", "*.13.5.mlir"))):
        out.append(("corpus." + os.path.basename(path)[:-len(".mlir")], path))
    for path in sorted(glob.glob(os.path.join(corpus, "probes", "out", "*.13.5.mlir"))):
        out.append(("probe." + os.path.basename(path)[:-len(".mlir")], path))
    # Argument attributes, which cuTile never writes: NVIDIA 13.5's text of our bytes.
    out.append(("arg-attrs.13.5", os.path.join(root, "test", "Bytecode", "Inputs",
                                                "arg-attrs.13.5.mlir")))
    return out


def main():
    translate, root, store = sys.argv[1:4]
    disasm = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--disasm=")), None)
    record = "--store" in sys.argv
    if record:
        os.makedirs(store, exist_ok=True)
    ok = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in sources(root):
            want = lines(open(path).read())
            src = os.path.join(tmp, name + ".mlir")
            out = os.path.join(tmp, name + ".tilebc")
            with open(src, "w") as f:
                f.write("cuda_tile.module @kernels {\n" + "\n".join(want) + "\n}\n")
            w = subprocess.run([translate, "--no-implicit-module", "--mlir-to-tilebc",
                                "--bytecode-version=13.5", src, "-o", out],
                               capture_output=True, text=True)
            if w.returncode != 0:
                failed += 1
                print(f"FAIL {name}: our writer: {w.stderr.strip()[:300]}")
                continue
            ours = open(out, "rb").read()
            stored_bc = os.path.join(store, name + ".tilebc")
            stored_txt = os.path.join(store, name + ".mlir")
            if disasm:
                r = subprocess.run([disasm, out], capture_output=True, text=True)
                if r.returncode != 0:
                    failed += 1
                    print(f"FAIL {name}: NVIDIA refuses our bytes: "
                          f"{(r.stderr.strip().splitlines() or [''])[0][:300]}")
                    continue
                if lines(r.stdout) != want:
                    failed += 1
                    print(f"FAIL {name}: NVIDIA reads our bytes to other text")
                    continue
                if record:
                    open(stored_bc, "wb").write(ours)
                    open(stored_txt, "w").write(r.stdout)
            else:
                if not os.path.exists(stored_bc) or open(stored_bc, "rb").read() != ours:
                    failed += 1
                    print(f"FAIL {name}: our bytes differ from the ones NVIDIA read "
                          f"({os.path.relpath(stored_bc, root)})")
                    continue
                if lines(open(stored_txt).read()) != want:
                    failed += 1
                    print(f"FAIL {name}: NVIDIA's recorded text differs from the source")
                    continue
            ok += 1
    print(f"writer 13.5: {ok} identical, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
