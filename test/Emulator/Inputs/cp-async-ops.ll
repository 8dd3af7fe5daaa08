; Hand-written NVPTX kernels of cp.async pipelines for the emulator's test
; (../cp-async-ops.test); Inputs/cp-async-ops-main.c launches them and checks
; the results. The intrinsics are those MLIR 22 writes for nvvm.cp.async.*.
;
; A tile is 512 i32 (2 KiB); thread t of 128 copies its elements 4t..4t+3 with
; one 16-byte cp.async. "Use" of a stage: every thread reads the whole tile,
; so that each thread reads what all others copied, and folds it into
;   acc = acc * 3 + sum_j tile[j] * (j + t + 1)   (i32, wrapping).
;
; @ring3(out, in, n, ntiles): a 3-stage ring. Prologue: tiles 0 and 1, each
;   committed. Iteration i: wait_group 1 (tile i has arrived), CTA barrier (the
;   other threads' copies of tile i are visible, and every thread is done with
;   iteration i-1's stage), copy tile i+2 into stage (i+2)%3 -- the stage read
;   in iteration i-1 -- and commit (an empty group past the last tile, so that
;   the count stays right), use stage i%3. Elements past n are zero-filled:
;   the .16.s form with src-size clamp(4 * (n - element), 0, 16).
; @mbring3(out, in, n, ntiles, skip): ring3 on mbarriers (see the kernel).
; @ring2(out, in, ntiles, war): a 2-stage ring, full tiles (.16). Iteration i:
;   copy tile i+1 into stage (i+1)%2, commit, wait_group 1, barrier, use stage
;   i%2, and only if war != 0 a second barrier: without it the next iteration's
;   copy overwrites the stage other threads may still be reading.
; @sizes(out, in): 32 threads, each filling its own 64 bytes of shared memory
;   with every form (ca 4/8/16, cg 16, .s with src-size 0, partial, full),
;   some committed, some in an empty group, the last ones not committed;
;   wait_all; barrier; thread t stores the 64 bytes of thread (t+1)%32.
; @nocommit(out, in): 32 threads copy 16 bytes each and wait_group 0 without a
;   commit: the wait does not cover the copy (thread t stores thread (t+1)%32's).
; @bad(out, in, which): one copy the ISA does not allow (0: destination not
;   16-byte aligned; 1: destination in global memory; 2: src-size 17 > 16;
;   3: source in shared memory).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ring = internal addrspace(3) global [1536 x i32] undef, align 16
@slots = internal addrspace(3) global [512 x i32] undef, align 16

; Copies tile k of `in` into stage k % stages (if k < ntiles): thread t's 16
; bytes, the bytes at or past element n zero-filled when zfill != 0.
define internal void @issue(ptr addrspace(1) %in, i32 %k, i32 %t, i32 %n, i32 %ntiles,
                            i32 %stages, i1 %zfill) #0 {
entry:
  %live = icmp slt i32 %k, %ntiles
  br i1 %live, label %copy, label %done
copy:
  %stage = urem i32 %k, %stages
  %sbase = mul i32 %stage, 512
  %t4 = mul i32 %t, 4
  %soff = add i32 %sbase, %t4
  %soff64 = zext i32 %soff to i64
  %dst = getelementptr i32, ptr addrspace(3) @ring, i64 %soff64
  %kbase = mul i32 %k, 512
  %elem = add i32 %kbase, %t4
  %elem64 = zext i32 %elem to i64
  %src = getelementptr i32, ptr addrspace(1) %in, i64 %elem64
  br i1 %zfill, label %partial, label %full
partial:
  %left = sub i32 %n, %elem
  %bytes = mul i32 %left, 4
  %lo = call i32 @llvm.smax.i32(i32 %bytes, i32 0)
  %size = call i32 @llvm.smin.i32(i32 %lo, i32 16)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %size)
  br label %done
full:
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %dst, ptr addrspace(1) %src)
  br label %done
