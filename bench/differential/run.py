#!/usr/bin/env python3
"""Whole-compile differential: our tileiras against NVIDIA's on generated
programs and mutants of the corpus, for every target NVIDIA accepts.

Each program is written to bytecode 13.4 by our writer (tileiras-translate),
read first by NVIDIA's tileirdisasm (a program it cannot read is a generator
or writer bug, counted apart and never compiled), then compiled per target by
ours, NVIDIA 13.4 and, when given, NVIDIA 13.5. Ours agrees with NVIDIA 13.4
when both exit 0 or both refuse with the same status. A crash of ours (signal,
"LLVM ERROR", a stack dump, a sanitizer report, an internal compiler error)
or a hang (timeout) is a finding. Disagreements are grouped into classes; a
class is intended only when docs/testing.md lists it between the
compile-differential-intended markers. Exit status 1 on a finding, a
generator bug, an unlisted class or (with --check-stale) a listed class that
the run did not see.

Placeholders (programs.py): values our verifier refuses cannot be written by
our writer, so the program is written twice with two valid markers and the
bytes that differ are patched to the wanted value.
"""
import argparse
import collections
import concurrent.futures
import fnmatch
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import programs  # noqa: E402

CRASH_MARKS = ["LLVM ERROR", "Stack dump", "PLEASE submit a bug report", "internal compiler error",
               "Assertion", "AddressSanitizer", "UndefinedBehaviorSanitizer", "runtime error:",
               "Segmentation fault", "Aborted"]


def nvidia_targets():
    spec = json.load(open(os.path.join(ROOT, "spec", "targets.json")))
    return [t["name"] for t in spec["targets"] if t["nvidia_accepts"]]


def run(cmd, timeout, env=None, cwd=None):
    """(status, stderr); status 'timeout' on a hang, -N on signal N."""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env, cwd=cwd)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    return p.returncode, (p.stderr + p.stdout).decode(errors="replace")


def first_error(text):
    """The first error line; NVIDIA's generic failure with the warning before
    it, which says what failed."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for i, ln in enumerate(lines):
        if "error" in ln:
            warnings = [w for w in lines[:i] if w.startswith("warning:")]
            if "failed to compile Tile IR program" in ln and warnings:
                return warnings[0] + " / " + ln
            return ln
    return lines[0] if lines else ""


def normalize(msg):
    """A message without file names, positions and numbers, for grouping."""
    msg = re.sub(r"^\S*?(\.tilebc|\.mlir)(:\d+)*:\s*", "", msg)
    msg = re.sub(r"\S*/(p\.tilebc|prog\.tilebc)", "<file>", msg)
    msg = re.sub(r"\s*\(at [^)]*\)", "", msg)
    msg = re.sub(r"loc\([^)]*\):\s*", "", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    msg = re.sub(r"'[^']*(gen|_K)[^']*'", "'<kernel>'", msg)
    return msg[:140]


class Tools:
    def __init__(self, args):
        self.ours = os.path.abspath(args.ours)
        self.translate = os.path.abspath(args.translate)
        nv = os.path.abspath(args.nvidia)
        if os.path.isfile(nv):  # the tileiras binary: its folder
            nv = os.path.dirname(nv)
        self.nv = os.path.join(nv, "tileiras")
        self.disasm = os.path.join(nv, "tileirdisasm")
        self.env = dict(os.environ, CUDA_HOME=os.path.dirname(nv))
        nv135 = os.path.abspath(args.nvidia_13_5) if args.nvidia_13_5 else None
        self.nv135 = os.path.join(nv135, "tileiras") if nv135 else None
        # 13.5's package has no ptxas nor libdevice: it runs with 13.4's root.
        self.env135 = self.env
        self.timeout = args.timeout


def write_bytecode(tools, text, wanted, work):
    """Our writer's bytes for the text (placeholders patched), or (None, why)."""
    def write(values, name):
        src = os.path.join(work, name + ".mlir")
        out = os.path.join(work, name + ".tilebc")
        t = text
        for key, v in values.items():
            t = t.replace(key, str(v))
        open(src, "w").write(t)
        rc, err = run([tools.translate, "--mlir-to-tilebc", "--bytecode-version=13.4", src,
                       "-o", out], tools.timeout)
        if rc != 0:
            return None, "our writer refused: " + normalize(first_error(err))
        return open(out, "rb").read(), None
    if not wanted:
        return write({}, "prog")
    a, why = write({k: v[1] for k, v in wanted.items()}, "marker-a")
    if a is None:
        return None, why
    b, why = write({k: v[2] for k, v in wanted.items()}, "marker-b")
    if b is None or len(a) != len(b):
        return None, "placeholder not patchable"
    out = bytearray(a)
    for i, (x, y) in enumerate(zip(a, b)):
        if x == y:
            continue
        hits = [v for v in wanted.values() if (x, y) == (v[1], v[2])]
        zig = [v for v in wanted.values() if (x, y) == (2 * v[1], 2 * v[2])]
        if len({h[0] for h in hits}) == 1 and hits[0][0] < 128:
            out[i] = hits[0][0]
        elif len({h[0] for h in zig}) == 1 and zig[0][0] < 64:
            out[i] = 2 * zig[0][0]
        else:
            return None, "placeholder not patchable"
    open(os.path.join(work, "prog.tilebc"), "wb").write(bytes(out))
    return bytes(out), None


