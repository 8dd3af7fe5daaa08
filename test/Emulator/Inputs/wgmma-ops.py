#!/usr/bin/env python3
"""Writes the NVPTX kernels of ../wgmma-ops.test (LLVM IR for llc and the emulator).

@wgmma_ops(img, desc, c, d), one CTA of 128 threads (one warpgroup). Case R
(one basic block each, in CASES' order):
  - copies the R-th 48 KiB image of `img` into the shared array @smem (1024-byte
    aligned), then fence.proxy.async.shared::cta (wgmma reads shared memory
    through the async proxy), between two CTA barriers;
  - loads thread tid's accumulator registers from c[(R * 128 + tid) * 128 + i];
  - wgmma.fence, then one wgmma.mma_async per step s, accumulating (step 0
    with the case's scale-d), its descriptors desc[(R * 4 + s) * 2 + {0, 1}]
    with their start-address field taken as an offset in @smem (the kernel
    adds @smem's address); then commit_group and wait_group 0;
  - stores the D registers to d[(R * 128 + tid) * 128 + i].
Each wgmma.mma_async is the inline-asm block that MLIR 22's
nvvm.wgmma.mma_async becomes under --convert-nvvm-to-llvm, constraint string
and all. wgmma-ops-main.c builds the images and descriptors.

@wgmma_nowait(out) and @wgmma_uncommitted(out) (wgmma-launch.c) issue one
wgmma on a zero image and forget the wait, or the commit; @wgmma_no_fence leaves
out the fence; @wgmma_overwrite writes the operands again before the wait; for
the emulator's diagnostics. @wgmma_dynamic multiplies ones
(f16) in the extern (dynamic) shared array, which the emulator places after
@smem, as the GPU does: each D element is 16.
"""

# (PTX type suffix "d.a.b[.satfinite]", n, k, steps, scale-d of step 0,
#  imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b); wgmma-ops-main.c has the
#  same rows with the operands' layouts.
CASES = [
    ("f32.f16.f16", 8, 16, 1, 1, 1, 1, 0, 1),
    ("f32.f16.f16", 64, 16, 4, 0, 1, 1, 0, 0),
    ("f32.f16.f16", 256, 16, 2, 1, -1, 1, 1, 0),
    ("f32.bf16.bf16", 32, 16, 2, 1, 1, 1, 1, 1),
    ("f16.f16.f16", 16, 16, 2, 1, 1, -1, 0, 1),
    ("f32.tf32.tf32", 16, 8, 2, 1, 1, 1, 0, 0),
    ("s32.s8.u8", 24, 32, 1, 1, 1, 1, 0, 0),
    ("s32.u8.u8.satfinite", 8, 32, 1, 1, 1, 1, 0, 0),
    ("f32.e4m3.e5m2", 16, 32, 1, 1, 1, 1, 0, 0),
]
IMAGE_WORDS = 48 * 1024 // 4


def wgmma_asm(types, n, k):
    """The call of nvvm.wgmma.mma_async's inline asm: (return type, asm, constraints, operand count)."""
    dtype = types.split(".")[0]
    regs = n // 4 if dtype == "f16" else n // 2
    reg = "float" if dtype == "f32" else "i32"
    floats = types.split(".")[1] in ("f16", "bf16")
    dlist = ", ".join("$%d" % i for i in range(regs))
    a = 2 * regs
    operands = "$%d, $%d, p" % (a, a + 1)
    if floats:
        operands += ", $%d,  $%d, $%d,  $%d" % (a + 3, a + 4, a + 5, a + 6)
    elif dtype == "f32" or dtype == "f16":
        operands += ", $%d,  $%d" % (a + 3, a + 4)
    nimm = 5 if floats else 3 if dtype in ("f32", "f16") else 1
    ptx = ("{\\0A.reg .pred p;\\0Asetp.ne.b32 p, $%d, 0;\\0Awgmma.mma_async.sync.aligned.m64n%dk%d.%s {%s}, %s;\\0A}\\0A"
           % (a + 2, n, k, types, dlist, operands))
    cons = ",".join(["=" + ("f" if reg == "float" else "r")] * regs + [str(i) for i in range(regs)]
                    + ["l", "l"] + ["n"] * nimm)
    ret = "{ %s }" % ", ".join([reg] * regs)
    return ret, reg, regs, ptx, cons, nimm


