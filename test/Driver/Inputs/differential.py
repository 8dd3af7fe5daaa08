#!/usr/bin/env python3
"""Runs our tileiras and NVIDIA's on the same cases and compares them.

Usage: differential.py OURS NVIDIA INPUTS_DIR CORPUS_DIR DRIVER_MD WORK_DIR

Per case it compares the exit status, the kind of output (a cubin ELF, other
bytes, or none) and, when both wrote a cubin, the bytes. Both tools get the
same environment, so they run the same ptxas. A difference is accepted only
when docs/driver.md lists the case between the intended-differences markers;
a listed case that no longer differs is reported as stale. Exits 1 on any
unlisted difference or stale entry.
"""
import os
import re
import shutil
import subprocess
import sys

ours, nvidia, inputs, corpus, driver_md, work = map(os.path.abspath, sys.argv[1:7])

SUPPORTED = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100",
             "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"]
EXTENSIONS = ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_120a", "sm_121a"]


def bc(name):
    return os.path.join(inputs, name)


def kernel(name):
    return os.path.join(corpus, name)


E = bc("empty-13.4.tilebc")
K = kernel("atomic_mix.13.4.tilebc")
OUT = ["-o", "out.cubin"]

CASES = [
    ("no-input", []),
    ("help", ["--help"]),
    ("version", ["--version"]),
    ("list-versions", ["--list-versions"]),
    ("unknown-option", ["--bogus", E] + OUT),
    ("too-many-inputs", [E, E] + OUT),
    ("unknown-gpu", ["--gpu-name", "sm_99", E] + OUT),
    ("gpu-missing", [E] + OUT),
    ("gpu-missing-kernel", [K] + OUT),
    ("arch-alias", ["--arch", "sm_90", E] + OUT),
    ("gpu-equals", ["--gpu-name=sm_90", E] + OUT),
]
CASES += [("gpu-" + g, ["--gpu-name", g, E] + OUT) for g in SUPPORTED]
CASES += [("gpu-ext-" + g, ["--gpu-name", g, E] + OUT) for g in EXTENSIONS]
CASES += [
    ("opt-4", ["--gpu-name", "sm_100", "-O4", E] + OUT),
    ("opt-negative", ["--gpu-name", "sm_100", "-O-1", E] + OUT),
    ("opt-not-integer", ["--gpu-name", "sm_100", "--opt-level=x", E] + OUT),
    ("opt-separate-value", ["--gpu-name", "sm_100", "-O", "2", E] + OUT),
    ("opt-equals", ["--gpu-name", "sm_100", "-O=2", E] + OUT),
    ("opt-0", ["--gpu-name", "sm_100", "-O0", E] + OUT),
    ("opt-1", ["--gpu-name", "sm_100", "-O1", E] + OUT),
    ("opt-level-2", ["--gpu-name", "sm_100", "--opt-level", "2", E] + OUT),
    ("debug-O3", ["--gpu-name", "sm_100", "-g", E] + OUT),
    ("debug-O0", ["--gpu-name", "sm_100", "-O0", "-g", E] + OUT),
    ("debug-long-O0", ["--gpu-name", "sm_100", "-O0", "--device-debug=true", E] + OUT),
    ("lineinfo", ["--gpu-name", "sm_100", "--lineinfo", E] + OUT),
    ("lineinfo-false", ["--gpu-name", "sm_100", "--lineinfo=false", E] + OUT),
    ("host-arch-aarch64", ["--gpu-name", "sm_100", "--host-arch", "aarch64", E] + OUT),
    ("host-arch-arm64ec", ["--gpu-name", "sm_100", "--host-arch", "arm64ec", E] + OUT),
    ("host-os-windows", ["--gpu-name", "sm_100", "--host-os", "windows", E] + OUT),
    ("host-os-mac", ["--gpu-name", "sm_100", "--host-os", "mac", E] + OUT),
    ("sanitize-memcheck", ["--gpu-name", "sm_100", "--sanitize", "memcheck", E] + OUT),
    ("sanitize-unknown", ["--gpu-name", "sm_100", "--sanitize", "foo", E] + OUT),
    ("remarks-yaml", ["--gpu-name", "sm_120", "--remark-format=yaml", "--remarks=all",
                      "--remarks-output-file=r.yaml", E] + OUT),
    ("input-missing", ["--gpu-name", "sm_100", "/nonexistent/in.tilebc"] + OUT),
    ("input-directory", ["--gpu-name", "sm_100", inputs] + OUT),
    ("output-unwritable", ["--gpu-name", "sm_100", E, "-o", "/nonexistent/out.cubin"]),
    ("output-stdout", ["--gpu-name", "sm_100", E, "-o", "-"]),
    ("output-default", ["--gpu-name", "sm_100", E]),
    # The order of the checks: header before options, options before the body.
    ("order-opt4-not-bytecode", ["-O4", bc("text.bin")] + OUT),
    ("order-nogpu-bad-version", [bc("version-13.5.tilebc")] + OUT),
    ("order-nogpu-truncated", [bc("truncated-half.tilebc")] + OUT),
    ("order-opt4-truncated", ["--gpu-name", "sm_90", "-O4", bc("truncated-half.tilebc")] + OUT),
    ("order-debug-corrupt", ["--gpu-name", "sm_90", "-g", bc("corrupt-body.tilebc")] + OUT),
]
for name in sorted(os.listdir(inputs)):
    if name.startswith("empty-"):
        continue
    CASES.append(("input-" + name, ["--gpu-name", "sm_100", bc(name)] + OUT))
