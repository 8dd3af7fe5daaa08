#!/usr/bin/env python3
"""Writes the NVPTX kernel of ../mma-ops.test (LLVM IR for llc and the emulator).

@mma_ops(in, out), one CTA of 64 threads (two warps). Row R (one basic block
each) works on 16 eight-byte slots per thread: thread tid's slots are at
(R * 64 + tid) * 16 in `in` and `out`.
  - an mma row: operand i (A registers, then B, then C, as the intrinsic takes
    them) is loaded, as its register type, from in-slot i; result field j is
    stored to out-slot j. mma-ops-main.c puts each lane's fragment registers
    there, following the PTX ISA's fragment tables.
  - a conversion row (cvt...tf32.f32): the f32 of in-slot 0 converted, its i32
    result stored to out-slot 0.
  - an ldmatrix row: thread tid copies in-slots 0..1 (eight b16) into row tid
    of a shared 64 x 8 b16 array; after a barrier, lane l of warp w passes the
    address of shared row 32 w + 31 - l (reversed, so that the addresses
    matter); the result registers go to out-slots 0..3.
"""

# (intrinsic suffix after llvm.nvvm., operand types, result field types)
H2, I32, F32, F64 = "<2 x half>", "i32", "float", "double"
MMA_ROWS = [
    ("mma.m16n8k16.row.col.f32.f32", [H2] * 4 + [H2] * 2 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k16.row.col.f16.f16", [H2] * 4 + [H2] * 2 + [H2] * 2, [H2] * 2),
    ("mma.m16n8k8.row.col.f32.f32", [H2] * 2 + [H2] * 1 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k16.row.col.bf16", [I32] * 6 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k8.row.col.bf16", [I32] * 3 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k8.row.col.tf32", [I32] * 6 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k4.row.col.tf32", [I32] * 3 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k32.row.col.s8", [I32] * 10, [I32] * 4),
    ("mma.m16n8k32.row.col.u8", [I32] * 10, [I32] * 4),
    ("mma.m16n8k32.row.col.s8.u8", [I32] * 10, [I32] * 4),
    ("mma.m16n8k32.row.col.u8.s8", [I32] * 10, [I32] * 4),
    ("mma.m16n8k32.row.col.satfinite.s8", [I32] * 10, [I32] * 4),
    ("mma.m16n8k16.row.col.s8", [I32] * 7, [I32] * 4),
    ("mma.m16n8k16.row.col.satfinite.u8", [I32] * 7, [I32] * 4),
    ("mma.m8n8k16.row.col.s8", [I32] * 4, [I32] * 2),
    ("mma.m8n8k4.row.col.f64", [F64] * 4, [F64] * 2),
    ("mma.m16n8k8.row.col.f64", [F64] * 10, [F64] * 4),
    ("mma.m16n8k16.row.col.f64", [F64] * 16, [F64] * 4),
    ("mma.m16n8k32.row.col.f32.e4m3.e4m3.f32", [I32] * 6 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k32.row.col.f32.e5m2.e4m3.f32", [I32] * 6 + [F32] * 4, [F32] * 4),
    ("mma.m16n8k32.row.col.f16.e4m3.e5m2.f16", [I32] * 6 + [H2] * 2, [H2] * 2),
]
CVT_ROWS = [("f2tf32.rna", [F32], [I32]), ("f2tf32.rn", [F32], [I32]), ("f2tf32.rz", [F32], [I32]),
            ("f2tf32.rna.satfinite", [F32], [I32])]
LDMATRIX_ROWS = ["ldmatrix.sync.aligned.m8n8.x4.b16.p3", "ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3",
                 "ldmatrix.sync.aligned.m8n8.x2.b16.p3", "ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3"]


def struct(fields):
    return "{ %s }" % ", ".join(fields) if len(fields) > 1 else fields[0]


def main():
    out = [__doc__.strip().replace("\n", "\n; ").join(["; ", ""]),
           'target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
           'target triple = "nvptx64-nvidia-cuda"', "",
           "@tile = internal addrspace(3) global [512 x i16] undef, align 16", "",
           "define ptx_kernel void @mma_ops(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {",
           "entry:",
           "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
           "  %t64 = zext i32 %tid to i64",
           "  br label %row0"]
    declares = {}
    rows = ([("mma", r) for r in MMA_ROWS] + [("cvt", r) for r in CVT_ROWS]
            + [("ldmatrix", r) for r in LDMATRIX_ROWS])
    for n, (kind, row) in enumerate(rows):
        p = "r%d." % n
        out += ["", "row%d: ; %s" % (n, row[0] if kind == "mma" else row),
                "  %%%sbase = add i64 %%t64, %d" % (p, n * 64),
                "  %%%sslot = mul i64 %%%sbase, 16" % (p, p),
                "  %%%sin = getelementptr i64, ptr addrspace(1) %%in, i64 %%%sslot" % (p, p),
                "  %%%sout = getelementptr i64, ptr addrspace(1) %%out, i64 %%%sslot" % (p, p)]
        if kind in ("mma", "cvt"):
            name, operands, fields = row
            args = []
            for i, t in enumerate(operands):
                out += ["  %%%sp%d = getelementptr i64, ptr addrspace(1) %%%sin, i64 %d" % (p, i, p, i),
                        "  %%%sa%d = load %s, ptr addrspace(1) %%%sp%d, align 8" % (p, i, t, p, i)]
                args.append("%s %%%sa%d" % (t, p, i))
            ret = struct(fields)
            declares[name] = "declare %s @llvm.nvvm.%s(%s)" % (ret, name, ", ".join(operands))
            out.append("  %%%sd = call %s @llvm.nvvm.%s(%s)" % (p, ret, name, ", ".join(args)))
        else:
            name, count = row, int(row.split(".x")[1][0])
            fields = [I32] * count
            out += ["  %%%ssrc = load <2 x i64>, ptr addrspace(1) %%%sin, align 8" % (p, p),
                    "  %%%sdst = getelementptr [8 x i16], ptr addrspace(3) @tile, i32 %%tid" % p,
                    "  store <2 x i64> %%%ssrc, ptr addrspace(3) %%%sdst, align 16" % (p, p),
                    "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
                    "  %%%slane = and i32 %%tid, 31" % p,
                    "  %%%swarp = sub i32 %%tid, %%%slane" % (p, p),
                    "  %%%srev = sub i32 31, %%%slane" % (p, p),
                    "  %%%srow = add i32 %%%swarp, %%%srev" % (p, p, p),
                    "  %%%saddr = getelementptr [8 x i16], ptr addrspace(3) @tile, i32 %%%srow" % (p, p)]
            ret = struct(fields)
            declares[name] = "declare %s @llvm.nvvm.%s(ptr addrspace(3))" % (ret, name)
            out.append("  %%%sd = call %s @llvm.nvvm.%s(ptr addrspace(3) %%%saddr)" % (p, ret, name, p))
            # the next row rewrites the shared array: wait until every lane has read it
            out.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
        for j, f in enumerate(fields):
            value = "%%%sd" % p
            if len(fields) > 1:
                out.append("  %%%sf%d = extractvalue %s %%%sd, %d" % (p, j, ret, p, j))
                value = "%%%sf%d" % (p, j)
            out += ["  %%%sq%d = getelementptr i64, ptr addrspace(1) %%%sout, i64 %d" % (p, j, p, j),
                    "  store %s %s, ptr addrspace(1) %%%sq%d, align 8" % (f, value, p, j)]
        out.append("  br label %%row%d" % (n + 1))
    out += ["", "row%d:" % len(rows), "  ret void", "}", "",
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"]
    out += list(declares.values())
    out += ["", 'attributes #0 = { "nvvm.reqntid"="64" }']
    print("\n".join(out))


if __name__ == "__main__":
    main()
