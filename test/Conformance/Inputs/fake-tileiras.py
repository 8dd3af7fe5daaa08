#!/usr/bin/env python3
"""A stand-in tileiras for the runner's self-test (conform-selftest.test).

Its input files are scripts of what a correct compiler does with them:
  ACCEPT name size size...   write a cubin with entry `name` and those
                             parameter sizes (one ACCEPT line per entry)
  REFUSE status message      print `error: message`, exit with status
With FAKE_TILEIRAS_MODE unset it does exactly that; each mode breaks one
thing the suite must notice (see MODES).
"""
import os
import signal
import struct
import sys
import time

MODE = os.environ.get("FAKE_TILEIRAS_MODE", "good")
MODES = ["good", "wrong-exit", "crash", "hang", "no-message", "not-elf", "wrong-machine",
         "missing-entry", "extra-entry", "param-size", "partial-output", "accept-all",
         "no-output", "old-versions"]


def cubin(entries, machine=190):
    """A minimal ELF64 with a symbol and a .nv.info.<name> section per entry."""
    names = [""] + [n for n, _ in entries]
    strtab = b"\0" + b"".join(n.encode() + b"\0" for n, _ in entries)
    syms = b"\0" * 24
    pos = 1
    for n, _ in entries:
        syms += struct.pack("<IBBHQQ", pos, (1 << 4) | 2, 0x10, 3, 0, 0)  # global entry function
        pos += len(n) + 1
    infos = []
    for number, (_, sizes) in enumerate(entries):
        info = b""
        for ordinal, size in enumerate(sizes):
            if number % 2:  # odd entries: KPARAM_INFO_V2, as newer ptxas writes
                info += struct.pack("<BBHIHHHBB", 4, 0x45, 12, 0, ordinal, 8 * ordinal, size, 0, 0)
            else:
                info += struct.pack("<BBHIHHI", 4, 0x17, 12, 0, ordinal, 8 * ordinal, size << 18)
        info += struct.pack("<BBH", 3, 0x1b, 0xff)  # an HVAL record the reader skips
        infos.append(info)
    sec_names = ["", ".shstrtab", ".strtab", ".symtab"] + [".nv.info." + n for n, _ in entries]
    shstrtab = b"".join(s.encode() + b"\0" for s in sec_names)
    offsets, blob = [], b""
    for data in [b"", shstrtab, strtab, syms] + infos:
        offsets.append(64 + len(blob))
        blob += data
    bodies = [b"", shstrtab, strtab, syms] + infos
    shoff = 64 + len(blob)
    header = b"\x7fELF" + bytes([2, 1, 1, 0x41]) + b"\0" * 8
    header += struct.pack("<HHIQQQIHHHHHH", 2, machine, 1, 0, 0, shoff, 0, 64, 0, 0, 64,
                          len(sec_names), 1)
    shdrs = b""
    name_off = 0
    for i, name in enumerate(sec_names):
        sh_type = {0: 0, 1: 3, 2: 3, 3: 2}.get(i, 0x70000000)
        link, entsize = (2, 24) if i == 3 else (0, 0)
        shdrs += struct.pack("<IIQQQQIIQQ", name_off, sh_type, 0, 0, offsets[i] if i else 0,
                             len(bodies[i]), link, 0, 1, entsize)
        name_off += len(name) + 1
    return header + blob + shdrs


def main(argv):
    if "--list-versions" in argv:
        print("13.1" if MODE == "old-versions" else "13.1\n13.2\n13.3\n13.4")
        return 0
    if "--help" in argv:
        print("OPTIONS:\n  --gpu-name=<value>   - target\n    =sm_90   -   SM 90\n"
              "    =sm_100  -   SM 100\n  --opt-level=<N>   - level")
        return 0
    if "--version" in argv:
        print("fake tileiras\nCuda compilation tools, release 13.4, V13.4.0")
        return 0
    output, inputs, i = "elf.o", [], 0
    while i < len(argv):
        if argv[i] == "-o":
            output = argv[i + 1]
            i += 1
        elif argv[i] == "--gpu-name":
            i += 1
        elif not argv[i].startswith("-"):
            inputs.append(argv[i])
        i += 1
    script = [line.split() for line in open(inputs[0]) if line.strip()]
    if script[0][0] == "REFUSE" and MODE != "accept-all":
        status = int(script[0][1])
        if MODE == "partial-output":
            open(output, "wb").write(b"\x7fELF")
        if MODE != "no-message":
            print("error: " + " ".join(script[0][2:]), file=sys.stderr)
        return status + 1 if MODE == "wrong-exit" else status
    entries = [(s[1], [int(x) for x in s[2:]]) for s in script if s[0] == "ACCEPT"] or [("k", [])]
    if MODE == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    if MODE == "hang":
        time.sleep(30)
    if MODE == "missing-entry":
        entries = entries[:-1]
    if MODE == "extra-entry":
        entries = entries + [("helper", [4])]
    if MODE == "param-size":
        entries = [(n, [s * 2 for s in sizes]) for n, sizes in entries]
    data = cubin(entries, 62 if MODE == "wrong-machine" else 190)
    if MODE == "not-elf":
        data = b"PTX .version 9.0\n"
    if MODE != "no-output":
        open(output, "wb").write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
