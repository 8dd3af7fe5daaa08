#!/usr/bin/env python3
"""Writes conformance/tests/ from what the reference tileiras does.

usage: CUDA_HOME=<root> generate.py REFERENCE_TILEIRAS [-j N] [--only GLOB]

Each case (an input and a command line) is run once with the reference
binary (NVIDIA's tileiras 13.4); its exit status, messages, output and the
cubin's entries become the test's expectation. The tests are
reviewed and committed; running the suite needs no reference binary.
Where an implementation differs, say so in its expectations file
(conformance/expectations/), not here.
"""
import argparse
import concurrent.futures
import fnmatch
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tools", "tileiras-conform"))
from tileiras_conform import elf, running, suite  # noqa: E402

CORPUS = "test/Corpus/bytecode"
DRIVER_BC = "test/Driver/Inputs/bc"
OUT = ["-o", "out.cubin"]
SUPPORTED = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100",
             "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"]
EXTENSIONS = ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_120a", "sm_121a"]
# Extra targets for the architecture-independent 13.4 corpus files.
NOARCH_TARGETS = ["sm_80", "sm_100", "sm_120"]
REFERENCE = None  # absolute path of the reference binary, set by main()


def case(test_id, input_path, args, description, **extra):
    return dict(id=test_id, input=input_path, args=args, description=description, **extra)


def corpus_cases():
    cases = []
    for name in sorted(os.listdir(os.path.join(ROOT, CORPUS))):
        if not name.endswith(".tilebc"):
            continue
        stem = name[:-len(".tilebc")]
        path = f"{CORPUS}/{name}"
        cases.append(case(f"corpus/{stem}.sm_90", path, ["--gpu-name", "sm_90", "{input}"] + OUT,
                          f"cuTile Python 1.7.0 output {name} for sm_90"))
        if stem.endswith(".13.4.noarch"):
            for gpu in NOARCH_TARGETS:
                cases.append(case(f"corpus/{stem}.{gpu}", path, ["--gpu-name", gpu, "{input}"] + OUT,
                                  f"cuTile Python 1.7.0 output {name} (no target) for {gpu}"))
    return cases


def malformed_cases():
    folder = "conformance/inputs/malformed"
    return [case(f"malformed/{name[:-7]}", f"{folder}/{name}", ["--gpu-name", "sm_90", "{input}"] + OUT,
                 f"test/Bytecode/Inputs/make_malformed.py's {name}: one defect in a minimal 13.4 module"
                 if name != "base.tilebc" else "the minimal valid 13.4 module the malformed inputs derive from")
            for name in sorted(os.listdir(os.path.join(ROOT, folder)))]


def generated_cases():
    cases = []
    for folder, what in [("fuzz/regressions/tilebc-read", "fuzzer regression"),
                         ("proptest/bytecode/regressions", "property-test regression"),
                         ("test/Corpus/probes/out", "hand-built probe (test/Corpus/probes)")]:
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(".tilebc"):
                cases.append(case(f"generated/{name[:-7]}", f"{folder}/{name}",
                                  ["--gpu-name", "sm_90", "{input}"] + OUT, f"{what} {name}"))
    return cases


