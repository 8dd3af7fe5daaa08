"""Runs one test in a fresh scratch folder and judges what the binary did."""
import os
import shutil
import subprocess
import tempfile
import time

from . import elf
from .capabilities import gate
from .suite import expected_failure

PASS, FAIL, UNSUPPORTED, XFAIL = "PASS", "FAIL", "UNSUPPORTED", "XFAIL"


class Observation:
    """What one run did: exit status (negative: killed by that signal, None:
    timed out), stdout/stderr bytes, the files left in the scratch folder and
    the output's bytes (None when there is no output)."""

    def __init__(self, returncode, stdout, stderr, files, output):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.files = files
        self.output = output

    def stderr_text(self):
        return self.stderr.decode(errors="replace")


class Result:
    def __init__(self, test, status, reasons, observation=None, seconds=0.0, xfail_reason=None):
        self.test = test
        self.status = status
        self.reasons = reasons
        self.observation = observation
        self.seconds = seconds
        self.xfail_reason = xfail_reason


def command(binary, test, source_root):
    path = os.path.abspath(os.path.join(source_root, test.input)) if test.input else ""
    return [binary] + [a.replace("{input}", path) for a in test.args]


def observe(binary, test, source_root, timeout, env=None):
    scratch = tempfile.mkdtemp(prefix="tileiras-conform-")
    try:
        try:
            proc = subprocess.run(command(binary, test, source_root), cwd=scratch,
                                  capture_output=True, timeout=timeout, env=env)
            returncode, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
        except subprocess.TimeoutExpired as e:
            returncode, stdout, stderr = None, e.stdout or b"", e.stderr or b""
        files = sorted(os.listdir(scratch))
        name = test.expect.get("output_file", "out.cubin")
        output = None
        if name == "-":
            output = stdout if stdout else None
        elif os.path.isfile(os.path.join(scratch, name)):
            with open(os.path.join(scratch, name), "rb") as f:
                output = f.read()
        return Observation(returncode, stdout, stderr, files, output)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def judge(test, obs):
    """The list of ways `obs` misses the test's expectation (empty: PASS)."""
    exp = test.expect
    problems = []
    if obs.returncode is None:
        return ["timed out"]
    if obs.returncode < 0:
        return [f"killed by signal {-obs.returncode} (crash)"]
    if obs.returncode != exp["exit"]:
        first = obs.stderr_text().strip().splitlines()
        problems.append(f"exit status {obs.returncode}, expected {exp['exit']} "
                        f"(phase {exp['phase']}); stderr: {first[0] if first else '(empty)'}")
    if "stderr" in exp and exp["stderr"] not in obs.stderr_text():
        problems.append(f"stderr lacks {exp['stderr']!r}")
    if "stdout" in exp and exp["stdout"] not in obs.stdout.decode(errors="replace"):
        problems.append(f"stdout lacks {exp['stdout']!r}")
    if "files" in exp and obs.files != sorted(exp["files"]):
        problems.append(f"files left {obs.files}, expected {sorted(exp['files'])}")
    if exp.get("output", "none") == "cubin":
        problems += _check_cubin(exp, obs.output)
    elif exp.get("output_file") and obs.output is not None and exp["output_file"] != "-":
        problems.append(f"an output file {exp['output_file']} was written by a refused run")
    return problems


def _check_cubin(exp, data):
    if data is None:
        return [f"no output {exp.get('output_file', 'out.cubin')}"]
    try:
        cubin = elf.parse(data)
    except elf.ElfError as e:
        return [f"output is not a cubin: {e}"]
    if "entries" not in exp:
        return []
    problems = []
    want, got = exp["entries"], cubin.kernels
    for name in sorted(set(want) - set(got)):
        problems.append(f"entry {name} missing (cubin has {sorted(got) or 'none'})")
    for name in sorted(set(got) - set(want)):
        problems.append(f"unexpected global function {name}")
    for name in sorted(set(want) & set(got)):
        if got[name] != want[name]:
            problems.append(f"entry {name}: parameter sizes {got[name]}, expected {want[name]}")
    return problems


def run_test(binary, test, caps, source_root, expectations, timeout, env=None):
    why = gate(test, caps)
    if why:
        return Result(test, UNSUPPORTED, [why])
    start = time.monotonic()
    obs = observe(binary, test, source_root, timeout, env)
    seconds = time.monotonic() - start
    problems = judge(test, obs)
    xfail = expected_failure(test.id, expectations)
    if xfail is None:
        return Result(test, FAIL if problems else PASS, problems, obs, seconds)
    if problems:
        return Result(test, XFAIL, problems, obs, seconds, xfail)
    return Result(test, FAIL, [f"passes, but the expectations file says XFAIL ({xfail}); remove the entry"],
                  obs, seconds, xfail)
