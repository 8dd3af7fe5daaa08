#!/usr/bin/env python3
"""Writes the NVPTX kernels of ../tcgen05-ops.test (LLVM IR for llc and the emulator).

@tcgen05_ops(img, desc, out), one CTA of 128 threads (4 warps); "thread 0" is
the lane of warp 0 that elect.sync picks:
  - thread 0 initializes the mbarrier @mbar (count 1); warp 0 allocates 128
    tensor-memory columns (the address goes to @tslot) and relinquishes the
    permit; fence::before_thread_sync, a CTA barrier, fence::after_thread_sync,
    and every thread reads the address;
  - case R (CASES' order): the threads copy the R-th 16 KiB image of `img` into
    the first 16 KiB of the shared array @smem (32 KiB, 1024-byte aligned; the rest
    stays poisoned), fence.proxy.async, barrier;
    thread 0 issues one tcgen05.mma.cta_group::1 of the case's kind per K step
    (32 bytes of each row: 16 f16, 8 tf32, 32 f8 or i8 elements) with
    desc[R * 8 + 2 s + {0, 1}] (A, B; the start-address field an offset in
    @smem, which the kernel makes absolute), the instruction descriptor
    desc[R * 8 + 7] and enable_input_d 0 for step 0, 1 after, then
    tcgen05.commit to @mbar; every thread waits for phase R of @mbar (the loop
    MLIR 22's nvvm.mbarrier.try_wait.parity becomes), fence::after_thread_sync,
    and each warp w loads its D fragment with tcgen05.ld.16x256b.x(N/8):
    M = 64 from lane 32 w, M = 128 from lanes 32 w and 32 w + 16; after
    tcgen05.wait::ld it stores the registers to out[(R * 128 + tid) * 64 + i];
    fence::before_thread_sync and a barrier end the case;
  - warp 0 deallocates, thread 0 invalidates the mbarrier.
The intrinsics are those MLIR 22 translates the NVVM tcgen05/mbarrier ops to.

@tc_nowait, @tc_nocommit, @tc_leak and @tc_quarter (wgmma-launch.c: one
pointer) issue one m64n8k16 MMA over zeros and then forget the wait, the commit,
the dealloc, or load another warp's lanes: the emulator's diagnostics.
@mbar_phases and @mbar_short (phases_kernel) take an mbarrier through two
phases with thread arrivals.
"""

# (name, M, N, K steps, kind operand: 0 f16, 1 tf32, 2 f8f6f4, 3 i8, the values
# MLIR 22 gives #nvvm.tcgen05_mma_kind); tcgen05-ops-main.c has the same rows
# with the types and layouts.
CASES = [
    ("m64n64k32.f16", 64, 64, 2, 0),
    ("m64n32k32.bf16.negA", 64, 32, 2, 0),
    ("m128n64k32.f16", 128, 64, 2, 0),
    ("m64n64k32.f16.sw128", 64, 64, 2, 0),
    ("m64n32k16.tf32", 64, 32, 2, 1),
    ("m64n32k64.e4m3.e5m2", 64, 32, 2, 2),
    ("m64n32k64.s8.u8", 64, 32, 2, 3),
]
IMAGE_WORDS = 16 * 1024 // 4
TRY_WAIT = ('call void asm sideeffect "{\\0A\\09.reg .pred       P1; \\0A\\09LAB_WAIT: \\0A\\09'
            'mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \\0A\\09@P1 bra.uni DONE; \\0A\\09'
            'bra.uni     LAB_WAIT; \\0A\\09DONE: \\0A\\09}", "r,n,n"(ptr addrspace(3) @mbar, i32 %d, i32 10000)')


def lane_address(out, name, taddr, lane):
    """%name = taddr + (lane << 16), lane an i32 value."""
    out += ["  %%%s.l = shl i32 %s, 16" % (name, lane),
            "  %%%s.i = add i32 %%taddr.i, %%%s.l" % (name, name),
            "  %%%s = inttoptr i32 %%%s.i to ptr addrspace(6)" % (name, name)]


