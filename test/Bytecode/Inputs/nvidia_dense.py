#!/usr/bin/env python3
"""Dense constants against NVIDIA's tileirdisasm.

writer: every case below is printed by tileiras-opt, written by our writer at
  each bytecode version it exists in, and read by NVIDIA's tileirdisasm; its
  text must equal ours, parse in tileiras-opt and print back the same, and
  our reader must read the same bytes to it too.
reader: bytes NVIDIA's writer or reader handles that ours never writes (a
  packed i1 byte with bits set past the last element, packed bits that are
  all ones, one byte per element) are fed to both readers: same accept or
  reject, same text when both accept.

Prints one line per case and a summary:
  "writer: N passed, F failed, G newer than the version"
  "reader: N agree, F disagree"

usage: nvidia_dense.py OPT TRANSLATE TILEIRDISASM [-v]
"""
import os
import re
import subprocess
import sys
import tempfile

VERSIONS = ["13.1", "13.2", "13.3", "13.4"]


def i1_list(bits):
    return "[" + ", ".join("true" if b else "false" for b in bits) + "]"


def const(ty, shape, values):
    dims = "x".join(str(d) for d in shape)
    return f"%c = constant <{ty}: {values}> : tile<{dims}x{ty}>" if shape else \
        f"%c = constant <{ty}: {values}> : tile<{ty}>"


# (name, entry body) pairs; each body is put in an entry function.
CASES = []
for n in (1, 2, 4, 8, 16, 32, 64, 128):
    pattern = [(i * 7 + 3) % 5 < 2 for i in range(n)]
    if n > 1 and all(pattern) or not any(pattern):
        pattern[0] = not pattern[0]
    CASES.append((f"i1-{n}", const("i1", [n], i1_list(pattern))))
CASES += [
    ("i1-bitorder", const("i1", [4], "[true, false, false, true]")),
    ("i1-last-only", const("i1", [8], i1_list([False] * 7 + [True]))),
    ("i1-first-only", const("i1", [16], i1_list([True] + [False] * 15))),
    ("i1-all-but-one", const("i1", [16], i1_list([True] * 15 + [False]))),
    ("i1-2d", const("i1", [2, 4], "[" + ", ".join(
        i1_list([(r + c) % 3 == 0 for c in range(4)]) for r in range(2)) + "]")),
    ("i1-3d", const("i1", [2, 2, 2], "[[[true, false], [false, false]], "
                    "[[false, true], [true, true]]]")),
    ("i1-scalar-true", const("i1", [], "true")),
    ("i1-scalar-false", const("i1", [], "false")),
    ("i1-splat-true-32", const("i1", [32], "true")),
    ("i1-splat-false-16", const("i1", [16], "false")),
    ("i1-splat-true-4", const("i1", [4], "true")),
    ("i1-splat-true-1", const("i1", [1], "true")),
    ("i1-nested", "%lb = constant <i32: 0> : tile<i32>\n"
     "%ub = constant <i32: 4> : tile<i32>\n"
     "%st = constant <i32: 1> : tile<i32>\n"
     "for %i in (%lb to %ub, step %st) : tile<i32> {\n"
     "  %c = constant <i1: [false, true]> : tile<2xi1>\n"
     "  %d = constant <i1: [true, true, false, true, false, false, true, true,"
     " true, false, false, false, false, false, false, true]> : tile<16xi1>\n"
     "  continue\n}"),
    ("i1-global", "module:global @g <i1: [false, true, true, false]> : tile<4xi1>"),
    ("i4-global", "module:global @g <i4: [1, -2, 7, -8]> : tile<4xi4>"),
    ("f4E2M1FN-global", "module:global @g <f4E2M1FN: [1.0, -2.0, 0.5, 6.0]> : tile<4xf4E2M1FN>"),
    ("i8", const("i8", [4], "[1, -2, 127, -128]")),
    ("i32-128", const("i32", [128], "[" + ", ".join(str(i * 7 - 300) for i in range(128)) + "]")),
    ("f16-256", const("f16", [256], "[" + ", ".join(str(i * 0.5) for i in range(256)) + "]")),
    ("i16", const("i16", [4], "[-1, 0, 1, -32768]")),
    ("i32", const("i32", [4], "[1, 2, -3, 0]")),
    ("i64", const("i64", [2], "[-9223372036854775808, 9223372036854775807]")),
    ("f16", const("f16", [4], "[1.0, -2.5, 0.0, 65504.0]")),
    ("bf16", const("bf16", [2], "[1.0, -3.0]")),
    ("f32", const("f32", [2], "[1.5, -0.25]")),
    ("f64", const("f64", [2], "[1.0e+10, -2.0]")),
    ("f8E4M3FN", const("f8E4M3FN", [4], "[1.0, -1.0, 0.5, 448.0]")),
    ("f8E5M2", const("f8E5M2", [2, 2], "[[2.0, 4.0], [8.0, 16.0]]")),
    ("f8E5M2-splat", const("f8E5M2", [8], "0.5")),
    ("f8E8M0FNU", const("f8E8M0FNU", [4], "[1.0, 2.0, 0.5, 4.0]")),
    ("f4E2M1FN", const("f4E2M1FN", [4], "[1.0, -2.0, 0.5, 6.0]")),
    ("f4E2M1FN-2", const("f4E2M1FN", [2], "[1.0, -2.0]")),
    ("f4E2M1FN-splat", const("f4E2M1FN", [8], "-1.5")),
]


