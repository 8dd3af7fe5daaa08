; A hand-written NVPTX kernel of warp-synchronous primitives for the emulator's
; unit test (../warp-ops.test): 64 threads (two warps), each storing the result
; of one primitive per row of `out` (row r at out[r * 64 + tid]).
;   row 0: butterfly sum of v = 3 * tid + 1 over the warp (shfl.sync.bfly.i32)
;   row 1: butterfly max of float(v) over the warp (shfl.sync.bfly.f32)
;   row 2: inclusive prefix sum of v in the warp (shfl.sync.up.i32p, add where p)
;   row 3: v of lane + 3 in segments of 8 lanes, own v past the segment
;          (shfl.sync.down.i32, c = (32 - 8) << 8 | 31)
;   row 4: v of lane 5 of each 16-lane segment (shfl.sync.idx.i32)
;   row 5: shfl.sync.idx.i32p with clamp 15 and source lane 20 (out of range):
;          own v, and the predicate false (stored as v * 2 + p)
;   row 6: vote.sync.ballot of (v % 4 == 1)
;   row 7: float(v) of lane - 1 in segments of 4 (shfl.sync.up.f32, c = 28 << 8)
;   row 8: redux.sync.add of v over the warp
;   row 9: match.any.sync.i32 of v % 3: the lanes holding the same value
;   row 10: vote.sync.all of (v > 0) + 2 * vote.sync.any of (v == 7)
;   row 11: float(v) of lane + 1 plus 0.5 where the predicate is true
;           (shfl.sync.down.f32p)
;   row 12: v of thread 63 - tid, exchanged through shared memory across a
;           named barrier of 64 threads (barrier.cta.sync.aligned.count 1, 64);
;           the shared array is extern (dynamic shared memory)
;   row 13: barrier.cta.red.popc over (tid even): 32 in every thread
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @warp_ops(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v3 = mul i32 %tid, 3
  %v = add i32 %v3, 1
  %f = uitofp i32 %v to float
  %t64 = zext i32 %tid to i64

  ; row 0: butterfly sum
  %b16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 31)
  %s16 = add i32 %v, %b16
  %b8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s16, i32 8, i32 31)
  %s8 = add i32 %s16, %b8
  %b4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s8, i32 4, i32 31)
  %s4 = add i32 %s8, %b4
  %b2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s4, i32 2, i32 31)
  %s2 = add i32 %s4, %b2
  %b1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s2, i32 1, i32 31)
  %sum = add i32 %s2, %b1
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %sum, ptr addrspace(1) %p0

  ; row 1: butterfly max (float)
  %g16 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f, i32 16, i32 31)
  %m16 = call float @llvm.maxnum.f32(float %f, float %g16)
  %g8 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %m16, i32 8, i32 31)
  %m8 = call float @llvm.maxnum.f32(float %m16, float %g8)
  %g4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %m8, i32 4, i32 31)
  %m4 = call float @llvm.maxnum.f32(float %m8, float %g4)
  %g2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %m4, i32 2, i32 31)
  %m2 = call float @llvm.maxnum.f32(float %m4, float %g2)
  %g1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %m2, i32 1, i32 31)
  %max = call float @llvm.maxnum.f32(float %m2, float %g1)
  %i1 = add i64 %t64, 64
  %p1 = getelementptr float, ptr addrspace(1) %out, i64 %i1
  store float %max, ptr addrspace(1) %p1

  ; row 2: inclusive scan, Hillis-Steele with shfl.up and its predicate
  br label %scan
scan:
  %d = phi i32 [ 1, %entry ], [ %d2, %scan ]
  %x = phi i32 [ %v, %entry ], [ %x2, %scan ]
  %up = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %x, i32 %d, i32 0)
  %y = extractvalue { i32, i1 } %up, 0
  %in = extractvalue { i32, i1 } %up, 1
  %xy = add i32 %x, %y
  %x2 = select i1 %in, i32 %xy, i32 %x
  %d2 = shl i32 %d, 1
  %more = icmp ult i32 %d2, 32
  br i1 %more, label %scan, label %done
