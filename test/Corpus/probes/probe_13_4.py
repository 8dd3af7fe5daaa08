#!/usr/bin/env python3
"""Hand-built bytecode probes for 13.4 features that cuTile Python 1.7.0 cannot emit from a
kernel (ftoi `saturating`, memory_fence_alias_tko, the PtrAttr on ptr/tensor_view types)
plus a few ops the corpus kernels do not reach. Each probe is a one-entry module written
with the installed cuTile package's bytecode writer (cuda.tile._bytecode, called, not
copied), then printed with NVIDIA's tileirdisasm.

    .venv/bin/python test/Corpus/probes/probe_13_4.py

Writes test/Corpus/probes/out/<probe>.<version>.tilebc and .mlir (or .err when the
disassembler rejects the file).
"""
import os
import subprocess
import tempfile
from pathlib import Path

import cuda.tile._bytecode as bc
from cuda.tile._bytecode import encodings as enc
from cuda.tile._bytecode.attribute import EntryHints
from cuda.tile._bytecode.type import SimpleType
from cuda.tile._bytecode.type_base import PtrAttr, PaddingValue
from cuda.tile._bytecode.version import BytecodeVersion as V

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"


def tileirdisasm():
    import nvidia
    for base in nvidia.__path__:
        p = Path(base) / "cu13" / "bin" / "tileirdisasm"
        if p.exists():
            return p
    raise SystemExit("tileirdisasm not found")


def build(version, params, body, hints=None):
    """params: callable(TypeTable) -> [TypeId]; body: callable(cb, tt, args)."""
    buf = bytearray()
    with bc.write_bytecode(1, buf, version) as w:
        tt = w.type_table
        ptys = params(tt)
        with w.function("probe", ptys, [], True, hints or {"default": EntryHints()},
                        bc.MISSING_DEBUG_ATTR_ID) as fb:
            body(fb.code_builder, tt, fb.parameters, w)
            enc.encode_ReturnOp(fb.code_builder, [])
    return bytes(buf)


def scalar(tt, t):
    return tt.tile(tt.simple(t), ())


# ---------------------------------------------------------------- probes
def p_ftoi(cb, tt, a, w):
    i32, i16 = scalar(tt, SimpleType.I32), scalar(tt, SimpleType.I16)
    enc.encode_FToIOp(cb, i32, a[0], enc.Signedness.Signed, enc.RoundingMode.NEAREST_INT_TO_ZERO,
                      saturating=(cb.version >= V.V_13_4))
    enc.encode_FToIOp(cb, i16, a[0], enc.Signedness.Unsigned,
                      enc.RoundingMode.NEAREST_INT_TO_ZERO, saturating=False)


def p_fence(cb, tt, a, w):
    tok = enc.encode_MakeTokenOp(cb, tt.Token)
    t2 = enc.encode_MemoryFenceAliasTkoOp(cb, tt.Token, tok)
    enc.encode_JoinTokensOp(cb, tt.Token, [tok, t2])


def p_gdc(cb, tt, a, w):
    tok = enc.encode_MakeTokenOp(cb, tt.Token)
    enc.encode_GdcWaitTkoOp(cb, tt.Token, None)
    enc.encode_GdcLaunchDependentsTkoOp(cb, tt.Token, tok)


def ptr_params(attr):
    return lambda tt: [tt.tile(tt.pointer(tt.F32, attr), ()), scalar(tt, SimpleType.I32)]


def p_ptr_attr(attr):
    def body(cb, tt, a, w):
        tv = tt.tensor_view(tt.F32, [128], [1], attr)
        v = enc.encode_MakeTensorViewOp(cb, tv, a[0], [], [])
        pv_ty = tt.partition_view([64], tv, [0], PaddingValue.Zero)
        pv = enc.encode_MakePartitionViewOp(cb, pv_ty, v)
        tile_ty = tt.tile(tt.F32, [64])
        enc.encode_LoadViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None,
                                 enc.MemoryOrderingSemantics.WEAK, None, None, [False])
        p2 = enc.encode_PtrToPtrOp(cb, tt.tile(tt.pointer(tt.simple(SimpleType.I32), attr), ()),
                                   a[0])
        i = enc.encode_PtrToIntOp(cb, scalar(tt, SimpleType.I64), p2)
        enc.encode_IntToPtrOp(cb, tt.tile(tt.pointer(tt.F32, PtrAttr.Missing), ()), i)
    return body


