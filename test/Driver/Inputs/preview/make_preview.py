#!/usr/bin/env python3
"""Writes the SIMT-preview inputs of options-13.5.test with cuTile Python 1.7's bytecode
encoder (called, not copied): a 13.5 entry with one `preview$call @ext(%arg1)` (opcode 0x4002)
or none, with and without the header's preview bit (tag bit 0, cuTile's
patch_header_preview_flag), and a 13.5 header with an unknown tag bit.

    .venv/bin/python test/Driver/Inputs/preview/make_preview.py

NVIDIA 13.5's tileirdisasm --preview=simt prints call.13.5.tilebc as
    entry @probe(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
      preview$call @ext(%arg1) : (!cuda_tile.tile<i32>) -> ()
      return
    }
"""
import os

import cuda.tile._bytecode as bc
from cuda.tile._bytecode import encodings as enc
from cuda.tile._bytecode.type import SimpleType
from cuda.tile._bytecode.type_base import PtrAttr
from cuda.tile._bytecode.version import BytecodeVersion as V
from cuda.tile._bytecode.writer import patch_header_preview_flag

HERE = os.path.dirname(os.path.abspath(__file__))


def build(call, preview_bit, tag=None):
    buf = bytearray()
    with bc.write_bytecode(1, buf, V.V_13_5) as w:
        tt = w.type_table
        params = [tt.tile(tt.pointer(tt.simple(SimpleType.F32), PtrAttr.Missing), ()),
                  tt.tile(tt.simple(SimpleType.I32), ())]
        with w.function("probe", params, [], True, {}, bc.MISSING_DEBUG_ATTR_ID) as fb:
            if call:
                enc.encode_PreviewCallOp(fb.code_builder, [], [fb.parameters[1]], "ext", [],
                                         None, None)
            enc.encode_ReturnOp(fb.code_builder, [])
    if preview_bit:
        patch_header_preview_flag(buf, V.V_13_5)
    if tag is not None:
        buf[10:12] = tag.to_bytes(2, "little")
    return bytes(buf)


FILES = {
    "call.13.5.tilebc": build(True, True),
    "call-no-preview-bit.13.5.tilebc": build(True, False),
    "empty-preview-bit.13.5.tilebc": build(False, True),
    "tag2.13.5.tilebc": build(False, False, tag=2),
}

if __name__ == "__main__":
    for name, data in FILES.items():
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
