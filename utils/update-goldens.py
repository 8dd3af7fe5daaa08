#!/usr/bin/env python3
"""Regenerates the golden PTX of the corpus kernels: golden/<kernel>/<target>.ptx.

Each kernel of test/Corpus (its 13.4 bytecode, test/Corpus/bytecode/<kernel>.13.4.tilebc;
the architecture-independent .13.4.noarch.tilebc for a kernel that has only that) is compiled
for every target with

    tileiras --gpu-name <target> -O3 --save-ptx <golden> -o <tmp>.cubin <bytecode>

and the PTX handed to ptxas becomes the golden. A kernel x target that does not compile gets
no golden (an old one is removed) and is listed in golden/README.md with the first line of
its error, which this script also writes. The script prints a table kernel x target.

The PTX depends on the toolkit the driver finds (libdevice is linked from next to ptxas), so
the toolkit is pinned: CUDA_ROOT is set to --toolkit, by default the pip `nvidia/cu13` of the
project's .venv (scripts/setup.sh pins it); test/Golden/golden.test uses the same one.

usage: utils/update-goldens.py --tileiras build/bin/tileiras [--kernels a,b] [--targets sm_90,...]
                               [--toolkit DIR] [--jobs N]

test/Golden/check_goldens.py imports this file for the kernel list, the targets and the
compile command, so that the check and the regeneration cannot drift apart.
"""
import argparse
import concurrent.futures
import glob
import hashlib
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Names as given to --gpu-name. NVIDIA's tileiras also accepts sm_87, sm_88 and sm_107,
# which have no goldens (sm_107 is unknown to LLVM 22's NVPTX backend).
TARGETS = ["sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"]

COMPILE_TIMEOUT_S = 600


def ptxas_arch(target):
    """The -arch the driver (like NVIDIA's) gives ptxas for --gpu-name target: sm_90 and
    newer compile for the arch-specific variant (docs/driver.md)."""
    m = re.fullmatch(r"sm_(\d+)([af]?)", target)
    if not m:
        raise ValueError("not a target name: " + target)
    if m.group(2) or int(m.group(1)) < 90:
        return target
    return target + "a"


def bytecode_dir(root=ROOT):
    return os.path.join(root, "test", "Corpus", "bytecode")


def corpus_kernels(bc_dir):
    """{kernel: bytecode path}, sorted by name: every <kernel>.13.4.tilebc, and
    <kernel>.13.4.noarch.tilebc where no arch-specific 13.4 file exists (fp8_e5m3, which
    cuTile refuses to export for sm_90)."""
    kernels = {}
    for path in sorted(glob.glob(os.path.join(bc_dir, "*.13.4.tilebc"))):
        kernels[os.path.basename(path)[:-len(".13.4.tilebc")]] = path
    for path in sorted(glob.glob(os.path.join(bc_dir, "*.13.4.noarch.tilebc"))):
        kernels.setdefault(os.path.basename(path)[:-len(".13.4.noarch.tilebc")], path)
    return dict(sorted(kernels.items()))


def default_toolkit(root=ROOT):
    """The pinned pip toolkit (ptxas + libdevice) of the project's .venv, or None."""
    found = sorted(glob.glob(os.path.join(root, ".venv", "lib", "python3*", "site-packages",
                                          "nvidia", "cu13")))
    for tk in found:
        if os.path.exists(os.path.join(tk, "bin", "ptxas")):
            return tk
    return None


def toolkit_env(toolkit):
    """Environment for our tileiras: CUDA_ROOT wins over CUDA_HOME and CUDA_PATH."""
    env = dict(os.environ)
    if toolkit:
        env["CUDA_ROOT"] = toolkit
    return env


def toolkit_description(toolkit):
    """One line naming the ptxas release and the libdevice the PTX was made with."""
    if not toolkit:
        return "toolkit found by the driver (CUDA_ROOT/CUDA_HOME/CUDA_PATH/PATH)"
    ptxas = os.path.join(toolkit, "bin", "ptxas")
    try:
        out = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout
        release = [l for l in out.splitlines() if l.startswith("Cuda compilation tools")]
        release = release[0].split(", ", 1)[1] if release else "unknown release"
    except OSError as e:
        release = "ptxas not runnable (%s)" % e
    libdevice = os.path.join(toolkit, "nvvm", "libdevice", "libdevice.10.bc")
    if os.path.exists(libdevice):
        with open(libdevice, "rb") as f:
            ld = "libdevice md5 " + hashlib.md5(f.read()).hexdigest()
    else:
        ld = "no libdevice"
    return "ptxas %s, %s" % (release, ld)