def case_block(r, case, out):
    types, n, k, steps, sd, sa, sb, ta, tb = case
    ret, reg, regs, ptx, cons, nimm = wgmma_asm(types, n, k)
    p = "c%d." % r
    out += ["", "case%d: ; m64n%dk%d.%s" % (r, n, k, types),
            "  call void @copy_image(ptr addrspace(1) %%img, i32 %d, i32 %%tid)" % r,
            "  %%%sslot = add i32 %%tid, %d" % (p, r * 128),
            "  %%%sslot8 = mul i32 %%%sslot, 128" % (p, p),
            "  %%%scin = getelementptr i32, ptr addrspace(1) %%c, i32 %%%sslot8" % (p, p),
            "  %%%sdout = getelementptr i32, ptr addrspace(1) %%d, i32 %%%sslot8" % (p, p)]
    acc = []
    for i in range(regs):
        out += ["  %%%scp%d = getelementptr i32, ptr addrspace(1) %%%scin, i32 %d" % (p, i, p, i),
                "  %%%sc%d = load %s, ptr addrspace(1) %%%scp%d, align 4" % (p, i, reg, p, i)]
        acc.append("%s %%%sc%d" % (reg, p, i))
    out.append("  call void @llvm.nvvm.wgmma.fence.sync.aligned()")
    for s in range(steps):
        q = "%ss%d." % (p, s)
        imms = [sd if s == 0 else 1, sa, sb, ta, tb][:nimm]
        for j, name in enumerate(("a", "b")):
            out += ["  %%%sdp%s = getelementptr i64, ptr addrspace(1) %%desc, i32 %d" % (q, name, (r * 4 + s) * 2 + j),
                    "  %%%sdr%s = load i64, ptr addrspace(1) %%%sdp%s, align 8" % (q, name, q, name),
                    "  %%%sd%s = call i64 @in_shared(ptr addrspace(3) @smem, i64 %%%sdr%s)" % (q, name, q, name)]
        args = acc + ["i64 %%%sda" % q, "i64 %%%sdb" % q] + ["i32 %d" % v for v in imms]
        out.append("  %%%sr = call %s asm sideeffect \"%s\", \"%s\"(%s)" % (q, ret, ptx, cons, ", ".join(args)))
        acc = []
        for i in range(regs):
            out.append("  %%%sv%d = extractvalue %s %%%sr, %d" % (q, i, ret, q, i))
            acc.append("%s %%%sv%d" % (reg, q, i))
    out += ["  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()",
            "  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)"]
    for i, v in enumerate(acc):
        out += ["  %%%sdq%d = getelementptr i32, ptr addrspace(1) %%%sdout, i32 %d" % (p, i, p, i),
                "  store %s, ptr addrspace(1) %%%sdq%d, align 4" % (v, p, i)]
    out.append("  br label %%case%d" % (r + 1))


def diagnostic_kernel(name, fence, commit, wait, out, array="@smem", word=0, overwrite=False):
    """A kernel of one m64n8k16 wgmma over the first 2 KiB of `array`, each
    32-bit word of them `word`; overwrite: the operands are written again
    (after a barrier) before the wait."""
    ret, reg, regs, ptx, cons, nimm = wgmma_asm("f32.f16.f16", 8, 16)
    desc = (128 >> 4) << 16 | (256 >> 4) << 32  # K-major, no swizzle: LBO 128, SBO 256
    out += ["", "define ptx_kernel void @%s(ptr addrspace(1) %%out) {" % name, "entry:",
            "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "  %%p = getelementptr i32, ptr addrspace(3) %s, i32 %%tid" % array,
            "  store i32 %d, ptr addrspace(3) %%p, align 4" % word,
            "  %p2 = getelementptr i32, ptr addrspace(3) %p, i32 128",
            "  store i32 %d, ptr addrspace(3) %%p2, align 4" % word,
            "  %p3 = getelementptr i32, ptr addrspace(3) %p, i32 256",
            "  store i32 %d, ptr addrspace(3) %%p3, align 4" % word,
            "  %p4 = getelementptr i32, ptr addrspace(3) %p, i32 384",
            "  store i32 %d, ptr addrspace(3) %%p4, align 4" % word,
            "  call void @llvm.nvvm.fence.proxy.async.shared_cta()",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  %%da = call i64 @in_shared(ptr addrspace(3) %s, i64 %d)" % (array, desc),
            "  %%db = call i64 @in_shared(ptr addrspace(3) %s, i64 %d)" % (array, desc)]
    if fence:
        out.append("  call void @llvm.nvvm.wgmma.fence.sync.aligned()")
    args = ["float 0.0"] * regs + ["i64 %da", "i64 %db", "i32 1", "i32 1", "i32 1", "i32 0", "i32 0"]
    out += ["  %%r = call %s asm sideeffect \"%s\", \"%s\"(%s)" % (ret, ptx, cons, ", ".join(args)),
            "  %%v = extractvalue %s %%r, 0" % ret]
    if commit:
        out.append("  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()")
    if overwrite:
        out += ["  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
                "  store i32 1, ptr addrspace(3) %p, align 4",
                "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"]
    if wait:
        out.append("  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)")
    out += ["  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid",
            "  store float %v, ptr addrspace(1) %q, align 4", "  ret void", "}"]


