#!/usr/bin/env python3
"""Hand-built bytecode 13.5 probes for what the corpus kernels do not reach: the three
multimem ops, atomic_red_view_tko's `inbounds` (new at 13.5), entries without hints,
num_worker_warps_per_cta values other than 4 and 8, the new pointer attributes. Written with the installed cuTile
package's bytecode writer (called, not copied) and printed by NVIDIA 13.5's tileirdisasm.

    .venv/bin/python test/Corpus/probes/probe_13_5.py --nvbin DIR

DIR holds NVIDIA 13.5's tileirdisasm and tileiras. Writes out/<probe>.13.5.tilebc and
.mlir (or .err when the disassembler rejects the file) and out/tileiras-13.5-results.txt
(NVIDIA 13.5 tileiras for sm_90 and sm_100 on each probe).
"""
import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import probe_13_4 as p4  # noqa: E402  (build(), scalar())

from cuda.tile._bytecode import encodings as enc  # noqa: E402
from cuda.tile._bytecode.attribute import EntryHints  # noqa: E402
from cuda.tile._bytecode.type import SimpleType  # noqa: E402
from cuda.tile._bytecode.type_base import PtrAttr, PaddingValue  # noqa: E402
from cuda.tile._bytecode.version import BytecodeVersion as V  # noqa: E402

OUT = HERE / "out"


class RawPtrAttr:
    """A pointer attribute byte cuTile 1.7 has no name for: 13.5's reader takes 1 (unicast)
    and 2 (multicast) besides 0 (none)."""
    def __init__(self, byte):
        self._value_ = bytes([byte])


UNICAST, MULTICAST = RawPtrAttr(1), RawPtrAttr(2)
MO = enc.MemoryOrderingSemantics
MS = enc.MemoryScope
RK = enc.MultimemReductionKind


def view_params(tt, attr=PtrAttr.Missing, elem=SimpleType.F32):
    return [tt.tile(tt.pointer(tt.simple(elem), attr), ()), p4.scalar(tt, SimpleType.I32)]


def mc_params(elem):
    return lambda tt: view_params(tt, MULTICAST, elem)


def view(cb, tt, a, elem=SimpleType.F32, attr=PtrAttr.Missing, padding=PaddingValue.Zero):
    elem = tt.simple(elem)
    tv = tt.tensor_view(elem, [128], [1], attr)
    v = enc.encode_MakeTensorViewOp(cb, tv, a[0], [], [])
    pv_ty = tt.partition_view([64], tv, [0], padding)
    return enc.encode_MakePartitionViewOp(cb, pv_ty, v), tt.tile(elem, [64])


def p_multimem(cb, tt, a, w):
    # Floats reduce by add only; load_reduce also takes min/max on f16/bf16.
    pv, tile_ty = view(cb, tt, a, SimpleType.F16, MULTICAST)
    # The tile type is interned before the token type, as a writer that interns
    # in op order (ours) does: keeps the rewrite byte-identical.
    t, t1 = enc.encode_MultimemLoadReduceViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None,
                                                   MO.RELAXED, MS.SYS, RK.ADD, [False])
    tok = enc.encode_MakeTokenOp(cb, tt.Token)
    enc.encode_MultimemLoadReduceViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], tok, MO.WEAK,
                                           None, RK.MAX, [True])
    enc.encode_MultimemLoadReduceViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None,
                                           MO.ACQUIRE, MS.DEVICE, RK.MIN, [False])
    enc.encode_MultimemReduceViewTkoOp(cb, tt.Token, pv, t, [a[1]], t1, MO.RELAXED, MS.SYS,
                                       RK.ADD, [False])
    enc.encode_MultimemReduceViewTkoOp(cb, tt.Token, pv, t, [a[1]], None, MO.RELEASE,
                                       MS.DEVICE, RK.ADD, [True])
    enc.encode_MultimemStoreViewTkoOp(cb, tt.Token, pv, t, [a[1]], None, MO.WEAK, None,
                                      [False])
    enc.encode_MultimemStoreViewTkoOp(cb, tt.Token, pv, t, [a[1]], tok, MO.RELEASE, MS.SYS,
                                      [True])


def p_multimem_int(cb, tt, a, w):
    pv, tile_ty = view(cb, tt, a, SimpleType.I32, MULTICAST)
    for kind in (RK.AND, RK.OR, RK.XOR, RK.UMIN, RK.UMAX):
        t, _ = enc.encode_MultimemLoadReduceViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None,
                                                      MO.RELAXED, MS.SYS, kind, [False])
        enc.encode_MultimemReduceViewTkoOp(cb, tt.Token, pv, t, [a[1]], None, MO.RELAXED,
                                           MS.SYS, kind, [False])


def p_unicast(cb, tt, a, w):
    pv, tile_ty = view(cb, tt, a, SimpleType.F32, UNICAST)
    enc.encode_LoadViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None, MO.WEAK, None, None,
                             [False])


def p_multimem_f32_add(cb, tt, a, w):
    pv, tile_ty = view(cb, tt, a, SimpleType.F32, MULTICAST)
    enc.encode_MultimemLoadReduceViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None,
                                           MO.RELAXED, MS.SYS, RK.ADD, [False])