SKIPPED_FRAMES = ("llvm::sys::", "0x", "__pthread_kill", "raise", "abort", "__assert",
                  "llvm::report_fatal_error", "llvm::llvm_unreachable_internal")


def crash_summary(stderr, rc):
    """For LLVM's crash report: 'crash (SIGSEGV) in <first frame below the signal handlers>',
    or 'crash (SIGABRT): <LLVM ERROR/assertion> [in pass '<innermost pass>']'."""
    import signal
    try:
        sig = signal.Signals(-rc).name if rc < 0 else "status %d" % rc
    except ValueError:
        sig = "signal %d" % -rc
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    message = next((l for l in lines if l.startswith("LLVM ERROR:") or "Assertion" in l
                    or "error:" in l), None)
    passes = re.findall(r"^\d+\.\s+Running pass '([^']*)'", stderr, re.M)
    where = " [in pass '%s']" % passes[-1] if passes else ""
    if message:
        return "crash (%s): %s%s" % (sig, message, where)
    for line in lines:
        m = re.match(r"#\d+ 0x[0-9a-f]+ (\S.*)", line)
        if not m:
            continue
        frame = m.group(1).replace("(anonymous namespace)", "{anonymous}")
        frame = re.sub(r"\[abi:\w+\]", "", frame).split("(", 1)[0].strip()
        if not frame or frame.startswith(SKIPPED_FRAMES):
            continue
        return "crash (%s) in %s%s" % (sig, frame, where)
    return "crash (%s)%s" % (sig, where)


def first_error_line(stderr, rc, tileiras=None):
    """The first non-empty stderr line; for a crash, the summary above. Without machine
    paths (the README is committed)."""
    crashed = rc < 0 or "Stack dump:" in stderr
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    if crashed:
        line = crash_summary(stderr, rc)
    elif lines:
        line = lines[0]
    else:
        return "exit status %d, nothing on stderr" % rc
    if tileiras:
        line = line.replace(tileiras, "tileiras")
    return line.replace(ROOT + os.sep, "")


