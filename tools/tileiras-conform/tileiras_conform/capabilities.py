"""What a tileiras binary says it supports, asked from the binary itself.

Bytecode versions: `--list-versions` (one `MAJOR.MINOR` per line). GPU
targets: `--list-gpus` when the binary has it, else the values listed under
`--gpu-name` in `--help` (llvm::cl prints them as `=sm_90`). Version text:
the first line of `--version` that names a release, else its first line."""
import re
import subprocess


class Capabilities:
    def __init__(self, versions, gpus, version_text):
        self.versions = versions
        self.gpus = gpus
        self.version_text = version_text

    def to_json(self):
        return {"versions": sorted(self.versions), "gpus": sorted(self.gpus),
                "version": self.version_text}


def _run(binary, args, env):
    try:
        proc = subprocess.run([binary] + args, capture_output=True, timeout=60, env=env)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0:
        return None
    return proc.stdout.decode(errors="replace")


def _gpus_from_help(text):
    gpus = set()
    in_gpu_option = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("--gpu-name") or stripped.startswith("--arch="):
            in_gpu_option = True
            continue
        if in_gpu_option:
            m = re.match(r"=(\S+)", stripped)
            if not m:
                in_gpu_option = False
                continue
            gpus.add(m.group(1))
    return gpus


def probe(binary, env=None):
    listed = _run(binary, ["--list-versions"], env) or ""
    versions = set(re.findall(r"^\s*(\d+\.\d+)\s*$", listed, re.M))
    gpus = set()
    listed = _run(binary, ["--list-gpus"], env)
    if listed:
        gpus = set(re.findall(r"^\s*(sm_\w+)\s*$", listed, re.M))
    if not gpus:
        gpus = _gpus_from_help(_run(binary, ["--help"], env) or "")
    text = _run(binary, ["--version"], env) or ""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    release = [l for l in lines if re.search(r"release \d+\.\d+", l)]
    return Capabilities(versions, gpus, (release or lines or ["unknown"])[0])


def gate(test, caps):
    """None when `test` can run on a binary with `caps`, else the reason it is
    UNSUPPORTED."""
    have = {"versions": caps.versions, "gpus": caps.gpus}
    for kind, needed in test.requires.items():
        missing = [x for x in needed if x not in have[kind]]
        if missing:
            return f"binary lacks {kind[:-1]} {', '.join(missing)}"
    for kind, excluded in test.unless.items():
        present = [x for x in excluded if x in have[kind]]
        if present:
            return f"binary supports {kind[:-1]} {', '.join(present)}, which this refusal test excludes"
    return None
