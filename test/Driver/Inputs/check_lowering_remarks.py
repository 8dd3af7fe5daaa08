#!/usr/bin/env python3
"""The lowering remarks (RemarkTensorCoreMMA, TensorCoreFallback,
RemarkMemoryLoadInstructionSelected, StoreInstructionSelected) against the PTX of the
same compilation: what the remarks say was chosen must be what the PTX contains.

For each kernel and target: `tileiras --emit=ptx --remarks=all --remark-format=yaml`,
then
  tensor cores  the set of the remarks' Atom values equals the set of instructions in the
                PTX: `mma.sync mMnNkK` for mma.sync.aligned.mMnNkK, `wgmma.mma_async
                m64nNkK` for wgmma.mma_async.sync.aligned.m64nNkK, `tcgen05.mma` for
                tcgen05.mma (its shape is in a descriptor, not the text); a kernel whose
                dots all fell back has none
  accesses      every access size a load, store or cp.async remark gives (VectorBytes)
                is the size of an ld/st to global memory (.vN x the type's width) or a
                cp.async of the PTX, and no ld/st in the PTX is wider than the widest
                remark (for cp.async, whose guarded runs fall back to element loads,
                the element)
Prints one line per mismatch and `checked: N, mismatches: M`; exit status 1 on a mismatch.

usage: check_lowering_remarks.py --tileiras BIN --work DIR [--kernels a,b] --targets sm_80,...
"""
import argparse
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

DOC = re.compile(r"^--- !(\w+)\n(.*?)(?=^---|^\.\.\.|\Z)", re.M | re.S)


def remarks(path):
    """[(name, {arg: value})] of a remark YAML file (the form check_remarks_yaml.py
    reads: `Name:` and one-key `- Key: 'value'` argument lines)."""
    out = []
    for _kind, body in DOC.findall(open(path).read()):
        name = re.search(r"^Name:\s*(\S+)", body, re.M).group(1)
        args = dict((k, v.strip("'\"")) for k, v in
                    re.findall(r"^\s*- (\w+):\s*(.*)$", body, re.M))
        out.append((name, args))
    return out


def ptx_atoms(ptx):
    atoms = set("mma.sync " + s for s in re.findall(r"mma\.sync\.aligned\.(m\d+n\d+k\d+)", ptx))
    atoms |= set("wgmma.mma_async " + s for s in
                 re.findall(r"wgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)", ptx))
    if re.search(r"\btcgen05\.mma\.", ptx):
        atoms.add("tcgen05.mma")
    return atoms


def access_sizes(ptx, op):
    """The sizes in bytes of the ld/st (`op`) to global memory in the PTX: .vN times the
    type's width (sm_100's NVPTX prints a pair of f32 as one .b64 access); qualifiers
    such as .release.gpu may come before .global."""
    sizes = set()
    for text in re.findall(r"\b%s((?:\.[\w:]+)*?\.global(?:\.[\w:]+)+)" % op, ptx):
        parts = text.strip(".").split(".")
        lanes = next((int(p[1:]) for p in parts if re.fullmatch(r"v\d+", p)), 1)
        bits = next((int(p[1:]) for p in reversed(parts) if re.fullmatch(r"[bfsu]\d+", p)), 0)
        sizes.add(lanes * bits // 8)
    return sizes


def check(tileiras, bc, target, work, env):
    base = os.path.join(work, "%s.%s" % (os.path.basename(bc).split(".")[0], target))
    proc = subprocess.run([tileiras, "--gpu-name", target, "--emit=ptx", "--remarks=all",
                           "--remark-format=yaml", "--remarks-output-file=" + base + ".yaml",
                           bc, "-o", base + ".ptx"], env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        return None  # not compiled for this target: nothing to compare
    ptx = open(base + ".ptx").read()
    rs = remarks(base + ".yaml")
    problems = []
    said = set()
    for name, args in rs:
        if name == "RemarkTensorCoreMMA" and "Atom" in args:
            atom = args["Atom"]
            said.add("tcgen05.mma" if atom.startswith("tcgen05") else atom)
    if said != ptx_atoms(ptx):
        problems.append("tensor cores: remarks %s, PTX %s" % (sorted(said), sorted(ptx_atoms(ptx))))

    def said(name, instruction):
        return [(int(a["VectorBytes"]), int(a["VectorBytes"]) // int(a["VectorWidth"]))
                for n, a in rs if n == name and a["Instruction"].startswith(instruction)]
    loads = said("RemarkMemoryLoadInstructionSelected", "Global")
    copies = said("RemarkMemoryLoadInstructionSelected", "Ldgsts")
    stores = said("StoreInstructionSelected", "Global")
    copy_sizes = set(int(n) for n in re.findall(r"\bcp\.async\.c[ag]\.[^;]*,\s*(\d+)\s*;", ptx))
    for what, claims, found in [("global load", loads, access_sizes(ptx, "ld")),
                                ("global store", stores, access_sizes(ptx, "st")),
                                ("cp.async", copies, copy_sizes)]:
        missing = sorted(set(b for b, _ in claims) - found)
        if missing:
            problems.append("%s of %s bytes in the remarks, not in the PTX %s" % (
                what, missing, sorted(found)))
    # Guarded runs fall back to element accesses; nothing is wider than a remark says.
    widest_load = max([b for b, _ in loads] + [e for _, e in copies], default=0)
    widest_store = max([b for b, _ in stores], default=0)
    for what, widest, found in [("global load", widest_load, access_sizes(ptx, "ld")),
                                ("global store", widest_store, access_sizes(ptx, "st"))]:
        if max(found, default=0) > widest:
            problems.append("%s of %d bytes in the PTX, the remarks' widest is %d" % (
                what, max(found), widest))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tileiras", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--kernels", help="default: every 13.4 corpus kernel")
    ap.add_argument("--targets", required=True)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    env = dict(os.environ)
    checked = mismatches = 0
    kernels = args.kernels.split(",") if args.kernels else sorted(
        os.path.basename(p)[:-len(".13.4.tilebc")] for p in
        glob.glob(os.path.join(ROOT, "test", "Corpus", "bytecode", "*.13.4.tilebc")))
    for kernel in kernels:
        bc = os.path.join(ROOT, "test", "Corpus", "bytecode", kernel + ".13.4.tilebc")
        for target in args.targets.split(","):
            problems = check(args.tileiras, bc, target, args.work, env)
            if problems is None:
                continue
            checked += 1
            for p in problems:
                mismatches += 1
                print("MISMATCH %s %s: %s" % (kernel, target, p))
    print("checked: %d, mismatches: %d" % (checked, mismatches))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