def case_block(r, case, out):
    name, m, n, steps, kind = case
    p = "c%d." % r
    reps = n // 8
    out += ["", "case%d: ; %s" % (r, name),
            "  call void @copy_image(ptr addrspace(1) %%img, i32 %d, i32 %%tid)" % r,
            "  call void @llvm.nvvm.fence.proxy.async.shared_cta()",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  br i1 %%is_t0, label %%%sissue, label %%%swait" % (p, p),
            "%sissue:" % p,
            "  %%%sidp = getelementptr i64, ptr addrspace(1) %%desc, i32 %d" % (p, r * 8 + 7),
            "  %%%sid64 = load i64, ptr addrspace(1) %%%sidp, align 8" % (p, p),
            "  %%%sid = trunc i64 %%%sid64 to i32" % (p, p)]
    for s in range(steps):
        q = "%ss%d." % (p, s)
        for j, op in enumerate(("a", "b")):
            out += ["  %%%sdp%s = getelementptr i64, ptr addrspace(1) %%desc, i32 %d" % (q, op, r * 8 + 2 * s + j),
                    "  %%%sdr%s = load i64, ptr addrspace(1) %%%sdp%s, align 8" % (q, op, q, op),
                    "  %%%sd%s = call i64 @in_shared(i64 %%%sdr%s)" % (q, op, q, op)]
        out.append("  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %%taddr, i64 %%%sda, i64 %%%sdb, "
                   "i32 %%%sid, i1 %s, i32 %d, i32 1, i32 0)" % (q, q, p, "false" if s == 0 else "true", kind))
    out += ["  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @mbar)",
            "  br label %%%swait" % p,
            "%swait:" % p,
            "  " + TRY_WAIT % (r & 1),
            "  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()",
            "  %%%sslot = add i32 %%tid, %d" % (p, r * 128),
            "  %%%sslot64 = mul i32 %%%sslot, 64" % (p, p),
            "  %%%sdout = getelementptr i32, ptr addrspace(1) %%out, i32 %%%sslot64" % (p, p)]
    regs = 4 * reps
    vec = "<%d x i32>" % regs
    loads = []
    for h in range(1 if m == 64 else 2):
        t = "%sh%d" % (p, h)
        out.append("  %%%s.lane = add i32 %%lane_base, %d" % (t, 16 * h))
        lane_address(out, t + ".ta", "%taddr", "%%%s.lane" % t)
        out.append("  %%%s.v = call %s @llvm.nvvm.tcgen05.ld.16x256b.x%d(ptr addrspace(6) %%%s.ta, i1 false)"
                   % (t, vec, reps, t))
        loads.append(t)
    out.append("  call void @llvm.nvvm.tcgen05.wait.ld()")
    for h, t in enumerate(loads):
        for i in range(regs):
            out += ["  %%%s.e%d = extractelement %s %%%s.v, i32 %d" % (t, i, vec, t, i),
                    "  %%%s.q%d = getelementptr i32, ptr addrspace(1) %%%sdout, i32 %d" % (t, i, p, h * regs + i),
                    "  store i32 %%%s.e%d, ptr addrspace(1) %%%s.q%d, align 4" % (t, i, t, i)]
    out += ["  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  br label %%case%d" % (r + 1)]


def prologue(out, name, params):
    out += ["", "define ptx_kernel void @%s(%s) {" % (name, params), "entry:",
            "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "  %warp = lshr i32 %tid, 5",
            "  %lane_base = shl i32 %warp, 5",
            "  %is_w0 = icmp eq i32 %warp, 0",
            "  %elect = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)",
            "  %elected = extractvalue { i32, i1 } %elect, 1",
            "  %is_t0 = and i1 %is_w0, %elected",
            "  br i1 %is_t0, label %init, label %alloc0",
            "init:",
            "  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 1)",
            "  br label %alloc0",
            "alloc0:",
            "  br i1 %is_w0, label %alloc, label %start",
            "alloc:",
            "  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @tslot, i32 128)",
            "  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()",
            "  br label %start",
            "start:",
            "  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()",
            "  %taddr.i = load i32, ptr addrspace(3) @tslot, align 4",
            "  %taddr = inttoptr i32 %taddr.i to ptr addrspace(6)"]


