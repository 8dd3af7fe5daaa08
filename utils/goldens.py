#!/usr/bin/env python3
"""What the golden tools share: the targets and their SM tiers, the corpus, the pinned
toolkit, the compile command, the golden layout golden/<kernel>/<tiers>.ptx (one file
for the tiers that share a body), and the errors recorded in golden/README.md.

Imported by utils/update-goldens.py (which writes the goldens), test/Golden/check_goldens.py
(which checks them) and test/Golden/check_intent_mutations.py, so that regeneration and
checks cannot drift apart.
"""
import concurrent.futures
import glob
import hashlib
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Names as given to --gpu-name. NVIDIA's tileiras also accepts sm_87, sm_88 and sm_107,
# which have no goldens (sm_107 is unknown to LLVM 22's NVPTX backend).
TARGETS = ["sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"]

# The SM tiers: targets whose PTX bodies (all but the .version/.target lines) are identical
# for every corpus kernel, so one golden file per kernel and tier records them. The split
# follows what changes the body today (docs/testing.md has the evidence):
#   sm_80            PTX 7.0: no `_` sink operand, so a half of a b32 is moved out through a
#                    scratch register ({ .reg .b16 tmp; mov.b32 {%rs, tmp}, %r; })
#   sm_86+89         PTX 7.1 and 7.8: `mov.b32 {%rs, _}, %r`
#   sm_90            sm_90a: griddepcontrol, the sm_90 entry hints (.maxnreg), cp/mov.b64 forms
#   sm_100           PTX 8.6, and the bytecode's sm_100 entry hints (batched_matmul .maxnreg 128)
#   sm_103, sm_110   PTX 8.8 and 9.0: three-input max.f32/min.NaN.f32; tcgen05 dots
#                    (kind::i8 on sm_110 only: int_matmul differs)
#   sm_120           PTX 8.7: two-input max/min, no sm_100 hints
#   sm_121           PTX 8.8: three-input max/min like sm_103/sm_110, but mma.sync dots
#                    (no tcgen05)
# A tier's golden is the whole PTX of its first target that compiles; tiers whose goldens
# are the same but for those lines share one file, golden/<kernel>/<tiers>.ptx (the tier
# names joined by commas, or `all`), which holds the first one's PTX. update-goldens.py
# refuses to write when two targets of one tier disagree, and prints the split the
# output supports; then this table is what to change.
TIERS = {
    "sm_80": ["sm_80"],
    "sm_86+89": ["sm_86", "sm_89"],
    "sm_90": ["sm_90"],
    "sm_100": ["sm_100"],
    "sm_103": ["sm_103"],
    "sm_110": ["sm_110"],
    "sm_120": ["sm_120"],
    "sm_121": ["sm_121"],
}
TIER_OF = {t: tier for tier, ts in TIERS.items() for t in ts}
assert sorted(TIER_OF, key=TARGETS.index) == TARGETS, "every target in exactly one tier"

# The header lines that legitimately differ between the targets of a tier.
HEADER_RE = re.compile(r"^(\s*)\.(version|target)\b.*$", re.M)


def normalize(ptx):
    """The PTX with its .version and .target lines reduced to the directive name: what a
    tier's targets must agree on."""
    return HEADER_RE.sub(lambda m: "%s.%s <per target>" % (m.group(1), m.group(2)), ptx)


def target_directive(ptx):
    """The first operand of `.target`, or None."""
    m = re.search(r"^\s*\.target\s+(\w+)", ptx, re.M)
    return m.group(1) if m else None

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


def golden_name(tiers):
    """The file name (without .ptx) of a golden shared by these tiers: `all`, or the tier
    names in TIERS order joined by commas."""
    tiers = [t for t in TIERS if t in tiers]
    return "all" if tiers == list(TIERS) else ",".join(tiers)


def golden_tiers(name):
    """The tiers a golden file name stands for, or None if it names no tiers."""
    tiers = list(TIERS) if name == "all" else name.split(",")
    if not tiers or any(t not in TIERS for t in tiers) or golden_name(tiers) != name:
        return None
    return tiers


def golden_path(golden_dir, kernel, name):
    return os.path.join(golden_dir, kernel, name + ".ptx")


def existing_goldens(golden_dir):
    """[(kernel, name)] of every golden file."""
    out = []
    for path in sorted(glob.glob(os.path.join(golden_dir, "*", "*.ptx"))):
        out.append((os.path.basename(os.path.dirname(path)), os.path.basename(path)[:-4]))
    return out


def golden_map(golden_dir):
    """({(kernel, tier): file name}, [problems]): which file holds each tier's golden.
    A problem is a file whose name is no list of tiers, or a tier in two files."""
    where, problems = {}, []
    for k, name in existing_goldens(golden_dir):
        tiers = golden_tiers(name)
        if tiers is None:
            problems.append("golden/%s/%s.ptx: the name is not `all` or tiers joined by commas "
                            "(tiers: %s)" % (k, name, ", ".join(TIERS)))
            continue
        for t in tiers:
            if (k, t) in where:
                problems.append("golden/%s: tier %s is in both %s.ptx and %s.ptx"
                                % (k, t, where[(k, t)], name))
            where[(k, t)] = name
    return where, problems


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




def compile_all(tileiras, pairs, bytecodes, toolkit, workdir, jobs, cwd=ROOT):
    """{(kernel, target): (ptx, error)} for every pair, jobs compiles at a time."""
    def one(kt):
        return compile_ptx(tileiras, bytecodes[kt[0]], kt[1], toolkit, workdir, cwd=cwd)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return dict(zip(pairs, pool.map(one, pairs)))