done:
  %i2 = add i64 %t64, 128
  %pp2 = getelementptr i32, ptr addrspace(1) %out, i64 %i2
  store i32 %x2, ptr addrspace(1) %pp2

  ; row 3: down by 3 in segments of 8
  %dn = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 3, i32 6175)
  %i3 = add i64 %t64, 192
  %p3 = getelementptr i32, ptr addrspace(1) %out, i64 %i3
  store i32 %dn, ptr addrspace(1) %p3

  ; row 4: lane 5 of each 16-lane segment
  %ix = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 5, i32 4127)
  %i4 = add i64 %t64, 256
  %p4 = getelementptr i32, ptr addrspace(1) %out, i64 %i4
  store i32 %ix, ptr addrspace(1) %p4

  ; row 5: source lane 20 past the clamp 15
  %oc = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 20, i32 15)
  %ov = extractvalue { i32, i1 } %oc, 0
  %op = extractvalue { i32, i1 } %oc, 1
  %ov2 = shl i32 %ov, 1
  %opz = zext i1 %op to i32
  %o = or i32 %ov2, %opz
  %i5 = add i64 %t64, 320
  %p5 = getelementptr i32, ptr addrspace(1) %out, i64 %i5
  store i32 %o, ptr addrspace(1) %p5

  ; row 6: ballot
  %r4 = and i32 %v, 3
  %is1 = icmp eq i32 %r4, 1
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %is1)
  %i6 = add i64 %t64, 384
  %p6 = getelementptr i32, ptr addrspace(1) %out, i64 %i6
  store i32 %bal, ptr addrspace(1) %p6

  ; row 7: up by 1 in segments of 4 (float)
  %uf = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %f, i32 1, i32 7168)
  %i7 = add i64 %t64, 448
  %p7 = getelementptr float, ptr addrspace(1) %out, i64 %i7
  store float %uf, ptr addrspace(1) %p7

  ; row 8: redux add
  %rs = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %i8 = add i64 %t64, 512
  %p8 = getelementptr i32, ptr addrspace(1) %out, i64 %i8
  store i32 %rs, ptr addrspace(1) %p8

  ; row 9: match.any
  %m3 = urem i32 %v, 3
  %ma = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %m3)
  %i9 = add i64 %t64, 576
  %p9 = getelementptr i32, ptr addrspace(1) %out, i64 %i9
  store i32 %ma, ptr addrspace(1) %p9

  ; row 10: vote.all and vote.any
  %pos = icmp sgt i32 %v, 0
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %pos)
  %is7 = icmp eq i32 %v, 7
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %is7)
  %allz = zext i1 %all to i32
  %anyz = zext i1 %any to i32
  %any2 = shl i32 %anyz, 1
  %votes = or i32 %allz, %any2
  %i10 = add i64 %t64, 640
  %p10 = getelementptr i32, ptr addrspace(1) %out, i64 %i10
  store i32 %votes, ptr addrspace(1) %p10

  ; row 11: shfl.down.f32p
  %dp = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %f, i32 1, i32 31)
  %dv = extractvalue { float, i1 } %dp, 0
  %dq = extractvalue { float, i1 } %dp, 1
  %half = select i1 %dq, float 5.000000e-01, float 0.000000e+00
  %dh = fadd float %dv, %half
  %i11 = add i64 %t64, 704
  %p11 = getelementptr float, ptr addrspace(1) %out, i64 %i11
  store float %dh, ptr addrspace(1) %p11

  ; row 12: shared-memory exchange across a named barrier
  %sp = getelementptr i32, ptr addrspace(3) @dynamic, i64 %t64
  store i32 %v, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  %rt = sub i64 63, %t64
  %rp = getelementptr i32, ptr addrspace(3) @dynamic, i64 %rt
  %rv = load i32, ptr addrspace(3) %rp
  %i12 = add i64 %t64, 768
  %p12 = getelementptr i32, ptr addrspace(1) %out, i64 %i12
  store i32 %rv, ptr addrspace(1) %p12

  ; row 13: barrier reduction
  %odd = and i32 %tid, 1
  %even = icmp eq i32 %odd, 0
  %popc = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 2, i1 %even)
  %i13 = add i64 %t64, 832
  %p13 = getelementptr i32, ptr addrspace(1) %out, i64 %i13
  store i32 %popc, ptr addrspace(1) %p13
  ret void
}

@dynamic = external addrspace(3) global [0 x i32], align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)

attributes #0 = { "nvvm.reqntid"="64" }