done:
  ret void
}

; acc * 3 + sum_j stage[j] * (j + t + 1) over stage k % stages.
define internal i32 @use(i32 %acc, i32 %k, i32 %t, i32 %stages) #0 {
entry:
  %stage = urem i32 %k, %stages
  %sbase = mul i32 %stage, 512
  %t1 = add i32 %t, 1
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum1, %loop ]
  %off = add i32 %sbase, %j
  %off64 = zext i32 %off to i64
  %p = getelementptr i32, ptr addrspace(3) @ring, i64 %off64
  %v = load i32, ptr addrspace(3) %p, align 4
  %w = add i32 %j, %t1
  %vw = mul i32 %v, %w
  %sum1 = add i32 %sum, %vw
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 512
  br i1 %more, label %loop, label %done
done:
  %acc3 = mul i32 %acc, 3
  %r = add i32 %acc3, %sum1
  ret i32 %r
}

define ptx_kernel void @ring3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %ntiles) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @issue(ptr addrspace(1) %in, i32 0, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @issue(ptr addrspace(1) %in, i32 1, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  call void @llvm.nvvm.cp.async.commit.group()
  %any = icmp sgt i32 %ntiles, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %next = add i32 %i, 2
  call void @issue(ptr addrspace(1) %in, i32 %next, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  call void @llvm.nvvm.cp.async.commit.group()
  %acc1 = call i32 @use(i32 %acc, i32 %i, i32 %t, i32 3)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %ntiles
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; @mbring3(out, in, n, ntiles, skip): ring3 completed on mbarriers instead of
;   commit groups and barriers. Thread 0 initializes full[s] and empty[s] of
;   the 3 stages for 128 arrivals each, then a barrier. A fill of stage s
;   ends with cp.async.mbarrier.arrive.noinc on full[s] (the thread's copies
;   so far; the only arrival per thread). Iteration i: wait for full[i % 3]
;   at parity (i / 3) % 2 (test_wait.parity polled), wait for empty[w] of the
;   stage w = (i + 2) % 3 it refills at parity ((i - 1) / 3) % 2 (from i = 1:
;   the reads of iteration i - 1), copy tile i + 2 and arrive on full[w], use
;   stage i % 3, arrive on empty[i % 3]. skip 1 leaves out the full wait,
;   skip 2 the empty wait.
@mbar = internal addrspace(3) global [6 x i64] undef, align 8

define internal ptr addrspace(3) @mbarrier(i32 %stage, i32 %empty) #0 {
  %s2 = mul i32 %stage, 2
  %i = add i32 %s2, %empty
  %i64 = zext i32 %i to i64
  %p = getelementptr i64, ptr addrspace(3) @mbar, i64 %i64
  ret ptr addrspace(3) %p
}

define internal void @wait_parity(ptr addrspace(3) %bar, i32 %parity) #0 {
entry:
  br label %poll
poll:
  %done = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %bar, i32 %parity)
  br i1 %done, label %out, label %poll
out:
  ret void
}

define ptx_kernel void @mbring3(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n, i32 %ntiles, i32 %skip) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %ready
init:
  br label %initloop
initloop:
  %b = phi i32 [ 0, %init ], [ %b1, %initloop ]
  %bb = zext i32 %b to i64
  %bp = getelementptr i64, ptr addrspace(3) @mbar, i64 %bb
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %bp, i32 128)
  %b1 = add i32 %b, 1
  %bmore = icmp ult i32 %b1, 6
  br i1 %bmore, label %initloop, label %ready