def epilogue(out, label, dealloc=True):
    out += ["%s:" % label,
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  br i1 %is_w0, label %free, label %done",
            "free:"]
    if dealloc:
        out.append("  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %taddr, i32 128)")
    out += ["  br i1 %is_t0, label %inval, label %done",
            "inval:",
            "  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @mbar)",
            "  br label %done",
            "done:", "  ret void", "}"]


def diagnostic_kernel(name, wait=True, commit=True, dealloc=True, lane_shift=0, out=None):
    """One m64n8k16 MMA over zeros (A at 0, B at 2048 in @smem; LBO 128, SBO
    256), the first D register of each thread to out[tid]."""
    adesc = (128 >> 4) << 16 | (256 >> 4) << 32 | 1 << 46
    bdesc = adesc | (2048 >> 4)
    idesc = 1 << 4 | (8 >> 3) << 17 | (64 >> 4) << 24
    prologue(out, name, "ptr addrspace(1) %out")
    out += ["  %z = getelementptr i32, ptr addrspace(3) @smem, i32 %tid"]
    for i in range(8):
        out += ["  %%z%d = getelementptr i32, ptr addrspace(3) %%z, i32 %d" % (i, 128 * i),
                "  store i32 0, ptr addrspace(3) %%z%d, align 4" % i]
    out += ["  call void @llvm.nvvm.fence.proxy.async.shared_cta()",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  br i1 %is_t0, label %issue, label %wait",
            "issue:",
            "  %%da = call i64 @in_shared(i64 %d)" % adesc,
            "  %%db = call i64 @in_shared(i64 %d)" % bdesc,
            "  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %%taddr, i64 %%da, i64 %%db, i32 %d, "
            "i1 false, i32 0, i32 1, i32 0)" % idesc]
    if commit:
        out.append("  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @mbar)")
    out += ["  br label %wait", "wait:"]
    if wait:
        out.append("  " + TRY_WAIT % 0)
    out += ["  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()",
            "  %%lane = add i32 %%lane_base, %d" % lane_shift,
            "  %lane.m = and i32 %lane, 127"]
    lane_address(out, "ta", "%taddr", "%lane.m")
    out += ["  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x1(ptr addrspace(6) %ta, i1 false)",
            "  call void @llvm.nvvm.tcgen05.wait.ld()",
            "  %e = extractelement <4 x i32> %v, i32 0",
            "  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid",
            "  store i32 %e, ptr addrspace(1) %q, align 4",
            "  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()",
            "  br label %end"]
    epilogue(out, "end", dealloc)


def phases_kernel(name, short, out):
    """128 threads arrive on an mbarrier of count 128 twice; the first phase is
    waited for with the inline-asm loop, the second with the try_wait.parity
    intrinsic, then test_wait.parity must be true: out[tid] = 2. short: warp 3
    skips the second arrival and exits, so the others can never go on."""
    out += ["", "define ptx_kernel void @%s(ptr addrspace(1) %%out) {" % name, "entry:",
            "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "  %warp = lshr i32 %tid, 5",
            "  %is_t0 = icmp eq i32 %tid, 0",
            "  br i1 %is_t0, label %init, label %go",
            "init:",
            "  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 128)",
            "  br label %go",
            "go:",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @mbar)",
            "  " + TRY_WAIT % 0,
            "  %%skip = icmp eq i32 %%warp, %d" % (3 if short else 99),
            "  br i1 %skip, label %exit, label %second",
            "second:",
            "  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @mbar)",
            "  br label %spin",
            "spin:",
            "  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 1)",
            "  br i1 %ok, label %check, label %spin",
            "check:",
            "  %t = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 1)",
            "  %v = select i1 %t, float 2.0, float -1.0",
            "  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid",
            "  store float %v, ptr addrspace(1) %q, align 4",
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
            "  br i1 %is_t0, label %inval, label %exit",
            "inval:",
            "  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @mbar)",
            "  br label %exit",
            "exit:", "  ret void", "}"]


