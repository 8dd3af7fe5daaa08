#!/usr/bin/env python3
"""The options new in NVIDIA's tileiras 13.5 (--preview, -l, --apply-controls): each case's
exit status and first stderr line, as NVIDIA 13.5.37 gives them (recorded below by running it),
against our tileiras and, with --nvidia, against NVIDIA's 13.5 tileiras run now.

    options_13_5.py --ours TILEIRAS --inputs test/Driver/Inputs [--nvidia TILEIRAS_13_5]

`@EMPTY` is the empty 13.5 module, `@CORRUPT` a 13.4 file with a corrupt body, `@MISSING`
a path that does not exist, `@FILE` an existing file that is no tile library. A case whose
message is None only compares the status (the messages differ on purpose: docs/driver.md);
one that starts with `~` must be part of the first line (ours also names the file).
Prints one line per case and `N cases, M differ`; exits 1 when something differs.
"""
import argparse
import os
import subprocess
import sys
import tempfile

GPU = ["--gpu-name", "sm_90"]
PREVIEW_FOO = "tileiras: for the --preview option: unknown preview feature 'foo'; supported features: simt"
NEEDS_SIMT = "error: libraries require the 'simt' preview feature"
NO_ACF = "error: --apply-controls is not supported on this platform"
CASES = [
    # name, arguments, status, first stderr line (None: status only)
    ("preview-simt", GPU + ["--preview=simt", "@EMPTY"], 0, ""),
    ("preview-simt-space", GPU + ["--preview", "simt", "@EMPTY"], 0, ""),
    ("preview-simt-twice", GPU + ["--preview=simt,simt", "@EMPTY"], 0, ""),
    ("preview-unknown", GPU + ["--preview=foo", "@EMPTY"], 1, PREVIEW_FOO),
    ("preview-unknown-in-list", GPU + ["--preview=simt,foo", "@EMPTY"], 1, PREVIEW_FOO),
    ("preview-empty", GPU + ["--preview=", "@EMPTY"], 1,
     "tileiras: for the --preview option: unknown preview feature ''; supported features: simt"),
    ("preview-unknown-before-input", ["--preview=foo", "@MISSING"], 1, PREVIEW_FOO),
    ("lib-without-simt", GPU + ["-l", "@FILE", "@EMPTY"], 5, NEEDS_SIMT),
    ("lib-missing-without-simt", GPU + ["-l", "@MISSING", "@EMPTY"], 5, NEEDS_SIMT),
    ("lib-missing", GPU + ["--preview=simt", "-l", "@MISSING", "@EMPTY"], 5,
     "error: failed to open tile library: No such file or directory"),
    ("lib-equals-missing", GPU + ["--preview=simt", "-l=@MISSING", "@EMPTY"], 5,
     "error: failed to open tile library: No such file or directory"),
    ("lib-not-a-library", GPU + ["--preview=simt", "-l", "@FILE", "@EMPTY"], 5, None),
    ("lib-grouped", GPU + ["--preview=simt", "-lx", "@EMPTY"], 1,
     "tileiras: for the -l option: may not occur within a group!"),
    ("lib-after-read-error", GPU + ["-l", "@FILE", "@CORRUPT"], 3, None),
    ("lib-after-opt-level", GPU + ["-l", "@FILE", "-O5", "@EMPTY"], 2,
     "error: invalid optimization level: 5"),
    ("acf", GPU + ["--apply-controls=@FILE", "@EMPTY"], 2, NO_ACF),
    ("acf-space", GPU + ["--apply-controls", "@FILE", "@EMPTY"], 2, NO_ACF),
    ("acf-missing", GPU + ["--apply-controls=@MISSING", "@EMPTY"], 2, NO_ACF),
    ("acf-empty-value", GPU + ["--apply-controls=", "@EMPTY"], 0, ""),
    ("acf-before-read", GPU + ["--apply-controls=@FILE", "@CORRUPT"], 2, NO_ACF),
    ("acf-before-lib", GPU + ["--apply-controls=@FILE", "-l", "@FILE", "@EMPTY"], 2, NO_ACF),
    ("acf-after-opt-level", GPU + ["--apply-controls=@FILE", "-O5", "@EMPTY"], 2,
     "error: invalid optimization level: 5"),
    # The 13.5 header's preview bit (Inputs/preview/make_preview.py).
    ("preview-bit-without-feature", GPU + ["@PREVIEW/empty-preview-bit.13.5.tilebc"], 3,
     "~error at offset 12: public-preview bytecode requires at least one enabled preview feature"),
    ("preview-bit-with-simt", GPU + ["--preview=simt", "@PREVIEW/empty-preview-bit.13.5.tilebc"],
     0, ""),
    ("tag-bit-unknown", GPU + ["--preview=simt", "@PREVIEW/tag2.13.5.tilebc"], 3,
     "~error at offset 12: header has unrecognized version tag bits (0x2)"),
    ("preview-op-without-bit", GPU + ["--preview=simt", "@PREVIEW/call-no-preview-bit.13.5.tilebc"],
     3, "~malformed bytecode: encountered public-preview opcode 16386 but the header does not "
        "advertise preview content"),
    ("preview-call-without-feature", GPU + ["@PREVIEW/call.13.5.tilebc"], 3,
     "~error at offset 12: public-preview bytecode requires at least one enabled preview feature"),
]
# NVIDIA reads preview$call and refuses it while compiling (status 5, "failed to compile Tile
# IR program" for an undefined callee); our reader refuses it (status 3): docs/driver.md.
OURS_ONLY = [
    ("preview-call", GPU + ["--preview=simt", "@PREVIEW/call.13.5.tilebc"], 3,
     "~public-preview opcode 16386 (preview$call) is not supported by this tileiras yet"),
]