ready:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @issue(ptr addrspace(1) %in, i32 0, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  %f0 = call ptr addrspace(3) @mbarrier(i32 0, i32 0)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %f0)
  call void @issue(ptr addrspace(1) %in, i32 1, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  %f1 = call ptr addrspace(3) @mbarrier(i32 1, i32 0)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %f1)
  %any = icmp sgt i32 %ntiles, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %ready ], [ %i1, %refilled ]
  %acc = phi i32 [ 0, %ready ], [ %acc1, %refilled ]
  %s = urem i32 %i, 3
  %round = udiv i32 %i, 3
  %ph = and i32 %round, 1
  %full = call ptr addrspace(3) @mbarrier(i32 %s, i32 0)
  %skipfull = icmp eq i32 %skip, 1
  br i1 %skipfull, label %filled, label %waitfull
waitfull:
  call void @wait_parity(ptr addrspace(3) %full, i32 %ph)
  br label %filled
filled:
  %k = add i32 %i, 2
  %w = urem i32 %k, 3
  %empty = call ptr addrspace(3) @mbarrier(i32 %w, i32 1)
  %refill = icmp sgt i32 %i, 0
  %skipempty = icmp eq i32 %skip, 2
  %wantempty = xor i1 %skipempty, true
  %doempty = and i1 %refill, %wantempty
  br i1 %doempty, label %waitempty, label %copy
waitempty:
  %prev = sub i32 %i, 1
  %pround = udiv i32 %prev, 3
  %pph = and i32 %pround, 1
  call void @wait_parity(ptr addrspace(3) %empty, i32 %pph)
  br label %copy
copy:
  call void @issue(ptr addrspace(1) %in, i32 %k, i32 %t, i32 %n, i32 %ntiles, i32 3, i1 true)
  %fw = call ptr addrspace(3) @mbarrier(i32 %w, i32 0)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %fw)
  %acc1 = call i32 @use(i32 %acc, i32 %i, i32 %t, i32 3)
  %es = call ptr addrspace(3) @mbarrier(i32 %s, i32 1)
  %state = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %es)
  br label %refilled
refilled:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %ntiles
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %ready ], [ %acc1, %refilled ]
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @ring2(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %ntiles, i32 %war) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = mul i32 %ntiles, 512
  call void @issue(ptr addrspace(1) %in, i32 0, i32 %t, i32 %n, i32 %ntiles, i32 2, i1 false)
  call void @llvm.nvvm.cp.async.commit.group()
  %any = icmp sgt i32 %ntiles, 0
  %sync = icmp ne i32 %war, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %next ]
  %k = add i32 %i, 1
  call void @issue(ptr addrspace(1) %in, i32 %k, i32 %t, i32 %n, i32 %ntiles, i32 2, i1 false)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %acc1 = call i32 @use(i32 %acc, i32 %i, i32 %t, i32 2)
  br i1 %sync, label %war_barrier, label %next
war_barrier:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %ntiles
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc1, %next ]
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @sizes(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %base = mul i64 %t64, 16
  %d = getelementptr i32, ptr addrspace(3) @slots, i64 %base
  %s = getelementptr i32, ptr addrspace(1) %in, i64 %base
  %d4 = getelementptr i8, ptr addrspace(3) %d, i64 4
  %s4 = getelementptr i8, ptr addrspace(1) %s, i64 4
  %d8 = getelementptr i8, ptr addrspace(3) %d, i64 8
  %s8 = getelementptr i8, ptr addrspace(1) %s, i64 8
  %d16 = getelementptr i8, ptr addrspace(3) %d, i64 16
  %s16 = getelementptr i8, ptr addrspace(1) %s, i64 16
  %d32 = getelementptr i8, ptr addrspace(3) %d, i64 32
  %s32 = getelementptr i8, ptr addrspace(1) %s, i64 32
  %d48 = getelementptr i8, ptr addrspace(3) %d, i64 48
  %s48 = getelementptr i8, ptr addrspace(1) %s, i64 48
  %d56 = getelementptr i8, ptr addrspace(3) %d, i64 56
  %s56 = getelementptr i8, ptr addrspace(1) %s, i64 56
  %d60 = getelementptr i8, ptr addrspace(3) %d, i64 60
  %s60 = getelementptr i8, ptr addrspace(1) %s, i64 60
  %n16 = urem i32 %t, 17
  %n8 = urem i32 %t, 9
  %n4 = urem i32 %t, 5
  ; bytes 0-7: ca.4, then ca.4.s with src-size 0 (zeros); committed
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %d4, ptr addrspace(1) %s4, i32 0)
  call void @llvm.nvvm.cp.async.commit.group()
  ; bytes 8-31: ca.8, ca.16; committed, then an empty group
  call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %d8, ptr addrspace(1) %s8)
  call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %d16, ptr addrspace(1) %s16)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.commit.group()
  ; bytes 32-63, not committed: cg.16.s (t % 17 bytes), ca.8.s (t % 9),
  ; ca.4.s (t % 5), ca.4
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d32, ptr addrspace(1) %s32, i32 %n16)
  call void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) %d48, ptr addrspace(1) %s48, i32 %n8)
  call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %d56, ptr addrspace(1) %s56, i32 %n4)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %d60, ptr addrspace(1) %s60)
  call void @llvm.nvvm.cp.async.wait.all()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %u = add i32 %t, 1
  %u32 = urem i32 %u, 32
  %u64 = zext i32 %u32 to i64
  %ubase = mul i64 %u64, 16
  br label %loop