def p_atomic_red_inbounds(cb, tt, a, w):
    # No padding: NVIDIA 13.4 refuses atomic_red_view_tko on padded views (13.5 does not).
    pv, tile_ty = view(cb, tt, a, padding=PaddingValue.Missing)
    t, _ = enc.encode_LoadViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None, MO.WEAK, None,
                                    None, [True])
    enc.encode_AtomicRedViewTkoOp(cb, tt.Token, pv, [a[1]], t, None, MO.RELAXED, MS.DEVICE,
                                  enc.AtomicRMWMode.ADDF, [True])
    enc.encode_AtomicRedViewTkoOp(cb, tt.Token, pv, [a[1]], t, None, MO.RELAXED, MS.DEVICE,
                                  enc.AtomicRMWMode.ADDF, [False])


def p_plain(cb, tt, a, w):
    pv, tile_ty = view(cb, tt, a)
    t, tok = enc.encode_LoadViewTkoOp(cb, tile_ty, tt.Token, pv, [a[1]], None, MO.WEAK, None,
                                      None, [False])
    enc.encode_StoreViewTkoOp(cb, tt.Token, t, pv, [a[1]], tok, MO.WEAK, None, None, [True])


def p_multimem_2d(cb, tt, a, w):
    tv = tt.tensor_view(tt.F32, [128, 128], [128, 1], MULTICAST)
    v = enc.encode_MakeTensorViewOp(cb, tv, a[0], [], [])
    pv = enc.encode_MakePartitionViewOp(
        cb, tt.partition_view([8, 16], tv, [0, 1], PaddingValue.Zero), v)
    ty = tt.tile(tt.F32, [8, 16])
    t, tok = enc.encode_MultimemLoadReduceViewTkoOp(cb, ty, tt.Token, pv, [a[1], a[1]], None,
                                                    MO.RELAXED, MS.SYS, RK.ADD, [True, False])
    enc.encode_MultimemReduceViewTkoOp(cb, tt.Token, pv, t, [a[1], a[1]], tok, MO.RELAXED,
                                       MS.TL_BLK, RK.ADD, [False, True])
    enc.encode_MultimemStoreViewTkoOp(cb, tt.Token, pv, t, [a[1], a[1]], None, MO.RELAXED,
                                      MS.DEVICE, [False, False])


def warps(n):
    return {"sm_90": EntryHints(num_worker_warps_per_cta=n)}


PROBES = [
    # name, params, body, hints (None: no hints given to the writer)
    ("multimem", mc_params(SimpleType.F16), p_multimem, None),
    ("multimem_int", mc_params(SimpleType.I32), p_multimem_int, None),
    ("multimem_2d", mc_params(SimpleType.F32), p_multimem_2d, None),
    ("multimem_f32_add", mc_params(SimpleType.F32), p_multimem_f32_add, None),
    ("ptr_unicast", lambda tt: view_params(tt, UNICAST), p_unicast, None),
    ("atomic_red_inbounds", view_params, p_atomic_red_inbounds, None),
    ("entry_no_hints", view_params, p_plain, None),
    ("warps_1", view_params, p_plain, warps(1)),
    ("warps_2", view_params, p_plain, warps(2)),
    ("warps_16", view_params, p_plain, warps(16)),
    ("warps_32", view_params, p_plain, warps(32)),
]


def build(params, body, hints):
    buf = bytearray()
    import cuda.tile._bytecode as bc
    with bc.write_bytecode(1, buf, V.V_13_5) as w:
        tt = w.type_table
        with w.function("probe", params(tt), [], True, hints or {},
                        bc.MISSING_DEBUG_ATTR_ID) as fb:
            body(fb.code_builder, tt, fb.parameters, w)
            enc.encode_ReturnOp(fb.code_builder, [])
    return bytes(buf)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvbin", required=True)
    nvbin = Path(ap.parse_args().nvbin).resolve()
    OUT.mkdir(exist_ok=True)
    env = dict(os.environ, CUDA_HOME=str(nvbin.parent))
    verdicts = []
    for name, params, body, hints in PROBES:
        stem = f"{name}.13.5"
        (OUT / f"{stem}.tilebc").write_bytes(build(params, body, hints))
        r = p4.record_disassembly(nvbin / "tileirdisasm", stem)
        for arch in ("sm_90", "sm_100"):
            verdicts.append(p4.compile_verdict(nvbin / "tileiras", stem, arch, env))
        print(f"== {stem}: rc={r.returncode}\n{r.stdout or r.stderr}")
    (OUT / "tileiras-13.5-results.txt").write_text("\n".join(verdicts) + "\n")
    # probe_13_4.py's 13.5 file (13.4's disassembler refuses it): NVIDIA 13.5's text.
    r = subprocess.run([str(nvbin / "tileirdisasm"), "entry_v13_5.13.5.tilebc"], cwd=OUT,
                       capture_output=True, text=True, check=True)
    (OUT / "entry_v13_5.13.5.mlir").write_text(r.stdout)


if __name__ == "__main__":
    main()