def compile_one(tools, tool, env, bc, target, work):
    out = os.path.join(work, f"{os.path.basename(tool)}-{target}.cubin")
    rc, err = run([tool, "--gpu-name", target, bc, "-o", out], tools.timeout, env=env, cwd=work)
    if os.path.exists(out):
        os.remove(out)
    return rc, err


def crash_of(rc, err):
    if rc == "timeout":
        return "hang"
    if isinstance(rc, int) and rc < 0:
        return f"signal {-rc}"
    for mark in CRASH_MARKS:
        if mark in err:
            return mark
    return None


def sample(tools, name, text, wanted, targets, root):
    work = os.path.join(root, "programs", name)
    os.makedirs(work, exist_ok=True)
    result = {"name": name, "targets": {}}
    data, why = write_bytecode(tools, text, wanted, work)
    if data is None:
        result["unwritten"] = why
        return result
    bc = os.path.join(work, "prog.tilebc")
    open(bc, "wb").write(data)
    rc, err = run([tools.disasm, bc], tools.timeout, env=tools.env)
    if rc != 0:
        result["nvidia_unreadable"] = normalize(first_error(err))
        return result
    nvidia_slow = None
    for target in targets:
        if nvidia_slow:  # NVIDIA's time goes with the program, not the target
            result.setdefault("skipped", []).append(target)
            continue
        o = compile_one(tools, tools.ours, tools.env, bc, target, work)
        n = compile_one(tools, tools.nv, tools.env, bc, target, work)
        if n[0] == "timeout":
            nvidia_slow = target
        r = {"ours": o[0], "nvidia": n[0], "ours_msg": normalize(first_error(o[1])),
             "nvidia_msg": normalize(first_error(n[1]))}
        crash = crash_of(*o)
        if crash:
            r["crash"] = crash
        if tools.nv135:
            r["nvidia_13_5"] = compile_one(tools, tools.nv135, tools.env135, bc, target, work)[0]
        result["targets"][target] = r
    return result


def disagreement_class(target, r):
    refusing = r["ours_msg"] if r["ours"] != 0 else r["nvidia_msg"]
    side = "ours" if r["ours"] != 0 else "nvidia"
    key = f"nvidia {r['nvidia']} / ours {r['ours']}: {side}: {refusing}"
    return key