def main():
    out = [__doc__.strip().replace("\n", "\n; ").join(["; ", ""]),
           'target datalayout = "e-p3:32:32-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
           'target triple = "nvptx64-nvidia-cuda"', "",
           "@smem = internal addrspace(3) global [32768 x i8] undef, align 1024",
           "@tslot = internal addrspace(3) global [1 x i32] undef, align 4",
           "@mbar = internal addrspace(3) global [1 x i64] undef, align 8", "",
           "; A descriptor whose start-address field is an offset in @smem, made absolute.",
           "define internal i64 @in_shared(i64 %d) {",
           "  %base = ptrtoint ptr addrspace(3) @smem to i64",
           "  %field = and i64 %d, 16383",
           "  %off = shl i64 %field, 4",
           "  %addr = add i64 %base, %off",
           "  %start = lshr i64 %addr, 4",
           "  %start14 = and i64 %start, 16383",
           "  %rest = and i64 %d, -16384",
           "  %r = or i64 %rest, %start14",
           "  ret i64 %r",
           "}", "",
           "; Copies image r of img (IMAGE_WORDS words) into @smem, thread tid the words tid + 128 i.",
           "define internal void @copy_image(ptr addrspace(1) %img, i32 %r, i32 %tid) {",
           "entry:",
           "  %%first = mul i32 %%r, %d" % IMAGE_WORDS,
           "  br label %loop",
           "loop:",
           "  %i = phi i32 [ %tid, %entry ], [ %next, %loop ]",
           "  %src.i = add i32 %first, %i",
           "  %src = getelementptr i32, ptr addrspace(1) %img, i32 %src.i",
           "  %w = load i32, ptr addrspace(1) %src, align 4",
           "  %dst = getelementptr i32, ptr addrspace(3) @smem, i32 %i",
           "  store i32 %w, ptr addrspace(3) %dst, align 4",
           "  %next = add i32 %i, 128",
           "  %%more = icmp ult i32 %%next, %d" % IMAGE_WORDS,
           "  br i1 %more, label %loop, label %exit",
           "exit:",
           "  ret void",
           "}"]
    prologue(out, "tcgen05_ops", "ptr addrspace(1) %img, ptr addrspace(1) %desc, ptr addrspace(1) %out")
    out.append("  br label %case0")
    for r, case in enumerate(CASES):
        case_block(r, case, out)
    epilogue(out, "case%d" % len(CASES))
    diagnostic_kernel("tc_nowait", wait=False, out=out)
    diagnostic_kernel("tc_nocommit", commit=False, out=out)
    diagnostic_kernel("tc_leak", dealloc=False, out=out)
    diagnostic_kernel("tc_quarter", lane_shift=32, out=out)
    phases_kernel("mbar_phases", False, out)
    phases_kernel("mbar_short", True, out)
    out += ["", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
            "declare { i32, i1 } @llvm.nvvm.elect.sync(i32)",
            "declare void @llvm.nvvm.fence.proxy.async.shared_cta()",
            "declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)",
            "declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))",
            "declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))",
            "declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)",
            "declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)",
            "declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)",
            "declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()",
            "declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)",
            "declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)",
            "declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))",
            "declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()",
            "declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()",
            "declare void @llvm.nvvm.tcgen05.wait.ld()"]
    out += ["declare <%d x i32> @llvm.nvvm.tcgen05.ld.16x256b.x%d(ptr addrspace(6), i1 immarg)" % (4 * x, x)
            for x in sorted({1} | {c[2] // 8 for c in CASES})]
    print("\n".join(out))


if __name__ == "__main__":
    main()