def main():
    out = [__doc__.strip().replace("\n", "\n; ").join(["; ", ""]),
           'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
           'target triple = "nvptx64-nvidia-cuda"', "",
           "@smem = internal addrspace(3) global [49152 x i8] undef, align 1024", "",
           "@dynamic = external addrspace(3) global [0 x i8], align 1024", "",
           "; A descriptor whose start-address field is an offset in %array, made absolute.",
           "define internal i64 @in_shared(ptr addrspace(3) %array, i64 %d) {",
           "  %base = ptrtoint ptr addrspace(3) %array to i64",
           "  %field = and i64 %d, 16383",
           "  %off = shl i64 %field, 4",
           "  %addr = add i64 %base, %off",
           "  %low = and i64 %addr, 262143",
           "  %start = lshr i64 %low, 4",
           "  %rest = and i64 %d, -16384",
           "  %r = or i64 %rest, %start",
           "  ret i64 %r",
           "}", "",
           "define internal void @copy_image(ptr addrspace(1) %img, i32 %r, i32 %tid) {",
           "entry:",
           "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
           "  %%first = mul i32 %%r, %d" % IMAGE_WORDS,
           "  br label %loop",
           "loop:",
           "  %j = phi i32 [ 0, %entry ], [ %next, %loop ]",
           "  %row = mul i32 %j, 128",
           "  %i = add i32 %row, %tid",
           "  %g = add i32 %first, %i",
           "  %src = getelementptr i32, ptr addrspace(1) %img, i32 %g",
           "  %v = load i32, ptr addrspace(1) %src, align 4",
           "  %dst = getelementptr i32, ptr addrspace(3) @smem, i32 %i",
           "  store i32 %v, ptr addrspace(3) %dst, align 4",
           "  %next = add i32 %j, 1",
           "  %%done = icmp eq i32 %%next, %d" % (IMAGE_WORDS // 128),
           "  br i1 %done, label %exit, label %loop",
           "exit:",
           "  ; wgmma reads shared memory through the async proxy",
           "  call void @llvm.nvvm.fence.proxy.async.shared_cta()",
           "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
           "  ret void",
           "}", "",
           "define ptx_kernel void @wgmma_ops(ptr addrspace(1) %img, ptr addrspace(1) %desc, "
           "ptr addrspace(1) %c, ptr addrspace(1) %d) #0 {",
           "entry:",
           "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
           "  br label %case0"]
    for r, case in enumerate(CASES):
        case_block(r, case, out)
    out += ["", "case%d:" % len(CASES), "  ret void", "}"]
    diagnostic_kernel("wgmma_nowait", True, True, False, out)
    diagnostic_kernel("wgmma_uncommitted", True, False, False, out)
    diagnostic_kernel("wgmma_no_fence", False, True, True, out)
    diagnostic_kernel("wgmma_dynamic", True, True, True, out, "@dynamic", 0x3C003C00)
    diagnostic_kernel("wgmma_overwrite", True, True, True, out, overwrite=True)
    out += ["",
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
            "declare void @llvm.nvvm.fence.proxy.async.shared_cta()",
            "declare void @llvm.nvvm.wgmma.fence.sync.aligned()",
            "declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()",
            "declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)",
            "", 'attributes #0 = { "nvvm.reqntid"="128" }']
    print("\n".join(out))


if __name__ == "__main__":
    main()