def driver_cases():
    """The cases of test/Driver/Inputs/differential.py, same names."""
    E = f"{DRIVER_BC}/empty-13.4.tilebc"
    K = f"{CORPUS}/atomic_mix.13.4.tilebc"
    c = []

    def add(name, args, input_path=E, **extra):
        c.append(case(f"driver/{name}", input_path, args, "driver: " + " ".join(
            a.replace("{input}", os.path.basename(input_path or "")) for a in args), **extra))
    add("no-input", [], None)
    add("help", ["--help"], None)
    add("version", ["--version"], None)
    add("list-versions", ["--list-versions"], None)
    add("unknown-option", ["--bogus", "{input}"] + OUT)
    add("too-many-inputs", ["{input}", "{input}"] + OUT)
    add("unknown-gpu", ["--gpu-name", "sm_99", "{input}"] + OUT)
    add("gpu-missing", ["{input}"] + OUT)
    add("gpu-missing-kernel", ["{input}"] + OUT, K)
    add("arch-alias", ["--arch", "sm_90", "{input}"] + OUT)
    add("gpu-equals", ["--gpu-name=sm_90", "{input}"] + OUT)
    for g in SUPPORTED:
        add("gpu-" + g, ["--gpu-name", g, "{input}"] + OUT)
    for g in EXTENSIONS:
        add("gpu-ext-" + g, ["--gpu-name", g, "{input}"] + OUT)
    s100 = ["--gpu-name", "sm_100"]
    add("opt-4", s100 + ["-O4", "{input}"] + OUT)
    add("opt-negative", s100 + ["-O-1", "{input}"] + OUT)
    add("opt-not-integer", s100 + ["--opt-level=x", "{input}"] + OUT)
    add("opt-separate-value", s100 + ["-O", "2", "{input}"] + OUT)
    add("opt-equals", s100 + ["-O=2", "{input}"] + OUT)
    add("opt-0", s100 + ["-O0", "{input}"] + OUT)
    add("opt-1", s100 + ["-O1", "{input}"] + OUT)
    add("opt-level-2", s100 + ["--opt-level", "2", "{input}"] + OUT)
    add("debug-O3", s100 + ["-g", "{input}"] + OUT)
    add("debug-O0", s100 + ["-O0", "-g", "{input}"] + OUT)
    add("debug-long-O0", s100 + ["-O0", "--device-debug=true", "{input}"] + OUT)
    add("lineinfo", s100 + ["--lineinfo", "{input}"] + OUT)
    add("lineinfo-false", s100 + ["--lineinfo=false", "{input}"] + OUT)
    add("host-arch-aarch64", s100 + ["--host-arch", "aarch64", "{input}"] + OUT)
    add("host-arch-arm64ec", s100 + ["--host-arch", "arm64ec", "{input}"] + OUT)
    add("host-os-windows", s100 + ["--host-os", "windows", "{input}"] + OUT)
    add("host-os-mac", s100 + ["--host-os", "mac", "{input}"] + OUT)
    add("sanitize-memcheck", s100 + ["--sanitize", "memcheck", "{input}"] + OUT)
    add("sanitize-unknown", s100 + ["--sanitize", "foo", "{input}"] + OUT)
    add("remarks-yaml", ["--gpu-name", "sm_120", "--remark-format=yaml", "--remarks=all",
                         "--remarks-output-file=r.yaml", "{input}"] + OUT)
    add("input-missing", s100 + ["/nonexistent/in.tilebc"] + OUT, None)
    add("input-directory", s100 + ["{input}"] + OUT, DRIVER_BC)
    add("output-unwritable", s100 + ["{input}", "-o", "/nonexistent/out.cubin"])
    add("output-stdout", s100 + ["{input}", "-o", "-"])
    add("output-default", s100 + ["{input}"])
    # The order of the checks: header before options, options before the body.
    add("order-opt4-not-bytecode", ["-O4", "{input}"] + OUT, f"{DRIVER_BC}/text.bin")
    add("order-nogpu-bad-version", ["{input}"] + OUT, f"{DRIVER_BC}/version-13.5.tilebc")
    add("order-nogpu-truncated", ["{input}"] + OUT, f"{DRIVER_BC}/truncated-half.tilebc")
    add("order-opt4-truncated", ["--gpu-name", "sm_90", "-O4", "{input}"] + OUT,
        f"{DRIVER_BC}/truncated-half.tilebc")
    add("order-debug-corrupt", ["--gpu-name", "sm_90", "-g", "{input}"] + OUT,
        f"{DRIVER_BC}/corrupt-body.tilebc")
    for name in sorted(os.listdir(os.path.join(ROOT, DRIVER_BC))):
        if not name.startswith("empty-"):
            add("input-" + name, s100 + ["{input}"] + OUT, f"{DRIVER_BC}/{name}")
    for version in ["13.1", "13.2", "13.3", "13.4", "13.5"]:
        for gpu in ["sm_120", "sm_100"]:
            add(f"probe-{version}-{gpu}", ["{input}", "-o", "probe.cubin", "--gpu-name", gpu],
                f"{DRIVER_BC}/empty-{version}.tilebc", output_file="probe.cubin")
    for version in ["13.1", "13.2", "13.3", "13.4"]:
        add(f"kernel-atomic_mix-{version}", s100 + ["{input}"] + OUT,
            f"{CORPUS}/atomic_mix.{version}.tilebc")
    add("kernel-verifier-error", s100 + ["{input}"] + OUT, f"{CORPUS}/unsigned_floordiv.13.4.tilebc")
    add("kernel-arch-incompatible", ["--gpu-name", "sm_90", "{input}"] + OUT,
        f"{CORPUS}/fp8_e5m3.13.4.noarch.tilebc")
    return c