def p_misc(cb, tt, a, w):
    i32 = scalar(tt, SimpleType.I32)
    enc.encode_MulhiIOp(cb, i32, a[1], a[1])
    tv = tt.tensor_view(tt.F32, [-0x8000000000000000, 64], [64, 1], PtrAttr.Missing)
    v = enc.encode_MakeTensorViewOp(cb, tv, a[0], [a[1]], [])
    enc.encode_GetTensorShapeOp(cb, [i32, i32], v)


def f32_params(tt):
    return [scalar(tt, SimpleType.F32)]


PROBES = [
    # name, versions, params, body
    ("ftoi_saturating", [V.V_13_3, V.V_13_4], f32_params, p_ftoi),
    ("memory_fence_alias", [V.V_13_4], lambda tt: [], p_fence),
    ("gdc_tokens", [V.V_13_4], lambda tt: [], p_gdc),
    ("ptr_attr_default", [V.V_13_4], ptr_params(PtrAttr.Default), p_ptr_attr(PtrAttr.Default)),
    ("ptr_attr_missing", [V.V_13_3, V.V_13_4], ptr_params(PtrAttr.Missing),
     p_ptr_attr(PtrAttr.Missing)),
    ("misc_ops", [V.V_13_4], ptr_params(PtrAttr.Missing), p_misc),
    # 13.5 is what the writer calls the version with entry arg_attrs; 13.4 tools refuse it
    # (.err); probe_13_5.py records NVIDIA 13.5's text of it (.mlir).
    ("entry_v13_5", [V.V_13_5], f32_params, lambda cb, tt, a, w: None),
]


def record_disassembly(dis, stem):
    """NVIDIA's tileirdisasm on OUT/<stem>.tilebc: its text in <stem>.mlir, or its status and
    error in <stem>.err. Returns the run."""
    r = subprocess.run([str(dis), f"{stem}.tilebc"], cwd=OUT, capture_output=True, text=True)
    (OUT / f"{stem}.mlir").unlink(missing_ok=True)
    (OUT / f"{stem}.err").unlink(missing_ok=True)
    if r.returncode == 0:
        (OUT / f"{stem}.mlir").write_text(r.stdout)
    else:
        (OUT / f"{stem}.err").write_text(f"rc={r.returncode}\n{r.stderr}")
    return r


def compile_verdict(tileiras, stem, arch, env):
    """NVIDIA's tileiras on OUT/<stem>.tilebc for `arch`, as one line of the results file.
    Never -o /dev/null: NVIDIA's tileiras deletes its output file when it fails."""
    with tempfile.TemporaryDirectory() as tmp:
        t = subprocess.run([str(tileiras), "--gpu-name", arch, "-o", str(Path(tmp) / "x.cubin"),
                            f"{stem}.tilebc"], cwd=OUT, env=env, capture_output=True, text=True)
    return (f"{stem}.tilebc\ttileiras {arch} rc={t.returncode}\t"
            f"{(t.stderr.strip().splitlines() or [''])[0]}")


def main():
    OUT.mkdir(exist_ok=True)
    dis = tileirdisasm()
    verdicts = []
    for name, versions, params, body in PROBES:
        for v in versions:
            stem = f"{name}.{v.as_string()}"
            data = build(v, params, body)
            (OUT / f"{stem}.tilebc").write_bytes(data)
            r = record_disassembly(dis, stem)
            env = dict(os.environ, CUDA_HOME=str(dis.parent.parent))
            verdicts.append(compile_verdict(dis.parent / "tileiras", stem, "sm_90", env))
            print(f"== {stem}: rc={r.returncode}")
            print(r.stdout or r.stderr)
    (OUT / "tileiras-results.txt").write_text("\n".join(verdicts) + "\n")


if __name__ == "__main__":
    main()