def compile_ptx(tileiras, bytecode, target, toolkit, workdir, cwd=ROOT):
    """Compiles bytecode for target at -O3. Returns (ptx, None) or (None, first error line).
    The input is named relative to cwd (the source root), so that nothing that depends on
    the checkout's location can reach the PTX."""
    os.makedirs(workdir, exist_ok=True)
    fd, ptx_path = tempfile.mkstemp(suffix=".ptx", dir=workdir)
    os.close(fd)
    os.unlink(ptx_path)
    cubin = ptx_path[:-4] + ".cubin"
    rel = os.path.relpath(bytecode, cwd)
    cmd = [tileiras, "--gpu-name", target, "-O3", "--save-ptx", ptx_path, "-o", cubin, rel]
    try:
        proc = subprocess.run(cmd, cwd=cwd, env=toolkit_env(toolkit), capture_output=True,
                              text=True, errors="replace", timeout=COMPILE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None, "timed out after %d s" % COMPILE_TIMEOUT_S
    try:
        if proc.returncode != 0:
            return None, first_error_line(proc.stderr, proc.returncode, tileiras)
        if not os.path.exists(ptx_path):
            return None, "status 0 but no PTX written (does this tileiras know --save-ptx?)"
        with open(ptx_path, encoding="utf-8", errors="replace") as f:
            return f.read(), None
    finally:
        for p in (ptx_path, cubin):
            if os.path.exists(p):
                os.unlink(p)


def golden_path(golden_dir, kernel, target):
    return os.path.join(golden_dir, kernel, target + ".ptx")


def existing_goldens(golden_dir):
    """[(kernel, target)] of every golden file."""
    out = []
    for path in sorted(glob.glob(os.path.join(golden_dir, "*", "*.ptx"))):
        out.append((os.path.basename(os.path.dirname(path)), os.path.basename(path)[:-4]))
    return out


# golden/README.md keeps the errors between these markers, one row per kernel and error
# (targets space-separated), so that a run over some kernels or targets keeps the others'.
BEGIN = "<!-- errors:begin -->"
END = "<!-- errors:end -->"


def md_escape(text):
    return text.replace("\\", "\\\\").replace("|", "\\|")


def md_split_row(line):
    cells, cur, i = [], "", 0
    body = line.strip()[1:-1] if line.strip().startswith("|") else line.strip()
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            cur += body[i + 1]
            i += 2
            continue
        if c == "|":
            cells.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    cells.append(cur.strip())
    return cells


def read_recorded_errors(readme):
    """{(kernel, target): error} from a README written by this script."""
    errors = {}
    if not os.path.exists(readme):
        return errors
    inside = False
    for line in open(readme, encoding="utf-8"):
        if line.startswith(BEGIN):
            inside = True
            continue
        if line.startswith(END):
            break
        if not inside or not line.startswith("|") or line.startswith("|---") \
                or line.startswith("| kernel |"):
            continue
        cells = md_split_row(line)
        if len(cells) != 3:
            continue
        kernel, targets, error = cells
        for t in (TARGETS if targets == "all" else targets.split()):
            errors[(kernel.strip("`"), t)] = error.strip("`")
    return errors


def status_table(kernels, targets, status):
    """Plain-text table kernel x target; status[(k, t)] is "ok", an error string or absent."""
    width = max([len("kernel")] + [len(k) for k in kernels])
    cols = [max(len(t), 5) for t in targets]
    lines = [("%-*s  %s" % (width, "kernel", "  ".join("%-*s" % (w, t) for w, t in zip(cols, targets)))).rstrip()]
    for k in kernels:
        cells = []
        for w, t in zip(cols, targets):
            s = status.get((k, t))
            cells.append("%-*s" % (w, "-" if s is None else "ok" if s == "ok" else "error"))
        lines.append(("%-*s  %s" % (width, k, "  ".join(cells))).rstrip())
    return lines


def group_errors(kernels, targets, status):
    """[(kernel, [targets], error)] with the targets sharing an error grouped."""
    rows = []
    for k in kernels:
        by_error = {}
        for t in targets:
            s = status.get((k, t))
            if s is not None and s != "ok":
                by_error.setdefault(s, []).append(t)
        for error, ts in by_error.items():
            rows.append((k, ts, error))
    return rows


def write_readme(path, kernels, targets, status, tool_version, toolkit_line):
    ok = sum(1 for k in kernels for t in targets if status.get((k, t)) == "ok")
    total = len(kernels) * len(targets)
    lines = [
        "# Golden PTX",
        "",
        "`<kernel>/<target>.ptx` is the PTX our `tileiras` hands to ptxas for the 13.4 bytecode",
        "of a corpus kernel (`test/Corpus/bytecode/<kernel>.13.4.tilebc`, or `.13.4.noarch.tilebc`",
        "where only that exists) with `--gpu-name <target> -O3`. Written by",
        "`utils/update-goldens.py` (which also writes this file); checked by",
        "`test/Golden/golden.test`, which recompiles every golden, diffs it and assembles it",
        "with ptxas for its target (`-arch sm_90a` for `sm_90` and newer).",
        "",
        "A golden is our own output: it guards against unintended changes, it does not say the",
        "PTX is right (the GPU tests in `test/GPU` and the interpreter do). When a change to",
        "the PTX is intended, review the diff the test prints, then regenerate:",
        "",
        "```sh",
        "python3 utils/update-goldens.py --tileiras build/bin/tileiras [--kernels a,b] [--targets sm_90]",
        "```",
        "",
        "Generated with: `%s`; toolkit (`CUDA_ROOT`): %s." % (tool_version, toolkit_line),
        "",
        "## State",
        "",
        "%d of %d kernel x target pairs compile and have a golden (%d kernels, %d targets)." % (
            ok, total, len(kernels), len(targets)),
        "",
        "```",
    ] + status_table(kernels, targets, status) + [
        "```",
        "",
        "`ok`: golden written; `error`: does not compile (below); `-`: not generated yet.",
        "",
        "## Without a golden",
        "",
        "Kernel x target pairs that do not compile (`all`: every target), with the first line",
        "of the error (for a crash: the signal and the LLVM error or the crashing function).",
        "NVIDIA's tileiras 13.4 refuses the same pairs: `unsigned_floordiv` is invalid input",
        "(`test/Corpus/README.md`); `bitcast_fp8` before sm_89 (\"unsupported type",
        "'f8E4M3FN'\"; it refuses sm_89 too, where PTX 8.1 has the conversions and we",
        "compile it); `fp8_e5m3` everywhere (\"unsupported type 'fnv8E5M3FNU'\"). A row",
        "not explained here is a gap in the lowering.",
        "",
        BEGIN,
        "| kernel | targets | error |",
        "|---|---|---|",
    ]
    for k, ts, error in group_errors(kernels, targets, status):
        lines.append("| `%s` | %s | `%s` |" % (k, "all" if ts == TARGETS else " ".join(ts),
                                             md_escape(error).replace("`", "'")))
    lines += [END, ""]
    text = "\n".join(lines)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def tool_version(tileiras):
    try:
        out = subprocess.run([tileiras, "--version"], capture_output=True, text=True).stdout
    except OSError as e:
        return "tileiras not runnable (%s)" % e
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    return lines[-1] if lines else "unknown"


def parse_list(text, allowed, what):
    if text is None:
        return list(allowed)
    items = [x for x in text.split(",") if x]
    bad = [x for x in items if x not in allowed]
    if bad:
        sys.exit("unknown %s: %s (known: %s)" % (what, ", ".join(bad), ", ".join(allowed)))
    return items


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tileiras", required=True, help="our tileiras binary")
    ap.add_argument("--kernels", help="comma-separated subset of the corpus kernels")
    ap.add_argument("--targets", help="comma-separated subset of: " + ",".join(TARGETS))
    ap.add_argument("--toolkit", help="CUDA toolkit root for the driver (bin/ptxas, "
                    "nvvm/libdevice); default: the pip nvidia/cu13 of .venv")
    ap.add_argument("--golden-dir", default=os.path.join(ROOT, "golden"))
    ap.add_argument("--bytecode-dir", default=bytecode_dir(),
                    help="where <kernel>.13.4.tilebc live (default: the corpus)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)

    tileiras = os.path.abspath(args.tileiras)
    if not os.access(tileiras, os.X_OK):
        sys.exit("error: not an executable: " + args.tileiras)
    toolkit = args.toolkit or default_toolkit()
    if toolkit is None:
        sys.exit("error: no pip toolkit in .venv (run scripts/setup.sh) and no --toolkit given")
    toolkit = os.path.abspath(toolkit)
    all_kernels = corpus_kernels(args.bytecode_dir)
    kernels = parse_list(args.kernels, list(all_kernels), "kernel")
    targets = parse_list(args.targets, TARGETS, "target")
    golden_dir = os.path.abspath(args.golden_dir)
    readme = os.path.join(golden_dir, "README.md")

    # What is known about the pairs this run does not redo.
    status = {}
    recorded = read_recorded_errors(readme)
    for k in all_kernels:
        for t in TARGETS:
            if os.path.exists(golden_path(golden_dir, k, t)):
                status[(k, t)] = "ok"
            elif (k, t) in recorded:
                status[(k, t)] = recorded[(k, t)]

    jobs = [(k, t) for k in kernels for t in targets]
    with tempfile.TemporaryDirectory(prefix="goldens.") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(compile_ptx, tileiras, all_kernels[k], t, toolkit, work): (k, t)
                       for k, t in jobs}
            results = {}
            for fut in concurrent.futures.as_completed(futures):
                results[futures[fut]] = fut.result()

    written = unchanged = removed = 0
    for (k, t) in jobs:
        ptx, error = results[(k, t)]
        path = golden_path(golden_dir, k, t)
        if error is not None:
            status[(k, t)] = error
            if os.path.exists(path):
                os.unlink(path)
                removed += 1
            continue
        status[(k, t)] = "ok"
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old == ptx:
            unchanged += 1
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(ptx)
        written += 1

    # Goldens of kernels or targets that no longer exist.
    for k, t in existing_goldens(golden_dir):
        if k not in all_kernels or t not in TARGETS:
            os.unlink(golden_path(golden_dir, k, t))
            removed += 1
    for d in glob.glob(os.path.join(golden_dir, "*")):
        if os.path.isdir(d) and not os.listdir(d):
            os.rmdir(d)

    all_names = list(all_kernels)
    where = "pip `nvidia/cu13` of `.venv`" if toolkit == default_toolkit() else "given with --toolkit"
    write_readme(readme, all_names, TARGETS, status, tool_version(tileiras),
                 where + ", " + toolkit_description(toolkit))

    shown = [k for k in all_names if k in kernels]
    print("\n".join(status_table(shown, targets, status)))
    errors = group_errors(shown, targets, status)
    if errors:
        print("\ncompile errors (first line):")
        for k, ts, error in errors:
            where = "all targets" if ts == targets and len(targets) > 1 else " ".join(ts)
            print("  %s (%s): %s" % (k, where, error))
    ok = sum(1 for k, t in jobs if status[(k, t)] == "ok")
    print("\n%d of %d kernel x target compiled; goldens: %d written, %d unchanged, %d removed; "
          "%s updated" % (ok, len(jobs), written, unchanged, removed,
                          os.path.relpath(readme, os.getcwd())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