def header_version(path):
    """MAJOR.MINOR of a bytecode file with a valid magic, else None."""
    try:
        with open(os.path.join(ROOT, path), "rb") as f:
            head = f.read(10)
    except OSError:
        return None
    if len(head) < 10 or head[:8] != b"\x7fTileIR\x00":
        return None
    return f"{head[8]}.{head[9]}"


def gpu_of(args):
    for i, a in enumerate(args):
        for opt in ("--gpu-name", "--arch"):
            if a == opt and i + 1 < len(args):
                return args[i + 1]
            if a.startswith(opt + "="):
                return a.split("=", 1)[1]
    return None


def classify(rc, stderr, c):
    """(phase, stderr substring) for what the reference did."""
    lines = [l for l in stderr.splitlines() if l.strip()]
    first = lines[0] if lines else ""
    if rc == 0:
        return ("accept" if c.get("cubin") else "info"), None
    if rc == 1:
        if "unable to read input file" in stderr:
            return "input", "unable to read input file"
        if "no input file provided" in stderr:
            return "cmdline", "error: no input file provided"
        msg = first.split("tileiras: ", 1)[-1]
        msg = msg.split("  Try:")[0]
        return "cmdline", msg
    if rc == 2:
        if not stderr.strip():
            return "output", None
        return "options", first.split("error: ", 1)[-1]
    if rc == 3:
        # The first line says what was wrong; NVIDIA's decode and verify
        # errors are followed by a generic "does not correspond" line.
        if "error at offset" in first:
            return "decode", "error at offset"
        if "unsupported Tile IR bytecode version" in first:
            return "header", first.split("error: ", 1)[-1]
        if "does not correspond to Tile IR bytecode" in first:
            return "header", "input does not correspond to Tile IR bytecode"
        message = first.split("error: ", 1)[-1]
        # MLIR's verifier names the op: "'cuda_tile.divi' op ...".
        return ("verify" if re.search(r"'[\w.]+' op ", message) else "decode"), message
    if rc == 5:
        return "lower", first.split("error: ")[-1]
    raise SystemExit(f"{c['id']}: unexpected exit status {rc}: {first}")


def expectation(c, obs):
    output_file = c.get("output_file", "out.cubin")
    if "-o" in c["args"]:
        output_file = c["args"][c["args"].index("-o") + 1]
    elif c["args"] and c.get("input") and "{input}" in c["args"]:
        output_file = "elf.o"
    if output_file.startswith("/"):
        output_file = os.path.basename(output_file)
    cubin = None
    if obs.output is not None and elf.is_elf(obs.output):
        cubin = elf.parse(obs.output)
    c["cubin"] = cubin is not None
    stderr = obs.stderr_text()
    phase, substring = classify(obs.returncode, stderr, c)
    exp = {"phase": phase, "exit": obs.returncode}
    if substring:
        exp["stderr"] = substring
    if phase == "info":
        out = obs.stdout.decode(errors="replace").strip().splitlines()
        exp["stdout"] = {"help": "--gpu-name", "version": "Cuda compilation tools, release",
                         "list-versions": "13.4"}.get(c["id"].split("/")[-1], out[0] if out else "")
    if phase == "accept":
        exp["output"] = "cubin"
        exp["output_file"] = output_file
        exp["entries"] = cubin.kernels
    elif c.get("input") and "{input}" in c["args"]:
        exp["output"] = "none"
        exp["output_file"] = output_file
    if "{input}" in c["args"] or phase != "info":
        exp["files"] = obs.files
    first = stderr.strip().splitlines()
    reference = f"exit {obs.returncode}" + (f"; stderr: {first[0]}" if first else "")
    return exp, reference