def run(tool, args, env, work):
    out = os.path.join(work, "out.cubin")
    p = subprocess.run([tool] + args + ["-o", out], capture_output=True, text=True, env=env,
                       cwd=work)
    lines = p.stderr.strip().splitlines()
    return p.returncode, lines[0] if lines else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", required=True)
    ap.add_argument("--inputs", required=True)
    ap.add_argument("--nvidia", help="NVIDIA's 13.5 tileiras (CUDA_HOME must give it ptxas)")
    args = ap.parse_args()
    work = tempfile.mkdtemp()
    args.inputs = os.path.abspath(args.inputs)
    subst = {"@EMPTY": os.path.join(args.inputs, "bc", "empty-13.5.tilebc"),
             "@CORRUPT": os.path.join(args.inputs, "bc", "corrupt-body.tilebc"),
             "@MISSING": os.path.join(work, "missing"),
             "@FILE": os.path.join(args.inputs, "empty.mlir"),
             "@PREVIEW": os.path.join(args.inputs, "preview")}
    def expand(a):
        for k, v in subst.items():
            a = a.replace(k, v)
        return a
    tools = [("ours", os.path.abspath(args.ours))]
    if args.nvidia:
        tools.append(("nvidia", os.path.abspath(args.nvidia)))
    differ = 0
    cases = [(c, tools) for c in CASES] + [(c, tools[:1]) for c in OURS_ONLY]
    for (name, argv, status, message), case_tools in cases:
        argv = [expand(a) for a in argv]
        for who, tool in case_tools:
            got = run(tool, argv, dict(os.environ), work)
            ok = got[0] == status and (
                message is None or got[1] == message or
                (message.startswith("~") and message[1:] in got[1]))
            differ += not ok
            print("%s %s: %s%s" % (who, name, "ok" if ok else "DIFFERS",
                                   "" if ok else " (status %d, %r; NVIDIA 13.5: %d, %r)" % (
                                       got[0], got[1], status, message)))
    print("%d cases, %d differ" % (sum(len(t) for _, t in cases), differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