for version in ["13.1", "13.2", "13.3", "13.4", "13.5"]:
    # The probes of cuTile Python (sm_120) and cuTile.jl (sm_100).
    for gpu in ["sm_120", "sm_100"]:
        CASES.append((f"probe-{version}-{gpu}",
                      [bc(f"empty-{version}.tilebc"), "-o", "probe.cubin", "--gpu-name", gpu]))
for version in ["13.1", "13.2", "13.3", "13.4"]:
    CASES.append((f"kernel-atomic_mix-{version}",
                  ["--gpu-name", "sm_100", kernel(f"atomic_mix.{version}.tilebc")] + OUT))
CASES += [
    ("kernel-verifier-error", ["--gpu-name", "sm_100",
                               kernel("unsigned_floordiv.13.4.tilebc")] + OUT),
    ("kernel-arch-incompatible", ["--gpu-name", "sm_90",
                                  kernel("fp8_e5m3.13.4.noarch.tilebc")] + OUT),
]


def output_kind(data):
    if data is None:
        return "none"
    if data[:4] == b"\x7fELF" and len(data) > 20 and data[18:20] == b"\xbe\x00":
        return "cubin"
    return "bytes" if data else "empty"


def run(tool, args, case_dir):
    shutil.rmtree(case_dir, ignore_errors=True)
    os.makedirs(case_dir)
    proc = subprocess.run([tool] + args, cwd=case_dir, capture_output=True, timeout=120)
    to_stdout = args[-2:] == ["-o", "-"]
    data = proc.stdout if to_stdout else None
    if not to_stdout:
        name = "elf.o"
        if "-o" in args:
            name = args[args.index("-o") + 1]
        path = os.path.join(case_dir, name)
        if os.path.isfile(path):
            data = open(path, "rb").read()
    # Anything else left in the directory (a partial or temporary file).
    expected = {"out.cubin", "probe.cubin", "elf.o", "r.yaml"}
    stray = sorted(set(os.listdir(case_dir)) - expected)
    stderr = proc.stderr.decode(errors="replace").strip().splitlines()
    first = stderr[0] if stderr else ""
    return proc.returncode, output_kind(data), data, stray, first


def intended_cases():
    text = open(driver_md).read()
    m = re.search(r"<!-- intended-differences:begin -->(.*?)<!-- intended-differences:end -->",
                  text, re.S)
    if not m:
        sys.exit("error: no intended-differences table in " + driver_md)
    return set(re.findall(r"^\|\s*`([^`]+)`", m.group(1), re.M))


intended = intended_cases()
agree = differ = intended_hits = 0
problems = []
print(f"{'case':34} {'nvidia':>12} {'ours':>12}  verdict")
for case, args in CASES:
    n = run(nvidia, args, os.path.join(work, "nvidia", case))
    o = run(ours, args, os.path.join(work, "ours", case))
    same = (n[0], n[1]) == (o[0], o[1])
    if same and n[1] == "cubin" and n[2] != o[2]:
        same = False
    if o[3]:
        problems.append(f"{case}: ours left {o[3]}")
    if same:
        agree += 1
        verdict = "agree"
        if case in intended:
            verdict = "STALE (listed as intended)"
            problems.append(f"{case}: listed as an intended difference but agrees")
    else:
        differ += 1
        if case in intended:
            intended_hits += 1
            verdict = "differ (intended)"
        else:
            verdict = "DIFFER"
            problems.append(f"{case}: nvidia rc={n[0]} {n[1]} [{n[4]}]; "
                            f"ours rc={o[0]} {o[1]} [{o[4]}]")
    identical = " identical" if n[1] == o[1] == "cubin" and n[2] == o[2] else ""
    print(f"{case:34} {'rc=%d %s' % (n[0], n[1]):>12} {'rc=%d %s' % (o[0], o[1]):>12}  "
          f"{verdict}{identical}")
unknown = intended - {c for c, _ in CASES}
for case in sorted(unknown):
    problems.append(f"{case}: listed as intended but not a case")
print(f"{agree} agree, {differ} differ (intended: {intended_hits})")
for p in problems:
    print("error: " + p)
sys.exit(1 if problems else 0)