loop:
  %w = phi i64 [ 0, %entry ], [ %w1, %loop ]
  %from = add i64 %ubase, %w
  %pf = getelementptr i32, ptr addrspace(3) @slots, i64 %from
  %v = load i32, ptr addrspace(3) %pf, align 4
  %to = add i64 %base, %w
  %pt = getelementptr i32, ptr addrspace(1) %out, i64 %to
  store i32 %v, ptr addrspace(1) %pt, align 4
  %w1 = add i64 %w, 1
  %more = icmp ult i64 %w1, 16
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @nocommit(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %base = mul i64 %t64, 4
  %d = getelementptr i32, ptr addrspace(3) @slots, i64 %base
  %s = getelementptr i32, ptr addrspace(1) %in, i64 %base
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %u = add i32 %t, 1
  %u32 = urem i32 %u, 32
  %u64 = zext i32 %u32 to i64
  %ubase = mul i64 %u64, 4
  br label %loop
loop:
  %w = phi i64 [ 0, %entry ], [ %w1, %loop ]
  %from = add i64 %ubase, %w
  %pf = getelementptr i32, ptr addrspace(3) @slots, i64 %from
  %v = load i32, ptr addrspace(3) %pf, align 4
  %to = add i64 %base, %w
  %pt = getelementptr i32, ptr addrspace(1) %out, i64 %to
  store i32 %v, ptr addrspace(1) %pt, align 4
  %w1 = add i64 %w, 1
  %more = icmp ult i64 %w1, 4
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @bad(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %which) #0 {
entry:
  switch i32 %which, label %done [ i32 0, label %misaligned
                                   i32 1, label %global
                                   i32 2, label %oversize
                                   i32 3, label %shared_src ]
misaligned:
  %d4 = getelementptr i8, ptr addrspace(3) @slots, i64 4
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %d4, ptr addrspace(1) %in)
  br label %done
global:
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %gs = addrspacecast ptr %g to ptr addrspace(3)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %gs, ptr addrspace(1) %in)
  br label %done
oversize: ; a run-time src-size (ptxas refuses an immediate 17)
  %sz = add i32 %which, 15
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) @slots, ptr addrspace(1) %in, i32 %sz)
  br label %done
shared_src:
  %s16 = getelementptr i8, ptr addrspace(3) @slots, i64 16
  %sg = addrspacecast ptr addrspace(3) %s16 to ptr
  %sgg = addrspacecast ptr %sg to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) @slots, ptr addrspace(1) %sgg)
  br label %done
done:
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3))
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

; An attribute group, so that emulate.py --tsan can mark the functions.
attributes #0 = { nounwind }
