#!/usr/bin/env python3
"""Sweeps the entry hints of the corpus GEMM and attention kernels (issue 14, must-show 4).

For each kernel, hint combination and target: rewrite the entry's `optimization_hints=<...>`
in the corpus bytecode (test/Corpus/bytecode/<kernel>.13.4.tilebc, read back as text) to
`<KEY = {num_cta_in_cga = c, num_worker_warps_per_cta = w, occupancy = o}>` (KEY: the
target, or `default` with --key default; a hint left out of a combination is absent),
write 13.4 bytecode with tileiras-translate, and compile it with our tileiras at -O3 to a
cubin. Each outcome is one of

  compiled   status 0 and a cubin; the PTX's .reqntid and .maxnreg are also checked
             against docs/driver.md's hint table (a difference is `wrong-launch`)
  refused    a non-zero status with an `error:` line (the verifier of tileiras-translate
             refuses what the dialect forbids, e.g. num_cta_in_cga > 1 for sm_80)
  crashed    a signal, an LLVM crash report, or a failure without any error message
  hung       no answer within --timeout seconds

With --emulate-targets, the compiled variants are run on the CPU through
test/GPU/run_corpus.py --emulate --cp-async both (the host emulator; compared with numpy
and the interpreter). Hints that only reach ptxas (occupancy -> .maxnreg) leave the LLVM
IR unchanged, so one variant per distinct IR (--save-llvm, without nvvm.maxnreg) is run
and its verdict covers every combination with that IR. --nvidia also compiles each
variant with NVIDIA's tileiras (the pinned one of .venv) and records its verdict.

The last line is the summary `crashed: N, hung: N` (the lit test checks it). Exit status:
0 when nothing crashed, hung, failed emulation or had a wrong launch shape, else 1.

usage: bench/hints/sweep.py [--bin-dir build/bin] [--kernels matmul,...] [--targets sm_80,...]
                            [--set sample|full|small|warps] [--key target|default]
                            [--emulate-targets sm_80,sm_90] [--emulate-mutate M] [--nvidia]
                            [--timeout 120]
                            [-j 1] [--work DIR] [--markdown FILE] [--json FILE]
"""
import argparse
import concurrent.futures
import datetime
import glob
import hashlib
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

KERNELS = ["matmul", "batched_matmul", "tf32_matmul", "int_matmul", "attention"]
TARGETS = ["sm_80", "sm_90", "sm_100", "sm_120"]
OCCUPANCY = [1, 2, 4, 8, 16, 32]
CGA = [1, 2, 4, 8, 16]
WARPS = [1, 2, 4, 8, 16, 32]
NAMES = ("occupancy", "num_cta_in_cga", "num_worker_warps_per_cta")


# The corpus, toolkit and error-summary helpers of the golden tools.
sys.path.insert(0, os.path.join(ROOT, "utils"))
import goldens as UG  # noqa: E402


def combinations(which):
    """Hint dicts {name: value}; a name left out is not written."""
    if which == "full":
        return [dict(zip(NAMES, c)) for c in itertools.product(OCCUPANCY, CGA, WARPS)]
    if which == "warps":  # the warp counts NVIDIA 13.5 gives and 13.4 did not, alone
        return [{"num_worker_warps_per_cta": w} for w in (1, 2, 16, 32)]
    if which == "small":  # the lit test: no hint, each extreme alone, everything at most
        return [{}, {"occupancy": 32}, {"num_cta_in_cga": 16}, {"num_worker_warps_per_cta": 1},
                {"num_worker_warps_per_cta": 32},
                {"occupancy": 32, "num_cta_in_cga": 16, "num_worker_warps_per_cta": 32}]
    # sample: no hint; every value of each hint alone (plus occupancies that are legal but
    # not powers of two); the eight corners of the cube; a few points inside it.
    out = [{}]
    out += [{"occupancy": o} for o in OCCUPANCY + [3, 24]]
    out += [{"num_cta_in_cga": c} for c in CGA]
    out += [{"num_worker_warps_per_cta": w} for w in WARPS]
    out += [dict(zip(NAMES, c)) for c in itertools.product((1, 32), (1, 16), (1, 32))]
    out += [dict(zip(NAMES, c)) for c in ((2, 2, 8), (4, 4, 16), (8, 2, 2), (3, 8, 4))]
    return out


def tag(combo):
    short = {"occupancy": "o", "num_cta_in_cga": "c", "num_worker_warps_per_cta": "w"}
    return "_".join("%s%d" % (short[n], combo[n]) for n in NAMES if n in combo) or "none"