def gates(c, exp):
    requires, unless = {}, {}
    version = header_version(c["input"]) if c.get("input") else None
    gpu = gpu_of(c["args"])
    if exp["phase"] in ("accept", "options", "decode", "verify", "lower", "output") or \
            (exp["phase"] == "cmdline" and gpu in SUPPORTED):
        if version:
            requires["versions"] = [version]
        if gpu and gpu in SUPPORTED:
            requires["gpus"] = [gpu]
    if exp["phase"] == "header" and version:
        unless["versions"] = [version]
    if exp["phase"] == "cmdline" and gpu and gpu not in SUPPORTED:
        unless["gpus"] = [gpu]
    return requires, unless


def write(c, obs):
    exp, reference = expectation(c, obs)
    requires, unless = gates(c, exp)
    data = {"description": c["description"]}
    if c.get("input"):
        data["input"] = c["input"]
    data["args"] = c["args"]
    if requires:
        data["requires"] = requires
    if unless:
        data["unless"] = unless
    data["expect"] = exp
    data["reference"] = "NVIDIA tileiras 13.4.92: " + sanitize(reference, REFERENCE)
    path = os.path.join(HERE, "tests", c["id"] + ".json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(dumps(data))


def dumps(data):
    """One key per line, `expect` one key per line too, values compact."""
    def compact(v):
        return json.dumps(v, ensure_ascii=False)
    lines = []
    for key, value in data.items():
        if key == "expect":
            inner = [f'  {json.dumps(k)}: {compact(v)}' for k, v in value.items()]
            lines.append(f' "expect": {{\n' + ",\n".join(inner) + "\n }")
        else:
            lines.append(f" {json.dumps(key)}: {compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def sanitize(text, reference):
    """No paths of this machine in the committed tests."""
    return text.replace(reference, "tileiras").replace(ROOT + "/", "").replace(ROOT, ".")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("reference")
    p.add_argument("-j", type=int, default=2)
    p.add_argument("--only", action="append", default=[])
    a = p.parse_args()
    global REFERENCE
    REFERENCE = os.path.abspath(a.reference)
    cases = corpus_cases() + malformed_cases() + generated_cases() + driver_cases()
    if a.only:
        cases = [c for c in cases if any(fnmatch.fnmatchcase(c["id"], g) for g in a.only)]
    else:
        shutil.rmtree(os.path.join(HERE, "tests"), ignore_errors=True)

    def one(c):
        t = suite.Test(c["id"], "", {"input": c.get("input"), "args": c["args"],
                                     "expect": {"output_file": c.get("output_file", "out.cubin")}})
        if "-o" in c["args"]:
            t.expect["output_file"] = c["args"][c["args"].index("-o") + 1]
        elif c.get("input") and "{input}" in c["args"]:
            t.expect["output_file"] = "elf.o"
        if t.expect["output_file"].startswith("/"):
            t.expect["output_file"] = "-none-"
        return c, running.observe(os.path.abspath(a.reference), t, ROOT, 600)
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        for c, obs in pool.map(one, cases):
            write(c, obs)
            print(f"{c['id']}: exit {obs.returncode}", flush=True)
    print(f"{len(cases)} tests written")


if __name__ == "__main__":
    main()