def run(cmd, data=None):
    return subprocess.run(cmd, capture_output=True, input=data)


def ours_lines(text):
    """Our printed module without its cuda_tile.module wrapper, de-indented
    once: NVIDIA prints the functions at column 0."""
    lines = [l for l in text.splitlines() if l.strip()][1:-1]
    return [l[2:] if l.startswith("  ") else l for l in lines]


def nv_lines(text):
    return [l for l in text.splitlines() if l.strip()]


def module(body):
    if body.startswith("module:"):
        return f"cuda_tile.module @kernels {{\n  {body[7:]}\n}}\n"
    inner = "\n".join("    " + l for l in body.splitlines())
    return f"cuda_tile.module @kernels {{\n  entry @k() {{\n{inner}\n    return\n  }}\n}}\n"


def writer(opt, translate, disasm, tmp, verbose):
    passed = failed = newer = 0
    for name, body in CASES:
        src = os.path.join(tmp, "in.mlir")
        open(src, "w").write(module(body))
        ref = run([opt, "--no-implicit-module", src])
        if ref.returncode:
            print(f"FAIL {name}: tileiras-opt: {ref.stderr.decode()[:300]}")
            failed += 1
            continue
        want = ours_lines(ref.stdout.decode())
        for v in VERSIONS:
            bc = os.path.join(tmp, f"{name}.{v}.tilebc")
            w = run([translate, "--no-implicit-module", "--mlir-to-tilebc",
                     f"--bytecode-version={v}", src, "-o", bc])
            if w.returncode:
                if "needs" in w.stderr.decode() or "version" in w.stderr.decode():
                    newer += 1
                    continue
                print(f"FAIL {name} {v}: writer: {w.stderr.decode()[:300]}")
                failed += 1
                continue
            nv = run([disasm, bc])
            ours = run([translate, "--tilebc-to-mlir", bc])
            problems = []
            if nv.returncode:
                problems.append("tileirdisasm: " + nv.stderr.decode().strip()[:300])
            elif nv_lines(nv.stdout.decode()) != want:
                problems.append("tileirdisasm prints other text")
                if verbose:
                    problems.append("\n".join(nv.stdout.decode().splitlines()[:8]))
                    problems.append("\n".join(want[:8]))
            else:
                # NVIDIA's text parses in ours and prints back the same.
                wrapped = os.path.join(tmp, "nv.mlir")
                open(wrapped, "w").write("cuda_tile.module @kernels {\n" +
                                         nv.stdout.decode() + "\n}\n")
                back = run([opt, "--no-implicit-module", wrapped])
                if back.returncode or ours_lines(back.stdout.decode()) != want:
                    problems.append("NVIDIA's text does not print back: " +
                                    back.stderr.decode().strip()[:300])
            if ours.returncode:
                problems.append("our reader: " + ours.stderr.decode().strip()[:300])
            elif ours_lines(ours.stdout.decode()) != want:
                problems.append("our reader prints other text")
            if problems:
                failed += 1
                print(f"FAIL {name} {v}: " + "; ".join(problems))
            else:
                passed += 1
                if verbose:
                    print(f"PASS {name} {v}")
    print(f"writer: {passed} passed, {failed} failed, {newer} newer than the version")
    return failed == 0


def constant_payload(data, payload):
    """Where `payload` (size varint + bytes) is in the constant section."""
    at = data.find(payload)
    assert at >= 0, payload
    return at