def describe(combo):
    return ", ".join("%s = %d" % (n, combo[n]) for n in sorted(combo)) or "(none)"


# Hints contain no parenthesis, so the greedy argument list ends before them.
ENTRY_HINTS = re.compile(r"^(\s*entry @\w+\(.*\))(?: optimization_hints=<.*>)? \{$", re.M)


def with_hints(text, key, combo):
    """The disassembly with the entry's hints replaced (keys sorted, as the printer does)."""
    body = ", ".join("%s = %d" % (n, combo[n]) for n in sorted(combo))
    new, count = ENTRY_HINTS.subn(lambda m: "%s optimization_hints=<%s = {%s}> {" % (m.group(1), key, body),
                                  text)
    if count != 1:
        raise ValueError("expected one entry with optimization_hints, found %d" % count)
    return new


def expected_launch(combo):
    """(.reqntid x, .maxnreg or None) per docs/driver.md (NVIDIA 13.5's rule): 32*min(w, 32)
    threads for a power-of-two w (128 without the hint or for another w);
    8*floor(65536/(8*o*T')) registers with T' = max(T, 128) and o capped at the CTAs per SM
    (8, 5, 3, 1 for 128, 256, 512, 1024 threads), none when that leaves o <= 1."""
    w = combo.get("num_worker_warps_per_cta")
    threads = 32 * min(w, 32) if w and w > 0 and w & (w - 1) == 0 else 128
    t = max(threads, 128)
    o = min(combo.get("occupancy", 1), {128: 8, 256: 5, 512: 3}.get(t, 1))
    return threads, (65536 // (o * t) // 8 * 8 if o > 1 else None)


def expected_specialized_launch(combo):
    """The same for a kernel tileiras-warp-specialize split (its PTX has setmaxnreg;
    docs/lowering.md): a producer warpgroup beside the T tile threads, and the register
    limit the warpgroups share: 128, or 8*floor(65536/(8*o*(T+128))) when the occupancy
    hint o > 1 asks for less."""
    threads, _ = expected_launch(combo)
    o = combo.get("occupancy", 1)
    limit = 128 if o <= 1 else min(128, 65536 // (o * (threads + 128)) // 8 * 8)
    return threads + 128, limit


def classify(rc, stderr, tool):
    """('compiled'|'refused'|'crashed', message or '')."""
    crashed = rc < 0 or "Stack dump:" in stderr or "PLEASE submit a bug report" in stderr
    line = UG.first_error_line(stderr, rc, tool) if rc != 0 else ""
    at = line.find(": error: ")  # NVIDIA prefixes its message with the whole di_loc
    if at >= 0 and not line.startswith("error:"):
        line = line[at + 2:]
    if crashed:
        return "crashed", line
    if rc == 0:
        return "compiled", ""
    if "error" not in line.lower():
        return "crashed", "no error message: " + line
    return "refused", line


def run(cmd, env, timeout):
    try:
        p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                           errors="replace", timeout=timeout)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return None, ""


def rel(path):
    return os.path.relpath(path, ROOT)


def normalized_ir(path):
    """The LLVM IR without what only ptxas reads (.maxnreg) and without the module id."""
    text = re.sub(r'"nvvm\.maxnreg"="\d+" ?', "", open(path, errors="replace").read())
    lines = [l for l in text.splitlines() if not l.startswith("; ModuleID")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def sweep_one(args, tools, kernel, text, target, combo):
    """One variant: translate, compile (ours, and NVIDIA's with --nvidia)."""
    key = target if args.key == "target" else "default"
    d = os.path.join(args.work, kernel, target, tag(combo))
    os.makedirs(d, exist_ok=True)
    row = {"kernel": kernel, "target": target, "hints": combo, "key": key, "dir": d}
    mlir = os.path.join(d, kernel + ".13.4.mlir")
    # run_corpus.py finds the entry's signature by the bytecode's file name.
    bc = os.path.join(d, kernel + ".13.4.tilebc")
    with open(mlir, "w") as f:
        f.write(with_hints(text, key, combo))
    translate = [tools["translate"], "--mlir-to-tilebc", "--bytecode-version=13.4", "--no-implicit-module",
                 rel(mlir), "-o", rel(bc)]
    rc, err = run(translate, None, args.timeout)
    ours = [tools["tileiras"], "--gpu-name", target, "-O3", "--save-ptx", rel(os.path.join(d, "k.ptx")),
            "--save-llvm", rel(os.path.join(d, "k.ll")), "-o", rel(os.path.join(d, "k.cubin")), rel(bc)]
    # Run in the variant's directory (kept with --work): no path of this machine in the report.
    row["command"] = " && ".join(" ".join([os.path.basename(c[0])] + c[1:]) for c in (translate, ours)).replace(
        rel(d) + os.sep, "")
    if rc is None:
        row["ours"] = {"verdict": "hung", "stage": "translate", "message": "no answer in %d s" % args.timeout}
        return row
    if rc != 0:
        verdict, msg = classify(rc, err, tools["translate"])
        row["ours"] = {"verdict": verdict, "stage": "translate", "message": msg}
        return row
    rc, err = run(ours, tools["env"], args.timeout)
    if rc is None:
        row["ours"] = {"verdict": "hung", "stage": "tileiras", "message": "no answer in %d s" % args.timeout}
    else:
        verdict, msg = classify(rc, err, tools["tileiras"])
        row["ours"] = {"verdict": verdict, "stage": "tileiras", "message": msg}
        if verdict == "compiled":
            if not os.path.exists(os.path.join(d, "k.cubin")):
                row["ours"] = {"verdict": "crashed", "stage": "tileiras", "message": "status 0 but no cubin"}
            else:
                ptx = open(os.path.join(d, "k.ptx")).read()
                ntid = re.search(r"\.reqntid (\d+)", ptx)
                nreg = re.search(r"\.maxnreg (\d+)", ptx)
                got = (int(ntid.group(1)) if ntid else None, int(nreg.group(1)) if nreg else None)
                want = (expected_specialized_launch(combo) if "setmaxnreg" in ptx
                        else expected_launch(combo))
                row["ours"]["launch"] = list(got)
                if got != want:
                    row["ours"]["wrong_launch"] = "reqntid/maxnreg %s, expected %s" % (got, want)
                row["ir"] = normalized_ir(os.path.join(d, "k.ll"))
    if tools.get("nvidia"):
        cubin = os.path.join(d, "nvidia.cubin")
        rc, err = run([tools["nvidia"], "--gpu-name", target, "-O3", "-o", rel(cubin), rel(bc)],
                      tools["nvidia_env"], args.timeout)
        if rc is None:
            row["nvidia"] = {"verdict": "hung", "message": "no answer in %d s" % args.timeout}
        else:
            verdict, msg = classify(rc, err, tools["nvidia"])
            row["nvidia"] = {"verdict": verdict, "message": msg}
    return row


def emulate(args, tools, kernel, target, row):
    """run_corpus.py --emulate on the variant's bytecode: (verdict, detail)."""
    d = row["dir"]
    cmd = [sys.executable, os.path.join(ROOT, "test", "GPU", "run_corpus.py"), "--emulate",
           "--bin-dir", tools["bin_dir"], "--arch", target, "--cp-async", "both", "--kernels", kernel,
           "--bytecode-dir", d, "--work", os.path.join(d, "emu")]
    if tools.get("toolkit"):
        cmd += ["--toolkit", tools["toolkit"]]
    if args.emulate_mutate:
        cmd += ["--mutate", args.emulate_mutate]
    try:
        p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, errors="replace",
                           timeout=args.emulate_timeout)
    except subprocess.TimeoutExpired:
        return "hung", "emulation gave no answer in %d s" % args.emulate_timeout
    line = next((l for l in p.stdout.splitlines() if l.startswith(kernel + ":")), "")
    status = line[len(kernel) + 1:].strip()
    if p.returncode == 0 and status.startswith("ok"):
        return "pass", status
    if status.startswith("not-run") or p.returncode == 77:  # 77: no clang-22 for the emulator
        return "not-run", status or p.stdout.strip()
    detail = [l.strip() for l in p.stdout.splitlines()[1:] if l.startswith("    ")][:1]
    detail = (status + (": " + detail[0] if detail else "")) or (p.stderr.strip().splitlines() or ["?"])[-1]
    # The emulator stops a CTA whose live threads all wait on each other ("deadlock in CTA").
    return ("hung" if "deadlock" in p.stdout + p.stderr else "fail"), detail


def md(s):
    return s.replace("|", "\\|")


def report(args, rows, emu, tools):
    out = ["# Hint sweep: %s" % ", ".join(args.kernels), "",
           "`bench/hints/sweep.py --set %s --key %s --targets %s%s%s` on %s. Hints are written "
           "under the %s key of the entry's `optimization_hints`; bytecode 13.4; ours at -O3 "
           "with the pinned ptxas." % (
               args.set, args.key, ",".join(args.targets),
               " --emulate-targets " + ",".join(args.emulate_targets) if args.emulate_targets else "",
               " --nvidia" if tools.get("nvidia") else "",
               datetime.date.today().isoformat(), "target's" if args.key == "target" else "`default`"),
           "", "| kernel | target | tried | compiled | refused | crashed | hung | wrong launch | emulated (IRs) | pass | fail | not-run |" +
           (" NVIDIA compiled / refused / crashed / hung |" if tools.get("nvidia") else ""),
           "|---|---|---|---|---|---|---|---|---|---|---|---|" + ("---|" if tools.get("nvidia") else "")]
    for kernel in args.kernels:
        for target in args.targets:
            rs = [r for r in rows if r["kernel"] == kernel and r["target"] == target]
            n = lambda v, side="ours": sum(1 for r in rs if side in r and r[side]["verdict"] == v)
            wrong = sum(1 for r in rs if "wrong_launch" in r["ours"])
            e = emu.get((kernel, target))
            if e is None:
                ecols = " | | |"
                eruns = ""
            else:
                ecount = lambda v: sum(e["covers"][i] for i, vv in enumerate(e["verdicts"]) if vv == v)
                eruns = "%d (%d)" % (sum(e["covers"]), len(e["verdicts"]))
                ecols = "%d | %d | %d |" % (ecount("pass"), ecount("fail") + ecount("hung"), ecount("not-run"))
            line = "| %s | %s | %d | %d | %d | %d | %d | %d | %s | %s" % (
                kernel, target, len(rs), n("compiled"), n("refused"), n("crashed"), n("hung"), wrong,
                eruns, ecols)
            if tools.get("nvidia"):
                line += " %d / %d / %d / %d |" % tuple(n(v, "nvidia") for v in ("compiled", "refused", "crashed", "hung"))
            out.append(line)
    out += ["", "Emulated: combinations covered by the run (distinct LLVM IRs actually run); "
            "pass/fail/not-run count combinations.", ""]
    messages = {}
    for r in rows:
        if r["ours"]["verdict"] == "refused":
            messages.setdefault(r["ours"]["message"], []).append(r)
    if messages:
        out += ["## Refusals (ours)", ""]
        for msg, rs in sorted(messages.items()):
            out.append("- %d× `%s` (e.g. %s, %s, %s)" % (len(rs), md(msg), rs[0]["kernel"], rs[0]["target"],
                                                        describe(rs[0]["hints"])))
        out.append("")
    bad = [r for r in rows if r["ours"]["verdict"] in ("crashed", "hung") or "wrong_launch" in r["ours"]]
    out += ["## Crashes, hangs and wrong launch shapes (ours)", ""]
    out += ["- %s %s, %s: %s %s (`%s`)" % (r["kernel"], r["target"], describe(r["hints"]), r["ours"]["verdict"],
                                           md(r["ours"].get("wrong_launch") or r["ours"]["message"]),
                                           r["command"]) for r in bad] or ["None."]
    fails = [(k, t, v) for (k, t), e in emu.items() for v in e["failures"]]
    out += ["", "## Emulation failures", ""]
    out += ["- %s %s: %s" % f for f in fails] or ["None."]
    if tools.get("nvidia"):
        nv = {}
        for r in rows:
            if "nvidia" in r and r["nvidia"]["verdict"] != "compiled":
                nv.setdefault((r["nvidia"]["verdict"], r["nvidia"]["message"]), []).append(r)
        out += ["", "## NVIDIA's tileiras: what it does not compile", ""]
        for (v, msg), rs in sorted(nv.items()):
            out.append("- %s, %d×: `%s` (e.g. %s %s, %s)" % (v, len(rs), md(msg[:200]), rs[0]["kernel"],
                                                            rs[0]["target"], describe(rs[0]["hints"])))
        if not nv:
            out.append("It compiles every variant that reached it.")
    return "\n".join(out) + "\n"


def self_test():
    """The classification, the rewriting and the expected launch shape on canned inputs."""
    problems = []
    def want(got, expected, what):
        if got != expected:
            problems.append("%s: %r, expected %r" % (what, got, expected))
    want(classify(-11, "Stack dump:\n0. Program arguments: tileiras\n", "tileiras")[0], "crashed", "SIGSEGV")
    want(classify(134, "LLVM ERROR: x\nPLEASE submit a bug report\n", "tileiras")[0], "crashed", "abort")
    want(classify(1, "", "tileiras")[0], "crashed", "no message")
    want(classify(3, "a.mlir:2:3: error: 'cuda_tile.entry' op bad\n", "tileiras"),
         ("refused", "error: 'cuda_tile.entry' op bad"), "refusal")  # grouped without the location
    want(classify(0, "", "tileiras"), ("compiled", ""), "success")
    want(run([sys.executable, "-c", "import time; time.sleep(5)"], None, 0.5), (None, ""), "timeout")
    line = '  entry @k(%a: tile<i32> loc(#loc1)) optimization_hints=<default = {occupancy = 2}> {\n'
    want(with_hints(line, "sm_90", {"occupancy": 4, "num_worker_warps_per_cta": 8}),
         '  entry @k(%a: tile<i32> loc(#loc1)) optimization_hints=<sm_90 = '
         '{num_worker_warps_per_cta = 8, occupancy = 4}> {\n', "rewrite")
    want(with_hints("  entry @k() {\n", "default", {}), "  entry @k() optimization_hints=<default = {}> {\n",
         "insert")
    # docs/driver.md: occupancy 3 gives .maxnreg 168 with 128 threads, 80 with 256; 9 gives 64.
    want(expected_launch({"occupancy": 3}), (128, 168), "o3")
    # NVIDIA 13.5 on sm_90: 512 threads, o = 3 -> 40 and o = 32 -> 40; 256 threads, o = 9 ->
    # 48; 32 threads count as 128; 1024 threads never get .maxnreg.
    want(expected_launch({"occupancy": 3, "num_worker_warps_per_cta": 16}), (512, 40), "o3 w16")
    want(expected_launch({"occupancy": 32, "num_worker_warps_per_cta": 16}), (512, 40), "o32 w16")
    want(expected_launch({"occupancy": 9, "num_worker_warps_per_cta": 8}), (256, 48), "o9 w8")
    want(expected_launch({"occupancy": 9, "num_worker_warps_per_cta": 1}), (32, 64), "o9 w1")
    want(expected_launch({"occupancy": 2, "num_worker_warps_per_cta": 32}), (1024, None), "o2 w32")
    want(expected_launch({"num_worker_warps_per_cta": 6}), (128, None), "w6")
    want(expected_launch({"occupancy": 1}), (128, None), "o1")
    # A warp-specialized kernel: 128 + 128 threads, 128 registers or the hint's share.
    want(expected_specialized_launch({}), (256, 128), "ws")
    want(expected_specialized_launch({"occupancy": 2}), (256, 128), "ws o2")
    want(expected_specialized_launch({"occupancy": 4}), (256, 64), "ws o4")
    for p in problems:
        print("self-test: " + p)
    print("self-test: %s" % ("ok" if not problems else "%d problems" % len(problems)))
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin-dir", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--kernels", default=",".join(KERNELS))
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--set", choices=["sample", "full", "small", "warps"], default="sample",
                    help="which combinations (default sample: each hint alone, the corners, a few more)")
    ap.add_argument("--key", choices=["target", "default"], default="target",
                    help="write the hints under the compiled target's key or under `default`")
    ap.add_argument("--emulate-targets", default="", help="comma-separated; empty: no emulation")
    ap.add_argument("--nvidia", action="store_true", help="also compile with NVIDIA's tileiras of .venv")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per compile; more is a hang")
    ap.add_argument("--emulate-timeout", type=int, default=600)
    ap.add_argument("--emulate-mutate", default="", help="break the emulator as run_corpus.py --mutate "
                    "does (drop-barriers, ...), to show that the sweep notices wrong kernels")
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--work", help="scratch directory (default: a temporary one, removed)")
    ap.add_argument("--markdown", help="write the report there as well")
    ap.add_argument("--json", help="every row as JSON")
    ap.add_argument("--self-test", action="store_true", help="check the script's own logic and exit")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    args.kernels = args.kernels.split(",")
    args.targets = args.targets.split(",")
    args.emulate_targets = [t for t in args.emulate_targets.split(",") if t]

    toolkit = UG.default_toolkit(ROOT)
    tools = {"bin_dir": os.path.abspath(args.bin_dir), "toolkit": toolkit,
             "tileiras": os.path.join(os.path.abspath(args.bin_dir), "tileiras"),
             "translate": os.path.join(os.path.abspath(args.bin_dir), "tileiras-translate"),
             "env": UG.toolkit_env(toolkit)}
    for name in ("tileiras", "translate"):
        if not os.access(tools[name], os.X_OK):
            print("error: no %s in %s" % (os.path.basename(tools[name]), args.bin_dir), file=sys.stderr)
            return 2
    if args.nvidia:
        found = sorted(glob.glob(os.path.join(ROOT, ".venv", "lib", "python3*", "site-packages",
                                              "nvidia", "cu13", "bin", "tileiras")))
        if not found or not toolkit:
            print("error: --nvidia needs NVIDIA's tileiras in .venv (scripts/setup.sh)", file=sys.stderr)
            return 2
        tools["nvidia"] = found[0]
        # NVIDIA's tileiras finds ptxas through CUDA_HOME (CUDA_ROOT is ours only).
        env = {k: v for k, v in os.environ.items() if k not in ("CUDA_ROOT", "CUDA_PATH")}
        tools["nvidia_env"] = dict(env, CUDA_HOME=toolkit)

    # The corpus bytecode read back as a whole module with its locations (the disassembly
    # in test/Corpus/mlir has neither), so that a refusal names the source line.
    texts = {}
    for k in args.kernels:
        bc = os.path.join(UG.bytecode_dir(ROOT), k + ".13.4.tilebc")
        p = subprocess.run([tools["translate"], "--tilebc-to-mlir", "--mlir-print-debuginfo", rel(bc)],
                           cwd=ROOT, capture_output=True, text=True, errors="replace")
        if p.returncode != 0:
            print("error: reading %s: %s" % (rel(bc), p.stderr.strip()[:300]), file=sys.stderr)
            return 2
        texts[k] = p.stdout

    keep = bool(args.work)
    args.work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="hint-sweep."))
    jobs = [(k, t, c) for k in args.kernels for t in args.targets for c in combinations(args.set)]
    rows = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
            for row in pool.map(lambda j: sweep_one(args, tools, j[0], texts[j[0]], j[1], j[2]), jobs):
                rows.append(row)
                o = row["ours"]
                if o["verdict"] != "compiled" or "wrong_launch" in o:
                    print("%s %s %s: %s %s" % (row["kernel"], row["target"], describe(row["hints"]),
                                               o["verdict"], o.get("wrong_launch") or o["message"]),
                          file=sys.stderr)

        # One emulation per distinct IR of a (kernel, target); its verdict covers the others.
        emu = {}
        for k in args.kernels:
            for t in args.emulate_targets:
                groups = {}
                for r in rows:
                    if r["kernel"] == k and r["target"] == t and r["ours"]["verdict"] == "compiled":
                        groups.setdefault(r["ir"], []).append(r)
                e = emu[(k, t)] = {"verdicts": [], "covers": [], "failures": []}
                for ir, rs in groups.items():
                    verdict, detail = emulate(args, tools, k, t, rs[0])
                    e["verdicts"].append(verdict)
                    e["covers"].append(len(rs))
                    for r in rs:
                        r["emulation"] = {"verdict": verdict, "detail": detail, "run_by": tag(rs[0]["hints"])}
                    if verdict in ("fail", "hung"):
                        e["failures"].append("%s (and %d more with this IR): %s" % (
                            describe(rs[0]["hints"]), len(rs) - 1, detail))
                    print("emulated %s %s %s (%d combinations): %s" % (k, t, describe(rs[0]["hints"]), len(rs),
                                                                       verdict), file=sys.stderr)
    finally:
        if not keep:
            shutil.rmtree(args.work, ignore_errors=True)

    for r in rows:
        del r["dir"]
    text = report(args, rows, emu, tools)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows}, f, indent=1)
    print(text, end="")
    count = lambda v: sum(1 for r in rows if r["ours"]["verdict"] == v)
    crashed, hung = count("crashed"), count("hung") + sum(1 for e in emu.values() for v in e["verdicts"] if v == "hung")
    wrong = sum(1 for r in rows if "wrong_launch" in r["ours"])
    emu_fail = sum(1 for e in emu.values() for v in e["verdicts"] if v == "fail")
    print("tried: %d, compiled: %d, refused: %d, wrong launch: %d, emulation failures: %d" % (
        len(rows), count("compiled"), count("refused"), wrong, emu_fail))
    print("crashed: %d, hung: %d" % (crashed, hung))
    return 0 if crashed + hung + wrong + emu_fail == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