def intended_classes(doc):
    text = open(doc).read()
    m = re.search(r"<!-- compile-differential-intended:begin -->(.*?)"
                  r"<!-- compile-differential-intended:end -->", text, re.S)
    if not m:
        sys.exit("error: no compile-differential-intended list in " + doc)
    # | `name` | `pattern` | bounded run: yes/no | reason |
    return re.findall(r"^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|\s*(yes|no)\s*\|", m.group(1), re.M)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ours", required=True, help="our tileiras")
    ap.add_argument("--translate", required=True, help="our tileiras-translate")
    ap.add_argument("--nvidia", required=True,
                    help="NVIDIA 13.4's tileiras (or its folder, which has tileirdisasm)")
    ap.add_argument("--nvidia-13-5", help="folder of NVIDIA 13.5's tileiras (optional)")
    ap.add_argument("--corpus", default=os.path.join(ROOT, "test", "Corpus", "bytecode"))
    ap.add_argument("--intended", default=os.path.join(ROOT, "docs", "testing.md"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generated", type=int, default=20, help="generated programs")
    ap.add_argument("--mutants", type=int, default=1, help="mutants per corpus kernel")
    ap.add_argument("--targets", default="all", help="comma list or 'all' (NVIDIA's)")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--check-stale", action="store_true",
                    help="fail on listed classes marked for the bounded run that it did not see")
    ap.add_argument("--corpus-every", type=int, default=1,
                    help="mutate every Nth corpus kernel only")
    ap.add_argument("--summarize", action="store_true",
                    help="print the tables of --work's results.jsonl (a run cut short) only")
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    tools = Tools(args)
    targets = nvidia_targets() if args.targets == "all" else args.targets.split(",")
    args.work = os.path.abspath(args.work)
    os.makedirs(args.work, exist_ok=True)

    samples = [(f"gen-{args.seed}-{i}",) + programs.generate(args.seed, i)
               for i in range(args.generated)]
    corpus = sorted(f for f in os.listdir(args.corpus) if f.endswith(".13.4.noarch.tilebc"))
    for f in corpus[::args.corpus_every] if args.mutants else []:
        p = subprocess.run([tools.translate, "--tilebc-to-mlir", os.path.join(args.corpus, f)],
                           capture_output=True, text=True)
        if p.returncode != 0:
            continue
        stem = f.split(".")[0]
        for i in range(args.mutants):
            m = programs.mutate(p.stdout, args.seed, i, stem)
            if m:
                samples.append((f"mut-{args.seed}-{stem}-{i}", m[0], m[2]))

    # Generated programs and mutants alternate, so that a run cut short has both.
    gen = [x for x in samples if x[0].startswith("gen-")]
    mut = [x for x in samples if not x[0].startswith("gen-")]
    samples = [x for pair in zip(gen, mut) for x in pair] + gen[len(mut):] + mut[len(gen):]
    start = time.time()
    # One line per program as it finishes: --summarize reads a run cut short.
    log_path = os.path.join(args.work, "results.jsonl")
    if args.summarize:
        results = [json.loads(line) for line in open(log_path)]
        samples = [s for s in samples if s[0] in {r["name"] for r in results}]
    else:
        log = open(log_path, "w")

        def one(s):
            r = sample(tools, s[0], s[1], s[2], targets, args.work)
            log.write(json.dumps(r) + "\n")
            log.flush()
            return r
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one, samples))
    elapsed = time.time() - start

    listed = intended_classes(args.intended)
    per_target = {t: collections.Counter() for t in targets}
    classes = collections.defaultdict(list)
    findings, unwritten, unreadable = [], collections.Counter(), collections.Counter()
    agree135 = total135 = 0
    for res in results:
        if "unwritten" in res:
            unwritten[res["unwritten"]] += 1
            continue
        if "nvidia_unreadable" in res:
            unreadable[res["nvidia_unreadable"]] += 1
            findings.append(f"{res['name']}: NVIDIA's tileirdisasm cannot read it: "
                            f"{res['nvidia_unreadable']}")
            continue
        for target, r in res["targets"].items():
            c = per_target[target]
            c["pairs"] += 1
            if r.get("crash"):
                findings.append(f"{res['name']} {target}: ours {r['crash']}: {r['ours_msg']}")
            if "nvidia_13_5" in r:
                total135 += 1
                agree135 += (r["ours"] == r["nvidia_13_5"])
            if r["ours"] == r["nvidia"]:
                c["agree"] += 1
                c["accept" if r["ours"] == 0 else "refuse"] += 1
                continue
            c["differ"] += 1
            classes[disagreement_class(target, r)].append((res["name"], target, r))

    generated = sum(1 for s in samples if s[0].startswith("gen-"))
    print(f"whole-compile differential: seed {args.seed}, {len(samples)} programs "
          f"({generated} generated, {len(samples) - generated} corpus mutants), "
          f"{len(targets)} targets, {elapsed:.0f} s")
    unwritten_generated = sum(1 for r in results if "unwritten" in r and r["name"].startswith("gen-"))
    print(f"not written (our verifier refuses the text): {sum(unwritten.values())} "
          f"({unwritten_generated} generated, the rest mutants); "
          f"unreadable by NVIDIA: {sum(unreadable.values())}")
    for why, n in unwritten.most_common(8):
        print(f"  {n:4} {why}")
    print(f"{'target':8} {'pairs':>6} {'agree':>6} {'(both 0)':>9} {'(both refuse)':>13} {'differ':>7}")
    tot = collections.Counter()
    for t in targets:
        c = per_target[t]
        tot.update(c)
        print(f"{t:8} {c['pairs']:6} {c['agree']:6} {c['accept']:9} {c['refuse']:13} {c['differ']:7}")
    pct = 100.0 * tot["agree"] / tot["pairs"] if tot["pairs"] else 0.0
    print(f"{'all':8} {tot['pairs']:6} {tot['agree']:6} {tot['accept']:9} {tot['refuse']:13} "
          f"{tot['differ']:7}  agreement {pct:.2f}%")
    if total135:
        print(f"against NVIDIA 13.5: {agree135}/{total135} agree "
              f"({100.0 * agree135 / total135:.2f}%)")
    skipped = sum(len(r.get("skipped", [])) for r in results)
    if skipped:
        print(f"pairs skipped after NVIDIA timed out on the program: {skipped}")
    crashes = sum(1 for f in findings if " ours " in f and "hang" not in f)
    hangs = sum(1 for f in findings if "ours hang" in f)
    print(f"crashes of ours: {crashes}; hangs of ours: {hangs}")

    problems = list(findings)
    seen = set()
    print("disagreement classes:")
    for key, hits in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        match = next((name for name, pattern, _ in listed if fnmatch.fnmatchcase(key, pattern)),
                     None)
        name, target, r = hits[0]
        tag = f"intended: {match}" if match else "UNLISTED"
        if match:
            seen.add(match)
        else:
            problems.append(f"unlisted disagreement class: {key}")
        v135 = f", 13.5 {r['nvidia_13_5']}" if "nvidia_13_5" in r else ""
        print(f"  {len(hits):5}  [{tag}] {key}")
        print(f"         e.g. {name} {target}: nvidia {r['nvidia']} [{r['nvidia_msg']}]{v135}; "
              f"ours {r['ours']} [{r['ours_msg']}]")
    if args.check_stale:
        for name, _, bounded in listed:
            if bounded == "yes" and name not in seen:
                problems.append(f"listed class not seen in this run: {name}")
    for p in problems:
        print("problem: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