def reader(translate, disasm, tmp, verbose):
    """Byte variants of a 4-element and a 16-element i1 constant."""
    agree = disagree = 0
    variants = [
        # (name, elements, bytes as written by us, replacement bytes)
        ("padding-bits", 4, b"\x01\x09", b"\x01\xf9"),
        ("padding-bit-4", 4, b"\x01\x09", b"\x01\x19"),
        ("packed-all-ones", 4, b"\x01\x09", b"\x01\x0f"),
        ("packed-01", 4, b"\x01\x09", b"\x01\x01"),
        ("splat-ff", 4, b"\x01\x09", b"\x01\xff"),
        ("splat-00", 4, b"\x01\x09", b"\x01\x00"),
        ("byte-per-element", 4, b"\x01\x09", b"\x04\xff\x00\x00\xff"),
        ("byte-per-element-01", 4, b"\x01\x09", b"\x04\x01\x00\x00\x01"),
        ("too-many-bytes", 4, b"\x01\x09", b"\x02\x09\x00"),
        ("empty", 4, b"\x01\x09", b"\x00"),
        ("one-byte-for-16", 16, b"\x02\x09\x00", b"\x01\x09"),
        ("splat-ff-for-16", 16, b"\x02\x09\x00", b"\x01\xff"),
        ("packed-ones-16", 16, b"\x02\x09\x00", b"\x02\xff\xff"),
        ("zero-byte-for-16", 16, b"\x02\x09\x00", b"\x01\x00"),
        ("one-byte-02-for-1", 1, b"\x01\xff", b"\x01\x02"),
        ("one-byte-01-for-1", 1, b"\x01\xff", b"\x01\x01"),
        ("three-bytes-for-16", 16, b"\x02\x09\x00", b"\x03\x09\x00\x00"),
    ]
    for name, n, orig, repl in variants:
        bits = [i in (0, 3) for i in range(n)] if n > 1 else [True]
        src = os.path.join(tmp, "r.mlir")
        open(src, "w").write(module(const("i1", [n], i1_list(bits))))
        bc = os.path.join(tmp, "r.tilebc")
        w = run([translate, "--no-implicit-module", "--mlir-to-tilebc", src, "-o", bc])
        assert w.returncode == 0, w.stderr
        data = bytearray(open(bc, "rb").read())
        at = constant_payload(data, orig)
        # Keep every later offset: the constant section is the last one
        # before the type section and its entries are found by offsets, so
        # only same-length or offset-fixed variants are valid probes. The
        # writer puts this single constant last in the table, so a change of
        # length moves only the section's end: fix its length varint.
        delta = len(repl) - len(orig)
        data[at:at + len(orig)] = repl
        if delta:
            # The section header is id|0x80, length varint, alignment 8.
            hdr = data.rfind(b"\x84", 0, at)
            length = data[hdr + 1]
            assert length < 0x80 and length + delta < 0x80
            data[hdr + 1] = length + delta
            # Keep the next section aligned: pad after the payload.
            pad = (-delta) % 8
            data[hdr + 1] += pad
            end = at + len(repl)
            data[end:end] = b"\xcb" * pad
        mutated = os.path.join(tmp, f"r-{name}.tilebc")
        open(mutated, "wb").write(data)
        nv = run([disasm, mutated])
        ours = run([translate, "--tilebc-to-mlir", mutated])
        nv_ok, ours_ok = nv.returncode == 0, ours.returncode == 0
        same = nv_ok == ours_ok
        if same and nv_ok:
            same = nv_lines(nv.stdout.decode()) == ours_lines(ours.stdout.decode())
        what = "accept" if nv_ok else "reject"
        if same:
            agree += 1
            print(f"AGREE {name}: both {what}" +
                  (": " + next(l.strip() for l in nv.stdout.decode().splitlines()
                               if "constant" in l) if nv_ok else ""))
        else:
            disagree += 1
            print(f"DISAGREE {name}: NVIDIA rc={nv.returncode} "
                  f"{(nv.stdout + nv.stderr).decode().strip()[:200]!r}; ours "
                  f"rc={ours.returncode} {(ours.stdout + ours.stderr).decode().strip()[:200]!r}")
    print(f"reader: {agree} agree, {disagree} disagree")
    return disagree == 0


def main():
    opt, translate, disasm = sys.argv[1:4]
    verbose = "-v" in sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        ok = writer(opt, translate, disasm, tmp, verbose)
        ok = reader(translate, disasm, tmp, verbose) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
